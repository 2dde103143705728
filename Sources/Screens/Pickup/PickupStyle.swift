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
    /// The icons (built-in glyphs unless a designer dropped in SVGs; not from the tokens).
    public var icons = Icons()

    public init(_ t: TokenSet) throws {
        canvas = Size(try t.dimension("size.canvas.width", in: Domains.canvasWidth), try t.dimension("size.canvas.height", in: Domains.canvasHeight))
        safeTop = try t.dimension("size.safeArea.top", in: 0...200); safeBottom = try t.dimension("size.safeArea.bottom", in: 0...200)
        button = try t.dimension("size.topButton.diameter", in: 10...120); buttonEdge = try t.dimension("size.topButton.edge", in: 0...100)
        buttonIcon = try t.dimension("size.topButton.icon", in: Domains.icon); topBar = try t.dimension("size.pickup.topBarHeight", in: 0...200)
        background = try t.color("color.pickup.background", alpha: Domain(1, 1)); circle = try t.color("color.pickup.circle")
        circleBorder = try t.color("color.pickup.circleBorder"); icon = try t.color("color.button.icon")
        qrSide = try t.dimension("size.pickup.qrSide", in: 50...1400); qrTop = try t.dimension("size.pickup.qrTop", in: 0...400)
        qrDark = try t.color("color.pickup.qrDark"); qrLight = try t.color("color.pickup.qrLight", alpha: Domain(1, 1))
        cardInset = try t.dimension("size.pickup.cardInset", in: 0...100); cardRadius = try t.dimension("size.pickup.cardRadius", in: Domains.radius)
        cardPadding = try t.dimension("size.pickup.cardPadding", in: 0...100); sectionGap = try t.dimension("size.pickup.sectionGap", in: Domains.gap)
        card = try t.color("color.pickup.card"); handleColor = try t.color("color.sheet.handle")
        handle = Size(try t.dimension("size.sheet.handleWidth", in: 0...200), try t.dimension("size.sheet.handleHeight", in: 0...20))
        handleTop = try t.dimension("size.sheet.handleTop", in: 0...50)
        pillPadding = (try t.dimension("size.pickup.pillPaddingH", in: 0...50), try t.dimension("size.pickup.pillPaddingV", in: 0...50))
        pill = try t.color("color.pickup.pill"); pillText = try t.color("color.pickup.pillText")
        buttonHeight = try t.dimension("size.pickup.buttonHeight", in: 20...200); buttonGlyph = try t.dimension("size.pickup.buttonIcon", in: Domains.icon)
        noteIcon = try t.dimension("size.pickup.noteIcon", in: Domains.icon)
        walletButton = try t.color("color.pickup.walletButton"); onDark = try t.color("color.text.onDark", alpha: Domains.textAlpha)
        primary = try t.color("color.text.primary", alpha: Domains.textAlpha); secondary = try t.color("color.text.secondary", alpha: Domains.textAlpha)
        navTitle = try t.font("type.pickup.navTitle"); code = try t.font("type.pickup.code")
        codeLabel = try t.font("type.pickup.codeLabel"); pillFont = try t.font("type.pickup.pill")
        headline = try t.font("type.pickup.headline"); detail = try t.font("type.pickup.detail")
        note = try t.font("type.pickup.note"); buttonFont = try t.font("type.pickup.button")
        crossfadeBlur = try t.dimension("motion.blur.crossfade", in: Domains.blur)

        // A code whose dark modules barely differ from their ground does not scan.
        try t.requireContrast("color.pickup.qrDark", qrDark, on: "color.pickup.background", background, atLeast: Domains.qrContrast)
        try t.requireContrast("color.pickup.qrDark", qrDark, on: "color.pickup.qrLight", qrLight, atLeast: Domains.qrContrast)
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
