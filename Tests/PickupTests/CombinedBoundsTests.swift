import Foundation
import TestSupport
import XCTest

/// Bounds that hold alone also hold combined (issue 32, point 1): a 1.4 KB token file whose
/// every part is within its own bound — a 512-stop gradient built by aliases that double it, named
/// by two tokens of a group that `$extends` doubles 13 times — asked `tokens --format swift` for
/// a 1.8 GB file. What a file's values come to as a whole is bounded in `check` (and so in every
/// command), and each output of `pickup tokens` is bounded before a byte of it is written.
final class CombinedBoundsTests: XCTestCase {
    let binary = CLITests.binary

    /// The gradient (`grad.g9`, 512 stops), two tokens naming it (`L0`), and `levels` groups each
    /// extending the one before twice.
    static func doubling(levels: Int) -> [String: Any] {
        var grad: [String: Any] = ["$type": "gradient",
                                   "g0": ["$value": [["color": ["colorSpace": "srgb", "components": [1, 0, 0]], "position": 0]]]]
        for i in 1...9 { grad["g\(i)"] = ["$value": ["{grad.g\(i - 1)}", "{grad.g\(i - 1)}"]] }
        var doc: [String: Any] = ["grad": grad, "L0": ["x": ["$value": "{grad.g9}"], "y": ["$value": "{grad.g9}"]]]
        for i in stride(from: 1, through: levels, by: 1) { doc["L\(i)"] = ["p": ["$extends": "{L\(i - 1)}"], "q": ["$extends": "{L\(i - 1)}"]] }
        return doc
    }

    static func write(_ doc: [String: Any], to path: String) throws {
        try JSONSerialization.data(withJSONObject: doc, options: [.sortedKeys]).write(to: URL(fileURLWithPath: path))
    }

    func testTheDoublingFileIsRefusedByCheckAndEveryOutput() throws {
        let dir = Repo.tempDir("bounds-doubling")
        try Self.write(Self.doubling(levels: 13), to: dir + "/bomb.json")
        XCTAssertLessThan(try Data(contentsOf: URL(fileURLWithPath: dir + "/bomb.json")).count, 2_000)
        // Within the full token file too, as `tokens --diff` and `export` read it.
        var full = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Repo.root + "/design-tokens.json"))) as! [String: Any]
        full.merge(Self.doubling(levels: 13)) { $1 }
        try Self.write(full, to: dir + "/full.json")
        let runs: [[String]] = [
            ["check", dir + "/bomb.json"],
            ["tokens", "--format", "swift", "--tokens", dir + "/bomb.json", "--out", dir + "/out/T.swift"],
            ["tokens", "--format", "css", "--tokens", dir + "/bomb.json", "--out", "-"],
            ["tokens", "--format", "xcassets", "--tokens", dir + "/bomb.json", "--out", dir + "/out/T.xcassets"],
            ["tokens", "--diff", Repo.root + "/design-tokens.json", dir + "/full.json"],
            ["export", "--tokens", dir + "/full.json", "--out", dir + "/out/export", "--quiet"],
        ]
        for args in runs {
            let r = try Tool.run(binary, args)
            XCTAssertEqual(r.status, 65, "\(args.prefix(3)): \(r.stderr.prefix(400))")
            XCTAssertTrue((r.stdout + r.stderr).contains("come to more than 200000"), "\(args.prefix(3)): \((r.stdout + r.stderr).prefix(400))")
            XCTAssertTrue((r.stdout + r.stderr).contains("[size-limit]"), "\(args.prefix(3))")
            XCTAssertLessThan(r.stdout.utf8.count, 4_000, "\(args.prefix(3)): the refusal prints little")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out"), "nothing is written")
    }

    /// Just inside the bound (two doublings: 14 tokens of 512 stops), every output is made, and
    /// `tokens --diff` lists each change with its value cut to 200 characters.
    func testJustInsideTheBoundEveryOutputIsMadeAndTheDiffIsShort() throws {
        let dir = Repo.tempDir("bounds-inside")
        var full = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Repo.root + "/design-tokens.json"))) as! [String: Any]
        full.merge(Self.doubling(levels: 2)) { $1 }
        try Self.write(full, to: dir + "/full.json")
        XCTAssertEqual(try Tool.run(binary, ["check", dir + "/full.json"]).status, 0)
        let swift = try Tool.run(binary, ["tokens", "--format", "swift", "--tokens", dir + "/full.json", "--out", dir + "/T.swift"])
        XCTAssertEqual(swift.status, 0, swift.stderr)
        let diff = try Tool.run(binary, ["tokens", "--diff", Repo.root + "/design-tokens.json", dir + "/full.json"])
        XCTAssertEqual(diff.status, 0, diff.stderr)
        XCTAssertTrue(diff.stdout.contains("Tokens: 0 changed, 24 added, 0 removed"), diff.stdout.prefix(300).description)
        XCTAssertTrue(diff.stdout.contains("+ L2.p.q.y: #FF0000 0, #FF0000 0"), diff.stdout.prefix(300).description)
        XCTAssertTrue(diff.stdout.contains("… (5630 characters) (added)"), diff.stdout.prefix(600).description)
        XCTAssertLessThan(diff.stdout.split(separator: "\n").map(\.count).max() ?? 0, 300)
    }

    /// Copy that multiplies (issue 32, point 2): an 85 KB file whose format names a 40,000-character
    /// string 5,000 times needed over 5 GB for one frame; one 98 KB string took 30–73 s. A string
    /// of copy, and a format once filled, is at most 1,000 characters, refused naming the key.
    func testCopyThatMultipliesIsRefusedNamingTheKey() throws {
        let dir = Repo.tempDir("bounds-copy")
        let cases: [(String, [String: Any], String)] = [
            ("multiplies", ["orderLabelFormat": String(repeating: "{options}", count: 5000), "options": String(repeating: "o", count: 40_000)],
             "'options' is 40000 characters long; at most 1000"),
            ("long", ["storeNote": String(repeating: "lorem ipsum ", count: 8_200)], "'storeNote' is 98400 characters long; at most 1000"),
            ("fills", ["pickupDetailFormat": "{options} {options}", "options": String(repeating: "o", count: 900)],
             "'pickupDetailFormat' fills to 1801 characters; at most 1000"),
            ("steps", ["steps": ["Ordered", String(repeating: "m", count: 1001), "Ready"]], "'steps' is 1001 characters long"),
        ]
        for (name, doc, message) in cases {
            try JSONSerialization.data(withJSONObject: doc).write(to: URL(fileURLWithPath: "\(dir)/\(name).json"))
            for args in [["export", "--out", dir + "/out"], ["frame", "--at", "0", "--out", dir + "/f.png"]] {
                let r = try Tool.run(binary, args + ["--content", "\(dir)/\(name).json"])
                XCTAssertEqual(r.status, 65, "\(name) \(args[0]): \(r.stderr.prefix(300))")
                XCTAssertTrue(r.stderr.contains(message), "\(name) \(args[0]): \(r.stderr.prefix(300))")
            }
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/f.png"))
    }

    /// Within the bound, copy is laid out (wrapped, shrunk or cut by the screens' own rules) or
    /// refused by the layout checks, never left to run: a 1,000-character note in Japanese is drawn.
    func testCopyAtTheBoundIsDrawn() throws {
        let dir = Repo.tempDir("bounds-copy-at")
        let note = String(String(repeating: "抹茶ラテ", count: 250).unicodeScalars.prefix(1000))
        try JSONSerialization.data(withJSONObject: ["brightnessNote": note, "options": String(repeating: "x", count: 1000)])
            .write(to: URL(fileURLWithPath: dir + "/c.json"))
        let r = try Tool.run(binary, ["export", "--content", dir + "/c.json", "--out", dir + "/out", "--formats", "png", "--scales", "1", "--quiet"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/out/comps/pickup@1x.png"))
    }
}
