import Foundation
import TestSupport
import XCTest

/// `pickup tokens --diff OLD NEW` on two resolvers (issue 48.3): the tokens of each context
/// compared, on resolvers written here: a colour changed in the dark context only, a token added
/// to the base set, a context added, and a modifier with more contexts than the bound.
final class ResolverDiffTests: XCTestCase {
    let binary = CLITests.binary

    func pickup(_ args: [String], cwd: String) throws -> ToolRun {
        try Tool.run(binary, args, cwd: cwd)
    }

    static func color(_ name: String, _ c: [Double]) -> String {
        #""\#(name)": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [\#(c.map { String($0) }.joined(separator: ", "))] } }"#
    }

    static func dimension(_ name: String, _ px: Int) -> String {
        #""\#(name)": { "$type": "dimension", "$value": { "value": \#(px), "unit": "px" } }"#
    }

    /// A resolver in `dir`: base.json, and a `theme` modifier (default light) with a file per context.
    func project(_ dir: String, base: [String], themes: [(String, [String])]) throws -> String {
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try "{ \(base.joined(separator: ", ")) }".write(toFile: dir + "/base.json", atomically: true, encoding: .utf8)
        for (name, tokens) in themes {
            try "{ \(tokens.joined(separator: ", ")) }".write(toFile: dir + "/\(name).json", atomically: true, encoding: .utf8)
        }
        let contexts = themes.map { "\"\($0.0)\": [{ \"$ref\": \"\($0.0).json\" }]" }.joined(separator: ", ")
        try """
            { "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "base.json" }] } },
              "modifiers": { "theme": { "contexts": { \(contexts) }, "default": "light" } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }] }
            """.write(toFile: dir + "/design-tokens.resolver.json", atomically: true, encoding: .utf8)
        return dir + "/design-tokens.resolver.json"
    }

    /// Old: bg white, dark bg black. New: dark bg #111111 (dark only), size.pad added to the
    /// base, a sepia context added.
    func pair() throws -> String {
        let dir = Repo.tempDir("resolver-diff")
        let white = Self.color("bg", [1, 1, 1])
        _ = try project(dir + "/old", base: ["\"color\": { \(white) }", "\"size\": { \(Self.dimension("gap", 4)) }"],
                        themes: [("light", ["\"color\": { \(white) }"]), ("dark", ["\"color\": { \(Self.color("bg", [0, 0, 0])) }"])])
        _ = try project(dir + "/new", base: ["\"color\": { \(white) }", "\"size\": { \(Self.dimension("gap", 4)), \(Self.dimension("pad", 8)) }"],
                        themes: [("light", ["\"color\": { \(white) }"]),
                                 ("dark", ["\"color\": { \(Self.color("bg", [17.0 / 255, 17.0 / 255, 17.0 / 255])) }"]),
                                 ("sepia", ["\"color\": { \(Self.color("bg", [0.96, 0.91, 0.8])) }"])])
        return dir
    }

    func testEachContextIsComparedAndContextsOfOneSideAreNamed() throws {
        let dir = try pair()
        let r = try pickup(["tokens", "--diff", "old/design-tokens.resolver.json", "new/design-tokens.resolver.json"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout.split(separator: "\n").map(String.init), [
            "Contexts: 2 compared, 0 only in old/design-tokens.resolver.json, 1 only in new/design-tokens.resolver.json",
            "default: 0 changed, 1 added, 0 removed",
            "  + size.pad: 8px (added)",
            "theme=dark: 1 changed, 1 added, 0 removed",
            "  color.bg: #000000 → #111111",
            "  + size.pad: 8px (added)",
            "Only in new/design-tokens.resolver.json: theme=sepia",
        ])
        // Same files, same bytes; the other way round, the context is old's alone and the token removed.
        XCTAssertEqual(try pickup(["tokens", "--diff", "old/design-tokens.resolver.json", "new/design-tokens.resolver.json"], cwd: dir).stdout, r.stdout)
        let back = try pickup(["tokens", "--diff", "new/design-tokens.resolver.json", "old/design-tokens.resolver.json"], cwd: dir)
        XCTAssertTrue(back.stdout.contains("  - size.pad: 8px (removed)"), back.stdout)
        XCTAssertTrue(back.stdout.contains("  color.bg: #111111 → #000000"), back.stdout)
        XCTAssertTrue(back.stdout.hasSuffix("Only in new/design-tokens.resolver.json: theme=sepia\n"), back.stdout)
        // A resolver against itself: every context, no change.
        let same = try pickup(["tokens", "--diff", "old/design-tokens.resolver.json", "old/design-tokens.resolver.json"], cwd: dir)
        XCTAssertEqual(same.stdout, "Contexts: 2 compared, 0 only in old/design-tokens.resolver.json, 0 only in old/design-tokens.resolver.json\n"
                       + "default: no change\ntheme=dark: no change\n")
    }

    func testAResolverAndATokenFileAreRefused() throws {
        let dir = try pair()
        for args in [["old/design-tokens.resolver.json", "new/base.json"], ["old/base.json", "new/design-tokens.resolver.json"]] {
            let r = try pickup(["tokens", "--diff"] + args, cwd: dir)
            XCTAssertEqual(r.status, 64, r.stderr)
            XCTAssertTrue(r.stderr.contains("is a resolver and") && r.stderr.contains("a token file; compare two resolvers or two token files"), r.stderr)
            XCTAssertEqual(r.stdout, "")
        }
        // --fps and --content draw comps and frames: token files only.
        let fps = try pickup(["tokens", "--diff", "old/design-tokens.resolver.json", "new/design-tokens.resolver.json", "--fps", "10"], cwd: dir)
        XCTAssertEqual(fps.status, 64, fps.stderr)
        XCTAssertTrue(fps.stderr.contains("--fps goes with two token files"), fps.stderr)
        // A broken resolver: its first problem, exit 65.
        try "{ \"version\": \"2025.10\", \"resolutionOrder\": [] }".write(toFile: dir + "/new/design-tokens.resolver.json", atomically: true, encoding: .utf8)
        let broken = try pickup(["tokens", "--diff", "old/design-tokens.resolver.json", "new/design-tokens.resolver.json"], cwd: dir)
        XCTAssertEqual(broken.status, 65, broken.stderr)
        XCTAssertTrue(broken.stderr.contains("new/design-tokens.resolver.json"), broken.stderr)
    }

    /// A modifier of 70 contexts on both sides: the first 64 contexts compared (in the
    /// resolver's order), the rest named and counted.
    func testTheContextsComparedAreBounded() throws {
        let dir = Repo.tempDir("resolver-diff-many")
        let themes = [("light", [Self.dimension("gap", 0)])] + (1..<70).map { ("t\($0)", [Self.dimension("gap", $0)]) }
        _ = try project(dir + "/old", base: [Self.dimension("gap", 0)], themes: themes)
        _ = try project(dir + "/new", base: [Self.dimension("gap", 0)], themes: themes.map { $0.0 == "t69" ? ($0.0, [Self.dimension("gap", 99)]) : $0 })
        let r = try pickup(["tokens", "--diff", "old/design-tokens.resolver.json", "new/design-tokens.resolver.json"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "Contexts: 64 compared of 70 in both, 0 only in old/design-tokens.resolver.json, 0 only in new/design-tokens.resolver.json")
        XCTAssertEqual(lines.filter { $0.hasPrefix("theme=") || $0.hasPrefix("default:") }.count, 64)
        XCTAssertEqual(lines.last, "… and 6 more contexts in both, not compared (the first 64 are): theme=t64, theme=t65, theme=t66, theme=t67, theme=t68, theme=t69")
        // t69, changed, lies past the bound: said not compared, never "no change".
        XCTAssertFalse(lines.contains { $0.hasPrefix("theme=t69:") }, r.stdout)
    }
}
