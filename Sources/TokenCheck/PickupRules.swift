import JSONReader

/// Pickup's rules about the document (docs/dtcg-rules.md, "Pickup's rules about the
/// document"): what every output of `pickup tokens` needs of any token file, whatever the
/// screens read — each token's exported name (`ExportedName`), and Pickup's `$extensions`
/// namespace (`PickupExtension`): its keys and values, and a text style or domain only on a token
/// of a type that takes it. Judged on the document as the loader reads its groups (`Expansion`),
/// with each group's settings passed down to its tokens as the loader passes them.
extension DocumentCheck {
    func checkPickupRules() {
        var expansion = Expansion(root: root)
        let effective = Self.copies(root) ? (expansion.run() ?? root) : root
        var walk = PickupWalk(check: self)
        walk.group(effective, path: [], inherited: PickupExtension.Settings(), type: nil)
        // The first of two names that meet, in the file's order, keeps it. A name the spec
        // refuses (`name-characters`, `name-empty`) is not judged again as an output's name.
        let named = walk.tokens.filter { $0.path.allSatisfy { !$0.isEmpty && !$0.contains(where: { "{}.".contains($0) }) } }
        let ordered = named.enumerated().sorted { a, b in
            let (x, y) = (a.element.at, b.element.at)
            if x.file != y.file { return x.file < y.file }
            if x.line != y.line { return x.line < y.line }
            if x.column != y.column { return x.column < y.column }
            return a.offset < b.offset
        }.map(\.element)
        for r in ExportedName.refusals(ordered.map { $0.path.joined(separator: ".") }) {
            report(ordered[r.index].at, ordered[r.index].path, r.rule, r.message)
        }
    }
}

/// One walk of the groups as the loader reads them: the tokens (for their exported names), and
/// the `com.pickup` settings each inherits, checked where they are written and where they land.
private struct PickupWalk {
    let check: DocumentCheck
    var tokens: [(path: [String], at: Position)] = []
    /// Problems already reported (a group's settings copied through `$extends` are reported once).
    var reported: Set<String> = []

    init(check: DocumentCheck) { self.check = check }

    mutating func report(_ at: Position, _ path: [String], _ message: String) {
        guard reported.insert("\(at.file):\(at.line):\(at.column):\(message)").inserted else { return }
        check.report(at, path, .pickupExtension, message)
    }

    /// `n`'s own `com.pickup` settings laid over `inherited`, and the node that declares them
    /// (nil settings: they cannot be read, and the loader stops there).
    mutating func settings(_ n: JSONNode, _ path: [String], inherited: PickupExtension.Settings) -> (PickupExtension.Settings?, JSONNode?) {
        guard let mine = n["$extensions"]?[PickupExtension.namespace] else { return (inherited, nil) }
        switch PickupExtension.read(mine) {
        case .failure(let f):
            // An unknown key at its name; a value that is wrong at the value.
            var node = mine, keyAt: Position? = nil
            for k in f.at {
                guard let m = node.member(k) else { break }
                keyAt = m.keyPosition; node = m.value
            }
            report(f.message.contains("unknown key") ? (keyAt ?? node.position) : node.position, path, f.message)
            return (nil, mine)
        case .success(let own):
            return (own.laid(over: inherited), mine)
        }
    }

    mutating func group(_ g: JSONNode, path: [String], inherited: PickupExtension.Settings, type: String?) {
        let here = settings(g, path, inherited: inherited).0 ?? inherited
        var groupType = type
        if let t = g["$type"]?.string, TokenType(rawValue: t) != nil { groupType = t }
        for m in g.members ?? [] where (!m.key.hasPrefix("$") || m.key == "$root") && m.value.isObject {
            if m.value.has("$value") || m.value.has("$ref") {
                token(m, path: path + [m.key], inherited: here, groupType: groupType)
            } else {
                group(m.value, path: path + [m.key], inherited: here, type: groupType)
            }
        }
    }

    mutating func token(_ m: JSONNode.Member, path: [String], inherited: PickupExtension.Settings, groupType: String?) {
        tokens.append((path, m.keyPosition))
        let (own, mine) = settings(m.value, path, inherited: inherited)
        guard let s = own, let type = type(m.value, groupType: groupType) else { return }   // reported above, or type-missing
        // Where the setting is written on the token, there; an inherited one, at the token's name.
        func place(_ key: String) -> Position { mine?.member(key)?.keyPosition ?? m.keyPosition }
        if s.textStyle != nil, let why = PickupExtension.styleMisfit(type: type) {
            report(place("textStyle"), path, "$extensions.\(PickupExtension.namespace).textStyle: \(why)")
        }
        if let d = s.domain, let why = PickupExtension.misfit(d, type: type) {
            report(place("domain"), path, "$extensions.\(PickupExtension.namespace).domain: \(why)")
        }
    }

    /// The token's type as the loader finds it: a reference's target's, else its own `$type`,
    /// else its group's.
    func type(_ n: JSONNode, groupType: String?) -> String? {
        if let i = check.tokenIndex[ObjectIdentifier(n)], check.isReference(i) { return check.resolvedType(i)?.rawValue }
        if let t = n["$type"]?.string { return TokenType(rawValue: t)?.rawValue }
        return groupType
    }
}
