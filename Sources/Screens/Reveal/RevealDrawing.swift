import Foundation
import Geometry
import Nodes
import Space

/// From the scene's boxes to a display list: the one place 3D becomes 2D.
extension RevealScene {
    /// The frame at `t` (seconds, clamped to the reveal), `style.canvas` points, opaque.
    func frame(at t: Double) -> DisplayList {
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
            let polygons = s.faces.map { pr.projectPolygon($0.corners) }
            // A texture is mapped only when its whole face is in front of the near plane; the
            // camera path never brings a textured face that close, so the fallback (the face's
            // flat colour) is a guard, not a look.
            let mapped = s.faces.map { f in f.texture != nil && f.corners.allSatisfy { pr.depth($0) >= cam.near } }
            // A mapped face paints itself whole (the facade, to its edges): under it neither the
            // silhouette nor a flat fill, whose antialiased edge would show as a hairline where
            // the face meets the ground.
            var union = Path()
            for (f, (p, m)) in zip(s.faces, zip(polygons, mapped)) where !m && p.count >= 3 {
                union.append(.polygon(f.own.map { pr.projectPolygon($0) } ?? p))
            }
            if !union.isEmpty { items.append(.fill(union, s.silhouette, .nonZero, crisp: false)) }
            for ((face, poly), m) in zip(zip(s.faces, polygons), mapped) where poly.count >= 3 {
                if m, let tex = face.texture {
                    items += tex.projected(by: pr, tolerance: tolerance)
                } else if face.color != s.silhouette {
                    items.append(.fill(.polygon(poly), face.color, .nonZero, crisp: false))
                }
            }
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
