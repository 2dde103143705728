import Foundation
import TestSupport
import XCTest

/// `pickup import --from tokens-studio` as a user runs it: what it writes passes `pickup check`,
/// every context of its resolver exports through `pickup tokens` (CSS, Swift, asset catalog),
/// the same input gives the same bytes, and a large export imports in seconds.
final class TokensStudioCommandTests: XCTestCase {
    static let fixtures = TokensStudioImportTests.fixtures

    func imported(_ source: String, file: StaticString = #filePath, line: UInt = #line) throws -> (dir: String, stderr: String) {
        let out = Repo.tempDir("pickup-ts-import") + "/tokens"
        let r = try Tool.run(Repo.pickupBinary, ["import", "--from", "tokens-studio", source, "--out", out])
        XCTAssertEqual(r.status, 0, r.stderr, file: file, line: line)
        return (out, r.stderr)
    }

    func bytes(_ dir: String) throws -> [String: Data] {
        var out: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: dir) { out[name] = FileManager.default.contents(atPath: dir + "/" + name) }
        return out
    }

    /// Every context of every modifier (the others at their defaults) through check and the three exports.
    func exportEveryContext(_ dir: String, _ contexts: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let resolver = dir + "/design-tokens.resolver.json"
        let check = try Tool.run(Repo.pickupBinary, ["check", resolver])
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr, file: file, line: line)
        for context in contexts {
            for (format, out) in [("css", "t.css"), ("swift", "T.swift"), ("xcassets", "T.xcassets")] {
                let target = Repo.tempDir("pickup-ts-export") + "/" + out
                var args = ["tokens", "--resolver", resolver, "--format", format, "--out", target]
                if !context.isEmpty { args += ["--context", context] }
                let r = try Tool.run(Repo.pickupBinary, args)
                XCTAssertEqual(r.status, 0, "\(context) \(format): \(r.stderr)", file: file, line: line)
                XCTAssertTrue(FileManager.default.fileExists(atPath: target), "\(context) \(format)", file: file, line: line)
            }
        }
    }

    func testTheSingleFileImportsChecksAndExportsInEveryContext() throws {
        let (dir, stderr) = try imported(Self.fixtures + "/single.json")
        XCTAssertTrue(stderr.contains("warning:") && stderr.contains("textCase"), stderr)
        try exportEveryContext(dir, ["Mode=Light", "Mode=Dark", "Density=Compact", "Density=Comfortable"])
        let css = Repo.tempDir("pickup-ts-css") + "/dark.css"
        let r = try Tool.run(Repo.pickupBinary, ["tokens", "--resolver", dir + "/design-tokens.resolver.json", "--context", "Mode=Dark",
                                                 "--format", "css", "--out", css])
        XCTAssertEqual(r.status, 0, r.stderr)
        let text = try String(contentsOfFile: css, encoding: .utf8)
        XCTAssertTrue(text.contains("#101010"), "the dark context's own background: \(text)")
    }

    func testTheFolderAndTheThemelessFileImportAndExport() throws {
        try exportEveryContext(try imported(Self.fixtures + "/folder").dir, ["theme=Brand A", "theme=Brand B"])
        try exportEveryContext(try imported(Self.fixtures + "/no-themes.json").dir, [""])
        try exportEveryContext(try imported(Self.fixtures + "/shapes.json").dir, [""])
    }

    func testImportingTwiceGivesTheSameBytes() throws {
        for source in ["single.json", "folder"] {
            let a = try imported(Self.fixtures + "/" + source).dir, b = try imported(Self.fixtures + "/" + source).dir
            XCTAssertEqual(try bytes(a), try bytes(b), source)
            XCTAssertFalse(try bytes(a).isEmpty)
        }
    }

    func testTenThousandTokensImportInSeconds() throws {
        var sets: [String] = []
        for s in 0..<10 {
            var tokens: [String] = []
            for i in 0..<1000 {
                let value = i % 3 == 0 ? "\"#\(String(format: "%06x", s * 1000 + i))\"" : i % 3 == 1 ? "\"\(i)px\"" : "\"{set\(s).t\(i - 1)} * 2\""
                let type = i % 3 == 0 ? "color" : "spacing"
                tokens.append("\"t\(i)\": {\"value\": \(value), \"type\": \"\(type)\"}")
            }
            sets.append("\"set\(s)\": {\"set\(s)\": {\(tokens.joined(separator: ","))}}")
        }
        let file = Repo.tempDir("pickup-ts-large") + "/large.json"
        try ("{" + sets.joined(separator: ",") + "}").write(toFile: file, atomically: true, encoding: .utf8)
        let start = Date()
        let (dir, _) = try imported(file)
        print("pickup import of 10,000 Tokens Studio tokens: \(String(format: "%.2f", Date().timeIntervalSince(start))) s")
        let written = try String(contentsOfFile: dir + "/set9.tokens.json", encoding: .utf8)
        XCTAssertTrue(written.contains("\"t999\""), "the last token is written")
        XCTAssertTrue(written.contains("\"value\": 1994"), "t998 = t997 * 2 = 997px * 2")
    }
}
