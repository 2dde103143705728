/// What the order screen shows at one moment. Every field is a plain number or value so that a
/// frame is a pure function of time: the timeline computes a state, the screen draws it.
public struct OrderState: Hashable, Sendable {
    /// Minutes shown in `Ready in about N min`.
    public var minutes: Int
    /// The minutes the countdown is ticking to, and how far the tick is (0 shows `minutes`,
    /// 1 shows `nextMinutes`; between, SwiftUI's numeric-text blur).
    public var nextMinutes: Int
    public var tick: Double
    /// 0 = `Being made` with the countdown, 1 = `Ready` with the check-circle; in between, the
    /// soft blur crossfade.
    public var ready: Double
    /// How full the Making bar is (the spec's ~60 % while being made, 1 when ready).
    public var makingFill: Double
    /// How far the sheet has slid down: 0 in place, 1 entirely below the screen.
    public var sheetDown: Double
    /// The top buttons' morph: 0 back / more, 1 close / share.
    public var buttonMorph: Double
    /// Road and paving faded into plain ground: 0 not at all, 1 fully.
    public var groundFade: Double

    public init(minutes: Int, nextMinutes: Int? = nil, tick: Double = 0, ready: Double = 0, makingFill: Double,
                sheetDown: Double = 0, buttonMorph: Double = 0, groundFade: Double = 0) {
        self.minutes = minutes; self.nextMinutes = nextMinutes ?? minutes; self.tick = tick
        self.ready = ready; self.makingFill = makingFill
        self.sheetDown = sheetDown; self.buttonMorph = buttonMorph; self.groundFade = groundFade
    }
}
