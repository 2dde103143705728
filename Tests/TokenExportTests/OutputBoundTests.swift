import Tokens
@testable import TokenExport
import XCTest

/// Each output of `pickup tokens` is bounded as a whole before anything is written (issue 32,
/// point 1): the input bounds keep a real file far below these, so they are a last guard.
final class OutputBoundTests: XCTestCase {
    func testAnOutputPastItsBoundIsRefusedNamingIt() {
        XCTAssertNoThrow(try OutputBound.check(bytes: OutputBound.maxFileBytes, what: "the Swift file", file: "t.json"))
        XCTAssertThrowsError(try OutputBound.check(bytes: OutputBound.maxFileBytes + 1, what: "the Swift file", file: "t.json")) { e in
            XCTAssertEqual("\(e)", "t.json: the Swift file would be 16777217 bytes; at most 16777216 (16 MiB, a Pickup bound on one output); nothing written")
            XCTAssertEqual((e as? TokenError)?.kind, .tooLarge)
        }
        XCTAssertNoThrow(try OutputBound.check(colorSets: OutputBound.maxColorSets, file: "t.json"))
        XCTAssertThrowsError(try OutputBound.check(colorSets: OutputBound.maxColorSets + 1, file: "t.json")) { e in
            XCTAssertTrue("\(e)".contains("10001 colour sets; at most 10000"), "\(e)")
        }
    }

    func testALongValueIsShownCutWithItsLength() {
        XCTAssertEqual(OutputBound.shown("#FFFFFF"), "#FFFFFF")
        let long = String(repeating: "x", count: 500)
        XCTAssertEqual(OutputBound.shown(long), String(repeating: "x", count: 199) + "… (500 characters)")
    }
}
