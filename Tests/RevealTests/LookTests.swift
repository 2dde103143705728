import Foundation
import Geometry
import Nodes
@testable import Screens
import XCTest

/// Writes the reveal's frames for a person to look at. Off unless `REVEAL_FRAMES=1`.
final class LookTests: XCTestCase {
    func testWriteFramesForLooking() throws {
        guard ProcessInfo.processInfo.environment["REVEAL_FRAMES"] == "1" else { throw XCTSkip("set REVEAL_FRAMES=1") }
        let dir = Fixture.outDir
        for (i, t) in Fixture.frames(4.0, 5.5).enumerated() {
            let img = Fixture.render(GeometryNode(Fixture.scene.frame(at: t)), scale: 1)
            try img.writePNG(to: dir + String(format: "/f%03d.png", i))
        }
        for t in Fixture.keyTimes {
            let img = Fixture.render(GeometryNode(Fixture.scene.frame(at: t)), scale: 3)
            try img.writePNG(to: dir + String(format: "/key-%.1f@3x.png", t))
        }
    }
}
