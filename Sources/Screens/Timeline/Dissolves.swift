import Motion

/// Reduce Motion's sequence (`motion.reduced`, the resolver's `motion=reduced`): every change
/// that moves something — the countdown's sliding words, the sheet sliding away with the
/// buttons' morph, the camera flight, the title and the card arriving — becomes one
/// cross-dissolve from the picture before it to the picture after it, as short as iOS's: it
/// ends where the standard step ends and lasts at most `motion.time.reducedDissolve` (0.5 s),
/// the picture before it held until then (the facade stays until 5.0 s, then dissolves into
/// the code by 5.5 s: a longer dissolve held a double exposure for a second). Between them the
/// sequence is the standard one (the status crossfade, the bars filling, the ground fading are
/// already dissolves in place, and keep their times), so the total time is the same and the
/// pictures at 0 s and at rest are the same.
public struct Dissolves: Sendable {
    /// One cross-dissolve: from the still at `start` to the still at `end`, eased.
    public struct Window: Sendable, Hashable {
        public var start, end: Double
        /// Progress (0 … 1, eased) at `t`.
        public func progress(at t: Double, _ ease: CubicBezier) -> Double {
            ease(min(1, max(0, (t - start) / (end - start))))
        }
    }

    public let windows: [Window]
    /// The reveal's dissolve: where the camera would fly.
    public let reveal: Window
    let ease: CubicBezier

    public init(_ style: TimelineStyle) {
        func end(_ a: TimelineStyle.Animated) -> Double {
            if case .curve(_, let d) = a.animation { return a.start + d }
            return a.start
        }
        // The step from `start` to `end`, its dissolve no longer than the longest.
        func step(_ start: Double, _ end: Double) -> Window {
            Window(start: max(start, end - max(0, style.reducedDissolve)), end: end)
        }
        let arrival = min(style.titleFade.start, style.card.start)
        reveal = step(style.revealStart, style.revealEnd)
        windows = [
            step(style.countdown.start, end(style.countdown)),
            step(min(style.sheetDismiss.start, style.buttonMorph.start), max(end(style.sheetDismiss), end(style.buttonMorph))),
            reveal,
            step(arrival, max(end(style.titleFade), style.still)),
        ].filter { $0.end > $0.start }
        ease = style.ease
    }

    /// The window `t` lies strictly inside, if any.
    public func window(at t: Double) -> Window? {
        windows.first { $0.start < t && t < $0.end }
    }
}
