import Foundation
@testable import TokenImport
import XCTest

/// The Figma responses written for these tests (`Fixtures/figma/`, after Figma's REST API
/// reference for `GET /v1/files/:file_key/variables/local`), and what the tests ask of them.
enum FigmaFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/Fixtures/figma"
    static func path(_ name: String) -> String { folder + "/" + name + ".json" }

    /// Where `needle` first stands in the fixture after each of `anchors` in turn, as
    /// `line:column` counted here from the text, independently of the JSON reader.
    static func place(_ needle: String, in name: String, after anchors: String...) throws -> String {
        let text = try String(contentsOfFile: path(name), encoding: .utf8)
        var from = text.startIndex
        for anchor in anchors {
            guard let r = text.range(of: anchor, range: from..<text.endIndex) else { throw NSError(domain: "no \(anchor) in \(name)", code: 1) }
            from = r.upperBound
        }
        guard let r = text.range(of: needle, range: from..<text.endIndex) else { throw NSError(domain: "no \(needle) in \(name)", code: 1) }
        let before = text[..<r.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let column = before.count - (before.lastIndex(of: "\n").map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
        return "\(line):\(column)"
    }

    /// A temporary folder removed after the test.
    static func folder(_ test: XCTestCase) -> String {
        let dir = FileManager.default.temporaryDirectory.path + "/pickup-figma-test-\(UUID().uuidString)"
        test.addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        return dir
    }

    /// The imported file named `name`.
    static func file(_ p: ImportedProject, _ name: String) -> OutJSON? { p.files.first { $0.name == name }?.tokens }

    /// A token at a dotted path of a token file.
    static func token(_ doc: OutJSON?, _ path: String) -> OutJSON? {
        var node = doc
        for part in path.split(separator: ".") { node = node?[String(part)] }
        return node
    }
}
