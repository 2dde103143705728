import Foundation
/// Tokens Studio's colour modifiers (`$extensions["studio.tokens"].modify`): `lighten` and
/// `darken` move each sRGB component (space `srgb`) or the HSL lightness (space `hsl`) towards
/// white or black by the amount; `mix` blends with another colour in that space; `alpha` sets the
/// alpha. The amount is a number 0…1 (clamped, as Tokens Studio does). Spaces `lch` and `p3`
/// are refused: pickup would give another colour than Tokens Studio shows.
struct TokensStudioModify {
    var type: String
    var amount: Double
    var space: String
    var mixWith: TokensStudioColor?

    static let spaces = ["srgb", "hsl"]
    static let types = ["lighten", "darken", "mix", "alpha"]

    func apply(_ c: TokensStudioColor) throws -> TokensStudioColor {
        let t = max(0, min(1, amount))
        guard Self.types.contains(type) else {
            throw TokensStudioColor.Failure(message: "the colour modifier '\(type)' is not one of \(Self.types.joined(separator: ", "))")
        }
        if type == "alpha" { var out = c; out.alpha = t; return out }
        guard Self.spaces.contains(space) else {
            throw TokensStudioColor.Failure(message: "the colour modifier '\(type)' in space '\(space)' is not applied by pickup import (spaces: \(Self.spaces.joined(separator: ", ")))")
        }
        switch (type, space) {
        case ("lighten", "srgb"): return TokensStudioColor(r: c.r + t * (1 - c.r), g: c.g + t * (1 - c.g), b: c.b + t * (1 - c.b), alpha: c.alpha)
        case ("darken", "srgb"): return TokensStudioColor(r: c.r - t * c.r, g: c.g - t * c.g, b: c.b - t * c.b, alpha: c.alpha)
        case ("lighten", _), ("darken", _):
            let (h, s, l) = c.hsl
            var out = TokensStudioColor.fromHSL(h, s, type == "lighten" ? l + (1 - l) * t : l - l * t)
            out.alpha = c.alpha
            return out
        default: return try mix(c, t)
        }
    }

    /// `mix`: the colour `t` of the way to `mixWith`, in sRGB or HSL (the shorter way round the hue).
    private func mix(_ c: TokensStudioColor, _ t: Double) throws -> TokensStudioColor {
        guard let o = mixWith else { throw TokensStudioColor.Failure(message: "the colour modifier 'mix' needs a \"color\" to mix with") }
        func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        let alpha = lerp(c.alpha, o.alpha)
        if space == "srgb" { return TokensStudioColor(r: lerp(c.r, o.r), g: lerp(c.g, o.g), b: lerp(c.b, o.b), alpha: alpha) }
        let a = c.hsl, b = o.hsl
        var dh = b.h - a.h
        if dh > 180 { dh -= 360 } else if dh < -180 { dh += 360 }
        var out = TokensStudioColor.fromHSL(a.h + dh * t, lerp(a.s, b.s), lerp(a.l, b.l))
        out.alpha = alpha
        return out
    }
}
