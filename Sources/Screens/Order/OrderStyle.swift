import Geometry
import Tokens

/// Everything the order screen reads from the tokens, read once.
public struct OrderStyle: Sendable {
    /// What every screen shares (`Styles.chrome`).
    public var chrome: ChromeStyle

    public var sheetInset, sheetRadius, sheetBottomRadius, padding: Double
    public var sheetMaterial: (blur: Double, tint: Color)
    public var titleGap, subtitleGap, iconGap, subtitleIcon, progressTop, labelGap, cardTop: Double
    public var barHeight, barGap: Double
    public var barFill, barTrack: Color

    public var cardRadius, cardPadding, iconCircle, cardIcon, rowGap, lineGap, chevron, trailingGap: Double
    public var card, hairline, iconCircleColor, iconColor, chevronColor: Color

    public var label, title, subtitle, subtitleNumber, step, stepCurrent, cardTitle, cardDetail, price: Font

    public var facade: FacadeStyle

    public init(_ t: TokenSet, chrome: ChromeStyle) throws {
        self.chrome = chrome
        let sheet = Tok.size.sheet
        sheetInset = try t[sheet.inset]; sheetRadius = try t[sheet.radius]
        sheetBottomRadius = try t[sheet.bottomRadius]; padding = try t[sheet.padding]
        sheetMaterial = (try t[Tok.motion.blur.sheetMaterial], try t[Tok.color.sheet.material])
        titleGap = try t[sheet.titleGap]; subtitleGap = try t[sheet.subtitleGap]
        iconGap = try t[sheet.iconGap]; subtitleIcon = try t[sheet.subtitleIcon]
        progressTop = try t[sheet.progressTop]; labelGap = try t[sheet.labelGap]
        cardTop = try t[sheet.cardTop]
        barHeight = try t[Tok.size.progress.height]; barGap = try t[Tok.size.progress.gap]
        barFill = try t[Tok.color.progress.fill]; barTrack = try t[Tok.color.progress.track]

        let c = Tok.size.card
        cardRadius = try t[c.radius]; cardPadding = try t[c.padding]
        iconCircle = try t[c.iconCircle]; cardIcon = try t[c.icon]
        rowGap = try t[c.rowGap]; lineGap = try t[c.lineGap]
        chevron = try t[c.chevron]; trailingGap = try t[c.trailingGap]
        card = try t[Tok.color.sheet.card]; hairline = try t[Tok.color.sheet.hairline]
        iconCircleColor = try t[Tok.color.sheet.iconCircle]; iconColor = try t[Tok.color.sheet.icon]
        chevronColor = try t[Tok.color.sheet.chevron]

        let type = Tok.type.order
        label = try t[type.label]; title = try t[type.title]
        subtitle = try t[type.subtitle]; subtitleNumber = try t[type.subtitleNumber].features("tnum")   // tabular: the tick moves nothing beside it
        step = try t[type.step]; stepCurrent = try t[type.stepCurrent]
        cardTitle = try t[type.cardTitle]; cardDetail = try t[type.cardDetail]
        price = try t[type.price]

        facade = try FacadeStyle(t, canvas: chrome.canvas)
    }
}
