import Foundation
import Geometry
import Nodes
import Space

/// From the scene's boxes to a display list: the one place 3D becomes 2D.
extension RevealScene {
    /// The frame at `t` (seconds, clamped to the reveal), `style.canvas` points, opaque; with
    /// `buttons` over it, less the blocks they all but hide (`ButtonDiscs`).
    func frame(at t: Double, under buttons: ButtonDiscs? = nil) -> DisplayList {
        let k = style.keyTimes
        let t = max(k[0], min(k[3], t))
        let canvas = Rect(origin: .zero, size: style.canvas)
        if t >= k[3] { return flat() }
        let (cam, pal, solids) = solids(at: t)
        let pr = Projector(cam)
        // Ground and sky are one colour: the ground plane needs no polygon of its own.
        var items: [DisplayItem] = [.fill(.rect(canvas), pal.ground, .nonZero, crisp: false)]
        let tolerance = 0.25 / style.maxScale
        for s in solids {
            if let buttons, s.convex, buttons.hidesAllButASliver(s.faces.map { pr.projectPolygon($0.own ?? $0.corners) }, canvas: style.canvas) {
                continue
            }
            items += SolidDrawing.items(s, pr, tolerance: tolerance)
        }
        return DisplayList(size: style.canvas, items: items)
    }

    /// The end of (d): exactly screen 2's background and code (the same crisp merged outline).
    func flat() -> DisplayList {
        let outline = QRNode.outline(code, module: qrModule).applying(.translation(qrOrigin.x, qrOrigin.y))
        return DisplayList(size: style.canvas, items: [
            .fill(.rect(Rect(origin: .zero, size: style.canvas)), style.flatLight, .nonZero, crisp: false),
            .fill(outline, style.flatDark, .evenOdd, crisp: true),
        ])
    }
}
