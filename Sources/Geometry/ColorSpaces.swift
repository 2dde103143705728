import Foundation

/// Colours in the DTCG Color module's spaces converted to sRGB, by CSS Color 4's formulas and
/// matrices: what the screens draw (`Tokens`' colour values), what the catalog and Swift map
/// into Display P3, and what `check` compares a colour's `hex` fallback with. One conversion.
public enum ColorSpaces {
    public typealias M = [[Double]]
    public static func mul(_ m: M, _ v: [Double]) -> [Double] { m.map { row in zip(row, v).map(*).reduce(0, +) } }


    public static let xyz65ToLinearSRGB: M = [[3.2409699419045226, -1.537383177570094, -0.4986107602930034],
                                              [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
                                              [0.05563007969699366, -0.20397695888897652, 1.0569715142428786]]
    public static let d50ToD65: M = [[0.955473421488075, -0.02309845494876471, 0.06325924320057072],
                                     [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
                                     [0.012314014864481998, -0.020507649298898964, 1.330365926242124]]
    public static let p3ToXYZ: M = [[0.4865709486482162, 0.26566769316909306, 0.1982172852343625],
                                    [0.2289745640697488, 0.6917385218365064, 0.079286914093745],
                                    [0, 0.04511338185890264, 1.043944368900976]]
    public static let a98ToXYZ: M = [[0.5766690429101305, 0.1855582379065463, 0.1882286462349947],
                                     [0.29734497525053605, 0.6273635662554661, 0.07529145849399788],
                                     [0.02703136138641234, 0.07068885253582723, 0.9913375368376388]]
    public static let prophotoToXYZ50: M = [[0.7977604896723027, 0.13518583717574031, 0.0313493495815248],
                                            [0.2880711282292934, 0.7118432178101014, 0.00008565396060525902],
                                            [0, 0, 0.8251046025104601]]
    public static let rec2020ToXYZ: M = [[0.6369580483012914, 0.14461690358620832, 0.1688809751641721],
                                         [0.2627002120112671, 0.6779980715188708, 0.05930171646986196],
                                         [0, 0.028072693049087428, 1.060985057710791]]

    /// sRGB components (0…1, clipped) of a colour in `space`, and whether clipping was needed.
    public static func toSRGB(_ space: String, _ c: [Double]) -> ([Double], Bool) {
        let rgb = unclippedSRGB(space, c)
        let eps = 1e-6
        let clipped = rgb.contains { $0 < -eps || $0 > 1 + eps || !$0.isFinite }
        return (rgb.map { $0.isFinite ? min(1, max(0, $0)) : 0 }, clipped)
    }

    /// Gamma-encoded sRGB components of a colour in `space`, not clipped (outside 0…1 when
    /// the colour is outside the sRGB gamut).
    public static func unclippedSRGB(_ space: String, _ c: [Double]) -> [Double] {
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

    public static func fromXYZ65(_ xyz: [Double]) -> [Double] { mul(xyz65ToLinearSRGB, xyz).map(SRGB.encoded) }

    public static func labToXYZ50(_ lab: [Double]) -> [Double] {
        let k = 24389.0 / 27, e = 216.0 / 24389
        let f1 = (lab[0] + 16) / 116, f0 = lab[1] / 500 + f1, f2 = f1 - lab[2] / 200
        let x = pow(f0, 3) > e ? pow(f0, 3) : (116 * f0 - 16) / k
        let y = lab[0] > k * e ? pow(f1, 3) : lab[0] / k
        let z = pow(f2, 3) > e ? pow(f2, 3) : (116 * f2 - 16) / k
        return [x * 0.3457 / 0.3585, y, z * (1 - 0.3457 - 0.3585) / 0.3585]
    }

    public static func oklabToSRGB(_ c: [Double]) -> [Double] {
        let l = pow(c[0] + 0.3963377774 * c[1] + 0.2158037573 * c[2], 3)
        let m = pow(c[0] - 0.1055613458 * c[1] - 0.0638541728 * c[2], 3)
        let s = pow(c[0] - 0.0894841775 * c[1] - 1.2914855480 * c[2], 3)
        return [4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
                -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
                -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s].map(SRGB.encoded)
    }

    /// CSS Color 4's hsl → sRGB, saturation and lightness in 0…1.
    public static func hsl(_ h: Double, _ s: Double, _ l: Double) -> [Double] {
        let hue = h.truncatingRemainder(dividingBy: 360)
        func f(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = s * min(l, 1 - l)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return [f(0), f(8), f(4)]
    }
}
