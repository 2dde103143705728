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
    /// symbol shrinks and fades out, then the new one grows and fades in — one after the other,
    /// never both visible at once (a crossfade would stack the two glyphs).
    private static func replace(_ a: Glyph, _ b: Glyph, _ t: Double, _ style: OrderStyle) -> Node {
        let size = style.chrome.buttonIcon, color = style.chrome.buttonIconColor
        if t <= 0 { return a.node(size: size, color: color) }
        if t >= 1 { return b.node(size: size, color: color) }
        let (out, into) = replacePhases(t)
        return ZStack {
            a.node(size: size, color: color).scaleEffect(out.scale).opacity(out.opacity)
            b.node(size: size, color: color).scaleEffect(into.scale).opacity(into.opacity)
        }.node
    }

    /// The old glyph's and the new one's scale and opacity at `t` (0…1) of the replace: the
    /// first half takes the old one from 1 to half size and to nothing, the second brings the
    /// new one from half size and nothing to whole.
    static func replacePhases(_ t: Double) -> (out: (scale: Double, opacity: Double), into: (scale: Double, opacity: Double)) {
        let u = min(1, max(0, t / 0.5)), v = min(1, max(0, (t - 0.5) / 0.5))
        return ((1 - 0.5 * u, 1 - u), (0.5 + 0.5 * v, v))
    }
}
