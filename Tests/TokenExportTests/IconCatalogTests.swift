import Foundation
import TestSupport
import XCTest

/// Icons a designer dropped in go to the app's asset catalog as they are drawn: one vector
/// image set per icon, the SVG itself, a template image when it draws in `currentColor`.
final class IconCatalogTests: XCTestCase {
    func testDroppedInIconsBecomeVectorImageSets() throws {
        let dir = Repo.tempDir("pickup-icon-catalog")
        try FileManager.default.copyItem(atPath: Repo.tokensPath, toPath: dir + "/design-tokens.json")
        try FileManager.default.createDirectory(atPath: dir + "/icons", withIntermediateDirectories: true)
        let tinted = Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="9" fill="currentColor"/></svg>"#.utf8)
        let coloured = Data(##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" fill="#2E7D32"/></svg>"##.utf8)
        try tinted.write(to: URL(fileURLWithPath: dir + "/icons/clock.svg"))
        try coloured.write(to: URL(fileURLWithPath: dir + "/icons/checkmark.circle.fill.svg"))
        let out = dir + "/Tokens.xcassets"
        let r = try Tool.run(TokenExportTests.binary, ["tokens", "--format", "xcassets", "--out", out], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        for (set, file, data, intent) in [("icon-clock", "clock.svg", tinted, "template"),
                                          ("icon-checkmark-circle-fill", "checkmark.circle.fill.svg", coloured, "original")] {
            let root = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(out)/\(set).imageset/Contents.json"))) as! [String: Any]
            XCTAssertEqual((root["images"] as! [[String: Any]]).first?["filename"] as? String, file)
            let props = root["properties"] as! [String: Any]
            XCTAssertEqual(props["preserves-vector-representation"] as? Bool, true)
            XCTAssertEqual(props["template-rendering-intent"] as? String, intent)
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: "\(out)/\(set).imageset/\(file)")), data)
        }
        XCTAssertTrue(String(decoding: try Data(contentsOf: URL(fileURLWithPath: out + "/.pickup-sets")), as: UTF8.self)
            .contains("icon-clock.imageset"))
        // The icon taken away: its set goes with it (pickup owns it), the colours stay.
        try FileManager.default.removeItem(atPath: dir + "/icons/clock.svg")
        XCTAssertEqual(try Tool.run(TokenExportTests.binary, ["tokens", "--format", "xcassets", "--out", out], cwd: dir).status, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out + "/icon-clock.imageset"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/icon-checkmark-circle-fill.imageset"))
    }
}
