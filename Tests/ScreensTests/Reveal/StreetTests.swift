import Foundation
import Geometry
import Nodes
@testable import Screens
import Tokens
import XCTest

/// The brief's top-down moment: "the ground all around is a QR code made of black and cream
/// square blocks" — on every side of the roof, not cream ground beyond the code.
final class StreetTests: XCTestCase {
    /// Share of each region of the frame that is block-dark (luminance < 0.35), @1x.
    func darkShares(at t: Double, columns: Int, rows: Int) -> [[Double]] {
        let img = RevealFixture.render(GeometryNode(RevealFixture.scene.frame(at: t)), scale: 1)
        var dark = Array(repeating: Array(repeating: 0, count: columns), count: rows)
        var all = dark
        for y in 0..<img.height {
            for x in 0..<img.width {
                let p = img.pixel(x, y)
                let l = (0.2126 * Double(p.r) + 0.7152 * Double(p.g) + 0.0722 * Double(p.b)) / 255
                let r = y * rows / img.height, c = x * columns / img.width
                all[r][c] += 1
                if l < 0.35 { dark[r][c] += 1 }
            }
        }
        return (0..<rows).map { r in (0..<columns).map { c in Double(dark[r][c]) / Double(all[r][c]) } }
    }

    /// Straight down on the roof (comp.revealTopDown): every one of 4 × 8 regions of the frame
    /// shows blocks (at least 20 % dark pixels). Before the street, the regions left of and
    /// below the roof were plain cream (0 %): about half the frame.
    func testBlocksOnEverySideOfTheRoofAtTopDown() throws {
        let t = try RevealFixture.tokens[Tok.comp.revealTopDown]
        let shares = darkShares(at: t, columns: 4, rows: 8)
        let least = shares.flatMap { $0 }.min()!
        print("top-down @1x, dark share per region (rows top to bottom):")
        for row in shares { print(row.map { String(format: "%3.0f%%", $0 * 100) }.joined(separator: " ")) }
        XCTAssertGreaterThanOrEqual(least, 0.2, "a region of the top-down frame is (almost) plain ground")
    }

    /// The street rises out of the ground over the pitch and is gone before the whole code is
    /// in view: nothing of it at (a), at (c) or after.
    func testStreetIsFlatAtStreetLevelAndGoneByWholeCode() {
        let scene = RevealFixture.scene, k = RevealFixture.keyTimes
        XCTAssertFalse(scene.street.isEmpty)
        XCTAssertEqual(scene.streetLevel(at: k[0]), 0)
        XCTAssertEqual(scene.streetLevel(at: k[1]), 1, accuracy: 1e-9)
        for t in RevealFixture.frames(k[1] + (k[2] - k[1]) * 0.8, k[3]) {
            XCTAssertEqual(scene.streetLevel(at: t), 0, accuracy: 1e-9, String(format: "t = %.3f", t))
        }
    }
}

/// The building settles with the street, never alone: its height follows the same curve as the
/// street's blocks sink, and it is a block high (its roof a finder like the other two) by the
/// time the whole code is in view.
final class SettleTests: XCTestCase {
    func testBuildingSettlesTogetherWithTheStreet() {
        let scene = RevealFixture.scene, k = RevealFixture.keyTimes
        XCTAssertEqual(scene.settled(at: k[1]), 0)
        for t in RevealFixture.frames(k[1], k[2]) {
            XCTAssertEqual(scene.streetLevel(at: t), 1 - scene.settled(at: t), accuracy: 1e-9, String(format: "t = %.3f", t))
        }
        XCTAssertEqual(scene.settled(at: k[1] + (k[2] - k[1]) * 0.8), 1, accuracy: 1e-9)
    }
}
