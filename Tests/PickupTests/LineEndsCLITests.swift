import Foundation
import TestSupport
import XCTest

/// Lines counted whatever their ends (issue 42.6): the stock token file saved with CR-only,
/// CRLF or LF line ends, an error put in 13 lines from its end, is reported at the same line
/// and column by `check` and by a command that loads it (it was `1:76065` with CR alone); a
/// locale's copy likewise.
final class LineEndsCLITests: XCTestCase {
    let binary = CLITests.binary
    static let ends = [("LF", "\n"), ("CRLF", "\r\n"), ("CR", "\r")]

    /// The stock file's lines, `seamOverlap`'s value made a string: line and column returned.
    func brokenStockLines() throws -> (lines: [String], line: Int, column: Int) {
        var lines = try String(contentsOfFile: Repo.tokensPath, encoding: .utf8).components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        let k = try XCTUnwrap(lines.lastIndex { $0.contains("\"$value\": 0.06,") }, "the stock file has seamOverlap's value")
        XCTAssertGreaterThan(k, 3_000, "far down the file")
        lines[k] = lines[k].replacingOccurrences(of: "0.06", with: "\"0.06\"")
        return (lines, k + 1, lines[k].distance(from: lines[k].startIndex, to: lines[k].range(of: "\"0.06\"")!.lowerBound) + 1)
    }

    func testATokenFileIsPlacedAlikeWithAnyLineEnds() throws {
        let (lines, line, column) = try brokenStockLines()
        let dir = Repo.tempDir("line-ends")
        for (name, end) in Self.ends {
            let path = dir + "/\(name).tokens.json"
            try Data((lines.joined(separator: end) + end).utf8).write(to: URL(fileURLWithPath: path))
            let place = "\(path):\(line):\(column):"
            let check = try Tool.run(binary, ["check", path], environment: ["GITHUB_ACTIONS": "false"])
            XCTAssertEqual(check.status, 65, check.stderr)
            XCTAssertTrue(check.stdout.hasPrefix(place), "\(name): \(check.stdout)")
            // Loaded to draw: the same place, through the token loader.
            let frame = try Tool.run(binary, ["export", "--tokens", path, "--out", dir + "/out-" + name, "--scales", "1", "--formats", "png"])
            XCTAssertEqual(frame.status, 65, frame.stderr)
            XCTAssertTrue(frame.stderr.contains(place), "\(name): \(frame.stderr)")
        }
    }

    /// A locale's copy saved with CR alone, broken on its last value: the line of the problem.
    func testACopyFileIsPlacedAlikeWithAnyLineEnds() throws {
        let dir = Repo.tempDir("line-ends-copy") + "/team"
        XCTAssertEqual(try Tool.run(binary, ["init", dir]).status, 0)
        var lines = try String(contentsOfFile: dir + "/content/fr-FR.json", encoding: .utf8).components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        let k = lines.count - 2
        XCTAssertTrue(lines[k].contains("\"signRight\""), lines[k])
        lines[k] = "  \"signRight\": STREET"
        var messages: [String] = []
        for (name, end) in Self.ends {
            try Data((lines.joined(separator: end) + end).utf8).write(to: URL(fileURLWithPath: dir + "/content/fr-FR.json"))
            let r = try Tool.run(binary, ["export", "--locale", "fr-FR", "--out", "out", "--scales", "1", "--formats", "png"], cwd: dir)
            XCTAssertEqual(r.status, 65, r.stderr)
            XCTAssertTrue(r.stderr.contains("invalid JSON at line \(k + 1), column 16"), "\(name): \(r.stderr)")
            messages.append(r.stderr)
        }
        XCTAssertEqual(Set(messages).count, 1, "one message whatever the line ends: \(messages)")
    }
}
