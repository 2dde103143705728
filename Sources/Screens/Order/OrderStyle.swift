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
    public var making: Double

    public var cardRadius, cardPadding, iconCircle, cardIcon, rowGap, lineGap, chevron, trailingGap: Double
    public var card, hairline, iconCircleColor, iconColor, chevronColor: Color

    public var primary, secondary: Color
    public var label, title, subtitle, subtitleNumber, step, stepCurrent, cardTitle, cardDetail, price: Font
    public var crossfadeBlur: Double

    public var facade: FacadeStyle

    public init(_ t: TokenSet) throws {
        canvas = Size(try t.dimension("size.canvas.width"), try t.dimension("size.canvas.height"))
        safeTop = try t.dimension("size.safeArea.top"); safeBottom = try t.dimension("size.safeArea.bottom")
        button = try t.dimension("size.topButton.diameter"); buttonEdge = try t.dimension("size.topButton.edge")
        buttonIcon = try t.dimension("size.topButton.icon")
        buttonMaterial = (try t.dimension("motion.blur.buttonMaterial"), try t.color("color.button.materialTint"))
        buttonIconColor = try t.color("color.button.icon")

        sheetInset = try t.dimension("size.sheet.inset"); sheetRadius = try t.dimension("size.sheet.radius")
        sheetBottomRadius = try t.dimension("size.sheet.bottomRadius"); padding = try t.dimension("size.sheet.padding")
        handle = Size(try t.dimension("size.sheet.handleWidth"), try t.dimension("size.sheet.handleHeight"))
        handleTop = try t.dimension("size.sheet.handleTop"); handleColor = try t.color("color.sheet.handle")
        sheetMaterial = (try t.dimension("motion.blur.sheetMaterial"), try t.color("color.sheet.material"))
        titleGap = try t.dimension("size.sheet.titleGap"); subtitleGap = try t.dimension("size.sheet.subtitleGap")
        iconGap = try t.dimension("size.sheet.iconGap"); subtitleIcon = try t.dimension("size.sheet.subtitleIcon")
        progressTop = try t.dimension("size.sheet.progressTop"); labelGap = try t.dimension("size.sheet.labelGap")
        cardTop = try t.dimension("size.sheet.cardTop")
        barHeight = try t.dimension("size.progress.height"); barGap = try t.dimension("size.progress.gap")
        barFill = try t.color("color.progress.fill"); barTrack = try t.color("color.progress.track")
        making = try t.number("opacity.making")

        cardRadius = try t.dimension("size.card.radius"); cardPadding = try t.dimension("size.card.padding")
        iconCircle = try t.dimension("size.card.iconCircle"); cardIcon = try t.dimension("size.card.icon")
        rowGap = try t.dimension("size.card.rowGap"); lineGap = try t.dimension("size.card.lineGap")
        chevron = try t.dimension("size.card.chevron"); trailingGap = try t.dimension("size.card.trailingGap")
        card = try t.color("color.sheet.card"); hairline = try t.color("color.sheet.hairline")
        iconCircleColor = try t.color("color.sheet.iconCircle"); iconColor = try t.color("color.sheet.icon")
        chevronColor = try t.color("color.sheet.chevron")

        primary = try t.color("color.text.primary"); secondary = try t.color("color.text.secondary")
        label = try t.font("type.order.label"); title = try t.font("type.order.title")
        subtitle = try t.font("type.order.subtitle"); subtitleNumber = try t.font("type.order.subtitleNumber")
        step = try t.font("type.order.step"); stepCurrent = try t.font("type.order.stepCurrent")
        cardTitle = try t.font("type.order.cardTitle"); cardDetail = try t.font("type.order.cardDetail")
        price = try t.font("type.order.price")
        crossfadeBlur = try t.dimension("motion.blur.crossfade")

        facade = try FacadeStyle(t)
    }
}
