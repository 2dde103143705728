import Foundation
import TestSupport
import XCTest

/// A layout refusal says which copy to change (issue 42.7): the key of the text that no longer
/// fits and its locale file, and each key whose text moved the refused one — not only the
/// text it displaced. In a project made by `pickup init`, as the issue found them.
final class RefusedCopyTests: XCTestCase {
    let binary = CLITests.binary

    func project(_ name: String, locale: String, _ copy: [String: String]) throws -> String {
        let dir = Repo.tempDir("refused-copy-" + name) + "/team"
        XCTAssertEqual(try Tool.run(binary, ["init", dir]).status, 0)
        try JSONSerialization.data(withJSONObject: copy).write(to: URL(fileURLWithPath: dir + "/content/\(locale).json"))
        return dir
    }

    func export(_ dir: String, _ args: [String]) throws -> ToolRun {
        let r = try Tool.run(binary, ["export", "--out", "out", "--scales", "1", "--formats", "png"] + args, cwd: dir)
        XCTAssertEqual(r.status, 65, r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out/comps"), "nothing written")
        return r
    }

    /// A long Arabic `showCode` grows the ready sheet. It used to slide "Order A42" under the top
    /// buttons, a refusal naming `showCode`; since issue 46.2 the sheet's place is worked out
    /// from the taller of its two states, so that sheet scrolls from below the buttons and the
    /// export goes through (the refusal that names copy is held by the French case below).
    func testALongArabicShowCodeMakesTheReadySheetScroll() throws {
        let showCode = String(Array(repeating: "أظهر رمزك للباريستا", count: 80).joined(separator: " ").prefix(1000))
        let dir = try project("ar", locale: "ar", ["showCode": showCode])
        let r = try Tool.run(binary, ["export", "--out", "out", "--scales", "1", "--formats", "png", "--locale", "ar"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/out/comps/order-ready@1x.png"), r.stderr)
    }

    /// A long French sign on se runs off the canvas: the refusal names both halves of the sign
    /// and the project's file. (The ready sheet's copy used to be the case here; since issue 46.2
    /// the sheet scrolls from below the buttons, so sheet copy no longer runs off the canvas; a
    /// text moved by another's copy, "Moved there by", is held by LayoutCheckTests.)
    func testALongFrenchSignOnSEIsNamedAsNoLongerFitting() throws {
        let dir = Repo.tempDir("refused-copy-fr") + "/team"
        XCTAssertEqual(try Tool.run(binary, ["init", dir]).status, 0)
        let path = dir + "/content/fr-FR.json"
        var fr = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as! [String: Any]
        fr["signLeft"] = String(Array(repeating: "Montrez", count: 160).joined(separator: " ").prefix(1000))
        try JSONSerialization.data(withJSONObject: fr).write(to: URL(fileURLWithPath: path))
        let r = try export(dir, ["--locale", "fr-FR", "--device", "se"])
        XCTAssertEqual(r.status, 65, r.stderr)
        XCTAssertTrue(r.stderr.contains("comp 'order-being-made': text 'Montrez Montrez "), r.stderr)
        XCTAssertTrue(r.stderr.contains("runs off the canvas"), r.stderr)
        XCTAssertTrue(r.stderr.contains(" pt. Its copy: 'signLeft' and 'signRight' in content/fr-FR.json. Nothing was written."), r.stderr)
    }

    /// With no project file, the built-in copy is named beside a `--content` file's own: a long
    /// right half of the sign names the built-in left half and the file; a long title is named
    /// as the copy that no longer fits.
    func testTheBuiltInCopyAndAContentFileAreNamed() throws {
        let dir = Repo.tempDir("refused-copy-builtin")
        let long = String(Array(repeating: "Longword", count: 120).joined(separator: " ").prefix(1000))
        try JSONSerialization.data(withJSONObject: ["signRight": long]).write(to: URL(fileURLWithPath: dir + "/long.json"))
        let r = try export(dir, ["--content", "long.json", "--device", "se"])
        XCTAssertEqual(r.status, 65, r.stderr)
        XCTAssertTrue(r.stderr.contains("runs off the canvas"), r.stderr)
        XCTAssertTrue(r.stderr.contains("Its copy: 'signLeft' in content/en-GB.json (built in); 'signRight' in long.json. Nothing was written."), r.stderr)
        try JSONSerialization.data(withJSONObject: ["pickupTitle": long]).write(to: URL(fileURLWithPath: dir + "/title.json"))
        let t = try export(dir, ["--content", "title.json", "--device", "se"])
        XCTAssertEqual(t.status, 65, t.stderr)
        XCTAssertTrue(t.stderr.contains(". The copy that no longer fits: 'pickupTitle' in title.json. Nothing was written."), t.stderr)
    }
}
