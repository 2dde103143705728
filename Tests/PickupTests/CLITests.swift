import Foundation
import TestSupport
import XCTest

/// `pickup` as a user runs it: a separate process, its exit status, its messages, its files.
final class CLITests: XCTestCase {
    static var binary: String { Repo.pickupBinary }

    func pickup(_ args: [String], cwd: String? = nil, environment: [String: String] = [:]) throws -> ToolRun {
        try Tool.run(Self.binary, args, cwd: cwd, environment: environment)
    }

    func testHelpAndVersion() throws {
        let help = try pickup(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("export"), help.stdout)
        let exportHelp = try pickup(["help", "export"])
        XCTAssertEqual(exportHelp.status, 0)
        for option in ["--out", "--tokens", "--scales", "--formats", "--content"] {
            XCTAssertTrue(exportHelp.stdout.contains(option), "help export lacks \(option)")
        }
        XCTAssertTrue(try pickup(["--version"]).stdout.hasPrefix("pickup "))
        // `help help` is the overview (it says what help does), not an unknown command.
        let helpHelp = try pickup(["help", "help"])
        XCTAssertEqual(helpHelp.status, 0, helpHelp.stderr)
        XCTAssertEqual(helpHelp.stdout, help.stdout)
    }

    func testUnknownCommandAndFlagAreRefusedWithUsage() throws {
        let cmd = try pickup(["exprot"])
        XCTAssertEqual(cmd.status, 64)
        XCTAssertTrue(cmd.stderr.contains("unknown command 'exprot'"), cmd.stderr)
        XCTAssertTrue(cmd.stderr.contains("USAGE"), cmd.stderr)
        let flag = try pickup(["export", "--bogus"])
        XCTAssertEqual(flag.status, 64)
        XCTAssertTrue(flag.stderr.contains("unknown option '--bogus'"), flag.stderr)
        // The one line, then where the rest is: no usage block burying it (issue 32, point 12);
        // a near miss is named.
        XCTAssertEqual(flag.stderr, "pickup: error: unknown option '--bogus'\n  (see 'pickup help export')\n")
        let near = try pickup(["export", "--scale", "2"])
        XCTAssertEqual(near.status, 64)
        XCTAssertTrue(near.stderr.hasPrefix("pickup: error: unknown option '--scale'; did you mean '--scales'?\n"), near.stderr)
        let scale = try pickup(["export", "--scales", "1,9"])
        XCTAssertEqual(scale.status, 64)
        XCTAssertTrue(scale.stderr.contains("'9'"), scale.stderr)
    }

    /// Each broken token file is refused: exit 65, the file and token path named, nothing written,
    /// and an earlier export left exactly as it was.
    func testBadTokenFilesAreRefusedAndNothingIsWritten() throws {
        let dir = Repo.tempDir("pickup-cli")
        let out = dir + "/exports"
        XCTAssertEqual(try pickup(["export", "--out", out, "--scales", "1", "--formats", "svg", "--tokens", Repo.tokensPath]).status, 0)
        let before = try snapshot(out)
        XCTAssertFalse(before.isEmpty)

        let good = try String(contentsOfFile: Repo.tokensPath, encoding: .utf8)
        /// The token file with the value at `path` (object keys) replaced, or removed if nil.
        func edit(_ path: [String], _ value: Any?) throws -> String {
            func set(_ node: Any, _ rest: ArraySlice<String>) -> Any {
                guard var dict = node as? [String: Any], let key = rest.first else { return node }
                precondition(dict[key] != nil, "fixture edit: no key \(key)")
                if rest.count == 1 { dict[key] = value } else { dict[key] = set(dict[key]!, rest.dropFirst()) }
                return dict
            }
            let root = try JSONSerialization.jsonObject(with: Data(good.utf8))
            let data = try JSONSerialization.data(withJSONObject: set(root, path[...]), options: [.sortedKeys])
            return String(decoding: data, as: UTF8.self)
        }
        let cases: [(String, String, String)] = [   // (what, file contents, expected in the message)
            ("invalid JSON", String(good.dropLast(3)), "invalid JSON"),
            ("unknown alias", try edit(["color", "facade", "lampShade", "$value"], "{color.facade.trimm}"), "color.facade.lampShade"),
            ("alias cycle", try edit(["color", "reveal", "ground", "$value"], "{color.facade.ground}"), "cycle"),
            ("wrong type", try edit(["color", "button", "icon", "$value"], "{size.canvas.width}"), "color.button.icon"),
            ("malformed colour", try edit(["color", "facade", "sandstone", "$value", "hex"], "#D8C29"), "color.facade.sandstone"),
            ("malformed dimension", try edit(["size", "canvas", "width", "$value", "unit"], "pt"), "size.canvas.width"),
            ("missing token", try edit(["color", "facade", "road"], nil), "color.facade.road"),
        ]
        for (what, contents, mention) in cases {
            let bad = dir + "/bad.json"
            try contents.write(toFile: bad, atomically: true, encoding: .utf8)
            let r = try pickup(["export", "--out", out, "--tokens", bad])
            XCTAssertEqual(r.status, 65, "\(what): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains(bad), "\(what): names the file: \(r.stderr)")
            XCTAssertTrue(r.stderr.contains(mention), "\(what): should mention '\(mention)': \(r.stderr)")
            let after = try snapshot(out)
            XCTAssertEqual(Set(after.keys), Set(before.keys), "\(what): no file added or removed")
            for (k, v) in before { XCTAssertTrue(after[k]!.0 == v.0 && after[k]!.1 == v.1, "\(what): \(k) untouched") }
            let fresh = dir + "/never"
            XCTAssertNotEqual(try pickup(["export", "--out", fresh, "--tokens", bad]).status, 0)
            XCTAssertFalse(FileManager.default.fileExists(atPath: fresh), "\(what): no folder created")
        }
    }

    func testExportIsByteIdenticalAcrossRuns() throws {
        let dir = Repo.tempDir("pickup-cli")
        // Two runs, one on a single worker and one on four: same bytes whatever the threads.
        for (run, jobs) in [("a", "1"), ("b", "4")] {
            XCTAssertEqual(try pickup(["export", "--out", dir + "/" + run, "--scales", "1,3", "--quiet"], cwd: Repo.root,
                                      environment: ["PICKUP_JOBS": jobs]).status, 0)
        }
        let a = try snapshot(dir + "/a"), b = try snapshot(dir + "/b")
        XCTAssertEqual(a.count, 9 * 4 + 5, "9 comps × (2 PNG + SVG + PDF), comps.pdf, contact-sheet.png, manifest.json, .pickup.lock, .pickup.draw.lock")
        XCTAssertEqual(Set(a.keys), Set(b.keys))
        for (k, v) in a where k != "manifest.json" { XCTAssertTrue(v.0 == b[k]!.0, "\(k) differs between runs") }
        // The manifests agree but for the stamps of the files on disk (each folder's own).
        func withoutStamps(_ d: Data) throws -> NSDictionary {
            var root = try JSONSerialization.jsonObject(with: d) as! [String: Any]
            var comps = root["comps"] as! [String: Any]
            XCTAssertEqual((comps["files"] as? [String: String])?.count, 9 * 4 + 2)
            comps["files"] = nil; root["comps"] = comps
            return root as NSDictionary
        }
        XCTAssertEqual(try withoutStamps(a["manifest.json"]!.data), try withoutStamps(b["manifest.json"]!.data))
    }

    func testUnwritableOutputFolderIsAClearError() throws {
        let dir = Repo.tempDir("pickup-cli")
        try Data().write(to: URL(fileURLWithPath: dir + "/file"))
        let r = try pickup(["export", "--out", dir + "/file/exports", "--tokens", Repo.tokensPath])
        XCTAssertEqual(r.status, 73, r.stderr)
        XCTAssertTrue(r.stderr.contains(dir + "/file/exports"), r.stderr)
    }

    func testContentOverrideMakesOrderA43() throws {
        let dir = Repo.tempDir("pickup-cli")
        let content = dir + "/a43.json"
        try #"{"orderCode": "A43", "qrPayload": "BLANKSTREET-A43"}"#.write(toFile: content, atomically: true, encoding: .utf8)
        let r = try pickup(["export", "--out", dir + "/out", "--content", content, "--tokens", Repo.tokensPath, "--scales", "2"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(try Tool.pdfText(dir + "/out/comps/order-ready.pdf").contains("Order A43"))
        XCTAssertTrue(try Tool.pdfText(dir + "/out/comps/pickup.pdf").contains("A43"))
        XCTAssertEqual(try Tool.zbar(dir + "/out/comps/pickup@2x.png"), "BLANKSTREET-A43")
    }

    func testBadContentFilesAreRefused() throws {
        let dir = Repo.tempDir("pickup-cli")
        let cases: [(String, String)] = [
            (#"{"orderCode": 43}"#, "'orderCode' must be a string"),
            (#"{"ordercode": "A43"}"#, "unknown key 'ordercode'"),
            (#"{"orderCode": "A43""#, "invalid JSON"),
            (#"{"qrPayload": ""}"#, "'qrPayload' is empty"),
            ("{\"qrPayload\": \"\(String(repeating: "x", count: 3000))\"}", "3000 bytes"),
        ]
        for (json, mention) in cases {
            try json.write(toFile: dir + "/c.json", atomically: true, encoding: .utf8)
            let r = try pickup(["export", "--out", dir + "/out", "--content", dir + "/c.json", "--tokens", Repo.tokensPath])
            XCTAssertEqual(r.status, 65, "\(json.prefix(40)): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains(mention), "should mention \(mention): \(r.stderr)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out"))
        }
    }

    /// Every numeric option is checked: out of range, not finite or not a number → exit 64,
    /// a message that begins `pickup: error:` and names the option; never a crash or a clamp.
    /// An argument that is not UTF-8 is refused (exit 64) showing its bytes escaped, never read
    /// as another name (issue 32, point 8: `--out $'ex\xff'` wrote into `ex` + U+FFFD, and
    /// `--tokens` naming such a file said it did not exist).
    func testAnArgumentThatIsNotUTF8IsRefused() throws {
        let dir = Repo.tempDir("pickup-utf8")
        XCTAssertEqual(try Tool.run("/bin/sh", ["-c", "printf '{}' > \"$(printf 'tok\\377.json')\""], cwd: dir).status, 0)
        for script in [#""$0" export --out "$(printf 'ex\377')" --scales 1 --formats svg"#,
                       #""$0" export --tokens "$(printf 'tok\377.json')" --out out"#] {
            let r = try Tool.run("/bin/sh", ["-c", script, Self.binary], cwd: dir)
            XCTAssertEqual(r.status, 64, "\(script): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("is not UTF-8: '") && r.stderr.contains("\\xFF"), r.stderr)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir).count, 1, "only the token file made here")
    }

    /// `init` is all or none (issue 32, point 13): on a disk that fills part-way it removes what
    /// it wrote, so the next run starts clean (it left 4 of 7 files and then refused to run).
    /// The full disk is a 60 KB tmpfs (this machine's tests run as root).
    func testInitOnAFullDiskLeavesNothing() throws {
        let mountPoint = Repo.tempDir("pickup-full-disk")
        let m = try Tool.run("mount", ["-t", "tmpfs", "-o", "size=60k", "tmpfs", mountPoint])
        guard m.status == 0 else { return XCTFail("cannot mount a small tmpfs to fill (tests run as root): \(m.stderr)") }
        defer { _ = try? Tool.run("umount", [mountPoint]) }
        let r = try pickup(["init", mountPoint + "/team"])
        XCTAssertEqual(r.status, 73, r.stderr)
        XCTAssertTrue(r.stderr.contains("No space left on device"), r.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: mountPoint), [], "nothing is left")
    }

    /// A missing input file is "no input", exit 66, in every command, as in `check` (issue 32,
    /// point 12: it was 65 for export's --tokens, --resolver and --content).
    func testAMissingInputFileIsExit66Everywhere() throws {
        let dir = Repo.tempDir("pickup-noinput")
        for args in [["export", "--tokens", "nope.json"], ["export", "--resolver", "nope.json"], ["export", "--content", "nope.json"],
                     ["frame", "--at", "1", "--out", "f.png", "--tokens", "nope.json"], ["tokens", "--format", "css", "--tokens", "nope.json", "--out", "t.css"],
                     ["check", "nope.json"]] {
            let r = try pickup(args + (args[0] == "export" ? ["--out", "out"] : []), cwd: dir)
            XCTAssertEqual(r.status, 66, "\(args): \(r.stderr)\(r.stdout)")
            XCTAssertTrue((r.stderr + r.stdout).contains("does not exist"), "\(args): \(r.stderr)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir), [], "nothing written")
    }

    func testBadFlagsAreUsageErrors() throws {
        let dir = Repo.tempDir("pickup-cli")
        let tokens = ["--tokens", Repo.tokensPath]
        let cases: [([String], String)] = [
            (["frames", "--from", "1e18"] + tokens, "--from"),
            (["frames", "--to", "-1"] + tokens, "--to"),
            (["frames", "--fps", "0"], "--fps"),
            (["frames", "--fps", "nan"], "--fps"),
            (["frames", "--scale", "9"], "--scale"),
            (["bench", "--fps", "0"], "--fps"),
            (["bench", "--scale", "inf"], "--scale"),
            (["frame", "--at", "99", "--out", dir + "/f.png"] + tokens, "--at"),
            (["frame", "--at", "-0.5", "--out", dir + "/f.png"] + tokens, "--at"),
            (["prototype", "--fps", "1000"], "--fps"),
            (["watch", "--fps", "1e400"], "--fps"),
            (["tokens", "--diff", Repo.tokensPath, Repo.tokensPath, "--fps", "0"], "--fps"),
            (["export", "--out", ""], "--out"),
            (["export", "--scales", String(repeating: "9", count: 5000)], "--scales"),
            // Empty lists (a SIGILL before: an index out of range in the matrix), issue 32 point 4.
            (["export", "--matrix", "--devices", "", "--out", dir + "/m"], "--devices"),
            (["export", "--matrix", "--locales", ",", "--out", dir + "/m"], "--locales"),
            (["export", "--matrix", "--devices", " , ", "--out", dir + "/m"], "--devices"),
            (["export", "--scales", ""], "--scales"),
            // An empty item is an error, not skipped (issue 32, point 12).
            (["export", "--scales", "1,,2"], "--scales"),
            (["export", "--formats", ",svg"], "--formats"),
            (["frames", "--formats", "png,"], "--formats"),
            // A file's extension says what it holds.
            (["video", "--gif", dir + "/preview.png"], "--gif"),
            (["video", "--apng", dir + "/preview.gif"], "--apng"),
        ]
        for (args, option) in cases {
            let r = try pickup(args)
            XCTAssertEqual(r.status, 64, "\(args.prefix(4)): \(r.stderr)")
            XCTAssertTrue(r.stderr.hasPrefix("pickup: error: \(option)"), "\(args.prefix(4)): \(r.stderr)")
            XCTAssertLessThan(r.stderr.count, 1000, "the value is cut in the message")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/f.png"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/preview.png"))
        XCTAssertTrue(try pickup(["help", "frames"]).stdout.contains("1–240"), "ranges are stated in --help")
        // PICKUP_JOBS is held to --jobs' rule where a command draws (it was ignored silently).
        for bad in ["abc", "0", "257"] {
            let r = try pickup(["frame", "--at", "1", "--out", dir + "/j.png"] + tokens, environment: ["PICKUP_JOBS": bad])
            XCTAssertEqual(r.status, 64, "PICKUP_JOBS=\(bad): \(r.stderr)")
            XCTAssertTrue(r.stderr.hasPrefix("pickup: error: PICKUP_JOBS: '\(bad)'"), r.stderr)
        }
        XCTAssertEqual(try pickup(["check", Repo.tokensPath], environment: ["PICKUP_JOBS": "abc"]).status, 0, "check draws nothing")

        // A one-character --out (Foundation's path methods trap on it) is a folder like any other.
        let r = try pickup(["export", "--out", "x", "--scales", "1", "--formats", "svg", "--quiet"] + tokens, cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/x/comps/pickup.svg"))
        XCTAssertEqual(try pickup(["frame", "--at", "1", "--scale", "1", "--out", "y.svg"] + tokens, cwd: dir).status, 0)
    }

    /// `-` is standard output for one-file outputs.
    func testDashIsStandardOutput() throws {
        let dir = Repo.tempDir("pickup-cli")
        let css = try pickup(["tokens", "--format", "css", "--out", "-", "--tokens", Repo.tokensPath], cwd: dir)
        XCTAssertEqual(css.status, 0, css.stderr)
        XCTAssertTrue(css.stdout.contains(":root {"), css.stdout)
        let png = try pickup(["frame", "--at", "7", "--scale", "1", "--out", "-", "--tokens", Repo.tokensPath], cwd: dir)
        XCTAssertEqual(png.status, 0, png.stderr)
        XCTAssertTrue(png.stdout.utf8.starts(with: [0x89]) || png.stdout.hasPrefix("\u{FFFD}PNG"), "a PNG on standard output")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir), [], "no file named '-'")
    }

    /// Invalid JSON is placed by line and column (tokens and content); content errors name the
    /// key, the type wanted and the value, cut to 80 characters; no raw DecodingError.
    func testJSONAndContentErrorsSayWhereAndWhat() throws {
        let dir = Repo.tempDir("pickup-cli")
        try "{\n  \"color\": {\n    \"x\": ,\n  }\n}\n".write(toFile: dir + "/t.json", atomically: true, encoding: .utf8)
        let t = try pickup(["export", "--out", dir + "/out", "--tokens", dir + "/t.json"])
        XCTAssertEqual(t.status, 65, t.stderr)
        // As `pickup check` places it: FILE:LINE:COLUMN, the same reader, the same words.
        XCTAssertTrue(t.stderr.hasPrefix("pickup: error: \(dir)/t.json:3:10: invalid JSON: "), t.stderr)
        XCTAssertTrue(t.stderr.contains("[json-syntax]"), t.stderr)

        try "{\"orderCode\": \"A43\",\n \"drink\": \"é\" x}".write(toFile: dir + "/c.json", atomically: true, encoding: .utf8)
        let c = try pickup(["export", "--out", dir + "/out", "--content", dir + "/c.json", "--tokens", Repo.tokensPath])
        XCTAssertEqual(c.status, 65, c.stderr)
        XCTAssertTrue(c.stderr.contains("c.json: invalid JSON at line 2, column 15"), c.stderr)

        let long = String(repeating: "7", count: 2_000_000)
        try "{\"minutesBefore\": \"\(long)\"}".write(toFile: dir + "/c.json", atomically: true, encoding: .utf8)
        let v = try pickup(["export", "--out", dir + "/out", "--content", dir + "/c.json", "--tokens", Repo.tokensPath])
        XCTAssertEqual(v.status, 65, v.stderr)
        XCTAssertTrue(v.stderr.contains("'minutesBefore' must be a whole number, not \"777"), v.stderr.prefix(300) + "")
        XCTAssertLessThan(v.stderr.count, 400, "the value is cut to 80 characters")
        XCTAssertFalse(v.stderr.contains("DecodingError"))

        try #"{"steps": ["a", 2, "c"]}"#.write(toFile: dir + "/c.json", atomically: true, encoding: .utf8)
        let s = try pickup(["export", "--out", dir + "/out", "--content", dir + "/c.json", "--tokens", Repo.tokensPath])
        XCTAssertTrue(s.stderr.contains(#"'steps' must be a list of strings, not ["a",2,"c"]"#), s.stderr)
    }
}
