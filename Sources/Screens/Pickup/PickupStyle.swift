import Geometry
import Tokens

/// Everything screen 2 reads from the tokens.
public struct PickupStyle: Sendable {
    public var canvas: Size
    public var safeTop, safeBottom: Double
    public var button, buttonEdge, buttonIcon, topBar: Double
    public var background, circle, circleBorder, icon: Color
    public var qrSide, qrTop: Double
    public var qrDark, qrLight: Color
    public var cardInset, cardRadius, cardPadding, sectionGap: Double
    public var card, handleColor: Color
    public var handle: Size, handleTop: Double
    public var pillPadding: (h: Double, v: Double), pill, pillText: Color
    public var buttonHeight, buttonGlyph, noteIcon: Double
    public var walletButton, onDark, primary, secondary: Color
    public var navTitle, code, codeLabel, pillFont, headline, detail, note, buttonFont: Font
    public var crossfadeBlur: Double

    public init(_ t: TokenSet) throws {
        canvas = Size(try t.dimension("size.canvas.width"), try t.dimension("size.canvas.height"))
        safeTop = try t.dimension("size.safeArea.top"); safeBottom = try t.dimension("size.safeArea.bottom")
        button = try t.dimension("size.topButton.diameter"); buttonEdge = try t.dimension("size.topButton.edge")
        buttonIcon = try t.dimension("size.topButton.icon"); topBar = try t.dimension("size.pickup.topBarHeight")
        background = try t.color("color.pickup.background"); circle = try t.color("color.pickup.circle")
        circleBorder = try t.color("color.pickup.circleBorder"); icon = try t.color("color.button.icon")
        qrSide = try t.dimension("size.pickup.qrSide"); qrTop = try t.dimension("size.pickup.qrTop")
        qrDark = try t.color("color.pickup.qrDark"); qrLight = try t.color("color.pickup.qrLight")
        cardInset = try t.dimension("size.pickup.cardInset"); cardRadius = try t.dimension("size.pickup.cardRadius")
        cardPadding = try t.dimension("size.pickup.cardPadding"); sectionGap = try t.dimension("size.pickup.sectionGap")
        card = try t.color("color.pickup.card"); handleColor = try t.color("color.sheet.handle")
        handle = Size(try t.dimension("size.sheet.handleWidth"), try t.dimension("size.sheet.handleHeight"))
        handleTop = try t.dimension("size.sheet.handleTop")
        pillPadding = (try t.dimension("size.pickup.pillPaddingH"), try t.dimension("size.pickup.pillPaddingV"))
        pill = try t.color("color.pickup.pill"); pillText = try t.color("color.pickup.pillText")
        buttonHeight = try t.dimension("size.pickup.buttonHeight"); buttonGlyph = try t.dimension("size.pickup.buttonIcon")
        noteIcon = try t.dimension("size.pickup.noteIcon")
        walletButton = try t.color("color.pickup.walletButton"); onDark = try t.color("color.text.onDark")
        primary = try t.color("color.text.primary"); secondary = try t.color("color.text.secondary")
        navTitle = try t.font("type.pickup.navTitle"); code = try t.font("type.pickup.code")
        codeLabel = try t.font("type.pickup.codeLabel"); pillFont = try t.font("type.pickup.pill")
        headline = try t.font("type.pickup.headline"); detail = try t.font("type.pickup.detail")
        note = try t.font("type.pickup.note"); buttonFont = try t.font("type.pickup.button")
        crossfadeBlur = try t.dimension("motion.blur.crossfade")
    }

    /// The room the code has on this canvas above a card `cardHeight` tall (see `QRPlacement`).
    public func qrRoom(cardHeight: Double) -> QRPlacement.Room {
        QRPlacement.Room(width: canvas.width, top: safeTop + topBar, bottom: canvas.height - cardInset - cardHeight)
    }
}

/// What screen 2 shows at one moment.
public struct PickupState: Hashable, Sendable {
    /// 0 hidden, 1 shown: the `Pickup` title's fade.
    public var title: Double
    /// 0 below the screen, 1 in place (springs may overshoot past 1).
    public var card: Double
    /// 0 `Add to Apple Wallet`, 1 `Added` with a check.
    public var walletAdded: Double
    public init(title: Double = 1, card: Double = 1, walletAdded: Double = 0) {
        self.title = title; self.card = card; self.walletAdded = walletAdded
    }
}
