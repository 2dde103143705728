import Foundation
import TestSupport
import XCTest

/// There is always a resolver — the project's or the built-in one — and a command with no
/// `--context` draws its default context: an edited default device is what a plain `export`,
/// `frame`, `scene` and CSS's `:root` draw, as `--device pro` does.
final class OnePathTests: XCTestCase {
    func pickup(_ args: [String], cwd: String) throws -> ToolRun { try Tool.run(CLITests.binary, args, cwd: cwd) }

    func pngWidth(_ path: String) throws -> Int {
        try Data(contentsOf: URL(fileURLWithPath: path))[16..<20].reduce(0) { $0 << 8 | Int($1) }
    }

    func testAnEditedDefaultDeviceIsWhatEveryCommandDraws() throws {
        let dir = Repo.tempDir("one-path") + "/project"
        XCTAssertEqual(try pickup(["init", dir], cwd: Repo.root).status, 0)
        // The default device, pro, widened from 393 to 400 pt in the project's resolver only.
        let path = dir + "/design-tokens.resolver.json"
        var root = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as! [String: Any]
        var modifiers = root["modifiers"] as! [String: Any], device = modifiers["device"] as! [String: Any]
        var contexts = device["contexts"] as! [String: Any]
        XCTAssertEqual(device["default"] as? String, "pro")
        var pro = contexts["pro"] as! [[String: Any]]
        var size = pro[0]["size"] as! [String: Any], canvas = size["canvas"] as! [String: Any]
        canvas["width"] = ["$value": ["value": 400, "unit": "px"]]
        size["canvas"] = canvas; pro[0]["size"] = size; contexts["pro"] = pro
        device["contexts"] = contexts; modifiers["device"] = device; root["modifiers"] = modifiers
        try JSONSerialization.data(withJSONObject: root).write(to: URL(fileURLWithPath: path))

        for (args, file) in [(["export", "--scales", "1", "--formats", "png", "--out", "plain", "--quiet"], "plain/comps/pickup@1x.png"),
                             (["export", "--device", "pro", "--scales", "1", "--formats", "png", "--out", "pro", "--quiet"], "pro/comps/pickup@1x.png"),
                             (["frame", "--at", "1", "--scale", "1", "--out", "frame.png"], "frame.png")] {
            let r = try pickup(args, cwd: dir)
            XCTAssertEqual(r.status, 0, r.stderr)
            XCTAssertEqual(try pngWidth(dir + "/" + file), 400, "\(args): the resolver's default device")
        }
        // CSS: the base and every setting's block agree on the width.
        let css = try pickup(["tokens", "--format", "css", "--platform", "all", "--out", "-"], cwd: dir)
        XCTAssertEqual(css.status, 0, css.stderr)
        let widths = css.stdout.split(separator: "\n").filter { $0.contains("--size-canvas-width:") }
        XCTAssertFalse(widths.isEmpty)
        XCTAssertTrue(widths.allSatisfy { $0.contains("400px") }, widths.joined(separator: "\n"))
    }
}
