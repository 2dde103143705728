import Foundation
import Geometry
import Nodes
import Render
@testable import Screens
import TestSupport
import XCTest

/// The 2D → 3D and 3D → 2D switches must not show: first and last 3D frames against the 2D
/// screens they replace, at @3x, the chrome composited the same way on both sides.
final class JoinTests: XCTestCase {
    let s = RevealFixture.styles, c = RevealFixture.content
    let strategy = ImageComparison(tolerance: 2, allowedShare: 0.001)

    func testFirstFrameEqualsOrderGroundAt3x() throws {
        let flat = OrderScreen.node(s.order, c, OrderState(minutes: 1, ready: 1, makingFill: 1, sheetDown: 1, buttonMorph: 1, groundFade: 1), layout: RevealFixture.layout)
        let reveal = Canvas(width: s.chrome.canvas.width, height: s.chrome.canvas.height) {
            try! Reveal.node(s, c, layout: RevealFixture.layout, time: RevealFixture.keyTimes[0])
            TopButtons.node(s.order, morph: 1)
        }.node
        let a = RevealFixture.render(reveal, scale: 3), b = RevealFixture.render(flat, scale: 3)
        let r = ImageComparison.diff(a, b, tolerance: 2)
        print(String(format: "join 2D→3D @3x: %.5f %% of pixels differ by > 2/255, max delta %d", r.share * 100, r.maxDelta))
        strategy.assertMatches(a, b, "first-3d-frame")
    }

    func testLastFrameEqualsPickupAt3x() throws {
        let st = PickupState(title: 0, card: 0)
        let flat = try PickupScreen.node(s.pickup, c, st, layout: RevealFixture.layout)
        let reveal = Canvas(width: s.chrome.canvas.width, height: s.chrome.canvas.height) {
            try! Reveal.node(s, c, layout: RevealFixture.layout, time: RevealFixture.keyTimes[3])
            PickupScreen.chrome(s.pickup, c, st)
        }.node
        let a = RevealFixture.render(reveal, scale: 3), b = RevealFixture.render(flat, scale: 3)
        let r = ImageComparison.diff(a, b, tolerance: 2)
        print(String(format: "join 3D→2D @3x: %.5f %% of pixels differ by > 2/255, max delta %d", r.share * 100, r.maxDelta))
        strategy.assertMatches(a, b, "last-3d-frame")
    }

    /// Just before the end the blocks are a hair tall: the switch to the crisp flat code must
    /// not jump either (same pixels within a small share at @1x).
    func testFrameJustBeforeTheEndIsAlmostTheFlatCode() throws {
        let end = RevealFixture.keyTimes[3]
        let a = RevealFixture.render(GeometryNode(RevealFixture.scene.frame(at: end - 1.0 / 60)), scale: 1)
        let b = RevealFixture.render(GeometryNode(RevealFixture.scene.frame(at: end)), scale: 1)
        let r = ImageComparison.diff(a, b, tolerance: 8)
        print(String(format: "last two frames @1x: %.4f %% of pixels differ by > 8/255, max delta %d", r.share * 100, r.maxDelta))
        XCTAssertLessThan(r.share, 0.02)
    }
}
