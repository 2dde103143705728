import Geometry
import Tokens
import Typeface

/// Everything the order screen reads from the tokens, read once and never changed: its
/// colours, fonts and sizes, each a group of its own, beside what every screen shares
/// (`chrome`: its text colours are this screen's, themed) and the facade's illustration.
public struct OrderStyle: Sendable {
    /// What every screen shares (`Styles.chrome`).
    public let chrome: ChromeStyle
    public let colors: OrderColors
    public let fonts: OrderFonts
    /// The same fonts at the next smaller text size (nil at the smallest): no text is drawn
    /// smaller than there (issue 46.5).
    public let smallerFonts: OrderFonts?
    public let sizes: OrderSizes
    /// The sheet's frosted material: its blur radius and tint.
    public let sheetMaterial: (blur: Double, tint: Color)
    public let facade: FacadeStyle

    public init(_ t: TokenSet, chrome: ChromeStyle, smaller: OrderFonts? = nil) throws {
        self.chrome = chrome
        colors = try OrderColors(t)
        fonts = try OrderFonts(t)
        smallerFonts = smaller
        sizes = try OrderSizes(t)
        sheetMaterial = (try t[Tok.motion.blur.sheetMaterial], try t[Tok.color.sheet.material])
        facade = try FacadeStyle(t, canvas: chrome.canvas)
    }
}

/// The order screen's colours (`color.progress.*`, `color.sheet.*`).
public struct OrderColors: Sendable {
    public let barFill, barTrack: Color
    /// The card, the hairline between its rows, the circles behind its icons, the icons, the chevrons.
    public let card, hairline, iconCircle, icon, chevron: Color

    init(_ t: TokenSet) throws {
        barFill = try t[Tok.color.progress.fill]; barTrack = try t[Tok.color.progress.track]
        let s = Tok.color.sheet
        card = try t[s.card]; hairline = try t[s.hairline]
        iconCircle = try t[s.iconCircle]; icon = try t[s.icon]; chevron = try t[s.chevron]
    }
}

/// The order screen's type (`type.order.*`).
public struct OrderFonts: Sendable {
    public let label, title, subtitle, subtitleNumber, step, stepCurrent, cardTitle, cardDetail, price: Font

    init(_ t: TokenSet) throws {
        let type = Tok.type.order
        label = try t[type.label]; title = try t[type.title]
        subtitle = try t[type.subtitle]; subtitleNumber = try t[type.subtitleNumber].features("tnum")   // tabular: the tick moves nothing beside it
        step = try t[type.step]; stepCurrent = try t[type.stepCurrent]
        cardTitle = try t[type.cardTitle]; cardDetail = try t[type.cardDetail]
        price = try t[type.price]
    }
}

/// The order screen's lengths, in points (`size.sheet.*`, `size.progress.*`, `size.card.*`).
public struct OrderSizes: Sendable {
    public let sheetInset, sheetRadius, sheetBottomRadius, padding: Double
    public let titleGap, subtitleGap, iconGap, subtitleIcon, progressTop, labelGap, cardTop: Double
    public let barHeight, barGap: Double
    public let cardRadius, cardPadding, iconCircle, cardIcon, rowGap, lineGap, chevron, trailingGap: Double

    init(_ t: TokenSet) throws {
        let sheet = Tok.size.sheet
        sheetInset = try t[sheet.inset]; sheetRadius = try t[sheet.radius]
        sheetBottomRadius = try t[sheet.bottomRadius]; padding = try t[sheet.padding]
        titleGap = try t[sheet.titleGap]; subtitleGap = try t[sheet.subtitleGap]
        iconGap = try t[sheet.iconGap]; subtitleIcon = try t[sheet.subtitleIcon]
        progressTop = try t[sheet.progressTop]; labelGap = try t[sheet.labelGap]
        cardTop = try t[sheet.cardTop]
        barHeight = try t[Tok.size.progress.height]; barGap = try t[Tok.size.progress.gap]
        let c = Tok.size.card
        cardRadius = try t[c.radius]; cardPadding = try t[c.padding]
        iconCircle = try t[c.iconCircle]; cardIcon = try t[c.icon]
        rowGap = try t[c.rowGap]; lineGap = try t[c.lineGap]
        chevron = try t[c.chevron]; trailingGap = try t[c.trailingGap]
    }
}
