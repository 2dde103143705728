import Foundation
import Geometry
import Nodes
import Render
@testable import Screens
@testable import Space
import XCTest

/// The painter's order of `Visibility` against a z-buffer, over the whole move.
final class VisibilityTests: XCTestCase {
    /// Scene without the seam overlap, so faces do not overlap their coplanar neighbours and
    /// each pixel has one true owner.
    static let scene: RevealScene = {
        var s = RevealFixture.styles.reveal
        s.seamOverlap = 0
        let base = RevealFixture.scene
        return RevealScene(s, code: base.code, facade: base.facade, facadeText: base.facadeText, qrOrigin: base.qrOrigin, qrModule: base.qrModule)
    }()

    /// Every face of frame `t` in the scene's painter's order, each flat in its id colour,
    /// through Cairo (antialiased), and the same polygons through the z-buffer.
    /// Compared only where the z-buffer's 3 × 3 neighbourhood is one face: an antialiased edge
    /// pixel is a blend of two ids by design, and a face thinner than a pixel has no interior
    /// to be right or wrong about. The textures (facade, finder) are coplanar with their face
    /// and drawn right after it, so they cannot change what occludes what: the facade counts
    /// as its face's polygon.
    func differingShare(at t: Double, scale: Double, reversed: Bool = false) -> (share: Double, compared: Int) {
        let (cam, _, ordered) = Self.scene.solids(at: t)
        let solids = reversed ? ordered.reversed() : ordered
        let pr = Projector(cam)
        let w = Int(cam.screen.width * scale), h = Int(cam.screen.height * scale)
        var zb = ZBuffer(width: w, height: h, scale: scale)
        var items: [DisplayItem] = [.fill(.rect(Rect(x: 0, y: 0, width: cam.screen.width, height: cam.screen.height)), idColor(0), .nonZero, crisp: false)]
        var next: Int32 = 1
        // A face under two pixels across has no interior: the z-buffer (pixel centres) may miss
        // it while Cairo's antialiasing shows it, so the pixels it touches are not compared.
        var tiny = [Bool](repeating: false, count: w * h)
        for s in solids {
            for f in s.faces {
                zb.draw(f.corners, id: next, pr)
                let poly = pr.projectPolygon(f.corners)
                items.append(.fill(.polygon(poly), idColor(next), .nonZero, crisp: false))
                next += 1
                markTiny(poly, scale: scale, width: w, height: h, into: &tiny)
            }
        }
        let img = RevealFixture.renderer.image(DisplayList(size: cam.screen, items: items), scale: scale)
        var bad = 0, compared = 0
        for y in 1..<(h - 1) {
            for x in 1..<(w - 1) {
                let k = zb.id[y * w + x]
                var uniform = true
                for dy in -1...1 { for dx in -1...1 where zb.id[(y + dy) * w + x + dx] != k { uniform = false } }
                guard uniform, !tiny[y * w + x] else { continue }
                compared += 1
                let p = img.pixel(x, y), c = idColor(k)
                let d = max(abs(Int(p.r) - Int((c.r * 255).rounded())), abs(Int(p.g) - Int((c.g * 255).rounded())),
                            abs(Int(p.b) - Int((c.b * 255).rounded())))
                if d > 2 { bad += 1 }
            }
        }
        return (Double(bad) / Double(w * h), compared)
    }

    func testPainterOrderMatchesZBufferEveryFrameAt1x() {
        var worst = (t: 4.0, share: 0.0)
        for t in RevealFixture.frames(4.0, 5.5) + RevealFixture.keyTimes {
            let r = differingShare(at: t, scale: 1)
            if r.share > worst.share { worst = (t, r.share) }
            XCTAssertLessThanOrEqual(r.share, 0.001, String(format: "t = %.3f: %.4f %% of pixels differ", t, r.share * 100))
        }
        print(String(format: "z-buffer @1x: worst frame t = %.3f, %.5f %% of pixels differ", worst.t, worst.share * 100))
    }

    func testPainterOrderMatchesZBufferAtKeyframesAt2x() {
        for t in RevealFixture.keyTimes + [4.2, 4.35, 4.5, 4.9] {
            let r = differingShare(at: t, scale: 2)
            print(String(format: "z-buffer @2x: t = %.3f, %.5f %% of pixels differ (%d compared)", t, r.share * 100, r.compared))
            XCTAssertLessThanOrEqual(r.share, 0.001)
        }
    }

    /// The check has teeth: the same frames drawn near to far fail it by far.
    func testReversedOrderIsCaught() {
        for t in [4.2, 4.35, 4.6] {
            let r = differingShare(at: t, scale: 1, reversed: true)
            print(String(format: "z-buffer, order reversed: t = %.2f, %.3f %% of pixels differ", t, r.share * 100))
            XCTAssertGreaterThan(r.share, 0.001, "the allowed share must not hide a wrong order")
        }
    }

    /// The order alone, on a configuration where centroid sorting fails: a block beside the
    /// tall box's far corner, seen past the box.
    func testBlockBesideTallBoxSeenPastItDrawsAfterIt() {
        let tall = Footprint(x0: 0, z0: 18, x1: 7, z1: 25)
        let blocks = [Footprint.cell(7, 18), .cell(-1, 20), .cell(3, 10)]
        let order = Visibility.order(blocks: blocks, tall: tall, ex: 20, ez: 30)
        let pos = { (s: Visibility.Step) in order.firstIndex(of: s)! }
        XCTAssertLessThan(pos(.tall), pos(.block(0)), "east neighbour is in front of the building from the south-east")
        XCTAssertLessThan(pos(.block(1)), pos(.tall), "west neighbour is behind it")
        XCTAssertLessThan(pos(.block(2)), pos(.tall), "north block is behind it")
    }
}

