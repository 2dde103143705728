import Foundation
import Geometry
import Nodes
@testable import Screens
@testable import Space
import XCTest

/// The reveal's camera keyframes, projected: where screens 1 and 2 draw what they show.
final class KeyframeProjectionTests: XCTestCase {
    func assertPoint(_ p: Point?, _ x: Double, _ y: Double, file: StaticString = #filePath, line: UInt = #line) {
        guard let p else { return XCTFail("not projected", file: file, line: line) }
        XCTAssertEqual(p.x, x, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(p.y, y, accuracy: 1e-9, file: file, line: line)
    }

    func testKeyframeAFramesTheFacadeAsScreenOneDrawsIt() {
        let scene = RevealFixture.scene
        let pr = Projector(scene.camera.camera(at: RevealFixture.keyTimes[0]))
        let b = scene.building, h = scene.buildingHeight, z = Double(b.z1)
        assertPoint(pr.project(Vec3(Double(b.x0), h, z)), 0, 0)
        assertPoint(pr.project(Vec3(Double(b.x1), h, z)), 393, 0)
        assertPoint(pr.project(Vec3(Double(b.x1), 0, z)), 393, 500)
    }

    func testKeyframeCPutsTheGroundCodeWhereScreenTwoDrawsIt() {
        let scene = RevealFixture.scene
        let pr = Projector(scene.camera.camera(at: RevealFixture.keyTimes[2]))
        // Screen 2 draws the 25-module code at (59, 203) with 11-pt modules (see QRPlacement).
        assertPoint(pr.project(Vec3(0, 0, 0)), 59, 203)
        assertPoint(pr.project(Vec3(25, 0, 25)), 334, 478)
    }

}
