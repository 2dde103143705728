import Foundation
import Geometry

/// A colour for an output that can hold sRGB or Display P3 (an asset catalog's colour set,
/// SwiftUI's `Color(.displayP3, …)`), without clipping away what P3 can show.
///
/// - An `srgb` colour is written as sRGB, a `display-p3` colour as P3, as the file has them.
/// - A colour in any other space inside the sRGB gamut is written as sRGB.
/// - Outside sRGB: as Display P3 components; where it is outside P3 too (a rec2020 or
///   prophoto primary, an oklch of high chroma), mapped into P3 by CSS Color 4's gamut-mapping
///   algorithm (§13.2, "binary search gamut mapping with local MINDE"): the chroma reduced in
///   OKLCH, keeping lightness and hue, until the clipped colour is within a just-noticeable
///   difference (deltaEOK 0.02) of it, then clipped.
public struct WideGamutColor: Hashable, Sendable {
    /// `srgb` or `display-p3`.
    public var colorSpace: String
    /// Red, green, blue in 0…1 (gamma-encoded, as both spaces write them).
    public var components: [Double]
    public var alpha: Double
    public init(colorSpace: String, components: [Double], alpha: Double) {
        self.colorSpace = colorSpace; self.components = components; self.alpha = alpha
    }
}

extension ColorSource {
    /// The colour as sRGB where it fits, else as Display P3 (gamut-mapped where it is outside P3).
    public var wideGamut: WideGamutColor {
        let c = components.map { $0 ?? 0 }
        switch colorSpace {
        case "srgb": return WideGamutColor(colorSpace: "srgb", components: c.map(Gamut.clamp), alpha: alpha)
        case "display-p3": return WideGamutColor(colorSpace: "display-p3", components: c.map(Gamut.clamp), alpha: alpha)
        default: break
        }
        let srgb = ColorSpaces.unclippedSRGB(colorSpace, c)
        if Gamut.inGamut(srgb) { return WideGamutColor(colorSpace: "srgb", components: srgb.map(Gamut.clamp), alpha: alpha) }
        return WideGamutColor(colorSpace: "display-p3", components: Gamut.mapToP3(srgb), alpha: alpha)
    }
}

/// CSS Color 4's conversions between sRGB, Display P3 and OKLab/OKLCH, and its gamut mapping.
enum Gamut {
    /// Within gamut, allowing for rounding in the conversions (coloraide's tolerance).
    static let tolerance = 0.000075
    static func inGamut(_ rgb: [Double]) -> Bool {
        rgb.allSatisfy { $0.isFinite && $0 >= -tolerance && $0 <= 1 + tolerance }
    }
    static func clamp(_ x: Double) -> Double { x.isFinite ? min(1, max(0, x)) : 0 }

    typealias M = ColorSpaces.M
    static func inverse(_ m: M) -> M {
        let (a, b, c) = (m[0][0], m[0][1], m[0][2]), (d, e, f) = (m[1][0], m[1][1], m[1][2]), (g, h, i) = (m[2][0], m[2][1], m[2][2])
        let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        return [[(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det],
                [(f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det],
                [(d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det]]
    }
    static let linearSRGBToXYZ = inverse(ColorSpaces.xyz65ToLinearSRGB)
    static let xyzToLinearP3 = inverse(ColorSpaces.p3ToXYZ)
    static let linearP3ToLinearSRGB: M = {
        let p = ColorSpaces.p3ToXYZ, s = ColorSpaces.xyz65ToLinearSRGB
        return (0..<3).map { r in (0..<3).map { c in (0..<3).reduce(0) { $0 + s[r][$1] * p[$1][c] } } }
    }()

    /// Gamma-encoded sRGB (any range) → gamma-encoded Display P3 (any range).
    static func srgbToP3(_ rgb: [Double]) -> [Double] {
        ColorSpaces.mul(xyzToLinearP3, ColorSpaces.mul(linearSRGBToXYZ, rgb.map(SRGB.linear))).map(SRGB.encoded)
    }
    static func p3ToSRGB(_ p3: [Double]) -> [Double] {
        ColorSpaces.mul(linearP3ToLinearSRGB, p3.map(SRGB.linear)).map(SRGB.encoded)
    }

    /// Björn Ottosson's OKLab, from linear sRGB (as CSS Color 4 gives it).
    static func oklab(fromSRGB rgb: [Double]) -> [Double] {
        let l = rgb.map(SRGB.linear)
        let lms = [0.4122214708 * l[0] + 0.5363325363 * l[1] + 0.0514459929 * l[2],
                   0.2119034982 * l[0] + 0.6806995451 * l[1] + 0.1073969566 * l[2],
                   0.0883024619 * l[0] + 0.2817188376 * l[1] + 0.6299787005 * l[2]].map { cbrt($0) }
        return [0.2104542553 * lms[0] + 0.7936177850 * lms[1] - 0.0040720468 * lms[2],
                1.9779984951 * lms[0] - 2.4285922050 * lms[1] + 0.4505937099 * lms[2],
                0.0259040371 * lms[0] + 0.7827717662 * lms[1] - 0.8086757660 * lms[2]]
    }
    static func deltaEOK(_ a: [Double], _ b: [Double]) -> Double {
        sqrt(zip(a, b).map { ($0 - $1) * ($0 - $1) }.reduce(0, +))
    }

    /// CSS Color 4 §13.2.2: `origin` (gamma-encoded sRGB, out of sRGB) into Display P3.
    static func mapToP3(_ origin: [Double]) -> [Double] {
        let p3 = srgbToP3(origin)
        if inGamut(p3) { return p3.map(clamp) }
        let lab = oklab(fromSRGB: origin)
        if lab[0] >= 1 { return [1, 1, 1] }
        if lab[0] <= 0 { return [0, 0, 0] }
        let hue = atan2(lab[2], lab[1])
        let jnd = 0.02, epsilon = 0.0001
        /// The OKLCH colour at chroma `c` (as OKLab), in P3 (unclipped).
        func at(_ c: Double) -> (lab: [Double], p3: [Double]) {
            let l = [lab[0], c * cos(hue), c * sin(hue)]
            return (l, srgbToP3(ColorSpaces.oklabToSRGB(l)))
        }
        func clipped(_ p: [Double]) -> [Double] { p.map(clamp) }
        var clip = clipped(p3)
        if deltaEOK(oklab(fromSRGB: p3ToSRGB(clip)), lab) < jnd { return clip }
        var lo = 0.0, hi = sqrt(lab[1] * lab[1] + lab[2] * lab[2])
        var loInGamut = true
        while hi - lo > epsilon {
            let chroma = (lo + hi) / 2
            let current = at(chroma)
            if loInGamut, inGamutExact(current.p3) { lo = chroma; continue }
            clip = clipped(current.p3)
            let e = deltaEOK(oklab(fromSRGB: p3ToSRGB(clip)), current.lab)
            if e < jnd {
                if jnd - e < epsilon { break }
                loInGamut = false
                lo = chroma
            } else {
                hi = chroma
            }
        }
        return clip
    }
    static func inGamutExact(_ rgb: [Double]) -> Bool { rgb.allSatisfy { $0 >= 0 && $0 <= 1 } }
}
