import Foundation
import TestSupport
import XCTest

/// `pickup check` as a user (or CI) runs it: exit statuses, the problem lines, `--format json`
/// and the GitHub Actions annotations, on files written here by hand.
final class CheckCLITests: XCTestCase {
    let binary = CLITests.binary
    static let corpus = Repo.root + "/Tests/TokenCheckTests/Corpus"

    func pickup(_ args: [String], cwd: String? = nil, environment: [String: String] = ["GITHUB_ACTIONS": "false"]) throws -> ToolRun {
        try Tool.run(binary, args, cwd: cwd, environment: environment)
    }

    /// Two problems on known lines: a colour out of range and an alias to nothing.
    func brokenFile() throws -> String {
        let dir = Repo.tempDir("check-cli")
        let path = dir + "/broken.tokens.json"
        try """
        {
          "c": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 2, 0] } },
          "a": { "$type": "color", "$value": "{nowhere}" }
        }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func testValidFilesAndResolverExitZero() throws {
        let r = try pickup(["check", Self.corpus + "/valid/color.tokens.json", Self.corpus + "/valid/resolver/tokens.resolver.json"])
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        XCTAssertEqual(r.stdout, "")
        XCTAssertTrue(r.stderr.contains("no problems"), r.stderr)
        // The project's own files are DTCG 2025.10, and are the default without FILE.
        let own = try pickup(["check"], cwd: Repo.root)
        XCTAssertEqual(own.status, 0, own.stdout + own.stderr)
    }

    func testEveryProblemIsOneLineAndTheStatusIs65() throws {
        let path = try brokenFile()
        let r = try pickup(["check", path])
        XCTAssertEqual(r.status, 65, r.stderr)
        XCTAssertEqual(r.stdout.split(separator: "\n").map(String.init), [
            "\(path):2:80: error: c: $value.components.1: srgb green 2 is outside [0, 1] [color-components]",
            "\(path):3:38: error: a: '{nowhere}' names no token in this document [reference-unresolved]",
        ])
        XCTAssertTrue(r.stderr.contains("2 problems in 1 file"), r.stderr)
    }

    func testJSONFormat() throws {
        let path = try brokenFile()
        let r = try pickup(["check", "--format", "json", path])
        XCTAssertEqual(r.status, 65)
        let list = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [[String: Any]]
        XCTAssertEqual(list.count, 2)
        XCTAssertEqual(list[0]["file"] as? String, path)
        XCTAssertEqual(list[0]["line"] as? Int, 2)
        XCTAssertEqual(list[0]["column"] as? Int, 80)
        XCTAssertEqual(list[0]["path"] as? String, "c")
        XCTAssertEqual(list[0]["rule"] as? String, "color-components")
        XCTAssertEqual(list[1]["rule"] as? String, "reference-unresolved")
        XCTAssertTrue((list[1]["message"] as? String ?? "").contains("{nowhere}"))
        let ok = try pickup(["check", "--format", "json", Self.corpus + "/valid/color.tokens.json"])
        XCTAssertEqual([ok.status], [0])
        XCTAssertEqual(ok.stdout, "[]\n")
    }

    func testGitHubActionsAnnotations() throws {
        let path = try brokenFile()
        let r = try pickup(["check", path], environment: ["GITHUB_ACTIONS": "true"])
        XCTAssertEqual(r.status, 65)
        let annotations = r.stdout.split(separator: "\n").filter { $0.hasPrefix("::error ") }
        XCTAssertEqual(annotations.count, 2, r.stdout)
        XCTAssertTrue(annotations[0].hasPrefix("::error file=\(path),line=2,col=80,title=color-components::c: "), String(annotations[0]))
        XCTAssertTrue(annotations[1].hasPrefix("::error file=\(path),line=3,col=38,"), String(annotations[1]))
        // Not on GitHub: no annotations.
        XCTAssertFalse(try pickup(["check", path]).stdout.contains("::error"))
        // With JSON, standard output stays one JSON array; the annotations go to standard error.
        let json = try pickup(["check", "--format", "json", path], environment: ["GITHUB_ACTIONS": "true"])
        XCTAssertEqual((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [Any])?.count, 2)
        XCTAssertEqual(json.stderr.split(separator: "\n").filter { $0.hasPrefix("::error file=") }.count, 2, json.stderr)
    }

    func testAMissingFileIs66AndOtherFilesAreStillChecked() throws {
        let path = try brokenFile()
        let r = try pickup(["check", path, "/nonexistent/tokens.json"])
        XCTAssertEqual(r.status, 66)
        XCTAssertTrue(r.stdout.contains("/nonexistent/tokens.json:1:1: error: (file): the file does not exist [file-read]"), r.stdout)
        XCTAssertTrue(r.stdout.contains("[color-components]"), r.stdout)
    }

    func testUsageErrors() throws {
        let bad = try pickup(["check", "--format", "xml", "a.json"])
        XCTAssertEqual(bad.status, 64)
        XCTAssertTrue(bad.stderr.contains("--format"), bad.stderr)
        // No file here: the built-in ones, as every other command falls back to (issue 32,
        // point 12: it was a usage error).
        let none = try pickup(["check"], cwd: Repo.tempDir("check-empty"))
        XCTAssertEqual(none.status, 0, none.stderr)
        XCTAssertEqual(none.stderr, "pickup check: 2 built-in files (none here), no problems\n")
        // Arguments stay refused for commands that take none.
        XCTAssertEqual(try pickup(["export", "stray"]).status, 64)
        let help = try pickup(["help", "check"])
        XCTAssertTrue(help.stdout.contains("[FILE|RESOLVER …]"), help.stdout)
    }

    /// A resolver is checked in every context: a problem in the dark theme's file names it.
    func testResolverContextsAreNamed() throws {
        let r = try pickup(["check", Self.corpus + "/invalid/resolver/contexts.resolver.json"])
        XCTAssertEqual(r.status, 65)
        XCTAssertTrue(r.stdout.contains("theme/dark.json:1:79: error: color.text: $value.components.2: srgb blue 2 is outside [0, 1] (in theme=dark) [color-components]"), r.stdout)
    }
}
