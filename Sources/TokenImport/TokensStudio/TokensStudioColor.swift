import Foundation

/// A colour as Tokens Studio writes it — `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`,
/// `rgba()`, `hsl()`, `hsla()` — in sRGB (components 0…1), and as DTCG 2025.10 writes it.
struct TokensStudioColor: Equatable {
    var r: Double, g: Double, b: Double, alpha: Double

    struct Failure: Error { var message: String }

    static func parse(_ text: String) throws -> TokensStudioColor {
        let s = text.trimmingCharacters(in: .whitespaces)
        if s.hasPrefix("#") { return try hex(String(s.dropFirst()), text) }
        let lower = s.lowercased()
        for fn in ["rgba", "rgb", "hsla", "hsl"] where lower.hasPrefix(fn + "(") && lower.hasSuffix(")") {
            let inner = lower.dropFirst(fn.count + 1).dropLast()
            let parts = inner.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" }).map(String.init)
            guard parts.count == 3 || parts.count == 4 else { break }
            let alpha = try parts.count == 4 ? number(parts[3], percentOf: 1, text) : 1
            if fn.hasPrefix("rgb") {
                let c = try parts[0..<3].map { try number($0, percentOf: 255, text) / 255 }
                return try checked(TokensStudioColor(r: c[0], g: c[1], b: c[2], alpha: alpha), text)
            }
            let h = try number(parts[0].replacingOccurrences(of: "deg", with: ""), percentOf: 360, text)
            let sat = try number(parts[1], percentOf: 100, text) / 100, light = try number(parts[2], percentOf: 100, text) / 100
            var c = fromHSL(h, sat, light)
            c.alpha = alpha
            return try checked(c, text)
        }
        throw Failure(message: "'\(text)' is not a colour pickup import reads (#rrggbb, #rrggbbaa, rgb(), rgba(), hsl(), hsla())")
    }

    private static func hex(_ h: String, _ text: String) throws -> TokensStudioColor {
        guard [3, 4, 6, 8].contains(h.count), h.allSatisfy(\.isHexDigit) else { throw Failure(message: "'\(text)' is not a hex colour") }
        let digits = h.count <= 4 ? h.flatMap { [$0, $0] } : Array(h)
        let bytes = stride(from: 0, to: digits.count, by: 2).map { Double(Int(String(digits[$0...$0 + 1]), radix: 16)!) / 255 }
        return TokensStudioColor(r: bytes[0], g: bytes[1], b: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 1)
    }

    private static func number(_ part: String, percentOf scale: Double, _ text: String) throws -> Double {
        let percent = part.hasSuffix("%")
        guard let n = Double(percent ? String(part.dropLast()) : part), n.isFinite else {
            throw Failure(message: "'\(part)' in '\(text)' is not a number")
        }
        return percent ? n / 100 * scale : n
    }

    private static func checked(_ c: TokensStudioColor, _ text: String) throws -> TokensStudioColor {
        guard [c.r, c.g, c.b, c.alpha].allSatisfy({ (0...1).contains($0) }) else {
            throw Failure(message: "'\(text)' has a component out of range")
        }
        return c
    }

    /// HSL (hue in degrees, saturation and lightness 0…1) to sRGB.
    static func fromHSL(_ h: Double, _ s: Double, _ l: Double) -> TokensStudioColor {
        let hue = (h.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        func f(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            return l - s * min(l, 1 - l) * max(-1, min(k - 3, 9 - k, 1))
        }
        return TokensStudioColor(r: f(0), g: f(8), b: f(4), alpha: 1)
    }

    /// sRGB to HSL: hue in degrees, saturation and lightness 0…1.
    var hsl: (h: Double, s: Double, l: Double) {
        let mx = max(r, g, b), mn = min(r, g, b), l = (mx + mn) / 2, d = mx - mn
        guard d > 0 else { return (0, 0, l) }
        let s = d / (1 - abs(2 * l - 1))
        var h: Double
        if mx == r { h = ((g - b) / d).truncatingRemainder(dividingBy: 6) } else if mx == g { h = (b - r) / d + 2 } else { h = (r - g) / d + 4 }
        h *= 60
        return (h < 0 ? h + 360 : h, s, l)
    }

    /// The DTCG 2025.10 value: sRGB components (to 6 places), alpha when not 1, and the hex.
    var json: OutJSON {
        let c = [r, g, b].map { ($0 * 1e6).rounded() / 1e6 }
        let hex = "#" + c.map { String(format: "%02x", Int(($0 * 255).rounded())) }.joined()
        var m: [(String, OutJSON)] = [("colorSpace", .string("srgb")), ("components", .array(c.map { .number($0) }))]
        if alpha < 1 { m.append(("alpha", .number((alpha * 1e6).rounded() / 1e6))) }
        m.append(("hex", .string(hex)))
        return .members(m)
    }
}
