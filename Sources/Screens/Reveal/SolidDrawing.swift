import Foundation
import Geometry
import Nodes
import Space

/// How one solid's flat faces become fills. A box's front faces never overlap on screen, so each
/// is filled once in its own colour, straight over what lies behind: its outer edges blend with
/// that, as a neighbour's face in the same colour needs to read as one face with it. Where two
/// of its faces meet, the one drawn first (the smaller) reaches `seamReach` under the other, so
/// that edge blends the two faces' colours only. The building (a box with a ledge, not convex)
/// keeps a silhouette under its faces instead.
enum SolidDrawing {
    /// Screen points a face reaches under a later face of its box across their shared edge:
    /// more than a pixel's diagonal at 1x, so the later face's antialiased edge lies wholly on it.
    static let seamReach = 1.5

    /// The items that draw `s` through `pr`, textures flattened to `tolerance` screen points.
    static func items(_ s: RevealScene.Solid, _ pr: Projector, tolerance: Double) -> [DisplayItem] {
        s.convex ? convex(s, pr) : silhouetted(s, pr, tolerance: tolerance)
    }

    /// A box: smallest face first, each reaching under the larger faces it shares an edge with.
    static func convex(_ s: RevealScene.Solid, _ pr: Projector) -> [DisplayItem] {
        let own = s.faces.map { pr.projectPolygon($0.own ?? $0.corners) }
        let drawn = s.faces.map { pr.projectPolygon($0.corners) }
        let area = own.map { abs(ConvexClip.signedArea($0)) }
        let order = s.faces.indices.filter { drawn[$0].count >= 3 }.sorted { area[$0] != area[$1] ? area[$0] < area[$1] : $0 < $1 }
        // Edges are known by their world corners; a face the near plane cuts has new ones.
        let whole = s.faces.allSatisfy { f in (f.own ?? f.corners).allSatisfy { pr.depth($0) >= pr.camera.near } }
        var out: [DisplayItem] = []
        for (k, i) in order.enumerated() {
            var path = Path.polygon(ConvexClip.positive(drawn[i]))
            if whole {
                for j in order[(k + 1)...] {
                    guard let (a, b) = sharedEdge(s.faces[i], s.faces[j]) else { continue }
                    let c = own[j].reduce(Point.zero, +) * (1 / Double(own[j].count))
                    let under = ConvexClip.strip(pr.projectUnclipped(a), pr.projectUnclipped(b), towards: c,
                                                 width: seamReach, within: own[j])
                    if under.count >= 3 { path.append(.polygon(ConvexClip.positive(under))) }
                }
            }
            out.append(.fill(path, s.faces[i].color, .nonZero, crisp: false))
        }
        return out
    }

    /// The world edge two faces' own outlines share, if any.
    static func sharedEdge(_ f: RevealScene.Face, _ g: RevealScene.Face) -> (Vec3, Vec3)? {
        let p = f.own ?? f.corners, q = g.own ?? g.corners
        for i in p.indices {
            let a = p[i], b = p[(i + 1) % p.count]
            for j in q.indices where q[j] == b && q[(j + 1) % q.count] == a || q[j] == a && q[(j + 1) % q.count] == b {
                return (a, b)
            }
        }
        return nil
    }

    /// Any solid: the union of its flat faces in the silhouette's colour, so the edges between
    /// them blend with it, never with what lies behind; then its faces in order, each run of
    /// consecutive faces in one other colour as one fill (a ledge's strips meet with no seam).
    /// A texture is mapped only when its whole face is in front of the near plane; the camera
    /// path never brings a textured face that close, so the fallback (the face's flat colour) is
    /// a guard, not a look. A mapped face paints itself whole (the facade, to its edges): under
    /// it neither the silhouette nor a flat fill, whose antialiased edge would show as a
    /// hairline where the face meets the ground.
    static func silhouetted(_ s: RevealScene.Solid, _ pr: Projector, tolerance: Double) -> [DisplayItem] {
        var union = Path()
        var items: [DisplayItem] = []
        var run: (Color, Path)?
        func flush() { if let r = run { items.append(.fill(r.1, r.0, .nonZero, crisp: false)) }; run = nil }
        for f in s.faces {
            let p = pr.projectPolygon(f.corners)
            guard p.count >= 3 else { continue }
            if let tex = f.texture, f.corners.allSatisfy({ pr.depth($0) >= pr.camera.near }) {
                flush()
                items += tex.projected(by: pr, tolerance: tolerance)
                continue
            }
            union.append(.polygon(ConvexClip.positive(f.own.map { pr.projectPolygon($0) } ?? p)))
            guard f.color != s.silhouette else { flush(); continue }
            if run?.0 != f.color { flush(); run = (f.color, Path()) }
            run?.1.append(.polygon(ConvexClip.positive(p)))
        }
        flush()
        return union.isEmpty ? items : [.fill(union, s.silhouette, .nonZero, crisp: false)] + items
    }
}
