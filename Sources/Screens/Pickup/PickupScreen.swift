import Geometry
import Nodes
import QR

/// Screen 2: the pickup code and its card.
public enum PickupScreen {
    public static func node(_ s: PickupStyle, _ c: Content, _ st: PickupState) throws -> Node {
        let code = try QRCode(payload: c.qrPayload, level: .M)
        return Canvas(width: s.canvas.width, height: s.canvas.height) {
            background(s)
            QRNode.node(code, module: s.qrModule, dark: s.qrDark).offset(x: s.qrOrigin(modules: code.size).x,
                                                                         y: s.qrOrigin(modules: code.size).y)
            chrome(s, c, st)
        }.node
    }

    /// The screen's background with the code's quiet zone (light modules are the background).
    static func background(_ s: PickupStyle) -> Node {
        Rectangle().fill(s.background).frame(width: s.canvas.width, height: s.canvas.height)
    }

    /// Everything but the code: top bar, title, card. The reveal draws its own code, then this.
    public static func chrome(_ s: PickupStyle, _ c: Content, _ st: PickupState) -> Node {
        Canvas(width: s.canvas.width, height: s.canvas.height) {
            topBar(s, c, st)
            VStack(spacing: 0) {
                Spacer(minLength: 0)
                PickupCard.node(s, c, st).offset(relativeY: 1 - st.card, y: (1 - st.card) * s.cardInset)
            }
            .padding(EdgeInsets(leading: s.cardInset, bottom: s.cardInset, trailing: s.cardInset))
            .frame(width: s.canvas.width, height: s.canvas.height)
        }.node
    }

    static func topBar(_ s: PickupStyle, _ c: Content, _ st: PickupState) -> Node {
        HStack {
            circle(s, Symbols.xmark)
            Spacer()
            circle(s, Symbols.share)
        }
        .overlay { Text(c.pickupTitle, font: s.navTitle, color: s.primary).opacity(st.title) }
        .padding(EdgeInsets(top: s.safeTop, leading: s.buttonEdge, trailing: s.buttonEdge))
        .frame(width: s.canvas.width, height: s.canvas.height, alignment: .top)
    }

    static func circle(_ s: PickupStyle, _ g: Glyph) -> Node {
        Circle().fill(s.circle).stroke(.hairline(s.circleBorder))
            .frame(width: s.button, height: s.button)
            .overlay { g.node(size: s.buttonIcon, color: s.icon) }
    }
}
