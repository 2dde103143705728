import Tokens

/// Every screen's style, read from one token file. Building it checks that the file has every
/// token the screens need, with the right types, before anything is drawn or written.
public struct Styles: Sendable {
    public var order: OrderStyle
    public var pickup: PickupStyle
    public var timeline: TimelineStyle
    public var reveal: RevealStyle
    public init(_ t: TokenSet) throws {
        order = try OrderStyle(t)
        pickup = try PickupStyle(t)
        timeline = try TimelineStyle(t)
        reveal = try RevealStyle(t)
    }
}
