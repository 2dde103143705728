import Geometry
import Nodes

/// The bottom card of screen 2: code, status pill, instructions, the wallet button.
enum PickupCard {
    static func node(_ s: PickupStyle, _ c: Content, _ st: PickupState) -> Node {
        VStack(alignment: .leading, spacing: 0) {
            HStack(alignment: .top) {
                VStack(alignment: .leading, spacing: 0) {
                    Text(c.orderCode, font: s.code, color: s.chrome.primary).lineLimit(1)
                    Text(c.pickupCodeLabel, font: s.codeLabel, color: s.chrome.secondary).lineLimit(1)
                }
                Spacer()
                pill(s, c)
            }
            Text(c.showBarista, font: s.headline, color: s.chrome.primary).lineLimit(3).padding(EdgeInsets(top: s.sectionGap))
            Text(c.pickupDetail, font: s.detail, color: s.chrome.secondary).allowsTightening(true).lineLimit(2).padding(EdgeInsets(top: s.sectionGap / 4))
            // The sun sits on the note's first line, however many lines it takes.
            HStack(alignment: .top, spacing: s.sectionGap / 3) {
                s.chrome.icons[.sun].node(size: s.noteIcon, color: s.chrome.secondary)
                    .padding(EdgeInsets(top: max(0, (s.note.size * Font.interLineHeight - s.noteIcon) / 2)))
                Text(c.brightnessNote, font: s.note, color: s.chrome.secondary).lineLimit(2)
            }.padding(EdgeInsets(top: s.sectionGap / 2))
            walletButton(s, c, st).padding(EdgeInsets(top: s.sectionGap))
        }
        .sheetContent(padding: s.cardPadding, inset: s.cardInset, s.chrome)
        .background { Rectangle(cornerRadius: s.cardRadius).fill(s.card) }
    }

    /// `✓ Ready` in green on pale green.
    static func pill(_ s: PickupStyle, _ c: Content) -> Node {
        HStack(spacing: 4) {
            s.chrome.icons[.checkmark].node(size: s.pillFont.size * 0.9, color: s.pillText)
            Text(c.pillReady, font: s.pillFont, color: s.pillText).lineLimit(1)
        }
        .padding(horizontal: s.pillPadding.h, vertical: s.pillPadding.v)
        .background { Capsule().fill(s.pill) }
    }

    /// The black capsule; `Add to Apple Wallet` crossfading to `✓ Added` after a tap.
    static func walletButton(_ s: PickupStyle, _ c: Content, _ st: PickupState) -> Node {
        let add = HStack(spacing: 10) {
            s.chrome.icons[.wallet].node(size: s.buttonGlyph, color: s.chrome.onDark)
            Text(c.addToWallet, font: s.buttonFont, color: s.chrome.onDark).lineLimit(1)
        }.node
        let added = HStack(spacing: 8) {
            s.chrome.icons[.checkmark].node(size: s.buttonGlyph, color: s.chrome.onDark)
            Text(c.added, font: s.buttonFont, color: s.chrome.onDark).lineLimit(1)
        }.node
        return Capsule().fill(s.walletButton)
            .frame(height: s.buttonHeight)
            .frame(maxWidth: .infinity)
            .overlay { crossfade(add, added, st.walletAdded, blur: s.chrome.crossfadeBlur, alignment: .center) }
            .hotspot(.wallet)
    }
}
