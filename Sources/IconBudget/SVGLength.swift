/// A length as SVG writes one (`12`, `3mm`, `50%`, `2em`), resolved to user units where it can
/// be. Absolute units convert at 72 dpi, the resolution Pickup hands librsvg (a unit is then
/// fewer user units than at 96 dpi, so a count of dashes comes out larger, not smaller).
enum SVGLength: Equatable {
    /// In user units (px, pt, pc, mm, cm, in, or none).
    case absolute(Double)
    /// A share of the viewport (`50%` is 0.5).
    case percent(Double)
    /// A multiple of the font size (`em`; `ex` is taken as a whole em, as a bound).
    case fontRelative(Double)

    static let unitsPerInch = 72.0

    /// The length written at the start of `text` (spaces around it allowed), or nil for a
    /// keyword, an unknown unit or nothing.
    init?(_ text: Substring) {
        var s = SVGNumbers(text)
        guard let v = s.number() else { return nil }
        let unit = s.unit()
        s.skipSeparators()
        guard let f = Self.factor(unit) else {
            switch unit {
            case "%": self = .percent(v / 100)
            case "em", "ex", "rem", "ch": self = .fontRelative(v)
            default: return nil
            }
            return
        }
        self = .absolute(v * f)
    }
    init?(_ text: String) { self.init(text[...]) }

    /// The length `text` is, all of it (a value with more after the length is invalid, and
    /// librsvg ignores it).
    init?(whole text: Substring) {
        let t = text.trimmingCharacters(in: .whitespacesAndNewlines)
        var s = SVGNumbers(t)
        guard !t.hasPrefix(","), let l = SVGLength(t[...]), s.number() != nil else { return nil }
        _ = s.unit()
        guard s.atEnd else { return nil }
        self = l
    }

    /// User units per unit, for the absolute units.
    static func factor(_ unit: String) -> Double? {
        switch unit {
        case "", "px": return 1
        case "pt": return unitsPerInch / 72
        case "pc": return unitsPerInch / 6
        case "in": return unitsPerInch
        case "cm": return unitsPerInch / 2.54
        case "mm": return unitsPerInch / 25.4
        case "q": return unitsPerInch / 101.6
        default: return nil
        }
    }

    /// Its size in user units at most: a percentage of `viewport`, an em of `font`.
    func bound(viewport: Double, font: Double) -> Double {
        switch self {
        case .absolute(let v): return abs(v)
        case .percent(let p): return abs(p) * viewport
        case .fontRelative(let e): return abs(e) * font
        }
    }
}
