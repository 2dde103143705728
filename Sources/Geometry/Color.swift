import Foundation

/// An sRGB colour with straight (not premultiplied) alpha; components in 0…1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var r, g, b, a: Double
    public init(r: Double, g: Double, b: Double, a: Double = 1) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }
    /// `#RRGGBB` or `#RRGGBBAA`; nil if malformed.
    public init?(hex: String) {
        var s = Substring(hex)
        guard s.first == "#" else { return nil }
        s = s.dropFirst()
        guard s.count == 6 || s.count == 8, let v = UInt32(s, radix: 16) else { return nil }
        if s.count == 6 {
            self.init(r: Double((v >> 16) & 0xff) / 255, g: Double((v >> 8) & 0xff) / 255, b: Double(v & 0xff) / 255)
        } else {
            self.init(r: Double(v >> 24) / 255, g: Double((v >> 16) & 0xff) / 255,
                      b: Double((v >> 8) & 0xff) / 255, a: Double(v & 0xff) / 255)
        }
    }
    public static let black = Color(r: 0, g: 0, b: 0)
    public static let white = Color(r: 1, g: 1, b: 1)
    public static let clear = Color(r: 0, g: 0, b: 0, a: 0)

    public func opacity(_ k: Double) -> Color { Color(r: r, g: g, b: b, a: a * k) }
    /// `#RRGGBB` (alpha dropped), for messages and exports.
    public var hex: String {
        String(format: "#%02X%02X%02X", Int((r * 255).rounded()), Int((g * 255).rounded()), Int((b * 255).rounded()))
    }
    public var description: String { a == 1 ? hex : hex + String(format: "@%.2f", a) }
    /// Component-wise interpolation in sRGB (as SwiftUI's default colour animation).
    public static func lerp(_ x: Color, _ y: Color, _ t: Double) -> Color {
        Color(r: x.r + (y.r - x.r) * t, g: x.g + (y.g - x.g) * t, b: x.b + (y.b - x.b) * t, a: x.a + (y.a - x.a) * t)
    }
}

/// The sRGB transfer function (IEC 61966-2-1, the curve Display P3 shares), extended to any sign
/// as CSS Color 4 extends it: the one place every conversion between gamma-encoded and linear
/// light is written — the token colours' conversions and gamut mapping, WCAG luminance, the 3D
/// scene's linear colours, the tests' CIELAB.
public enum SRGB {
    /// Gamma-encoded component → linear light.
    public static func linear(_ x: Double) -> Double {
        let s = x < 0 ? -1.0 : 1.0, a = abs(x)
        return s * (a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4))
    }
    /// Linear light → gamma-encoded component.
    public static func encoded(_ x: Double) -> Double {
        let s = x < 0 ? -1.0 : 1.0, a = abs(x)
        return s * (a <= 0.0031308 ? 12.92 * a : 1.055 * pow(a, 1 / 2.4) - 0.055)
    }
}
