import Foundation
import TestSupport
import XCTest

/// `pickup check` on copy (issue 44.3): a JSON file in a folder named `content/` is a locale's
/// copy, judged as `export` reads it, with places; the keys a locale lacks are warnings naming
/// the English that shows there. `export` says the same once per run; `--content` never.
final class CopyCheckCLITests: XCTestCase {
    let binary = CLITests.binary

    func pickup(_ args: [String], cwd: String? = nil) throws -> ToolRun {
        try Tool.run(binary, args, cwd: cwd, environment: ["GITHUB_ACTIONS": "false"])
    }

    /// The file: 27 false "a token or group must be a JSON object", exit 65. Now copy, and sound.
    func testTheProjectsCopyFilesPass() throws {
        let fr = try pickup(["check", "content/fr-FR.json"], cwd: Repo.root)
        XCTAssertEqual(fr.status, 0, fr.stdout + fr.stderr)
        XCTAssertEqual(fr.stdout, "")
        XCTAssertEqual(fr.stderr, "pickup check: 1 file, no problems\n")
        let all = try pickup(["check", "content/"], cwd: Repo.root)
        XCTAssertEqual(all.status, 0, all.stdout + all.stderr)
        XCTAssertEqual(all.stdout, "")
        let count = try FileManager.default.contentsOfDirectory(atPath: Repo.root + "/content").filter { $0.hasSuffix(".json") }.count
        XCTAssertEqual(all.stderr, "pickup check: \(count) files, no problems\n")
        // A copy folder with nothing in it is said to be so (it said "0 built-in files (none here)").
        let empty = Repo.tempDir("copy-check-empty") + "/content"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let none = try pickup(["check", empty])
        XCTAssertEqual(none.status, 0, none.stderr)
        XCTAssertEqual(none.stderr, "pickup check: 0 files, no problems\n")
    }

    /// A locale that sets two keys: a warning for every other key, naming the English text.
    func testALocaleLackingKeysIsWarnedWithTheEnglish() throws {
        let dir = Repo.tempDir("copy-check-missing") + "/content"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try "{\n  \"showCode\": \"Zeig deinen Code\",\n  \"ready\": \"Fertig\"\n}\n".write(toFile: dir + "/de-DE.json", atomically: true, encoding: .utf8)
        let r = try pickup(["check", dir + "/de-DE.json"])
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 25, r.stdout)
        XCTAssertTrue(lines.allSatisfy { $0.hasPrefix(dir + "/de-DE.json:1:1: warning: ") && $0.hasSuffix(" [copy-key-missing]") }, r.stdout)
        XCTAssertTrue(lines.contains(dir + "/de-DE.json:1:1: warning: added: not set; the built-in English (content/en-GB.json (built in)) shows in its place: \"Added\" [copy-key-missing]"), r.stdout)
        XCTAssertTrue(lines.contains { $0.contains(" steps: not set; ") && $0.hasSuffix(": [\"Ordered\", \"Making\", \"Ready\"] [copy-key-missing]") }, r.stdout)
        XCTAssertFalse(r.stdout.contains(" showCode: "), r.stdout)
        XCTAssertEqual(r.stderr, "pickup check: 1 file, no problems; 25 warnings in 1 file\n")
        // JSON says which are warnings; GitHub Actions gets '::warning' annotations.
        let json = try pickup(["check", "--format", "json", dir + "/de-DE.json"])
        XCTAssertEqual(json.status, 0, json.stderr)
        let list = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [[String: Any]]
        XCTAssertEqual(list.count, 25)
        XCTAssertEqual(Set(list.map { $0["severity"] as? String }), ["warning"])
        let gh = try Tool.run(binary, ["check", dir + "/de-DE.json"], environment: ["GITHUB_ACTIONS": "true"])
        XCTAssertEqual(gh.stdout.split(separator: "\n").filter { $0.hasPrefix("::warning file=") }.count, 25, gh.stdout)
        // The folder: the same, under its name.
        let folder = try pickup(["check", dir])
        XCTAssertEqual(folder.status, 0)
        XCTAssertEqual(folder.stdout, r.stdout)
    }

    /// Unknown keys, values of the wrong kind, a format that names no string and a string over
    /// the bound: each with its line and column, the messages export gives; exit 65.
    func testErrorsHaveTheirPlaces() throws {
        let dir = Repo.tempDir("copy-check-errors") + "/content"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let en = try String(contentsOfFile: Repo.root + "/content/en-GB.json", encoding: .utf8)
        let long = String(repeating: "W", count: 1001)
        let text = en.replacingOccurrences(of: "\"drink\": \"Blondie Matcha\"", with: "\"drink\": 42")
            .replacingOccurrences(of: "\"orderLabelFormat\": \"Order {orderCode}\"", with: "\"orderLabelFormat\": \"Order {code}\"")
            .replacingOccurrences(of: "\"showCode\": \"Show your code to the barista\"", with: "\"showCode\": \"\(long)\"")
            .replacingOccurrences(of: "  \"signRight\": \"STREET\"", with: "  \"signRight\": \"STREET\",\n  \"colour\": \"red\"")
        let path = dir + "/en-GB.json"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let r = try pickup(["check", path])
        XCTAssertEqual(r.status, 65, r.stdout + r.stderr)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 4, r.stdout)
        XCTAssertEqual(lines[0], "\(path):3:12: error: drink: 'drink' must be a string, not 42 [copy-value-kind]")
        XCTAssertEqual(lines[1], "\(path):12:23: error: orderLabelFormat: 'orderLabelFormat': no string is called {code}; a format may name {orderCode}, {drink}, {drinkSize}, {options}, {price}, {store} [copy-format]")
        XCTAssertEqual(lines[2], "\(path):17:15: error: showCode: 'showCode' is 1001 characters long; at most 1000 (a Pickup bound on one string of copy) [copy-length]")
        XCTAssertTrue(lines[3].hasPrefix("\(path):33:3: error: colour: unknown key 'colour'; known keys: addToWallet, added, "), lines[3])
        XCTAssertTrue(lines[3].hasSuffix(" [copy-key-unknown]"), lines[3])
        XCTAssertEqual(r.stderr, "pickup check: 4 problems in 1 file\n")
        // export refuses with the first it would have given before (the unknown key), exit 65.
        let e = try pickup(["export", "--content", path, "--out", Repo.tempDir("copy-check-errors-out")])
        XCTAssertEqual(e.status, 65, e.stderr)
        XCTAssertTrue(e.stderr.contains("unknown key 'colour'"), e.stderr)
    }

    /// A locale lacking keys: export says so once, however many projects a run builds (a
    /// matrix of two devices); a --content file with one key is not a locale and is not warned of.
    func testExportWarnsOncePerRun() throws {
        let dir = Repo.tempDir("copy-check-export") + "/team"
        XCTAssertEqual(try pickup(["init", dir]).status, 0)
        try JSONSerialization.data(withJSONObject: ["showCode": "Zeig deinen Code"]).write(to: URL(fileURLWithPath: dir + "/content/de-DE.json"))
        let r = try pickup(["export", "--matrix", "--devices", "se,pro", "--locales", "de-DE", "--out", "out", "--scales", "1", "--formats", "png"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        let warnings = r.stderr.split(separator: "\n").filter { $0.hasPrefix("pickup: warning: ") }
        XCTAssertEqual(warnings.count, 1, r.stderr)
        XCTAssertTrue(warnings.first?.hasPrefix("pickup: warning: content/de-DE.json lacks 26 keys of copy; the English shows in their place (from content/en-GB.json): ") == true, r.stderr)
        XCTAssertTrue(warnings.first?.contains("'added' \"Added\"") == true, r.stderr)
        try JSONSerialization.data(withJSONObject: ["showCode": "Zeig deinen Code"]).write(to: URL(fileURLWithPath: dir + "/one.json"))
        let c = try pickup(["export", "--content", "one.json", "--device", "se", "--out", "out2", "--scales", "1", "--formats", "png"], cwd: dir)
        XCTAssertEqual(c.status, 0, c.stderr)
        XCTAssertFalse(c.stderr.contains("warning"), c.stderr)
    }
}
