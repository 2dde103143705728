import Foundation
import Geometry

/// Reads a DTCG token file: finds tokens and groups (`$root` tokens, `$extends` on groups),
/// resolves `{dotted.path}` aliases and `{"$ref": "#/json/pointer"}` references (also inside
/// composite values), inherits `$type` and `$deprecated` from groups and checks every value
/// against its type.
struct TokenLoader {
    let file: String

    /// A token as written, before its alias (if any) is followed.
    struct Raw {
        var path: String
        var declaredType: TokenType?
        var value: Any
        var description: String?
        var deprecated: String?
        var extensions: String?
        var platforms: [String]?
        var domain: TokenDomain?
    }
    /// The `$extensions` namespace this project reads: `{"com.pickup": {"platforms": ["ios"]}}`,
    /// `{"com.pickup": {"domain": {"minimum": 0, "maximum": 400}}}` (`TokenDomain`).
    static let extensionNamespace = "com.pickup"
    private var raws: [String: Raw] = [:]
    private var resolved: [String: Token] = [:]
    /// How many aliases each resolved token's value went through (0 for a literal).
    private var depths: [String: Int] = [:]
    /// The token being parsed: its fields written as aliases and in rem (`Token.refs`, `remFields`).
    private var refs: [String: String] = [:]
    private var remFields: Set<String> = []
    /// The longest alias chain accepted: deeper ones are refused with a clear error instead of
    /// recursing until the stack runs out.
    static let maxAliasDepth = 64
    /// Every number in a token file must be finite and at most this in magnitude; the screens'
    /// own domains (where each token is read) are far narrower.
    static let maxMagnitude = 1e6
    /// The properties a token may have, and a group (§5–6); any other `$` name is refused.
    static let tokenProperties: Set<String> = ["$value", "$type", "$description", "$extensions", "$deprecated"]
    static let groupProperties: Set<String> = ["$type", "$description", "$extensions", "$deprecated", "$extends", "$root"]

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
        guard var object = root as? [String: Any] else {
            throw error(.invalidJSON, nil, "the top level must be a JSON object of groups and tokens")
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

    private mutating func collect(_ group: [String: Any], path: [String], inheritedType: TokenType?,
                                  inheritedDeprecated: String?, inheritedPlatforms: [String]? = nil,
                                  inheritedDomain: TokenDomain? = nil) throws {
        let dotted = path.joined(separator: ".")
        let at = dotted.isEmpty ? nil : dotted
        let isToken = group["$value"] != nil
        for key in group.keys where key.hasPrefix("$") {
            let allowed = isToken ? Self.tokenProperties : Self.groupProperties
            guard allowed.contains(key) else {
                throw error(.malformedValue, at, "unknown property '\(key)' on a \(isToken ? "token" : "group"); "
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
        var extensions: String?
        var platforms = inheritedPlatforms
        var domain = inheritedDomain
        if let e = group["$extensions"] {
            guard let o = e as? [String: Any] else { throw error(.malformedValue, at, "$extensions must be an object, found \(show(e))") }
            extensions = canonicalJSON(o)
            if let mine = o[Self.extensionNamespace] {
                guard let m = mine as? [String: Any] else {
                    throw error(.malformedValue, at, "$extensions.\(Self.extensionNamespace) must be an object, found \(show(mine))")
                }
                for k in m.keys.sorted() where k != "platforms" && k != "domain" {
                    throw error(.malformedValue, at, "$extensions.\(Self.extensionNamespace): unknown key '\(k)'; expected platforms or domain")
                }
                if let d = m["domain"] {
                    domain = try TokenDomain.parse(d) { error(.malformedValue, at, "$extensions.\(Self.extensionNamespace).\($0)") }
                }
                if let p = m["platforms"] {
                    guard let list = p as? [String], !list.contains(where: \.isEmpty) else {
                        throw error(.malformedValue, at, "$extensions.\(Self.extensionNamespace).platforms must be a list of names, found \(show(p))")
                    }
                    platforms = list
                }
            }
        }
        var deprecated = inheritedDeprecated
        if let d = group["$deprecated"] {
            if let s = d as? String { deprecated = s } else if let b = d as? Bool, !(d is NSNumber && number(d) != nil) {
                deprecated = b ? "" : nil
            } else {
                throw error(.malformedValue, at, "$deprecated must be true, false or a message, found \(show(d))")
            }
        }
        if let value = group["$value"] {
            raws[dotted] = Raw(path: dotted, declaredType: groupType, value: value,
                               description: group["$description"] as? String, deprecated: deprecated, extensions: extensions,
                               platforms: platforms, domain: domain)
            return
        }
        for key in group.keys.sorted() where !key.hasPrefix("$") || key == "$root" {
            let childPath = dotted.isEmpty ? key : dotted + "." + key
            if key.contains(".") || key.contains("{") || key.contains("}") {
                throw error(.malformedValue, childPath, "a token or group name may not contain '.', '{' or '}'")
            }
            guard let child = group[key] as? [String: Any] else {
                throw error(.malformedValue, childPath, "expected a group or a token (an object with $value), found \(show(group[key]!))")
            }
            if key == "$root", child["$value"] == nil {
                throw error(.malformedValue, childPath, "$root must be a token (an object with $value)")
            }
            try collect(child, path: path + [key], inheritedType: groupType, inheritedDeprecated: deprecated,
                        inheritedPlatforms: platforms, inheritedDomain: domain)
        }
    }

    // MARK: aliases

    /// `{a.b.c}` → `a.b.c`, or nil if `v` is not an alias.
    static func aliasTarget(_ v: Any) -> String? {
        guard let s = v as? String, s.hasPrefix("{"), s.hasSuffix("}"), s.count > 2 else { return nil }
        return String(s.dropFirst().dropLast())
    }

    /// The token an alias names: the path itself, or a group's `$root` token (`{color.accent}`
    /// reaches `color.accent.$root`).
    private func lookup(_ target: String) -> String? {
        if raws[target] != nil { return target }
        if raws[target + ".$root"] != nil { return target + ".$root" }
        return nil
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
        var token: Token
        if let written = Self.aliasTarget(raw.value) {
            guard let target = lookup(written) else {
                throw error(.unknownAlias, path, "unknown alias {\(written)}: no token has that path")
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
            token = Token(path: path, value: t.value, description: raw.description, alias: written,
                          deprecated: raw.deprecated, extensions: raw.extensions, colorSource: t.colorSource)
            token.refs = ["": target]
            token.remFields = t.remFields
            token.platforms = raw.platforms
            token.domain = raw.domain
        } else {
            guard let type = raw.declaredType else {
                throw error(.wrongType, path, "has no $type (on the token or any group above it) and is not an alias")
            }
            var source: ColorSource?
            let value: TokenValue
            // Another token resolved while parsing this one keeps its own record.
            let saved = (refs, remFields)
            refs = [:]; remFields = []
            if type == .color {
                let (c, src) = try ColorValue.parseWithSource(raw.value) { error(.malformedValue, path, $0) }
                value = .color(c); source = src
            } else {
                value = try parse(raw.value, as: type, path: path, visiting: visiting + [path])
            }
            token = Token(path: path, value: value, description: raw.description, alias: nil,
                          deprecated: raw.deprecated, extensions: raw.extensions, colorSource: source)
            token.refs = refs
            token.remFields = remFields
            (refs, remFields) = saved
            token.platforms = raw.platforms
            token.domain = raw.domain
        }
        if let d = token.domain, let why = d.misfit(token.value.type) {
            throw error(.malformedValue, path, "$extensions.\(Self.extensionNamespace).domain: \(why)")
        }
        resolved[path] = token
        return token
    }

    /// Follows an alias inside a composite value (a typography's `fontSize: "{size.body}"`).
    /// `key`: the field as `Token.refs` and `remFields` name it, if not `field`.
    private mutating func subValue(_ v: Any, as type: TokenType, path: String, field: String, key: String? = nil,
                                   visiting: [String]) throws -> TokenValue {
        let key = key ?? field
        if let written = Self.aliasTarget(v) {
            guard let target = lookup(written) else {
                throw error(.unknownAlias, path, "\(field): unknown alias {\(written)}: no token has that path")
            }
            let t = try resolve(target, visiting: visiting)
            guard t.value.type == type else {
                throw error(.wrongType, path, "\(field): {\(target)} is a \(t.value.type.rawValue), expected \(type.rawValue)")
            }
            refs[key] = target
            if t.remFields.contains("") { remFields.insert(key) }
            return t.value
        }
        let before = remFields
        let value = try parse(v, as: type, path: path, visiting: visiting, field: field)
        // parse records a rem dimension under its field; the key is what the exports look up.
        if remFields.count > before.count, key != field { remFields.remove(field); remFields.insert(key) }
        return value
    }

    /// An element of a list value (a shadow's layers, a gradient's stops) written as an alias of
    /// a token of the same type: its items, spliced in (DTCG 2025.10 allows a reference wherever
    /// a value goes). `at`: the index the first item takes in the whole list (for `Token.refs`).
    private mutating func spliced(_ v: Any, as type: TokenType, path: String, field: String, at: Int, visiting: [String]) throws -> TokenValue? {
        guard let written = Self.aliasTarget(v) else { return nil }
        guard let target = lookup(written) else {
            throw error(.unknownAlias, path, "\(field): unknown alias {\(written)}: no token has that path")
        }
        let t = try resolve(target, visiting: visiting)
        guard t.value.type == type else {
            throw error(.wrongType, path, "\(field): {\(target)} is a \(t.value.type.rawValue), expected a \(type.rawValue) "
                        + "(an element of a \(type.rawValue) list may name another \(type.rawValue) token, whose items it stands for)")
        }
        let count: Int
        switch t.value {
        case .shadow(let l): count = l.count
        case .gradient(let s): count = s.count
        case .fontFamily(let f): count = f.count
        default: count = 1
        }
        for i in 0..<count { refs["[\(at + i)]" + (i == 0 ? "" : "~")] = target }
        // The items' own aliases and rem (`[j].color`), at their new places: an export that
        // cannot name the whole target (Swift's colours) still names their colours.
        func moved(_ key: String) -> String? {
            guard key.hasPrefix("["), let close = key.firstIndex(of: "]"), let j = Int(key[key.index(after: key.startIndex)..<close]),
                  key[key.index(after: close)...].hasPrefix(".") else { return nil }
            return "[\(j + at)]" + key[key.index(after: close)...]
        }
        for (k, v) in t.refs { if let m = moved(k) { refs[m] = v } }
        for k in t.remFields { if let m = moved(k) { remFields.insert(m) } }
        return t.value
    }

    // MARK: values

    private mutating func parse(_ v: Any, as type: TokenType, path: String, visiting: [String], field: String? = nil) throws -> TokenValue {
        let at = field.map { "\($0): " } ?? ""
        func bad(_ what: String) -> TokenError { error(.malformedValue, path, at + what) }
        /// A composite's properties: the first `required` of `known` must be there, nothing else may.
        func fields(_ o: [String: Any], _ known: [String], required: Int, what: String) throws {
            for k in known.prefix(required) where o[k] == nil { throw bad("\(what) is missing \(k)") }
            for k in o.keys.sorted() where !known.contains(k) {
                throw bad("\(what) has an unknown property '\(k)'; expected \(known.joined(separator: ", "))")
            }
        }
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
            try fields(o, ["value", "unit"], required: 2, what: "dimension")
            _ = try sane(n)
            switch unit {
            case "px": return .dimension(n)
            case "rem":
                remFields.insert(field ?? "")
                return .dimension(try sane(n * 16))
            default: throw bad("unknown dimension unit \"\(unit)\"; expected \"px\" or \"rem\"")
            }
        case .duration:
            guard let o = v as? [String: Any], let n = number(o["value"]), let unit = o["unit"] as? String else {
                throw bad("malformed duration \(show(v)); expected {\"value\": 0.4, \"unit\": \"s\"}")
            }
            try fields(o, ["value", "unit"], required: 2, what: "duration")
            _ = try sane(n)
            // Any sign is a duration (the format's schema allows a negative one); where a screen
            // reads one, its typed key's range refuses what it cannot draw.
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
            if let a = v as? [String], !a.isEmpty, !a.contains(where: \.isEmpty) {
                // A name written as an alias of a fontFamily token stands for its names.
                var names: [String] = []
                for (i, x) in a.enumerated() {
                    if case .fontFamily(let more)? = try spliced(x, as: .fontFamily, path: path, field: "\(at)[\(i)]", at: names.count, visiting: visiting) {
                        names += more
                    } else { names.append(x) }
                }
                return .fontFamily(names)
            }
            throw bad("expected a font family name or a list of names, found \(show(v))")
        case .fontWeight:
            if let n = number(v) {
                guard n >= 1, n <= 1000 else { throw bad("font weight \(tokenNumber(n)) is not a number in 1…1000") }
                return .fontWeight(Int(n.rounded()))
            }
            if let s = v as? String, let w = Self.weightNames[s] { return .fontWeight(w) }
            throw bad("unknown font weight \(show(v)); expected 1…1000 or a name such as \"semi-bold\"")
        case .cubicBezier:
            guard let a = v as? [Any], a.count == 4 else {
                throw bad("expected [x1, y1, x2, y2], found \(show(v))")
            }
            // An element may be an alias of a number token.
            var n: [Double] = []
            for (i, x) in a.enumerated() {
                if Self.aliasTarget(x) != nil, case .number(let y) = try subValue(x, as: .number, path: path, field: "\(at)[\(i)]", key: "[\(i)]", visiting: visiting) {
                    n.append(y)
                } else if let y = number(x) { n.append(y) }
            }
            guard n.count == 4, (0...1).contains(n[0]), (0...1).contains(n[2]) else {
                throw bad("expected four numbers with x1 and x2 in 0…1, found \(show(v))")
            }
            for x in n { _ = try sane(x) }
            return .cubicBezier(n)
        case .typography:
            guard let o = v as? [String: Any] else { throw bad("expected a typography object, found \(show(v))") }
            try fields(o, ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"], required: 5, what: "typography")
            guard case .fontFamily(let fam) = try subValue(o["fontFamily"]!, as: .fontFamily, path: path, field: "fontFamily", visiting: visiting),
                  case .dimension(let size) = try subValue(o["fontSize"]!, as: .dimension, path: path, field: "fontSize", visiting: visiting),
                  case .fontWeight(let weight) = try subValue(o["fontWeight"]!, as: .fontWeight, path: path, field: "fontWeight", visiting: visiting),
                  case .dimension(let tracking) = try subValue(o["letterSpacing"]!, as: .dimension, path: path, field: "letterSpacing", visiting: visiting),
                  case .number(let lineHeight) = try subValue(o["lineHeight"]!, as: .number, path: path, field: "lineHeight", visiting: visiting)
            else { throw bad("malformed typography") }
            return .typography(Font(family: fam.joined(separator: ", "), size: size, weight: weight, letterSpacing: tracking),
                               lineHeight: lineHeight)
        case .strokeStyle:
            if let s = v as? String {
                guard StrokeStyleValue.keywords.contains(s) else {
                    throw bad("unknown stroke style \(show(v)); expected one of \(StrokeStyleValue.keywords.joined(separator: ", ")) or {dashArray, lineCap}")
                }
                return .strokeStyle(StrokeStyleValue(keyword: s))
            }
            guard let o = v as? [String: Any] else { throw bad("expected a stroke style keyword or {dashArray, lineCap}, found \(show(v))") }
            try fields(o, ["dashArray", "lineCap"], required: 2, what: "strokeStyle")
            guard let dashes = o["dashArray"] as? [Any], !dashes.isEmpty else { throw bad("dashArray must be a non-empty list of dimensions") }
            var lengths: [Double] = []
            for (i, d) in dashes.enumerated() {
                guard case .dimension(let x) = try subValue(d, as: .dimension, path: path, field: "\(at)dashArray[\(i)]", visiting: visiting) else { throw bad("malformed dashArray") }
                guard x >= 0 else { throw bad("dashArray[\(i)] is negative") }
                lengths.append(x)
            }
            guard let cap = o["lineCap"] as? String, StrokeStyleValue.lineCaps.contains(cap) else {
                throw bad("lineCap must be one of \(StrokeStyleValue.lineCaps.joined(separator: ", ")), found \(show(o["lineCap"]!))")
            }
            return .strokeStyle(StrokeStyleValue(keyword: nil, dashArray: lengths, lineCap: cap))
        case .border:
            guard let o = v as? [String: Any] else { throw bad("expected a border object {color, width, style}, found \(show(v))") }
            try fields(o, ["color", "width", "style"], required: 3, what: "border")
            guard case .color(let c) = try subValue(o["color"]!, as: .color, path: path, field: "color", visiting: visiting),
                  case .dimension(let w) = try subValue(o["width"]!, as: .dimension, path: path, field: "width", visiting: visiting),
                  case .strokeStyle(let st) = try subValue(o["style"]!, as: .strokeStyle, path: path, field: "style", visiting: visiting)
            else { throw bad("malformed border") }
            guard w >= 0 else { throw bad("border width \(tokenNumber(w)) is negative") }
            return .border(BorderValue(color: c, width: w, style: st))
        case .shadow:
            let layers: [Any]
            if let a = v as? [Any] {
                guard !a.isEmpty else { throw bad("a shadow list must not be empty") }
                layers = a
            } else { layers = [v] }
            var out: [ShadowValue] = []
            for (i, layer) in layers.enumerated() {
                let f = layers.count > 1 || v is [Any] ? "[\(i)]." : ""
                // A layer may itself be an alias to a shadow token.
                if case .shadow(let s)? = try spliced(layer, as: .shadow, path: path, field: "\(at)[\(i)]", at: out.count, visiting: visiting) {
                    out += s; continue
                }
                let lk = "[\(out.count)]."
                guard let o = layer as? [String: Any] else { throw bad("\(f)expected a shadow object {color, offsetX, offsetY, blur, spread}, found \(show(layer))") }
                try fields(o, ["color", "offsetX", "offsetY", "blur", "spread", "inset"], required: 5, what: "shadow")
                func dim(_ k: String) throws -> Double {
                    guard case .dimension(let x) = try subValue(o[k]!, as: .dimension, path: path, field: f + k, key: lk + k, visiting: visiting) else { throw bad("malformed shadow") }
                    return x
                }
                guard case .color(let c) = try subValue(o["color"]!, as: .color, path: path, field: f + "color", key: lk + "color", visiting: visiting) else { throw bad("malformed shadow") }
                var inset = false
                if let x = o["inset"] {
                    guard let b = x as? Bool, number(x) == nil else { throw bad("\(f)inset must be true or false, found \(show(x))") }
                    inset = b
                }
                let blur = try dim("blur")
                guard blur >= 0 else { throw bad("\(f)blur \(tokenNumber(blur)) is negative") }
                out.append(ShadowValue(color: c, offsetX: try dim("offsetX"), offsetY: try dim("offsetY"), blur: blur, spread: try dim("spread"), inset: inset))
            }
            return .shadow(out)
        case .gradient:
            guard let a = v as? [Any], !a.isEmpty else { throw bad("expected a list of stops [{color, position}], found \(show(v))") }
            var stops: [GradientStop] = []
            for (i, stop) in a.enumerated() {
                // A stop may be an alias of a gradient token: its stops, spliced in.
                if case .gradient(let s)? = try spliced(stop, as: .gradient, path: path, field: "\(at)[\(i)]", at: stops.count, visiting: visiting) {
                    stops += s; continue
                }
                guard let o = stop as? [String: Any] else {
                    throw bad("[\(i)]: expected a stop {color, position} or an alias of a gradient token, found \(show(stop))")
                }
                try fields(o, ["color", "position"], required: 2, what: "gradient stop")
                let k = "[\(stops.count)]."
                guard case .color(let c) = try subValue(o["color"]!, as: .color, path: path, field: "[\(i)].color", key: k + "color", visiting: visiting),
                      case .number(let p) = try subValue(o["position"]!, as: .number, path: path, field: "[\(i)].position", key: k + "position", visiting: visiting)
                else { throw bad("malformed gradient") }
                stops.append(GradientStop(color: c, position: min(1, max(0, p))))   // §9.6: clamped to [0, 1]
            }
            return .gradient(stops)
        case .transition:
            guard let o = v as? [String: Any], let d = o["duration"], let dl = o["delay"], let tf = o["timingFunction"] else {
                throw bad("expected {duration, delay, timingFunction}, found \(show(v))")
            }
            try fields(o, ["duration", "delay", "timingFunction"], required: 3, what: "transition")
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
