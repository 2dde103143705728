import Geometry
import Nodes

/// The bottom card of screen 2: code, status pill, instructions, the wallet button.
enum PickupCard {
    static func node(_ style: PickupStyle, _ content: Content, _ state: PickupState) -> Node {
        VStack(alignment: .leading, spacing: 0) {
            HStack(alignment: .top) {
                VStack(alignment: .leading, spacing: 0) {
                    Text(content.orderCode, font: style.code, color: style.chrome.primary).lineLimit(1)
                    Text(content.pickupCodeLabel, font: style.codeLabel, color: style.chrome.secondary).lineLimit(1)
                }
                Spacer()
                pill(style, content)
            }
            Text(content.showBarista, font: style.headline, color: style.chrome.primary).lineLimit(3).padding(EdgeInsets(top: style.sectionGap))
            Text(content.pickupDetail, font: style.detail, color: style.chrome.secondary).allowsTightening(true).lineLimit(2).padding(EdgeInsets(top: style.sectionGap / 4))
            // The sun sits on the note's first line, however many lines it takes.
            HStack(alignment: .top, spacing: style.sectionGap / 3) {
                style.chrome.icons[.sun].node(size: style.noteIcon, color: style.chrome.secondary)
                    .padding(EdgeInsets(top: max(0, (style.note.size * Font.interLineHeight - style.noteIcon) / 2)))
                Text(content.brightnessNote, font: style.note, color: style.chrome.secondary).lineLimit(2)
            }.padding(EdgeInsets(top: style.sectionGap / 2))
            walletButton(style, content, state).padding(EdgeInsets(top: style.sectionGap))
        }
        .sheetContent(padding: style.cardPadding, inset: style.cardInset, style.chrome)
        .background { Rectangle(cornerRadius: style.cardRadius).fill(style.card) }
    }

    /// `✓ Ready` in green on pale green.
    static func pill(_ style: PickupStyle, _ content: Content) -> Node {
        HStack(spacing: 4) {
            style.chrome.icons[.checkmark].node(size: style.pillFont.size * 0.9, color: style.pillText)
            Text(content.pillReady, font: style.pillFont, color: style.pillText).lineLimit(1)
        }
        .padding(horizontal: style.pillPadding.h, vertical: style.pillPadding.v)
        .background { Capsule().fill(style.pill) }
    }

    /// The black capsule; `Add to Apple Wallet` crossfading to `✓ Added` after a tap.
    static func walletButton(_ style: PickupStyle, _ content: Content, _ state: PickupState) -> Node {
        let add = HStack(spacing: 10) {
            style.chrome.icons[.wallet].node(size: style.buttonGlyph, color: style.chrome.onDark)
            Text(content.addToWallet, font: style.buttonFont, color: style.chrome.onDark).lineLimit(1)
        }.node
        let added = HStack(spacing: 8) {
            style.chrome.icons[.checkmark].node(size: style.buttonGlyph, color: style.chrome.onDark)
            Text(content.added, font: style.buttonFont, color: style.chrome.onDark).lineLimit(1)
        }.node
        return Capsule().fill(style.walletButton)
            .frame(height: style.buttonHeight)
            .frame(maxWidth: .infinity)
            .overlay { crossfade(add, added, state.walletAdded, blur: style.chrome.crossfadeBlur, alignment: .center) }
            .hotspot(.wallet)
    }
}
