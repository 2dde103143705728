import Copy
import Geometry
import Nodes

/// The white card in the sheet: the drink, a hairline, the store.
enum OrderCard {
    /// `stacked`: the drink row's price goes under its text, as a list row stacks at the
    /// accessibility text sizes (`stacks`); the store row's chevron stays trailing.
    static func node(_ style: OrderStyle, _ content: Content, stacked: Bool = false) -> Node {
        VStack(alignment: .leading, spacing: 0) {
            row(style, icon: style.chrome.icons[.icedCup], title: (content.drink, "drink"), detail: (content.options, "options"), stacked: stacked) {
                Text(content.price, font: style.fonts.price, color: style.chrome.secondary).copy("price")
            }
            // iOS insets a list separator to where the row's text begins; it is a hairline, one
            // device pixel at every scale (a 0-width stroke), not a 0.5 pt band (1.5 px at @3x).
            Rectangle().stroke(.hairline(style.colors.hairline)).frame(height: 0)
                .padding(EdgeInsets(leading: style.sizes.cardPadding + style.sizes.iconCircle + style.sizes.rowGap))
            // A disclosure chevron stays at the trailing edge, as iOS keeps it; the text wraps.
            row(style, icon: style.chrome.icons[.storefront], title: (content.store, "store"), detail: (content.storeNote, "storeNote"), stacked: false) {
                style.chrome.icons[.chevronRight].node(size: style.sizes.chevron, color: style.colors.chevron)
            }
        }
        .background { Rectangle(cornerRadius: style.sizes.cardRadius).fill(style.colors.card) }
    }

    /// Whether the drink row cannot hold its title on one line beside its price: then the price
    /// stacks under the text (the text wraps either way; nothing is cut).
    static func stacks(_ style: OrderStyle, _ content: Content, layout: Layout) -> Bool {
        let s = style.sizes
        let width = style.chrome.canvas.width - 2 * (s.sheetInset + s.padding + s.cardPadding) - s.iconCircle - s.rowGap - s.trailingGap
        func oneLine(_ t: Text) -> Double { layout.size(t.node, .unspecified).width }
        let price = oneLine(Text(content.price, font: style.fonts.price, color: style.chrome.secondary))
        return oneLine(Text(content.drink, font: style.fonts.cardTitle, color: style.chrome.primary)) + price > width
    }

    /// `title` and `detail`: the copy, and its key.
    private static func row(_ style: OrderStyle, icon: Glyph, title: (String, key: String), detail: (String, key: String), stacked: Bool,
                            @NodeBuilder trailing: () -> [Node]) -> Node {
        let text = VStack(alignment: .leading, spacing: style.sizes.lineGap) {
            Text(title.0, font: style.fonts.cardTitle, color: style.chrome.primary).copy(title.key)
            Text(detail.0, font: style.fonts.cardDetail, color: style.chrome.secondary).copy(detail.key)
        }
        let circle = Circle().fill(style.colors.iconCircle).frame(width: style.sizes.iconCircle, height: style.sizes.iconCircle)
            .overlay { icon.node(size: style.sizes.cardIcon, color: style.colors.icon) }
        if stacked {
            return HStack(alignment: .top, spacing: 0) {
                circle
                VStack(alignment: .leading, spacing: style.sizes.lineGap) {
                    text
                    trailing().node
                }
                .padding(EdgeInsets(leading: style.sizes.rowGap))
                Spacer(minLength: 0)
            }
            .padding(style.sizes.cardPadding)
        }
        return HStack(spacing: 0) {
            circle
            text.padding(EdgeInsets(leading: style.sizes.rowGap))
            Spacer(minLength: style.sizes.trailingGap)
            trailing().node
        }
        .padding(style.sizes.cardPadding)
    }
}
