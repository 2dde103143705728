/// A timing curve as CSS and Core Animation define it: a cubic Bézier from (0, 0) to (1, 1)
/// with control points (x1, y1) and (x2, y2); x is time, y is progress.
/// `ease-in-out` is (0.42, 0, 0.58, 1), as SwiftUI's `.easeInOut` and CA's `easeInEaseOut`.
public struct CubicBezier: Hashable, Sendable {
    public let x1, y1, x2, y2: Double

    /// - Precondition: x1 and x2 in 0…1, so time runs forwards (y may overshoot).
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        precondition((0...1).contains(x1) && (0...1).contains(x2), "cubic Bézier x1/x2 must be in 0…1")
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
    }
    public init(_ v: [Double]) {
        precondition(v.count == 4, "a cubic Bézier has four numbers")
        self.init(v[0], v[1], v[2], v[3])
    }
    public static let linear = CubicBezier(0, 0, 1, 1)
    public static let easeInOut = CubicBezier(0.42, 0, 0.58, 1)

    // Bernstein form with P0 = 0 and P3 = 1: B(s) = 3(1−s)²s·p1 + 3(1−s)s²·p2 + s³.
    private static func bez(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let a = 1 - 3 * p2 + 3 * p1, b = 3 * p2 - 6 * p1, c = 3 * p1
        return ((a * s + b) * s + c) * s
    }
    private static func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let a = 1 - 3 * p2 + 3 * p1, b = 3 * p2 - 6 * p1, c = 3 * p1
        return (3 * a * s + 2 * b) * s + c
    }

    /// Progress at time `x` (clamped to 0…1): solve x(s) = x for s (Newton, then bisection
    /// where the slope is flat), return y(s). Accurate to 1e-9.
    public func callAsFunction(_ x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var s = x
        for _ in 0..<8 {
            let err = Self.bez(s, x1, x2) - x
            if abs(err) < 1e-12 { return Self.bez(s, y1, y2) }
            let d = Self.slope(s, x1, x2)
            if abs(d) < 1e-9 { break }
            s -= err / d
        }
        var lo = 0.0, hi = 1.0
        s = x
        for _ in 0..<64 {
            let v = Self.bez(s, x1, x2)
            if abs(v - x) < 1e-12 { break }
            if v < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return Self.bez(s, y1, y2)
    }
}
