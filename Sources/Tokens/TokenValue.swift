import Geometry

/// The DTCG types this project reads (Design Tokens Format Module 2025.10, §8–9), plus `string`.
public enum TokenType: String, Sendable, CaseIterable {
    case color, dimension, fontFamily, fontWeight, duration, cubicBezier, number, typography, transition
}

/// A DTCG `transition` composite: when and how a change animates.
public struct Transition: Hashable, Sendable {
    public var duration: Double       // seconds
    public var delay: Double          // seconds
    public var timingFunction: [Double]   // cubic Bézier x1, y1, x2, y2
}

/// A resolved token value. Dimensions are in points (`px` is read as a point, as iOS does;
/// `rem` as 16 pt); durations in seconds.
public enum TokenValue: Hashable, Sendable {
    case color(Color)
    case dimension(Double)
    case fontFamily([String])
    case fontWeight(Int)
    case duration(Double)
    case cubicBezier([Double])
    case number(Double)
    case typography(Font, lineHeight: Double?)
    case transition(Transition)

    public var type: TokenType {
        switch self {
        case .color: .color
        case .dimension: .dimension
        case .fontFamily: .fontFamily
        case .fontWeight: .fontWeight
        case .duration: .duration
        case .cubicBezier: .cubicBezier
        case .number: .number
        case .typography: .typography
        case .transition: .transition
        }
    }
}

/// One token after aliases are resolved.
public struct Token: Hashable, Sendable {
    /// Dotted path from the file's root, e.g. `color.facade.sandstone`.
    public var path: String
    public var value: TokenValue
    public var description: String?
    /// The alias it was written as, if any (`{color.brand.green}`).
    public var alias: String?
}
