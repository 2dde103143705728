import Foundation
import TestSupport
import XCTest

/// Issue 47 ("every file and failure named"): a file in `icons/` that is skipped is named; a
/// refused icon is said to be what it is (a PNG image; entities that expand), with its place; an
/// ffmpeg that fails before reading frames reports its own status and message.
final class NamedFailuresTests: XCTestCase {
    func pickup(_ args: [String], in dir: String, environment: [String: String] = [:]) throws -> ToolRun {
        try Tool.run(CLITests.binary, args, cwd: dir, environment: environment)
    }

    func project(_ label: String, _ files: [String: Data]) throws -> String {
        let dir = Repo.tempDir(label)
        try FileManager.default.copyItem(atPath: Repo.tokensPath, toPath: dir + "/design-tokens.json")
        try FileManager.default.createDirectory(atPath: dir + "/icons", withIntermediateDirectories: true)
        for (name, data) in files { try data.write(to: URL(fileURLWithPath: dir + "/icons/" + name)) }
        return dir
    }

    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]) + Data("IHDR".utf8) + Data(count: 17)

    /// `icons/clock.png` and a folder are named as skipped (once, though export lays out many
    /// comps); `icons/sun.max.SVG` is an icon (the extension in any case); `.DS_Store` is not named.
    func testEveryFileSkippedInIconsIsNamed() throws {
        let square = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24"/></svg>"#
        let dir = try project("pickup-icons-skipped", ["clock.png": Self.png, "sun.max.SVG": Data(square.utf8),
                                                       ".DS_Store": Data("x".utf8), "README.md": Data("x".utf8), "notes.txt": Data("x".utf8)])
        try FileManager.default.createDirectory(atPath: dir + "/icons/old", withIntermediateDirectories: true)
        let r = try pickup(["export", "--out", "out", "--scales", "1", "--formats", "png"], in: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        for (name, what) in [("clock.png", "not an .svg file"), ("notes.txt", "not an .svg file"), ("old", "a folder")] {
            let line = "pickup: warning: icons/\(name): skipped (\(what)); an icon is icons/<name>.svg"
            XCTAssertEqual(r.stderr.components(separatedBy: line).count - 1, 1, "named once: \(name)\n\(r.stderr)")
        }
        XCTAssertFalse(r.stderr.contains(".DS_Store") || r.stderr.contains("README.md"), r.stderr)
        XCTAssertFalse(r.stderr.contains("sun.max.SVG"), "an icon, not skipped: \(r.stderr)")
    }

    /// A PNG saved as `clock.svg` is "a PNG image, not SVG"; an entity bomb is "entities that
    /// expand", with its line and column — never Foundation's "NSXMLParserErrorDomain error N".
    func testARefusedIconIsSaidToBeWhatItIs() throws {
        let bomb = """
            <?xml version="1.0"?>
            <!DOCTYPE svg [<!ENTITY a "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa">
            <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">
            <!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;"><!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;">
            <!ENTITY f "&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;"><!ENTITY g "&f;&f;&f;&f;&f;&f;&f;&f;&f;&f;&f;&f;&f;&f;&f;&f;">]>
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><text>&g;</text></svg>
            """
        let cases: [(String, Data, [String])] = [
            ("png", Self.png, ["icons/clock.svg: a PNG image, not SVG"]),
            ("bomb", Data(bomb.utf8), ["icons/clock.svg: refused: not well-formed XML at line", "entities that expand"]),
            ("unclosed", Data(#"<svg xmlns="http://www.w3.org/2000/svg"><g></svg>"#.utf8),
             ["icons/clock.svg: refused: not well-formed XML at line 1", "it ends before its elements are closed"]),
            ("mismatched", Data(#"<svg xmlns="http://www.w3.org/2000/svg"><g></a></svg>"#.utf8),
             ["icons/clock.svg: refused: not well-formed XML at line 1", "a closing tag that does not match its opening tag"]),
        ]
        for (label, data, expected) in cases {
            let dir = try project("pickup-icons-\(label)", ["clock.svg": data])
            let r = try pickup(["export", "--out", "out"], in: dir)
            XCTAssertEqual(r.status, 65, "\(label): \(r.stderr)")
            for text in expected { XCTAssertTrue(r.stderr.contains(text), "\(label): \(r.stderr)") }
            XCTAssertFalse(r.stderr.contains("NSXMLParserErrorDomain"), "\(label): \(r.stderr)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out"), "\(label): nothing is written")
        }
    }

    /// An ffmpeg that fails before reading a frame (an unknown codec: its message, exit 3) is
    /// reported with its own status and message, not as a broken pipe.
    func testAnFfmpegThatFailsAtOnceIsReportedInItsOwnWords() throws {
        let dir = Repo.tempDir("pickup-ffmpeg-fails")
        try "#!/bin/sh\necho 'Unknown encoder libx264' >&2\nexit 3\n".write(toFile: dir + "/ffmpeg", atomically: true, encoding: .utf8)
        XCTAssertEqual(chmod(dir + "/ffmpeg", 0o755), 0)
        let path = dir + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let r = try pickup(["video", "--out", dir + "/p.mp4", "--tokens", Repo.tokensPath], in: dir, environment: ["PATH": path])
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertTrue(r.stderr.contains("pickup: error: ffmpeg failed (exit 3): Unknown encoder libx264"), r.stderr)
        XCTAssertFalse(r.stderr.contains("Broken pipe"), r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/p.mp4"))
    }
}
