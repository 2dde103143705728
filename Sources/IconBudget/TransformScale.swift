import Foundation

/// How much a `transform` (or `patternTransform`, or a CSS `transform`) can enlarge what it
/// applies to: the largest singular value of the product of its functions, read leniently (a
/// function's numbers wherever they stand, unknown functions left out) since librsvg draws an
/// invalid transform as none. nil when no function in it is read.
enum TransformScale {
    static func of(_ text: Substring) -> Double? {
        // a b c d of the 2×2 part, as a product from the left.
        var m = (a: 1.0, b: 0.0, c: 0.0, d: 1.0), any = false
        var rest = text[...]
        while let open = rest.firstIndex(of: "(") {
            let name = rest[..<open].split(whereSeparator: { !$0.isLetter }).last.map { $0.lowercased() } ?? ""
            guard let close = rest[open...].firstIndex(of: ")") else { break }
            let n = SVGNumbers.all(rest[rest.index(after: open)..<close])
            rest = rest[rest.index(after: close)...]
            var f: (a: Double, b: Double, c: Double, d: Double)
            switch name {
            case "matrix" where n.count >= 4: f = (n[0], n[1], n[2], n[3])
            case "scale" where n.count >= 1: f = (n[0], 0, 0, n.count >= 2 ? n[1] : n[0])
            case "scalex" where n.count >= 1: f = (n[0], 0, 0, 1)
            case "scaley" where n.count >= 1: f = (1, 0, 0, n[0])
            case "skewx" where n.count >= 1: f = (1, 0, tan(n[0] * .pi / 180), 1)
            case "skewy" where n.count >= 1: f = (1, tan(n[0] * .pi / 180), 0, 1)
            case "skew" where n.count >= 1: f = (1, tan((n.count >= 2 ? n[1] : 0) * .pi / 180), tan(n[0] * .pi / 180), 1)
            case "rotate", "translate", "translatex", "translatey": any = true; continue
            default: continue
            }
            any = true
            m = (m.a * f.a + m.c * f.b, m.b * f.a + m.d * f.b, m.a * f.c + m.c * f.d, m.b * f.c + m.d * f.d)
        }
        guard any else { return nil }
        return norm(m.a, m.b, m.c, m.d)
    }

    /// The largest singular value of [a c; b d].
    static func norm(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        let s = (a * a + b * b + c * c + d * d) / 2, det = a * d - b * c
        let v = (s + max(0, s * s - det * det).squareRoot()).squareRoot()
        return v.isNaN ? .infinity : v
    }
}
