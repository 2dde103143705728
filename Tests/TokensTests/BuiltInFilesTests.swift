import Foundation
import XCTest
@testable import Tokens

/// The files built into the binary are the repository's files, byte for byte: run
/// scripts/embed-defaults.sh after editing design-tokens.json, the resolver or content/*.json.
final class BuiltInFilesTests: XCTestCase {
    func testBuiltInFilesMatchTheRepository() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var names = ["design-tokens.json", "design-tokens.resolver.json"]
        names += try FileManager.default.contentsOfDirectory(atPath: root.path + "/content")
            .filter { $0.hasSuffix(".json") }.map { "content/" + $0 }
        XCTAssertEqual(Set(BuiltInFiles.files.keys), Set(names), "run scripts/embed-defaults.sh")
        for name in names {
            let disk = try Data(contentsOf: root.appendingPathComponent(name))
            XCTAssertEqual(BuiltInFiles.data(name), disk, "\(name) differs from its built-in copy: run scripts/embed-defaults.sh")
        }
        XCTAssertEqual(BuiltInFiles.locales, ["en-GB", "en-US", "fr-FR", "ja-JP"])
    }

    func testTheBuiltInResolverReadsTheBuiltInTokens() throws {
        let r = try Resolver(data: BuiltInFiles.data("design-tokens.resolver.json")!, file: "built in", builtIn: true)
        XCTAssertEqual(try r.resolve(["device": "se"]).dimension("size.canvas.width"), 375)
    }
}
