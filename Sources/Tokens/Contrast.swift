import Foundation
import Geometry

extension TokenSet {
    /// WCAG 2 relative luminance of an sRGB colour (alpha ignored).
    public static func luminance(_ c: Color) -> Double {
        0.2126 * SRGB.linear(c.r) + 0.7152 * SRGB.linear(c.g) + 0.0722 * SRGB.linear(c.b)
    }

    /// WCAG 2 contrast ratio of `a` over `b` (1…21); a translucent `a` is composited over `b`.
    public static func contrast(_ a: Color, over b: Color) -> Double {
        let k = a.a
        let mixed = Color(r: a.r * k + b.r * (1 - k), g: a.g * k + b.g * (1 - k), b: a.b * k + b.b * (1 - k), a: 1)
        let la = luminance(mixed), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// Refuses a dark colour (`darkPath`) that is not darker than `lightPath`'s colour, or whose
    /// contrast against it is below `ratio`: a code drawn so would not scan.
    public func requireContrast(_ darkPath: String, _ dark: Color, on lightPath: String, _ light: Color, atLeast ratio: Double) throws {
        let k = dark.a
        let mixed = Color(r: dark.r * k + light.r * (1 - k), g: dark.g * k + light.g * (1 - k), b: dark.b * k + light.b * (1 - k), a: 1)
        guard Self.luminance(mixed) < Self.luminance(light) else {
            throw TokenError(.outOfRange, file: file, path: darkPath,
                             "\(dark.hex) is not darker than \(lightPath) (\(light.hex)); a code's dark modules must be the darker colour")
        }
        let c = Self.contrast(dark, over: light)
        guard c >= ratio else {
            throw TokenError(.outOfRange, file: file, path: darkPath,
                             String(format: "contrast %.2f:1 against %@ (%@) is below the %g:1 a code needs to scan", c, lightPath, light.hex, ratio))
        }
    }
}
