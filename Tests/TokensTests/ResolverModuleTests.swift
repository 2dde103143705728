import Foundation
import XCTest
@testable import Tokens

/// The DTCG Resolver Module 2025.10 as read: sets, modifiers, contexts, resolution order,
/// `$ref` into sets and into files, inline sets and modifiers, and the repository's theme.
final class ResolverModuleTests: XCTestCase {
    var dir: String!

    override func setUpWithError() throws {
        dir = NSTemporaryDirectory() + "pickup-resolver-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try #"""
        {"n": {"$type": "number", "a": {"$value": 1}, "b": {"$value": 2}},
         "other": {"$type": "number", "x": {"$value": 10}, "y": {"$value": 20}}}
        """#.write(toFile: dir + "/base.json", atomically: true, encoding: .utf8)
    }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: dir) }

    /// The resolver as a command loads it (`Resolver.load`: checked by `check`'s rules first).
    func resolver(_ json: String) throws -> Resolver {
        let path = dir + "/r.resolver.json"
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        return try Resolver.load(path: path)
    }

    func testSetsModifiersInlineEntriesAndOrder() throws {
        let r = try resolver(#"""
        {"version": "2025.10",
         "sets": {"base": {"sources": [{"$ref": "base.json"}]},
                  "extra": {"sources": [{"$ref": "#/sets/base"}, {"n": {"b": {"$type": "number", "$value": 3}}}]}},
         "modifiers": {"size": {"contexts": {"small": [{"n": {"a": {"$type": "number", "$value": 100}}}], "large": []}, "default": "large"}},
         "resolutionOrder": [
           {"$ref": "#/sets/extra"},
           {"type": "set", "name": "inline", "sources": [{"$ref": "base.json#/other"}]},
           {"$ref": "#/modifiers/size"},
           {"type": "modifier", "name": "mode", "contexts": {"on": [{"n": {"b": {"$type": "number", "$value": 4}}}], "off": []}}
         ]}
        """#)
        XCTAssertEqual(r.modifiers.map(\.name), ["size", "mode"])
        XCTAssertEqual(r.modifier("mode")?.contexts, ["on", "off"])
        // `mode` has no default: it must be chosen (the Resolver Module: a tool SHOULD refuse otherwise).
        XCTAssertThrowsError(try r.resolve([:])) { XCTAssertTrue("\($0)".contains("modifier 'mode'"), "\($0)") }
        let plain = try r.resolve(["mode": "off"])
        XCTAssertEqual(try plain.number("n.a"), 1)
        XCTAssertEqual(try plain.number("n.b"), 3, "a later source in the set overrides")
        XCTAssertEqual(try plain.number("other.y"), 20, "a file's fragment keeps its path")
        let chosen = try r.resolve(["size": "small", "mode": "on"])
        XCTAssertEqual(try chosen.number("n.a"), 100)
        XCTAssertEqual(try chosen.number("n.b"), 4, "later in the resolution order wins")
        XCTAssertThrowsError(try r.resolve(["mode": "sideways"]))
    }

    func testBadReferencesAreRefused() throws {
        let cycle = { try self.resolver(#"""
        {"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "#/sets/b"}]}, "b": {"sources": [{"$ref": "#/sets/a"}]}},
         "resolutionOrder": [{"$ref": "#/sets/a"}]}
        """#) }
        // Refused as `pickup check` refuses it: its rule, at its place.
        XCTAssertThrowsError(try cycle()) { XCTAssertEqual(($0 as? TokenError)?.rule, "resolver-cycle", "\($0)") }
        XCTAssertThrowsError(try resolver(#"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "sources": [{"$ref": "base.json#/nowhere"}]}]}"#)) {
            XCTAssertEqual(($0 as? TokenError)?.rule, "resolver-source-missing", "\($0)")
        }
        XCTAssertThrowsError(try resolver(#"{"version": "2025.10", "resolutionOrder": [{"type": "modifier", "contexts": {"a": []}}]}"#))
        XCTAssertThrowsError(try resolver(##"{"version": "2025.10", "resolutionOrder": [{"$ref": "#/elsewhere"}]}"##))
        XCTAssertThrowsError(try resolver(#"{"version": "2024", "resolutionOrder": [{"type": "set", "sources": []}]}"#))
    }

    /// The repository's resolver: a device modifier and a light/dark theme.
    func testTheRepositoryThemes() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let r = try Resolver.load(path: root.path + "/design-tokens.resolver.json")
        XCTAssertEqual(r.modifier("theme")?.contexts, ["light", "dark"])
        XCTAssertEqual(r.modifier("theme")?.defaultContext, "light")
        let light = try r.resolve([:]), dark = try r.resolve(["theme": "dark"])
        XCTAssertEqual(try light.color("color.text.primary").hex, "#1C1C1E")
        XCTAssertEqual(try dark.color("color.text.primary").hex, "#FFFFFF")
        XCTAssertEqual(try dark.color("color.button.icon").hex, "#FFFFFF", "an alias follows the dark value")
        XCTAssertEqual(try dark.color("color.pickup.qrDark"), try light.color("color.pickup.qrDark"), "the code keeps its colours")
        XCTAssertEqual(try r.resolve(["theme": "dark", "device": "se"]).dimension("size.canvas.width"), 375)
    }
}
