/// The values a token may take where the screens read it: an interval whose ends may be open.
/// Every number is also required to be finite. Declared once, at the read:
///
///     width = try t.dimension("size.canvas.width", in: 1...2000)
///     fieldOfView = try t.number("reveal.camera.fieldOfView", in: .open(0, 180))
///     pitch = try t.duration("motion.time.pitch", in: .above(0, through: 10))
public struct Domain: Sendable, Hashable, CustomStringConvertible {
    public var lower: Double, upper: Double
    public var lowerOpen: Bool, upperOpen: Bool

    public init(_ lower: Double, _ upper: Double, lowerOpen: Bool = false, upperOpen: Bool = false) {
        self.lower = lower; self.upper = upper; self.lowerOpen = lowerOpen; self.upperOpen = upperOpen
    }
    /// lower…upper, both ends allowed.
    public static func closed(_ r: ClosedRange<Double>) -> Domain { Domain(r.lowerBound, r.upperBound) }
    /// Strictly between the ends: a field of view in (0°, 180°).
    public static func open(_ lower: Double, _ upper: Double) -> Domain { Domain(lower, upper, lowerOpen: true, upperOpen: true) }
    /// More than `lower`, at most `upper`: a duration something is divided by.
    public static func above(_ lower: Double, through upper: Double) -> Domain { Domain(lower, upper, lowerOpen: true) }

    public func contains(_ x: Double) -> Bool {
        guard x.isFinite else { return false }
        let lo = lowerOpen ? x > lower : x >= lower
        let hi = upperOpen ? x < upper : x <= upper
        return lo && hi
    }

    /// `1…2000`, `> 0 and ≤ 10`, `> 0 and < 180`.
    public var description: String {
        if !lowerOpen && !upperOpen { return "\(tokenNumber(lower))…\(tokenNumber(upper))" }
        return "\(lowerOpen ? ">" : "≥") \(tokenNumber(lower)) and \(upperOpen ? "<" : "≤") \(tokenNumber(upper))"
    }
}
