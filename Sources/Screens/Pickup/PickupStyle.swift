import Geometry
import Tokens

/// Everything screen 2 reads from the tokens.
public struct PickupStyle: Sendable {
    /// What every screen shares (`Styles.chrome`), with this screen's own text, grabber and
    /// glyph colours in place of the shared ones: it keeps its light colours in every theme
    /// (its card and background stay light, and its code must scan).
    public var chrome: ChromeStyle { didSet { chrome = own(chrome) } }
    public var label, secondaryLabel, handle, glyph: Color
    public var topBar: Double
    public var background, circle, circleBorder: Color
    public var qrSide, qrTop: Double
    public var qrDark: Color
    public var cardInset, cardRadius, cardPadding, sectionGap: Double
    public var card: Color
    public var pillPadding: (h: Double, v: Double), pill, pillText: Color
    public var buttonHeight, buttonGlyph, noteIcon: Double
    public var walletButton: Color
    public var navTitle, code, codeLabel, pillFont, headline, detail, note, buttonFont: Font

    public init(_ t: TokenSet, chrome: ChromeStyle) throws {
        let c = Tok.color.pickup
        label = try t[c.label]; secondaryLabel = try t[c.secondaryLabel]
        handle = try t[c.handle]; glyph = try t[c.glyph]
        topBar = try t[Tok.size.pickup.topBarHeight]
        background = try t[Tok.color.pickup.background]; circle = try t[Tok.color.pickup.circle]
        circleBorder = try t[Tok.color.pickup.circleBorder]
        let size = Tok.size.pickup
        qrSide = try t[size.qrSide]; qrTop = try t[size.qrTop]
        qrDark = try t[Tok.color.pickup.qrDark]
        let qrLight = try t[Tok.color.pickup.qrLight]
        cardInset = try t[size.cardInset]; cardRadius = try t[size.cardRadius]
        cardPadding = try t[size.cardPadding]; sectionGap = try t[size.sectionGap]
        card = try t[Tok.color.pickup.card]
        pillPadding = (try t[size.pillPaddingH], try t[size.pillPaddingV])
        pill = try t[Tok.color.pickup.pill]; pillText = try t[Tok.color.pickup.pillText]
        buttonHeight = try t[size.buttonHeight]; buttonGlyph = try t[size.buttonIcon]
        noteIcon = try t[size.noteIcon]
        walletButton = try t[Tok.color.pickup.walletButton]
        let type = Tok.type.pickup
        navTitle = try t[type.navTitle]; code = try t[type.code]
        codeLabel = try t[type.codeLabel]; pillFont = try t[type.pill]
        headline = try t[type.headline]; detail = try t[type.detail]
        note = try t[type.note]; buttonFont = try t[type.button]
        self.chrome = chrome
        self.chrome = own(chrome)   // (observers do not run in an initialiser)

        // A code whose dark modules barely differ from their ground does not scan.
        try t.requireContrast(Tok.color.pickup.qrDark.path, qrDark, on: Tok.color.pickup.background.path, background, atLeast: Self.qrContrast)
        try t.requireContrast(Tok.color.pickup.qrDark.path, qrDark, on: Tok.color.pickup.qrLight.path, qrLight, atLeast: Self.qrContrast)
    }

    /// `shared` with this screen's own colours.
    func own(_ shared: ChromeStyle) -> ChromeStyle {
        var c = shared
        c.primary = label; c.secondary = secondaryLabel; c.handleColor = handle; c.buttonIconColor = glyph
        return c
    }

    /// The WCAG contrast a code's dark modules need against their light ground to scan (the
    /// reveal's blocks against its ground too): 3:1, WCAG 2.1's minimum for graphical objects.
    public static let qrContrast = 3.0

    /// The room the code has on this canvas above a card `cardHeight` tall (see `QRPlacement`).
    public func qrRoom(cardHeight: Double) -> QRPlacement.Room {
        QRPlacement.Room(width: chrome.canvas.width, top: chrome.safeTop + topBar, bottom: chrome.canvas.height - cardInset - cardHeight)
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
