import Foundation
import Geometry
import TestSupport
import TokenExport
import Tokens
import XCTest

/// Exports that would clash — two tokens under one CSS property, one colour set, one Swift
/// accessor — are refused naming both, before anything is written.
final class ExportedNamesTests: XCTestCase {
    /// A set made directly (`check` refuses such names in a file, before any export sees them:
    /// these are the exports' own guard).
    func set(_ names: [String], prefix: String = "color.") throws -> TokenSet {
        let grey = TokenValue.color(Color(r: 0.5, g: 0.5, b: 0.5, a: 1))
        return TokenSet(file: "t.json", tokens: Dictionary(uniqueKeysWithValues: names.map { (prefix + $0, Token(path: prefix + $0, value: grey)) }))
    }

    func testClashingNamesAreRefusedNamingBoth() throws {
        for pair in [["a-b", "aB"], ["Sand", "sand"], ["caf\u{E9}", "cafe\u{301}x"]] {
            let s = try set(pair)
            if pair == ["caf\u{E9}", "cafe\u{301}x"] { XCTAssertNoThrow(try ExportedNames.check(s)); continue }
            XCTAssertThrowsError(try ExportedNames.check(s), "\(pair)") { e in
                let m = "\(e)"
                XCTAssertTrue(m.contains("color.\(pair[0])") && m.contains("color.\(pair[1])"), m)
                XCTAssertTrue(m.contains("rename one"), m)
            }
        }
        XCTAssertNoThrow(try ExportedNames.check(try set(["sandstone", "road"])))
    }

    /// A name with no letter or digit exports as nothing: said so, not "starts with '.' (a
    /// hidden file)" (issue 32, point 12).
    func testANameThatExportsAsNothingIsSaidToBeEmpty() throws {
        for name in ["_", "  ", "\\", "\u{1F600}"] {
            let s = try set([name], prefix: "")
            XCTAssertThrowsError(try ExportedNames.check(s), name) { e in
                XCTAssertTrue("\(e)".contains("its exported name is empty"), "\(name): \(e)")
                XCTAssertFalse("\(e)".contains("hidden file"), "\(name): \(e)")
            }
        }
    }

    func testTheCommandRefusesBeforeWriting() throws {
        let dir = Repo.tempDir("exported-names")
        var root = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Repo.tokensPath))) as! [String: Any]
        var color = root["color"] as! [String: Any], facade = color["facade"] as! [String: Any]
        facade["brick-line"] = facade["brickLine"]
        color["facade"] = facade; root["color"] = color
        try JSONSerialization.data(withJSONObject: root).write(to: URL(fileURLWithPath: dir + "/t.json"))
        for format in ["css", "swift", "xcassets"] {
            let out = dir + "/out-" + format
            let r = try Tool.run(Repo.pickupBinary, ["tokens", "--format", format, "--tokens", dir + "/t.json", "--out", out])
            XCTAssertEqual(r.status, 65, "\(format): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("color.facade.brick-line") || r.stderr.contains("color.facade.brickLine"), r.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: out), "\(format): nothing written")
        }
    }
}
