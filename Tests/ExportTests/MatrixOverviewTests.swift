import Export
import Geometry
import XCTest

/// The matrix's overview is laid out before it is drawn and cut into parts Cairo can draw
/// (at most 32,767 px a side) and memory can hold: every variant once, in row order.
final class MatrixOverviewTests: XCTestCase {
    let promax = Size(440 * MatrixOverview.thumbScale, 956 * MatrixOverview.thumbScale)

    func check(_ o: MatrixOverview, count: Int, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(o.parts.flatMap { $0.flatMap { $0 } }, Array(0..<count), "every variant once, in order", file: file, line: line)
        for p in o.parts.indices {
            let (w, h) = o.pixels(ofPart: p)
            XCTAssertLessThanOrEqual(max(w, h), MatrixOverview.maxSide, "part \(p + 1): \(w) × \(h)", file: file, line: line)
            XCTAssertLessThanOrEqual(w * h, MatrixOverview.maxPixels, "part \(p + 1): \(w) × \(h)", file: file, line: line)
            XCTAssertTrue(o.parts[p].allSatisfy { $0.count <= o.across }, file: file, line: line)
        }
    }

    /// The cases: 42 rows of one column (21 locales × 2 devices), and 78 contexts across
    /// (more than one row of a part holds): cut into parts, a wide row wrapped in order.
    func testALargeMatrixIsCutIntoPartsThatFit() throws {
        let tall = try MatrixOverview(count: 42, columns: 1, thumb: promax)
        check(tall, count: 42)
        XCTAssertGreaterThan(tall.parts.count, 1)
        XCTAssertEqual(tall.fileNames(base: "matrix-motion"), (1...tall.parts.count).map { "matrix-motion-\($0).png" })
        let wide = try MatrixOverview(count: 78 * 2, columns: 78, thumb: promax)
        check(wide, count: 78 * 2)
        XCTAssertLessThan(wide.across, 78, "a row wider than a part wraps")
        // A wrapped row's second line holds the rest of that row, not the next row's start.
        let lines = wide.parts.flatMap { $0 }
        let end = try XCTUnwrap(lines.firstIndex { $0.contains(77) })
        XCTAssertEqual(lines[end].last, 77)
        XCTAssertEqual(lines[end + 1].first, 78)
    }

    /// A matrix that fits is one picture, named as before.
    func testASmallMatrixIsOnePicture() throws {
        let o = try MatrixOverview(count: 20, columns: 5, thumb: promax)
        XCTAssertEqual(o.parts.count, 1)
        XCTAssertEqual(o.fileNames(base: "matrix"), ["matrix.png"])
        XCTAssertEqual(o.size(ofPart: 0).width, MatrixOverview.gap + 5 * (promax.width + MatrixOverview.gap))
    }
}
