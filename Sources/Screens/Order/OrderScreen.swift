import Geometry
import Nodes

/// Screen 1: the illustrated shop with the order sheet over it.
public enum OrderScreen {
    /// What the screen takes from measuring its copy, worked out once for a whole sequence
    /// (`measure`; `Film` holds it): every frame is then plain DSL.
    public struct Measures: Hashable, Sendable {
        /// How far the facade is moved up (`facadeOffset`).
        public var facadeTop: Double
        /// How far the words after the countdown's number slide over the tick: the old
        /// number's width less the new one's.
        public var numberShift: Double
    }

    public static func measure(_ s: OrderStyle, _ c: Content, layout: Layout) -> Measures {
        func width(_ m: Int) -> Double {
            layout.size(Text("\(m)", font: s.subtitleNumber, color: s.primary).node, .unspecified).width
        }
        return Measures(facadeTop: facadeOffset(s, c, layout: layout), numberShift: width(c.minutesBefore) - width(c.minutesAfter))
    }

    /// The screen for one state, measuring first (for a single picture; `Film` measures once).
    static func node(_ s: OrderStyle, _ c: Content, _ st: OrderState, layout: Layout) -> Node {
        node(s, c, st, measure(s, c, layout: layout))
    }

    /// The screen with its measures already worked out.
    public static func node(_ s: OrderStyle, _ c: Content, _ st: OrderState, _ m: Measures) -> Node {
        let f = s.facade.signed(c), dy = m.facadeTop
        return Canvas(width: s.canvas.width, height: s.canvas.height) {
            Facade.building(f, pavementFade: st.groundFade).offset(y: dy)
            Facade.street(f, fade: st.groundFade, below: dy).offset(y: f.fittedSize.height + dy)
            if st.sheetDown < 1 {
                VStack(spacing: 0) {
                    Spacer(minLength: 0)
                    OrderSheet.node(s, c, st, numberShift: m.numberShift).hotspot(.sheet)
                        .offset(relativeY: st.sheetDown, y: st.sheetDown * s.sheetInset)
                }
                .padding(EdgeInsets(leading: s.sheetInset, bottom: s.sheetInset, trailing: s.sheetInset))
                .frame(width: s.canvas.width, height: s.canvas.height)
            }
            TopButtons.node(s, morph: st.buttonMorph)
        }.node
    }

    /// How far the fitted facade is moved up (≤ 0) so the shopfront — the sign, windows and
    /// door, down to the pavement — stays above the sheet at rest. On a short screen (SE) the
    /// upper floor goes off the top instead of the shop going under the sheet; where there is
    /// room (the default device) it is 0 and the facade starts at the top of the screen.
    static func facadeOffset(_ s: OrderStyle, _ c: Content, layout: Layout) -> Double {
        let f = s.facade
        let sheet = layout.size(OrderSheet.node(s, c, OrderState(minutes: c.minutesBefore, makingFill: 0)),
                                Proposal(width: s.canvas.width - 2 * s.sheetInset, height: nil))
        let sheetTop = s.canvas.height - s.sheetInset - sheet.height
        return min(0, (sheetTop - f.shopBottom * f.scale).rounded(.down))
    }
}
