import Copy
import Geometry
import Nodes
import QR

/// Screen 2: the pickup code and its card.
public enum PickupScreen {
    static func node(_ style: PickupStyle, _ content: Content, _ state: PickupState, layout: Layout) throws -> Node {
        node(style, content, state, code: try placement(style, content, layout: layout))
    }

    /// The screen with the code already placed (`placement`; `Film` holds it).
    public static func node(_ style: PickupStyle, _ content: Content, _ state: PickupState, code qr: QRPlacement) -> Node {
        Canvas(width: style.chrome.canvas.width, height: style.chrome.canvas.height) {
            background(style)
            QRNode.node(qr, dark: style.colors.qrDark).offset(x: qr.origin.x, y: qr.origin.y)
            chrome(style, content, state, compact: qr.compactCard, scrolling: qr.scrolling)
        }.node
    }

    /// Where the code goes on this device with this copy: above the card as laid out — the
    /// compact card (`PickupCard.node(compact:)`) where the regular one leaves the code less
    /// than `size.pickup.qrLeast` and the compact one leaves it more. Where neither leaves it
    /// `qrLeast` (the large text sizes), the code keeps `qrLeast` below the top bar and the
    /// card scrolls on below it (`ScrollView`). A compact line is never smaller than at the
    /// next smaller text size (`OneLine.least(_:smaller:floor:)`): past that, it scrolls.
    /// Throws `PayloadError` when the payload cannot be drawn with modules of at least 2 pt.
    public static func placement(_ style: PickupStyle, _ content: Content, layout: Layout) throws -> QRPlacement {
        let code: QRCode
        // The compact card is laid out only where the regular one will not do.
        var compactHeight: Double?
        func least() -> Double {
            if let h = compactHeight { return h }
            let h = cardHeight(style, content, layout: layout, compact: true)
            compactHeight = h
            return h
        }
        do { code = try QRCode(payload: content.qrPayload, level: .M) } catch let e as QRError {
            throw payloadError(style, content, card: least(), reason: e.description)
        }
        func place(compact: Bool) -> QRPlacement? {
            let card = compact ? least() : cardHeight(style, content, layout: layout)
            return QRPlacement.place(code, room: style.qrRoom(cardHeight: card), maxSide: style.sizes.qrSide, preferredGap: style.sizes.qrTop)?
                .withCompactCard(compact)
        }
        let regular = place(compact: false)
        if let regular, regular.side >= style.sizes.qrLeast { return regular }
        let compact = place(compact: true)
        if let compact, compact.side >= style.sizes.qrLeast { return compact }
        // No card on the screen leaves the code its least: the card scrolls below the code.
        let screen = QRPlacement.Room(width: style.chrome.canvas.width, top: style.qrRoom(cardHeight: 0).top, bottom: style.chrome.canvas.height)
        if let scrolled = QRPlacement.place(code, room: screen, maxSide: style.sizes.qrLeast, preferredGap: style.sizes.qrTop) {
            return scrolled.withScrollingCard(height: cardHeight(style, content, layout: layout))
        }
        if let compact, compact.side > regular?.side ?? 0 { return compact }
        guard let regular else {
            throw payloadError(style, content, card: least(),
                               reason: "its code is \(code.size) modules square, more than fit this screen with modules of at least \(Int(QRPlacement.minimumModule)) pt")
        }
        return regular
    }

    /// The error for a payload that cannot be drawn, with the limit — and, when not even the
    /// smallest code fits, what leaves no room: the card as laid out with this copy and type.
    static func payloadError(_ style: PickupStyle, _ content: Content, card: Double, reason: String) -> PayloadError {
        let room = style.qrRoom(cardHeight: card)
        let longest = QRCode.longestPayload(level: .M, maxModules: QRPlacement.maxModules(room: room, maxSide: style.sizes.qrSide))
        let need = Double(21 + 2 * QRCode.quietZone) * QRPlacement.minimumModule
        let f = { (v: Double) in String(format: "%.0f", v) }
        let noRoom = "the Pickup card is \(f(card)) pt tall as laid out (its copy and the type.pickup.* and size.pickup.* tokens), "
            + "leaving \(f(max(0, room.bottom - room.top))) pt between the top bar and the card of the \(f(room.width))-pt-wide screen "
            + "where the smallest code with its quiet zone needs \(f(need)) × \(f(need)) pt (\(Tok.size.pickup.qrSide.path) is \(f(style.sizes.qrSide)) pt)"
        return PayloadError(payload: content.qrPayload, longest: longest, reason: reason, noRoom: noRoom)
    }

    /// The card's height in place, as laid out across the canvas: the taller of its two
    /// wallet labels' (`Add to Apple Wallet`, `Added`), which differ where the button grows
    /// with its label at the large text sizes.
    static func cardHeight(_ style: PickupStyle, _ content: Content, layout: Layout, compact: Bool = false) -> Double {
        let width = Proposal(width: style.chrome.canvas.width - 2 * style.sizes.cardInset, height: nil)
        return [0.0, 1].map { layout.size(PickupCard.node(style, content, PickupState(walletAdded: $0), compact: compact), width).height }.max()!
    }

    /// The longest payload, in bytes of 8-bit data, whose code fits this screen (0 if none).
    static func longestPayload(_ style: PickupStyle, _ content: Content, layout: Layout) -> Int {
        let card = cardHeight(style, content, layout: layout, compact: true)
        let most = QRPlacement.maxModules(room: style.qrRoom(cardHeight: card), maxSide: style.sizes.qrSide)
        return QRCode.longestPayload(level: .M, maxModules: most)
    }

    /// The screen's background with the code's quiet zone (light modules are the background).
    static func background(_ style: PickupStyle) -> Node {
        Rectangle().fill(style.colors.background).frame(width: style.chrome.canvas.width, height: style.chrome.canvas.height)
    }

    /// Everything but the code: top bar, title, card. The reveal draws its own code, then this.
    /// `compact`: the compact card (`QRPlacement.compactCard`); `scrolling`: where a scrolling
    /// card starts and its whole height (`QRPlacement.scrollingCardTop`), nil for one resting
    /// on the bottom edge.
    public static func chrome(_ style: PickupStyle, _ content: Content, _ state: PickupState, compact: Bool = false,
                              scrolling: (top: Double, height: Double)? = nil) -> Node {
        let (w, h, inset) = (style.chrome.canvas.width, style.chrome.canvas.height, style.sizes.cardInset)
        let card = PickupCard.node(style, content, state, compact: compact)
        return Canvas(width: w, height: h) {
            topBar(style, content, state)
            if let sc = scrolling {
                // Laid out at its whole height, as a scroll view's content is.
                card.frame(height: sc.height).scrolling("card").offset(relativeY: 1 - state.card, y: (1 - state.card) * (h - sc.top))
                    .padding(EdgeInsets(leading: inset, trailing: inset)).frame(width: w).offset(y: sc.top)
            } else {
                VStack(spacing: 0) {
                    Spacer(minLength: 0)
                    card.offset(relativeY: 1 - state.card, y: (1 - state.card) * inset)
                }
                .padding(EdgeInsets(leading: inset, bottom: inset, trailing: inset))
                .frame(width: w, height: h)
            }
        }.node
    }

    static func topBar(_ style: PickupStyle, _ content: Content, _ state: PickupState) -> Node {
        HStack {
            circle(style, style.chrome.icons[.xmark]).hotspot(.topLeading)
            Spacer()
            circle(style, style.chrome.icons[.share])
        }
        // The title keeps clear of the buttons on one line: it shrinks to fit (`OneLine`).
        .overlay { Text(content.pickupTitle, font: style.fonts.navTitle, color: style.colors.label).shrinksToOneLine(downTo: OneLine.least(style.fonts.navTitle, smaller: style.smallerFonts?.navTitle)).copy("pickupTitle")
            .padding(horizontal: style.chrome.button + style.sizes.titleGap).opacity(state.title) }
        .padding(EdgeInsets(top: style.chrome.safeTop, leading: style.chrome.buttonEdge, trailing: style.chrome.buttonEdge))
        .frame(width: style.chrome.canvas.width, height: style.chrome.canvas.height, alignment: .top)
    }

    static func circle(_ style: PickupStyle, _ g: Glyph) -> Node {
        Circle().fill(style.colors.circle).stroke(.hairline(style.colors.circleBorder))
            .frame(width: style.chrome.button, height: style.chrome.button)
            .overlay { g.node(size: style.chrome.buttonIcon, color: style.colors.glyph) }
    }
}
