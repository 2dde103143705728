import JSONReader
/// Reference syntax (Format §7): curly-brace aliases `{group.token}` and JSON Pointers `#/a/b`.
enum References {
    /// References followed in one chain before `check` gives up (an untrusted file can chain
    /// many); the spec sets no limit, so reaching it is reported as `reference-limit`.
    static let maxChain = 64

    /// A string that is meant as an alias: it starts with `{` and ends with `}`.
    static func looksLikeAlias(_ s: String) -> Bool { s.count >= 2 && s.hasPrefix("{") && s.hasSuffix("}") }

    /// The names of `{a.b.c}`, or nil if malformed: empty names, braces inside, or a name
    /// starting with `$` other than `$root` (Format §6.2 references `{group.$root}`).
    static func aliasNames(_ s: String) -> [String]? {
        guard looksLikeAlias(s) else { return nil }
        let inner = s.dropFirst().dropLast()
        let names = inner.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        for n in names {
            if n.isEmpty || n.contains("{") || n.contains("}") { return nil }
            if n.hasPrefix("$"), n != "$root" { return nil }
        }
        return names
    }

    /// The tokens of a same-document JSON Pointer `#/a/b` (RFC 6901, `~1` = `/`, `~0` = `~`),
    /// or nil if it is not one.
    static func pointerTokens(_ s: String) -> [String]? {
        guard s.hasPrefix("#") else { return nil }
        let body = s.dropFirst()
        if body.isEmpty { return [] }
        guard body.hasPrefix("/") else { return nil }
        var out: [String] = []
        for raw in body.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            var t = "", chars = Array(raw), k = 0
            while k < chars.count {
                if chars[k] == "~" {
                    guard k + 1 < chars.count, chars[k + 1] == "0" || chars[k + 1] == "1" else { return nil }
                    t.append(chars[k + 1] == "0" ? "~" : "/"); k += 2
                } else { t.append(chars[k]); k += 1 }
            }
            out.append(t)
        }
        return out
    }

    /// A pointer's tokens written back (`#/a/b`).
    static func pointer(_ tokens: [String]) -> String {
        "#" + tokens.map { "/" + $0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1") }.joined()
    }

    /// An object that is only `{"$ref": "…"}` (the schema's JSON Pointer reference object).
    static func pointerObject(_ n: JSONNode) -> String? {
        guard let m = n.members, m.count == 1, m[0].key == "$ref" else { return nil }
        return m[0].value.string ?? ""
    }
}

/// Where a value is being checked: the token, the place inside it (for messages and to catch a
/// pointer to its own container), and the pointers followed to get here.
struct ValueContext {
    var token: [String]
    var location: [String]
    var depth: Int
    var pointers: [String] = []
    /// Once a `$ref` has been followed, problems of what it reached are reported at the `$ref`
    /// (where the author can fix the reference), with the target's place in the message.
    var anchor: Position? = nil

    func sub(_ key: String) -> ValueContext { var c = self; c.location.append(key); return c }
    func sub(_ index: Int) -> ValueContext { sub(String(index)) }

    /// `$value.components.1: ` for messages (nothing for the whole value); a place reached
    /// through a pointer is shown as that pointer.
    var part: String {
        guard location.starts(with: token) else { return References.pointer(location) + ": " }
        let inside = location.dropFirst(token.count)
        return inside.count <= 1 ? "" : inside.joined(separator: ".") + ": "
    }
}
