import Copy
import Geometry
import Nodes

/// The white card in the sheet: the drink, a hairline, the store.
enum OrderCard {
    /// `stacked`: the drink's price goes under its text where the two cannot share a line
    /// (`stacks`). At the accessibility text sizes each icon circle — grown with its text —
    /// goes above its row's text, as a list row becomes a column there; the store row's
    /// chevron stays trailing.
    static func node(_ style: OrderStyle, _ content: Content, stacked: Bool = false) -> Node {
        let above = style.chrome.accessibilitySize
        return VStack(alignment: .leading, spacing: 0) {
            row(style, icon: style.chrome.icons[.icedCup], title: (content.drink, "drink"), detail: (content.options, "options"),
                stacked: above, trailingUnder: stacked) {
                Text(content.price, font: style.fonts.price, color: style.chrome.secondary).copy("price")
            }
            // iOS insets a list separator to where the row's text begins; it is a hairline, one
            // device pixel at every scale (a 0-width stroke), not a 0.5 pt band (1.5 px at @3x).
            Rectangle().stroke(.hairline(style.colors.hairline)).frame(height: 0)
                .padding(EdgeInsets(leading: style.sizes.cardPadding + (above ? 0 : style.sizes.iconCircle + style.sizes.rowGap)))
            // A disclosure chevron stays at the trailing edge, as iOS keeps it; the text wraps.
            row(style, icon: style.chrome.icons[.storefront], title: (content.store, "store"), detail: (content.storeNote, "storeNote"),
                stacked: above, trailingUnder: false) {
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

    /// `title` and `detail`: the copy, and its key. `stacked`: the circle above the text;
    /// `trailingUnder`: the trailing view under the text (else trailing, centred on the row).
    private static func row(_ style: OrderStyle, icon: Glyph, title: (String, key: String), detail: (String, key: String), stacked: Bool,
                            trailingUnder: Bool, @NodeBuilder trailing: () -> [Node]) -> Node {
        let s = style.sizes
        let text = VStack(alignment: .leading, spacing: s.lineGap) {
            Text(title.0, font: style.fonts.cardTitle, color: style.chrome.primary).copy(title.key)
            Text(detail.0, font: style.fonts.cardDetail, color: style.chrome.secondary).copy(detail.key)
            if trailingUnder { trailing().node }
        }
        let circle = Circle().fill(style.colors.iconCircle).frame(width: s.iconCircle, height: s.iconCircle)
            .overlay { icon.node(size: s.cardIcon, color: style.colors.icon) }
        if stacked {
            return HStack(spacing: 0) {
                VStack(alignment: .leading, spacing: s.rowGap) { circle; text }
                Spacer(minLength: s.trailingGap)
                if !trailingUnder { trailing().node }
            }
            .padding(s.cardPadding)
        }
        // One stack, as before: the text takes the width the circle and the trailing view leave.
        return HStack(alignment: trailingUnder ? .top : .center, spacing: 0) {
            circle
            text.padding(EdgeInsets(leading: s.rowGap))
            Spacer(minLength: trailingUnder ? 0 : s.trailingGap)
            if !trailingUnder { trailing().node }
        }
        .padding(s.cardPadding)
    }
}
