import Foundation
import Geometry
@testable import Space
import XCTest

/// The per-frame shortcuts of the projector: bit sets of faces, anchors without corner arrays,
/// and the conservative off-screen test that lets a frame skip blocks it cannot show.
final class CullingTests: XCTestCase {
    let screen = Rect(x: 0, y: 0, width: 200, height: 300)
    func camera(_ position: Vec3, pitch: Double) -> Camera {
        Camera(position: position, pitch: pitch, fieldOfView: 1.0, screen: Size(200, 300), near: 0.1)
    }

    func testAnchorIsTheFirstCornerAndBitSetsMatchSets() {
        let box = Box(min: Vec3(1, 2, 3), max: Vec3(4, 6, 9))
        for f in BoxFace.allCases { XCTAssertEqual(box.anchor(f), box.corners(f)[0], "\(f)") }
        let all = Set(BoxFace.allCases)
        XCTAssertEqual(BoxFaces(all).rawValue, 0b111111)
        for f in BoxFace.allCases {
            let pr = Projector(camera(Vec3(-3, 8, 20), pitch: -0.4))
            XCTAssertEqual(box.frontFaces(pr, hidden: [f]), box.frontFaces(pr, hidden: BoxFaces(f)))
            XCTAssertFalse(box.frontFaces(pr, hidden: BoxFaces(f)).contains(f))
        }
    }

    /// Over many boxes and eyes: whenever a box is called outside, none of its faces' projected
    /// polygons comes within the screen; a box straddling the view or behind the eye is kept.
    func testOutsideMeansNothingOfItIsOnScreen() {
        var rng = SystemRandomNumberGenerator()
        var culled = 0, kept = 0
        for _ in 0..<400 {
            let pr = Projector(camera(Vec3(Double.random(in: -5...5, using: &rng), Double.random(in: 0.5...30, using: &rng),
                                           Double.random(in: 5...30, using: &rng)), pitch: Double.random(in: -1.5...0, using: &rng)))
            for _ in 0..<20 {
                let x = Double.random(in: -40...40, using: &rng), z = Double.random(in: -40...40, using: &rng)
                let box = Box(min: Vec3(x, 0, z), max: Vec3(x + 1, Double.random(in: 0...3, using: &rng), z + 1))
                guard pr.isOutside(box, screen: screen) else { kept += 1; continue }
                culled += 1
                for f in BoxFace.allCases {
                    for p in pr.projectPolygon(box.corners(f)) {
                        // Points of an outside box lie off the screen (all beyond one edge).
                        let on = p.x >= screen.minX && p.x <= screen.maxX && p.y >= screen.minY && p.y <= screen.maxY
                        XCTAssertFalse(on, "\(box) face \(f) point \(p)")
                    }
                }
            }
        }
        XCTAssertGreaterThan(culled, 100); XCTAssertGreaterThan(kept, 100)
        // The eye inside a box, or a box reaching behind the near plane: never called outside.
        let pr = Projector(camera(Vec3(0.5, 0.5, 0.5), pitch: 0))
        XCTAssertFalse(pr.isOutside(Box(min: .zero, max: Vec3(1, 1, 1)), screen: screen))
        XCTAssertFalse(pr.isOutside(Box(min: Vec3(-100, 0, -1), max: Vec3(100, 1, 10)), screen: screen))
    }
}
