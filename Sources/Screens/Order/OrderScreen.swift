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
            layout.size(Text("\(m)", font: style.fonts.subtitleNumber, color: style.chrome.primary).node, .unspecified).width
        }
        let frame = facadeFrame(style, content, layout: layout)
        return Measures(facadeTop: frame.top, attic: frame.attic, numberShift: width(content.minutesBefore) - width(content.minutesAfter))
    }

    /// The screen for one state, measuring first (for a single picture; `Film` measures once).
    static func node(_ style: OrderStyle, _ content: Content, _ state: OrderState, layout: Layout) -> Node {
        node(style, content, state, measure(style, content, layout: layout))
    }

    /// The building and the street as drawn before the ground starts to fade: the same for
    /// every such frame, so a sequence builds and lays them out once (`Film`).
    public struct Scenery: Sendable {
        let building: Node, street: Node
    }

    public static func scenery(_ style: OrderStyle, _ content: Content, _ m: Measures, layout: Layout) -> Scenery {
        // Laid out as the screen's canvas lays out its children.
        let canvas = Proposal(style.chrome.canvas)
        return Scenery(building: layout.prelaid(building(style, content, m, fade: 0), proposal: canvas),
                       street: layout.prelaid(street(style, content, m, fade: 0), proposal: canvas))
    }

    static func building(_ style: OrderStyle, _ content: Content, _ m: Measures, fade: Double) -> Node {
        let f = style.facade.signed(content).raised(m.attic)
        return Facade.building(f, pavementFade: fade).offset(y: m.facadeTop).node
    }

    static func street(_ style: OrderStyle, _ content: Content, _ m: Measures, fade: Double) -> Node {
        let f = style.facade.signed(content).raised(m.attic)
        return Facade.street(f, fade: fade, below: m.facadeTop).offset(y: f.fittedSize.height + m.facadeTop).node
    }

    /// The screen with its measures already worked out (and its scenery, if built).
    public static func node(_ style: OrderStyle, _ content: Content, _ state: OrderState, _ m: Measures,
                            scenery: Scenery? = nil) -> Node {
        let still = state.groundFade == 0 ? scenery : nil
        let building = still?.building ?? building(style, content, m, fade: state.groundFade)
        let street = still?.street ?? street(style, content, m, fade: state.groundFade)
        return Canvas(width: style.chrome.canvas.width, height: style.chrome.canvas.height) {
            building
            street
            if state.sheetDown < 1 {
                VStack(spacing: 0) {
                    Spacer(minLength: 0)
                    OrderSheet.node(style, content, state, numberShift: m.numberShift).hotspot(.sheet)
                        .offset(relativeY: state.sheetDown, y: state.sheetDown * style.sizes.sheetInset)
                }
                .padding(EdgeInsets(leading: style.sizes.sheetInset, bottom: style.sizes.sheetInset, trailing: style.sizes.sheetInset))
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
                                Proposal(width: style.chrome.canvas.width - 2 * style.sizes.sheetInset, height: nil))
        let sheetTop = style.chrome.canvas.height - style.sizes.sheetInset - sheet.height
        let room = sheetTop - f.facadeHeight * f.scale
        if room >= 0 { return (0, room / f.scale) }
        let cut = -room / f.scale
        let edge = Grid.topEdges.last { $0 <= cut } ?? 0
        return (-(edge * f.scale).rounded(.down), 0)
    }
}
