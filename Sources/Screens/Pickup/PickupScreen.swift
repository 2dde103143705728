import Geometry
import Nodes
import QR

/// Screen 2: the pickup code and its card.
public enum PickupScreen {
    static func node(_ s: PickupStyle, _ c: Content, _ st: PickupState, layout: Layout) throws -> Node {
        node(s, c, st, code: try placement(s, c, layout: layout))
    }

    /// The screen with the code already placed (`placement`; `Film` holds it).
    public static func node(_ s: PickupStyle, _ c: Content, _ st: PickupState, code qr: QRPlacement) -> Node {
        Canvas(width: s.chrome.canvas.width, height: s.chrome.canvas.height) {
            background(s)
            QRNode.node(qr, dark: s.qrDark).offset(x: qr.origin.x, y: qr.origin.y)
            chrome(s, c, st)
        }.node
    }

    /// Where the code goes on this device with this copy: above the card as laid out.
    /// Throws `PayloadError` when the payload cannot be drawn with modules of at least 2 pt.
    public static func placement(_ s: PickupStyle, _ c: Content, layout: Layout) throws -> QRPlacement {
        let code: QRCode
        let card = cardHeight(s, c, layout: layout)
        do { code = try QRCode(payload: c.qrPayload, level: .M) } catch let e as QRError {
            throw payloadError(s, c, card: card, reason: e.description)
        }
        guard let p = QRPlacement.place(code, room: s.qrRoom(cardHeight: card), maxSide: s.qrSide, preferredGap: s.qrTop) else {
            throw payloadError(s, c, card: card,
                               reason: "its code is \(code.size) modules square, more than fit this screen with modules of at least \(Int(QRPlacement.minimumModule)) pt")
        }
        return p
    }

    /// The error for a payload that cannot be drawn, with the limit — and, when not even the
    /// smallest code fits, what leaves no room: the card as laid out with this copy and type.
    static func payloadError(_ s: PickupStyle, _ c: Content, card: Double, reason: String) -> PayloadError {
        let room = s.qrRoom(cardHeight: card)
        let longest = QRCode.longestPayload(level: .M, maxModules: QRPlacement.maxModules(room: room, maxSide: s.qrSide))
        let need = Double(21 + 2 * QRCode.quietZone) * QRPlacement.minimumModule
        let f = { (v: Double) in String(format: "%.0f", v) }
        let noRoom = "the Pickup card is \(f(card)) pt tall as laid out (its copy and the type.pickup.* and size.pickup.* tokens), "
            + "leaving \(f(max(0, room.bottom - room.top))) pt between the top bar and the card of the \(f(room.width))-pt-wide screen "
            + "where the smallest code with its quiet zone needs \(f(need)) × \(f(need)) pt (\(Tok.size.pickup.qrSide.path) is \(f(s.qrSide)) pt)"
        return PayloadError(payload: c.qrPayload, longest: longest, reason: reason, noRoom: noRoom)
    }

    /// The card's height in place, as laid out across the canvas.
    static func cardHeight(_ s: PickupStyle, _ c: Content, layout: Layout) -> Double {
        layout.size(PickupCard.node(s, c, PickupState()), Proposal(width: s.chrome.canvas.width - 2 * s.cardInset, height: nil)).height
    }

    /// The longest payload, in bytes of 8-bit data, whose code fits this screen (0 if none).
    static func longestPayload(_ s: PickupStyle, _ c: Content, layout: Layout) -> Int {
        let most = QRPlacement.maxModules(room: s.qrRoom(cardHeight: cardHeight(s, c, layout: layout)), maxSide: s.qrSide)
        return QRCode.longestPayload(level: .M, maxModules: most)
    }

    /// The screen's background with the code's quiet zone (light modules are the background).
    static func background(_ s: PickupStyle) -> Node {
        Rectangle().fill(s.background).frame(width: s.chrome.canvas.width, height: s.chrome.canvas.height)
    }

    /// Everything but the code: top bar, title, card. The reveal draws its own code, then this.
    public static func chrome(_ s: PickupStyle, _ c: Content, _ st: PickupState) -> Node {
        Canvas(width: s.chrome.canvas.width, height: s.chrome.canvas.height) {
            topBar(s, c, st)
            VStack(spacing: 0) {
                Spacer(minLength: 0)
                PickupCard.node(s, c, st).offset(relativeY: 1 - st.card, y: (1 - st.card) * s.cardInset)
            }
            .padding(EdgeInsets(leading: s.cardInset, bottom: s.cardInset, trailing: s.cardInset))
            .frame(width: s.chrome.canvas.width, height: s.chrome.canvas.height)
        }.node
    }

    static func topBar(_ s: PickupStyle, _ c: Content, _ st: PickupState) -> Node {
        HStack {
            circle(s, s.chrome.icons[.xmark]).hotspot(.topLeading)
            Spacer()
            circle(s, s.chrome.icons[.share])
        }
        // The title truncates before it reaches the buttons, as a navigation bar's does.
        .overlay { Text(c.pickupTitle, font: s.navTitle, color: s.chrome.primary).lineLimit(1)
            .padding(horizontal: s.chrome.button + s.chrome.buttonEdge / 2).opacity(st.title) }
        .padding(EdgeInsets(top: s.chrome.safeTop, leading: s.chrome.buttonEdge, trailing: s.chrome.buttonEdge))
        .frame(width: s.chrome.canvas.width, height: s.chrome.canvas.height, alignment: .top)
    }

    static func circle(_ s: PickupStyle, _ g: Glyph) -> Node {
        Circle().fill(s.circle).stroke(.hairline(s.circleBorder))
            .frame(width: s.chrome.button, height: s.chrome.button)
            .overlay { g.node(size: s.chrome.buttonIcon, color: s.chrome.buttonIconColor) }
    }
}
