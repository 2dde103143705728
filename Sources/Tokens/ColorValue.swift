import Geometry

/// DTCG 2025.10 colour values: `{"colorSpace": "srgb", "components": [r, g, b], "alpha": a,
/// "hex": "#RRGGBB"}`. Only sRGB is drawn here; `hex` is optional, but when both are given they
/// must agree (to the nearest 8-bit step), so a designer who edits one and forgets the other is told.
enum ColorValue {
    static func parse(_ v: Any, fail: (String) -> TokenError) throws -> Color {
        guard let o = v as? [String: Any] else {
            throw fail("malformed colour \(show(v)); expected {\"colorSpace\": \"srgb\", \"components\": [r, g, b], \"hex\": \"#RRGGBB\"}")
        }
        guard let space = o["colorSpace"] as? String else { throw fail("colour has no colorSpace") }
        guard space == "srgb" else { throw fail("colour space \"\(space)\" is not supported; use \"srgb\"") }
        var alpha = 1.0
        if let a = o["alpha"] {
            guard let n = number(a), (0...1).contains(n) else { throw fail("alpha \(show(a)) is not a number in 0…1") }
            alpha = n
        }
        var fromHex: Color?
        if let h = o["hex"] {
            guard let s = h as? String, s.count == 7, let c = Color(hex: s) else {
                throw fail("malformed hex colour \(show(h)); expected \"#RRGGBB\"")
            }
            fromHex = c
        }
        if let comps = o["components"] {
            guard let a = comps as? [Any], a.count == 3 else { throw fail("components must be three numbers, found \(show(comps))") }
            let n = a.compactMap(number)
            guard n.count == 3, n.allSatisfy({ (0...1).contains($0) }) else {
                throw fail("components must be three numbers in 0…1, found \(show(comps))")
            }
            let c = Color(r: n[0], g: n[1], b: n[2], a: alpha)
            if let h = fromHex, h.hex != c.hex {
                throw fail("hex \(h.hex) does not match components \(show(comps)) (which are \(c.hex))")
            }
            return c
        }
        guard let h = fromHex else { throw fail("colour needs components (or hex)") }
        return h.opacity(alpha)
    }
}
