import XCTest
@testable import QR

final class QRCodeTests: XCTestCase {
    func testPickupPayloadIsVersion2AtLevelM() throws {
        let c = try QRCode(payload: "BLANKSTREET-A42", level: .M)
        XCTAssertEqual(c.version, 2)
        XCTAssertEqual(c.size, 25)
    }

    func testFinderPatternsAreWhereTheStandardPutsThem() throws {
        let c = try QRCode(payload: "BLANKSTREET-A42")
        for (ox, oy) in c.finderOrigins {
            for y in 0..<7 {
                for x in 0..<7 {
                    // Dark frame, light ring, dark 3 × 3 centre.
                    let ring = max(abs(x - 3), abs(y - 3))
                    XCTAssertEqual(c.isDark(ox + x, oy + y), ring != 2, "finder at (\(ox), \(oy)) module (\(x), \(y))")
                }
            }
        }
    }

    func testAlignmentPatternOfVersion2() throws {
        let c = try QRCode(payload: "BLANKSTREET-A42")
        XCTAssertEqual(c.alignmentCenters.map { [$0.x, $0.y] }, [[18, 18]])
        // Its 5 × 5 pattern: dark centre, light ring, dark frame.
        XCTAssertTrue(c.isDark(18, 18)); XCTAssertFalse(c.isDark(17, 18)); XCTAssertTrue(c.isDark(16, 18))
    }

    func testAlignmentPositionsOfLargerVersions() {
        XCTAssertEqual(QRCode.alignmentPositions(version: 1), [])
        XCTAssertEqual(QRCode.alignmentPositions(version: 7), [6, 22, 38])
        XCTAssertEqual(QRCode.alignmentPositions(version: 32), [6, 34, 60, 86, 112, 138])
        XCTAssertEqual(QRCode.alignmentPositions(version: 40), [6, 30, 58, 86, 114, 142, 170])
    }

    func testOutsideTheGridIsLight() throws {
        let c = try QRCode(payload: "x")
        XCTAssertFalse(c.isDark(-1, 0)); XCTAssertFalse(c.isDark(0, c.size)); XCTAssertFalse(c.isDark(-4, -4))
    }

    func testEmptyPayloadIsATypedError() {
        XCTAssertThrowsError(try QRCode(payload: "")) { XCTAssertEqual($0 as? QRError, .empty) }
    }

    func testTooLongPayloadIsATypedErrorWithItsSize() {
        let long = String(repeating: "x", count: 2332)   // one byte more than version 40-M holds
        XCTAssertThrowsError(try QRCode(payload: long, level: .M)) { e in
            XCTAssertEqual(e as? QRError, .tooLong(bytes: 2332, level: .M))
            XCTAssertTrue("\(e)".contains("2332 bytes"))
        }
        XCTAssertNoThrow(try QRCode(payload: String(repeating: "x", count: 2331), level: .M))
    }

    func testHigherLevelsNeedLargerVersions() throws {
        let l = try QRCode(payload: "BLANKSTREET-A42", level: .L), h = try QRCode(payload: "BLANKSTREET-A42", level: .H)
        XCTAssertLessThanOrEqual(l.version, 2)
        XCTAssertGreaterThan(h.version, l.version)
    }
}
