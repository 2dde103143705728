import JSONReader
/// The resolver document's own shape (Resolver §4, and the official schema where the module
/// leaves a detail open): what each object may hold, the version, names, contexts, defaults.
extension ResolverCheck {
    func checkStructure() -> [Step] {
        let rootKeys: [String: (JSONNode, String) -> Void] = [
            "$schema": { self.expect($0, $1, string: true) }, "name": { self.expect($0, $1, string: true) },
            "description": { self.expect($0, $1, string: true) }, "version": { _, _ in },
            "sets": { n, p in self.expectObject(n, p) }, "modifiers": { n, p in self.expectObject(n, p) },
            "resolutionOrder": { _, _ in }, "$defs": { n, p in self.expectObject(n, p) },
        ]
        allowOnly(root, "", rootKeys, what: "a resolver document")
        if let v = root["version"] {
            if v.string != "2025.10" { report(v.position, "#/version", .resolverVersion, "version must be \"2025.10\", not \(describe(v))") }
        } else {
            report(root.position, "", .resolverVersion, "a resolver document needs \"version\": \"2025.10\"")
        }
        for m in root["sets"]?.members ?? [] { checkSet(m.value, "#/sets/\(m.key)", inline: false) }
        for m in root["modifiers"]?.members ?? [] { _ = checkModifier(m.value, "#/modifiers/\(m.key)", name: m.key, inline: false) }
        checkFolderNames(root["resolutionOrder"]?.items ?? [])
        guard let order = root["resolutionOrder"] else {
            report(root.position, "", .resolverStructure, "a resolver document needs a resolutionOrder array")
            return []
        }
        guard let items = order.items, !items.isEmpty else {
            report(order.position, "#/resolutionOrder", .resolverStructure, "resolutionOrder must be a non-empty array, not \(order.items == nil ? order.kindName : "an empty one")")
            return []
        }
        checkUnusedModifiers(items)
        return orderSteps(items)
    }

    private func orderSteps(_ items: [JSONNode]) -> [Step] {
        var steps: [Step] = [], names: [String: Position] = [:]
        // As `pickup export` reads at most this many sources, so checking stays linear and short.
        if items.count > Self.maxSourceReads {
            report(items[Self.maxSourceReads].position, "#/resolutionOrder/\(Self.maxSourceReads)", .resolverStructure,
                   "resolutionOrder has \(items.count) entries; at most \(Self.maxSourceReads) are read (the rest are not checked)")
        }
        for (i, item) in items.prefix(Self.maxSourceReads).enumerated() {
            let path = "#/resolutionOrder/\(i)"
            guard item.isObject else { report(item.position, path, .resolverStructure, "an entry must be an object, not \(item.kindName)"); continue }
            let (name, step) = item["$ref"].map { orderReference($0, path) } ?? orderInline(item, path)
            if let step { steps.append(step) }
            if let name {
                if let first = names[name] {
                    report(item.position, path, .resolverName, "the name '\(name)' is used twice in resolutionOrder (first at \(first.line):\(first.column))")
                } else {
                    names[name] = item.position
                }
            }
        }
        return steps
    }

    private func orderReference(_ refNode: JSONNode, _ path: String) -> (String?, Step?) {
        guard let ref = refNode.string, let tokens = References.pointerTokens(ref), tokens.count == 2,
              tokens[0] == "sets" || tokens[0] == "modifiers" else {
            let rule: Rule = refNode.string?.hasPrefix("#/resolutionOrder") == true ? .resolverPointer : .resolverStructure
            report(refNode.position, path, rule, "a resolutionOrder $ref must be \"#/sets/name\" or \"#/modifiers/name\", not \(describe(refNode))")
            return (nil, nil)
        }
        guard let target = root[tokens[0]]?[tokens[1]] else {
            report(refNode.position, path, .resolverSourceMissing, "'\(ref)' names no \(tokens[0] == "sets" ? "set" : "modifier") in this document")
            return (nil, nil)
        }
        if tokens[0] == "sets" {
            return (tokens[1], .set(name: tokens[1], sources: target["sources"], kind: .set))
        }
        guard let m = parseModifier(target, name: tokens[1]) else { return (tokens[1], nil) }
        return (tokens[1], .modifier(m))
    }

    private func orderInline(_ item: JSONNode, _ path: String) -> (String?, Step?) {
        let name = item["name"]?.string
        if name == nil { report(item.position, path, .resolverName, "an inline set or modifier needs a string 'name'") }
        switch item["type"]?.string {
        case "set":
            checkSet(item, path, inline: true)
            return (name, .set(name: name ?? path, sources: item["sources"], kind: .set))
        case "modifier":
            guard let m = checkModifier(item, path, name: name ?? path, inline: true) else { return (name, nil) }
            return (name, .modifier(m))
        default:
            report(item["type"]?.position ?? item.position, path, .resolverName,
                   "an inline entry needs \"type\": \"set\" or \"modifier\"\(item["type"].map { ", not \(describe($0))" } ?? "")")
            return (name, nil)
        }
    }

    private func checkSet(_ n: JSONNode, _ path: String, inline: Bool) {
        guard n.isObject else { report(n.position, path, .resolverStructure, "a set must be an object, not \(n.kindName)"); return }
        var keys: [String: (JSONNode, String) -> Void] = [
            "description": { self.expect($0, $1, string: true) }, "$extensions": { self.expectExtensions($0, $1) },
            "sources": { n, p in self.checkSources(n, p, owner: .set) },
        ]
        if inline { keys["name"] = { _, _ in }; keys["type"] = { _, _ in } }
        allowOnly(n, path, keys, what: "a set")
        if !n.has("sources") { report(n.position, path, .resolverStructure, "a set needs a 'sources' array") }
    }

    func checkModifier(_ n: JSONNode, _ path: String, name: String, inline: Bool) -> Modifier? {
        guard n.isObject else { report(n.position, path, .resolverStructure, "a modifier must be an object, not \(n.kindName)"); return nil }
        var keys: [String: (JSONNode, String) -> Void] = [
            "description": { self.expect($0, $1, string: true) }, "$extensions": { self.expectExtensions($0, $1) },
            "contexts": { _, _ in }, "default": { _, _ in },
        ]
        if inline { keys["name"] = { _, _ in }; keys["type"] = { _, _ in } }
        allowOnly(n, path, keys, what: "a modifier")
        guard let ctx = n["contexts"] else { report(n.position, path, .resolverContexts, "a modifier needs a 'contexts' object"); return nil }
        guard let members = ctx.members else { report(ctx.position, path + "/contexts", .resolverContexts, "contexts must be an object, not \(ctx.kindName)"); return nil }
        if members.isEmpty { report(ctx.position, path + "/contexts", .resolverContexts, "a modifier must have contexts; this one has none") }
        if members.count == 1 {
            report(ctx.position, path + "/contexts", .resolverContexts, "a modifier should have two or more contexts (one is a set); the schema requires two")
        }
        for m in members { checkSources(m.value, path + "/contexts/" + m.key, owner: .modifier) }
        if let d = n["default"] {
            if let s = d.string {
                if !members.contains(where: { $0.key == s }) {
                    report(d.position, path + "/default", .resolverDefault, "default '\(s)' is not one of the contexts (\(members.map(\.key).joined(separator: ", ")))")
                }
            } else {
                report(d.position, path + "/default", .resolverDefault, "default must be a string naming a context, not \(d.kindName)")
            }
        }
        return parseModifier(n, name: name)
    }

    /// The modifier as resolution uses it (no reporting; `checkModifier` reports).
    func parseModifier(_ n: JSONNode, name: String) -> Modifier? {
        guard let members = n["contexts"]?.members, !members.isEmpty else { return nil }
        let def = n["default"]?.string.flatMap { d in members.contains { $0.key == d } ? d : nil }
        return Modifier(name: name, contexts: members.map { ($0.key, $0.value) }, defaultContext: def)
    }

    private func checkSources(_ n: JSONNode, _ path: String, owner: SourceOwner) {
        guard let items = n.items else { report(n.position, path, .resolverStructure, "sources must be an array, not \(n.kindName)"); return }
        for (i, s) in items.enumerated() {
            let p = "\(path)/\(i)"
            guard s.isObject else { report(s.position, p, .resolverStructure, "a source must be an object ({\"$ref\": …} or inline tokens), not \(s.kindName)"); continue }
            guard let ref = s["$ref"] else { continue }
            guard let r = ref.string else { report(ref.position, p, .resolverStructure, "$ref must be a string, not \(ref.kindName)"); continue }
            if r.hasPrefix("#/resolutionOrder") {
                report(ref.position, r, .resolverPointer, "a reference object must not point into resolutionOrder")
            } else if r.hasPrefix("#/modifiers") {
                report(ref.position, r, .resolverPointer, "only resolutionOrder may point at a modifier; \(owner == .set ? "a set" : "a modifier's context") must not")
            }
        }
    }

    // MARK: Helpers

    private func allowOnly(_ n: JSONNode, _ path: String, _ keys: [String: (JSONNode, String) -> Void], what: String) {
        for m in n.members ?? [] {
            if let check = keys[m.key] { check(m.value, path + "/" + m.key) } else {
                report(m.keyPosition, path, .resolverStructure, "'\(m.key)' is not a property of \(what) (\(keys.keys.sorted().joined(separator: ", ")))")
            }
        }
    }

    private func expect(_ n: JSONNode, _ path: String, string: Bool) {
        if n.string == nil { report(n.position, path, .resolverStructure, "\(path.split(separator: "/").last ?? "") must be a string, not \(n.kindName)") }
    }

    private func expectObject(_ n: JSONNode, _ path: String) {
        if !n.isObject { report(n.position, path, .resolverStructure, "\(path.split(separator: "/").last ?? "") must be an object, not \(n.kindName)") }
    }

    private func expectExtensions(_ n: JSONNode, _ path: String) {
        if !n.isObject { report(n.position, path, .extensions, "$extensions must be an object of vendor keys, not \(n.kindName)") }
    }

    func describe(_ n: JSONNode) -> String { n.string.map { "'\($0)'" } ?? n.kindName }
}
