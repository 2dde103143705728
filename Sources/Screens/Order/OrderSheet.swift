import Copy
import Geometry
import Nodes

/// The frosted sheet of screen 1: order label, status title, countdown, progress, card.
enum OrderSheet {
    /// What stacks vertically because it cannot fit across the sheet (the accessibility text
    /// sizes, as iOS stacks a row): the card's rows, the progress steps.
    struct Stacking: Hashable, Sendable {
        var rows = false
        var steps = false

        /// Measured with this copy and these fonts (`OrderCard.stacks`, `OrderSheet.stepsStack`).
        static func measure(_ style: OrderStyle, _ content: Content, layout: Layout) -> Stacking {
            Stacking(rows: OrderCard.stacks(style, content, layout: layout), steps: stepsStack(style, content, layout: layout))
        }
    }

    /// `numberShift`: how far the words after the countdown's number slide over the tick
    /// (`OrderScreen.Measures`; sizes do not depend on it). `stepWidths`: the progress
    /// columns' widths where they are not equal thirds (`stepWidths(_:_:layout:)`).
    /// `stacked`: the card's rows stack (`OrderCard.stacks`), and the steps (`stepsStack`).
    /// `height`: the least height, the taller of its two states' (`OrderScreen.sheetPlace`), so
    /// its top stays put when the copy changes (issue 46.2).
    static func node(_ style: OrderStyle, _ content: Content, _ state: OrderState, numberShift: Double = 0,
                     stepWidths: [Double]? = nil, stacked: Stacking = Stacking(), height: Double? = nil) -> Node {
        VStack(alignment: .leading, spacing: 0) {
            // The order code is one line: it shrinks to fit rather than wrap. The rest wraps.
            Text(content.orderLabel, font: style.fonts.label, color: style.chrome.secondary).shrinksToOneLine(downTo: OneLine.least(style.fonts.label, smaller: style.smallerFonts?.label))
                .copy(content.orderLabelKeys)
            crossfade(Text(content.beingMade, font: style.fonts.title, color: style.chrome.primary).copy("beingMade").node,
                      Text(content.ready, font: style.fonts.title, color: style.chrome.primary).copy("ready").node, state.ready, blur: style.chrome.crossfadeBlur)
                .padding(EdgeInsets(top: style.sizes.titleGap))
            crossfade(countdown(style, content, state, numberShift: numberShift), readyLine(style, content), state.ready, blur: style.chrome.crossfadeBlur)
                .padding(EdgeInsets(top: style.sizes.subtitleGap))
            progress(style, content, state, widths: stepWidths, stacked: stacked.steps).padding(EdgeInsets(top: style.sizes.progressTop))
            OrderCard.node(style, content, stacked: stacked.rows).padding(EdgeInsets(top: style.sizes.cardTop))
        }
        .sheetContent(padding: style.sizes.padding, inset: style.sizes.sheetInset, handle: style.chrome.handleColor, style.chrome)
        .frame(minHeight: height, alignment: .top)
        .background {
            Rectangle(cornerRadii: CornerRadii(topLeading: style.sizes.sheetRadius, topTrailing: style.sizes.sheetRadius,
                                               bottomTrailing: style.sizes.sheetBottomRadius, bottomLeading: style.sizes.sheetBottomRadius))
                .material(Material(blurRadius: style.sheetMaterial.blur, tint: style.sheetMaterial.tint))
        }
    }

    /// `🕒 Ready in about **2** min`: one line, the number bold and black inside the grey.
    /// `still: false` leaves the clock and the words before the number transparent (their place
    /// kept), `number: false` the number, `suffix: false` the words after it: the layers of the tick.
    static func subtitle(_ style: OrderStyle, _ content: Content, _ minutes: Int, still: Bool = true, number: Bool = true,
                         suffix: Bool = true) -> Node {
        func shown(_ col: Color, _ on: Bool) -> Color { on ? col : .clear }
        return HStack(alignment: .firstLine, spacing: style.sizes.iconGap) {
            style.chrome.icons[.clock].node(size: style.sizes.subtitleIcon, color: shown(style.chrome.secondary, still))
            Text([TextRun(content.readyInPrefix, font: style.fonts.subtitle, color: shown(style.chrome.secondary, still)),
                  TextRun("\(minutes)", font: style.fonts.subtitleNumber, color: shown(style.chrome.primary, number)),
                  TextRun(content.readyInSuffix, font: style.fonts.subtitle, color: shown(style.chrome.secondary, suffix))])
                .copy("readyInPrefix", "readyInSuffix")
        }.node
    }

    /// The countdown's tick as SwiftUI's numeric-text transition: only the number blurs from
    /// the old value to the new; the clock and the words stay still (drawn once, sharp). The
    /// words after the number slide by the difference of the numbers' widths (a point or two).
    static func countdown(_ style: OrderStyle, _ content: Content, _ state: OrderState, numberShift shift: Double) -> Node {
        let t = state.tick
        if t <= 0 { return subtitle(style, content, state.minutes) }
        if t >= 1 { return subtitle(style, content, state.nextMinutes) }
        func only(_ m: Int, number: Bool) -> Node { subtitle(style, content, m, still: false, number: number, suffix: !number) }
        return ZStack(alignment: .topLeading) {
            subtitle(style, content, state.minutes, number: false, suffix: false)
            only(state.nextMinutes, number: false).offset(x: shift * (1 - t))
            crossfade(only(state.minutes, number: true), only(state.nextMinutes, number: true), t,
                      blur: style.chrome.crossfadeBlur, alignment: .topLeading)
        }.node
    }

    /// `✓ Show your code to the barista`, with the grey filled check-circle.
    static func readyLine(_ style: OrderStyle, _ content: Content) -> Node {
        HStack(alignment: .firstLine, spacing: style.sizes.iconGap) {
            style.chrome.icons[.checkmarkCircleFill].node(size: style.sizes.subtitleIcon, color: style.chrome.secondary)
            Text(content.showCode, font: style.fonts.subtitle, color: style.chrome.secondary).copy("showCode")
        }.node
    }

    /// Three 4 pt capsules with their labels; the current step's label semibold black. The
    /// columns are equal thirds, or `widths` where given; where a label's word cannot fit its
    /// column (`stepsStack`), the steps stack, each bar across the sheet above its label.
    static func progress(_ style: OrderStyle, _ content: Content, _ state: OrderState, widths: [Double]? = nil,
                         stacked: Bool = false) -> Node {
        let fills = [1, state.makingFill, 0]
        func step(_ i: Int) -> Node {
            VStack(alignment: .leading, spacing: style.sizes.labelGap) {
                Capsule().fill(style.colors.barTrack).frame(height: style.sizes.barHeight)
                    .overlay(alignment: .leading) {
                        if fills[i] > 0 {
                            // A spring may overshoot; the bar cannot grow past its track.
                            Capsule().fill(style.colors.barFill).frame(height: style.sizes.barHeight).frame(widthFraction: min(1, fills[i]))
                        }
                    }
                stepLabel(style, content.steps[i], current: i == 1 ? 1 - state.ready : i == 2 ? state.ready : 0)
            }.node
        }
        if stacked {
            return VStack(alignment: .leading, spacing: style.sizes.barGap) {
                for i in 0..<3 { step(i).frame(maxWidth: .infinity, alignment: .leading) }
            }.node
        }
        return HStack(alignment: .top, spacing: style.sizes.barGap) {
            for i in 0..<3 {
                step(i).frame(minWidth: widths?[i], maxWidth: widths?[i] ?? .infinity, alignment: .leading)
            }
        }.node
    }

    /// Whether a step label has a word wider than an equal third of the sheet (at the wider of
    /// its two weights): no sharing of the width lets it wrap, so the steps stack.
    static func stepsStack(_ style: OrderStyle, _ content: Content, layout: Layout) -> Bool {
        let gap = style.sizes.barGap
        let third = (style.chrome.canvas.width - 2 * style.sizes.sheetInset - 2 * style.sizes.padding - 2 * gap) / 3
        let words = content.steps.prefix(3).flatMap { $0.split(whereSeparator: \.isWhitespace).map(String.init) }
        return words.contains { word in
            [style.fonts.step, style.fonts.stepCurrent].contains {
                layout.size(Text(word, font: $0, color: style.chrome.primary).node, .unspecified).width + gap > third
            }
        }
    }

    /// The progress columns' widths where equal thirds would wrap a label that one line holds
    /// if the columns share the width by their labels' lengths: each its label's one-line
    /// width (the wider weight) and gap, plus an equal share of what is left. nil where equal
    /// thirds keep every label on one line, or where even that sharing cannot.
    static func stepWidths(_ style: OrderStyle, _ content: Content, layout: Layout) -> [Double]? {
        let gap = style.sizes.barGap
        let total = style.chrome.canvas.width - 2 * style.sizes.sheetInset - 2 * style.sizes.padding - 2 * gap
        let need = content.steps.prefix(3).map { step in
            [style.fonts.step, style.fonts.stepCurrent].map {
                layout.size(Text(step, font: $0, color: style.chrome.primary).node, .unspecified).width
            }.max()! + gap
        }
        guard need.count == 3, need.contains(where: { $0 > total / 3 }) else { return nil }
        let sum = need.reduce(0, +)
        guard sum <= total else { return nil }
        return need.map { $0 + (total - sum) / 3 }
    }

    /// A label that turns from regular grey to semibold black as `current` goes 0 → 1. It
    /// wraps to a second line rather than run into the next label (keeping a clear gap of
    /// `barGap` beyond the bars' own) or lose its ending.
    private static func stepLabel(_ style: OrderStyle, _ text: String, current: Double) -> Node {
        let w = weightChange(current)
        return crossfade(Text(text, font: style.fonts.step, color: style.chrome.secondary).copy("steps").node,
                         Text(text, font: style.fonts.stepCurrent, color: style.chrome.primary).copy("steps").node, w, blur: weightChangeBlur)
            .padding(EdgeInsets(trailing: style.sizes.barGap))
    }

    /// The weight changes over the middle `weightChangeSpan` of the label's transition, with a
    /// cross-blur: Inter has no variable weight, and two weights of different widths laid over
    /// each other for longer show doubled word endings.
    static func weightChange(_ current: Double) -> Double {
        max(0, min(1, (current - 0.5) / weightChangeSpan + 0.5))
    }
    static let weightChangeSpan = 0.2, weightChangeBlur = 2.0
}
