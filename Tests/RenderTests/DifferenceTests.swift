import Foundation
import XCTest
@testable import Render

/// The SVG check's measure (`RasterImage.difference`): squares of one size everywhere, so a
/// picture whose height is not a whole number of squares is not judged more harshly at its
/// bottom edge, while a shape missing there is still found.
final class DifferenceTests: XCTestCase {
    /// A 20 × 11 opaque white picture (a whole square and a 3-pixel strip each way), with the
    /// pixels `grey` says painted that grey.
    func picture(_ grey: (Int, Int) -> UInt8?) -> RasterImage {
        RasterImage.filled(width: 20, height: 11) { p, stride in
            for y in 0..<11 {
                for x in 0..<20 {
                    let v = grey(x, y) ?? 255
                    let o = y * stride + x * 4
                    p[o] = v; p[o + 1] = v; p[o + 2] = v; p[o + 3] = 255
                }
            }
            return true
        }!
    }

    /// An antialiased edge drawn half a pixel apart in the last row — what two renderers do
    /// to text cut by the bottom edge — averages like anywhere else (16 of 255 over a square),
    /// not over the 3-pixel strip alone (42, which the old strip squares refused).
    func testAnEdgeInTheLastStripIsJudgedOnAWholeSquare() {
        let white = picture { _, _ in nil }
        let edge = picture { x, y in y == 10 && x < 8 ? 128 : nil }
        let d = edge.difference(from: white, block: 8, threshold: 32)
        XCTAssertEqual(d.blocks, 0)
        XCTAssertEqual(d.largest, 127 * 8 / 64)
    }

    /// A dark shape the other picture lacks, in the last strip and column, is still found.
    func testAShapeMissingAtTheEdgeIsFound() {
        let white = picture { _, _ in nil }
        let shape = picture { x, y in x >= 14 && y >= 6 ? 0 : nil }
        let d = shape.difference(from: white, block: 8, threshold: 32)
        XCTAssertGreaterThan(d.blocks, 0)
        XCTAssertEqual(d.largest, 255 * 30 / 64)   // the corner square: 6 × 5 of its pixels
    }

    /// Pictures smaller than a square are one square.
    func testAPictureSmallerThanASquareIsOneSquare() {
        let a = picture { x, y in x == 0 && y == 0 ? 0 : nil }
        XCTAssertEqual(a.difference(from: picture { _, _ in nil }, block: 32, threshold: 0).largest, 255 / (20 * 11))
    }
}
