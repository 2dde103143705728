import Foundation

/// A `stroke-dasharray` value read for its cost: each period of the pattern is a dash (or a
/// few) the stroker makes and keeps, so a path `L` long draws about `L ÷ period` of them.
enum DashPattern: Equatable {
    /// Draws solid: `none`, a keyword, an empty list, all zeros, or a negative length (which
    /// makes the value invalid, and librsvg draws solid).
    case solid
    /// One period of the pattern in user units (an odd list repeats to make it even).
    case period(Double)
    /// A length that cannot be sized before drawing, as written (`5%`, `2em`), or one that is
    /// not a length at all.
    case unmeasurable(String)

    init(_ value: Substring) {
        let v = value.trimmingCharacters(in: .whitespacesAndNewlines)
        let lower = v.lowercased()
        if v.isEmpty || ["none", "inherit", "initial", "unset", "revert", "context-value"].contains(lower) { self = .solid; return }
        var sum = 0.0, count = 0
        for item in v.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }) {
            guard let length = SVGLength(item), case .absolute(let u) = length else {
                self = .unmeasurable(String(item)); return
            }
            if u < 0 { self = .solid; return }
            sum += u; count += 1
        }
        guard count > 0, sum > 0 else { self = .solid; return }
        self = .period(count % 2 == 1 ? 2 * sum : sum)
    }
}
