import Copy
import Motion

/// What the app shows at one moment of the 0–8.2 s sequence: which screen, in which state.
public indirect enum Shot: Hashable, Sendable {
    case order(OrderState)
    /// The 3D reveal at time t (its own camera keyframes).
    case reveal(Double)
    case pickup(PickupState)
    /// Reduce Motion: one still cross-dissolving into another, `progress` of the way (0 … 1).
    case dissolve(from: Shot, to: Shot, progress: Double)
}

/// The brief's sequence as a pure function of time: every track is built from the tokens, and
/// `shot(at:)` reads them at t. Nothing depends on the previous frame.
public struct Storyboard: Sendable {
    public let style: TimelineStyle
    let content: Content
    let minutes: Track<Double>
    let making: Track<Double>
    /// Reduce Motion's dissolves (in use when `style.reducedMotion`).
    public let dissolves: Dissolves

    public init(_ style: TimelineStyle, _ content: Content) {
        self.style = style
        self.content = content
        minutes = style.countdown.track
        making = Track(style.making, [.init(at: style.bars.start, to: 1, .spring(style.bars.spring))])
        dissolves = Dissolves(style)
    }

    public func shot(at t: Double) -> Shot {
        guard style.reducedMotion else { return moving(at: t) }
        if let w = dissolves.window(at: t) {
            return .dissolve(from: still(at: w.start), to: still(at: w.end), progress: w.progress(at: t, dissolves.ease))
        }
        return still(at: t)
    }

    /// The standard sequence: the sheet slides, the camera flies, the card springs up.
    func moving(at t: Double) -> Shot {
        if t >= style.revealEnd {
            return .pickup(PickupState(title: style.titleFade.track.value(at: t),
                                       card: Track(0.0, [.init(at: style.card.start, to: 1,
                                                                           .restingSpring(style.card.spring, restingBy: style.still - style.card.start))]).value(at: t)))
        }
        if t >= style.revealStart { return .reveal(t) }
        return .order(order(at: t))
    }

    /// Reduce Motion's picture at `t` outside a dissolve (and at each end of one): the standard
    /// one, but the order screen where the camera would fly.
    func still(at t: Double) -> Shot {
        if t >= style.revealStart && t < style.revealEnd { return .order(order(at: t)) }
        return moving(at: t)
    }

    func order(at t: Double) -> OrderState {
        OrderState(minutes: content.minutesBefore, nextMinutes: content.minutesAfter,
                   tick: minutes.value(at: t),
                   ready: style.status.track.value(at: t),
                   makingFill: making.value(at: t),
                   sheetDown: style.sheetDismiss.track.value(at: t),
                   buttonMorph: style.buttonMorph.track.value(at: t),
                   groundFade: style.groundFade.track.value(at: t))
    }
}
