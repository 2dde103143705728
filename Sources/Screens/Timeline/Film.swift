import Copy
import Geometry
import Nodes
import Tokens

/// The whole 0–8.2 s sequence built once for a project's styles, content and layout: the
/// storyboard's tracks, where the code goes (encoded and placed above the measured card), how
/// far the facade moves up, the reveal's scene (facade resolved, its glyphs outlined) and each
/// comp's time. A frame is `node(at:)`: nothing in it is encoded, measured or outlined again.
public struct Film: Sendable {
    public let styles: Styles
    public let content: Content
    public let storyboard: Storyboard
    /// Where screen 2 draws the code; the reveal's flat end draws it there too.
    public let placement: QRPlacement
    /// What screen 1 takes from measuring its copy: the facade's offset, the countdown's slide.
    public let orderMeasures: OrderScreen.Measures
    let orderScenery: OrderScreen.Scenery
    let reveal: RevealScene
    /// Each comp's time on the timeline, by name (a comp whose time token cannot be read is
    /// missing here and reports its error when it is built).
    let compTimes: [String: Double]

    /// Throws `PayloadError` when the payload's code does not fit this screen with this copy.
    public init(_ styles: Styles, _ content: Content, layout: Layout, tokens: TokenSet? = nil) throws {
        self.styles = styles; self.content = content
        storyboard = Storyboard(styles.timeline, content)
        placement = try PickupScreen.placement(styles.pickup, content, layout: layout)
        orderMeasures = OrderScreen.measure(styles.order, content, layout: layout)
        orderScenery = OrderScreen.scenery(styles.order, content, orderMeasures, layout: layout)
        reveal = Reveal.scene(styles, content, layout: layout, code: placement, facadeTop: orderMeasures.facadeTop,
                              attic: orderMeasures.attic, deeper: orderMeasures.deeper, topiaries: orderMeasures.topiaries)
        var times: [String: Double] = [:]
        let reduced = styles.timeline.reducedMotion ? storyboard.dissolves : nil
        if let tokens { for comp in Comps.all { times[comp.name] = try? comp.time(tokens, reduced: reduced) } }
        compTimes = times
    }

    /// The screen at time `t` (seconds; clamped to the sequence): plain DSL, nothing measured.
    public func node(at t: Double) -> Node {
        node(storyboard.shot(at: min(max(t, 0), styles.timeline.end)))
    }

    func node(_ shot: Shot) -> Node {
        switch shot {
        case .dissolve(let from, let to, let p):
            // Both pictures are opaque: each pixel goes straight from the one to the other.
            return dissolve(node(from), into: node(to), p, isolated: true)
        case .order(let st):
            return OrderScreen.node(styles.order, content, st, orderMeasures, scenery: orderScenery)
        case .pickup(let st):
            return PickupScreen.node(styles.pickup, content, st, code: placement)
        case .reveal(let time):
            return RevealSlot.node(styles, content, scene: reveal, code: placement, at: time)
        }
    }

    /// A comp's time (under Reduce Motion, a flight's comp moved into the reveal's dissolve,
    /// `Comp.reduced`): from the ones read at build, or (for one that could not be read) from
    /// the tokens, which throw its error.
    public func time(_ comp: Comp, _ tokens: TokenSet) throws -> Double {
        try compTimes[comp.name] ?? comp.time(tokens, reduced: styles.timeline.reducedMotion ? storyboard.dissolves : nil)
    }
}
