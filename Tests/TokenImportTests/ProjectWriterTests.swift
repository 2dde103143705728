import Foundation
import TokenCheck
@testable import TokenImport
import XCTest

/// What every import writes, whatever it read: the JSON text, the resolver, and the writer's
/// refusals (a file name that is a path, a project `check` refuses: nothing written).
final class ProjectWriterTests: XCTestCase {
    func folder() -> String {
        let dir = FileManager.default.temporaryDirectory.path + "/pickup-import-test-\(UUID().uuidString)"
        addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        return dir
    }

    static func color(_ r: Double, _ g: Double, _ b: Double) -> OutJSON {
        .members([("$type", .string("color")),
                  ("$value", .members([("colorSpace", .string("srgb")), ("components", .array([.number(r), .number(g), .number(b)]))]))])
    }

    static let twoModes = ImportedProject(
        name: "Test", description: "Two modes of one collection and a plain set.",
        files: [.init(name: "Primitives.tokens.json", tokens: .members([("Blue", color(0, 0, 1))])),
                .init(name: "Brand.Light.tokens.json", tokens: .members([("Primary", .members([("$type", .string("color")), ("$value", .string("{Blue}"))]))])),
                .init(name: "Brand.Dark.tokens.json", tokens: .members([("Primary", color(1, 1, 1))]))],
        layers: [.set(.init(name: "Primitives", files: ["Primitives.tokens.json"])),
                 .modifier(.init(name: "Brand", contexts: [.init(name: "Light", files: ["Brand.Light.tokens.json"]),
                                                           .init(name: "Dark", files: ["Brand.Dark.tokens.json"])], defaultContext: "Light"))])

    func testNumbersAndOrderAreWrittenOneWay() {
        let doc = OutJSON.members([("b", .number(2)), ("a", .number(0.5)), ("c", .array([.number(1e-5), .string("\"é\n")])), ("d", .object([]))])
        XCTAssertEqual(doc.text, "{\n  \"b\": 2,\n  \"a\": 0.5,\n  \"c\": [\n    1e-05,\n    \"\\\"é\\n\"\n  ],\n  \"d\": {}\n}\n")
    }

    func testAProjectIsWrittenAndPassesCheck() throws {
        let dir = folder()
        let written = try ProjectWriter.write(Self.twoModes, to: dir)
        XCTAssertEqual(written.map { ($0 as NSString).lastPathComponent },
                       ["Primitives.tokens.json", "Brand.Light.tokens.json", "Brand.Dark.tokens.json", "design-tokens.resolver.json"])
        let problems = TokenCheck.check(files: [dir + "/design-tokens.resolver.json"])
        XCTAssertEqual(problems.filter { !$0.isWarning }.map(\.text), [])
        let resolver = try String(contentsOfFile: dir + "/design-tokens.resolver.json", encoding: .utf8)
        XCTAssertTrue(resolver.contains("\"default\": \"Light\""), resolver)
    }

    func testANameThatIsAPathWritesNothing() throws {
        var p = Self.twoModes
        p.files[0].name = "../escape.tokens.json"
        let dir = folder()
        XCTAssertThrowsError(try ProjectWriter.write(p, to: dir)) { XCTAssertTrue("\($0)".contains("folder name"), "\($0)") }
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir))
    }

    func testWhatCheckRefusesWritesNothing() throws {
        var p = Self.twoModes
        p.files[1].tokens = .members([("Primary", .members([("$type", .string("color")), ("$value", .string("{Missing}"))]))])
        let dir = folder()
        XCTAssertThrowsError(try ProjectWriter.write(p, to: dir)) { XCTAssertTrue("\($0)".contains("Brand.Light.tokens.json"), "\($0)") }
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir))
    }
}
