import JSONReader
/// Values by type (Format §8–9). Where a whole value of a type may stand (a token's `$value`,
/// a composite's property, a shadow or gradient list item) a reference to a token of that type
/// may stand too; inside such a value, parts may be `{"$ref": "#/…"}` objects (the schema's
/// JSON Pointer reference objects), which are followed and their target checked in place.
extension DocumentCheck {
    func checkValue(_ n: JSONNode, as type: TokenType, _ c: ValueContext) {
        if let s = n.string, References.looksLikeAlias(s) {
            checkAliasPart(s, n, type, c)
            return
        }
        if References.pointerObject(n) != nil {
            part(n, c) { target, c2 in self.checkValue(target, as: type, c2) }
            return
        }
        switch type {
        case .color: checkColor(n, c)
        case .dimension: checkUnitValue(n, c, .dimension, units: Units.dimension)
        case .duration: checkUnitValue(n, c, .duration, units: Units.duration)
        case .fontFamily: checkFontFamily(n, c)
        case .fontWeight: checkFontWeight(n, c)
        case .cubicBezier: checkCubicBezier(n, c)
        case .number: if n.number == nil { bad(n, c, .numberValue, "a number value must be a JSON number, not \(n.kindName)") }
        case .strokeStyle: checkStrokeStyle(n, c)
        case .border: checkComposite(n, c, .border, ["color": .color, "width": .dimension, "style": .strokeStyle])
        case .transition: checkComposite(n, c, .transition, ["duration": .duration, "delay": .duration, "timingFunction": .cubicBezier])
        case .shadow: checkShadow(n, c)
        case .gradient: checkGradient(n, c)
        case .typography:
            checkComposite(n, c, .typography, ["fontFamily": .fontFamily, "fontSize": .dimension, "fontWeight": .fontWeight,
                                               "letterSpacing": .dimension, "lineHeight": .number])
        }
    }

    func bad(_ n: JSONNode, _ c: ValueContext, _ rule: Rule, _ message: String) {
        bad(at: n.position, c, rule, message)
    }

    /// A value problem at `p`, or at the `$ref` that led to it (naming `p`).
    func bad(at p: Position, _ c: ValueContext, _ rule: Rule, _ message: String) {
        guard let anchor = c.anchor else { report(p, c.token, rule, c.part + message); return }
        let there = p.file == anchor.file ? "\(p.line):\(p.column)" : "\(p.file):\(p.line):\(p.column)"
        report(anchor, c.token, rule, c.part + message + " (the value $ref points at, \(there))")
    }

    /// A part that may be a `{"$ref": …}` object: `body` sees the node it stands for.
    func part(_ n: JSONNode, _ c: ValueContext, _ body: (JSONNode, ValueContext) -> Void) {
        guard References.pointerObject(n) != nil, let ref = n["$ref"] else { body(n, c); return }
        guard c.depth < References.maxChain else {
            bad(n, c, .referenceLimit, "references nested more than \(References.maxChain) deep; not followed")
            return
        }
        guard let target = followPointer(ref, c) else { return }
        var next = c
        next.depth += 1
        next.anchor = c.anchor ?? n.position
        if let s = ref.string { next.pointers.append(s) }
        body(target, next)
    }

    /// `{a.b}` where a value of `type` stands: it names a token of that type.
    private func checkAliasPart(_ s: String, _ n: JSONNode, _ type: TokenType, _ c: ValueContext) {
        guard let target = aliasTarget(s, at: n.position, c.token, part: c.part) else { return }
        if let me = tokenIndex(c.token) { dependencies[me, default: []].insert(target) }
        if let theirs = resolvedType(target), theirs != type {
            bad(n, c, .referenceType, "'\(s)' is a \(theirs.rawValue) token; a \(type.rawValue) is needed here")
        }
    }

    /// An object with exactly the `required` keys (each a value of its type), as the spec lists
    /// them; the schema refuses any other key, and so does `check`.
    func checkComposite(_ n: JSONNode, _ c: ValueContext, _ type: TokenType, _ required: KeyValuePairs<String, TokenType>,
                        optional: [String: TokenType] = [:]) {
        guard let members = n.members else {
            bad(n, c, type.rule, "a \(type.rawValue) value must be an object with \(required.map(\.key).joined(separator: ", ")), not \(n.kindName)")
            return
        }
        let missing = required.map(\.key).filter { !n.has($0) }
        if !missing.isEmpty {
            bad(n, c, type.rule, "a \(type == .gradient ? "gradient stop" : type.rawValue + " value") needs \(missing.map { "'\($0)'" }.joined(separator: ", "))")
        }
        for m in members {
            if let t = required.first(where: { $0.key == m.key })?.value ?? optional[m.key] {
                checkValue(m.value, as: t, c.sub(m.key))
            } else if m.key != "inset" || type != .shadow {
                bad(at: m.keyPosition, c, type.rule, "'\(m.key)' is not a property of a \(type.rawValue) value (\(required.map(\.key).joined(separator: ", ")))")
            }
        }
    }

    /// dimension and duration: `{"value": number, "unit": one of units}`.
    private func checkUnitValue(_ n: JSONNode, _ c: ValueContext, _ type: TokenType, units: [String]) {
        guard let members = n.members else {
            let hint = n.string.map { _ in " (a string like \"\(type == .dimension ? "16px" : "200ms")\" was the old draft's form)" } ?? ""
            bad(n, c, type.rule, "a \(type.rawValue) value must be an object {\"value\": number, \"unit\": \(units.map { "\"\($0)\"" }.joined(separator: "|"))}, not \(n.kindName)\(hint)")
            return
        }
        for key in ["value", "unit"] where !n.has(key) { bad(n, c, type.rule, "a \(type.rawValue) value needs '\(key)'") }
        for m in members {
            switch m.key {
            case "value":
                part(m.value, c.sub("value")) { v, c2 in
                    if v.number == nil { self.bad(v, c2, type.rule, "'value' must be a number, not \(v.kindName)") }
                }
            case "unit":
                part(m.value, c.sub("unit")) { v, c2 in
                    if !(v.string.map(units.contains) ?? false) {
                        let shown = v.string.map { "'\($0)'" } ?? v.kindName
                        self.bad(v, c2, type.rule, "unit \(shown) is not \(units.map { "'\($0)'" }.joined(separator: " or "))")
                    }
                }
            default:
                bad(at: m.keyPosition, c, type.rule, "'\(m.key)' is not a property of a \(type.rawValue) value (value, unit)")
            }
        }
        // A Pickup bound: a rem is read as 16 points, and the points must be a number.
        if type == .dimension, n["unit"]?.string == "rem", let v = n["value"], let x = v.number, !Units.points(x, "rem").isFinite {
            bad(v, c.sub("value"), type.rule, "\(numberText(x)) rem is \(numberText(Units.pointsPerRem)) × that in points, not a finite number (a Pickup bound)")
        }
    }

    private func checkFontFamily(_ n: JSONNode, _ c: ValueContext) {
        if let s = n.string {
            if s.isEmpty { bad(n, c, .fontFamilyValue, "a font name cannot be empty (Format 8.3: a single font name)") }
            return
        }
        guard let items = n.items else {
            bad(n, c, .fontFamilyValue, "a fontFamily value must be a string or an array of strings, not \(n.kindName)")
            return
        }
        if items.isEmpty { bad(n, c, .fontFamilyValue, "a fontFamily list must name at least one font") }
        for (k, item) in items.enumerated() {
            part(item, c.sub(k)) { v, c2 in
                if let s = v.string, References.looksLikeAlias(s) {
                    self.bad(v, c2, .fontFamilyValue, "'\(s)': a curly-brace reference cannot stand inside a font list (reference the whole fontFamily token instead)")
                } else if v.string == nil {
                    self.bad(v, c2, .fontFamilyValue, "each font in a fontFamily list must be a string, not \(v.kindName)")
                } else if v.string!.isEmpty {
                    self.bad(v, c2, .fontFamilyValue, "a font name cannot be empty (Format 8.3: each a single font name)")
                }
            }
        }
    }

    static let fontWeightNames = FontWeightNames.names

    private func checkFontWeight(_ n: JSONNode, _ c: ValueContext) {
        if let x = n.number {
            if !(1...1000).contains(x) { bad(n, c, .fontWeightValue, "font weight \(numberText(x)) is outside [1, 1000]") }
        } else if let s = n.string {
            if !Self.fontWeightNames.contains(s) {
                let hint = Self.fontWeightNames.contains(s.lowercased()) ? " (names are case-sensitive)" : ""
                bad(n, c, .fontWeightValue, "'\(s)' is not a font weight name\(hint); one of \(Self.fontWeightNames.joined(separator: ", "))")
            }
        } else {
            bad(n, c, .fontWeightValue, "a fontWeight value must be a number in [1, 1000] or a weight name, not \(n.kindName)")
        }
    }

    private func checkCubicBezier(_ n: JSONNode, _ c: ValueContext) {
        guard let items = n.items, items.count == 4 else {
            bad(n, c, .cubicBezierValue, "a cubicBezier value must be an array of 4 numbers [P1x, P1y, P2x, P2y], not \(n.items.map { "\($0.count) items" } ?? n.kindName)")
            return
        }
        for (k, item) in items.enumerated() {
            part(item, c.sub(k)) { v, c2 in
                guard let x = v.number else { self.bad(v, c2, .cubicBezierValue, "each coordinate must be a number, not \(v.kindName)"); return }
                if k % 2 == 0, !(0...1).contains(x) {
                    self.bad(v, c2, .cubicBezierValue, "\(k == 0 ? "P1x" : "P2x") \(numberText(x)) is outside [0, 1]")
                }
            }
        }
    }

    static let strokeStyles = StrokeStyleValue.keywords

    private func checkStrokeStyle(_ n: JSONNode, _ c: ValueContext) {
        if let s = n.string {
            if !Self.strokeStyles.contains(s) { bad(n, c, .strokeStyleValue, "'\(s)' is not a stroke style; one of \(Self.strokeStyles.joined(separator: ", "))") }
            return
        }
        guard let members = n.members else {
            bad(n, c, .strokeStyleValue, "a strokeStyle value must be a style name or an object {dashArray, lineCap}, not \(n.kindName)")
            return
        }
        for key in ["dashArray", "lineCap"] where !n.has(key) { bad(n, c, .strokeStyleValue, "a strokeStyle object needs '\(key)'") }
        for m in members {
            switch m.key {
            case "dashArray":
                part(m.value, c.sub("dashArray")) { v, c2 in
                    guard let items = v.items, !items.isEmpty else {
                        self.bad(v, c2, .strokeStyleValue, "dashArray must be a non-empty array of dimensions, not \(v.items == nil ? v.kindName : "an empty array")")
                        return
                    }
                    for (k, item) in items.enumerated() { self.checkValue(item, as: .dimension, c2.sub(k)) }
                }
            case "lineCap":
                part(m.value, c.sub("lineCap")) { v, c2 in
                    if !(v.string.map(StrokeStyleValue.lineCaps.contains) ?? false) {
                        self.bad(v, c2, .strokeStyleValue, "lineCap must be 'round', 'butt' or 'square', not \(v.string.map { "'\($0)'" } ?? v.kindName)")
                    }
                }
            default:
                bad(at: m.keyPosition, c, .strokeStyleValue, "'\(m.key)' is not a property of a strokeStyle object (dashArray, lineCap)")
            }
        }
    }

    private func checkShadow(_ n: JSONNode, _ c: ValueContext) {
        if let items = n.items {
            if items.isEmpty { bad(n, c, .shadowValue, "a shadow list must hold at least one shadow") }
            for (k, item) in items.enumerated() {
                if (item.string.map(References.looksLikeAlias) ?? false) || References.pointerObject(item) != nil {
                    checkValue(item, as: .shadow, c.sub(k))
                    checkSingleShadow(item, c.sub(k))
                } else {
                    checkShadowObject(item, c.sub(k))
                }
            }
        } else {
            checkShadowObject(n, c)
        }
    }

    /// A reference inside a shadow list names one shadow, not a list (F 9.1: "references in
    /// arrays always resolve to a single value … never to arrays themselves").
    private func checkSingleShadow(_ item: JSONNode, _ c: ValueContext) {
        guard let s = item.string, let names = References.aliasNames(s), let node = lookup(names),
              let target = tokenIndex[ObjectIdentifier(node)], let value = finalValue(target), value.items != nil else { return }
        bad(item, c, .shadowValue, "'\(s)' names a list of shadows; a reference inside a shadow list must name a single shadow")
    }

    /// The `$value` a token's aliases end at (nil if they dangle or loop).
    func finalValue(_ i: Int) -> JSONNode? {
        var cur = i, seen = Set<Int>()
        while seen.insert(cur).inserted {
            guard let v = tokens[cur].node["$value"] else { return nil }
            guard let s = v.string, References.looksLikeAlias(s) else { return v }
            guard let next = directTarget(cur) else { return nil }
            cur = next
        }
        return nil
    }

    private func checkShadowObject(_ n: JSONNode, _ c: ValueContext) {
        checkComposite(n, c, .shadow, ["color": .color, "offsetX": .dimension, "offsetY": .dimension, "blur": .dimension, "spread": .dimension])
        if let inset = n["inset"] {
            part(inset, c.sub("inset")) { v, c2 in
                if v.bool == nil { self.bad(v, c2, .shadowValue, "inset must be true or false, not \(v.kindName)") }
            }
        }
    }

    private func checkGradient(_ n: JSONNode, _ c: ValueContext) {
        guard let items = n.items else {
            bad(n, c, .gradientValue, "a gradient value must be an array of stops {color, position}, not \(n.kindName)")
            return
        }
        if items.isEmpty { bad(n, c, .gradientValue, "a gradient must have at least one stop") }
        for (k, item) in items.enumerated() {
            if item.string.map(References.looksLikeAlias) ?? false {
                checkValue(item, as: .gradient, c.sub(k))
            } else if References.pointerObject(item) != nil {
                // A `$ref` item is one stop (Format 9.1: "References in arrays always resolve
                // to a single value …, never to arrays themselves").
                part(item, c.sub(k)) { target, c2 in
                    self.checkComposite(target, c2, .gradient, ["color": .color, "position": .number])
                }
            } else {
                // A position outside [0, 1] is clamped, not refused (Format §9.7; the schema refuses it).
                checkComposite(item, c.sub(k), .gradient, ["color": .color, "position": .number])
            }
        }
    }
}

/// A number as a message shows it: 2 not 2.0.
func numberText(_ x: Double) -> String {
    x == x.rounded() && abs(x) < 1e15 ? String(Int64(x)) : String(x)
}
