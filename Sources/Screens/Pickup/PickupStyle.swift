import Geometry
import Tokens
import Typeface

/// Everything screen 2 reads from the tokens, read once and never changed: its colours, fonts
/// and sizes, each a group of its own (a colour and a font may share a name: `colors.codeLabel`,
/// `fonts.codeLabel`), beside what every screen shares (`chrome`).
public struct PickupStyle: Sendable {
    /// What every screen shares (`Styles.chrome`): canvas, safe area, top buttons, icons. Its
    /// text, grabber and glyph colours are not this screen's: the Pickup screen keeps its light
    /// colours in every theme (its card and background stay light, and its code must scan), so
    /// they are `colors`.
    public let chrome: ChromeStyle
    public let colors: PickupColors
    public let fonts: PickupFonts
    /// The same fonts at the next smaller text size (nil at the smallest): no text is drawn
    /// smaller than there (issue 46.5).
    public let smallerFonts: PickupFonts?
    public let sizes: PickupSizes

    public init(_ t: TokenSet, chrome: ChromeStyle, smaller: PickupFonts? = nil) throws {
        self.chrome = chrome
        colors = try PickupColors(t)
        fonts = try PickupFonts(t)
        smallerFonts = smaller
        sizes = try PickupSizes(t)
        // A code whose dark modules barely differ from their ground does not scan.
        let c = Tok.color.pickup
        try t.requireContrast(c.qrDark.path, colors.qrDark, on: c.background.path, colors.background, atLeast: Self.qrContrast)
        try t.requireContrast(c.qrDark.path, colors.qrDark, on: c.qrLight.path, colors.qrLight, atLeast: Self.qrContrast)
    }

    /// The WCAG contrast a code's dark modules need against their light ground to scan (the
    /// reveal's blocks against its ground too): 3:1, WCAG 2.1's minimum for graphical objects.
    public static let qrContrast = 3.0

    /// The room the code has on this canvas above a card `cardHeight` tall (see `QRPlacement`).
    public func qrRoom(cardHeight: Double) -> QRPlacement.Room {
        QRPlacement.Room(width: chrome.canvas.width, top: chrome.safeTop + sizes.topBar,
                         bottom: chrome.canvas.height - sizes.cardInset - cardHeight)
    }
}

/// Screen 2's colours (`color.pickup.*`).
public struct PickupColors: Sendable {
    /// Its text, grabber and top-button glyphs, in place of the shared (themed) ones.
    public let label, secondaryLabel, handle, glyph: Color
    public let background, circle, circleBorder: Color
    /// The code's modules and its light ground.
    public let qrDark, qrLight: Color
    public let card, pill, pillText, walletButton: Color

    init(_ t: TokenSet) throws {
        let c = Tok.color.pickup
        label = try t[c.label]; secondaryLabel = try t[c.secondaryLabel]
        handle = try t[c.handle]; glyph = try t[c.glyph]
        background = try t[c.background]; circle = try t[c.circle]; circleBorder = try t[c.circleBorder]
        qrDark = try t[c.qrDark]; qrLight = try t[c.qrLight]
        card = try t[c.card]; pill = try t[c.pill]; pillText = try t[c.pillText]
        walletButton = try t[c.walletButton]
    }
}

/// Screen 2's type (`type.pickup.*`).
public struct PickupFonts: Sendable {
    public let navTitle, code, codeLabel, pill, headline, detail, note, button: Font

    init(_ t: TokenSet) throws {
        let type = Tok.type.pickup
        // The inline title grows with Headline up to `size.pickup.navTitleMost` and stays there
        // at the accessibility sizes, as iOS keeps a bar's title (issue 46.7).
        let title = try t[type.navTitle], most = try t[Tok.size.pickup.navTitleMost]
        navTitle = title.size <= most ? title : title.scaled(to: most)
        code = try t[type.code]
        codeLabel = try t[type.codeLabel]; pill = try t[type.pill]
        headline = try t[type.headline]; detail = try t[type.detail]
        note = try t[type.note]; button = try t[type.button]
    }
}

extension Font {
    /// This font at `size`, its letter spacing in proportion.
    func scaled(to size: Double) -> Font {
        var f = self.size(size)
        f.letterSpacing *= size / self.size
        return f
    }
}

/// Screen 2's lengths (`size.pickup.*`), in points: the top bar, the code, the card and every
/// gap between the card's parts.
public struct PickupSizes: Sendable {
    public let topBar, titleGap: Double
    public let qrSide, qrTop: Double
    /// The code's least side before the card compacts (`PickupCard.node(compact:)`).
    public let qrLeast: Double
    public let cardInset, cardRadius, cardPadding: Double
    /// Above the headline and the wallet button; above the detail line; above the note; between
    /// the sun and the note.
    public let sectionGap, detailGap, noteGap, noteIconGap: Double
    public let pillPadding: (h: Double, v: Double)
    /// The pill's check mark and the gap after it.
    public let pillIcon, pillIconGap: Double
    /// The least room between the order code and the pill beside it; the room above the pill
    /// where it goes below the code (the accessibility text sizes).
    public let pillGap, pillBelowGap: Double
    public let buttonHeight, buttonGlyph, noteIcon: Double
    /// Between the wallet button's glyph and `Add to Apple Wallet`; between its check and `Added`.
    public let walletIconGap, addedIconGap: Double

    init(_ t: TokenSet) throws {
        let size = Tok.size.pickup
        topBar = try t[size.topBarHeight]; titleGap = try t[size.titleGap]
        qrSide = try t[size.qrSide]; qrTop = try t[size.qrTop]; qrLeast = try t[size.qrLeast]
        cardInset = try t[size.cardInset]; cardRadius = try t[size.cardRadius]; cardPadding = try t[size.cardPadding]
        sectionGap = try t[size.sectionGap]; detailGap = try t[size.detailGap]
        noteGap = try t[size.noteGap]; noteIconGap = try t[size.noteIconGap]
        pillPadding = (try t[size.pillPaddingH], try t[size.pillPaddingV])
        pillIcon = try t[size.pillIcon]; pillIconGap = try t[size.pillIconGap]
        pillGap = try t[size.pillGap]; pillBelowGap = try t[size.pillBelowGap]
        buttonHeight = try t[size.buttonHeight]; buttonGlyph = try t[size.buttonIcon]; noteIcon = try t[size.noteIcon]
        walletIconGap = try t[size.walletIconGap]; addedIconGap = try t[size.addedIconGap]
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
