import JSONReader
/// Pickup's bounds on what a document expands to (layer (b) of docs/dtcg-rules.md): reported by
/// `check`, and so by every command, before anything follows a reference. Each measure is at
/// least what the loader builds (`Sources/Tokens/References.swift`, `TokenLoader+Composites`),
/// so a file `check` passes never reaches the loader's own guards.
extension DocumentCheck {
    func checkSizes() {
        var sizes = Sizes(check: self)
        let (total, values) = sizes.group(root)
        if total > TokenCheck.maxExpandedNodes {
            // Said as it is: a file that is that large as written copies nothing.
            let copies = Self.copies(root)
            report(root.position, [], .sizeLimit, copies
                   ? "the document expands to more than \(TokenCheck.maxExpandedNodes) groups, tokens and copied values through $extends and $ref "
                     + "(a Pickup bound: groups that extend each other, or values that name values, multiply it)"
                   : "the document holds more than \(TokenCheck.maxExpandedNodes) groups, tokens and values (a Pickup bound on one document)")
        }
        if total <= TokenCheck.maxExpandedNodes, values > TokenCheck.maxResolvedValues {
            report(root.position, [], .sizeLimit,
                       "with every alias followed and every $extends copy counted, the tokens' values come to more than \(TokenCheck.maxResolvedValues) "
                       + "(a Pickup bound on what the loader and every output hold: aliases that name aliases, and groups that extend each other, multiply it)")
        }
        var lists = ListLengths(check: self)
        for t in tokens {
            guard let v = t.node["$value"], v.items != nil, lists.length(t.node) > TokenCheck.maxListItems else { continue }
            report(v.position, t.path, .sizeLimit,
                   "with the lists its aliases name spliced in, this list has more than \(TokenCheck.maxListItems) items (a Pickup bound)")
        }
    }

    /// Whether any object in `node` has `$ref` or `$extends`: something the loader copies.
    static func copies(_ node: JSONNode) -> Bool {
        var stack = [node]
        while let n = stack.popLast() {
            if let m = n.members {
                for member in m {
                    if member.key == "$ref" || member.key == "$extends" { return true }
                    stack.append(member.value)
                }
            } else if let items = n.items { stack += items }
        }
        return false
    }
}

/// The loader's work for a document, counted without doing it: every member of every group
/// (again for each group that `$extends` or a group `$ref` copies), and every value a `$ref`
/// copies (with the values it names in turn); and, in the same walk of the groups, what their
/// tokens' values come to with aliases followed (`ResolvedSize`). Saturates just past the bounds.
private struct Sizes {
    let check: DocumentCheck
    var resolved: ResolvedSize
    var groups: [ObjectIdentifier: (nodes: Int, values: Int)] = [:]
    var values: [ObjectIdentifier: Int] = [:]
    var open: Set<ObjectIdentifier> = []
    static let cap = TokenCheck.maxExpandedNodes + 1

    init(check: DocumentCheck) { self.check = check; resolved = ResolvedSize(check: check) }

    static func add(_ a: Int, _ b: Int) -> Int { min(cap, a + b) }
    static func add(_ a: (nodes: Int, values: Int), _ b: (nodes: Int, values: Int)) -> (nodes: Int, values: Int) {
        (add(a.nodes, b.nodes), ResolvedSize.add(a.values, b.values))
    }

    mutating func group(_ g: JSONNode) -> (nodes: Int, values: Int) {
        let id = ObjectIdentifier(g)
        if let n = groups[id] { return n }
        guard open.insert(id).inserted else { return (0, 0) }   // a cycle: reported as extends-cycle
        defer { open.remove(id) }
        var n = (nodes: g.members?.count ?? 0, values: 0)
        for m in g.members ?? [] where m.value.isObject && (!m.key.hasPrefix("$") || m.key == "$root") {
            n = Self.add(n, check.isToken(m.value) ? (token(m.value), resolved.token(m.value)) : group(m.value))
        }
        if let ext = check.extendsMember(g)?.value.string, let target = check.extendsNode(ext), target.isObject, !check.isToken(target) {
            n = Self.add(n, group(target))
        }
        groups[id] = n
        return n
    }

    mutating func token(_ t: JSONNode) -> Int {
        guard let v = t["$value"] else { return 0 }
        return copies(v)
    }

    /// What following the `$ref`s inside `v` copies.
    mutating func copies(_ v: JSONNode) -> Int {
        if let target = pointerTarget(v) { return value(target) }
        var n = 0
        for child in (v.members?.map(\.value) ?? v.items ?? []) { n = Self.add(n, copies(child)) }
        return n
    }

    /// A copied value: its JSON size, and what its own `$ref`s copy.
    mutating func value(_ v: JSONNode) -> Int {
        let id = ObjectIdentifier(v)
        if let n = values[id] { return n }
        guard open.insert(id).inserted else { return 0 }   // a cycle: reported as reference-cycle
        defer { open.remove(id) }
        var n = 1
        for child in (v.members?.map(\.value) ?? v.items ?? []) {
            n = Self.add(n, Self.add(value(child), pointerTarget(child) != nil ? copies(child) : 0))
        }
        values[id] = n
        return n
    }

    func pointerTarget(_ v: JSONNode) -> JSONNode? {
        guard let p = References.pointerObject(v), let tokens = References.pointerTokens(p) else { return nil }
        return ResolverCheck.walk(check.root, tokens)
    }
}

/// A list value's length once the aliases in it are spliced in (a gradient stop, a shadow
/// layer written `{token}` stands for that token's items), memoised; past the bound it stops.
private struct ListLengths {
    let check: DocumentCheck
    var memo: [ObjectIdentifier: Int] = [:]
    var open: Set<ObjectIdentifier> = []

    mutating func length(_ token: JSONNode) -> Int {
        let id = ObjectIdentifier(token)
        if let n = memo[id] { return n }
        guard open.insert(id).inserted else { return 0 }
        defer { open.remove(id) }
        var n = 0
        if let s = token["$value"]?.string, let names = References.aliasNames(s), let t = check.lookup(names), t.isObject {
            n = length(t)
        } else {
            for item in token["$value"]?.items ?? [] {
                if let s = item.string, let names = References.aliasNames(s), let t = check.lookup(names), t.isObject, t["$value"]?.items != nil {
                    n += length(t)
                } else {
                    n += 1
                }
                if n > TokenCheck.maxListItems { break }
            }
        }
        memo[id] = n
        return n
    }
}
