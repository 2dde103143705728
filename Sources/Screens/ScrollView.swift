import Geometry
import Nodes

/// A sheet or card taller than the screen scrolls, as a SwiftUI `ScrollView` does at the
/// accessibility text sizes: it starts below the top buttons instead of growing under them, and
/// runs on past the screen's bottom edge. A comp shows the first screen; what is below is laid
/// out whole and checked (`LayoutChecks`: text crossing the bottom edge inside a scrolling
/// sheet is below the fold, not cut).
public enum ScrollView {
    /// The anchor a scrolling sheet carries: its rect on the canvas, beyond the bottom edge.
    public static let anchor = "scroll"

    /// Where a sheet `height` tall has its top when it rests `inset` above the bottom edge of a
    /// canvas `canvasHeight` tall, but never above `least`; and whether it then scrolls.
    static func top(height: Double, canvasHeight: Double, inset: Double, least: Double) -> (top: Double, scrolls: Bool) {
        let resting = canvasHeight - inset - height
        return resting >= least ? (resting, false) : (least, true)
    }

    /// The rects of the scrolling sheets `list` shows (none when everything fits the screen).
    static func rects(in list: DisplayList) -> [Rect] {
        list.anchors.filter { $0.key == anchor || $0.key.hasPrefix(anchor + ".") }.map(\.value)
    }
}

extension NodeConvertible {
    /// Marks this node as a scrolling sheet (`ScrollView`; an anchor: nothing drawn changes).
    func scrolling(_ name: String) -> Node { anchor(ScrollView.anchor + "." + name) }
}
