import Copy
import Motion
import Nodes

/// The whole 0–8.2 s sequence: a frame is a pure function of time.
public enum Timeline {
    /// The frame times of the whole sequence at `fps`: 0, 1/fps, … up to and including the end.
    public static func frameTimes(_ styles: Styles, fps: Double, from: Double = 0, to: Double? = nil) -> [Double] {
        let end = to ?? styles.timeline.end
        let first = Int((from * fps).rounded(.up)), last = Int((end * fps + 1e-9).rounded(.down))
        guard last >= first else { return [] }
        return (first...last).map { Double($0) / fps }
    }
}

/// The 3D reveal's slot, 4.0–5.5 s: the projected scene, with the screen chrome over it
/// turning from screen 1's frosted close/share buttons into screen 2's grey circles
/// (`motion.transition.buttonsDissolve`); a block the buttons all but hide is left out, not
/// shown as a speck beside them (`ButtonDiscs`). At 4.0 the
/// frame is exactly `order-ground`; at 5.5 exactly the Pickup screen before its title and card.
enum RevealSlot {
    /// `code`: the Pickup screen's placement; a card that scrolls there is laid out as it is
    /// there (waiting below the screen), not squeezed onto it.
    static func node(_ styles: Styles, _ content: Content, scene: RevealScene, code: QRPlacement, at t: Double) -> Node {
        // Done before the roof's dark top passes under the buttons: their glyphs stay legible.
        let p = styles.timeline.buttonsDissolve.track.value(at: t)
        let chrome = dissolve(TopButtons.node(styles.order, morph: 1),
                              into: PickupScreen.chrome(styles.pickup, content, PickupState(title: 0, card: 0), scrolling: code.scrolling), p)
        let c = styles.chrome
        let buttons = ButtonDiscs(canvasWidth: c.canvas.width, top: c.safeTop, diameter: c.button, edge: c.buttonEdge)
        let scene = GeometryNode(scene.frame(at: t, under: buttons))
        return Canvas(width: styles.chrome.canvas.width, height: styles.chrome.canvas.height) {
            scene
            chrome
        }.node
    }
}
