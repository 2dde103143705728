import JSONReader
/// Colour values (Color module §4.1–4.2): `{colorSpace, components, alpha?, hex?}`.
extension DocumentCheck {
    /// One component's range: inclusive bounds, or a hue below its upper bound; nil = unbounded.
    struct Range {
        var name: String
        var low: Double?
        var high: Double?
        var highOpen = false

        func contains(_ x: Double) -> Bool {
            if let low, x < low { return false }
            if let high { return highOpen ? x < high : x <= high }
            return true
        }
        var shown: String {
            "[\(low.map(numberText) ?? "-∞"), \(high.map(numberText) ?? "∞")\(highOpen ? ")" : "]")"
        }
    }

    /// The Color module's table of spaces and their components' ranges.
    static let colorSpaces: [String: [Range]] = {
        let unit = { (n: String) in Range(name: n, low: 0, high: 1) }
        let rgb = [unit("red"), unit("green"), unit("blue")]
        let xyz = [unit("x"), unit("y"), unit("z")]
        let hue = Range(name: "hue", low: 0, high: 360, highOpen: true)
        let pct = { (n: String) in Range(name: n, low: 0, high: 100) }
        let free = { (n: String) in Range(name: n, low: nil, high: nil) }
        let chroma = Range(name: "chroma", low: 0, high: nil)
        return ["srgb": rgb, "srgb-linear": rgb, "display-p3": rgb, "a98-rgb": rgb, "prophoto-rgb": rgb, "rec2020": rgb,
                "xyz-d65": xyz, "xyz-d50": xyz,
                "hsl": [hue, pct("saturation"), pct("lightness")], "hwb": [hue, pct("whiteness"), pct("blackness")],
                "lab": [pct("lightness"), free("a"), free("b")], "lch": [pct("lightness"), chroma, hue],
                "oklab": [unit("lightness"), free("a"), free("b")], "oklch": [unit("lightness"), chroma, hue]]
    }()
    static let colorSpaceOrder = ["srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "display-p3",
                                  "a98-rgb", "prophoto-rgb", "rec2020", "xyz-d65", "xyz-d50"]

    func checkColor(_ n: JSONNode, _ c: ValueContext) {
        guard let members = n.members else {
            let hint = (n.string?.hasPrefix("#") ?? false) ? " (a hex string was the old draft's form; 2025.10 writes {\"colorSpace\": \"srgb\", \"components\": […], \"hex\": \"#…\"})" : ""
            bad(n, c, .colorValue, "a color value must be an object {colorSpace, components, alpha?, hex?}, not \(n.kindName)\(hint)")
            return
        }
        for key in ["colorSpace", "components"] where !n.has(key) { bad(n, c, .colorValue, "a color value needs '\(key)'") }
        var space: String?
        if let s = n["colorSpace"] {
            part(s, c.sub("colorSpace")) { v, c2 in
                if let name = v.string, Self.colorSpaces[name] != nil { space = name; return }
                self.bad(v, c2, .colorSpace, "\(v.string.map { "'\($0)'" } ?? v.kindName) is not a color space; one of \(Self.colorSpaceOrder.joined(separator: ", "))")
            }
        }
        for m in members {
            switch m.key {
            case "colorSpace": break
            case "components": part(m.value, c.sub("components")) { v, c2 in self.checkComponents(v, space, c2) }
            case "alpha":
                part(m.value, c.sub("alpha")) { v, c2 in
                    guard let a = v.number else { self.bad(v, c2, .colorAlpha, "alpha must be a number in [0, 1], not \(v.kindName)"); return }
                    if !(0...1).contains(a) { self.bad(v, c2, .colorAlpha, "alpha \(numberText(a)) is outside [0, 1]") }
                }
            case "hex":
                part(m.value, c.sub("hex")) { v, c2 in
                    if !(v.string.map(Self.isHex6) ?? false) {
                        self.bad(v, c2, .colorHex, "hex must be 6-digit CSS hex \"#rrggbb\" (no alpha), not \(v.string.map { "'\($0)'" } ?? v.kindName)")
                    }
                }
            default:
                bad(at: m.keyPosition, c, .colorValue, "'\(m.key)' is not a property of a color value (colorSpace, components, alpha, hex)")
            }
        }
        checkHexAgrees(n, space: space, c)
    }

    static func isHex6(_ s: String) -> Bool {
        s.count == 7 && s.hasPrefix("#") && s.dropFirst().allSatisfy { $0.isHexDigit && $0.isASCII }
    }

    private func checkComponents(_ v: JSONNode, _ space: String?, _ c: ValueContext) {
        guard let items = v.items else { bad(v, c, .colorComponents, "components must be an array, not \(v.kindName)"); return }
        // Without a known space neither the count nor the ranges can be judged.
        guard let space, let ranges = Self.colorSpaces[space] else { return }
        guard items.count == ranges.count else {
            bad(v, c, .colorComponents, "\(space) has \(ranges.count) components (\(ranges.map(\.name).joined(separator: ", "))), not \(items.count)")
            return
        }
        for (k, item) in items.enumerated() {
            part(item, c.sub(k)) { x, c2 in
                if x.string == "none" { return }
                guard let n = x.number else {
                    self.bad(x, c2, .colorComponents, "\(space) \(ranges[k].name) must be a number or \"none\", not \(x.string.map { "'\($0)'" } ?? x.kindName)")
                    return
                }
                if !ranges[k].contains(n) {
                    self.bad(x, c2, .colorComponents, "\(space) \(ranges[k].name) \(numberText(n)) is outside \(ranges[k].shown)")
                } else if abs(n) > TokenCheck.maxColorComponent {
                    // The spec leaves a, b and chroma unbounded; converting 1e300 overflows.
                    self.bad(x, c2, .colorComponents, "\(space) \(ranges[k].name) \(numberText(n)) is beyond ±\(numberText(TokenCheck.maxColorComponent)) (a Pickup bound: no colour comes near it)")
                }
            }
        }
    }
}
