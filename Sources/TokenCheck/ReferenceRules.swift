import JSONReader
/// Aliases, JSON Pointers and `$extends` checked against the whole document (Format §6.4, §7).
extension DocumentCheck {
    /// The node a curly-brace path names, looking through `$extends` for names a group inherits.
    func lookup(_ names: [String]) -> JSONNode? {
        var node = root
        for n in names {
            guard let next = child(node, n, hops: 0) else { return nil }
            node = next
        }
        return node
    }

    private func child(_ g: JSONNode, _ key: String, hops: Int) -> JSONNode? {
        if !isToken(g), let c = g[key], key == "$root" || !key.hasPrefix("$") { return c }
        guard !isToken(g), hops < References.maxChain, let ext = extendsMember(g)?.value.string, let target = extendsNode(ext) else { return nil }
        return child(target, key, hops: hops + 1)
    }

    /// The node a `$extends` value names (`{a.b}` or `#/a/b`), without reporting.
    func extendsNode(_ s: String) -> JSONNode? {
        if let names = References.aliasNames(s) { return lookup(names) }
        if let tokens = References.pointerTokens(s) { return walkPointer(tokens).node }
        return nil
    }

    /// The node at a pointer, and the token it lies in (if any).
    func walkPointer(_ tokens: [String]) -> (node: JSONNode?, token: Int?) {
        var node = root
        var inToken: Int? = nil
        for t in tokens {
            if let i = tokenIndex[ObjectIdentifier(node)] { inToken = i }
            if let items = node.items {
                guard let k = Int(t), String(k) == t, k >= 0, k < items.count else { return (nil, inToken) }
                node = items[k]
            } else if let next = node[t] {
                node = next
            } else { return (nil, inToken) }
        }
        if let i = tokenIndex[ObjectIdentifier(node)] { inToken = i }
        return (node, inToken)
    }

    /// The token an alias names, or nil with the reason reported at `at`.
    func aliasTarget(_ s: String, at: Position, _ path: [String], part: String = "") -> Int? {
        guard let names = References.aliasNames(s) else {
            report(at, path, .referenceSyntax, "\(part)'\(s)' is not a valid reference: {group.token}, names without '{', '}', '.' or a leading '$'")
            return nil
        }
        guard let node = lookup(names) else {
            report(at, path, .referenceUnresolved, "\(part)'\(s)' names no token in this document")
            return nil
        }
        guard let i = tokenIndex[ObjectIdentifier(node)] else {
            report(at, path, .referenceNotToken, "\(part)'\(s)' names a group, not a token; curly-brace references name tokens only")
            return nil
        }
        return i
    }

    /// The token a token's whole value stands for (an alias, or a `$ref` at a token or its
    /// `$value`), without reporting.
    func directTarget(_ i: Int) -> Int? {
        let n = tokens[i].node
        if let s = n["$value"]?.string, let names = References.aliasNames(s), let node = lookup(names) {
            return tokenIndex[ObjectIdentifier(node)]
        }
        if !n.has("$value"), let p = n["$ref"]?.string, let tokens = References.pointerTokens(p) {
            let (node, inToken) = walkPointer(tokens)
            guard let node, let t = inToken else { return nil }
            if tokenIndex[ObjectIdentifier(node)] == t || self.tokens[t].node["$value"] === node { return t }
        }
        return nil
    }

    /// A token's type (Format §5.2.2): its `$type`; else, for a reference, the referenced
    /// token's type; else the closest group's `$type`; nil if none can be found. Followed
    /// iteratively (chains can be as long as the file) and remembered for every token passed.
    func resolvedType(_ i: Int) -> TokenType? {
        var chain: [Int] = [], seen = Set<Int>(), cur = i
        var r: TokenType?
        while true {
            if let m = typeMemo[cur] { r = m; break }
            let t = tokens[cur]
            chain.append(cur); seen.insert(cur)
            if t.ownTypeBroken { r = nil; break }
            if let own = t.ownType { r = own; break }
            guard isReference(cur) else { r = t.groupType; break }
            guard let next = directTarget(cur), !seen.contains(next) else { r = nil; break }   // dangling, or a cycle
            cur = next
        }
        for k in chain { typeMemo[k] = r }
        return r
    }

    /// How many aliases a token's value goes through before a value written out (0 for one
    /// written out); nil in a cycle or where a reference leads nowhere. Followed iteratively
    /// (a chain can be as long as the file) and remembered for every token passed.
    func aliasDepth(_ i: Int) -> Int? {
        var chain: [Int] = [], seen = Set<Int>(), cur = i
        var base: Int?
        while true {
            if let m = depthMemo[cur] { base = m; break }
            guard isReference(cur) else { base = 0; break }
            chain.append(cur); seen.insert(cur)
            guard let next = directTarget(cur), !seen.contains(next) else { base = nil; break }
            cur = next
        }
        for (k, t) in chain.reversed().enumerated() { depthMemo[t] = .some(base.map { $0 + k + 1 }) }
        return chain.isEmpty ? base : depthMemo[i]!
    }

    func isReference(_ i: Int) -> Bool {
        let n = tokens[i].node
        if let s = n["$value"]?.string, References.looksLikeAlias(s) { return true }
        return !n.has("$value") && n.has("$ref")
    }

    /// A token whose whole `$value` is `{a.b}`: the target exists, is a token, and its type agrees.
    func checkAlias(_ i: Int, _ value: JSONNode, _ s: String) {
        let t = tokens[i]
        guard let target = aliasTarget(s, at: value.position, t.path) else { return }
        dependencies[i, default: []].insert(target)
        guard target != i else { return }   // a cycle; reported with the others
        if let depth = aliasDepth(i), depth > References.maxChain {
            report(value.position, t.path, .referenceLimit, "its value is \(depth) aliases away; Pickup follows at most "
                   + "\(References.maxChain) (a Pickup bound, as the loader's)")
        }
        let theirs = resolvedType(target)
        if let own = t.ownType, let theirs, own != theirs {
            report(value.position, t.path, .referenceType, "'\(s)' is a \(theirs.rawValue) token; this token's $type is \(own.rawValue)")
        } else if t.ownType == nil, theirs == nil, tokens[target].ownType == nil, !isReference(target), tokens[target].groupType == nil {
            // Reported at the target as type-missing; nothing to add here.
        }
    }

    /// A token written `{"$ref": "#/…"}` (the schema's alternative to `$value`).
    func checkPointerToken(_ i: Int, _ ref: JSONNode) {
        let t = tokens[i]
        var c = ValueContext(token: t.path, location: t.path + ["$value"], depth: 0)
        guard let target = followPointer(ref, c) else { return }
        c.anchor = ref.position
        if let type = t.ownType ?? resolvedType(i) ?? t.groupType {
            checkValue(target, as: type, c)
        } else {
            report(t.at, t.path, .typeMissing, "the token's $ref points at a value of no known type; give the token a $type")
        }
    }

    /// The node a `{"$ref": …}` stands for: a token's `$value` when it points at a token; nil
    /// (reported) if it is malformed, points nowhere, loops, or contains the reference itself.
    func followPointer(_ ref: JSONNode, _ c: ValueContext) -> JSONNode? {
        let path = c.token
        guard let s = ref.string, let ptr = References.pointerTokens(s) else {
            let shown = ref.string.map { "'\($0)'" } ?? ref.kindName
            report(ref.position, path, .referenceSyntax, "\(c.part)$ref \(shown) is not a same-document JSON Pointer (#/group/token/$value)")
            return nil
        }
        guard !c.pointers.contains(s) else {
            report(ref.position, path, .referenceCycle, "\(c.part)circular $ref: \((c.pointers + [s]).joined(separator: " → "))")
            return nil
        }
        guard c.pointers.count < References.maxChain else {
            report(ref.position, path, .referenceLimit, "\(c.part)more than \(References.maxChain) $ref in a chain; not followed")
            return nil
        }
        if c.location.starts(with: ptr) {
            report(ref.position, path, .referenceCycle, "\(c.part)$ref '\(s)' points at an object that contains this reference")
            return nil
        }
        let (node, inToken) = walkPointer(ptr)
        guard let node else {
            report(ref.position, path, .referenceUnresolved, "\(c.part)$ref '\(s)' points at nothing in this document")
            return nil
        }
        if let t = inToken, let me = tokenIndex(path), t != me { dependencies[me, default: []].insert(t) }
        if let t = tokenIndex[ObjectIdentifier(node)], t == tokenIndex(path), !c.pointers.isEmpty {
            return nil   // back at the token that started: a cycle, reported once for all its tokens
        }
        if let t = tokenIndex[ObjectIdentifier(node)] {
            // A whole token: its value (following its own $ref if it has no $value).
            if let v = tokens[t].node["$value"] { return v }
            if let r = tokens[t].node["$ref"] {
                var next = c; next.pointers.append(s); next.location = tokens[t].path + ["$value"]
                return followPointer(r, next)
            }
        }
        if References.pointerObject(node) != nil, let r = node["$ref"] {
            var next = c; next.pointers.append(s); next.location = ptr
            return followPointer(r, next)
        }
        return node
    }

    func tokenIndex(_ path: [String]) -> Int? { tokenByPath[path.joined(separator: "\u{0}")] }

    // MARK: $extends

    func checkAllExtends() {
        for (g, path) in groups {
            guard let m = extendsMember(g) else { continue }
            let key = m.key   // $extends, or a $ref that reaches a group
            guard let s = m.value.string, References.aliasNames(s) != nil || References.pointerTokens(s) != nil else {
                report(m.value.position, path, .referenceSyntax, "$extends must be a reference to a group: \"{group}\" or \"#/group\"")
                continue
            }
            guard let target = extendsNode(s) else {
                report(m.value.position, path, .extendsTarget, "\(key) '\(s)' names nothing in this document")
                continue
            }
            guard target.isObject, !isToken(target) else {
                report(m.value.position, path, .extendsNotGroup, "\(key) '\(s)' names \(target.isObject ? "a token" : target.kindName); it must name a group")
                continue
            }
            if let why = extendsLoop(from: g, path: path, first: target) {
                report(m.value.position, path, .extendsCycle, "\(key) '\(s)' \(why)")
            }
        }
    }

    /// Why following `$extends` from `g` never ends (it returns to `g`, or reaches a group that
    /// contains it), or nil.
    private func extendsLoop(from g: JSONNode, path: [String], first: JSONNode) -> String? {
        var cur = first
        var chain = [path.joined(separator: ".")]
        for _ in 0..<References.maxChain {
            let curPath = groupPaths[ObjectIdentifier(cur)] ?? []
            chain.append(curPath.isEmpty ? "(top level)" : curPath.joined(separator: "."))
            if cur === g { return "makes a cycle: \(chain.joined(separator: " → "))" }
            if path.starts(with: curPath) { return "extends a group that contains it (\(chain.last!)), which never ends" }
            guard let s = extendsMember(cur)?.value.string, let next = extendsNode(s), next.isObject, !isToken(next) else { return nil }
            cur = next
        }
        return "goes through more than \(References.maxChain) groups; not followed"
    }
}
