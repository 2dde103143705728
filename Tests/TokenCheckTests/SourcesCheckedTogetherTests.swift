import Foundation
@testable import TokenCheck
import XCTest

/// `pickup check DIR/*.json` on a project whose files refer to each other (what `pickup import`
/// writes: an alias from one Figma collection to another): a token file that a resolver of the
/// same run reads has its references judged in the resolver's resolutions, not alone.
final class SourcesCheckedTogetherTests: XCTestCase {
    var dir = ""

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.path + "/pickup-sources-together-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let files = [
            "base.tokens.json": ##"{"blue": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}}"##,
            "brand.tokens.json": ##"{"primary": {"$type": "color", "$value": "{blue}"}}"##,
            "broken.tokens.json": ##"{"accent": {"$type": "color", "$value": "{nowhere}"}}"##,
            "a.resolver.json": ##"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}, {"$ref": "brand.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/base"}]}"##,
            "b.resolver.json": ##"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}, {"$ref": "broken.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/base"}]}"##,
        ]
        for (name, text) in files { try text.write(toFile: dir + "/" + name, atomically: true, encoding: .utf8) }
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: dir) }

    func rules(_ names: [String]) -> [String] {
        TokenCheck.check(files: names.map { dir + "/" + $0 }).filter { !$0.isWarning }.map { "\(($0.file as NSString).lastPathComponent) \($0.rule)" }
    }

    func testAReferenceToAnotherSourceIsJudgedInTheResolution() {
        XCTAssertEqual(rules(["a.resolver.json", "base.tokens.json", "brand.tokens.json"]), [])
        // The same path written another way is the same file.
        XCTAssertEqual(TokenCheck.check(files: [dir + "/a.resolver.json", dir + "/./brand.tokens.json"]).filter { !$0.isWarning }.count, 0)
    }

    func testAloneTheFileStillNamesWhatItCannotFind() {
        XCTAssertEqual(rules(["brand.tokens.json"]), ["brand.tokens.json reference-unresolved"])
        // Read by no resolver of this run: judged alone.
        XCTAssertEqual(rules(["b.resolver.json", "brand.tokens.json"]).filter { $0.hasPrefix("brand") }, ["brand.tokens.json reference-unresolved"])
    }

    func testAReferenceMissingFromEverySourceIsStillReportedOnce() {
        XCTAssertEqual(rules(["b.resolver.json", "base.tokens.json", "broken.tokens.json"]), ["broken.tokens.json reference-unresolved"])
    }
}
