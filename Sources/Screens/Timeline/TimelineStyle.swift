import Motion
import Tokens

/// The sequence's timing, from the tokens: when each change starts and how it animates.
public struct TimelineStyle: Sendable {
    public var countdown, status, sheetDismiss, buttonMorph, groundFade, titleFade: Animated
    /// The top buttons' frosted circles into the Pickup screen's grey ones, as the reveal starts.
    public var buttonsDissolve: Animated
    public var bars, card: (start: Double, spring: Spring)
    /// From here the Pickup screen is still (the card's spring at rest): the spec's 6.0 s.
    public var still: Double
    public var revealStart, revealEnd, end: Double
    public var making: Double
    /// The wallet button's crossfade after a tap (the prototype: off the timeline, delay 0) and
    /// how long `Added` stays, in seconds.
    public var walletAdded: Transition, walletAddedHold: Double
    /// Reduce Motion (`motion.reduced`, the resolver's `motion=reduced`): dissolves in place of
    /// the camera flight, zoom and slides, in the same total time.
    public var reducedMotion: Bool
    /// The ease of Reduce Motion's dissolves (`motion.curve.easeInOut`).
    public var ease: CubicBezier
    /// The longest a Reduce Motion dissolve lasts (`motion.time.reducedDissolve`): each ends
    /// where the standard step it replaces ends, and starts at most this long before.
    public var reducedDissolve: Double

    /// A 0 → 1 change at `start`, animated.
    public struct Animated: Sendable {
        public var start: Double
        public var animation: Animation
        public var track: Track<Double> { Track(0, [.init(at: start, to: 1, animation)]) }
    }

    public init(_ t: TokenSet) throws {
        func animated(_ key: TransitionKey) throws -> Animated {
            let tr = try t[key]
            return Animated(start: tr.delay, animation: .curve(CubicBezier(tr.timingFunction), duration: tr.duration))
        }
        let tr = Tok.motion.transition
        countdown = try animated(tr.countdown); status = try animated(tr.status)
        sheetDismiss = try animated(tr.sheetDismiss); buttonMorph = try animated(tr.buttonMorph)
        groundFade = try animated(tr.groundFade); titleFade = try animated(tr.titleFade)
        buttonsDissolve = try animated(tr.buttonsDissolve)
        func spring(_ key: SpringKey) throws -> Spring {
            let s = try t[key]
            return Spring(duration: s.duration, bounce: s.bounce)
        }
        let time = Tok.motion.time
        bars = (try t[time.ready], try spring(Tok.motion.spring.bars))
        card = (try t[time.pickupIn], try spring(Tok.motion.spring.card))
        revealStart = try t[time.revealStart.after(sheetDismiss.start)]   // after the sheet leaves
        revealEnd = try t[time.pickupIn.after(revealStart)]   // divides by its length
        end = try t[time.end.atLeast(revealEnd)]
        still = try t[time.still.after(card.start).atMost(end)]
        making = try t[Tok.opacity.making]
        walletAdded = try t[tr.walletAdded]
        walletAddedHold = try t[time.walletAddedHold]
        reducedMotion = try t[Tok.motion.reduced] >= 0.5
        ease = CubicBezier(try t[Tok.motion.curve.easeInOut])
        reducedDissolve = try t[time.reducedDissolve]
    }
}
