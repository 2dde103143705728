import Foundation
import TestSupport
import XCTest

/// `pickup` run from a folder that holds none of the project's files.
final class AnywhereCLITests: XCTestCase {
    func pickup(_ args: [String], cwd: String? = nil) throws -> ToolRun {
        try Tool.run(CLITests.binary, args, cwd: cwd)
    }

    /// With no token file in the folder the built-in tokens, resolver and locales are used.
    func testExportWorksFromAnEmptyFolder() throws {
        let dir = Repo.tempDir("pickup-anywhere")
        let r = try pickup(["export", "--out", "out", "--formats", "svg", "--scales", "1", "--device", "se",
                            "--locale", "fr-FR", "--quiet", "--jobs", "1"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/out/comps/pickup.svg"))
        // The same as from the repository with its files.
        let here = Repo.tempDir("pickup-repo")
        let s = try pickup(["export", "--out", here, "--formats", "svg", "--scales", "1", "--device", "se",
                            "--locale", "fr-FR", "--quiet"], cwd: Repo.root)
        XCTAssertEqual(s.status, 0, s.stderr)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: dir + "/out/comps/pickup.svg")),
                       try Data(contentsOf: URL(fileURLWithPath: here + "/comps/pickup.svg")))
        let unknown = try pickup(["export", "--out", "out", "--locale", "xx-XX", "--quiet"], cwd: dir)
        XCTAssertEqual(unknown.status, 64, unknown.stderr)   // an unknown choice: a usage error
        XCTAssertTrue(unknown.stderr.contains("en-GB, en-US, fr-FR, ja-JP"), unknown.stderr)
        let css = try pickup(["tokens", "--format", "css", "--out", "-"], cwd: dir)
        XCTAssertEqual(css.status, 0, css.stderr)
        XCTAssertTrue(css.stdout.contains("--color-facade-sandstone: #D8C29E;"))
    }

    func testVersionJobsAndContentKeysInHelp() throws {
        let v = try pickup(["--version"])
        XCTAssertEqual(v.status, 0); XCTAssertTrue(v.stdout.hasPrefix("pickup "), v.stdout)
        let help = try pickup(["help", "export"])
        XCTAssertTrue(help.stdout.contains("--jobs"), help.stdout)
        for key in ["qrPayload", "orderCode", "steps", "minutesBefore", "signRight"] {
            XCTAssertTrue(help.stdout.contains(key), "help export lists content key \(key)")
        }
        for bad in ["0", "x", "257"] {
            let r = try pickup(["export", "--jobs", bad, "--out", Repo.tempDir("pickup-jobs")], cwd: Repo.root)
            XCTAssertEqual(r.status, 64, r.stderr)
            XCTAssertTrue(r.stderr.contains("--jobs"), r.stderr)
        }
    }

    /// A family fontconfig would replace with another face is refused, naming the token.
    func testAMissingFontFamilyIsAnError() throws {
        let dir = Repo.tempDir("pickup-font")
        let text = try String(contentsOfFile: Repo.tokensPath, encoding: .utf8)
            .replacingOccurrences(of: "\"Inter\"", with: "\"No Such Family\"")
        try text.write(toFile: dir + "/t.json", atomically: true, encoding: .utf8)
        let r = try pickup(["export", "--tokens", dir + "/t.json", "--out", dir + "/out", "--quiet"])
        XCTAssertEqual(r.status, 69, r.stderr)
        XCTAssertTrue(r.stderr.contains("font family 'No Such Family' is not installed"), r.stderr)
        XCTAssertTrue(r.stderr.contains("token 'type."), r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out/comps"))
    }
}
