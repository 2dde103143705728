import Geometry
import Nodes

/// The two frosted circles at the top of screen 1: back / more, morphing into close / share
/// once the sheet is dismissed.
enum TopButtons {
    static func node(_ style: OrderStyle, morph t: Double) -> Node {
        HStack {
            circle(style) { backToClose(style, t) }.hotspot(.topLeading)
            Spacer()
            circle(style) { replace(style.chrome.icons[.ellipsis], style.chrome.icons[.share], t, style) }
        }
        .padding(EdgeInsets(top: style.chrome.safeTop, leading: style.chrome.buttonEdge, trailing: style.chrome.buttonEdge))
        .frame(width: style.chrome.canvas.width, height: style.chrome.canvas.height, alignment: .top)
    }

    private static func circle(_ style: OrderStyle, @NodeBuilder _ glyph: () -> [Node]) -> Node {
        Circle().material(Material(blurRadius: style.chrome.buttonMaterial.blur, tint: style.chrome.buttonMaterial.tint))
            .frame(width: style.chrome.button, height: style.chrome.button)
            .overlay(glyph)
    }

    /// The chevron's two strokes turning into the xmark's; SVGs cannot morph point by point,
    /// so a dropped-in one is replaced instead.
    private static func backToClose(_ style: OrderStyle, _ t: Double) -> Node {
        let a = style.chrome.icons[.chevronLeft], b = style.chrome.icons[.xmark]
        if a.svg != nil || b.svg != nil { return replace(a, b, t, style) }
        return Glyph.morph(a, b, t).node(size: style.chrome.buttonIcon, color: style.chrome.buttonIconColor)
    }

    /// SF Symbols' `.replace` transition for shapes that cannot morph point by point: the old
    /// symbol shrinks and fades while the new one grows in.
    private static func replace(_ a: Glyph, _ b: Glyph, _ t: Double, _ style: OrderStyle) -> Node {
        if t <= 0 { return a.node(size: style.chrome.buttonIcon, color: style.chrome.buttonIconColor) }
        if t >= 1 { return b.node(size: style.chrome.buttonIcon, color: style.chrome.buttonIconColor) }
        return ZStack {
            a.node(size: style.chrome.buttonIcon, color: style.chrome.buttonIconColor).scaleEffect(1 - 0.5 * t).opacity(1 - t)
            b.node(size: style.chrome.buttonIcon, color: style.chrome.buttonIconColor).scaleEffect(0.5 + 0.5 * t).opacity(t)
        }.node
    }
}
