import Foundation
import TestSupport
import XCTest

/// The files a user hands over, mutated: icons (SVG), resolver documents and content files.
/// Each case runs the real command, so a crash shows as a signal, not a dead test runner. Every
/// case ends in a right picture (exit 0) or a clear refusal (64/65) that names a file, within a
/// time bound — never a crash, a hang or exit 0 without its files.
final class InputFuzzTests: XCTestCase {
    let binary = CLITests.binary
    /// Seconds a case may take (a normal export of these options is under one).
    static let bound = 30.0

    /// A tiny deterministic generator (the cases are the same on every run).
    struct Seeded {
        var state: UInt64
        mutating func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(max(1, n)))
        }
        mutating func pick<T>(_ xs: [T]) -> T { xs[next(xs.count)] }
    }

    func run(_ args: [String], in dir: String, _ label: String, writes: String = "out/comps/pickup@1x.png") throws {
        let start = Date()
        let r = try Tool.run(binary, args, cwd: dir)
        let took = Date().timeIntervalSince(start)
        XCTAssertLessThan(took, Self.bound, "\(label): took \(took) s")
        XCTAssertTrue([0, 64, 65].contains(r.status), "\(label): exit \(r.status): \(r.stderr.prefix(400))")
        if r.status == 0 {
            XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/" + writes), "\(label): exit 0 without its files")
        } else {
            XCTAssertTrue(r.stderr.hasPrefix("pickup: error: "), "\(label): \(r.stderr.prefix(300))")
        }
    }

    func testMutatedIcons() throws {
        var rng = Seeded(state: 0x1C0)
        let parts = [
            ##"<circle cx="12" cy="12" r="10" fill="currentColor"/>"##, ##"<rect width="24" height="24"/>"##,
            ##"<g id="g"><rect width="4" height="4"/></g><use href="#g"/><use href="#g"/>"##,
            ##"<use href="#missing"/>"##, ##"<g id="loop"><use href="#loop"/></g>"##,
            ##"<filter id="f"><feGaussianBlur stdDeviation="1e9"/></filter><rect width="1" height="1" filter="url(#f)"/>"##,
            ##"<image width="9" height="9" href="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=="/>"##,
            ##"<image href="data:image/png;base64,!!!!"/>"##, ##"<path d="M0 0 L1e308 1e308 Z"/>"##, "<g>", "</g>", "&amp;", "<![CDATA[x]]>",
            ##"<text x="1" y="20" font-size="1e6">A</text>"##, ##"<rect width="-5" height="NaN"/>"##,
        ]
        let heads = [##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">"##, ##"<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0">"##,
                     ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1e9 1e9" overflow="visible">"##, "<svg>", ""]
        for i in 0..<16 {
            var body = ""
            for _ in 0..<(1 + rng.next(6)) { body += rng.pick(parts) }
            var svg = rng.pick(heads) + body + (rng.next(4) == 0 ? "" : "</svg>")
            if rng.next(5) == 0 { svg = String(svg.prefix(rng.next(svg.count + 1))) }   // cut short
            let dir = Repo.tempDir("fuzz-icon-\(i)")
            try FileManager.default.copyItem(atPath: Repo.tokensPath, toPath: dir + "/design-tokens.json")
            try FileManager.default.createDirectory(atPath: dir + "/icons", withIntermediateDirectories: true)
            try Data(svg.utf8).write(to: URL(fileURLWithPath: dir + "/icons/clock.svg"))
            try run(["export", "--out", "out", "--scales", "1", "--formats", "png,svg"], in: dir, "icon \(i): \(svg.prefix(120))")
        }
    }

    func testMutatedResolvers() throws {
        var rng = Seeded(state: 0x2E5)
        let base = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Repo.root + "/design-tokens.resolver.json"))) as! [String: Any]
        let names = ["se", "../x", "/abs", "", ".", "Dark Mode", "日本", "a\u{1B}b", String(repeating: "n", count: 300), "se"]
        let refs: [Any] = [["$ref": "design-tokens.json"], ["$ref": "../design-tokens.json"], ["$ref": "#/sets/base"], ["$ref": "#/sets/nope"],
                           ["$ref": "/etc/passwd"], ["$ref": "design-tokens.json#/color"], ["$ref": "design-tokens.json#/nothing"], 42, "x",
                           ["size": ["$type": "dimension", "canvas": ["width": ["$value": ["value": -1, "unit": "px"]]]]]]
        // Each run in its own folder of one fresh folder: `x` beside `out`, or beside the runs,
        // is what a context named `../x` would make.
        let runs = Repo.tempDir("fuzz-resolvers"), outside = runs + "/x"
        for i in 0..<14 {
            var doc = base
            var mods = doc["modifiers"] as! [String: Any], device = mods["device"] as! [String: Any]
            var contexts = device["contexts"] as! [String: Any]
            if rng.next(2) == 0 { contexts[rng.pick(names)] = [rng.pick(refs)] }
            if rng.next(3) == 0 { contexts = [:] }
            device["contexts"] = contexts
            if rng.next(3) == 0 { device["default"] = rng.pick(names) }
            mods["device"] = device; doc["modifiers"] = mods
            if rng.next(3) == 0 { doc["sets"] = ["base": ["sources": [rng.pick(refs), rng.pick(refs)]]] }
            if rng.next(5) == 0 { doc["version"] = "2024" }
            if rng.next(5) == 0 { doc["resolutionOrder"] = [["$ref": "#/sets/base"], ["$ref": "#/sets/base"], ["$ref": "#/modifiers/device"]] }
            let dir = runs + "/run-\(i)"
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: false)
            try FileManager.default.copyItem(atPath: Repo.tokensPath, toPath: dir + "/design-tokens.json")
            try JSONSerialization.data(withJSONObject: doc).write(to: URL(fileURLWithPath: dir + "/design-tokens.resolver.json"))
            let args = rng.next(2) == 0 ? ["export", "--device", rng.pick(["se", "pro", "xx"])] : ["export", "--matrix", "--locales", "en-GB"]
            try run(args + ["--out", "out", "--scales", "1", "--formats", "png", "--quiet"], in: dir, "resolver \(i)",
                    writes: args.contains("--matrix") ? "out/matrix.png" : "out/comps/pickup@1x.png")
            // Nothing outside the project (`../x` is one of the names tried).
            for place in [dir + "/x", outside] {
                XCTAssertFalse(FileManager.default.fileExists(atPath: place), "resolver \(i) wrote outside --out")
            }
        }
    }

    func testMutatedContentFiles() throws {
        var rng = Seeded(state: 0x3C7)
        let keys = ["drink", "store", "qrPayload", "steps", "orderLabelFormat", "pickupDetailFormat", "minutesBefore", "signLeft", "nope"]
        let values: [Any] = ["", " ", "\u{0}", "\u{202E}x", String(repeating: "W", count: 4000), "{drink}{drink}{nope}", "{", 1e300, -1,
                             ["a", "b", "c"], ["a"], NSNull(), ["x": 1], "ゴードン通り42・お受け取り", "https://example.com/" + String(repeating: "y", count: 900)]
        for i in 0..<14 {
            var o: [String: Any] = [:]
            for _ in 0..<(1 + rng.next(3)) { o[rng.pick(keys)] = rng.pick(values) }
            let dir = Repo.tempDir("fuzz-content-\(i)")
            try JSONSerialization.data(withJSONObject: o, options: [.fragmentsAllowed]).write(to: URL(fileURLWithPath: dir + "/c.json"))
            try run(["export", "--content", "c.json", "--tokens", Repo.tokensPath, "--out", "out", "--scales", "1", "--formats", "png", "--quiet"],
                    in: dir, "content \(i): \(o.keys.sorted())")
        }
    }
}
