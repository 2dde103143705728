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
}
