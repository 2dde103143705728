/// The range the screens accept for a token, declared in the token file beside it
/// (`$extensions["com.pickup"]["domain"]`, on the token or on a group for every token in it; a
/// token's own replaces its group's) and compiled into the typed keys at build time (the
/// TokenKeysPlugin), so a user's token
/// file cannot widen it. A number, dimension or duration takes a range of its value; a colour
/// one of its `alpha`; a transition one of its `delay` and `duration`. Ends as JSON Schema
/// writes them; a side left out is unbounded (another token bounds it where it is read):
///
///     "$extensions": {"com.pickup": {"domain": {"minimum": 0, "maximum": 400}}}
///     "$extensions": {"com.pickup": {"domain": {"exclusiveMinimum": 0, "maximum": 10}}}
///     "$extensions": {"com.pickup": {"domain": {"alpha": {"minimum": 0.3, "maximum": 1}}}}
public struct TokenDomain: Hashable, Sendable {
    /// The value's range (numbers, dimensions, durations).
    public var value: Domain?
    /// The ranges of parts of a composite value, by name (`alpha`, `delay`, `duration`).
    public var parts: [String: Domain]

    public init(value: Domain? = nil, parts: [String: Domain] = [:]) { self.value = value; self.parts = parts }

    /// The parts a domain may name, by the type of the token it applies to.
    static let partsByType: [TokenType: Set<String>] = [.color: ["alpha"], .transition: ["delay", "duration"]]
    static let types: Set<TokenType> = [.dimension, .number, .duration]
    static let endKeys: Set<String> = ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"]

    /// Reads a declaration; `fail` makes the error (naming the file and path) from a message.
    static func parse(_ v: Any, fail: (String) -> TokenError) throws -> TokenDomain {
        guard let o = v as? [String: Any], !o.isEmpty else { throw fail("domain must be an object of minimum/maximum or of parts, found \(show(v))") }
        if Set(o.keys).isSubset(of: endKeys) { return TokenDomain(value: try range(o, fail: fail)) }
        var parts: [String: Domain] = [:]
        for (k, r) in o {
            guard ["alpha", "delay", "duration"].contains(k), let ro = r as? [String: Any] else {
                throw fail("domain: unknown key '\(k)'; expected minimum, maximum, exclusiveMinimum, exclusiveMaximum, or the parts alpha, delay, duration")
            }
            parts[k] = try range(ro, fail: fail)
        }
        return TokenDomain(parts: parts)
    }

    private static func range(_ o: [String: Any], fail: (String) -> TokenError) throws -> Domain {
        for k in o.keys where !endKeys.contains(k) {
            throw fail("domain: unknown key '\(k)'; expected minimum, maximum, exclusiveMinimum, exclusiveMaximum")
        }
        func end(_ closed: String, _ open: String) throws -> (Double, Bool)? {
            if o[closed] != nil, o[open] != nil { throw fail("domain: \(closed) and \(open) together") }
            guard let v = o[closed] ?? o[open] else { return nil }
            guard let x = number(v), x.isFinite else { throw fail("domain: \(o[closed] != nil ? closed : open) must be a number, found \(show(v))") }
            return (x, o[open] != nil)
        }
        let lo = try end("minimum", "exclusiveMinimum"), hi = try end("maximum", "exclusiveMaximum")
        guard lo != nil || hi != nil else { throw fail("domain: a range needs a minimum or a maximum") }
        let d = Domain(lo?.0 ?? -.infinity, hi?.0 ?? .infinity, lowerOpen: lo?.1 ?? false, upperOpen: hi?.1 ?? false)
        guard d.lower < d.upper || (d.lower == d.upper && !d.lowerOpen && !d.upperOpen) else {
            throw fail("domain: \(d) holds no value")
        }
        return d
    }

    /// Nil if it fits a token of `type`, else why not.
    func misfit(_ type: TokenType) -> String? {
        if Self.types.contains(type) {
            return value != nil && parts.isEmpty ? nil : "a \(type.rawValue)'s domain is a range (minimum, maximum), not parts"
        }
        guard let allowed = Self.partsByType[type] else { return "a \(type.rawValue) token takes no domain" }
        if value != nil || !Set(parts.keys).isSubset(of: allowed) {
            return "a \(type.rawValue)'s domain names its parts (\(allowed.sorted().joined(separator: ", ")))"
        }
        return nil
    }
}
