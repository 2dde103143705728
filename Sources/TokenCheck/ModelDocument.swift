import JSONReader

/// The document as the model reads its tokens, made from a document `check` passed: group
/// `$ref`s and `$extends` applied (`Expansion`, the view Pickup's rules judge), a token written
/// `{"$ref": "#/…"}` made a value (an alias `{path}` of a whole token, Format 7.1.2, or the
/// value it points into), and every `$ref` inside a value replaced by what it points at (a
/// whole token by its alias). Copied and written nodes keep their places in the file.
struct ModelDocument {
    /// The document as written (a token-level `$ref` is read against it, as `check` reads it).
    let written: JSONNode
    /// The groups expanded (a `$ref` inside a value is read against it).
    private(set) var expanded: JSONNode

    init(_ root: JSONNode) {
        written = root
        var expansion = Expansion(root: root)
        expanded = DocumentCheck.copies(root) ? (expansion.run() ?? root) : root
    }

    /// The expanded document with every token's value made plain (see the type's comment).
    func prepared() -> JSONNode { group(expanded) }

    private func group(_ g: JSONNode) -> JSONNode {
        guard let members = g.members else { return g }
        if g.has("$value") || g.has("$ref") { return token(g) }
        return Self.object(g, members.map { m in
            guard !m.key.hasPrefix("$") || m.key == "$root", m.value.isObject else { return m }
            return JSONNode.Member(key: m.key, keyPosition: m.keyPosition, value: group(m.value))
        })
    }

    /// `n` with `members`, or `n` itself when no member's value changed (most documents have
    /// no `$ref`: nothing is copied).
    static func object(_ n: JSONNode, _ members: [JSONNode.Member]) -> JSONNode {
        guard let old = n.members, old.count == members.count, zip(old, members).allSatisfy({ $0.value === $1.value }) else {
            return JSONNode(.object(members), at: n.position)
        }
        return n
    }

    private func token(_ t: JSONNode) -> JSONNode {
        var members = t.members ?? []
        if let v = t.member("$value") {
            let plain = value(v.value, stack: [])
            if plain === v.value { return t }
            let i = members.firstIndex { $0.key == "$value" }!
            members[i] = JSONNode.Member(key: "$value", keyPosition: v.keyPosition, value: plain)
        } else if let r = t.member("$ref"), let s = r.value.string, let segs = References.pointerTokens(s) {
            members.removeAll { $0.key == "$ref" }
            members.append(JSONNode.Member(key: "$value", keyPosition: r.keyPosition, value: pointed(s, segs, at: r.value.position)))
        }
        return JSONNode(.object(members), at: t.position)
    }

    /// A token's `$ref`: at a token, or at its `$value`, an alias of it; into a value, that value.
    private func pointed(_ s: String, _ segs: [String], at p: Position) -> JSONNode {
        if segs.last == "$value", segs.count > 1, let t = ResolverCheck.walk(written, Array(segs.dropLast())), t.has("$value") {
            return Self.alias(segs.dropLast(), at: p)
        }
        if segs.contains("$value") {
            return value(JSONNode(.object([JSONNode.Member(key: "$ref", keyPosition: p, value: JSONNode(.string(s), at: p))]), at: p), stack: [])
        }
        return Self.alias(segs, at: p)
    }

    static func alias<S: Sequence>(_ names: S, at p: Position) -> JSONNode where S.Element == String {
        JSONNode(.string("{" + names.joined(separator: ".") + "}"), at: p)
    }

    /// A value with its `$ref`s replaced: one at a whole token by its alias, else what it points at.
    private func value(_ v: JSONNode, stack: [String]) -> JSONNode {
        if let s = References.pointerObject(v), let segs = References.pointerTokens(s), let target = ResolverCheck.walk(expanded, segs),
           !stack.contains(s), stack.count < References.maxChain {
            if target.isObject, !segs.contains("$value") { return Self.alias(segs, at: v.position) }
            return value(target, stack: stack + [s])
        }
        if let members = v.members {
            return Self.object(v, members.map { JSONNode.Member(key: $0.key, keyPosition: $0.keyPosition, value: value($0.value, stack: stack)) })
        }
        if let items = v.items {
            let plain = items.map { value($0, stack: stack) }
            return zip(items, plain).allSatisfy({ $0 === $1 }) ? v : JSONNode(.array(plain), at: v.position)
        }
        return v
    }
}
