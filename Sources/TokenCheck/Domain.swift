/// The values a token may take where the screens read it: an interval whose ends may be open
/// (or infinite, for a side another token's value bounds at the read). Every number is also
/// required to be finite. The screens' domains are declared in the token file and compiled
/// into the typed keys (`TokenDomain`, `Tok`, made at build time), which check them
/// as they read: `try t[Tok.size.canvas.width]`.
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

    /// The values in both: the greater lower end and the smaller upper end (where the ends are
    /// equal, open if either is). Narrowing a declared domain by another token's value can
    /// never widen it.
    public func intersection(_ o: Domain) -> Domain {
        let lo = lower == o.lower ? (lower, lowerOpen || o.lowerOpen) : lower > o.lower ? (lower, lowerOpen) : (o.lower, o.lowerOpen)
        let hi = upper == o.upper ? (upper, upperOpen || o.upperOpen) : upper < o.upper ? (upper, upperOpen) : (o.upper, o.upperOpen)
        return Domain(lo.0, hi.0, lowerOpen: lo.1, upperOpen: hi.1)
    }

    /// `1…2000`, `> 0 and ≤ 10`, `> 0 and < 180`; with an infinite end, the other alone: `≥ 480`.
    public var description: String {
        func low() -> String { "\(lowerOpen ? ">" : "≥") \(numberText(lower))" }
        func high() -> String { "\(upperOpen ? "<" : "≤") \(numberText(upper))" }
        if upper == .infinity, lower == -.infinity { return "any finite number" }
        if upper == .infinity { return low() }
        if lower == -.infinity { return high() }
        if !lowerOpen && !upperOpen { return "\(numberText(lower))…\(numberText(upper))" }
        return "\(low()) and \(high())"
    }
}
