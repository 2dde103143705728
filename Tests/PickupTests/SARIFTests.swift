import Foundation
import TestSupport
import XCTest

/// `pickup check --format sarif` (issue 48.5): every log validated against the OASIS SARIF 2.1.0
/// schema (a fixture, `Tests/PickupTests/SARIF`, by Python's `jsonschema`), and its contents
/// held to the files written here: each problem's rule, level, line and column where the file
/// puts it, file URIs relative to the folder check ran in.
final class SARIFTests: XCTestCase {
    let binary = CLITests.binary
    static let schema = Repo.root + "/Tests/PickupTests/SARIF/sarif-schema-2.1.0.json"

    func pickup(_ args: [String], cwd: String) throws -> ToolRun {
        try Tool.run(binary, args, cwd: cwd, environment: ["GITHUB_ACTIONS": "false"])
    }

    /// The schema's verdict on `log`: "" when valid, else every error it names.
    func schemaErrors(_ log: String) throws -> String {
        let path = Repo.tempDir("sarif-log") + ".sarif"
        try log.write(toFile: path, atomically: true, encoding: .utf8)
        let script = """
            import json, sys
            try:
                import jsonschema
            except ImportError:
                print("python3 has no jsonschema: apt-get install python3-jsonschema"); sys.exit(2)
            schema = json.load(open(sys.argv[1])); log = json.load(open(sys.argv[2]))
            v = jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker())
            errors = sorted(v.iter_errors(log), key=lambda e: list(e.absolute_path))
            for e in errors: print("/".join(map(str, e.absolute_path)) + ": " + e.message)
            sys.exit(1 if errors else 0)
            """
        let r = try Tool.run("/usr/bin/env", ["python3", "-c", script, Self.schema, path])
        XCTAssertNotEqual(r.status, 2, r.stdout + r.stderr)
        return r.status == 0 ? "" : r.stdout + r.stderr
    }

    func parsed(_ log: String) throws -> (rules: [[String: Any]], results: [[String: Any]], run: [String: Any]) {
        let doc = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(log.utf8)) as? [String: Any])
        XCTAssertEqual(doc["version"] as? String, "2.1.0")
        XCTAssertEqual(doc["$schema"] as? String, "https://json.schemastore.org/sarif-2.1.0.json")
        let run = try XCTUnwrap((doc["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "pickup")
        return (try XCTUnwrap(driver["rules"] as? [[String: Any]]), try XCTUnwrap(run["results"] as? [[String: Any]]), run)
    }

    /// What each result says: rule, level, uri, line, column, and that its ruleIndex names its rule.
    func summary(_ log: String) throws -> [String] {
        let (rules, results, _) = try parsed(log)
        return try results.map { r in
            let rule = try XCTUnwrap(r["ruleId"] as? String)
            let index = try XCTUnwrap(r["ruleIndex"] as? Int)
            XCTAssertEqual(rules[index]["id"] as? String, rule, "ruleIndex \(index) names another rule")
            XCTAssertFalse(((r["message"] as? [String: Any])?["text"] as? String ?? "").isEmpty)
            let physical = try XCTUnwrap(((r["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
            let uri = try XCTUnwrap((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
            let region = try XCTUnwrap(physical["region"] as? [String: Any])
            return "\(rule) \(r["level"] as? String ?? "?") \(uri):\(region["startLine"] as? Int ?? 0):\(region["startColumn"] as? Int ?? 0)"
        }
    }

    func write(_ text: String, _ path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// The validator itself refuses what SARIF 2.1.0 does not allow (so that a pass means something).
    func testTheSchemaRefusesABrokenLog() throws {
        XCTAssertEqual(try schemaErrors(#"{"version": "2.1.0", "runs": []}"#), "")
        XCTAssertNotEqual(try schemaErrors(#"{"version": "2.0.0", "runs": []}"#), "")
        XCTAssertTrue(try schemaErrors(#"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}}, "results": [{"message": {"text": "m"}, "level": "fatal"}]}]}"#).contains("level"))
    }

    /// Errors: two problems on lines and columns known from the file, its rules among every
    /// rule, each with a description and help.
    func testErrorsAreResultsAtTheirPlaces() throws {
        let dir = Repo.tempDir("sarif-errors")
        try write("""
            {
              "c": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 2, 0] } },
              "a": { "$type": "color", "$value": "{nowhere}" }
            }
            """, dir + "/broken.tokens.json")
        let r = try pickup(["check", "--format", "sarif", "broken.tokens.json"], cwd: dir)
        XCTAssertEqual(r.status, 65, r.stderr)
        XCTAssertEqual(try schemaErrors(r.stdout), "")
        XCTAssertEqual(try summary(r.stdout), [
            "color-components error broken.tokens.json:2:80",
            "reference-unresolved error broken.tokens.json:3:38",
        ])
        let (rules, results, run) = try parsed(r.stdout)
        XCTAssertEqual(run["columnKind"] as? String, "unicodeCodePoints")
        let ids = rules.compactMap { $0["id"] as? String }
        XCTAssertEqual(Set(ids).count, ids.count, "a rule listed twice")
        // Every rule the text output can name (the rule list in docs/dtcg-rules.md's tables).
        for id in ["json-syntax", "export-name-clash", "resolver-modifier-unused", "copy-key-missing", "copy-format"] {
            XCTAssertTrue(ids.contains(id), id)
        }
        // GitHub's requirements beyond the schema: a short and a full description (at most 1,024
        // characters each) and help text for every rule; a region's end.
        for rule in rules {
            for key in ["shortDescription", "fullDescription"] {
                let text = (rule[key] as? [String: Any])?["text"] as? String ?? ""
                XCTAssertTrue(!text.isEmpty && text.count <= 1024, "\(key) of \(rule)")
            }
            XCTAssertTrue(((rule["help"] as? [String: Any])?["text"] as? String ?? "").contains("docs/"), "\(rule)")
        }
        let region = ((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
        XCTAssertEqual(region?["endLine"] as? Int, 2)
        XCTAssertEqual(region?["endColumn"] as? Int, 81)
        let message = (results[0]["message"] as? [String: Any])?["text"] as? String
        XCTAssertEqual(message, "c: $value.components.1: srgb green 2 is outside [0, 1]")
        // Same files, same bytes.
        XCTAssertEqual(try pickup(["check", "--format", "sarif", "broken.tokens.json"], cwd: dir).stdout, r.stdout)
    }

    /// Warnings: a locale's copy that lacks keys is a warning result, and check passes.
    func testWarningsAreWarnings() throws {
        let dir = Repo.tempDir("sarif-warnings")
        try write("{\n  \"showCode\": \"Zeig deinen Code\",\n  \"drink\": 42\n}\n", dir + "/content/de-DE.json")
        let r = try pickup(["check", "--format", "sarif", "content/de-DE.json"], cwd: dir)
        XCTAssertEqual(r.status, 65, r.stderr)
        XCTAssertEqual(try schemaErrors(r.stdout), "")
        let lines = try summary(r.stdout)
        XCTAssertTrue(lines.contains("copy-value-kind error content/de-DE.json:3:12"), lines.joined(separator: "\n"))
        let warnings = lines.filter { $0.hasPrefix("copy-key-missing warning content/de-DE.json:") }
        XCTAssertGreaterThan(warnings.count, 10, lines.joined(separator: "\n"))
        XCTAssertEqual(warnings.count + 1, lines.count)
        let (rules, _, _) = try parsed(r.stdout)
        let missing = try XCTUnwrap(rules.first { $0["id"] as? String == "copy-key-missing" })
        XCTAssertEqual((missing["defaultConfiguration"] as? [String: Any])?["level"] as? String, "warning")
        // Warnings alone: exit 0.
        try write("{\n  \"showCode\": \"Zeig deinen Code\"\n}\n", dir + "/content/de-DE.json")
        XCTAssertEqual(try pickup(["check", "--format", "sarif", "content/de-DE.json"], cwd: dir).status, 0)
    }

    /// No problems: every rule, no result, exit 0.
    func testNoProblemsIsAnEmptyRun() throws {
        let dir = Repo.tempDir("sarif-clean")
        try write(#"{ "size": { "gap": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } } } }"#, dir + "/tokens.json")
        let r = try pickup(["check", "--format", "sarif", "tokens.json"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(try schemaErrors(r.stdout), "")
        let (rules, results, _) = try parsed(r.stdout)
        XCTAssertTrue(results.isEmpty)
        XCTAssertGreaterThan(rules.count, 60)
    }

    /// A resolver whose source, in a folder with a space in its name, breaks a rule in the dark
    /// context only: the result names the source file relative and percent-encoded; a file
    /// outside the folder check ran in is an absolute file:// URI.
    func testResolverSourcesAndURIs() throws {
        let dir = Repo.tempDir("sarif-resolver")
        try write(#"{ "color": { "bg": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } } }"#, dir + "/my tokens/base.json")
        try write(#"{ "color": { "bg": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 7 } } } }"#,
                  dir + "/my tokens/dark.json")
        try write("""
            { "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "base.json" }] } },
              "modifiers": { "theme": { "contexts": { "light": [], "dark": [{ "$ref": "dark.json" }] }, "default": "light" } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }] }
            """, dir + "/my tokens/app.resolver.json")
        let r = try pickup(["check", "--format", "sarif", "my tokens/app.resolver.json"], cwd: dir)
        XCTAssertEqual(r.status, 65, r.stderr)
        XCTAssertEqual(try schemaErrors(r.stdout), "")
        XCTAssertEqual(try summary(r.stdout), ["color-alpha error my%20tokens/dark.json:1:108"])
        let (_, results, _) = try parsed(r.stdout)
        XCTAssertTrue(((results[0]["message"] as? [String: Any])?["text"] as? String ?? "").contains("theme=dark"), "\(results[0])")
        // The same file named by an absolute path, or through `..`, from inside the folder: still relative.
        let inside = try pickup(["check", "--format", "sarif", dir + "/my tokens/../my tokens/app.resolver.json"], cwd: dir)
        XCTAssertEqual(try summary(inside.stdout), ["color-alpha error my%20tokens/dark.json:1:108"])
        // From a sibling folder: outside, so an absolute URI.
        try FileManager.default.createDirectory(atPath: dir + "/elsewhere", withIntermediateDirectories: true)
        let outside = try pickup(["check", "--format", "sarif", "../my tokens/app.resolver.json"], cwd: dir + "/elsewhere")
        XCTAssertEqual(try schemaErrors(outside.stdout), "")
        let uri = try XCTUnwrap(try summary(outside.stdout).first).split(separator: " ")[2]
        XCTAssertTrue(uri.hasPrefix("file:///") && uri.hasSuffix("/my%20tokens/dark.json:1:108") && !uri.contains(".."), String(uri))
        XCTAssertNotNil(URL(string: String(uri.dropLast(":1:108".count))), String(uri))
    }

    /// More problems than GitHub takes in one run (25,000): the first 25,000, and the log and
    /// standard error say how many there were.
    func testResultsAreBoundedAtGitHubsLimit() throws {
        let dir = Repo.tempDir("sarif-many")
        let tokens = (0..<25_003).map { #""t\#($0)": { "$type": "number", "$value": "x" }"# }
        try write("{\n" + tokens.joined(separator: ",\n") + "\n}\n", dir + "/many.json")
        let r = try pickup(["check", "--format", "sarif", "many.json"], cwd: dir)
        XCTAssertEqual(r.status, 65)
        XCTAssertTrue(r.stderr.contains("the SARIF log holds the first 25000 of 25003 problems"), r.stderr)
        let (_, results, run) = try parsed(r.stdout)
        XCTAssertEqual(results.count, 25_000)
        let note = (((run["invocations"] as? [[String: Any]])?.first?["toolExecutionNotifications"] as? [[String: Any]])?.first?["message"]
                    as? [String: Any])?["text"] as? String
        XCTAssertEqual(note, "25003 problems; the log holds the first 25000, as many as GitHub code scanning takes in one run")
    }
}
