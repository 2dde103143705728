import JSONReader

/// Aliases followed once, for every token: a token written `{a.b}` takes the value of the token
/// it names (Format 7.1.1), and remembers where its value came from (`Token.refs`).
extension TokenModel {
    /// `{a.b.c}` → `a.b.c`, or nil if `v` is not an alias.
    static func aliasTarget(_ v: JSONNode) -> String? {
        guard let s = v.string, References.looksLikeAlias(s) else { return nil }
        return String(s.dropFirst().dropLast())
    }

    /// The resolved token at `path` (resolving it, and what it names, on first use). A cycle or a
    /// name that is no token is `check`'s problem; the model meets one only in a document it never passed.
    mutating func resolve(_ path: String, visiting: [String] = []) throws -> Token {
        if let done = resolved[path] { return done }
        guard let raw = raws[path], !visiting.contains(path), visiting.count <= References.maxChain else {
            let at = visiting.first.flatMap { raws[$0]?.value } ?? raws[path]?.value
            throw Problem(at?.position ?? Position(file: file, line: 1, column: 1), visiting.first ?? path, .referenceUnresolved,
                          "'{\(path)}' cannot be resolved (pickup check names the problem)")
        }
        var token: Token
        if let written = Self.aliasTarget(raw.value) {
            let t = try resolve(written, visiting: visiting + [path])
            token = Token(path: path, value: t.value, description: raw.description, alias: written,
                          deprecated: raw.deprecated, extensions: raw.extensions, colorSource: t.colorSource)
            token.refs = ["": written]
            token.remFields = t.remFields
            token.colorParts = t.colorParts
        } else {
            token = try literal(raw, visiting: visiting + [path])
        }
        token.platforms = raw.settings.platforms
        token.domain = raw.settings.domain.map { TokenDomain(value: $0.value, parts: $0.parts) }
        // An alias scales with the style of the token it names, unless it names its own.
        token.textStyle = raw.settings.textStyle ?? Self.aliasTarget(raw.value).flatMap { resolved[$0]?.textStyle }
        resolved[path] = token
        return token
    }

    /// A token whose value is written out (its fields may still be aliases).
    private mutating func literal(_ raw: Raw, visiting: [String]) throws -> Token {
        guard let type = raw.declaredType else {
            throw fail(raw.value, raw.path, .typeMissing, "the token has no $type and no enclosing group has one")
        }
        // Another token resolved while reading this one keeps its own record.
        let saved = (refs, remFields, colorParts)
        refs = [:]; remFields = []; colorParts = [:]
        defer { (refs, remFields, colorParts) = saved }
        var source: ColorSource?
        let value: TokenValue
        if type == .color {
            let (c, src) = try color(raw.value, Spot(path: raw.path, field: nil, visiting: visiting))
            value = .color(c); source = src
        } else {
            value = try parse(raw.value, as: type, Spot(path: raw.path, field: nil, visiting: visiting))
        }
        var token = Token(path: raw.path, value: value, description: raw.description, alias: nil,
                          deprecated: raw.deprecated, extensions: raw.extensions, colorSource: source)
        token.refs = refs
        token.remFields = remFields
        token.colorParts = colorParts
        return token
    }
}
