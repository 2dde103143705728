import Motion
import Tokens

/// The sequence's timing, from the tokens: when each change starts and how it animates.
public struct TimelineStyle: Sendable {
    public var countdown, status, sheetDismiss, buttonMorph, groundFade, titleFade: Animated
    public var bars, card: (start: Double, spring: Spring)
    public var revealStart, revealEnd, end: Double
    public var making: Double

    /// A 0 → 1 change at `start`, animated.
    public struct Animated: Sendable {
        public var start: Double
        public var animation: Animation
        public var track: Track<Double> { Track(0, [.init(at: start, to: 1, animation)]) }
    }

    public init(_ t: TokenSet) throws {
        func transition(_ name: String) throws -> Animated {
            let tr = try t.transition("motion.transition." + name, delay: Domains.time, duration: Domains.animation)
            return Animated(start: tr.delay, animation: .curve(CubicBezier(tr.timingFunction), duration: tr.duration))
        }
        countdown = try transition("countdown"); status = try transition("status")
        sheetDismiss = try transition("sheetDismiss"); buttonMorph = try transition("buttonMorph")
        groundFade = try transition("groundFade"); titleFade = try transition("titleFade")
        func spring(_ name: String) throws -> Spring {
            let s = try t.spring("motion.spring." + name)
            return Spring(duration: s.duration, bounce: s.bounce)
        }
        bars = (try t.duration("motion.time.ready", in: Domains.time), try spring("bars"))
        card = (try t.duration("motion.time.pickupIn", in: Domains.time), try spring("card"))
        revealStart = try t.duration("motion.time.revealStart", in: Domain(sheetDismiss.start, Domains.time.upper, lowerOpen: true))   // after the sheet leaves
        revealEnd = try t.duration("motion.time.pickupIn", in: Domain(revealStart, Domains.time.upper, lowerOpen: true))   // divides by its length
        end = try t.duration("motion.time.end", in: Domain(revealEnd, Domains.time.upper))
        making = try t.number("opacity.making", in: Domains.opacity)
    }
}
