import Geometry
import Nodes

/// The two frosted circles at the top of screen 1: back / more, morphing into close / share
/// once the sheet is dismissed.
enum TopButtons {
    static func node(_ s: OrderStyle, morph t: Double) -> Node {
        HStack {
            circle(s) { backToClose(s, t) }.hotspot(.topLeading)
            Spacer()
            circle(s) { replace(s.chrome.icons[.ellipsis], s.chrome.icons[.share], t, s) }
        }
        .padding(EdgeInsets(top: s.chrome.safeTop, leading: s.chrome.buttonEdge, trailing: s.chrome.buttonEdge))
        .frame(width: s.chrome.canvas.width, height: s.chrome.canvas.height, alignment: .top)
    }

    private static func circle(_ s: OrderStyle, @NodeBuilder _ glyph: () -> [Node]) -> Node {
        Circle().material(Material(blurRadius: s.chrome.buttonMaterial.blur, tint: s.chrome.buttonMaterial.tint))
            .frame(width: s.chrome.button, height: s.chrome.button)
            .overlay(glyph)
    }

    /// The chevron's two strokes turning into the xmark's; SVGs cannot morph point by point,
    /// so a dropped-in one is replaced instead.
    private static func backToClose(_ s: OrderStyle, _ t: Double) -> Node {
        let a = s.chrome.icons[.chevronLeft], b = s.chrome.icons[.xmark]
        if a.svg != nil || b.svg != nil { return replace(a, b, t, s) }
        return Glyph.morph(a, b, t).node(size: s.chrome.buttonIcon, color: s.chrome.buttonIconColor)
    }

    /// SF Symbols' `.replace` transition for shapes that cannot morph point by point: the old
    /// symbol shrinks and fades while the new one grows in.
    private static func replace(_ a: Glyph, _ b: Glyph, _ t: Double, _ s: OrderStyle) -> Node {
        if t <= 0 { return a.node(size: s.chrome.buttonIcon, color: s.chrome.buttonIconColor) }
        if t >= 1 { return b.node(size: s.chrome.buttonIcon, color: s.chrome.buttonIconColor) }
        return ZStack {
            a.node(size: s.chrome.buttonIcon, color: s.chrome.buttonIconColor).scaleEffect(1 - 0.5 * t).opacity(1 - t)
            b.node(size: s.chrome.buttonIcon, color: s.chrome.buttonIconColor).scaleEffect(0.5 + 0.5 * t).opacity(t)
        }.node
    }
}
