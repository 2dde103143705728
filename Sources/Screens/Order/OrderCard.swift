import Geometry
import Nodes

/// The white card in the sheet: the drink, a hairline, the store.
enum OrderCard {
    static func node(_ style: OrderStyle, _ content: Content) -> Node {
        VStack(alignment: .leading, spacing: 0) {
            row(style, icon: style.chrome.icons[.icedCup], title: content.drink, detail: content.options) {
                Text(content.price, font: style.fonts.price, color: style.chrome.secondary)
            }
            // iOS insets a list separator to where the row's text begins; it is a hairline, one
            // device pixel at every scale (a 0-width stroke), not a 0.5 pt band (1.5 px at @3x).
            Rectangle().stroke(.hairline(style.colors.hairline)).frame(height: 0)
                .padding(EdgeInsets(leading: style.sizes.cardPadding + style.sizes.iconCircle + style.sizes.rowGap))
            row(style, icon: style.chrome.icons[.storefront], title: content.store, detail: content.storeNote) {
                style.chrome.icons[.chevronRight].node(size: style.sizes.chevron, color: style.colors.chevron)
            }
        }
        .background { Rectangle(cornerRadius: style.sizes.cardRadius).fill(style.colors.card) }
    }

    private static func row(_ style: OrderStyle, icon: Glyph, title: String, detail: String,
                            @NodeBuilder trailing: () -> [Node]) -> Node {
        HStack(spacing: 0) {
            Circle().fill(style.colors.iconCircle).frame(width: style.sizes.iconCircle, height: style.sizes.iconCircle)
                .overlay { icon.node(size: style.sizes.cardIcon, color: style.colors.icon) }
            VStack(alignment: .leading, spacing: style.sizes.lineGap) {
                Text(title, font: style.fonts.cardTitle, color: style.chrome.primary).lineLimit(1)
                Text(detail, font: style.fonts.cardDetail, color: style.chrome.secondary).lineLimit(2)
            }
            .padding(EdgeInsets(leading: style.sizes.rowGap))
            Spacer(minLength: style.sizes.trailingGap)
            trailing().node
        }
        .padding(style.sizes.cardPadding)
    }
}
