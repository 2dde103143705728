import Geometry
import Nodes

/// Where a prototype's tappable areas are, in points on the canvas: measured with the same
/// layout the screens are drawn with (so a page hit-tests what it shows, not a guess).
/// Each mirrors its screen's placement; `PrototypeTests` checks every one against the drawn
/// display list, so a change of layout that forgets this file fails a test.
public enum Hotspots {
    /// The order sheet at rest, as it is when it waits on Ready (t = the dismiss start).
    /// The screen's sheet column: a spacer above, the sheet at the bottom, inset on three sides.
    public static func sheet(_ styles: Styles, _ c: Content, layout: Layout) -> Rect {
        let s = styles.order
        guard case .order(let st) = Storyboard(styles.timeline, c).moment(at: styles.timeline.sheetDismiss.start) else {
            preconditionFailure("the sheet is dismissed after the order screen's last moment")
        }
        let proposed = Proposal(width: s.canvas.width - 2 * s.sheetInset, height: s.canvas.height - s.sheetInset)
        // Its own size (content a little wider than the slot widens it), centred by the column.
        let size = layout.size(OrderSheet.node(s, c, st), proposed)
        return Rect(x: (s.canvas.width - size.width) / 2, y: s.canvas.height - s.sheetInset - size.height,
                    width: size.width, height: size.height)
    }

    /// The top-leading circle: back on screen 1 (does nothing), close on screen 2.
    public static func topLeading(_ styles: Styles) -> Rect {
        let s = styles.pickup
        return Rect(x: s.buttonEdge, y: s.safeTop, width: s.button, height: s.button)
    }

    /// The settled Pickup card's `Add to Apple Wallet` capsule: the card's last row, full width
    /// inside its padding, sitting on the card's bottom padding.
    public static func walletButton(_ styles: Styles) -> Rect {
        let s = styles.pickup
        let bottom = max(s.cardPadding, s.safeBottom - s.cardInset)
        return Rect(x: s.cardInset + s.cardPadding, y: s.canvas.height - s.cardInset - bottom - s.buttonHeight,
                    width: s.canvas.width - 2 * (s.cardInset + s.cardPadding), height: s.buttonHeight)
    }
}
