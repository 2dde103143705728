import Export
import Foundation
@testable import ProjectInputs
import TestSupport
import XCTest

/// Honest limits and messages: copy that cannot be drawn is refused, control characters never
/// reach the terminal, `clock.SVG` is an icon, frame names sort at any count.
final class HonestMessagesTests: XCTestCase {
    let binary = CLITests.binary

    func testANulInCopyIsRefused() throws {
        let dir = Repo.tempDir("honest-nul")
        try Data(#"{"drink": "Blondie\u0000 Matcha"}"#.utf8).write(to: URL(fileURLWithPath: dir + "/c.json"))
        let r = try Tool.run(binary, ["export", "--content", dir + "/c.json", "--out", dir + "/out", "--quiet"])
        XCTAssertEqual(r.status, 65, r.stderr)
        XCTAssertTrue(r.stderr.contains("'drink' holds a NUL character"), r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out"))
    }

    func testControlCharactersAreEscapedInMessages() throws {
        let dir = Repo.tempDir("honest-esc")
        try Data(#"{"dr\u001b[2Jink": "x"}"#.utf8).write(to: URL(fileURLWithPath: dir + "/c.json"))
        let r = try Tool.run(binary, ["export", "--content", dir + "/c.json", "--out", dir + "/out", "--quiet"])
        XCTAssertEqual(r.status, 65, r.stderr)
        XCTAssertFalse(r.stderr.unicodeScalars.contains("\u{1B}"), "an escape sequence reached the terminal")
        XCTAssertTrue(r.stderr.contains("dr\\u{1B}[2Jink"), r.stderr)
    }

    /// A value echoed back is cut (issue 32, point 12): a 50,000-digit number and a 5,000-character
    /// name are named in a line of a few hundred characters, not echoed whole.
    func testHugeValuesAreCutInMessages() throws {
        let dir = Repo.tempDir("honest-cut")
        let number = "5" + String(repeating: "0", count: 50_000), key = String(repeating: "k", count: 5000)
        try Data("{\"a\": {\"$type\": \"number\", \"$value\": \(number)}}".utf8).write(to: URL(fileURLWithPath: dir + "/n.json"))
        try Data("{\"\(key)\": 1, \"\(key)\": 2}".utf8).write(to: URL(fileURLWithPath: dir + "/k.json"))
        for (file, what) in [("n.json", "(50001 characters) is too large"), ("k.json", String(repeating: "k", count: 79) + "…")] {
            for args in [["export", "--tokens", dir + "/" + file, "--out", dir + "/out"], ["check", dir + "/" + file]] {
                let r = try Tool.run(binary, args)
                XCTAssertEqual(r.status, 65, "\(args[0]) \(file): \(r.stderr)")
                let text = r.stderr + r.stdout
                XCTAssertTrue(text.contains(what), "\(args[0]) \(file): \(text.prefix(400))")
                XCTAssertLessThan(text.split(separator: "\n").map(\.count).max() ?? 0, 400, "\(args[0]) \(file): a line echoes the value whole")
            }
        }
    }

    /// A file that is large as written copies nothing (issue 32, point 12): 100,000 plain tokens
    /// pass `check` and load (the loader refused them with "following $ref makes the document
    /// larger…", which `check` did not say); past the bound, both say the document holds too
    /// much, not that it expands.
    func testAPlainLargeFileIsNotSaidToExpand() throws {
        let dir = Repo.tempDir("honest-plain-large")
        func write(_ n: Int, _ name: String) throws {
            let tokens = (0..<n).map { "\"t\($0)\": {\"$type\": \"number\", \"$value\": \($0)}" }.joined(separator: ", ")
            try Data("{\(tokens)}".utf8).write(to: URL(fileURLWithPath: dir + "/" + name))
        }
        try write(100_000, "big.json")
        XCTAssertEqual(try Tool.run(binary, ["check", dir + "/big.json"]).status, 0)
        let css = try Tool.run(binary, ["tokens", "--format", "css", "--tokens", dir + "/big.json", "--out", dir + "/big.css"])
        XCTAssertEqual(css.status, 0, css.stderr)
        try write(210_000, "bigger.json")
        for args in [["check", dir + "/bigger.json"], ["tokens", "--format", "css", "--tokens", dir + "/bigger.json", "--out", dir + "/b.css"]] {
            let r = try Tool.run(binary, args)
            XCTAssertEqual(r.status, 65, "\(args[0]): \(r.stderr)")
            let text = r.stdout + r.stderr
            XCTAssertTrue(text.contains("the document holds more than 200000 groups, tokens and values"), "\(args[0]): \(text.prefix(500))")
            XCTAssertFalse(text.contains("$ref"), "\(args[0]): \(text.prefix(500))")
        }
    }

    /// A locale file whose name is not UTF-8 is named as such, and never offered as "available"
    /// under a name it does not have (issue 32, point 12).
    func testALocaleFileWhoseNameIsNotUTF8IsNamedSo() throws {
        let dir = Repo.tempDir("honest-locale-bytes") + "/team"
        XCTAssertEqual(try Tool.run(binary, ["init", dir]).status, 0)
        XCTAssertEqual(try Tool.run("/bin/sh", ["-c", "printf '{}' > \"content/$(printf 'bad\\377').json\""], cwd: dir).status, 0)
        let matrix = try Tool.run(binary, ["export", "--matrix", "--devices", "se", "--out", "out"], cwd: dir)
        XCTAssertEqual(matrix.status, 65, matrix.stderr)
        XCTAssertTrue(matrix.stderr.contains("is not UTF-8"), matrix.stderr)
        let unknown = try Tool.run(binary, ["export", "--locale", "de-DE", "--out", "out"], cwd: dir)
        XCTAssertTrue(unknown.stderr.contains("choose one of: en-GB, en-US, fr-FR, ja-JP"), unknown.stderr)
        XCTAssertFalse(unknown.stderr.contains("bad"), unknown.stderr)
    }

    /// A title far past any text size (200 pt, letter spacing 100) no longer hides under the
    /// top buttons (issues 32.7, 33.2): it breaks between letters and the sheet scrolls from
    /// below the buttons. Broken letter by letter it still cannot be laid out in its place, and
    /// is refused with the element and where it goes, nothing written.
    func testAHugeTitleIsRefusedClearly() throws {
        let dir = Repo.tempDir("honest-huge")
        var root = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Repo.tokensPath))) as! [String: Any]
        var type = root["type"] as! [String: Any], order = type["order"] as! [String: Any], title = order["title"] as! [String: Any]
        var value = title["$value"] as! [String: Any]
        value["fontSize"] = ["value": 200, "unit": "px"]; value["letterSpacing"] = ["value": 100, "unit": "px"]
        title["$value"] = value; order["title"] = title; type["order"] = order; root["type"] = type
        try JSONSerialization.data(withJSONObject: root).write(to: URL(fileURLWithPath: dir + "/t.json"))
        let r = try Tool.run(binary, ["export", "--tokens", dir + "/t.json", "--out", dir + "/out", "--scales", "1", "--formats", "png"])
        XCTAssertEqual(r.status, 65, r.stderr)
        XCTAssertTrue(r.stderr.contains("comp 'order-being-made': text 'Being made'"), r.stderr)
        XCTAssertFalse(r.stderr.contains("under the top buttons"), r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out"))
    }

    func testAnUnknownLocaleIsAUsageError() throws {
        let r = try Tool.run(binary, ["export", "--locale", "xx", "--out", Repo.tempDir("honest-locale")])
        XCTAssertEqual(r.status, 64, r.stderr)
        XCTAssertTrue(r.stderr.contains("choose one of: en-GB, en-US, fr-FR, ja-JP"), r.stderr)
    }

    func testAnIconWithAnUpperCaseExtensionIsAnIcon() throws {
        let dir = Repo.tempDir("honest-svg")
        try FileManager.default.copyItem(atPath: Repo.tokensPath, toPath: dir + "/design-tokens.json")
        try FileManager.default.createDirectory(atPath: dir + "/icons", withIntermediateDirectories: true)
        try Data("not svg".utf8).write(to: URL(fileURLWithPath: dir + "/icons/clock.SVG"))
        let r = try Tool.run(binary, ["export", "--out", "out", "--quiet"], cwd: dir)
        XCTAssertEqual(r.status, 65, "clock.SVG is read, not silently ignored: \(r.stderr)")
        XCTAssertTrue(r.stderr.contains("icons/clock.SVG"), r.stderr)
    }

    func testFrameNamesSortAtAnyCount() {
        XCTAssertEqual(FramesJob.name(7, "png", last: 492), "0007.png")
        XCTAssertEqual(FramesJob.name(7, "png", last: 19_680), "00007.png")
        let names = [9_999, 10_000, 10_001].map { FramesJob.name($0, "png", last: 19_680) }
        XCTAssertEqual(names, names.sorted())
    }
}

/// A payload is checked against what reads back in every code-showing comp at every scale
/// before anything is written, and the message names the content file and what zbar read.
final class HonestPayloadTests: XCTestCase {
    let binary = CLITests.binary

    func testAPayloadThatReadsOnlyAt1xIsRefusedUpFront() throws {
        let dir = Repo.tempDir("honest-payload")
        let content = dir + "/c.json"
        try JSONSerialization.data(withJSONObject: ["qrPayload": "https://example.com/" + String(repeating: "x", count: 1380)])
            .write(to: URL(fileURLWithPath: content))
        let r = try Tool.run(binary, ["export", "--content", content, "--out", dir + "/out", "--quiet"])
        XCTAssertEqual(r.status, 65, r.stderr)
        XCTAssertTrue(r.stderr.hasPrefix("pickup: error: \(content): comp '"), "the content file is at fault: \(r.stderr)")
        XCTAssertTrue(r.stderr.contains("Nothing was written."), r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out"), "nothing written, not even a manifest")
    }

    /// A payload of control and bidirectional-override characters is encoded as UTF-8 (marked so)
    /// and scans back exactly: it is drawn, not refused.
    func testAPayloadOfControlAndBidiCharactersScansBack() throws {
        let dir = Repo.tempDir("honest-rlo")
        let content = dir + "/c.json"
        try Data("{\"qrPayload\": \"BLANK\\u202eSTREET\\u0001-A42\"}".utf8).write(to: URL(fileURLWithPath: content))
        let r = try Tool.run(binary, ["export", "--content", content, "--out", dir + "/out", "--scales", "1", "--formats", "png", "--quiet"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(try Tool.zbar(dir + "/out/comps/pickup@1x.png"), "BLANK\u{202E}STREET\u{01}-A42")
    }

    /// When zbar reads other text, the message says what it read, with nothing that could
    /// rearrange or colour the terminal.
    func testAPayloadThatReadsAsOtherTextSaysWhatZbarRead() {
        let e = UnscannableCode(file: "c.json", picture: "comp 'pickup' @1x", payload: "BLANK\u{202E}STREET-A42",
                                read: ["BLANK\u{202E}STREET\u{1B}[31m"], whileWriting: false)
        XCTAssertTrue(e.description.contains("zbar read \"") && e.description.contains("instead"), e.description)
        XCTAssertFalse(e.description.contains("size, position and colours"), e.description)
        XCTAssertFalse(e.description.unicodeScalars.contains("\u{202E}") || e.description.unicodeScalars.contains("\u{1B}"),
                       "a bidi override or an escape never reaches the terminal")
    }

    /// A run refused before writing leaves no folders behind, however deep `--out` went.
    func testARefusedRunLeavesNoEmptyFolders() throws {
        let dir = Repo.tempDir("honest-folders")
        let content = dir + "/c.json"
        try JSONSerialization.data(withJSONObject: ["qrPayload": "https://example.com/" + String(repeating: "x", count: 1380)])
            .write(to: URL(fileURLWithPath: content))
        let r = try Tool.run(binary, ["export", "--content", content, "--out", dir + "/a/b/c", "--quiet"])
        XCTAssertEqual(r.status, 65, r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/a"), "no empty folders left")
    }
}

/// `pickup tokens` takes a resolver context as export does.
final class TokensContextTests: XCTestCase {
    func testTokensTakeAResolverContext() throws {
        let light = try Tool.run(CLITests.binary, ["tokens", "--format", "css", "--out", "-"])
        let dark = try Tool.run(CLITests.binary, ["tokens", "--format", "css", "--context", "theme=dark", "--out", "-"])
        XCTAssertEqual(light.status, 0, light.stderr); XCTAssertEqual(dark.status, 0, dark.stderr)
        func primary(_ css: String) -> String? { css.split(separator: "\n").first { $0.hasPrefix("  --color-text-primary:") }.map(String.init) }
        XCTAssertNotNil(primary(light.stdout))
        XCTAssertNotEqual(primary(light.stdout), primary(dark.stdout), "the dark context's value")
        XCTAssertFalse(dark.stdout.contains("@media (prefers-color-scheme: dark) {\n  :root:not([data-theme]) {"), "the dark values alone")
        let se = try Tool.run(CLITests.binary, ["tokens", "--format", "css", "--device", "se", "--platform", "all", "--out", "-"])
        XCTAssertTrue(se.stdout.contains("--size-canvas-width: 375px;"), se.stdout)
        let typo = try Tool.run(CLITests.binary, ["tokens", "--format", "css", "--device", "xx", "--out", "-"])
        XCTAssertEqual(typo.status, 64, typo.stderr)
    }
}
