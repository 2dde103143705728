import Foundation
import TokenCheck

/// The parts of a DTCG 2025.10 document resolved before tokens are read: `$extends` on groups
/// (the group takes the named group's tokens and groups; its own override them, a token
/// whole) and `{"$ref": "#/json/pointer"}` references (RFC 6901) inside values. A `$ref` to a
/// whole token becomes the alias `{path}` (so its type is checked and it shows as an alias);
/// a `$ref` into a value (`#/color/brand/$value/components/0`) is replaced by what it points at.
struct References {
    let file: String
    var root: [String: Any]
    init(file: String, root: [String: Any]) { self.file = file; self.root = root }
    static let maxDepth = TokenCheck.maxChain
    /// The most groups and tokens `$extends` may expand a document to: groups that extend one
    /// another can double it per level, so a small file could otherwise take minutes and
    /// gigabytes (18 levels) or never end (30).
    static let maxExpandedNodes = TokenCheck.maxExpandedNodes
    private var expanded = 0
    /// What following `$ref`s has made so far (copies of groups, values): a group copied twice
    /// per level doubles the document each level, so it is counted as it is made, against
    /// `maxExpandedNodes`, and refused before it can take minutes and gigabytes.
    private final class Made { var nodes = 0 }
    private let made = Made()

    /// The number of objects, arrays and scalars in a JSON value.
    static func size(_ v: Any) -> Int {
        if let o = v as? [String: Any] { return o.values.reduce(1) { $0 + size($1) } }
        if let a = v as? [Any] { return a.reduce(1) { $0 + size($1) } }
        return 1
    }

    func spend(_ n: Int, _ path: [String]) throws {
        made.nodes += n
        if made.nodes > Self.maxExpandedNodes {
            throw error(.tooLarge, path, "following $ref makes the document larger than \(Self.maxExpandedNodes) groups, tokens and values; "
                        + "references that copy a group more than once per level multiply it — refusing")
        }
    }
    /// Each extended group's expansion, made once (it does not depend on who extends it).
    private var expansions: [[String]: [String: Any]] = [:]

    func error(_ kind: TokenError.Kind, _ path: [String], _ message: String) -> TokenError {
        TokenError(kind, file: file, path: path.isEmpty ? nil : path.joined(separator: "."), message)
    }

    /// `#/a/b~1c` → ["a", "b/c"].
    static func pointer(_ s: String) -> [String]? {
        guard s == "#" || s.hasPrefix("#/") else { return nil }
        if s == "#" { return [] }
        return s.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
    }

    /// The group `$extends` names: `"{a.b}"` or `"#/a/b"`.
    func extendsTarget(_ v: Any, at path: [String]) throws -> [String] {
        if let s = v as? String, let t = TokenLoader.aliasTarget(s) { return t.split(separator: ".").map(String.init) }
        // The schema's JSON Pointer string ("#/button"), which Format 6.4.5 allows as any reference format.
        if let s = v as? String, s.hasPrefix("#"), let p = Self.pointer(s) { return p }
        throw error(.malformedValue, path, "$extends must name a group as a reference string, \"{group.path}\" or \"#/group/path\" (Format 6.4.5), found \(show(v))")
    }

    func node(_ segments: [String]) -> Any? {
        var node: Any = root
        for seg in segments {
            if let o = node as? [String: Any], let n = o[seg] { node = n }
            else if let a = node as? [Any], let i = Int(seg), i >= 0, i < a.count { node = a[i] }
            else { return nil }
        }
        return node
    }

    mutating func expandExtends(_ g: [String: Any], path: [String], stack: [[String]]) throws -> [String: Any] {
        var g = g
        if g["$value"] != nil { return g }
        if let ext = g["$extends"] {
            let target = try extendsTarget(ext, at: path)
            let name = "{\(target.joined(separator: "."))}"
            if stack.contains(target) || Array(path.prefix(target.count)) == target || stack.count >= Self.maxDepth {
                throw error(.aliasCycle, path, "$extends cycle: \((stack + [path, target]).map { $0.joined(separator: ".") }.joined(separator: " → "))")
            }
            guard let base = node(target) as? [String: Any] else {
                throw error(.unknownAlias, path, "$extends \(name): no group has that path")
            }
            guard base["$value"] == nil else { throw error(.wrongType, path, "$extends \(name) is a token; it must name a group") }
            let expandedBase: [String: Any]
            if let done = expansions[target] { expandedBase = done } else {
                expandedBase = try expandExtends(base, path: target, stack: stack + [path])
                expansions[target] = expandedBase
            }
            g.removeValue(forKey: "$extends")
            g = Resolver.merge(expandedBase, g)
        }
        expanded += g.count
        if expanded > Self.maxExpandedNodes {
            throw error(.tooLarge, path, "the document has, or $extends expands it to, more than \(Self.maxExpandedNodes) groups and tokens; "
                        + "groups that extend each other multiply it — refusing")
        }
        for (k, v) in g where !k.hasPrefix("$") || k == "$root" {
            if let child = v as? [String: Any] { g[k] = try expandExtends(child, path: path + [k], stack: stack) }
        }
        return g
    }

    /// Token-level references (DTCG 2025.10, a MUST): a member `{"$ref": "#/colors/blue"}` of a
    /// group stands for what the pointer names. A token becomes an alias of it (`{colors.blue}`,
    /// so its type and value follow the target), keeping any `$description`, `$extensions` or
    /// `$deprecated` of its own; a group becomes a copy of the group, itself resolved; a pointer
    /// into a value (`…/$value/…`) becomes that value.
    func resolveTokenRefs(_ g: [String: Any], path: [String], stack: [String]) throws -> [String: Any] {
        var g = g
        // Members of groups, as `check` counts them (a token's own keys are not members): the
        // loader never refuses a document `check` passes.
        if g["$value"] == nil { try spend(g.count, path) }
        for (k, v) in g where !k.hasPrefix("$") || k == "$root" {
            guard let child = v as? [String: Any] else { continue }
            g[k] = try member(child, at: path + [k], stack: stack)
        }
        return g
    }

    /// One member of a group, its token-level `$ref` (if any) followed.
    private func member(_ child: [String: Any], at here: [String], stack: [String]) throws -> [String: Any] {
        guard child["$value"] == nil, let r = child["$ref"] else { return try resolveTokenRefs(child, path: here, stack: stack) }
        guard let s = r as? String, let segs = Self.pointer(s) else {
            throw error(.malformedValue, here, "$ref must be a JSON pointer within the document (\"#/group/token\"), found \(show(r))")
        }
        if stack.contains(s) || stack.count >= Self.maxDepth {
            throw error(.aliasCycle, here, "$ref cycle: \((stack + [s]).joined(separator: " → "))")
        }
        guard let target = node(segs) else { throw error(.unknownAlias, here, "$ref \"\(s)\" points at nothing in the document") }
        var out = child
        out.removeValue(forKey: "$ref")
        if segs.last == "$value", segs.count > 1, let t = node(Array(segs.dropLast())) as? [String: Any], t["$value"] != nil {
            // A pointer to a token's whole value is an alias of that token (Format 7.1.2), so its
            // type is the token's (5.2.2), whatever a group above it declares.
            out["$value"] = "{\(segs.dropLast().joined(separator: "."))}"
        } else if segs.contains("$value") {
            out["$value"] = ["$ref": s]
        } else if let t = target as? [String: Any], t["$value"] != nil {
            out["$value"] = "{\(segs.joined(separator: "."))}"
        } else if let t = target as? [String: Any] {
            // A group, or another reference: followed (a cycle is caught by `stack`).
            out = Resolver.merge(try member(t, at: segs, stack: stack + [s]), out)
        } else {
            throw error(.wrongType, here, "$ref \"\(s)\" points at neither a token nor a group")
        }
        return out
    }

    /// Every `$ref` inside the tokens' values replaced (see the type's comment).
    func dereference(_ g: [String: Any], path: [String], stack: [String]) throws -> [String: Any] {
        var g = g
        if let v = g["$value"] {
            g["$value"] = try value(v, path: path, stack: stack)
            return g
        }
        for (k, v) in g where !k.hasPrefix("$") || k == "$root" {
            if let child = v as? [String: Any] { g[k] = try dereference(child, path: path + [k], stack: stack) }
        }
        return g
    }

    func value(_ v: Any, path: [String], stack: [String]) throws -> Any {
        if let o = v as? [String: Any] {
            guard let r = o["$ref"] else { return try o.mapValues { try value($0, path: path, stack: stack) } }
            guard o.count == 1, let s = r as? String else {
                throw error(.malformedValue, path, "a reference is {\"$ref\": \"#/json/pointer\"} and nothing else, found \(show(v))")
            }
            guard let segs = Self.pointer(s) else {
                throw error(.malformedValue, path, "$ref \"\(s)\": only references within the same document (\"#/…\") are supported")
            }
            if stack.contains(s) || stack.count >= Self.maxDepth {
                throw error(.aliasCycle, path, "$ref cycle: \((stack + [s]).joined(separator: " → "))")
            }
            guard let target = node(segs) else {
                throw error(.unknownAlias, path, "$ref \"\(s)\" points at nothing in the document")
            }
            if let t = target as? [String: Any], !segs.contains("$value") {
                guard t["$value"] != nil else { throw error(.wrongType, path, "$ref \"\(s)\" points at a group, not a token") }
                return "{\(segs.joined(separator: "."))}"
            }
            // What is copied is counted: values that name values twice per level double.
            try spend(Self.size(target), path)
            return try value(target, path: path, stack: stack + [s])
        }
        if let a = v as? [Any] { return try a.map { try value($0, path: path, stack: stack) } }
        return v
    }
}

/// JSON text with sorted keys: the same object gives the same bytes.
func canonicalJSON(_ o: Any) -> String {
    guard JSONSerialization.isValidJSONObject(o),
          let d = try? JSONSerialization.data(withJSONObject: o, options: [.sortedKeys, .withoutEscapingSlashes]) else { return "{}" }
    return String(decoding: d, as: UTF8.self)
}
