/// The thirteen DTCG 2025.10 types (Format §8–9); `$type` is case-sensitive. Every standard type
/// is read and checked; the screens draw the ones they use, the others are carried to the exports.
public enum TokenType: String, Sendable, CaseIterable {
    case color, dimension, fontFamily, fontWeight, duration, cubicBezier, number
    case strokeStyle, border, transition, shadow, gradient, typography

    /// The rule a value of this type breaks.
    var rule: Rule {
        switch self {
        case .color: return .colorValue
        case .dimension: return .dimensionValue
        case .fontFamily: return .fontFamilyValue
        case .fontWeight: return .fontWeightValue
        case .duration: return .durationValue
        case .cubicBezier: return .cubicBezierValue
        case .number: return .numberValue
        case .strokeStyle: return .strokeStyleValue
        case .border: return .borderValue
        case .transition: return .transitionValue
        case .shadow: return .shadowValue
        case .gradient: return .gradientValue
        case .typography: return .typographyValue
        }
    }

    static var list: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
