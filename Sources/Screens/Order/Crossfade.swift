import Nodes

/// SwiftUI's soft blur crossfade: the old content blurs and fades out while the new content
/// sharpens and fades in. At t = 0 and t = 1 only one side is drawn, with no effect at all, so
/// the still comps carry plain text.
func crossfade(_ from: Node, _ to: Node, _ t: Double, blur: Double, alignment: Alignment = .leading, outgoing: Double = 0.7) -> Node {
    if t <= 0 { return from }
    if t >= 1 { return to }
    return ZStack(alignment: alignment) {
        // The old side is gone by `outgoing` of the way, before the new one is sharp.
        from.blur(radius: blur * t).opacity(max(0, 1 - t / outgoing))
        to.blur(radius: blur * (1 - t)).opacity(t)
    }.node
}

/// `to` laid over `from` at opacity `t`, `from` kept whole beneath it: for controls that
/// change style in place (a frosted circle becoming a grey one), where fading `from` out would
/// let what lies behind both show through at mid-way, sharp, as a double exposure.
/// `isolated`: `to` is drawn as a picture of its own (its frosted materials blur only what it
/// draws), so every pixel goes straight from one whole opaque picture to the other (Reduce
/// Motion's `Shot.dissolve`).
func dissolve(_ from: Node, into to: Node, _ t: Double, isolated: Bool = false) -> Node {
    if t <= 0 { return from }
    if t >= 1 { return to }
    return ZStack {
        from
        isolated ? to.isolatedOpacity(t) : to.opacity(t)
    }.node
}
