import Tokens

/// Every screen's style, read from one token file. Building it checks that the file has every
/// token the screens need, with the right types, before anything is drawn or written. Each
/// style is made once, from the tokens and what every screen shares (`chrome`, which carries
/// the icons), and no style changes another's afterwards.
public struct Styles: Sendable {
    /// What every screen shares.
    public let chrome: ChromeStyle
    public let order: OrderStyle
    public let pickup: PickupStyle
    public let timeline: TimelineStyle
    public let reveal: RevealStyle
    /// `icons`: the built-in glyphs, or the SVGs a project drops in (`Icons`).
    /// `smallerText`: the tokens at the next smaller text size, if any: no text is drawn
    /// smaller than its size there (`OneLine.least(_:smaller:)`).
    public init(_ t: TokenSet, icons: Icons = Icons(), smallerText: TokenSet? = nil) throws {
        try t.checkTextStyles()
        chrome = try ChromeStyle(t, icons: icons)
        // This set's own fonts first: a bad font shows in the smaller text size too, and is
        // named for the file and context asked for.
        if smallerText != nil { _ = (try OrderFonts(t), try PickupFonts(t)) }
        order = try OrderStyle(t, chrome: chrome, smaller: try smallerText.map { try OrderFonts($0) })
        pickup = try PickupStyle(t, chrome: chrome, smaller: try smallerText.map { try PickupFonts($0) })
        timeline = try TimelineStyle(t)
        reveal = try RevealStyle(t, canvas: chrome.canvas)
    }
}
