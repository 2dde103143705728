import Foundation
import Geometry
import InputFile
import JSONReader
import PathNames
import TokenCheck

/// Reads a DTCG token file: finds tokens and groups (`$root` tokens, `$extends` on groups),
/// resolves `{dotted.path}` aliases and `{"$ref": "#/json/pointer"}` references (also inside
/// composite values), inherits `$type` and `$deprecated` from groups and checks every value
/// against its type.
struct TokenLoader {
    let file: String

    /// A token as written, before its alias (if any) is followed.
    struct Raw {
        var path: String
        /// Its `$type`, or the closest group's.
        var declaredType: TokenType?
        /// Its own `$type` (not a group's): an alias's type is the token it names (Format
        /// 5.2.2), and only a type written on the token itself must agree with it.
        var ownType: TokenType? = nil
        var value: Any
        var description: String?
        var deprecated: String?
        var extensions: String?
        var platforms: [String]?
        var domain: TokenDomain?
        /// `$extensions["com.pickup"]["textStyle"]`: the Apple text style it scales with.
        var textStyle: String?
    }
    /// The `$extensions` namespace this project reads: `{"com.pickup": {"platforms": ["ios"]}}`,
    /// `{"com.pickup": {"domain": {"minimum": 0, "maximum": 400}}}` (`TokenDomain`),
    /// `{"com.pickup": {"textStyle": "body"}}` (`TextStyle`).
    static let extensionNamespace = PickupExtension.namespace
    private var raws: [String: Raw] = [:]
    private var resolved: [String: Token] = [:]
    /// How many aliases each resolved token's value went through (0 for a literal).
    private var depths: [String: Int] = [:]
    /// The token being parsed: its fields written as aliases and in rem (`Token.refs`, `remFields`),
    /// recorded by the value parsers (TokenLoader+Values.swift, TokenLoader+Composites.swift).
    var refs: [String: String] = [:]
    var remFields: Set<String> = []
    /// The token being parsed: its composite's colours as written (`Token.colorParts`).
    var colorParts: [String: ColorSource] = [:]
    /// The longest alias chain accepted: deeper ones are refused with a clear error instead of
    /// recursing until the stack runs out.
    static let maxAliasDepth = TokenCheck.maxChain
    /// The properties a token may have, and a group (§5–6); any other `$` name is refused.
    static let tokenProperties: Set<String> = ["$value", "$type", "$description", "$extensions", "$deprecated"]
    static let groupProperties: Set<String> = ["$type", "$description", "$extensions", "$deprecated", "$extends", "$root"]

    init(file: String) { self.file = file }

    func error(_ kind: TokenError.Kind, _ path: String?, _ message: String) -> TokenError {
        TokenError(kind, file: file, path: path, message)
    }

    mutating func load(_ data: Data) throws -> [String: Token] {
        return try load(object: try Self.read(data, file: file))
    }

    /// A token file, resolver or source read with the one JSON reader (`JSONScanner`): strict
    /// RFC 8259 in UTF-8, a duplicate key refused naming both places, the file's size and
    /// nesting bounded; as the objects the loader reads.
    static func read(_ data: Data, file: String) throws -> Any {
        do { return try JSONScanner.document(data, file: file).foundation } catch let p as JSONProblem {
            throw TokenError(p.kind == .fileRead ? .tooLarge : .invalidJSON, file: file, path: nil, p.description)
        }
    }

    /// A token file's or resolver's bytes, through the one opener, read no further than the
    /// reader's bound. `what`: "token file", "resolver file". Missing, or not a regular file
    /// (a FIFO, a folder): `.notFound` (exit 66), before a byte is read; too large: `check`'s
    /// file-read problem.
    static func contents(_ path: String, what: String) throws -> Data {
        do { return try JSONScanner.contents(of: path) } catch let r as InputFile.Refusal {
            switch r.kind {
            case .missing: throw TokenError(.notFound, file: path, path: nil, "the \(what) does not exist")
            case .notRegular: throw TokenError(.notFound, file: path, path: nil, "the \(what) \(r.reason)")
            case .unreadable: throw TokenError(.unreadable, file: path, path: nil, "the \(what) \(r.reason)")
            case .tooLarge:
                throw TokenError(TokenCheck.problem(reading: JSONProblem(Position(file: path, line: 1, column: 1), .fileRead, JSONScanner.message(r))))
            }
        }
    }

    /// Loads an already parsed document (the resolver's merged sets and contexts).
    mutating func load(object root: Any) throws -> [String: Token] {
        guard var object = root as? [String: Any] else {
            throw error(.invalidJSON, nil, "the top level must be a JSON object of groups and tokens")
        }
        if let schema = object["$schema"], !(schema is String) {
            throw error(.malformedValue, "$schema", "$schema must be a string (the schema's URI), found \(show(schema))")
        }
        object.removeValue(forKey: "$schema")
        var doc = References(file: file, root: object)
        let referenced = try doc.resolveTokenRefs(object, path: [], stack: [])
        doc.root = referenced
        let expanded = try doc.expandExtends(referenced, path: [], stack: [])
        doc.root = expanded
        let dereferenced = try doc.dereference(expanded, path: [], stack: [])
        try collect(dereferenced, path: [], inheritedType: nil, inheritedDeprecated: nil)
        for path in raws.keys.sorted() { _ = try resolve(path, visiting: []) }
        return resolved
    }

    // MARK: finding tokens and groups

    /// What Pickup's namespace (`com.pickup`) of `$extensions` says, inherited from the groups
    /// above: the platforms, the domain, and the text style a token scales with.
    struct Inherited {
        var platforms: [String]?
        var domain: TokenDomain?
        var textStyle: String?
    }

    /// `$extensions` as canonical JSON, with what Pickup's namespace (`com.pickup`) adds to
    /// `inherited`.
    private static func extensions(_ e: Any?, at: String?, inherited: Inherited,
                                   _ error: (TokenError.Kind, String?, String) -> TokenError) throws -> (String?, Inherited) {
        guard let e else { return (nil, inherited) }
        guard let o = e as? [String: Any] else { throw error(.malformedValue, at, "$extensions must be an object, found \(show(e))") }
        guard let mine = o[extensionNamespace] else { return (canonicalJSON(o), inherited) }
        // What each key may hold is `check`'s definition (`PickupExtension`), read the same way.
        let declared: PickupExtension.Settings
        switch PickupExtension.read(mine) {
        case .success(let d): declared = d
        case .failure(let f): throw error(.malformedValue, at, f.message)
        }
        var out = inherited
        if let d = declared.domain { out.domain = TokenDomain(value: d.value, parts: d.parts) }
        if let p = declared.platforms { out.platforms = p }
        if let t = declared.textStyle { out.textStyle = t }
        return (canonicalJSON(o), out)
    }

    /// `$deprecated`: a message, "" (deprecated without one), or nil; inherited if absent.
    private static func deprecated(_ d: Any?, at: String?, inherited: String?,
                                   _ error: (TokenError.Kind, String?, String) -> TokenError) throws -> String? {
        guard let d else { return inherited }
        if let s = d as? String { return s }
        if let b = d as? Bool, !(d is NSNumber && number(d) != nil) { return b ? "" : nil }
        throw error(.malformedValue, at, "$deprecated must be true, false or a message, found \(show(d))")
    }

    private mutating func collect(_ group: [String: Any], path: [String], inheritedType: TokenType?,
                                  inheritedDeprecated: String?, inherited: Inherited = Inherited()) throws {
        let dotted = path.joined(separator: ".")
        let at = dotted.isEmpty ? nil : dotted
        let isToken = group["$value"] != nil
        for key in group.keys where key.hasPrefix("$") {
            let allowed = isToken ? Self.tokenProperties : Self.groupProperties
            guard allowed.contains(key) else {
                throw error(.malformedValue, at, "unknown property '\(FilePath.clip(key))' on a \(isToken ? "token" : "group"); "
                            + "names starting with '$' are reserved (\(allowed.sorted().joined(separator: ", ")))")
            }
        }
        var groupType = inheritedType
        if let t = group["$type"] {
            guard let name = t as? String, let type = TokenType(rawValue: name) else {
                throw error(.wrongType, at,
                            "unknown $type \(show(t)); expected one of \(TokenType.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            groupType = type
        }
        if let d = group["$description"], !(d is String) {
            throw error(.malformedValue, at, "$description must be a string, found \(show(d))")
        }
        let (extensions, mine) = try Self.extensions(group["$extensions"], at: at, inherited: inherited, error)
        let deprecated = try Self.deprecated(group["$deprecated"], at: at, inherited: inheritedDeprecated, error)
        if let value = group["$value"] {
            // Format 6.1: "Tools MUST report this as an error".
            if let child = group.keys.sorted().first(where: { !$0.hasPrefix("$") }) {
                throw error(.malformedValue, at, "a token (it has $value) cannot also hold the token or group '\(FilePath.clip(child))'; "
                            + "move one of them, or make this a group with a $root token")
            }
            raws[dotted] = Raw(path: dotted, declaredType: groupType, ownType: (group["$type"] as? String).flatMap(TokenType.init),
                               value: value, description: group["$description"] as? String, deprecated: deprecated,
                               extensions: extensions, platforms: mine.platforms, domain: mine.domain, textStyle: mine.textStyle)
            return
        }
        for key in group.keys.sorted() where !key.hasPrefix("$") || key == "$root" {
            let childPath = dotted.isEmpty ? key : dotted + "." + key
            if key.isEmpty { throw error(.malformedValue, childPath, "a token or group name cannot be empty") }
            if key.contains(".") || key.contains("{") || key.contains("}") {
                throw error(.malformedValue, childPath, "a token or group name may not contain '.', '{' or '}'")
            }
            guard let child = group[key] as? [String: Any] else {
                throw error(.malformedValue, childPath, "expected a group or a token (an object with $value), found \(show(group[key]!))")
            }
            if key == "$root", child["$value"] == nil {
                throw error(.malformedValue, childPath, "$root must be a token (an object with $value)")
            }
            try collect(child, path: path + [key], inheritedType: groupType, inheritedDeprecated: deprecated, inherited: mine)
        }
    }

    // MARK: aliases

    /// `{a.b.c}` → `a.b.c`, or nil if `v` is not an alias.
    static func aliasTarget(_ v: Any) -> String? {
        guard let s = v as? String, s.hasPrefix("{"), s.hasSuffix("}"), s.count >= 2 else { return nil }
        return String(s.dropFirst().dropLast())
    }

    /// The token an alias names: a whole token only (`{color.accent.$root}` for a group's root
    /// token; Format 7.1.1, decisions, case 11).
    func lookup(_ target: String) -> String? { raws[target] != nil ? target : nil }

    mutating func resolve(_ path: String, visiting: [String]) throws -> Token {
        if let done = resolved[path] { return done }
        guard let raw = raws[path] else { throw error(.missing, path, "no such token") }
        if visiting.contains(path) {
            throw error(.aliasCycle, visiting.first!, "alias cycle: \((visiting + [path]).joined(separator: " → "))")
        }
        if visiting.count > Self.maxAliasDepth {
            throw error(.aliasTooDeep, visiting.first!,
                        "alias chain deeper than \(Self.maxAliasDepth) (\(visiting.prefix(3).joined(separator: " → ")) → …)")
        }
        var token: Token
        if let written = Self.aliasTarget(raw.value) {
            token = try alias(path, raw, written, visiting: visiting)
        } else {
            token = try literal(path, raw, visiting: visiting)
        }
        token.platforms = raw.platforms
        token.domain = raw.domain
        // An alias scales with the style of the token it names, unless it names its own.
        token.textStyle = raw.textStyle ?? (Self.aliasTarget(raw.value).flatMap { resolved[$0]?.textStyle })
        if token.textStyle != nil, let why = PickupExtension.styleMisfit(type: token.value.type.rawValue) {
            throw error(.malformedValue, path, "$extensions.\(Self.extensionNamespace).textStyle: \(why)")
        }
        if let d = token.domain, let why = d.misfit(token.value.type) {
            throw error(.malformedValue, path, "$extensions.\(Self.extensionNamespace).domain: \(why)")
        }
        resolved[path] = token
        return token
    }

    /// A token written as an alias (`written`), as the token it names.
    private mutating func alias(_ path: String, _ raw: Raw, _ written: String, visiting: [String]) throws -> Token {
        guard let target = lookup(written) else {
            throw error(.unknownAlias, path, "unknown alias {\(FilePath.clip(written))}: no token has that path")
        }
        let t = try resolve(target, visiting: visiting + [path])
        let depth = (depths[target] ?? 0) + 1
        if depth > Self.maxAliasDepth {
            throw error(.aliasTooDeep, path, "alias chain deeper than \(Self.maxAliasDepth) (through {\(target)})")
        }
        depths[path] = depth
        if let declared = raw.ownType, declared != t.value.type {
            throw error(.wrongType, path, "is declared \(declared.rawValue) but its alias {\(target)} is a \(t.value.type.rawValue)")
        }
        var token = Token(path: path, value: t.value, description: raw.description, alias: written,
                          deprecated: raw.deprecated, extensions: raw.extensions, colorSource: t.colorSource)
        token.refs = ["": target]
        token.remFields = t.remFields
        token.colorParts = t.colorParts
        return token
    }

    /// A token whose value is written out (its fields may still be aliases).
    private mutating func literal(_ path: String, _ raw: Raw, visiting: [String]) throws -> Token {
        guard let type = raw.declaredType else {
            throw error(.wrongType, path, "has no $type (on the token or any group above it) and is not an alias")
        }
        var source: ColorSource?
        let value: TokenValue
        // Another token resolved while parsing this one keeps its own record.
        let saved = (refs, remFields, colorParts)
        refs = [:]; remFields = []; colorParts = [:]
        defer { (refs, remFields, colorParts) = saved }
        if type == .color {
            let (c, src) = try ColorValue.parseWithSource(raw.value) { error(.malformedValue, path, $0) }
            value = .color(c); source = src
        } else {
            value = try parse(raw.value, as: type, path: path, visiting: visiting + [path])
        }
        var token = Token(path: path, value: value, description: raw.description, alias: nil,
                          deprecated: raw.deprecated, extensions: raw.extensions, colorSource: source)
        token.refs = refs
        token.remFields = remFields
        token.colorParts = colorParts
        return token
    }
}

/// A JSON number (not a Bool, which Foundation also bridges to NSNumber).
func number(_ v: Any?) -> Double? {
    // JSON booleans arrive as NSNumber too, with the Objective-C type code "c".
    guard let n = v as? NSNumber, String(cString: n.objCType) != "c" else { return nil }
    return n.doubleValue
}

/// A JSON value as an error message shows it: at most 80 characters.
public func jsonSnippet(_ v: Any) -> String { show(v) }

/// A short rendering of a JSON value for error messages: at most 80 characters.
func show(_ v: Any) -> String { PickupExtension.shown(v) }
