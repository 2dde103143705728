import Tokens

/// Every screen's style, read from one token file. Building it checks that the file has every
/// token the screens need, with the right types, before anything is drawn or written.
public struct Styles: Sendable {
    /// What every screen shares; a change here (the icons a project drops in) reaches each screen.
    public var chrome: ChromeStyle {
        didSet { order.chrome = chrome; pickup.chrome = chrome }
    }
    public var order: OrderStyle
    public var pickup: PickupStyle
    public var timeline: TimelineStyle
    public var reveal: RevealStyle
    public init(_ t: TokenSet) throws {
        chrome = try ChromeStyle(t)
        order = try OrderStyle(t, chrome: chrome)
        pickup = try PickupStyle(t, chrome: chrome)
        timeline = try TimelineStyle(t)
        reveal = try RevealStyle(t, canvas: chrome.canvas)
    }
}
