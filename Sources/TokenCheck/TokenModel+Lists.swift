import JSONReader

/// The list types (a shadow's layers, a gradient's stops): an item may be an alias of a token of
/// the same type, whose items it stands for, spliced in (DTCG 2025.10 allows a reference
/// wherever a value goes).
extension TokenModel {
    /// An item written as an alias: the items of the token it names, their own aliases, rem and
    /// colours moved to their new places (`at`: the index the first takes in the whole list).
    mutating func spliced(_ v: JSONNode, _ s: Spot, at: Int) throws -> TokenValue? {
        guard let target = Self.aliasTarget(v) else { return nil }
        let t = try resolve(target, visiting: s.visiting)
        let count: Int
        switch t.value {
        case .shadow(let l): count = l.count
        case .gradient(let g): count = g.count
        default: count = 1
        }
        for i in 0..<count { refs["[\(at + i)]" + (i == 0 ? "" : "~")] = target }
        // The items' own aliases and rem (`[j].color`), at their new places: an export that
        // cannot name the whole target (Swift's colours) still names their colours.
        func moved(_ key: String) -> String? {
            guard key.hasPrefix("["), let close = key.firstIndex(of: "]"), let j = Int(key[key.index(after: key.startIndex)..<close]),
                  key[key.index(after: close)...].hasPrefix(".") else { return nil }
            return "[\(j + at)]" + key[key.index(after: close)...]
        }
        for (k, v) in t.refs { if let m = moved(k) { refs[m] = v } }
        for k in t.remFields { if let m = moved(k) { remFields.insert(m) } }
        for (k, v) in t.colorParts { if let m = moved(k) { colorParts[m] = v } }
        return t.value
    }

    /// One shadow, or a list of layers; a layer may itself be an alias of a shadow token.
    mutating func shadow(_ v: JSONNode, _ s: Spot) throws -> TokenValue {
        let layers = v.items ?? [v]
        var out: [ShadowValue] = []
        for (i, layer) in layers.enumerated() {
            let f = layers.count > 1 || v.items != nil ? "[\(i)]." : ""
            if case .shadow(let more)? = try spliced(layer, s, at: out.count) { out += more; continue }
            out.append(try shadowLayer(layer, f: f, key: "[\(out.count)].", s))
        }
        return .shadow(out)
    }

    /// A shadow object: `f` prefixes its fields' names, `lk` their keys in `Token.refs`.
    private mutating func shadowLayer(_ o: JSONNode, f: String, key lk: String, _ s: Spot) throws -> ShadowValue {
        func dim(_ k: String) throws -> Double {
            guard case .dimension(let x) = try sub(o[k], as: .dimension, s, field: f + k, key: lk + k) else { throw unexpected(o, s, .shadow) }
            return x
        }
        guard case .color(let c) = try sub(o["color"], as: .color, s, field: f + "color", key: lk + "color") else { throw unexpected(o, s, .shadow) }
        // Any sign is a dimension (Format 8.2, 9.4, 9.6; docs/maintainers/dtcg-decisions.md, case 19).
        let blur = try dim("blur")
        return ShadowValue(color: c, offsetX: try dim("offsetX"), offsetY: try dim("offsetY"), blur: blur, spread: try dim("spread"),
                           inset: o["inset"]?.bool ?? false)
    }

    mutating func gradient(_ v: JSONNode, _ s: Spot) throws -> TokenValue {
        var stops: [GradientStop] = []
        for (i, stop) in (v.items ?? []).enumerated() {
            if case .gradient(let more)? = try spliced(stop, s, at: stops.count) { stops += more; continue }
            let k = "[\(stops.count)]."
            guard case .color(let c) = try sub(stop["color"], as: .color, s, field: "[\(i)].color", key: k + "color"),
                  case .number(let p) = try sub(stop["position"], as: .number, s, field: "[\(i)].position", key: k + "position")
            else { throw unexpected(v, s, .gradient) }
            stops.append(GradientStop(color: c, position: min(1, max(0, p))))   // §9.6: clamped to [0, 1]
        }
        return .gradient(stops)
    }
}
