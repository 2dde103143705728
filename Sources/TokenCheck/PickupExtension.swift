import Foundation
import JSONReader

/// Pickup's namespace of `$extensions` (Format 5.2.3 and 6.3.2 leave vendor data to the vendor):
/// `{"com.pickup": {"platforms": ["ios"], "domain": {"minimum": 0}, "textStyle": "body"}}`, on
/// a token or on a group for every token in it (a token's own replaces its group's). What each
/// key may hold is defined here once: `check` reports a breach (`pickup-extension`) and the
/// loader (`Tokens`) reads the same definition.
public enum PickupExtension {
    public static let namespace = "com.pickup"
    public static let keys = ["platforms", "domain", "textStyle"]
    /// Apple's text styles, by SwiftUI's names (`Font.TextStyle`), largest first.
    public static let textStyles = ["largeTitle", "title", "title2", "title3", "headline", "body", "callout",
                                    "subheadline", "footnote", "caption", "caption2"]
    /// The types whose domain is a range of the value, and the parts other types' domains name.
    public static let rangeTypes: Set<String> = ["dimension", "number", "duration"]
    public static let partsByType: [String: Set<String>] = ["color": ["alpha"], "transition": ["delay", "duration"]]
    static let endKeys: Set<String> = ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"]

    /// What the namespace declares on one group or token.
    public struct Settings: Sendable {
        public var platforms: [String]?
        public var domain: Declared?
        public var textStyle: String?
        public init() {}

        /// These settings over a group's: each key declared here replaces the group's.
        public func laid(over inherited: Settings) -> Settings {
            var out = inherited
            if let d = domain { out.domain = d }
            if let p = platforms { out.platforms = p }
            if let t = textStyle { out.textStyle = t }
            return out
        }
    }

    /// A declared domain: a range of the value, or ranges of named parts.
    public struct Declared: Sendable, Hashable {
        public var value: Domain?
        public var parts: [String: Domain]
        public init(value: Domain?, parts: [String: Domain]) { self.value = value; self.parts = parts }
    }

    /// Why a declaration cannot be read: the message (as every command gives it) and where in
    /// the `com.pickup` object it lies (`["domain", "minimum"]`).
    public struct Failure: Error {
        public var message: String
        public var at: [String]
    }

    /// `$extensions["com.pickup"]`, read from the one JSON reader's nodes, or the first thing
    /// wrong with it.
    public static func read(_ mine: JSONNode) -> Result<Settings, Failure> {
        let ns = "$extensions.\(namespace)"
        guard let m = mine.members else {
            return .failure(Failure(message: "\(ns) must be an object, found \(shown(mine))", at: []))
        }
        for k in m.map(\.key).sorted() where !keys.contains(k) {
            return .failure(Failure(message: "\(ns): unknown key '\(clip(k))'; expected platforms, domain or textStyle", at: [k]))
        }
        var out = Settings()
        if let d = mine["domain"] {
            switch domain(d) {
            case .success(let declared): out.domain = declared
            case .failure(let f): return .failure(Failure(message: "\(ns).\(f.message)", at: ["domain"] + f.at))
            }
        }
        if let p = mine["platforms"] {
            guard let items = p.items, case let list = items.compactMap(\.string), list.count == items.count, !list.contains(where: \.isEmpty) else {
                return .failure(Failure(message: "\(ns).platforms must be a list of names, found \(shown(p))", at: ["platforms"]))
            }
            out.platforms = list
        }
        if let t = mine["textStyle"] {
            guard let name = t.string, textStyles.contains(name) else {
                return .failure(Failure(message: "\(ns).textStyle must name one of Apple's text styles "
                                        + "(\(textStyles.joined(separator: ", "))), found \(shown(t))", at: ["textStyle"]))
            }
            out.textStyle = name
        }
        return .success(out)
    }

    /// A `domain` declaration: `{minimum, maximum, exclusiveMinimum, exclusiveMaximum}`, or
    /// parts (`alpha`, `delay`, `duration`) each such a range. Messages start "domain…".
    public static func domain(_ v: JSONNode) -> Result<Declared, Failure> {
        guard let members = v.members, !members.isEmpty else {
            return .failure(Failure(message: "domain must be an object of minimum/maximum or of parts, found \(shown(v))", at: []))
        }
        let keys = members.map(\.key)
        if Set(keys).isSubset(of: endKeys) {
            return range(v).map { Declared(value: $0, parts: [:]) }
        }
        var parts: [String: Domain] = [:]
        for k in Set(keys).sorted() {
            guard ["alpha", "delay", "duration"].contains(k), let ro = v[k], ro.isObject else {
                return .failure(Failure(message: "domain: unknown key '\(clip(k))'; expected minimum, maximum, exclusiveMinimum, exclusiveMaximum, or the parts alpha, delay, duration", at: [k]))
            }
            switch range(ro) {
            case .success(let d): parts[k] = d
            case .failure(let f): return .failure(Failure(message: f.message, at: [k] + f.at))
            }
        }
        return .success(Declared(value: nil, parts: parts))
    }

    private static func range(_ o: JSONNode) -> Result<Domain, Failure> {
        for k in (o.members ?? []).map(\.key).sorted() where !endKeys.contains(k) {
            return .failure(Failure(message: "domain: unknown key '\(clip(k))'; expected minimum, maximum, exclusiveMinimum, exclusiveMaximum", at: [k]))
        }
        func end(_ closed: String, _ open: String) -> Result<(Double, Bool)?, Failure> {
            if o[closed] != nil, o[open] != nil { return .failure(Failure(message: "domain: \(closed) and \(open) together", at: [open])) }
            guard let v = o[closed] ?? o[open] else { return .success(nil) }
            let key = o[closed] != nil ? closed : open
            guard let x = v.number, x.isFinite else { return .failure(Failure(message: "domain: \(key) must be a number, found \(shown(v))", at: [key])) }
            return .success((x, o[open] != nil))
        }
        let lo: (Double, Bool)?, hi: (Double, Bool)?
        switch end("minimum", "exclusiveMinimum") { case .success(let e): lo = e; case .failure(let f): return .failure(f) }
        switch end("maximum", "exclusiveMaximum") { case .success(let e): hi = e; case .failure(let f): return .failure(f) }
        guard lo != nil || hi != nil else { return .failure(Failure(message: "domain: a range needs a minimum or a maximum", at: [])) }
        let d = Domain(lo?.0 ?? -.infinity, hi?.0 ?? .infinity, lowerOpen: lo?.1 ?? false, upperOpen: hi?.1 ?? false)
        guard d.lower < d.upper || (d.lower == d.upper && !d.lowerOpen && !d.upperOpen) else {
            return .failure(Failure(message: "domain: \(d) holds no value", at: []))
        }
        return .success(d)
    }

    /// Nil if a domain fits a token of `type` (a DTCG type name), else why not.
    public static func misfit(_ d: Declared, type: String) -> String? {
        if rangeTypes.contains(type) {
            return d.value != nil && d.parts.isEmpty ? nil : "a \(type)'s domain is a range (minimum, maximum), not parts"
        }
        guard let allowed = partsByType[type] else { return "a \(type) token takes no domain" }
        if d.value != nil || !Set(d.parts.keys).isSubset(of: allowed) {
            return "a \(type)'s domain names its parts (\(allowed.sorted().joined(separator: ", ")))"
        }
        return nil
    }

    /// Nil if a token of `type` may scale with a text style, else why not.
    public static func styleMisfit(type: String) -> String? {
        type == "typography" || type == "dimension" ? nil
            : "only a typography or dimension token scales with a text style, not a \(type)"
    }

    static func clip(_ s: String) -> String { s.count <= 80 ? s : String(s.prefix(79)) + "…" }

    /// A JSON value as a message shows it: at most 80 characters.
    public static func shown(_ n: JSONNode) -> String { shown(n.foundation) }
    static func shown(_ v: Any) -> String {
        if let s = v as? String { return clip("\"\(s)\"") }
        if v is NSNull { return "null" }
        if JSONSerialization.isValidJSONObject([v]),
           let d = try? JSONSerialization.data(withJSONObject: [v], options: [.sortedKeys, .withoutEscapingSlashes]),
           let s = String(data: d, encoding: .utf8) {
            return clip(String(s.dropFirst().dropLast()))
        }
        return clip("\(v)")
    }
}
