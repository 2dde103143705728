import Geometry
import Nodes

/// The frosted sheet of screen 1: order label, status title, countdown, progress, card.
enum OrderSheet {
    /// `numberShift`: how far the words after the countdown's number slide over the tick
    /// (`OrderScreen.Measures`; sizes do not depend on it).
    static func node(_ s: OrderStyle, _ c: Content, _ st: OrderState, numberShift: Double = 0) -> Node {
        VStack(alignment: .leading, spacing: 0) {
            Text(c.orderLabel, font: s.label, color: s.chrome.secondary).lineLimit(1)
            crossfade(Text(c.beingMade, font: s.title, color: s.chrome.primary).lineLimit(2).node,
                      Text(c.ready, font: s.title, color: s.chrome.primary).lineLimit(2).node, st.ready, blur: s.chrome.crossfadeBlur)
                .padding(EdgeInsets(top: s.titleGap))
            crossfade(countdown(s, c, st, numberShift: numberShift), readyLine(s, c), st.ready, blur: s.chrome.crossfadeBlur)
                .padding(EdgeInsets(top: s.subtitleGap))
            progress(s, c, st).padding(EdgeInsets(top: s.progressTop))
            OrderCard.node(s, c).padding(EdgeInsets(top: s.cardTop))
        }
        .sheetContent(padding: s.padding, inset: s.sheetInset, s.chrome)
        .background {
            Rectangle(cornerRadii: CornerRadii(topLeading: s.sheetRadius, topTrailing: s.sheetRadius,
                                               bottomTrailing: s.sheetBottomRadius, bottomLeading: s.sheetBottomRadius))
                .material(Material(blurRadius: s.sheetMaterial.blur, tint: s.sheetMaterial.tint))
        }
    }

    /// `🕒 Ready in about **2** min`: one line, the number bold and black inside the grey.
    /// `still: false` leaves the clock and the words before the number transparent (their place
    /// kept), `number: false` the number, `suffix: false` the words after it: the layers of the tick.
    static func subtitle(_ s: OrderStyle, _ c: Content, _ minutes: Int, still: Bool = true, number: Bool = true,
                         suffix: Bool = true) -> Node {
        func shown(_ col: Color, _ on: Bool) -> Color { on ? col : .clear }
        return HStack(spacing: s.iconGap) {
            s.chrome.icons[.clock].node(size: s.subtitleIcon, color: shown(s.chrome.secondary, still))
            Text([TextRun(c.readyInPrefix, font: s.subtitle, color: shown(s.chrome.secondary, still)),
                  TextRun("\(minutes)", font: s.subtitleNumber, color: shown(s.chrome.primary, number)),
                  TextRun(c.readyInSuffix, font: s.subtitle, color: shown(s.chrome.secondary, suffix))]).lineLimit(2)
        }.node
    }

    /// The countdown's tick as SwiftUI's numeric-text transition: only the number blurs from
    /// the old value to the new; the clock and the words stay still (drawn once, sharp). The
    /// words after the number slide by the difference of the numbers' widths (a point or two).
    static func countdown(_ s: OrderStyle, _ c: Content, _ st: OrderState, numberShift shift: Double) -> Node {
        let t = st.tick
        if t <= 0 { return subtitle(s, c, st.minutes) }
        if t >= 1 { return subtitle(s, c, st.nextMinutes) }
        func only(_ m: Int, number: Bool) -> Node { subtitle(s, c, m, still: false, number: number, suffix: !number) }
        return ZStack(alignment: .topLeading) {
            subtitle(s, c, st.minutes, number: false, suffix: false)
            only(st.nextMinutes, number: false).offset(x: shift * (1 - t))
            crossfade(only(st.minutes, number: true), only(st.nextMinutes, number: true), t,
                      blur: s.chrome.crossfadeBlur, alignment: .topLeading)
        }.node
    }

    /// `✓ Show your code to the barista`, with the grey filled check-circle.
    static func readyLine(_ s: OrderStyle, _ c: Content) -> Node {
        HStack(spacing: s.iconGap) {
            s.chrome.icons[.checkmarkCircleFill].node(size: s.subtitleIcon, color: s.chrome.secondary)
            Text(c.showCode, font: s.subtitle, color: s.chrome.secondary).lineLimit(2)
        }.node
    }

    /// Three 4 pt capsules with their labels; the current step's label semibold black.
    static func progress(_ s: OrderStyle, _ c: Content, _ st: OrderState) -> Node {
        let fills = [1, st.makingFill, 0]
        return HStack(alignment: .top, spacing: s.barGap) {
            for i in 0..<3 {
                VStack(alignment: .leading, spacing: s.labelGap) {
                    Capsule().fill(s.barTrack).frame(height: s.barHeight)
                        .overlay(alignment: .leading) {
                            if fills[i] > 0 {
                                // A spring may overshoot; the bar cannot grow past its track.
                                Capsule().fill(s.barFill).frame(height: s.barHeight).frame(widthFraction: min(1, fills[i]))
                            }
                        }
                    stepLabel(s, c.steps[i], current: i == 1 ? 1 - st.ready : i == 2 ? st.ready : 0)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
        }.node
    }

    /// A label that turns from regular grey to semibold black as `current` goes 0 → 1. It
    /// wraps to a second line rather than run into the next label (keeping a clear gap of
    /// `barGap` beyond the bars' own) or lose its ending.
    private static func stepLabel(_ s: OrderStyle, _ text: String, current: Double) -> Node {
        let w = weightChange(current)
        return crossfade(Text(text, font: s.step, color: s.chrome.secondary).lineLimit(2).node,
                         Text(text, font: s.stepCurrent, color: s.chrome.primary).lineLimit(2).node, w, blur: weightChangeBlur)
            .padding(EdgeInsets(trailing: s.barGap))
    }

    /// The weight changes over the middle `weightChangeSpan` of the label's transition, with a
    /// cross-blur: Inter has no variable weight, and two weights of different widths laid over
    /// each other for longer show doubled word endings.
    static func weightChange(_ current: Double) -> Double {
        max(0, min(1, (current - 0.5) / weightChangeSpan + 0.5))
    }
    static let weightChangeSpan = 0.2, weightChangeBlur = 2.0
}
