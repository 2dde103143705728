import Foundation
import TestSupport
import XCTest

/// Any design system's tokens, not only Pickup's: `tokens --format` exports a file without the
/// screens' tokens, and a resolver named alone resolves at its modifiers' defaults (a modifier
/// with no default must be chosen).
final class DesignSystemCLITests: XCTestCase {
    let binary = CLITests.binary

    /// A small system of its own: a base set and a theme modifier (light, dark), with `theme` as its default or none.
    func system(default theme: String?) throws -> String {
        let dir = Repo.tempDir("system")
        try FileManager.default.createDirectory(atPath: dir + "/theme", withIntermediateDirectories: true)
        func color(_ r: Double, _ g: Double, _ b: Double) -> [String: Any] {
            ["$type": "color", "$value": ["colorSpace": "srgb", "components": [r, g, b]]]
        }
        let base: [String: Any] = [
            "palette": ["ink": color(0.1, 0.1, 0.1), "paper": color(1, 1, 1)],
            "space": ["$type": "dimension", "md": ["$value": ["value": 1, "unit": "rem"]]],
        ]
        let light: [String: Any] = ["text": ["$type": "color", "$value": "{palette.ink}"]]
        let dark: [String: Any] = ["text": ["$type": "color", "$value": "{palette.paper}"]]
        var modifier: [String: Any] = ["contexts": ["light": [["$ref": "theme/light.json"]], "dark": [["$ref": "theme/dark.json"]]]]
        if let theme { modifier["default"] = theme }
        let resolver: [String: Any] = [
            "version": "2025.10",
            "sets": ["base": ["sources": [["$ref": "base.json"]]]],
            "modifiers": ["theme": modifier],
            "resolutionOrder": [["$ref": "#/sets/base"], ["$ref": "#/modifiers/theme"]],
        ]
        for (name, doc) in [("base.json", base), ("theme/light.json", light), ("theme/dark.json", dark), ("system.resolver.json", resolver)] {
            try JSONSerialization.data(withJSONObject: doc, options: .sortedKeys).write(to: URL(fileURLWithPath: dir + "/" + name))
        }
        return dir
    }

    func testAFileWithoutTheScreensTokensExports() throws {
        let dir = try system(default: "light")
        for (format, out) in [("css", "t.css"), ("swift", "T.swift"), ("xcassets", "T.xcassets")] {
            let r = try Tool.run(binary, ["tokens", "--format", format, "--tokens", "base.json", "--out", out], cwd: dir)
            XCTAssertEqual(r.status, 0, "\(format): \(r.stderr)")
        }
        let css = try String(contentsOfFile: dir + "/t.css", encoding: .utf8)
        XCTAssertTrue(css.contains("--space-md: 1rem;"), css)
    }

    func testAResolverAloneResolvesAtItsDefaults() throws {
        let dir = try system(default: "light")
        let r = try Tool.run(binary, ["tokens", "--format", "css", "--resolver", "system.resolver.json", "--out", "-"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("--text: var(--palette-ink);"), r.stdout)
        XCTAssertTrue(r.stdout.contains("@media (prefers-color-scheme: dark)"), "the theme's dark context as overrides:\n\(r.stdout)")
        let dark = try Tool.run(binary, ["tokens", "--format", "css", "--resolver", "system.resolver.json", "--context", "theme=dark",
                                         "--out", "-"], cwd: dir)
        XCTAssertTrue(dark.stdout.contains("--text: var(--palette-paper);"), dark.stdout)
    }

    func testAModifierWithoutADefaultMustBeChosen() throws {
        let dir = try system(default: nil)
        let r = try Tool.run(binary, ["tokens", "--format", "css", "--resolver", "system.resolver.json", "--out", "t.css"], cwd: dir)
        XCTAssertEqual(r.status, 64, r.stderr)
        XCTAssertTrue(r.stderr.contains("modifier 'theme'") && r.stderr.contains("--context theme="), r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/t.css"))
        let chosen = try Tool.run(binary, ["tokens", "--format", "css", "--resolver", "system.resolver.json", "--context", "theme=light",
                                           "--out", "t.css"], cwd: dir)
        XCTAssertEqual(chosen.status, 0, chosen.stderr)
    }
}
