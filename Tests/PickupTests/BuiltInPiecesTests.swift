import Foundation
import TestSupport
import XCTest

/// An edited copy keeps the built-ins: a user's files override the built-in ones piece by
/// piece, and `pickup init` writes them all out for a team to own.
final class BuiltInPiecesTests: XCTestCase {
    let binary = CLITests.binary

    func testATokenFileAloneKeepsTheBuiltInDevicesAndLocales() throws {
        let dir = Repo.tempDir("pieces")
        try FileManager.default.copyItem(atPath: Repo.tokensPath, toPath: dir + "/design-tokens.json")
        let args = ["--scales", "1", "--formats", "png", "--quiet"]
        for extra in [["--device", "se"], ["--locale", "fr-FR"], ["--matrix", "--devices", "se,pro", "--locales", "en-GB,ja-JP"]] {
            let r = try Tool.run(binary, ["export", "--out", "out-\(extra[1])"] + extra + args, cwd: dir)
            XCTAssertEqual(r.status, 0, "\(extra): \(r.stderr)")
        }
        // The copy's own tokens are the base set under the built-in device contexts.
        var root = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/design-tokens.json"))) as! [String: Any]
        var color = root["color"] as! [String: Any], facade = color["facade"] as! [String: Any]
        facade["sandstone"] = ["$value": ["colorSpace": "srgb", "components": [1, 0, 0]]]
        color["facade"] = facade; root["color"] = color
        try JSONSerialization.data(withJSONObject: root).write(to: URL(fileURLWithPath: dir + "/design-tokens.json"))
        let r = try Tool.run(binary, ["frame", "--at", "0", "--device", "se", "--scale", "1", "--out", "f.png"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        let p = RasterImageProbe.pixel(dir + "/f.png", 110, 27)   // plain stone between a window and a pilaster
        XCTAssertEqual(p.0, 255); XCTAssertEqual(p.1, 0)
    }

    /// After `pickup init`, the project's own en-GB copy is what every command draws, with no
    /// `--locale` and under every other locale (whose own files are laid over it), and what
    /// `watch` watches.
    func testTheProjectsOwnBaseCopyIsDrawn() throws {
        let dir = Repo.tempDir("pieces-copy") + "/team"
        XCTAssertEqual(try Tool.run(binary, ["init", dir]).status, 0)
        var en = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/content/en-GB.json"))) as! [String: Any]
        en["storeNote"] = "Collect at the hatch"
        try JSONSerialization.data(withJSONObject: en).write(to: URL(fileURLWithPath: dir + "/content/en-GB.json"))
        var fr = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/content/fr-FR.json"))) as! [String: Any]
        fr.removeValue(forKey: "storeNote")
        try JSONSerialization.data(withJSONObject: fr).write(to: URL(fileURLWithPath: dir + "/content/fr-FR.json"))
        for extra in [[], ["--locale", "fr-FR"]] {
            let r = try Tool.run(binary, ["export", "--out", "out", "--scales", "1", "--formats", "pdf", "--quiet"] + extra, cwd: dir)
            XCTAssertEqual(r.status, 0, "\(extra): \(r.stderr)")
            let text = try Tool.run("/usr/bin/pdftotext", [dir + "/out/comps/order-being-made.pdf", "-"]).stdout
            XCTAssertTrue(text.contains("Collect at the hatch"), "\(extra): the project's en-GB storeNote is drawn:\n\(text)")
        }
    }

    func testInitWritesEveryPieceAndNeverOverwrites() throws {
        let dir = Repo.tempDir("init") + "/team"
        let r = try Tool.run(binary, ["init", dir])
        XCTAssertEqual(r.status, 0, r.stderr)
        for f in ["design-tokens.json", "design-tokens.resolver.json", "content/en-GB.json", "content/ja-JP.json", "icons/README.md"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/" + f), f)
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: dir + "/design-tokens.json")),
                       try Data(contentsOf: URL(fileURLWithPath: Repo.tokensPath)))
        try Data("mine".utf8).write(to: URL(fileURLWithPath: dir + "/content/en-GB.json"))
        let again = try Tool.run(binary, ["init", dir])
        XCTAssertEqual(again.status, 73, again.stderr)
        XCTAssertTrue(again.stderr.contains("already exists"), again.stderr)
        XCTAssertEqual(try String(contentsOfFile: dir + "/content/en-GB.json", encoding: .utf8), "mine")
    }
}

import Render
/// One pixel of a PNG, for the checks above.
enum RasterImageProbe {
    static func pixel(_ path: String, _ x: Int, _ y: Int) -> (Int, Int, Int) {
        let p = RasterImage.load(png: path)!.pixel(x, y)
        return (Int(p.r), Int(p.g), Int(p.b))
    }
}
