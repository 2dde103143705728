import Foundation
import Geometry
import Nodes
import Render
@testable import Screens
@testable import Space
import XCTest

/// Neighbouring faces of one plane should read as one face (issue 31, point 9): where two
/// blocks' side faces (or tops) meet in the same plane and colour, the frame shows that colour
/// within ±2 levels — no antialiased seam between them. The truth is a z-buffer of the same faces
/// (their own outlines, without the drawing's reach under neighbours) in their own colours,
/// sampled at pixel centres.
final class SeamTests: XCTestCase {
    /// Pixels of frame `t` at `scale` that differ by more than 2 levels from the colour the
    /// z-buffer has all around them (a 3 × 3 patch of one colour, textured faces and faces
    /// under two pixels across aside), and how many were compared.
    func seams(at t: Double, scale: Double) -> (bad: Int, compared: Int, first: (Int, Int)?) {
        let scene = RevealFixture.scene
        let (cam, pal, solids) = scene.solids(at: t)
        let pr = Projector(cam)
        let w = Int(cam.screen.width * scale), h = Int(cam.screen.height * scale)
        var zb = ZBuffer(width: w, height: h, scale: scale)
        var colors: [Int32: Color?] = [0: pal.ground]   // nil: textured, not compared
        var tiny = [Bool](repeating: false, count: w * h)
        var next: Int32 = 1
        for s in solids {
            for f in s.faces {
                zb.draw(f.own ?? f.corners, id: next, pr)
                colors[next] = f.texture == nil ? f.color : nil
                next += 1
                markTiny(pr.projectPolygon(f.own ?? f.corners), scale: scale, width: w, height: h, into: &tiny)
            }
        }
        let img = RevealFixture.renderer.image(scene.frame(at: t), scale: scale)
        func hex(_ c: Color) -> (Int, Int, Int) { (Int((c.r * 255).rounded()), Int((c.g * 255).rounded()), Int((c.b * 255).rounded())) }
        var bad = 0, compared = 0, first: (Int, Int)?
        for y in 1..<(h - 1) {
            for x in 1..<(w - 1) where !tiny[y * w + x] {
                guard let c = colors[zb.id[y * w + x]] ?? nil else { continue }
                let want = hex(c)
                var uniform = true
                for dy in -1...1 {
                    for dx in -1...1 {
                        guard let n = colors[zb.id[(y + dy) * w + x + dx]] ?? nil, hex(n) == want else { uniform = false; break }
                    }
                }
                guard uniform else { continue }
                compared += 1
                let p = img.pixel(x, y)
                if max(abs(Int(p.r) - want.0), abs(Int(p.g) - want.1), abs(Int(p.b) - want.2)) > 2 {
                    bad += 1
                    if first == nil { first = (x, y) }
                }
            }
        }
        return (bad, compared, first)
    }

    /// The review's frames (4.17 s @1x, 4.4 s @3x) and the pitch and pull-back every 0.1 s @2x.
    /// The truth is the boxes themselves (`Face.own`), not the reach under neighbours the
    /// drawing adds. Zero in every frame but the sinking street's (4.65–4.85 s, at most 0.035 %
    /// of the compared pixels, 4.65 s): the street sinks ring by ring, so a ring stands a hair
    /// above the next, and the riser between two tops, thinner than a pixel, shows antialiased
    /// (2–4 levels) where the z-buffer, sampling pixel centres, misses it. That is a true step,
    /// not a seam between faces of one plane; the bound holds the rest at zero around it.
    func testNeighbouringFacesOfOnePlaneShowFewSeams() {
        let times = [(4.1667, 1.0), (4.4, 3.0)] + stride(from: 4.05, through: 5.15, by: 0.1).map { ($0, 2.0) }
        for (t, scale) in times {
            let r = seams(at: t, scale: scale)
            let share = Double(r.bad) / Double(max(1, r.compared))
            print(String(format: "seams at %.3f s @%.0fx: %d of %d pixels (%.3f %%)", t, scale, r.bad, r.compared, share * 100))
            // The sinking street's risers (see above); none anywhere else.
            let bound = t > 4.6 && t < 4.9 ? 0.00035 : 0
            XCTAssertLessThanOrEqual(share, bound, String(format: "%.3f s @%.0fx: %d pixels off their face's colour by more than 2 levels, the first at %@",
                                                          t, scale, r.bad, r.first.map { "(\($0.0), \($0.1))" } ?? ""))
        }
    }
}
