import Foundation
import TestSupport
import XCTest

/// Issue 47, points 7–10 and 13, as a new user meets them: every line true, the nearest name
/// suggested for every list a name is chosen from, every setting from the environment checked.
final class NewcomerTests: XCTestCase {
    func pickup(_ args: [String], in dir: String? = nil, environment: [String: String] = [:]) throws -> ToolRun {
        try Tool.run(CLITests.binary, args, cwd: dir, environment: environment)
    }

    /// A command, device, locale, context, modifier and copy key one typo away: each refusal
    /// suggests the nearest, as an unknown option always did.
    func testEveryChoiceSuggestsTheNearest() throws {
        let dir = Repo.tempDir("pickup-nearest")
        try #"{"drinnk": "Latte"}"#.write(toFile: dir + "/copy.json", atomically: true, encoding: .utf8)
        let cases: [([String], Int32, String)] = [
            (["exprot"], 64, "unknown command 'exprot'; did you mean 'export'?"),
            (["help", "exprot"], 64, "unknown command 'exprot'; did you mean 'export'?"),
            (["frame", "--at", "1", "--out", "f.png", "--device", "promx"], 64, "did you mean 'promax'?"),
            (["frame", "--at", "1", "--out", "f.png", "--locale", "fr"], 64, "did you mean 'fr-FR'?"),
            (["frame", "--at", "1", "--out", "f.png", "--context", "theme=drak"], 64, "did you mean 'dark'?"),
            (["frame", "--at", "1", "--out", "f.png", "--context", "thme=dark"], 64, "did you mean 'theme'?"),
            (["frame", "--at", "1", "--out", "f.png", "--content", "copy.json"], 65, "unknown key 'drinnk'"),
        ]
        for (args, status, text) in cases {
            let r = try pickup(args, in: dir)
            XCTAssertEqual(r.status, status, "\(args): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains(text), "\(args): \(r.stderr)")
        }
        let copy = try pickup(["frame", "--at", "1", "--out", "f.png", "--content", "copy.json"], in: dir)
        XCTAssertTrue(copy.stderr.contains("did you mean 'drink'?"), copy.stderr)
        // Nothing near: no guess.
        let far = try pickup(["frame", "--at", "1", "--out", "f.png", "--device", "ipad"], in: dir)
        XCTAssertFalse(far.stderr.contains("did you mean"), far.stderr)
    }

    /// `frame` says what it wrote, as `scene`, `tokens` and `init` do; `--quiet` keeps it quiet.
    func testFrameSaysWhatItWrote() throws {
        let dir = Repo.tempDir("pickup-frame-says")
        let r = try pickup(["frame", "--at", "4.6", "--scale", "1", "--out", "top.png"], in: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.hasPrefix("Frame: top.png (t = 4.600 s, PNG at 1x, "), r.stdout)
        let q = try pickup(["frame", "--at", "4.6", "--scale", "1", "--out", "top2.png", "--quiet"], in: dir)
        XCTAssertEqual(q.status, 0, q.stderr)
        XCTAssertEqual(q.stdout, "")
    }

    /// Every setting read from the environment is held to its rule: PICKUP_STALL_SECONDS as
    /// PICKUP_JOBS always was (exit 64 naming it), never ignored.
    func testEnvironmentSettingsAreChecked() throws {
        let dir = Repo.tempDir("pickup-env")
        for (name, value) in [("PICKUP_STALL_SECONDS", "0"), ("PICKUP_STALL_SECONDS", "abc"), ("PICKUP_STALL_SECONDS", "1.5"),
                              ("PICKUP_JOBS", "abc")] {
            let r = try pickup(["video", "--out", dir + "/v.mp4"], in: dir, environment: [name: value])
            XCTAssertEqual(r.status, 64, "\(name)=\(value): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("\(name): '\(value)' is not a whole number in"), r.stderr)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/v.mp4"))
    }

    /// A matrix of one device and one locale says so in the singular.
    func testCountsAreTrue() throws {
        let dir = Repo.tempDir("pickup-counts")
        let r = try pickup(["export", "--matrix", "--devices", "se", "--locales", "en-GB", "--vary", "motion",
                            "--scales", "1", "--formats", "png", "--out", "m"], in: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("Matrix: 1 device × 1 locale × 2 motion contexts into m/"), r.stdout)
    }

    /// `pickup help video`'s first line says what plain `video` writes; `watch` names icons/.
    func testFirstLinesAreTrue() throws {
        let help = try pickup(["help", "video"])
        XCTAssertTrue(help.stdout.hasPrefix("Encode the 0–8.2 s sequence as an H.264 MP4 with ffmpeg; --gif or --apng writes a preview instead."), help.stdout)
    }

    /// A resolver given where a token file is expected is said to be one, naming --resolver; beside
    /// a token file in `tokens --diff`, named as the resolver it is.
    func testAResolverGivenAsTokensIsNamed() throws {
        let resolver = Repo.root + "/design-tokens.resolver.json"
        let args = ["frame", "--at", "1", "--out", Repo.tempDir("pickup-resolver-as-tokens") + "/f.png", "--tokens", resolver]
        let r = try pickup(args)
        XCTAssertEqual(r.status, 65, "\(args): \(r.stderr)")
        XCTAssertTrue(r.stderr.contains("this is a DTCG resolver document (it has \"resolutionOrder\"), not a token file"), r.stderr)
        XCTAssertTrue(r.stderr.contains("give it with --resolver"), r.stderr)
        XCTAssertFalse(r.stderr.contains("a token or group must be a JSON object"), r.stderr)
        // `tokens --diff` takes two resolvers or two token files (issue 48.3): one of each is a
        // usage error naming which is which.
        let diff = try pickup(["tokens", "--diff", resolver, Repo.tokensPath])
        XCTAssertEqual(diff.status, 64, diff.stderr)
        XCTAssertTrue(diff.stderr.contains("\(resolver) is a resolver and \(Repo.tokensPath) a token file; compare two resolvers or two token files"), diff.stderr)
    }
}
