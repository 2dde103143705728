import JSONReader

/// What a document's values come to once every alias is followed and every group a `$extends`
/// copies is counted again: the values the loader and every output (Swift, CSS, the asset
/// catalog, `tokens --diff`) hold. A 1.4 KB file can make each bound alone hold and still ask
/// for millions: a 512-stop gradient built from aliases that double it, named by two tokens in
/// a group that `$extends` doubles 13 times. Counted without building any of it; memoised per
/// node; saturates just past the bound. `Sizes` (SizeRules.swift) walks the groups, counting
/// each group `$extends` copies again, and asks this for each token.
struct ResolvedSize {
    let check: DocumentCheck
    private var tokenMemo: [ObjectIdentifier: Int] = [:]
    private var valueMemo: [ObjectIdentifier: Int] = [:]
    private var open: Set<ObjectIdentifier> = []
    static let cap = TokenCheck.maxResolvedValues + 1

    init(check: DocumentCheck) { self.check = check }

    static func add(_ a: Int, _ b: Int) -> Int { min(cap, a + b) }

    /// A token's value with its aliases followed: each scalar one, each object or list one
    /// plus its members.
    mutating func token(_ t: JSONNode) -> Int {
        followChain(from: t)
        return counted(t)
    }

    /// The chain of whole-value aliases from `t`, counted from its far end first, so that no
    /// count below recurses more than a step along it (a chain can be as long as the file: 50 000
    /// aliases overflowed the stack). A chain that returns on itself counts 0 where it closes (a
    /// cycle: reported as reference-cycle), as the recursion did.
    private mutating func followChain(from t: JSONNode) {
        var chain: [JSONNode] = [], seen = Set<ObjectIdentifier>()
        var cur = t
        while tokenMemo[ObjectIdentifier(cur)] == nil, !open.contains(ObjectIdentifier(cur)), seen.insert(ObjectIdentifier(cur)).inserted {
            chain.append(cur)
            guard let next = wholeAlias(cur) else { break }
            cur = next
        }
        if let last = chain.last, let next = wholeAlias(last), seen.contains(ObjectIdentifier(next)) { tokenMemo[ObjectIdentifier(last)] = 0 }
        for n in chain.dropFirst().reversed() { _ = counted(n) }
    }

    /// The token a token's whole value names, if it is an alias of one.
    private func wholeAlias(_ t: JSONNode) -> JSONNode? {
        guard let s = t["$value"]?.string, let names = References.aliasNames(s), let target = check.lookup(names),
              target.isObject, check.isToken(target) else { return nil }
        return target
    }

    private mutating func counted(_ t: JSONNode) -> Int {
        let id = ObjectIdentifier(t)
        if let n = tokenMemo[id] { return n }
        guard open.insert(id).inserted else { return 0 }   // a cycle: reported as reference-cycle
        defer { open.remove(id) }
        let n = t["$value"].map { value($0) } ?? 1
        tokenMemo[id] = n
        return n
    }

    private mutating func value(_ v: JSONNode) -> Int {
        if let s = v.string, let names = References.aliasNames(s), let target = check.lookup(names), target.isObject, check.isToken(target) {
            return token(target)
        }
        if let p = References.pointerObject(v), let tokens = References.pointerTokens(p), let target = ResolverCheck.walk(check.root, tokens) {
            let id = ObjectIdentifier(target)
            if let n = valueMemo[id] { return n }
            guard open.insert(id).inserted else { return 0 }
            defer { open.remove(id) }
            let n = value(target)
            valueMemo[id] = n
            return n
        }
        var n = 1
        for child in (v.members?.map(\.value) ?? v.items ?? []) {
            n = Self.add(n, value(child))
            if n >= Self.cap { break }
        }
        return n
    }
}
