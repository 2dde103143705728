import Geometry
import Tokens

/// Everything the order screen reads from the tokens, read once.
public struct OrderStyle: Sendable {
    public var canvas: Size
    public var safeTop, safeBottom: Double
    public var button: Double, buttonEdge: Double, buttonIcon: Double
    public var buttonMaterial: (blur: Double, tint: Color)
    public var buttonIconColor: Color

    public var sheetInset, sheetRadius, sheetBottomRadius, padding: Double
    public var handle: Size, handleTop: Double, handleColor: Color
    public var sheetMaterial: (blur: Double, tint: Color)
    public var titleGap, subtitleGap, iconGap, subtitleIcon, progressTop, labelGap, cardTop: Double
    public var barHeight, barGap: Double
    public var barFill, barTrack: Color

    public var cardRadius, cardPadding, iconCircle, cardIcon, rowGap, lineGap, chevron, trailingGap: Double
    public var card, hairline, iconCircleColor, iconColor, chevronColor: Color

    public var primary, secondary: Color
    public var label, title, subtitle, subtitleNumber, step, stepCurrent, cardTitle, cardDetail, price: Font
    public var crossfadeBlur: Double

    public var facade: FacadeStyle
    /// The icons (built-in glyphs unless a designer dropped in SVGs; not from the tokens).
    public var icons = Icons()

    public init(_ t: TokenSet) throws {
        canvas = Size(try t[Tok.size.canvas.width], try t[Tok.size.canvas.height])
        safeTop = try t[Tok.size.safeArea.top]; safeBottom = try t[Tok.size.safeArea.bottom]
        button = try t[Tok.size.topButton.diameter]; buttonEdge = try t[Tok.size.topButton.edge]
        buttonIcon = try t[Tok.size.topButton.icon]
        buttonMaterial = (try t[Tok.motion.blur.buttonMaterial], try t[Tok.color.button.materialTint])
        buttonIconColor = try t[Tok.color.button.icon]

        let sheet = Tok.size.sheet
        sheetInset = try t[sheet.inset]; sheetRadius = try t[sheet.radius]
        sheetBottomRadius = try t[sheet.bottomRadius]; padding = try t[sheet.padding]
        handle = Size(try t[sheet.handleWidth], try t[sheet.handleHeight])
        handleTop = try t[sheet.handleTop]; handleColor = try t[Tok.color.sheet.handle]
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

        primary = try t[Tok.color.text.primary]; secondary = try t[Tok.color.text.secondary]
        let type = Tok.type.order
        label = try t[type.label]; title = try t[type.title]
        subtitle = try t[type.subtitle]; subtitleNumber = try t[type.subtitleNumber].features("tnum")   // tabular: the tick moves nothing beside it
        step = try t[type.step]; stepCurrent = try t[type.stepCurrent]
        cardTitle = try t[type.cardTitle]; cardDetail = try t[type.cardDetail]
        price = try t[type.price]
        crossfadeBlur = try t[Tok.motion.blur.crossfade]

        facade = try FacadeStyle(t)
    }
}
