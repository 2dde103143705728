import Foundation
import Geometry

/// Reads a DTCG token file: finds tokens and groups, resolves `{dotted.path}` aliases (also
/// inside composite values), inherits `$type` from groups and checks every value against its type.
struct TokenLoader {
    let file: String

    /// A token as written, before its alias (if any) is followed.
    struct Raw {
        var path: String
        var declaredType: TokenType?
        var value: Any
        var description: String?
    }
    private var raws: [String: Raw] = [:]
    private var resolved: [String: Token] = [:]
    /// How many aliases each resolved token's value went through (0 for a literal).
    private var depths: [String: Int] = [:]
    /// The longest alias chain accepted: deeper ones are refused with a clear error instead of
    /// recursing until the stack runs out.
    static let maxAliasDepth = 64
    /// Every number in a token file must be finite and at most this in magnitude; the screens'
    /// own domains (where each token is read) are far narrower.
    static let maxMagnitude = 1e6

    init(file: String) { self.file = file }

    func error(_ kind: TokenError.Kind, _ path: String?, _ message: String) -> TokenError {
        TokenError(kind, file: file, path: path, message)
    }

    mutating func load(_ data: Data) throws -> [String: Token] {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data, options: [])
        } catch let e {
            throw error(.invalidJSON, nil, invalidJSONMessage(e, in: data))
        }
        return try load(object: root)
    }

    /// Loads an already parsed document (the resolver's merged sets and contexts).
    mutating func load(object root: Any) throws -> [String: Token] {
        guard let object = root as? [String: Any] else {
            throw error(.invalidJSON, nil, "the top level must be a JSON object of groups and tokens")
        }
        try collect(object, path: [], inheritedType: nil)
        for path in raws.keys.sorted() { _ = try resolve(path, visiting: []) }
        return resolved
    }

    // MARK: finding tokens and groups

    private mutating func collect(_ group: [String: Any], path: [String], inheritedType: TokenType?) throws {
        let dotted = path.joined(separator: ".")
        var groupType = inheritedType
        if let t = group["$type"] {
            guard let name = t as? String, let type = TokenType(rawValue: name) else {
                throw error(.wrongType, dotted.isEmpty ? nil : dotted,
                            "unknown $type \(show(t)); expected one of \(TokenType.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            groupType = type
        }
        if let value = group["$value"] {
            raws[dotted] = Raw(path: dotted, declaredType: groupType, value: value,
                               description: group["$description"] as? String)
            return
        }
        for key in group.keys.sorted() where !key.hasPrefix("$") {
            let childPath = dotted.isEmpty ? key : dotted + "." + key
            if key.contains(".") || key.contains("{") || key.contains("}") {
                throw error(.malformedValue, childPath, "a token or group name may not contain '.', '{' or '}'")
            }
            guard let child = group[key] as? [String: Any] else {
                throw error(.malformedValue, childPath, "expected a group or a token (an object with $value), found \(show(group[key]!))")
            }
            try collect(child, path: path + [key], inheritedType: groupType)
        }
    }

    // MARK: aliases

    /// `{a.b.c}` → `a.b.c`, or nil if `v` is not an alias.
    static func aliasTarget(_ v: Any) -> String? {
        guard let s = v as? String, s.hasPrefix("{"), s.hasSuffix("}"), s.count > 2 else { return nil }
        return String(s.dropFirst().dropLast())
    }

    private mutating func resolve(_ path: String, visiting: [String]) throws -> Token {
        if let done = resolved[path] { return done }
        guard let raw = raws[path] else { throw error(.missing, path, "no such token") }
        if visiting.contains(path) {
            throw error(.aliasCycle, visiting.first!, "alias cycle: \((visiting + [path]).joined(separator: " → "))")
        }
        if visiting.count > Self.maxAliasDepth {
            throw error(.aliasTooDeep, visiting.first!,
                        "alias chain deeper than \(Self.maxAliasDepth) (\(visiting.prefix(3).joined(separator: " → ")) → …)")
        }
        let token: Token
        if let target = Self.aliasTarget(raw.value) {
            guard raws[target] != nil else {
                throw error(.unknownAlias, path, "unknown alias {\(target)}: no token has that path")
            }
            let t = try resolve(target, visiting: visiting + [path])
            let depth = (depths[target] ?? 0) + 1
            if depth > Self.maxAliasDepth {
                throw error(.aliasTooDeep, path, "alias chain deeper than \(Self.maxAliasDepth) (through {\(target)})")
            }
            depths[path] = depth
            if let declared = raw.declaredType, declared != t.value.type {
                throw error(.wrongType, path, "is declared \(declared.rawValue) but its alias {\(target)} is a \(t.value.type.rawValue)")
            }
            token = Token(path: path, value: t.value, description: raw.description, alias: target)
        } else {
            guard let type = raw.declaredType else {
                throw error(.wrongType, path, "has no $type (on the token or any group above it) and is not an alias")
            }
            token = Token(path: path, value: try parse(raw.value, as: type, path: path, visiting: visiting + [path]),
                          description: raw.description, alias: nil)
        }
        resolved[path] = token
        return token
    }

    /// Follows an alias inside a composite value (a typography's `fontSize: "{size.body}"`).
    private mutating func subValue(_ v: Any, as type: TokenType, path: String, field: String, visiting: [String]) throws -> TokenValue {
        if let target = Self.aliasTarget(v) {
            guard raws[target] != nil else {
                throw error(.unknownAlias, path, "\(field): unknown alias {\(target)}: no token has that path")
            }
            let t = try resolve(target, visiting: visiting)
            guard t.value.type == type else {
                throw error(.wrongType, path, "\(field): {\(target)} is a \(t.value.type.rawValue), expected \(type.rawValue)")
            }
            return t.value
        }
        return try parse(v, as: type, path: path, visiting: visiting, field: field)
    }

    // MARK: values

    private mutating func parse(_ v: Any, as type: TokenType, path: String, visiting: [String], field: String? = nil) throws -> TokenValue {
        let at = field.map { "\($0): " } ?? ""
        func bad(_ what: String) -> TokenError { error(.malformedValue, path, at + what) }
        /// Finite and at most `maxMagnitude`: no NaN, infinity or 1e308 reaches the screens.
        func sane(_ n: Double) throws -> Double {
            guard n.isFinite, abs(n) <= Self.maxMagnitude else {
                throw error(.outOfRange, path, at + "value \(n) is not a finite number within ±\(tokenNumber(Self.maxMagnitude))")
            }
            return n
        }
        switch type {
        case .color:
            return .color(try ColorValue.parse(v, fail: bad))
        case .dimension:
            guard let o = v as? [String: Any], let n = number(o["value"]), let unit = o["unit"] as? String else {
                throw bad("malformed dimension \(show(v)); expected {\"value\": 16, \"unit\": \"px\"}")
            }
            _ = try sane(n)
            switch unit {
            case "px": return .dimension(n)
            case "rem": return .dimension(try sane(n * 16))
            default: throw bad("unknown dimension unit \"\(unit)\"; expected \"px\" or \"rem\"")
            }
        case .duration:
            guard let o = v as? [String: Any], let n = number(o["value"]), let unit = o["unit"] as? String else {
                throw bad("malformed duration \(show(v)); expected {\"value\": 0.4, \"unit\": \"s\"}")
            }
            _ = try sane(n)
            guard n >= 0 else { throw bad("duration \(n) is negative") }
            switch unit {
            case "s": return .duration(n)
            case "ms": return .duration(n / 1000)
            default: throw bad("unknown duration unit \"\(unit)\"; expected \"ms\" or \"s\"")
            }
        case .number:
            guard let n = number(v) else { throw bad("expected a number, found \(show(v))") }
            return .number(try sane(n))
        case .fontFamily:
            if let s = v as? String, !s.isEmpty { return .fontFamily([s]) }
            if let a = v as? [String], !a.isEmpty { return .fontFamily(a) }
            throw bad("expected a font family name or a list of names, found \(show(v))")
        case .fontWeight:
            if let n = number(v) {
                guard n >= 1, n <= 1000, n == n.rounded() else { throw bad("font weight \(n) is not a whole number in 1…1000") }
                return .fontWeight(Int(n))
            }
            if let s = v as? String, let w = Self.weightNames[s] { return .fontWeight(w) }
            throw bad("unknown font weight \(show(v)); expected 1…1000 or a name such as \"semi-bold\"")
        case .cubicBezier:
            guard let a = v as? [Any], a.count == 4 else {
                throw bad("expected [x1, y1, x2, y2], found \(show(v))")
            }
            let n = a.compactMap(number)
            guard n.count == 4, (0...1).contains(n[0]), (0...1).contains(n[2]) else {
                throw bad("expected four numbers with x1 and x2 in 0…1, found \(show(v))")
            }
            for x in n { _ = try sane(x) }
            return .cubicBezier(n)
        case .typography:
            guard let o = v as? [String: Any] else { throw bad("expected a typography object, found \(show(v))") }
            for key in ["fontFamily", "fontSize", "fontWeight"] where o[key] == nil {
                throw bad("typography is missing \(key)")
            }
            guard case .fontFamily(let fam) = try subValue(o["fontFamily"]!, as: .fontFamily, path: path, field: "fontFamily", visiting: visiting),
                  case .dimension(let size) = try subValue(o["fontSize"]!, as: .dimension, path: path, field: "fontSize", visiting: visiting),
                  case .fontWeight(let weight) = try subValue(o["fontWeight"]!, as: .fontWeight, path: path, field: "fontWeight", visiting: visiting)
            else { throw bad("malformed typography") }
            var tracking = 0.0
            if let ls = o["letterSpacing"],
               case .dimension(let d) = try subValue(ls, as: .dimension, path: path, field: "letterSpacing", visiting: visiting) {
                tracking = d
            }
            var lineHeight: Double?
            if let lh = o["lineHeight"],
               case .number(let n) = try subValue(lh, as: .number, path: path, field: "lineHeight", visiting: visiting) {
                lineHeight = n
            }
            return .typography(Font(family: fam.joined(separator: ", "), size: size, weight: weight, letterSpacing: tracking),
                               lineHeight: lineHeight)
        case .transition:
            guard let o = v as? [String: Any], let d = o["duration"], let dl = o["delay"], let tf = o["timingFunction"] else {
                throw bad("expected {duration, delay, timingFunction}, found \(show(v))")
            }
            guard case .duration(let dur) = try subValue(d, as: .duration, path: path, field: "duration", visiting: visiting),
                  case .duration(let delay) = try subValue(dl, as: .duration, path: path, field: "delay", visiting: visiting),
                  case .cubicBezier(let curve) = try subValue(tf, as: .cubicBezier, path: path, field: "timingFunction", visiting: visiting)
            else { throw bad("malformed transition") }
            return .transition(Transition(duration: dur, delay: delay, timingFunction: curve))
        }
    }

    /// DTCG's named weights (§8.4).
    static let weightNames: [String: Int] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600,
        "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]
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
func show(_ v: Any) -> String {
    func clip(_ s: String) -> String { s.count <= 80 ? s : String(s.prefix(79)) + "…" }
    if let s = v as? String { return clip("\"\(s)\"") }
    if v is NSNull { return "null" }
    if JSONSerialization.isValidJSONObject([v]),
       let d = try? JSONSerialization.data(withJSONObject: [v], options: [.sortedKeys, .withoutEscapingSlashes]),
       let s = String(data: d, encoding: .utf8) {
        return clip(String(s.dropFirst().dropLast()))
    }
    return clip("\(v)")
}
