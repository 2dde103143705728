import Foundation
import TestSupport
import XCTest

/// Each option is declared once: the range `--help` states is the range the parser checks, for
/// every command that takes the option; and errors end with the exit status their kind carries.
final class OptionSpecTests: XCTestCase {
    func pickup(_ args: [String], environment: [String: String] = [:]) throws -> ToolRun {
        try Tool.run(CLITests.binary, args, environment: environment)
    }

    /// The help line of `--option` in `pickup help command`.
    func helpLine(_ command: String, _ option: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let help = try pickup(["help", command]).stdout
        let found = help.split(separator: "\n").first { $0.hasPrefix("  \(option) ") }
        return String(try XCTUnwrap(found, "help \(command) lists no \(option)", file: file, line: line))
    }

    func testHelpStatesTheRangeAndDefaultTheParserUses() throws {
        // (command, option, range as --help writes it, as an error writes it, a value just outside, the default)
        let cases: [(String, String, String, String, String, String)] = [
            ("frames", "--fps", "1–240", "1…240", "241", "60"),
            ("bench", "--fps", "1–240", "1…240", "0.5", "60"),
            ("watch", "--fps", "1–240", "1…240", "241", "60"),
            ("tokens", "--fps", "1–240", "1…240", "241", "60"),
            ("prototype", "--fps", "1–120", "1…120", "121", "60"),
            ("video", "--fps", "1–120", "1…120", "121", "60"),
            ("frames", "--scale", "1–4", "1…4", "4.5", "3"),
            ("frame", "--scale", "1–4", "1…4", "0.5", "3"),
            ("prototype", "--scale", "1–4", "1…4", "5", "2"),
            ("video", "--preview-scale", "0.25–4", "0.25…4", "0.2", "1"),
            ("video", "--preview-fps", "1–50", "1…50", "51", "25"),
            ("export", "--scales", "1–4", "1…4", "5", "1,2,3"),
            ("export", "--jobs", "1–256", "1…256", "257", "one per core"),
        ]
        for (command, option, helpRange, errorRange, bad, def) in cases {
            let help = try helpLine(command, option)
            XCTAssertTrue(help.contains(helpRange), "\(command) \(option): \(help)")
            XCTAssertTrue(help.contains("(default: \(def)"), "\(command) \(option): \(help)")
            var args = [command, option, bad]
            if command == "tokens" { args += ["--diff", Repo.tokensPath, Repo.tokensPath] }
            let r = try pickup(args)
            XCTAssertEqual(r.status, 64, "\(args): \(r.stderr)")
            XCTAssertTrue(r.stderr.hasPrefix("pickup: error: \(option)"), "\(args): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains(errorRange), "\(args): the message states the range: \(r.stderr)")
        }
    }

    /// USAGE is made from the same declarations: every option `--help` lists is in it, the
    /// required ones unbracketed, and nothing else.
    func testUsageListsEveryDeclaredOption() throws {
        for command in ["export", "frames", "frame", "tokens", "bench", "prototype", "video", "watch"] {
            let help = try pickup(["help", command]).stdout
            let usage = String(help.split(separator: "\n", omittingEmptySubsequences: false)
                .drop { !$0.hasPrefix("USAGE:") }.prefix { !$0.isEmpty }.joined(separator: " "))
            // The OPTIONS block only (COMBINATIONS below it names options too).
            let options = help.split(separator: "\n", omittingEmptySubsequences: false).drop { $0 != "OPTIONS:" }.prefix { !$0.isEmpty }
            let declared = options.compactMap { line -> String? in
                guard line.hasPrefix("  --"), let name = line.dropFirst(2).split(separator: " ").first, name != "--help" else { return nil }
                return String(name)
            }
            XCTAssertGreaterThan(declared.count, 1, command)
            for option in declared { XCTAssertTrue(usage.contains(option + " ") || usage.contains(option + "]"), "\(command): USAGE lacks \(option): \(usage)") }
            let inUsage = usage.split(separator: " ").filter { $0.hasPrefix("--") || $0.hasPrefix("[--") }
                .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "[]")) }
            for option in inUsage { XCTAssertTrue(declared.contains(option), "\(command): USAGE names \(option), which --help does not") }
        }
        let frame = try pickup(["help", "frame"]).stdout
        XCTAssertTrue(frame.contains("USAGE: pickup frame --at <s> --out <file> ["), frame)
    }

    /// Rules between options are declared beside them: `--help` states each under COMBINATIONS,
    /// and breaking one is a usage error (exit 64) in the words it is stated in, naming the
    /// options given.
    func testRulesBetweenOptionsAreStatedAndRefused() throws {
        let t = Repo.tokensPath
        // (command, arguments, the error's message, the help's line)
        let cases: [(String, [String], String, String)] = [
            ("export", ["--shard", "1/2", "--matrix"], "--shard does not go with --matrix; shard each --device/--locale export instead",
             "--shard does not go with --matrix; shard each --device/--locale export instead."),
            ("export", ["--devices", "se"], "--devices goes with --matrix", "--devices, --locales, --vary and --key-comp go with --matrix."),
            ("export", ["--locales", "en-GB", "--key-comp", "pickup"], "--locales and --key-comp go with --matrix",
             "--devices, --locales, --vary and --key-comp go with --matrix."),
            ("export", ["--snapshots", "S", "--matrix", "--vary", "contrast"],
             "--snapshots does not go with --vary: write each variant's references from its own export",
             "--snapshots does not go with --vary: write each variant's references from its own export."),
            ("watch", ["--fps", "30"], "--fps goes with --frames", "--fps and --scale go with --frames."),
            ("tokens", ["--diff", t, t, "--comps"], "--comps goes with --format xcassets", "--comps goes with --format xcassets."),
            ("tokens", ["--format", "css", "--out", "x.css", "--bundle", "module"], "--bundle goes with --format swift",
             "--colors and --bundle go with --format swift."),
            ("tokens", ["--format", "swift", "--out", "x.swift", "--colors", "literal", "--bundle", "module"],
             "--bundle goes with --colors catalog", "--bundle goes with --colors catalog."),
            ("tokens", ["--format", "swift", "--out", "x.swift", "--fps", "30"], "--fps goes with --diff", "--fps goes with --diff."),
            ("tokens", ["--diff", t, t, "--out", "x"], "--diff compares two files; it takes no --format or --out",
             "--diff compares two files; it takes no --format or --out."),
            ("tokens", ["--format", "css"], "--out is required", "--out is required without --diff."),
            ("bench", ["--incremental", "--matrix"], "--incremental does not go with --matrix", "--incremental does not go with --matrix."),
        ]
        for (command, args, message, stated) in cases {
            let help = try pickup(["help", command]).stdout
            let combinations = help.components(separatedBy: "\nCOMBINATIONS:\n").dropFirst().first ?? ""
            XCTAssertTrue(combinations.hasPrefix("  ") && combinations.contains("  \(stated)\n"), "\(command): \(stated)\n\(help)")
            let r = try pickup([command] + args)
            XCTAssertEqual(r.status, 64, "\(command) \(args): \(r.stderr)")
            XCTAssertEqual(r.stderr, "pickup: error: \(message)\n  (see 'pickup help \(command)')\n", "\(command) \(args)")
        }
        // A command with no rules between its options has no such heading.
        XCTAssertFalse(try pickup(["help", "frames"]).stdout.contains("COMBINATIONS:"))
    }

    /// A required option is its type: `frame --at` (a number with no default) is asked for
    /// after every value given is checked, and before anything is read.
    func testARequiredOptionIsAskedFor() throws {
        for (args, message) in [(["frame", "--out", "x.png"], "--at is required"), (["frame", "--at", "1"], "--out is required"),
                                (["frame", "--scale", "9"], "--scale: 9 is outside 1…4"), (["scene"], "--out is required")] {
            let r = try pickup(args)
            XCTAssertEqual(r.status, 64, "\(args): \(r.stderr)")
            XCTAssertTrue(r.stderr.hasPrefix("pickup: error: \(message)\n"), "\(args): \(r.stderr)")
        }
    }

    /// A stand-in `tool` running `script`, in a folder of its own, and a PATH that finds it first.
    func fakeTool(_ tool: String, _ script: String, in label: String) throws -> (dir: String, path: String) {
        let dir = Repo.tempDir(label)
        try script.write(toFile: dir + "/" + tool, atomically: true, encoding: .utf8)
        XCTAssertEqual(chmod(dir + "/" + tool, 0o755), 0)
        return (dir, dir + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"))
    }

    /// A tool that exits 0 but writes nothing failed too: exit 1 naming it, never 73 "cannot
    /// replace" (issue 32, point 12).
    func testAnFfmpegThatWritesNothingIsAToolFailure() throws {
        let (dir, path) = try fakeTool("ffmpeg", "#!/bin/sh\ncat > /dev/null\nexit 0\n", in: "pickup-fake-ffmpeg")
        let r = try pickup(["video", "--gif", dir + "/p.gif", "--preview-fps", "1", "--tokens", Repo.tokensPath], environment: ["PATH": path])
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertTrue(r.stderr.contains("pickup: error: ffmpeg failed (exit 0): it exited 0 but wrote nothing"), r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/p.gif"))
    }

    /// An ffmpeg that stops reading is given up on after the stall bound (issue 32, point 13:
    /// `video` hung forever): exit 1 naming ffmpeg, nothing written.
    func testAStalledFfmpegIsGivenUpOn() throws {
        let (dir, path) = try fakeTool("ffmpeg", "#!/bin/sh\nexec sleep 120\n", in: "pickup-stalled-ffmpeg")
        let start = Date()
        let r = try pickup(["video", "--gif", dir + "/p.gif", "--preview-fps", "1", "--tokens", Repo.tokensPath],
                           environment: ["PATH": path, "PICKUP_STALL_SECONDS": "2"])
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertTrue(r.stderr.contains("ffmpeg failed") && r.stderr.contains("took no frame data for 2 s"), r.stderr)
        XCTAssertLessThan(Date().timeIntervalSince(start), 60, "given up on, not waited for")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/p.gif"))
    }

    func testFormatsAreCheckedAgainstWhatEachCommandWrites() throws {
        let frames = try pickup(["frames", "--formats", "png,pdf"])
        XCTAssertEqual(frames.status, 64)
        XCTAssertTrue(frames.stderr.contains("unknown format 'pdf'; expected png or svg"), frames.stderr)
        XCTAssertTrue(try helpLine("frames", "--formats").contains("any of png, svg"))
        let export = try pickup(["export", "--formats", "png,gif"])
        XCTAssertEqual(export.status, 64)
        XCTAssertTrue(export.stderr.contains("unknown format 'gif'; expected png, svg or pdf"), export.stderr)
        let frame = try pickup(["frame", "--at", "1", "--out", "x.gif"])
        XCTAssertEqual(frame.status, 64)
        XCTAssertTrue(frame.stderr.contains(".png, .svg or .pdf"), frame.stderr)
    }

    /// A tool that runs and fails is not the command line's fault: not exit 64 (usage), and
    /// the message names the tool and its status. (A stand-in `resvg` on PATH that exits 3.)
    func testAFailingResvgIsNotAUsageError() throws {
        let (dir, path) = try fakeTool("resvg", "#!/bin/sh\nexit 3\n", in: "pickup-fake-resvg")
        let r = try pickup(["bench", "--fps", "1", "--scale", "1", "--to", "0.5", "--tokens", Repo.tokensPath, "--keep", dir + "/frames"],
                           environment: ["PATH": path])
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertTrue(r.stderr.hasPrefix("pickup: error: resvg failed (exit 3)"), r.stderr)
        XCTAssertFalse(r.stderr.contains("USAGE"), r.stderr)
    }
}
