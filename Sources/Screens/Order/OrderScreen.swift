import Copy
import Geometry
import Nodes

/// Screen 1: the illustrated shop with the order sheet over it.
public enum OrderScreen {
    /// What the screen takes from measuring its copy, worked out once for a whole sequence
    /// (`measure`; `Film` holds it): every frame is then plain DSL.
    public struct Measures: Hashable, Sendable {
        /// How far the facade is moved up, the wall drawn above it and the pavement added
        /// below it (`facadeFrame`).
        public var facadeTop: Double
        public var attic: Double
        public var deeper: Double
        /// Whether the topiaries stand (`topiariesStand`).
        public var topiaries = true
        /// How far the words after the countdown's number slide over the tick: the old
        /// number's width less the new one's.
        public var numberShift: Double
        /// The progress columns' widths, where not equal thirds (`OrderSheet.stepWidths`).
        public var stepWidths: [Double]?
        /// The sheet's top and height where it is taller than the screen allows and scrolls
        /// (`ScrollView`); nil where it rests on the bottom edge.
        public var scrollTop: Double? = nil
        public var scrollHeight: Double = 0
        /// What stacks because it cannot fit across the sheet (`OrderSheet.Stacking`).
        var stacked = OrderSheet.Stacking()
    }

    public static func measure(_ style: OrderStyle, _ content: Content, layout: Layout) -> Measures {
        func width(_ m: Int) -> Double {
            layout.size(Text("\(m)", font: style.fonts.subtitleNumber, color: style.chrome.primary).node, .unspecified).width
        }
        let stacked = OrderSheet.Stacking.measure(style, content, layout: layout)
        let frame = facadeFrame(style, content, stacked: stacked, layout: layout)
        return Measures(facadeTop: frame.top, attic: frame.attic, deeper: frame.deeper, topiaries: frame.topiaries,
                        numberShift: width(content.minutesBefore) - width(content.minutesAfter),
                        stepWidths: OrderSheet.stepWidths(style, content, layout: layout),
                        scrollTop: frame.sheet.scrolls ? frame.sheet.top : nil, scrollHeight: frame.sheet.height, stacked: stacked)
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

    /// The facade as the measures frame it: its sign, attic, pavement and topiaries.
    static func facade(_ style: OrderStyle, _ content: Content, _ m: Measures) -> FacadeStyle {
        style.facade.signed(content).raised(m.attic).deepened(m.deeper).planted(m.topiaries)
    }

    static func building(_ style: OrderStyle, _ content: Content, _ m: Measures, fade: Double) -> Node {
        Facade.building(facade(style, content, m), pavementFade: fade).offset(y: m.facadeTop).node
    }

    static func street(_ style: OrderStyle, _ content: Content, _ m: Measures, fade: Double) -> Node {
        let f = facade(style, content, m)
        return Facade.street(f, fade: fade, below: m.facadeTop)
            .offset(y: f.fittedSize.height + m.facadeTop - Facade.streetUnder * f.scale).node
    }

    /// The screen with its measures already worked out (and its scenery, if built).
    public static func node(_ style: OrderStyle, _ content: Content, _ state: OrderState, _ m: Measures,
                            scenery: Scenery? = nil) -> Node {
        let still = state.groundFade == 0 ? scenery : nil
        let building = still?.building ?? building(style, content, m, fade: state.groundFade)
        let street = still?.street ?? street(style, content, m, fade: state.groundFade)
        // The street first, reaching up under the building (`Facade.streetUnder`): every join
        // lies on opaque paint, so the screen has no transparent pixel.
        return Canvas(width: style.chrome.canvas.width, height: style.chrome.canvas.height) {
            street
            building
            if state.sheetDown < 1 {
                let sheet = OrderSheet.node(style, content, state, numberShift: m.numberShift, stepWidths: m.stepWidths,
                                            stacked: m.stacked, height: m.scrollHeight).hotspot(.sheet)
                if let top = m.scrollTop {
                    // Taller than the screen: from below the top buttons on past the bottom edge.
                    // Laid out at its whole height, as a scroll view's content is.
                    sheet.frame(height: m.scrollHeight).scrolling("sheet")
                        .offset(relativeY: state.sheetDown, y: state.sheetDown * (style.chrome.canvas.height - top))
                        .padding(EdgeInsets(leading: style.sizes.sheetInset, trailing: style.sizes.sheetInset))
                        .frame(width: style.chrome.canvas.width).offset(y: top)
                } else {
                    VStack(spacing: 0) {
                        Spacer(minLength: 0)
                        sheet.offset(relativeY: state.sheetDown, y: state.sheetDown * style.sizes.sheetInset)
                    }
                    .padding(EdgeInsets(leading: style.sizes.sheetInset, bottom: style.sizes.sheetInset, trailing: style.sizes.sheetInset))
                    .frame(width: style.chrome.canvas.width, height: style.chrome.canvas.height)
                }
            }
            TopButtons.node(style, morph: state.buttonMorph)
        }.node
    }

    /// Where the facade sits: its foot — the kerb, where the pavement strip meets the road — on
    /// the sheet's top edge, so no road shows above the sheet on any device. Where the screen
    /// has room above the design (plus, promax), the wall goes on above it (`attic`, design
    /// points) and the facade starts at the top of the screen. Where it has less (se, a long
    /// sheet), the facade moves up (`top` < 0) with its top edge in stone (`Grid.topEdges`),
    /// so whole floors show, and the sheet covers the foot by the rest — unless that hides
    /// more than half the door (`Grid.doorShown`): then the facade yields, moving up to the
    /// next edge, and the pavement deepens (`deeper`) so its kerb still meets the sheet. Nor
    /// does the sheet's top leave the tops of the tables and chairs poking above it, nor the
    /// topiaries' heads alone at its rounded corners (`topiariesStand`).
    static func facadeFrame(_ style: OrderStyle, _ content: Content, stacked: OrderSheet.Stacking, layout: Layout)
        -> (top: Double, attic: Double, deeper: Double, topiaries: Bool, sheet: (top: Double, scrolls: Bool, height: Double)) {
        let place = sheetPlace(style, content, stacked: stacked, layout: layout)
        let (top, attic, deeper) = facadeFrame(style, sheetTop: place.top)
        return (top, attic, deeper, topiariesStand(style, sheetTop: place.top, facadeTop: top, attic: attic), place)
    }

    /// Whether the topiaries stand: only where at least half their height shows above the
    /// sheet's top — their leafy heads whole. Where less would, they are left out rather than
    /// peek out at the sheet's rounded top corners, which show more of the facade just below
    /// its straight edge (issue 46.7): the pavement keeps its bistro sets. The sheet's top is
    /// its highest, the taller state's (`sheetPlace`); the facade is one drawing for the whole
    /// sequence, the street and the reveal included, so they stand or not throughout.
    static func topiariesStand(_ style: OrderStyle, sheetTop: Double, facadeTop: Double, attic: Double) -> Bool {
        let f = style.facade
        let at = (sheetTop - facadeTop) / f.scale - attic   // the sheet's top, design points down the facade
        return at >= f.furnitureGround - Facade.topiaryHeight / 2
    }

    /// Where the sheet's top is: a sheet taller than the screen allows scrolls (`ScrollView`)
    /// from below the top buttons, or from where half the shop's door still shows above it.
    /// Its height is the taller of its two states' (being made, ready), so that neither hides
    /// more of the door (issue 46.2).
    static func sheetPlace(_ style: OrderStyle, _ content: Content, stacked: OrderSheet.Stacking, layout: Layout)
        -> (top: Double, scrolls: Bool, height: Double) {
        let widths = OrderSheet.stepWidths(style, content, layout: layout)
        let states = [OrderState(minutes: content.minutesBefore, makingFill: 0), OrderState(minutes: content.minutesAfter, ready: 1, makingFill: 1)]
        let sheet = Size(0, states.map {
            layout.size(OrderSheet.node(style, content, $0, stepWidths: widths, stacked: stacked),
                        Proposal(width: style.chrome.canvas.width - 2 * style.sizes.sheetInset, height: nil)).height
        }.max()!)
        let c = style.chrome
        let place = ScrollView.top(height: sheet.height, canvasHeight: c.canvas.height, inset: style.sizes.sheetInset,
                                   least: max(c.safeTop + c.button + style.sizes.sheetInset, halfDoorLine(style)))
        return (place.top, place.scrolls, sheet.height)
    }

    /// The highest the sheet's top may rise and still leave half the door showing, with the
    /// facade moved up as far as it may (`mostEdge`): a taller sheet scrolls from there (two
    /// device pixels to spare for `facadeFrame`'s rounding).
    static func halfDoorLine(_ style: OrderStyle) -> Double {
        let f = style.facade
        let halfDoor = Grid.door.minY + Grid.doorShown * Grid.door.height
        return ((halfDoor - mostEdge(style)) * f.scale + 2).rounded(.up)
    }

    /// How far the facade may move up, design points: its top edge in stone (`Grid.topEdges`),
    /// the sign wholly below the top buttons, and at the default text size and below the
    /// first floor's windows below the status bar as well — a floor of windows in view above
    /// the sign (issue 46.1). A device pixel spared for rounding the top to whole points.
    static func mostEdge(_ style: OrderStyle) -> Double {
        let f = style.facade, c = style.chrome
        var most = Grid.signBoard.lowerBound - (c.safeTop + c.button) / f.scale
        if !c.aboveDefaultSize { most = min(most, Grid.floor1.lowerBound - c.safeTop / f.scale) }
        most -= 1 / f.scale
        return Grid.topEdges.filter { $0.range.lowerBound <= most }.map { min($0.range.upperBound, most) }.max() ?? 0
    }

    static func facadeFrame(_ style: OrderStyle, sheetTop: Double) -> (top: Double, attic: Double, deeper: Double) {
        let f = style.facade
        let room = sheetTop - f.facadeHeight * f.scale
        if room >= 0 { return (0, room / f.scale, 0) }
        let cut = -room / f.scale, most = mostEdge(style)
        let k = Grid.topEdges.lastIndex { $0.start <= min(cut, most) } ?? 0
        let (start, range) = Grid.topEdges[k]
        let highest = min(cut, most, range.upperBound)
        let over = sheetTop / f.scale   // design points from the screen's top edge to the sheet's
        // The range's start, or as far into it as half the door needs (a device pixel to spare
        // for rounding the top to whole points below).
        let pixel = 1 / f.scale, halfDoor = Grid.door.minY + Grid.doorShown * Grid.door.height
        var edge = max(start, halfDoor - over + pixel)
        if edge > highest {
            // The facade yields: up to the next range, its pavement deepened to meet the sheet.
            // Never past `most`: the sheet's cap (`halfDoorLine`) keeps half the door in view there.
            if k + 1 < Grid.topEdges.count, Grid.topEdges[k + 1].range.lowerBound <= most {
                edge = min(Grid.topEdges[k + 1].start, most)
            } else {
                edge = min(range.upperBound, most)
            }
        }
        edge = clearOfFurniture(style, edge: edge, over: over, most: most)
        let top = -(edge * f.scale).rounded(.down)
        // A deepened foot lands on a whole point (under the sheet by less than one): no join
        // on a fraction of a device pixel, in 2D or in the reveal's first frame.
        return (top, 0, edge > cut ? (sheetTop.rounded(.up) - top) / f.scale - f.facadeHeight : 0)
    }

    /// `edge` moved so that the sheet's top never leaves just the tops of the tables and chairs
    /// poking above it: they show at least half their height — the facade moves up within its
    /// stone range and `most`, its pavement deepened where it passes the sheet's top — or not at
    /// all (down, if the range and the door allow). Where only the topiaries' heads would show,
    /// the facade moves up as for the chairs, if it may, to keep the topiaries in view; else
    /// they are left out (`topiariesStand`, issue 46.7). `over`: design points from the
    /// screen's top edge to the sheet's.
    static func clearOfFurniture(_ style: OrderStyle, edge: Double, over: Double, most: Double) -> Double {
        let f = style.facade, pixel = 1 / f.scale
        let g = f.furnitureGround, h = Facade.bistroHeight, tree = Facade.topiaryHeight
        let halfDoor = Grid.door.minY + Grid.doorShown * Grid.door.height
        let at = edge + over
        guard let range = Grid.topEdges.map(\.range).first(where: { $0.contains(edge) }),
              g - tree < at, at < g - h / 2 else { return edge }
        let up = edge + (g - h / 2 - at) + pixel, down = edge - (at - (g - h))
        if up <= min(range.upperBound, most) { return up }
        if at > g - h, down >= range.lowerBound, down + over - pixel >= halfDoor { return down }
        return edge
    }
}
