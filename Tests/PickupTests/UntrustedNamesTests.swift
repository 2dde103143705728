import Foundation
import TestSupport
import XCTest

/// A data file handed over must not make `pickup` write outside `--out`, nor read (and quote)
/// a file outside the resolver's folder: names that become folders are checked before anything
/// is written, sources are confined by real path before they are read.
final class UntrustedNamesTests: XCTestCase {
    let binary = CLITests.binary

    /// A project folder: the built-in token file, resolver and copy, as a team would own them.
    func project() throws -> String {
        let dir = Repo.tempDir("untrusted") + "/project"
        try FileManager.default.createDirectory(atPath: dir + "/content", withIntermediateDirectories: true)
        for f in ["design-tokens.json", "design-tokens.resolver.json"] {
            try FileManager.default.copyItem(atPath: Repo.root + "/" + f, toPath: dir + "/" + f)
        }
        for l in ["en-GB", "ja-JP"] {
            try FileManager.default.copyItem(atPath: Repo.root + "/content/\(l).json", toPath: dir + "/content/\(l).json")
        }
        return dir
    }

    /// The built-in resolver with the device modifier's contexts replaced (each an `se` copy).
    func resolver(in dir: String, contexts: [String], edit: (inout [String: Any]) -> Void = { _ in }) throws -> String {
        let url = URL(fileURLWithPath: Repo.root + "/design-tokens.resolver.json")
        var root = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
        var mods = root["modifiers"] as! [String: Any], device = mods["device"] as! [String: Any]
        let old = device["contexts"] as! [String: Any]
        // Placeholders, replaced in the text: names Swift holds equal cannot be two dictionary keys.
        device["contexts"] = Dictionary(uniqueKeysWithValues: contexts.indices.map { ("CTX\($0)", old["se"]!) })
        device["default"] = nil
        mods["device"] = device; root["modifiers"] = mods
        edit(&root)
        var text = String(decoding: try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys]), as: UTF8.self)
        for (i, name) in contexts.enumerated() {
            let quoted = String(decoding: try JSONSerialization.data(withJSONObject: [name], options: [.fragmentsAllowed]), as: UTF8.self)
            text = text.replacingOccurrences(of: "\"CTX\(i)\"", with: String(quoted.dropFirst().dropLast()))
        }
        let file = dir + "/evil.resolver.json"
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    /// Every file under `dir`, relative.
    func files(_ dir: String) -> [String] {
        (FileManager.default.enumerator(atPath: dir)?.allObjects as? [String] ?? []).sorted()
    }

    func testContextNamesThatAreNotOneFolderAreRefusedBeforeWriting() throws {
        let dir = try project()
        let bad: [(String, String)] = [
            ("../../x", "contains '/'"), ("/abs/path", "contains '/'"), ("..", "is '..'"), (".hidden", "starts with '.'"),
            ("a\\b", "contains '\\'"), ("tab\there", "control character U+0009"), ("esc\u{1B}[31m", "control character U+001B"),
            (String(repeating: "x", count: 256), "256 bytes long"),
        ]
        for (name, why) in bad {
            let file = try resolver(in: dir, contexts: ["pro", name])
            let out = dir + "/out"
            let r = try Tool.run(binary, ["export", "--matrix", "--resolver", file, "--out", out, "--scales", "1", "--formats", "svg", "--quiet"])
            XCTAssertEqual(r.status, 65, "\(name): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains(file) && r.stderr.contains("cannot be a folder name") && r.stderr.contains(why), "\(name): \(r.stderr)")
            XCTAssertFalse(r.stderr.contains("\u{1B}"), "control characters are escaped in messages")
            XCTAssertFalse(FileManager.default.fileExists(atPath: out), "\(name): nothing written")
            let parent = (dir as NSString).deletingLastPathComponent
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: parent), ["project"], "\(name): nothing beside the project")
        }
    }

    func testNamesThatShareAFolderAreRefused() throws {
        let dir = try project()
        for pair in [["Dark", "dark"], ["caf\u{E9}", "cafe\u{301}"], ["STRASSE", "stra\u{DF}e"]] {
            let file = try resolver(in: dir, contexts: pair)
            let r = try Tool.run(binary, ["export", "--matrix", "--resolver", file, "--out", dir + "/out", "--quiet"])
            XCTAssertEqual(r.status, 65, "\(pair): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("would share one folder") || r.stderr.contains("the same name in Unicode"), r.stderr)
        }
        // Spaces and other scripts are fine names.
        let fine = try resolver(in: dir, contexts: ["Dark Mode", "日本"])
        let ok = try Tool.run(binary, ["export", "--matrix", "--resolver", fine, "--out", dir + "/fine", "--locales", "en-GB",
                                       "--scales", "1", "--formats", "svg", "--quiet"])
        XCTAssertEqual(ok.status, 0, ok.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/fine/日本/en-GB/comps/pickup.svg"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/fine/Dark Mode/en-GB/comps/pickup.svg"))
    }

    func testSetAndModifierNamesAreChecked() throws {
        let dir = try project()
        let file = try resolver(in: dir, contexts: ["pro", "se"]) { root in
            var sets = root["sets"] as! [String: Any]
            sets["../up"] = ["sources": [] as [Any]]
            root["sets"] = sets
        }
        let r = try Tool.run(binary, ["export", "--resolver", file, "--device", "pro", "--out", dir + "/out", "--quiet"])
        XCTAssertEqual(r.status, 65, r.stderr)
        XCTAssertTrue(r.stderr.contains("set '../up' cannot be a folder name"), r.stderr)
    }

    func testLocaleFileNamesAreChecked() throws {
        let dir = try project()
        for (name, why) in [("...json", "locale '..'"), (".x.json", "starts with '.'"), ("EN-gb.json", "would share one folder")] {
            let extra = dir + "/content/" + name
            try FileManager.default.copyItem(atPath: dir + "/content/en-GB.json", toPath: extra)
            defer { try? FileManager.default.removeItem(atPath: extra) }
            let r = try Tool.run(binary, ["export", "--matrix", "--devices", "se", "--out", dir + "/out", "--quiet"], cwd: dir)
            XCTAssertEqual(r.status, 65, "\(name): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains(why) && r.stderr.contains("content/"), "\(name): \(r.stderr)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out"), "\(name): nothing written")
        }
    }

    /// The other commands that write into a folder follow the same rule: `prototype` (a linked
    /// prototype/, frames/ or index.html), `video`'s default exports/pickup.mp4, the asset
    /// catalog's own files, and `init` (a linked content/, a link left dangling at a name).
    /// Nothing outside is written, replaced or removed.
    func testEveryWriterKeepsLinksFromLeadingOut() throws {
        let dir = Repo.tempDir("untrusted-writers")
        let outside = dir + "/outside", fm = FileManager.default
        try fm.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: URL(fileURLWithPath: outside + "/holiday.webp"))
        try Data("keep".utf8).write(to: URL(fileURLWithPath: outside + "/notes.txt"))
        func refused(_ args: [String], cwd: String? = nil, _ what: String) throws {
            let r = try Tool.run(binary, args, cwd: cwd)
            XCTAssertEqual(r.status, 73, "\(what): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("leads out of the output folder"), "\(what): \(r.stderr)")
            XCTAssertEqual(files(outside), ["holiday.webp", "notes.txt"], "\(what): nothing written or removed outside")
            XCTAssertEqual(try String(contentsOfFile: outside + "/notes.txt", encoding: .utf8), "keep", what)
        }
        let proto = ["prototype", "--tokens", Repo.tokensPath, "--fps", "1", "--scale", "1"]
        try fm.createDirectory(atPath: dir + "/p1/prototype", withIntermediateDirectories: true)
        try fm.createSymbolicLink(atPath: dir + "/p1/prototype/frames", withDestinationPath: outside)
        try refused(proto + ["--out", dir + "/p1"], "prototype, linked frames/")
        try fm.createDirectory(atPath: dir + "/p2/prototype", withIntermediateDirectories: true)
        try fm.createSymbolicLink(atPath: dir + "/p2/prototype/index.html", withDestinationPath: outside + "/notes.txt")
        try refused(proto + ["--out", dir + "/p2"], "prototype, linked index.html")
        try fm.createDirectory(atPath: dir + "/p3", withIntermediateDirectories: true)
        try fm.createSymbolicLink(atPath: dir + "/p3/prototype", withDestinationPath: outside)
        try refused(proto + ["--out", dir + "/p3"], "prototype, linked prototype/")
        if ["/usr/bin/ffmpeg", "/usr/local/bin/ffmpeg"].contains(where: FileManager.default.isExecutableFile) {
            try fm.createDirectory(atPath: dir + "/v/exports", withIntermediateDirectories: true)
            try fm.createSymbolicLink(atPath: dir + "/v/exports/pickup.mp4", withDestinationPath: outside + "/notes.txt")
            try refused(["video", "--tokens", Repo.tokensPath, "--fps", "1", "--scale", "1"], cwd: dir + "/v", "video's default output")
        }
        try fm.createDirectory(atPath: dir + "/Z.xcassets", withIntermediateDirectories: true)
        try fm.createSymbolicLink(atPath: dir + "/Z.xcassets/.pickup-sets", withDestinationPath: outside + "/notes.txt")
        try refused(["tokens", "--tokens", Repo.tokensPath, "--format", "xcassets", "--out", dir + "/Z.xcassets"], "catalog's .pickup-sets")
        try fm.createDirectory(atPath: dir + "/i", withIntermediateDirectories: true)
        try fm.createSymbolicLink(atPath: dir + "/i/content", withDestinationPath: outside)
        try refused(["init", dir + "/i"], "init, linked content/")
        // A dangling link at a name init writes is "already there".
        try fm.createDirectory(atPath: dir + "/j", withIntermediateDirectories: true)
        try fm.createSymbolicLink(atPath: dir + "/j/design-tokens.json", withDestinationPath: outside + "/planted.json")
        let r = try Tool.run(binary, ["init", dir + "/j"])
        XCTAssertEqual(r.status, 73, r.stderr)
        XCTAssertEqual(files(outside), ["holiday.webp", "notes.txt"])
    }

    /// A locale's copy is read only from the project's content/: a link there leading out of the
    /// folder is refused before the file is read, so its contents are never quoted or drawn.
    func testALocaleFileLinkedOutIsNotRead() throws {
        let dir = try project()
        let secret = URL(fileURLWithPath: dir).deletingLastPathComponent().path + "/secret.json"
        try Data(#"{"drink": {"api_key": "hunter2-SECRET"}}"#.utf8).write(to: URL(fileURLWithPath: secret))
        try FileManager.default.createSymbolicLink(atPath: dir + "/content/sec.json", withDestinationPath: "../../secret.json")
        for args in [["export", "--locale", "sec"], ["export", "--matrix", "--devices", "se"]] {
            let r = try Tool.run(binary, args + ["--scales", "1", "--formats", "png", "--out", dir + "/out", "--quiet"], cwd: dir)
            XCTAssertEqual(r.status, 65, r.stderr)
            XCTAssertTrue(r.stderr.contains("content/sec.json: leads outside the project's folder"), r.stderr)
            XCTAssertFalse(r.stderr.contains("hunter2") || r.stdout.contains("hunter2"), "the secret was quoted: \(r.stderr)")
        }
    }

    /// A link inside the output folder never leads a write out of it; `--out` itself may be a link.
    func testLinksInsideTheOutputFolderAreNotFollowedOut() throws {
        let dir = Repo.tempDir("untrusted-links")
        let outside = dir + "/outside"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        let args = ["export", "--tokens", Repo.tokensPath, "--scales", "1", "--formats", "svg", "--quiet"]
        // A linked file.
        try FileManager.default.createDirectory(atPath: dir + "/a/comps", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir + "/a/comps/pickup.svg", withDestinationPath: "../../outside/pickup.svg")
        var r = try Tool.run(binary, args + ["--out", dir + "/a"])
        XCTAssertEqual(r.status, 73, r.stderr)
        XCTAssertTrue(r.stderr.contains("leads out of the output folder"), r.stderr)
        // A linked folder.
        try FileManager.default.createDirectory(atPath: dir + "/b", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir + "/b/comps", withDestinationPath: outside)
        r = try Tool.run(binary, args + ["--out", dir + "/b"])
        XCTAssertEqual(r.status, 73, r.stderr)
        XCTAssertEqual(files(outside), [], "nothing written outside")
        // A linked manifest.
        try FileManager.default.createDirectory(atPath: dir + "/c", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir + "/c/manifest.json", withDestinationPath: outside + "/m.json")
        r = try Tool.run(binary, args + ["--out", dir + "/c"])
        XCTAssertNotEqual(r.status, 0, r.stderr)
        XCTAssertEqual(files(outside), [], "nothing written outside")
        // --out named as a link: written through.
        try FileManager.default.createSymbolicLink(atPath: dir + "/d", withDestinationPath: outside)
        r = try Tool.run(binary, args + ["--out", dir + "/d"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: outside + "/comps/pickup.svg"))
    }

    /// A resolver's source outside its folder is refused before it is read: its contents never
    /// appear in a message. `--allow-root` widens the confinement.
    func testResolverSourcesAreConfinedToTheResolversFolder() throws {
        let top = Repo.tempDir("untrusted-refs")
        let dir = top + "/project"
        try FileManager.default.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Repo.tokensPath, toPath: dir + "/design-tokens.json")
        let secret = top + "/creds.json"
        try Data(#"{"auth": {"$value": "s3cr3t-TOKEN"}}"#.utf8).write(to: URL(fileURLWithPath: secret))
        // A link inside the folder to the secret is judged by where it leads.
        try FileManager.default.createSymbolicLink(atPath: dir + "/inside.json", withDestinationPath: secret)
        for ref in ["../creds.json", secret, "inside.json", "sub/../../creds.json"] {
            let file = try resolver(in: dir, contexts: ["pro", "se"]) { root in
                root["sets"] = ["base": ["sources": [["$ref": "design-tokens.json"], ["$ref": ref]]]]
            }
            let r = try Tool.run(binary, ["export", "--resolver", file, "--device", "pro", "--out", top + "/out", "--quiet"])
            XCTAssertEqual(r.status, 65, "\(ref): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("'\(ref)' leads outside the resolver's folder") && r.stderr.contains("[resolver-source-outside]"), "\(ref): \(r.stderr)")
            XCTAssertFalse(r.stderr.contains("s3cr3t"), "\(ref): the secret is not quoted")
            // Widened: the file is read, and it is a token file like any other.
            let w = try Tool.run(binary, ["export", "--resolver", file, "--device", "pro", "--allow-root", top, "--out", top + "/out", "--quiet"])
            XCTAssertNotEqual(w.stderr.contains("leads outside"), true, "\(ref): \(w.stderr)")
        }
    }

    func testARepeatedSingleValuedOptionIsRefused() throws {
        let r = try Tool.run(binary, ["export", "--device", "se", "--device", "pro", "--out", Repo.tempDir("twice")])
        XCTAssertEqual(r.status, 64, r.stderr)
        XCTAssertTrue(r.stderr.contains("'--device' is given twice"), r.stderr)
    }
}
