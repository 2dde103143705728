import Copy
import Geometry
import Nodes
import Typeface

/// The bottom card of screen 2: code, status pill, instructions, the wallet button.
enum PickupCard {
    /// How far each line of a compact card may shrink to stay on one line: the headline, the
    /// detail line and the brightness note (`size.pickup.qrLeast` says when a card compacts).
    static let compactScale = (headline: 0.7, detail: 0.8, note: 0.8)

    /// `compact`: the card a long copy gets where the regular one would leave the code less than
    /// `size.pickup.qrLeast` (`PickupScreen.placement`): its long lines keep to one line each,
    /// shrunk as far as `compactScale` allows, never below their size at the next smaller text
    /// size (`OneLine.least(_:smaller:floor:)`), and wrap as before where that is not enough.
    static func node(_ style: PickupStyle, _ content: Content, _ state: PickupState, compact: Bool = false) -> Node {
        let (c, f, s) = (style.colors, style.fonts, style.sizes)
        let k = compact ? compactScale : nil
        // The label under the code takes the card's width, not the code's column beside the
        // pill: at the largest text sizes that column is a word wide ("Picku / p code").
        return VStack(alignment: .leading, spacing: 0) {
            codeAndPill(style, content)
            Text(content.showBarista, font: f.headline, color: c.label).shrinksToOneLine(downTo: k.map { OneLine.least(f.headline, smaller: style.smallerFonts?.headline, floor: $0.headline) }).copy("showBarista")
                .padding(EdgeInsets(top: s.sectionGap))
            Text(content.pickupDetail, font: f.detail, color: c.secondaryLabel).allowsTightening(true).copy(content.pickupDetailKeys)
                .shrinksToOneLine(downTo: k.map { OneLine.least(f.detail, smaller: style.smallerFonts?.detail, floor: $0.detail) }).padding(EdgeInsets(top: s.detailGap))
            // The sun sits on the note's first line, however many lines it takes.
            HStack(alignment: .top, spacing: s.noteIconGap) {
                style.chrome.icons[.sun].node(size: s.noteIcon, color: c.secondaryLabel)
                    .padding(EdgeInsets(top: max(0, (f.note.size * Font.interLineHeight - s.noteIcon) / 2)))
                Text(content.brightnessNote, font: f.note, color: c.secondaryLabel).shrinksToOneLine(downTo: k.map { OneLine.least(f.note, smaller: style.smallerFonts?.note, floor: $0.note) }).copy("brightnessNote")
            }.padding(EdgeInsets(top: s.noteGap))
            walletButton(style, content, state).padding(EdgeInsets(top: s.sectionGap))
        }
        .sheetContent(padding: s.cardPadding, inset: s.cardInset, handle: c.handle, style.chrome)
        .background { Rectangle(cornerRadius: s.cardRadius).fill(c.card) }
    }

    /// The order code and its label with the pill: beside the code, kept `size.pickup.pillGap`
    /// (1.5 × the pill's type) clear of it; at the accessibility text sizes below the label, as
    /// an iOS row becomes a column at `dynamicTypeSize.isAccessibilitySize` (issue 46.4). The
    /// label takes the card's width either way.
    static func codeAndPill(_ style: PickupStyle, _ content: Content) -> Node {
        let (c, f, s) = (style.colors, style.fonts, style.sizes)
        let code = Text(content.orderCode, font: f.code, color: c.label).shrinksToOneLine(downTo: OneLine.least(f.code, smaller: style.smallerFonts?.code))
            .copy("orderCode")
        let label = Text(content.pickupCodeLabel, font: f.codeLabel, color: c.secondaryLabel).copy("pickupCodeLabel")
        if style.chrome.accessibilitySize {
            return VStack(alignment: .leading, spacing: 0) {
                code
                label
                pill(style, content).padding(EdgeInsets(top: s.pillBelowGap))
            }.node
        }
        return VStack(alignment: .leading, spacing: 0) {
            HStack(alignment: .top, spacing: 0) {
                code
                Spacer(minLength: s.pillGap)
                pill(style, content)
            }
            label
        }.node
    }

    /// `✓ Ready` in green on pale green.
    static func pill(_ style: PickupStyle, _ content: Content) -> Node {
        let (c, s) = (style.colors, style.sizes)
        return HStack(spacing: s.pillIconGap) {
            style.chrome.icons[.checkmark].node(size: s.pillIcon, color: c.pillText)
            Text(content.pillReady, font: style.fonts.pill, color: c.pillText)
                .shrinksToOneLine(downTo: OneLine.least(style.fonts.pill, smaller: style.smallerFonts?.pill)).copy("pillReady")
        }
        .padding(horizontal: s.pillPadding.h, vertical: s.pillPadding.v)
        .background { Capsule().fill(c.pill) }
    }

    /// The black capsule; `Add to Apple Wallet` crossfading to `✓ Added` after a tap.
    static func walletButton(_ style: PickupStyle, _ content: Content, _ state: PickupState) -> Node {
        let (s, font, onDark) = (style.sizes, style.fonts.button, style.chrome.onDark)
        let least = OneLine.least(font, smaller: style.smallerFonts?.button)
        let add = HStack(spacing: s.walletIconGap) {
            style.chrome.icons[.wallet].node(size: s.buttonGlyph, color: onDark)
            Text(content.addToWallet, font: font, color: onDark).shrinksToOneLine(downTo: least).copy("addToWallet")
        }.node
        let added = HStack(spacing: s.addedIconGap) {
            style.chrome.icons[.checkmark].node(size: s.buttonGlyph, color: onDark)
            Text(content.added, font: font, color: onDark).shrinksToOneLine(downTo: least).copy("added")
        }.node
        // The label keeps clear of the capsule's round ends (a radius each side) and shrinks to
        // fit between them (`OneLine`).
        let label = crossfade(add, added, state.walletAdded, blur: style.chrome.crossfadeBlur, alignment: .center)
            .padding(horizontal: s.buttonHeight / 2)
        let line = font.size * Font.interLineHeight
        guard line > s.buttonHeight / 2 else {
            // The capsule keeps its height, and grows with a label that wraps (one that may
            // not shrink below its size at a smaller setting, `OneLine.least(_:smaller:)`).
            return label.padding(vertical: 8)
                .frame(maxWidth: .infinity)
                .frame(minHeight: s.buttonHeight)
                .background { Capsule().fill(style.colors.walletButton) }
                .hotspot(.wallet)
        }
        // At the large text sizes the capsule grows with its label: tall enough for the label
        // shrunk to half, and for one that wraps where even half its size does not fit.
        let margin = max(8, (s.buttonHeight - OneLine.least * line) / 2)
        return label.padding(vertical: margin)
            .frame(maxWidth: .infinity)
            .background { Capsule().fill(style.colors.walletButton) }
            .hotspot(.wallet)
    }
}
