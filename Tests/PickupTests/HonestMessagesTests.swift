import Export
import Foundation
import TestSupport
import XCTest

/// Honest limits and messages: copy that cannot be drawn is refused, control characters never
/// reach the terminal, `clock.SVG` is an icon, frame names sort at any count.
final class HonestMessagesTests: XCTestCase {
    let binary = CLITests.binary

    func testANulInCopyIsRefused() throws {
        let dir = Repo.tempDir("honest-nul")
        try Data(#"{"drink": "Blondie\u0000 Matcha"}"#.utf8).write(to: URL(fileURLWithPath: dir + "/c.json"))
        let r = try Tool.run(binary, ["export", "--content", dir + "/c.json", "--out", dir + "/out", "--quiet"])
        XCTAssertEqual(r.status, 65, r.stderr)
        XCTAssertTrue(r.stderr.contains("'drink' holds a NUL character"), r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out"))
    }

    func testControlCharactersAreEscapedInMessages() throws {
        let dir = Repo.tempDir("honest-esc")
        try Data(#"{"dr\u001b[2Jink": "x"}"#.utf8).write(to: URL(fileURLWithPath: dir + "/c.json"))
        let r = try Tool.run(binary, ["export", "--content", dir + "/c.json", "--out", dir + "/out", "--quiet"])
        XCTAssertEqual(r.status, 65, r.stderr)
        XCTAssertFalse(r.stderr.unicodeScalars.contains("\u{1B}"), "an escape sequence reached the terminal")
        XCTAssertTrue(r.stderr.contains("dr\\u{1B}[2Jink"), r.stderr)
    }

    func testAnUnknownLocaleIsAUsageError() throws {
        let r = try Tool.run(binary, ["export", "--locale", "xx", "--out", Repo.tempDir("honest-locale")])
        XCTAssertEqual(r.status, 64, r.stderr)
        XCTAssertTrue(r.stderr.contains("choose one of: en-GB, en-US, fr-FR, ja-JP"), r.stderr)
    }

    func testAnIconWithAnUpperCaseExtensionIsAnIcon() throws {
        let dir = Repo.tempDir("honest-svg")
        try FileManager.default.copyItem(atPath: Repo.tokensPath, toPath: dir + "/design-tokens.json")
        try FileManager.default.createDirectory(atPath: dir + "/icons", withIntermediateDirectories: true)
        try Data("not svg".utf8).write(to: URL(fileURLWithPath: dir + "/icons/clock.SVG"))
        let r = try Tool.run(binary, ["export", "--out", "out", "--quiet"], cwd: dir)
        XCTAssertEqual(r.status, 65, "clock.SVG is read, not silently ignored: \(r.stderr)")
        XCTAssertTrue(r.stderr.contains("icons/clock.SVG"), r.stderr)
    }

    func testFrameNamesSortAtAnyCount() {
        XCTAssertEqual(FramesJob.name(7, "png", last: 492), "0007.png")
        XCTAssertEqual(FramesJob.name(7, "png", last: 19_680), "00007.png")
        let names = [9_999, 10_000, 10_001].map { FramesJob.name($0, "png", last: 19_680) }
        XCTAssertEqual(names, names.sorted())
    }
}
