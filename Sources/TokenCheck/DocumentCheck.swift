import JSONReader
/// Checks one token document (a file, or a resolver context's merged sources) against the
/// DTCG 2025.10 Format and Color modules, collecting every problem rather than stopping.
///
/// First a walk sorts objects into groups and tokens and checks names and `$` properties;
/// then `$extends`, then every token's type, value and references (which need the whole tree).
final class DocumentCheck {
    struct Token {
        var path: [String]
        var node: JSONNode
        /// Where the token's name was written (its problems without a better place go here).
        var at: Position
        /// `$type` on the token, if it is a known type; `ownTypeBroken` if it is there but not one.
        var ownType: TokenType?
        var ownTypeBroken: Bool
        /// The closest enclosing group's `$type`.
        var groupType: TokenType?
    }

    let root: JSONNode
    var problems: [Problem] = []
    var tokens: [Token] = []
    /// Tokens and groups by node identity (a reference finds a node, then what it is).
    var tokenIndex: [ObjectIdentifier: Int] = [:]
    var groupPaths: [ObjectIdentifier: [String]] = [:]
    var groups: [(JSONNode, [String])] = []
    var tokenByPath: [String: Int] = [:]
    /// Which tokens each token's value refers to (aliases, pointers), for finding cycles.
    var dependencies: [Int: Set<Int>] = [:]
    /// Resolved types, memoised (nil inside: the type cannot be determined).
    var typeMemo: [Int: TokenType?] = [:]
    /// How many aliases each token's value goes through (nil: in a cycle or dangling).
    var depthMemo: [Int: Int?] = [:]

    init(root: JSONNode) { self.root = root }

    func run() -> [Problem] {
        guard root.isObject else {
            report(root.position, [], .rootObject, "the top level must be a JSON object (a group), not \(root.kindName)")
            return problems
        }
        // A resolver handed over where a token file is expected (`--tokens`, `tokens --diff`):
        // said for what it is, not as its keys' "a token or group must be a JSON object".
        if root.has("resolutionOrder") {
            report(root.position, [], .rootObject, "this is a DTCG resolver document (it has \"resolutionOrder\"), not a token file: "
                   + "where a token file is expected, give it with --resolver (pickup check reads either)")
            return problems
        }
        walkGroup(root, path: [], inherited: nil)
        checkAllExtends()
        for i in tokens.indices { checkToken(i) }
        reportCycles()
        checkSizes()
        // Pickup's rules about the document, on a document within the bounds.
        if !problems.contains(where: { $0.rule == Rule.sizeLimit.rawValue }) { checkPickupRules() }
        return problems
    }

    func report(_ at: Position, _ path: [String], _ rule: Rule, _ message: String) {
        problems.append(Problem(at, path.joined(separator: "."), rule, message))
    }

    /// Whether an object is a token by its shape alone (the resolver's merge, which has no
    /// document to look in): it has `$value` or `$ref`.
    static func isToken(_ n: JSONNode) -> Bool { n.has("$value") || n.has("$ref") }

    /// Whether an object is a token: it has `$value`, or a `$ref` that does not reach a group.
    /// An object without `$value` whose `$ref` reaches a group is a group extending it (Format
    /// 6.4.1: "functionally identical" to `$extends`; docs/maintainers/dtcg-decisions.md, case 8).
    func isToken(_ n: JSONNode) -> Bool { n.has("$value") || (n.has("$ref") && !refReachesGroup(n)) }

    /// `n` has no `$value` and its `$ref` (a `#/…` pointer) reaches a group.
    func refReachesGroup(_ n: JSONNode, depth: Int = 0) -> Bool {
        guard !n.has("$value"), let s = n["$ref"]?.string, let tokens = References.pointerTokens(s) else { return false }
        // Through groups only: a pointer into a token (its `$value`, say) never names a group.
        var target = root
        for t in tokens {
            guard target.isObject, !target.has("$value"), let next = target[t] else { return false }
            target = next
        }
        guard target.isObject, !target.has("$value") else { return false }
        guard target.has("$ref") else { return true }
        return depth < References.maxChain && target !== n && refReachesGroup(target, depth: depth + 1)
    }

    /// The member that makes a group extend another: `$extends`, or a `$ref` that reaches a group.
    func extendsMember(_ g: JSONNode) -> JSONNode.Member? {
        if let m = g.member("$extends") { return m }
        return refReachesGroup(g) ? g.member("$ref") : nil
    }

    // MARK: The walk

    private func walkGroup(_ g: JSONNode, path: [String], inherited: TokenType?) {
        groupPaths[ObjectIdentifier(g)] = path
        groups.append((g, path))
        checkUnicodeNames(g, path)
        var type = inherited
        if let t = g["$type"] { type = checkType(t, path) ?? type } else if let t = extendedType(g) { type = t }
        for m in g.members ?? [] {
            if m.key.hasPrefix("$") { groupProperty(m, in: g, path: path, type: type); continue }
            checkName(m, path)
            guard m.value.isObject else {
                report(m.value.position, path + [m.key], .memberObject,
                       "a token or group must be a JSON object, not \(m.value.kindName)")
                continue
            }
            if isToken(m.value) { walkToken(m, path: path + [m.key], groupType: type) } else { walkGroup(m.value, path: path + [m.key], inherited: type) }
        }
    }

    private func groupProperty(_ m: JSONNode.Member, in g: JSONNode, path: [String], type: TokenType?) {
        switch m.key {
        case "$type", "$extends", "$ref": break   // $type read above; $extends (or a $ref to a group) once the whole tree is known
        case "$description": checkDescription(m.value, path)
        case "$extensions": checkExtensions(m.value, path)
        case "$deprecated": checkDeprecated(m.value, path)
        case "$root":
            if m.value.isObject, isToken(m.value) {
                walkToken(m, path: path + ["$root"], groupType: type)
            } else {
                report(m.value.position, path + ["$root"], .rootToken, "$root must be a token (an object with $value), not \(m.value.isObject ? "a group" : m.value.kindName)")
            }
        case "$schema" where path.isEmpty:
            // Not in the spec; the official schema allows it at the top level, as a string.
            if m.value.string == nil { report(m.value.position, ["$schema"], .propertyUnknown, "$schema must be a string (a URI)") }
        case _ where m.value.isObject:
            // Shaped like a token or group: a name, and names are not allowed to start with '$'.
            report(m.keyPosition, path + [m.key], .nameReserved,
                   "the name '\(m.key)' begins with '$', which is reserved for properties; token and group names must not")
        default:
            report(m.keyPosition, path + [m.key], .propertyUnknown,
                   "'\(m.key)' is not a group property ($type, $description, $extensions, $extends, $deprecated, $root)")
        }
    }

    private func walkToken(_ m: JSONNode.Member, path: [String], groupType: TokenType?) {
        let node = m.value
        var ownType: TokenType?
        for p in node.members ?? [] {
            if !p.key.hasPrefix("$") {
                report(p.keyPosition, path + [p.key], .tokenWithChildren,
                       "'\(p.key)' is inside a token (it has $value); an object is a token or a group, not both")
                continue
            }
            switch p.key {
            case "$value", "$ref": break
            case "$type": ownType = checkType(p.value, path)
            case "$description": checkDescription(p.value, path)
            case "$extensions": checkExtensions(p.value, path)
            case "$deprecated": checkDeprecated(p.value, path)
            default:
                report(p.keyPosition, path, .propertyUnknown,
                       "'\(p.key)' is not a token property ($value, $type, $description, $extensions, $deprecated, $ref)")
            }
        }
        if node.has("$value"), let r = node.member("$ref") {
            report(r.keyPosition, path, .tokenValueAndRef, "a token has $value or $ref, not both")
        }
        tokenIndex[ObjectIdentifier(node)] = tokens.count
        tokenByPath[path.joined(separator: "\u{0}")] = tokens.count
        tokens.append(Token(path: path, node: node, at: m.keyPosition, ownType: ownType,
                            ownTypeBroken: node.has("$type") && ownType == nil, groupType: groupType))
    }

    /// A `$type` a group takes from the group it extends (its properties are inherited, §6.4),
    /// following `$extends` a bounded number of times; nil if none.
    private func extendedType(_ g: JSONNode) -> TokenType? {
        var cur = g
        for _ in 0..<References.maxChain {
            guard let s = extendsMember(cur)?.value.string, let next = extendsNode(s), next.isObject, !isToken(next) else { return nil }
            if let t = next["$type"]?.string { return TokenType(rawValue: t) }
            cur = next
        }
        return nil
    }

    // MARK: Names and properties

    private func checkName(_ m: JSONNode.Member, _ path: [String]) {
        if m.key.isEmpty {
            report(m.keyPosition, path + [m.key], .nameEmpty, "a token or group name must not be empty")
            return
        }
        let bad = m.key.filter { "{}.".contains($0) }
        if !bad.isEmpty {
            let chars = Array(Set(bad)).sorted().map { "'\($0)'" }.joined(separator: ", ")
            report(m.keyPosition, path + [m.key], .nameCharacters, "the name '\(m.key)' contains \(chars); names must not contain '{', '}' or '.'")
        }
    }

    func checkType(_ v: JSONNode, _ path: [String]) -> TokenType? {
        guard let s = v.string else {
            report(v.position, path, .typeUnknown, "$type must be a string, not \(v.kindName)")
            return nil
        }
        guard let t = TokenType(rawValue: s) else {
            let hint = TokenType.allCases.first { $0.rawValue.lowercased() == s.lowercased() }.map { " (types are case-sensitive: '\($0.rawValue)')" } ?? ""
            report(v.position, path, .typeUnknown, "'\(s)' is not a DTCG type\(hint); one of \(TokenType.list)")
            return nil
        }
        return t
    }

    private func checkDescription(_ v: JSONNode, _ path: [String]) {
        if v.string == nil { report(v.position, path, .description, "$description must be a string, not \(v.kindName)") }
    }

    private func checkExtensions(_ v: JSONNode, _ path: [String]) {
        if !v.isObject { report(v.position, path, .extensions, "$extensions must be an object of vendor keys, not \(v.kindName)") }
    }

    private func checkDeprecated(_ v: JSONNode, _ path: [String]) {
        if v.bool == nil, v.string == nil { report(v.position, path, .deprecated, "$deprecated must be true, false or a string, not \(v.kindName)") }
    }

    // MARK: Tokens

    private func checkToken(_ i: Int) {
        let t = tokens[i]
        guard !t.ownTypeBroken else { return }   // reported; the value cannot be judged
        let c = ValueContext(token: t.path, location: t.path + ["$value"], depth: 0)
        if let ref = t.node["$ref"], !t.node.has("$value") {
            checkPointerToken(i, ref)
            return
        }
        guard let value = t.node["$value"] else { return }
        if let s = value.string, References.looksLikeAlias(s) {
            checkAlias(i, value, s)
            return
        }
        guard let type = t.ownType ?? t.groupType else {
            report(t.at, t.path, .typeMissing, "the token has no $type and no enclosing group has one; its type cannot be determined")
            return
        }
        checkValue(value, as: type, c)
    }
}
