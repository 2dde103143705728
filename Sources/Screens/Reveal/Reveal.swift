import Copy
import Geometry
import Nodes
import QR

/// The 3D reveal between the order screen and the Pickup screen (t = 4.0 … 5.5 s): the
/// facade leans back, the camera rises over a street of QR blocks and pulls back until they
/// flatten into screen 2's code. Only the scene: the timeline overlays the chrome.
public enum Reveal {
    /// A `canvas`-sized geometry node, opaque, of the projected scene at time `t` (clamped to
    /// the reveal's span).
    ///
    ///     let frame = try Reveal.node(styles, content, layout: layout, time: 4.6)
    ///
    /// Builds the scene (code, facade layout and outlines) on every call: `Film` builds it once.
    ///
    /// - Complexity: one pass over the code's modules plus the facade's items per frame.
    static func node(_ styles: Styles, _ content: Content, layout: Layout, time t: Double) throws -> Node {
        GeometryNode(try scene(styles, content, layout: layout).frame(at: t))
    }

    /// The scene behind `node`, built once for many frames (`Film` holds one).
    static func scene(_ styles: Styles, _ content: Content, layout: Layout) throws -> RevealScene {
        let frame = OrderScreen.facadeFrame(styles.order, content, stacked: OrderSheet.Stacking.measure(styles.order, content, layout: layout),
                                            layout: layout)
        return scene(styles, content, layout: layout, code: try PickupScreen.placement(styles.pickup, content, layout: layout),
                     facadeTop: frame.top, attic: frame.attic, deeper: frame.deeper, topiaries: frame.topiaries)
    }

    /// The scene with the code's placement and the facade's offset already worked out.
    static func scene(_ styles: Styles, _ content: Content, layout: Layout, code qr: QRPlacement, facadeTop: Double,
                      attic: Double = 0, deeper: Double = 0, topiaries: Bool = true) -> RevealScene {
        let f = styles.order.facade.signed(content).raised(attic).deepened(deeper).planted(topiaries)
        let resolved = layout.resolve(Facade.building(f, pavementFade: 1), size: f.fittedSize)
        return RevealScene(styles.reveal, code: qr.code, facade: layout.outlined(resolved), facadeText: resolved,
                           facadeTop: facadeTop, shopTop: (Grid.shopTop + attic) * f.scale, qrOrigin: qr.origin, qrModule: qr.module)
    }
}
