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
        canvas = Size(try t.dimension("size.canvas.width", in: Domains.canvasWidth), try t.dimension("size.canvas.height", in: Domains.canvasHeight))
        safeTop = try t.dimension("size.safeArea.top", in: 0...200); safeBottom = try t.dimension("size.safeArea.bottom", in: 0...200)
        button = try t.dimension("size.topButton.diameter", in: 10...120); buttonEdge = try t.dimension("size.topButton.edge", in: 0...100)
        buttonIcon = try t.dimension("size.topButton.icon", in: Domains.icon)
        buttonMaterial = (try t.dimension("motion.blur.buttonMaterial", in: Domains.blur), try t.color("color.button.materialTint"))
        buttonIconColor = try t.color("color.button.icon")

        sheetInset = try t.dimension("size.sheet.inset", in: 0...100); sheetRadius = try t.dimension("size.sheet.radius", in: Domains.radius)
        sheetBottomRadius = try t.dimension("size.sheet.bottomRadius", in: Domains.radius); padding = try t.dimension("size.sheet.padding", in: 0...100)
        handle = Size(try t.dimension("size.sheet.handleWidth", in: 0...200), try t.dimension("size.sheet.handleHeight", in: 0...20))
        handleTop = try t.dimension("size.sheet.handleTop", in: 0...50); handleColor = try t.color("color.sheet.handle")
        sheetMaterial = (try t.dimension("motion.blur.sheetMaterial", in: Domains.blur), try t.color("color.sheet.material"))
        titleGap = try t.dimension("size.sheet.titleGap", in: Domains.gap); subtitleGap = try t.dimension("size.sheet.subtitleGap", in: Domains.gap)
        iconGap = try t.dimension("size.sheet.iconGap", in: Domains.gap); subtitleIcon = try t.dimension("size.sheet.subtitleIcon", in: Domains.icon)
        progressTop = try t.dimension("size.sheet.progressTop", in: Domains.gap); labelGap = try t.dimension("size.sheet.labelGap", in: Domains.gap)
        cardTop = try t.dimension("size.sheet.cardTop", in: Domains.gap)
        barHeight = try t.dimension("size.progress.height", in: 1...40); barGap = try t.dimension("size.progress.gap", in: 0...100)
        barFill = try t.color("color.progress.fill"); barTrack = try t.color("color.progress.track")

        cardRadius = try t.dimension("size.card.radius", in: Domains.radius); cardPadding = try t.dimension("size.card.padding", in: 0...100)
        iconCircle = try t.dimension("size.card.iconCircle", in: Domains.icon); cardIcon = try t.dimension("size.card.icon", in: Domains.icon)
        rowGap = try t.dimension("size.card.rowGap", in: Domains.gap); lineGap = try t.dimension("size.card.lineGap", in: Domains.gap)
        chevron = try t.dimension("size.card.chevron", in: Domains.icon); trailingGap = try t.dimension("size.card.trailingGap", in: Domains.gap)
        card = try t.color("color.sheet.card"); hairline = try t.color("color.sheet.hairline")
        iconCircleColor = try t.color("color.sheet.iconCircle"); iconColor = try t.color("color.sheet.icon")
        chevronColor = try t.color("color.sheet.chevron")

        primary = try t.color("color.text.primary", alpha: Domains.textAlpha); secondary = try t.color("color.text.secondary", alpha: Domains.textAlpha)
        label = try t.font("type.order.label"); title = try t.font("type.order.title")
        subtitle = try t.font("type.order.subtitle"); subtitleNumber = try t.font("type.order.subtitleNumber")
        step = try t.font("type.order.step"); stepCurrent = try t.font("type.order.stepCurrent")
        cardTitle = try t.font("type.order.cardTitle"); cardDetail = try t.font("type.order.cardDetail")
        price = try t.font("type.order.price")
        crossfadeBlur = try t.dimension("motion.blur.crossfade", in: Domains.blur)

        facade = try FacadeStyle(t)
    }
}
