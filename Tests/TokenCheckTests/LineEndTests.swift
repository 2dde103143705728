import Foundation
import JSONReader
import XCTest
@testable import TokenCheck

/// LF, CRLF and a lone CR each end one line (issue 42.6): a file saved with classic Mac line
/// ends was read as one line, its 3,030th reported as `1:76065`; CRLF is one end, not two.
final class LineEndTests: XCTestCase {
    /// Two problems on lines 3 and 5 (a value of the wrong kind, an alias to nothing), a
    /// duplicate key on line 6, and a blank line between.
    let lines = [
        "{",
        "  \"a\": { \"$type\": \"number\", \"$value\": 1 },",
        "  \"b\": { \"$type\": \"number\", \"$value\": \"x\" },",
        "",
        "    \"c\": { \"$type\": \"number\", \"$value\": \"{nowhere}\" },",
        "  \"a\": { \"$type\": \"number\", \"$value\": 2 }",
        "}",
    ]

    func testEveryLineEndCountsOnce() {
        func places(_ text: String) -> [String] {
            TokenCheck.check(document: Data(text.utf8), file: "t.json").map { "\($0.line):\($0.column) \($0.rule)" }
        }
        let lf = places(lines.joined(separator: "\n"))
        XCTAssertEqual(Set(lf.map { $0.prefix { $0 != ":" } }), ["3", "5", "6"], "\(lf)")
        XCTAssertEqual(places(lines.joined(separator: "\r\n")), lf, "CRLF")
        XCTAssertEqual(places(lines.joined(separator: "\r")), lf, "CR alone")
        // Mixed in one file, each still one.
        let ends = ["\r", "\r\n", "\n", "\r", "\r\n", "\r"]
        XCTAssertEqual(places(zip(lines, ends + [""]).map { $0 + $1 }.joined()), lf, "mixed")
    }

    /// Positions inside the document (every key's and value's), and the place a duplicate key
    /// names for its first, under every line end.
    func testPositionsAndMessagesAgree() throws {
        // No duplicate: every rule runs.
        let base = Array(lines.prefix(4)) + [String(lines[4].dropLast()), "}"]
        for end in ["\n", "\r\n", "\r"] {
            let p = TokenCheck.check(document: Data(base.joined(separator: end).utf8), file: "t.json")
            XCTAssertEqual(p.map(\.line), [3, 5], "\(end.debugDescription): \(p)")
            XCTAssertEqual(p.map(\.column), [39, 41], "\(end.debugDescription): \(p)")
            let dup = JSONScanner.parse(Data(lines.joined(separator: end).utf8), file: "t.json")
            XCTAssertEqual(dup.problems.map(\.position.line), [6])
            XCTAssertTrue(dup.problems.first?.message.contains("first at 2:3") == true, "\(dup.problems)")
            // A syntax error far down: its line, not line 1.
            let broken = (lines.prefix(5) + ["  \"d\": ,", "}"]).joined(separator: end)
            XCTAssertThrowsError(try JSONScanner.document(Data(broken.utf8), file: "t.json")) { e in
                XCTAssertEqual((e as? JSONProblem)?.position.line, 6, "\(end.debugDescription): \(e)")
                XCTAssertEqual((e as? JSONProblem)?.position.column, 8, "\(end.debugDescription): \(e)")
            }
        }
    }
}
