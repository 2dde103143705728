import Foundation
import XCTest
@testable import Tokens

/// The files built into the binary are the repository's own (SwiftPM embeds them through the
/// links in Sources/Tokens/Defaults): every content file on disk is listed, and is built in.
final class BuiltInFilesTests: XCTestCase {
    func testEveryRepositoryFileIsBuiltIn() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var names = ["design-tokens.json", "design-tokens.resolver.json"]
        names += try FileManager.default.contentsOfDirectory(atPath: root.path + "/content")
            .filter { $0.hasSuffix(".json") }.map { "content/" + $0 }
        XCTAssertEqual(BuiltInFiles.names, names.sorted(), "a content file not listed in BuiltInFiles.files")
        for name in names {
            XCTAssertEqual(BuiltInFiles.data(name), try Data(contentsOf: root.appendingPathComponent(name)), name)
        }
    }

    func testTheBuiltInResolverReadsTheBuiltInTokens() throws {
        let r = try Resolver(data: BuiltInFiles.data("design-tokens.resolver.json")!, file: "built in", builtIn: true)
        XCTAssertEqual(try r.resolve(["device": "se"]).dimension("size.canvas.width"), 375)
    }
}
