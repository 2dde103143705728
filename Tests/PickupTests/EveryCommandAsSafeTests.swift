import Foundation
import TestSupport
import XCTest

/// Every command writes and reads as `export` does: one writer (`OutputLocation`) that follows
/// no link out of the output location, and one opener (`InputFile`) that refuses a FIFO, device
/// or folder before a byte is read — so no command hangs on a pipe or writes outside `--out`.
final class EveryCommandAsSafeTests: XCTestCase {
    let binary = CLITests.binary
    let fm = FileManager.default

    func files(_ dir: String) -> [String] { ((try? fm.contentsOfDirectory(atPath: dir)) ?? []).sorted() }

    /// Runs pickup under `timeout`: a command that blocks (on a FIFO, say) fails with 124
    /// instead of hanging the suite.
    func run(_ args: [String], cwd: String? = nil) throws -> ToolRun {
        try Tool.run("timeout", ["120", binary] + args, cwd: cwd)
    }

    /// `scene`'s textures lie below the folder holding its file: a linked texture or textures
    /// folder leading out is refused (73) before anything is written, and nothing outside
    /// changes; `frames`' `frames/` and a matrix variant's folder likewise.
    func testNoCommandWritesThroughALinkOutOfItsLocation() throws {
        let dir = Repo.tempDir("safe-links"), outside = dir + "/outside"
        try fm.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: URL(fileURLWithPath: outside + "/finder.png"))
        func refused(_ args: [String], cwd: String, _ what: String) throws {
            let r = try run(args, cwd: cwd)
            XCTAssertEqual(r.status, 73, "\(what): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("leads out of the output folder") && r.stderr.contains("Nothing was written"), "\(what): \(r.stderr)")
            XCTAssertEqual(files(outside), ["finder.png"], "\(what): nothing written outside")
            XCTAssertEqual(try String(contentsOfFile: outside + "/finder.png", encoding: .utf8), "keep", what)
        }
        let tokens = ["--tokens", Repo.tokensPath]
        // A texture linked to a file elsewhere: refused, and the layer is not written either.
        try fm.createDirectory(atPath: dir + "/s1/reveal-textures", withIntermediateDirectories: true)
        try fm.createSymbolicLink(atPath: dir + "/s1/reveal-textures/finder.png", withDestinationPath: outside + "/finder.png")
        try refused(["scene", "--out", "reveal.usda", "--texture-scale", "1"] + tokens, cwd: dir + "/s1", "scene, a linked texture")
        XCTAssertFalse(fm.fileExists(atPath: dir + "/s1/reveal.usda"), "refused before the layer is written")
        // The textures folder itself linked elsewhere.
        try fm.createDirectory(atPath: dir + "/s2", withIntermediateDirectories: true)
        try fm.createSymbolicLink(atPath: dir + "/s2/reveal-textures", withDestinationPath: outside)
        try refused(["scene", "--out", dir + "/s2/reveal.usda", "--texture-scale", "1"] + tokens, cwd: dir, "scene, a linked textures folder")
        // frames/ linked out of the frames' folder.
        try fm.createDirectory(atPath: dir + "/f", withIntermediateDirectories: true)
        try fm.createSymbolicLink(atPath: dir + "/f/frames", withDestinationPath: outside)
        try refused(["frames", "--out", dir + "/f", "--fps", "1", "--scale", "1", "--to", "1", "--formats", "svg"] + tokens,
                    cwd: dir, "frames, a linked frames/")
        // A matrix variant's folder linked out.
        try fm.createDirectory(atPath: dir + "/m/se", withIntermediateDirectories: true)
        try fm.createSymbolicLink(atPath: dir + "/m/se/en-GB", withDestinationPath: outside)
        try refused(["export", "--matrix", "--devices", "se", "--locales", "en-GB", "--scales", "1", "--formats", "svg", "--out", dir + "/m", "--quiet"],
                    cwd: Repo.root, "matrix, a linked variant folder")
    }

    /// A link *at* a single-file output is the user's own: the file it leads to is replaced (the
    /// link kept), for `scene`, `frame` and `tokens`.
    func testALinkAtASingleFileOutputIsWrittenThrough() throws {
        let dir = Repo.tempDir("safe-through"), outside = dir + "/app"
        try fm.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try fm.createDirectory(atPath: dir + "/work", withIntermediateDirectories: true)
        for (name, args) in [("reveal.usdz", ["scene", "--texture-scale", "1"]), ("frame.png", ["frame", "--at", "1", "--scale", "1"]),
                             ("Tokens.swift", ["tokens", "--format", "swift"]), ("tokens.css", ["tokens", "--format", "css"])] {
            try Data("old".utf8).write(to: URL(fileURLWithPath: outside + "/" + name))
            try fm.createSymbolicLink(atPath: dir + "/work/" + name, withDestinationPath: outside + "/" + name)
            let r = try run(args + ["--tokens", Repo.tokensPath, "--out", dir + "/work/" + name])
            XCTAssertEqual(r.status, 0, "\(name): \(r.stderr)")
            let written = try Data(contentsOf: URL(fileURLWithPath: outside + "/" + name))
            XCTAssertGreaterThan(written.count, 100, "\(name): the file behind the link was replaced")
            XCTAssertEqual(try fm.destinationOfSymbolicLink(atPath: dir + "/work/" + name), outside + "/" + name, "\(name): the link stays")
        }
        XCTAssertEqual(files(outside).filter { $0.hasSuffix(".tmp") }, [], "no temporary left")
    }

    /// Every file pickup reads, when it is a FIFO, is refused at once (exit 66, naming it and
    /// what it is) — where `open(2)` used to wait for a writer for ever.
    func testAFIFOIsRefusedBeforeItIsRead() throws {
        let dir = Repo.tempDir("safe-fifo")
        XCTAssertEqual(mkfifo(dir + "/t.json", 0o644), 0)
        func noInput(_ args: [String], cwd: String, naming: String, _ what: String) throws {
            let r = try run(args, cwd: cwd)
            XCTAssertEqual(r.status, 66, "\(what): \(r.stderr)")
            XCTAssertTrue((r.stderr + r.stdout).contains(naming) && (r.stderr + r.stdout).contains("is a FIFO, not a regular file"),
                          "\(what): \(r.stderr)\(r.stdout)")
        }
        try noInput(["check", "t.json"], cwd: dir, naming: "t.json", "check FILE")
        try noInput(["tokens", "--tokens", "t.json", "--format", "css", "--out", "x.css"], cwd: dir, naming: "t.json", "tokens --tokens")
        try noInput(["export", "--tokens", "t.json", "--out", "e"], cwd: dir, naming: "t.json", "export --tokens")
        try noInput(["export", "--content", "t.json", "--out", "e"], cwd: dir, naming: "t.json", "export --content")
        try noInput(["tokens", "--diff", Repo.tokensPath, "t.json"], cwd: dir, naming: "t.json", "tokens --diff")
        // A project folder: its resolver, a locale's copy, an icon.
        let project = dir + "/project"
        XCTAssertEqual(try run(["init", project]).status, 0)
        XCTAssertEqual(mkfifo(project + "/content/xx-XX.json", 0o644), 0)
        try noInput(["export", "--locale", "xx-XX", "--out", "e"], cwd: project, naming: "content/xx-XX.json", "--locale")
        try noInput(["check", "content/xx-XX.json"], cwd: project, naming: "content/xx-XX.json", "check a copy file")
        try fm.removeItem(atPath: project + "/content/xx-XX.json")
        XCTAssertEqual(mkfifo(project + "/icons/clock.svg", 0o644), 0)
        try noInput(["export", "--scales", "1", "--formats", "svg", "--out", "e"], cwd: project, naming: "icons/clock.svg", "an icon")
        try fm.removeItem(atPath: project + "/icons/clock.svg")
        try fm.removeItem(atPath: project + "/design-tokens.resolver.json")
        XCTAssertEqual(mkfifo(project + "/design-tokens.resolver.json", 0o644), 0)
        for args in [["export", "--device", "se", "--out", "e"], ["check"], ["tokens", "--format", "css", "--platform", "all", "--out", "x.css"]] {
            try noInput(args, cwd: project, naming: "design-tokens.resolver.json", "the folder's resolver: \(args)")
        }
        // A source the resolver names, a FIFO: refused as no input, by the commands and check.
        try fm.removeItem(atPath: project + "/design-tokens.resolver.json")
        try fm.copyItem(atPath: Repo.resolverPath, toPath: project + "/design-tokens.resolver.json")
        var resolver = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: project + "/design-tokens.resolver.json"))) as! [String: Any]
        var sets = resolver["sets"] as! [String: Any]
        sets["extra"] = ["sources": [["$ref": "extra.json"]]]
        resolver["sets"] = sets
        resolver["resolutionOrder"] = [["$ref": "#/sets/base"], ["$ref": "#/sets/extra"]] + (resolver["resolutionOrder"] as! [Any]).dropFirst()
        try JSONSerialization.data(withJSONObject: resolver).write(to: URL(fileURLWithPath: project + "/design-tokens.resolver.json"))
        XCTAssertEqual(mkfifo(project + "/extra.json", 0o644), 0)
        for args in [["export", "--out", "e"], ["check"]] {
            try noInput(args, cwd: project, naming: "extra.json", "a resolver's source: \(args)")
        }
        // pickup's own files in an output folder: a FIFO there is refused, never read or waited on.
        let out = dir + "/out"
        try fm.createDirectory(atPath: out + "/C.xcassets", withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(out + "/manifest.json", 0o644), 0)
        XCTAssertEqual(mkfifo(out + "/C.xcassets/.pickup-sets", 0o644), 0)
        for args in [["export", "--tokens", Repo.tokensPath, "--scales", "1", "--formats", "svg", "--out", out],
                     ["tokens", "--tokens", Repo.tokensPath, "--format", "xcassets", "--out", out + "/C.xcassets"]] {
            let r = try run(args)
            XCTAssertEqual(r.status, 73, "\(args): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("is a FIFO, not a regular file"), r.stderr)
        }
    }

    /// A name at the limit of a file name still has a temporary name beside it: a colour set of
    /// 252 bytes is written into a new catalog and an existing one, and `.pickup-sets` lists
    /// exactly the sets there; a Swift file of 255 bytes is written.
    func testNamesAtTheLimitAreWritten() throws {
        let dir = Repo.tempDir("safe-names")
        var root = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Repo.tokensPath))) as! [String: Any]
        var color = root["color"] as! [String: Any]
        let long = String(repeating: "a", count: 252 - "color-.colorset".utf8.count)
        color[long] = ["$type": "color", "$value": ["colorSpace": "srgb", "components": [1, 0, 0]]]
        root["color"] = color
        try JSONSerialization.data(withJSONObject: root).write(to: URL(fileURLWithPath: dir + "/design-tokens.json"))
        for run in ["new", "existing"] {
            let r = try self.run(["tokens", "--format", "xcassets", "--out", "C.xcassets"], cwd: dir)
            XCTAssertEqual(r.status, 0, "\(run) catalog: \(r.stderr)")
            let listed = try String(contentsOfFile: dir + "/C.xcassets/.pickup-sets", encoding: .utf8).split(separator: "\n")
                .filter { !$0.hasPrefix("#") }.map(String.init)
            XCTAssertTrue(listed.contains("color-\(long).colorset"), run)
            XCTAssertEqual(Set(listed), Set(files(dir + "/C.xcassets").filter { $0.hasSuffix(".colorset") }), "\(run): the list is what exists")
            XCTAssertEqual(files(dir + "/C.xcassets").filter { $0.hasPrefix(".") && $0 != ".pickup-sets" }, [], "\(run): no temporary left")
        }
        let swift = String(repeating: "s", count: 255 - ".swift".count) + ".swift"
        let r = try run(["tokens", "--format", "swift", "--out", swift], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(fm.fileExists(atPath: dir + "/" + swift))
    }

    /// A matrix too large to draw in one picture is cut into parts (the issue's 42 rows of one
    /// column: `matrix-motion-1.png`, `-2.png`), nothing crashes; a command line asking for more
    /// pictures than the bound is refused at once (exit 64), naming the count and the bound,
    /// before a folder is made.
    func testPicturesAreCountedAndSizedBeforeDrawing() throws {
        let dir = Repo.tempDir("safe-counts")
        let r = try run(["export", "--matrix", "--vary", "motion=standard", "--formats", "svg", "--scales", "1", "--out", dir + "/m", "--quiet"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(files(dir + "/m").filter { $0.hasSuffix(".png") }, ["matrix-motion-1.png", "matrix-motion-2.png"])
        for part in ["matrix-motion-1.png", "matrix-motion-2.png"] {
            let png = try Data(contentsOf: URL(fileURLWithPath: dir + "/m/" + part))
            let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
            XCTAssertTrue((1...16_384).contains(height), "\(part): \(height) px tall")
        }
        // Forty locales × five devices × twelve text sizes × every file: far past the bound.
        let project = dir + "/project"
        XCTAssertEqual(try run(["init", project]).status, 0)
        for i in 1...40 {
            try fm.copyItem(atPath: project + "/content/en-GB.json", toPath: project + "/content/x\(i).json")
        }
        let big = try run(["export", "--matrix", "--vary", "dynamicType", "--out", "big"], cwd: project)
        XCTAssertEqual(big.status, 64, big.stderr)
        XCTAssertTrue(big.stderr.contains("pictures") && big.stderr.contains("20,000") && big.stderr.contains("--locales"), big.stderr)
        XCTAssertFalse(fm.fileExists(atPath: project + "/big"), "refused before a folder is made")
    }
}
