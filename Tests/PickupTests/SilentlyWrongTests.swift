import Foundation
import TestSupport
import XCTest

/// Values out of their domain, codes that would not scan and frames that do not decode
/// are refused with exit 65, the file and the token path (or the comp), and nothing is written.
final class SilentlyWrongTests: XCTestCase {
    let binary = CLITests.binary

    /// `o` with the value at `path` (object keys) replaced.
    static func set(_ o: inout [String: Any], _ path: ArraySlice<String>, _ v: Any) {
        let k = path.first!
        if path.count == 1 { o[k] = v; return }
        var child = o[k] as! [String: Any]
        set(&child, path.dropFirst(), v)
        o[k] = child
    }

    func tokens(_ edits: [([String], Any)]) throws -> String {
        var root = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Repo.tokensPath))) as! [String: Any]
        for (path, v) in edits { Self.set(&root, path[...], v) }
        let file = Repo.tempDir("silently-wrong") + "/tokens.json"
        try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys]).write(to: URL(fileURLWithPath: file))
        return file
    }

    /// The built-in resolver beside `file`, its `pro` context's values at `edits` replaced.
    func resolver(beside file: String, pro edits: [([String], Any)]) throws {
        var root = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Repo.resolverPath))) as! [String: Any]
        var modifiers = root["modifiers"] as! [String: Any], device = modifiers["device"] as! [String: Any]
        var contexts = device["contexts"] as! [String: Any], pro = contexts["pro"] as! [[String: Any]]
        for (path, v) in edits { Self.set(&pro[0], path[...], v) }
        contexts["pro"] = pro; device["contexts"] = contexts; modifiers["device"] = device; root["modifiers"] = modifiers
        let dir = (file as NSString).deletingLastPathComponent
        try JSONSerialization.data(withJSONObject: root).write(to: URL(fileURLWithPath: dir + "/design-tokens.resolver.json"))
        // Its base set, as every resolver of a project names it.
        try FileManager.default.copyItem(atPath: file, toPath: dir + "/design-tokens.json")
    }

    func testRefusedWithThePathAndNothingWritten() throws {
        let grey = ["colorSpace": "srgb", "components": [0.75, 0.75, 0.75]] as [String: Any]
        let cases: [(String, [([String], Any)], String)] = [
            ("zero dash (used to hang)", [(["size", "illustration", "dash", "$value"], ["value": 0, "unit": "px"]),
                                          (["size", "illustration", "dashGap", "$value"], ["value": 0, "unit": "px"])],
             "token 'size.illustration.dash': value 0px is outside the allowed range 1…400 px"),
            ("field of view 180", [(["reveal", "camera", "fieldOfView", "$value"], 180)], "token 'reveal.camera.fieldOfView'"),
            ("spring of 0 s", [(["motion", "spring", "card", "duration", "$value"], ["value": 0, "unit": "s"])],
             "token 'motion.spring.card.duration'"),
            ("1e308 canvas", [(["size", "canvas", "width", "$value"], ["value": 1e308, "unit": "px"])], "token 'size.canvas.width'"),
            // No height the canvas may have fits the facade at this width: the width is named.
            ("square canvas", [(["size", "canvas", "width", "$value"], ["value": 1400, "unit": "px"]),
                               (["size", "canvas", "height", "$value"], ["value": 1400, "unit": "px"])],
             "token 'size.canvas.width': 1400 px is too wide for a portrait screen"),
            ("font size 0", [(["type", "pickup", "code", "$value", "fontSize"], ["value": 0, "unit": "px"])], "token 'type.pickup.code': fontSize 0px"),
            ("grey code", [(["color", "pickup", "qrDark", "$value"], grey)], "token 'color.pickup.qrDark': contrast"),
            // A wide lens still frames the whole code at 5.2 s, but its modules are too small to read.
            ("wide-angle reveal", [(["reveal", "camera", "fieldOfView", "$value"], 170)],
             "comp 'reveal-whole-code' @1x: the drawn QR code does not scan"),
            ("whole code before the camera pulls back", [(["motion", "time", "pullBack", "$value"], ["value": 5, "unit": "s"])],
             "token 'comp.revealWholeCode': value 5.2s is outside the allowed range 9.6…60 s"),
        ]
        for (what, edits, mention) in cases {
            let file = try tokens(edits)
            // The canvas is the device's: the default device's context in a resolver beside the
            // file carries the edit (it would override the token file's own value).
            if edits.contains(where: { $0.0.starts(with: ["size", "canvas"]) }) {
                try resolver(beside: file, pro: edits.filter { $0.0.starts(with: ["size", "canvas"]) })
            }
            let out = Repo.tempDir("silently-wrong-out") + "/exports"
            let r = try Tool.run(binary, ["export", "--out", out, "--tokens", file, "--quiet"])
            XCTAssertEqual(r.status, 65, "\(what): \(r.stderr)")
            XCTAssertTrue(r.stderr.hasPrefix("pickup: error: \(file): "), "\(what): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains(mention), "\(what): should mention '\(mention)': \(r.stderr)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: out + "/comps"), "\(what): nothing written")
        }
    }

    func testFramesVerifyReadsTheCodeBack() throws {
        let out = Repo.tempDir("silently-wrong-frames")
        let ok = try Tool.run(binary, ["frames", "--verify", "--scale", "1", "--formats", "png", "--from", "5.2", "--to", "5.6",
                                       "--out", out, "--tokens", Repo.tokensPath])
        XCTAssertEqual(ok.status, 0, ok.stderr)
        XCTAssertTrue(ok.stdout.contains("Verify: "), ok.stdout)
        // A lens so wide that the whole code is in view at 5.2 s but too small to read.
        let bad = try tokens([(["reveal", "camera", "fieldOfView", "$value"], 170)])
        let r = try Tool.run(binary, ["frames", "--verify", "--scale", "1", "--formats", "png", "--from", "5.2", "--to", "5.2",
                                      "--out", out + "/bad", "--tokens", bad])
        XCTAssertEqual(r.status, 65, r.stderr)
        XCTAssertTrue(r.stderr.contains("frame 0312.png (t = 5.200 s): the drawn QR code does not scan"), r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out + "/bad/frames/0312.png"))
    }
}
