import Foundation
import TokenCheck
import Geometry
import PathNames

/// DTCG 2025.10 colour values: `{"colorSpace": "display-p3", "components": [r, g, b], "alpha": a,
/// "hex": "#RRGGBB"}` in any of the format's colour spaces. Components may be the keyword
/// `"none"` (read as 0). The screens draw sRGB: other spaces are converted (and clipped to the
/// sRGB gamut); the colour as written is kept in `ColorSource` for the exports. `hex` is an
/// optional sRGB fallback (Color 4.1): `check` refuses one that is not the colour the
/// components give (`color-hex-mismatch`), before this reads a value; the components are read.
enum ColorValue {
    /// Each space's component ranges (nil: unbounded), as the format's colour-space table gives them.
    static let ranges: [String: [ClosedRange<Double>?]] = {
        let unit: ClosedRange<Double>? = 0...1
        let hue: ClosedRange<Double>? = 0...360
        let pct: ClosedRange<Double>? = 0...100
        var r: [String: [ClosedRange<Double>?]] = [:]
        for s in ["srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020"] { r[s] = [unit, unit, unit] }
        r["hsl"] = [hue, pct, pct]
        r["hwb"] = [hue, pct, pct]
        r["lab"] = [pct, nil, nil]
        r["lch"] = [pct, 0...Double.greatestFiniteMagnitude, hue]
        r["oklab"] = [unit, nil, nil]
        r["oklch"] = [unit, 0...Double.greatestFiniteMagnitude, hue]
        r["xyz-d65"] = [unit, unit, unit]
        r["xyz-d50"] = [unit, unit, unit]
        return r
    }()
    static let spaces = ["srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "display-p3", "a98-rgb",
                         "prophoto-rgb", "rec2020", "xyz-d65", "xyz-d50"]

    static func parse(_ v: Any, fail: (String) -> TokenError) throws -> Color {
        try parseWithSource(v, fail: fail).0
    }

    static func parseWithSource(_ v: Any, fail: (String) -> TokenError) throws -> (Color, ColorSource) {
        guard let o = v as? [String: Any] else {
            throw fail("malformed colour \(show(v)); expected {\"colorSpace\": \"srgb\", \"components\": [r, g, b], \"hex\": \"#RRGGBB\"}")
        }
        for k in o.keys where !["colorSpace", "components", "alpha", "hex"].contains(k) {
            throw fail("colour has an unknown property '\(FilePath.clip(k))'; expected colorSpace, components, alpha, hex")
        }
        guard let space = o["colorSpace"] as? String else { throw fail("colour has no colorSpace") }
        guard let range = ranges[space] else {
            throw fail("unknown colour space \"\(space)\"; expected one of \(spaces.joined(separator: ", "))")
        }
        var alpha = 1.0
        if let a = o["alpha"] {
            guard let n = number(a), (0...1).contains(n) else { throw fail("alpha \(show(a)) is not a number in 0…1") }
            alpha = n
        }
        // `hex` is a fallback (Color 4.1): `check` has held it to the components; they are read.
        if let h = o["hex"] {
            guard let s = h as? String, s.count == 7, s.hasPrefix("#"), s.dropFirst().allSatisfy(\.isHexDigit), let c = Color(hex: s) else {
                throw fail("malformed hex colour \(show(h)); expected \"#RRGGBB\"")
            }
            _ = c
        }
        guard let comps = o["components"] else { throw fail("colour has no components (hex alone is only a fallback)") }
        guard let a = comps as? [Any], a.count == 3 else { throw fail("components must be three numbers, found \(show(comps))") }
        var values: [Double?] = []
        for (i, x) in a.enumerated() {
            if let s = x as? String, s == "none" { values.append(nil); continue }
            guard let n = number(x), n.isFinite, abs(n) <= TokenCheck.maxColorComponent else {
                throw fail("components must be numbers (or \"none\"), found \(show(comps))")
            }
            // A hue runs from 0 up to, not including, 360 (Color 4.2: "360 MUST NOT be used").
            let isHue = (["hsl", "hwb"].contains(space) && i == 0) || (["lch", "oklch"].contains(space) && i == 2)
            if isHue, n >= 360 {
                throw fail("component \(i + 1) of a \(space) colour is a hue, from 0 up to but not including 360; found \(tokenNumber(n)) (write 0)")
            }
            if let r = range[i], !r.contains(n) {
                let hi = r.upperBound == .greatestFiniteMagnitude ? "∞" : tokenNumber(r.upperBound)
                throw fail("component \(i + 1) of a \(space) colour must be in \(tokenNumber(r.lowerBound))…\(hi), found \(tokenNumber(n))")
            }
            values.append(n)
        }
        let (rgb, clipped) = toSRGB(space, values.map { $0 ?? 0 })
        let c = Color(r: rgb[0], g: rgb[1], b: rgb[2], a: alpha)
        return (c, ColorSource(colorSpace: space, components: values, alpha: alpha, clipped: clipped))
    }

    /// sRGB components (0…1, clipped) of a colour in `space`, and whether clipping was needed
    /// (`ColorSpaces`, in Geometry: `check`'s hex rule converts with the same code).
    static func toSRGB(_ space: String, _ c: [Double]) -> ([Double], Bool) { ColorSpaces.toSRGB(space, c) }
}
