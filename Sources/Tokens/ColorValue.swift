import Foundation
import TokenCheck
import Geometry
import PathNames

/// DTCG 2025.10 colour values: `{"colorSpace": "display-p3", "components": [r, g, b], "alpha": a,
/// "hex": "#RRGGBB"}` in any of the format's colour spaces. Components may be the keyword
/// `"none"` (read as 0). The screens draw sRGB: other spaces are converted (and clipped to the
/// sRGB gamut); the colour as written is kept in `ColorSource` for the exports. `hex` is an
/// optional sRGB fallback; for an sRGB colour it must agree with the components (to the nearest
/// 8-bit step), so a designer who edits one and forgets the other is told.
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
        // `hex` is a fallback (Color 4.1): its format is checked; the components win.
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

    // MARK: conversion to sRGB (CSS Color 4's formulas and matrices; the transfer function is `SRGB`'s)

    typealias M = [[Double]]
    static func mul(_ m: M, _ v: [Double]) -> [Double] { m.map { row in zip(row, v).map(*).reduce(0, +) } }

    static let xyz65ToLinearSRGB: M = [[3.2409699419045226, -1.537383177570094, -0.4986107602930034],
                                       [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
                                       [0.05563007969699366, -0.20397695888897652, 1.0569715142428786]]
    static let d50ToD65: M = [[0.955473421488075, -0.02309845494876471, 0.06325924320057072],
                              [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
                              [0.012314014864481998, -0.020507649298898964, 1.330365926242124]]
    static let p3ToXYZ: M = [[0.4865709486482162, 0.26566769316909306, 0.1982172852343625],
                             [0.2289745640697488, 0.6917385218365064, 0.079286914093745],
                             [0, 0.04511338185890264, 1.043944368900976]]
    static let a98ToXYZ: M = [[0.5766690429101305, 0.1855582379065463, 0.1882286462349947],
                              [0.29734497525053605, 0.6273635662554661, 0.07529145849399788],
                              [0.02703136138641234, 0.07068885253582723, 0.9913375368376388]]
    static let prophotoToXYZ50: M = [[0.7977604896723027, 0.13518583717574031, 0.0313493495815248],
                                     [0.2880711282292934, 0.7118432178101014, 0.00008565396060525902],
                                     [0, 0, 0.8251046025104601]]
    static let rec2020ToXYZ: M = [[0.6369580483012914, 0.14461690358620832, 0.1688809751641721],
                                  [0.2627002120112671, 0.6779980715188708, 0.05930171646986196],
                                  [0, 0.028072693049087428, 1.060985057710791]]

    /// sRGB components (0…1, clipped) of a colour in `space`, and whether clipping was needed.
    static func toSRGB(_ space: String, _ c: [Double]) -> ([Double], Bool) {
        let rgb = unclippedSRGB(space, c)
        let eps = 1e-6
        let clipped = rgb.contains { $0 < -eps || $0 > 1 + eps || !$0.isFinite }
        return (rgb.map { $0.isFinite ? min(1, max(0, $0)) : 0 }, clipped)
    }

    /// Gamma-encoded sRGB components of a colour in `space`, not clipped (outside 0…1 when
    /// the colour is outside the sRGB gamut).
    static func unclippedSRGB(_ space: String, _ c: [Double]) -> [Double] {
        var rgb: [Double]
        switch space {
        case "srgb": rgb = c
        case "srgb-linear": rgb = c.map(SRGB.encoded)
        case "display-p3": rgb = fromXYZ65(mul(p3ToXYZ, c.map(SRGB.linear)))
        case "a98-rgb":
            rgb = fromXYZ65(mul(a98ToXYZ, c.map { ($0 < 0 ? -1 : 1) * pow(abs($0), 563.0 / 256) }))
        case "prophoto-rgb":
            let lin = c.map { x -> Double in abs(x) <= 16.0 / 512 ? x / 16 : (x < 0 ? -1 : 1) * pow(abs(x), 1.8) }
            rgb = fromXYZ65(mul(d50ToD65, mul(prophotoToXYZ50, lin)))
        case "rec2020":
            let al = 1.09929682680944, be = 0.018053968510807
            let lin = c.map { x -> Double in abs(x) < be * 4.5 ? x / 4.5 : (x < 0 ? -1 : 1) * pow((abs(x) + al - 1) / al, 1 / 0.45) }
            rgb = fromXYZ65(mul(rec2020ToXYZ, lin))
        case "xyz-d65": rgb = fromXYZ65(c)
        case "xyz-d50": rgb = fromXYZ65(mul(d50ToD65, c))
        case "lab": rgb = fromXYZ65(mul(d50ToD65, labToXYZ50(c)))
        case "lch":
            let h = c[2] * .pi / 180
            rgb = fromXYZ65(mul(d50ToD65, labToXYZ50([c[0], c[1] * cos(h), c[1] * sin(h)])))
        case "oklab": rgb = oklabToSRGB(c)
        case "oklch":
            let h = c[2] * .pi / 180
            rgb = oklabToSRGB([c[0], c[1] * cos(h), c[1] * sin(h)])
        case "hsl": rgb = hsl(c[0], c[1] / 100, c[2] / 100)
        case "hwb":
            let w = c[1] / 100, b = c[2] / 100
            if w + b >= 1 { let g = w / (w + b); rgb = [g, g, g] } else {
                rgb = hsl(c[0], 1, 0.5).map { $0 * (1 - w - b) + w }
            }
        default: rgb = c
        }
        return rgb
    }

    static func fromXYZ65(_ xyz: [Double]) -> [Double] { mul(xyz65ToLinearSRGB, xyz).map(SRGB.encoded) }

    static func labToXYZ50(_ lab: [Double]) -> [Double] {
        let k = 24389.0 / 27, e = 216.0 / 24389
        let f1 = (lab[0] + 16) / 116, f0 = lab[1] / 500 + f1, f2 = f1 - lab[2] / 200
        let x = pow(f0, 3) > e ? pow(f0, 3) : (116 * f0 - 16) / k
        let y = lab[0] > k * e ? pow(f1, 3) : lab[0] / k
        let z = pow(f2, 3) > e ? pow(f2, 3) : (116 * f2 - 16) / k
        return [x * 0.3457 / 0.3585, y, z * (1 - 0.3457 - 0.3585) / 0.3585]
    }

    static func oklabToSRGB(_ c: [Double]) -> [Double] {
        let l = pow(c[0] + 0.3963377774 * c[1] + 0.2158037573 * c[2], 3)
        let m = pow(c[0] - 0.1055613458 * c[1] - 0.0638541728 * c[2], 3)
        let s = pow(c[0] - 0.0894841775 * c[1] - 1.2914855480 * c[2], 3)
        return [4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
                -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
                -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s].map(SRGB.encoded)
    }

    /// CSS Color 4's hsl → sRGB, saturation and lightness in 0…1.
    static func hsl(_ h: Double, _ s: Double, _ l: Double) -> [Double] {
        let hue = h.truncatingRemainder(dividingBy: 360)
        func f(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = s * min(l, 1 - l)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return [f(0), f(8), f(4)]
    }
}
