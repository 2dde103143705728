import Geometry
import Nodes

/// The white card in the sheet: the drink, a hairline, the store.
enum OrderCard {
    static func node(_ s: OrderStyle, _ c: Content) -> Node {
        VStack(alignment: .leading, spacing: 0) {
            row(s, icon: s.chrome.icons[.icedCup], title: c.drink, detail: c.options) {
                Text(c.price, font: s.price, color: s.chrome.secondary)
            }
            // iOS insets a list separator to where the row's text begins; it is a hairline, one
            // device pixel at every scale (a 0-width stroke), not a 0.5 pt band (1.5 px at @3x).
            Rectangle().stroke(.hairline(s.hairline)).frame(height: 0)
                .padding(EdgeInsets(leading: s.cardPadding + s.iconCircle + s.rowGap))
            row(s, icon: s.chrome.icons[.storefront], title: c.store, detail: c.storeNote) {
                s.chrome.icons[.chevronRight].node(size: s.chevron, color: s.chevronColor)
            }
        }
        .background { Rectangle(cornerRadius: s.cardRadius).fill(s.card) }
    }

    private static func row(_ s: OrderStyle, icon: Glyph, title: String, detail: String,
                            @NodeBuilder trailing: () -> [Node]) -> Node {
        HStack(spacing: 0) {
            Circle().fill(s.iconCircleColor).frame(width: s.iconCircle, height: s.iconCircle)
                .overlay { icon.node(size: s.cardIcon, color: s.iconColor) }
            VStack(alignment: .leading, spacing: s.lineGap) {
                Text(title, font: s.cardTitle, color: s.chrome.primary).lineLimit(1)
                Text(detail, font: s.cardDetail, color: s.chrome.secondary).lineLimit(2)
            }
            .padding(EdgeInsets(leading: s.rowGap))
            Spacer(minLength: s.trailingGap)
            trailing().node
        }
        .padding(s.cardPadding)
    }
}
