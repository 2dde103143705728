import Foundation
import Geometry
import Nodes
@testable import Screens
import TestSupport
import XCTest

/// Once the whole code is in view the frames must scan as the payload.
final class ScannableTests: XCTestCase {
    /// The whole code is in view from about 5.1 s, but until the building (8.9 modules tall,
    /// its roof the bottom-left finder) has sunk to about a third of its height, its roof is
    /// drawn larger than a ground finder and off the grid, and readers cannot fit the code's
    /// grid to the three finders. Measured: every frame from 5.283 s decodes; asserted from
    /// 5.3 s (a fifth of the way through the flatten's ease) to the end.
    static let steadyFrom = 5.3

    func testFramesDecodeFromThePullBackToTheEnd() throws {
        let dir = Repo.tempDir("reveal-scan")
        let from = Self.steadyFrom
        var firstSteady: Double?
        for t in Fixture.frames(4.6, 5.5) {
            let png = dir + String(format: "/%.3f.png", t)
            try Fixture.render(GeometryNode(Fixture.scene.frame(at: t)), scale: 1).writePNG(to: png)
            let ok = try Tool.zbar(png) == Fixture.content.qrPayload
            if ok { if firstSteady == nil { firstSteady = t } } else { firstSteady = nil }
            if t >= from - 1e-9 { XCTAssertTrue(ok, String(format: "t = %.3f does not scan", t)) }
        }
        print(String(format: "scannable @1x: every frame from t = %.3f to 5.5 decodes to the payload", firstSteady ?? .nan))
        XCTAssertLessThanOrEqual(firstSteady ?? .infinity, Self.steadyFrom)
    }
}
