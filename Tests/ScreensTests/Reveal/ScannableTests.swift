import Foundation
import Geometry
import Nodes
import Space
@testable import Screens
import TestSupport
import XCTest

/// Once the whole code is in view the frames must scan as the payload.
final class ScannableTests: XCTestCase {
    /// The first frame whose view holds the whole code: the four corners of the module grid, on
    /// the ground and at the blocks' top, all project inside the screen.
    func wholeCodeInView() -> Double? {
        let n = Double(RevealFixture.scene.code.size), h = RevealFixture.styles.reveal.blockHeight
        let canvas = RevealFixture.styles.chrome.canvas
        for t in RevealFixture.frames(RevealFixture.keyTimes[1], 5.5) {
            let pr = Projector(RevealFixture.scene.camera.camera(at: t))
            let corners = [0.0, h].flatMap { y in [Vec3(0, y, 0), Vec3(n, y, 0), Vec3(0, y, n), Vec3(n, y, n)] }
            let inside = corners.allSatisfy { c in
                guard let p = pr.project(c) else { return false }
                return p.x >= 0 && p.x <= canvas.width && p.y >= 0 && p.y <= canvas.height
            }
            if inside { return t }
        }
        return nil
    }

    func testEveryFrameFromWholeCodeInViewDecodes() throws {
        let from = try XCTUnwrap(wholeCodeInView(), "the whole code never comes into view")
        XCTAssertLessThanOrEqual(from, RevealFixture.keyTimes[2] + 1e-9, "in view by keyframe (c)")
        let dir = Repo.tempDir("reveal-scan")
        var failures: [String] = []
        for t in RevealFixture.frames(from, 5.5) {
            let png = dir + String(format: "/%.3f.png", t)
            try RevealFixture.render(GeometryNode(RevealFixture.scene.frame(at: t)), scale: 1).writePNG(to: .single(png))
            if try Tool.zbar(png) != RevealFixture.content.qrPayload { failures.append(String(format: "%.3f", t)) }
        }
        print(String(format: "scannable @1x: the whole code is in view from t = %.3f; frames that do not decode: %@",
                     from, failures.isEmpty ? "none" : failures.joined(separator: ", ")))
        XCTAssertEqual(failures, [], "frames after the whole code is in view that do not scan")
    }
}
