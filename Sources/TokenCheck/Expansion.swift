import JSONReader

/// The document as the loader reads its groups (`Sources/Tokens/References.swift`): a group
/// written `{"$ref": "#/group", …}` is a copy of that group with its own keys laid over it, and
/// a group with `$extends` takes the extended group's tokens, groups and properties, its own
/// laid over them (groups merge key by key, a token replaces a token whole). What Pickup's rules
/// judge — each token's exported name, the `com.pickup` settings it inherits — is judged on this
/// view, as every output sees the tokens. Copied nodes keep their places in the file.
///
/// Nil where the loader would refuse the document anyway (a `$ref` or `$extends` that does not
/// resolve, a cycle: the spec's rules report it) or past the expansion bound (`size-limit`).
struct Expansion {
    let root: JSONNode
    private var budget = TokenCheck.maxExpandedNodes
    private var failed = false
    private var extended: [[String]: JSONNode] = [:]

    init(root: JSONNode) { self.root = root }

    mutating func run() -> JSONNode? {
        let referenced = refs(root, stack: [])
        guard !failed else { return nil }
        let expanded = extends(referenced, in: referenced, path: [], stack: [])
        return failed ? nil : expanded
    }

    private mutating func spend(_ n: Int) {
        budget -= n
        if budget < 0 { failed = true }
    }

    /// `b` laid over `a` as the loader merges: objects without `$value` key by key, else `b`.
    private mutating func merge(_ a: JSONNode, _ b: JSONNode) -> JSONNode {
        guard let am = a.members, let bm = b.members, !a.has("$value"), !b.has("$value") else { return b }
        var out = am
        for m in bm {
            if let k = out.firstIndex(where: { $0.key == m.key }) {
                out[k] = JSONNode.Member(key: m.key, keyPosition: m.keyPosition, value: merge(out[k].value, m.value))
            } else {
                out.append(m)
            }
        }
        spend(out.count)
        return JSONNode(.object(out), at: b.position)
    }

    private static func isMember(_ key: String) -> Bool { !key.hasPrefix("$") || key == "$root" }

    private static func without(_ key: String, _ n: JSONNode) -> JSONNode {
        JSONNode(.object((n.members ?? []).filter { $0.key != key }), at: n.position)
    }

    /// Group-level `$ref`s followed (`References.resolveTokenRefs`).
    private mutating func refs(_ g: JSONNode, stack: [String]) -> JSONNode {
        guard !failed, let members = g.members else { return g }
        if g.has("$value") { return g }
        var out: [JSONNode.Member] = []
        var changed = false
        for m in members {
            guard Self.isMember(m.key), m.value.isObject else { out.append(m); continue }
            let v = member(m.value, stack: stack)
            changed = changed || v !== m.value
            out.append(JSONNode.Member(key: m.key, keyPosition: m.keyPosition, value: v))
        }
        return changed ? JSONNode(.object(out), at: g.position) : g
    }

    private mutating func member(_ child: JSONNode, stack: [String]) -> JSONNode {
        guard !child.has("$value"), let s = child["$ref"]?.string else { return refs(child, stack: stack) }
        guard let segs = References.pointerTokens(s), !stack.contains(s), stack.count < References.maxChain,
              let target = ResolverCheck.walk(root, segs) else { failed = true; return child }
        // A pointer at a token, or into a value: a token (an alias of what it names).
        if segs.contains("$value") || target.has("$value") || !target.isObject { return child }
        spend(child.members?.count ?? 0)
        return merge(member(target, stack: stack + [s]), Self.without("$ref", child))
    }

    /// `$extends` applied (`References.expandExtends`), the extended group expanded first.
    private mutating func extends(_ g: JSONNode, in doc: JSONNode, path: [String], stack: [[String]]) -> JSONNode {
        // A token: `$value`, or a `$ref` left after the group references were followed.
        guard !failed, g.isObject, !g.has("$value"), !g.has("$ref") else { return g }
        var g = g
        if let ext = g["$extends"] {
            guard let s = ext.string, let target = References.aliasNames(s) ?? References.pointerTokens(s),
                  !stack.contains(target), Array(path.prefix(target.count)) != target, stack.count < References.maxChain,
                  let base = ResolverCheck.walk(doc, target), base.isObject, !base.has("$value") else { failed = true; return g }
            let expandedBase: JSONNode
            if let done = extended[target] { expandedBase = done } else {
                expandedBase = extends(base, in: doc, path: target, stack: stack + [path])
                extended[target] = expandedBase
            }
            g = merge(expandedBase, Self.without("$extends", g))
        }
        guard let members = g.members else { return g }
        spend(members.count)
        var out: [JSONNode.Member] = []
        for m in members {
            guard Self.isMember(m.key), m.value.isObject else { out.append(m); continue }
            out.append(JSONNode.Member(key: m.key, keyPosition: m.keyPosition, value: extends(m.value, in: doc, path: path + [m.key], stack: stack)))
        }
        return JSONNode(.object(out), at: g.position)
    }
}
