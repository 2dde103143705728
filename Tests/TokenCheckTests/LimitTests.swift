import Foundation
import InputFile
import JSONReader
import XCTest
@testable import TokenCheck

/// What an untrusted file can make `check` do is bounded, and positions are exact.
final class LimitTests: XCTestCase {
    func check(_ text: String, file: String = "t.json") -> [Problem] {
        TokenCheck.check(document: Data(text.utf8), file: file)
    }

    func testColumnsCountCharactersNotBytes() {
        // "é" and "😀" are one column each; the bad value starts at column 31 on line 2.
        let text = "{\n  \"é😀\": { \"$type\": \"number\", \"$value\": \"x\" }\n}"
        let p = check(text)
        XCTAssertEqual(p.count, 1)
        XCTAssertEqual([p.first?.line, p.first?.column], [2, 40])
        XCTAssertEqual(p.first?.path, "é😀")
    }

    func testAMissingFileAndAFolderAreReadProblems() {
        let p = TokenCheck.check(files: ["/nonexistent/x.tokens.json"])
        XCTAssertEqual(p.map(\.rule), ["file-read"])
        XCTAssertTrue(p[0].message.contains("does not exist"), p[0].message)
        XCTAssertEqual(TokenCheck.check(files: [NSTemporaryDirectory()]).map(\.rule), ["file-read"])
    }

    /// The one opener: a FIFO, a character device and a socket are refused at once, naming what
    /// they are, without waiting for a writer or reading an endless stream.
    func testAFileThatIsNotRegularIsRefusedBeforeReading() throws {
        let dir = NSTemporaryDirectory() + "opener-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        XCTAssertEqual(mkfifo(dir + "/fifo.json", 0o644), 0)
        try FileManager.default.createSymbolicLink(atPath: dir + "/link.json", withDestinationPath: dir + "/fifo.json")
        for (path, what) in [(dir + "/fifo.json", "a FIFO"), (dir + "/link.json", "a FIFO"), ("/dev/zero", "a character device"),
                             (dir, "a folder")] {
            let p = TokenCheck.check(files: [path])
            XCTAssertEqual(p.map(\.rule), ["file-read"], path)
            XCTAssertTrue(p.first?.message.contains(what) == true, "\(path): \(p.first?.message ?? "")")
            XCTAssertThrowsError(try InputFile.read(path, limit: 100)) { e in
                XCTAssertEqual((e as? InputFile.Refusal)?.kind, .notRegular, path)
                XCTAssertTrue((e as? InputFile.Refusal)?.isNoInput == true)
            }
        }
        XCTAssertEqual((try? InputFile.read(dir + "/none.json", limit: 100)).map { _ in "read" }, nil)
        XCTAssertTrue(InputFile.isNoInput(dir + "/fifo.json") && InputFile.isNoInput(dir + "/none.json"))
        try Data("{}".utf8).write(to: URL(fileURLWithPath: dir + "/ok.json"))
        XCTAssertEqual(try InputFile.read(dir + "/ok.json", limit: 2), Data("{}".utf8))
        XCTAssertThrowsError(try InputFile.read(dir + "/ok.json", limit: 1)) { e in XCTAssertEqual((e as? InputFile.Refusal)?.kind, .tooLarge) }
    }

    func testAFileOver64MiBIsRefusedUnread() throws {
        let path = NSTemporaryDirectory() + "big-\(getpid()).json"
        FileManager.default.createFile(atPath: path, contents: nil)
        let h = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try h.truncate(atOffset: UInt64(JSONScanner.maxBytes + 1))   // sparse: no 64 MiB written
        try h.close()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let p = TokenCheck.check(files: [path])
        XCTAssertEqual(p.map(\.rule), ["file-read"])
        XCTAssertTrue(p[0].message.contains("64 MiB"), p[0].message)
    }

    func testNestingDeeperThanTheBoundIsAProblemNotACrash() {
        let depth = JSONScanner.maxDepth + 10
        let text = "{\"a\": " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
        let p = check(text)
        XCTAssertEqual(p.map(\.rule), ["json-syntax"])
        XCTAssertTrue(p[0].message.contains("nested more than"), p[0].message)
    }

    func testALongAliasChainIsFollowedAndALongCycleFound() {
        // 20 000 tokens each aliasing the next: no recursion depth trouble; the last has a value.
        // Every token more than 64 aliases from it is past the bound the loader keeps too.
        let n = 20_000
        var parts = (0..<(n - 1)).map { "\"t\($0)\": { \"$value\": \"{t\($0 + 1)}\" }" }
        parts.append("\"t\(n - 1)\": { \"$type\": \"number\", \"$value\": 1 }")
        let long = check("{" + parts.joined(separator: ",\n") + "}")
        XCTAssertEqual(long.count, n - 1 - 64)
        XCTAssertEqual(Set(long.map(\.rule)), ["reference-limit"])
        XCTAssertEqual(long.first?.path, "t0")
        XCTAssertTrue(long.first?.message.contains("19999 aliases away") == true, long.first?.message ?? "")
        // Close the chain into a loop: every token in it is reported, once.
        parts[n - 1] = "\"t\(n - 1)\": { \"$value\": \"{t0}\" }"
        let p = check("{" + parts.joined(separator: ",\n") + "}")
        XCTAssertEqual(p.count, n)
        XCTAssertEqual(Set(p.map(\.rule)), ["reference-cycle"])
    }

    func testPointerChainsLongerThanTheBoundStop() {
        // a0's components point at a1's, a1's at a2's … beyond the bound.
        let n = References.maxChain + 5
        var parts = (0..<n).map { "\"a\($0)\": { \"$type\": \"color\", \"$value\": { \"colorSpace\": \"srgb\", \"components\": { \"$ref\": \"#/a\($0 + 1)/$value/components\" } } }" }
        parts.append("\"a\(n)\": { \"$type\": \"color\", \"$value\": { \"colorSpace\": \"srgb\", \"components\": [0, 0, 0] } }")
        let p = check("{" + parts.joined(separator: ",\n") + "}")
        XCTAssertTrue(p.contains { $0.rule == "reference-limit" && $0.path == "a0" }, p.map(\.text).joined(separator: "\n"))
        XCTAssertFalse(p.contains { $0.path == "a\(n - 1)" })
    }

    func testResolverModifiersBeyondTheBoundAreCutWithAProblem() throws {
        let dir = NSTemporaryDirectory() + "many-\(getpid())"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let contexts = (0..<(ResolverCheck.maxResolutions + 1)).map { "\"c\($0)\": []" }.joined(separator: ", ")
        let text = "{\"version\": \"2025.10\", \"resolutionOrder\": [{\"type\": \"modifier\", \"name\": \"m\", \"contexts\": {\(contexts)}}]}"
        try text.write(toFile: dir + "/r.resolver.json", atomically: true, encoding: .utf8)
        let p = TokenCheck.check(files: [dir + "/r.resolver.json"])
        XCTAssertEqual(p.map(\.rule), ["resolver-limit"])
    }

    func testEveryProblemLineHasItsShapeAndControlsAreEscaped() {
        let p = check("{\n  \"bad\\u001b[31m\": { \"$type\": \"number\", \"$value\": \"x\" }\n}", file: "f.json")
        XCTAssertEqual(p.count, 1)
        XCTAssertEqual(p[0].text, "f.json:2:51: error: bad\\u{1B}[31m: a number value must be a JSON number, not a string [value-number]")
    }

    func testJSONAndGitHubOutput() throws {
        let p = [Problem(Position(file: "a,b:c.json", line: 3, column: 7), "x.y", .colorAlpha, "alpha 2 is \"outside\"\n[0, 1] 100%")]
        let json = CheckOutput.json(p)
        let back = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [[String: Any]]
        XCTAssertEqual(back.count, 1)
        XCTAssertEqual(back[0]["file"] as? String, "a,b:c.json")
        XCTAssertEqual(back[0]["line"] as? Int, 3)
        XCTAssertEqual(back[0]["column"] as? Int, 7)
        XCTAssertEqual(back[0]["path"] as? String, "x.y")
        XCTAssertEqual(back[0]["rule"] as? String, "color-alpha")
        XCTAssertEqual(back[0]["message"] as? String, "alpha 2 is \"outside\"\n[0, 1] 100%")
        XCTAssertEqual(CheckOutput.json([]), "[]\n")
        XCTAssertEqual(CheckOutput.github(p),
                       "::error file=a%2Cb%3Ac.json,line=3,col=7,title=color-alpha::x.y: alpha 2 is \"outside\"\\u{A}[0, 1] 100%25 [color-alpha]\n")
    }
}
