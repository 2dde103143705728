import Geometry
import Nodes

/// Screen 1: the illustrated shop with the order sheet over it.
public enum OrderScreen {
    /// What the screen takes from measuring its copy, worked out once for a whole sequence
    /// (`measure`; `Film` holds it): every frame is then plain DSL.
    public struct Measures: Hashable, Sendable {
        /// How far the facade is moved up, and the wall drawn above it (`facadeFrame`).
        public var facadeTop: Double
        public var attic: Double
        /// How far the words after the countdown's number slide over the tick: the old
        /// number's width less the new one's.
        public var numberShift: Double
    }

    public static func measure(_ style: OrderStyle, _ content: Content, layout: Layout) -> Measures {
        func width(_ m: Int) -> Double {
            layout.size(Text("\(m)", font: style.subtitleNumber, color: style.chrome.primary).node, .unspecified).width
        }
        let frame = facadeFrame(style, content, layout: layout)
        return Measures(facadeTop: frame.top, attic: frame.attic, numberShift: width(content.minutesBefore) - width(content.minutesAfter))
    }

    /// The screen for one state, measuring first (for a single picture; `Film` measures once).
    static func node(_ style: OrderStyle, _ content: Content, _ state: OrderState, layout: Layout) -> Node {
        node(style, content, state, measure(style, content, layout: layout))
    }

    /// The screen with its measures already worked out.
    public static func node(_ style: OrderStyle, _ content: Content, _ state: OrderState, _ m: Measures) -> Node {
        let f = style.facade.signed(content).raised(m.attic), dy = m.facadeTop
        return Canvas(width: style.chrome.canvas.width, height: style.chrome.canvas.height) {
            Facade.building(f, pavementFade: state.groundFade).offset(y: dy)
            Facade.street(f, fade: state.groundFade, below: dy).offset(y: f.fittedSize.height + dy)
            if state.sheetDown < 1 {
                VStack(spacing: 0) {
                    Spacer(minLength: 0)
                    OrderSheet.node(style, content, state, numberShift: m.numberShift).hotspot(.sheet)
                        .offset(relativeY: state.sheetDown, y: state.sheetDown * style.sheetInset)
                }
                .padding(EdgeInsets(leading: style.sheetInset, bottom: style.sheetInset, trailing: style.sheetInset))
                .frame(width: style.chrome.canvas.width, height: style.chrome.canvas.height)
            }
            TopButtons.node(style, morph: state.buttonMorph)
        }.node
    }

    /// Where the facade sits: its foot — the kerb, where the pavement strip meets the road — on
    /// the sheet's top edge, so no road shows above the sheet on any device. Where the screen
    /// has room above the design (plus, promax), the wall goes on above it (`attic`, design
    /// points) and the facade starts at the top of the screen. Where it has less (se, a long
    /// sheet), the facade moves up (`top` < 0) with its top edge on a stone band
    /// (`Grid.topEdges`), so whole floors show, and the sheet covers the foot by the rest.
    static func facadeFrame(_ style: OrderStyle, _ content: Content, layout: Layout) -> (top: Double, attic: Double) {
        let f = style.facade
        let sheet = layout.size(OrderSheet.node(style, content, OrderState(minutes: content.minutesBefore, makingFill: 0)),
                                Proposal(width: style.chrome.canvas.width - 2 * style.sheetInset, height: nil))
        let sheetTop = style.chrome.canvas.height - style.sheetInset - sheet.height
        let room = sheetTop - f.facadeHeight * f.scale
        if room >= 0 { return (0, room / f.scale) }
        let cut = -room / f.scale
        let edge = Grid.topEdges.last { $0 <= cut } ?? 0
        return (-(edge * f.scale).rounded(.down), 0)
    }
}
