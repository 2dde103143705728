import Foundation
import JSONReader
import TestSupport
import XCTest

/// One reader and one rule set: `pickup check FILE` and the loader behind `pickup tokens
/// --format css --tokens FILE` (or `--resolver FILE`) give one verdict on every file, and where
/// `check` finds a problem the loader stops on the same one — file, line, column and rule —
/// because the loader runs `check`'s own rules first (TokenCheck). Over the whole corpus
/// (every case decided in docs/maintainers/dtcg-decisions.md included), over files made by breaking a valid
/// one in many ways, and at the reader's 64 MiB bound.
final class OneReaderTests: XCTestCase {
    static let corpus = Repo.root + "/Tests/TokenCheckTests/Corpus"

    /// `check`'s first problem (file, line, column, rule), or nil when it reports none.
    func checkFirst(_ file: String) throws -> (file: String, line: Int, column: Int, rule: String)? {
        let r = try Tool.run(CLITests.binary, ["check", "--format", "json", file])
        let problems = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]] ?? []
        guard let p = problems.first else { return nil }
        return (p["file"] as! String, p["line"] as! Int, p["column"] as! Int, p["rule"] as! String)
    }

    /// A resolver's modifiers that have no default, each with the context `check` tries for it
    /// (its first, in the file's order): the loader asks the user to choose one (exit 64).
    func choices(_ resolver: String) -> [String] {
        guard let root = try? JSONScanner.document(Data(contentsOf: URL(fileURLWithPath: resolver)), file: resolver) else { return [] }
        var out: [String] = []
        for entry in root["resolutionOrder"]?.items ?? [] {
            let ref = entry["$ref"]?.string ?? ""
            let m = ref.hasPrefix("#/modifiers/") ? root["modifiers"]?[String(ref.dropFirst("#/modifiers/".count))] : entry
            guard let m, m["default"] == nil, let first = m["contexts"]?.keys?.first, let name = ref.isEmpty ? m["name"]?.string : String(ref.dropFirst("#/modifiers/".count)) else { continue }
            out += ["--context", "\(name)=\(first)"]
        }
        return out
    }

    func loader(_ file: String) throws -> ToolRun {
        let resolver = file.hasSuffix(".resolver.json")
        return try Tool.run(CLITests.binary, ["tokens", "--format", "css", resolver ? "--resolver" : "--tokens", file, "--out", "-", "--platform", "all"]
                            + (resolver ? choices(file) : []))
    }

    /// Both commands on `file`: one verdict, and where check finds a problem the loader reports
    /// that one (exit 65), at the same place with the same rule.
    func assertOneVerdict(_ file: String, _ label: String, file f: StaticString = #filePath, line l: UInt = #line) throws {
        let first = try checkFirst(file)
        let loaded = try loader(file)
        guard let first else {
            XCTAssertEqual(loaded.status, 0, "\(label): check passes it; the loader: \(loaded.stderr)", file: f, line: l)
            return
        }
        XCTAssertEqual(loaded.status, 65, "\(label): check stops at \(first); the loader: \(loaded.stderr)", file: f, line: l)
        XCTAssertTrue(loaded.stderr.contains("\(first.file):\(first.line):\(first.column): ") && loaded.stderr.contains("[\(first.rule)]"),
                      "\(label): check's first problem is \(first.file):\(first.line):\(first.column) [\(first.rule)]; the loader: \(loaded.stderr)", file: f, line: l)
    }

    func testEveryCorpusFileGetsOneVerdictAndOneFirstProblem() throws {
        let files = FileManager.default.enumerator(atPath: Self.corpus)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".json") && $0 != "expected.json" }.sorted()
        XCTAssertGreaterThan(files.count, 40)
        var refused = 0, resolvers = 0
        for f in files {
            try assertOneVerdict(Self.corpus + "/" + f, f)
            if try checkFirst(Self.corpus + "/" + f) != nil { refused += 1 }
            if f.hasSuffix(".resolver.json") { resolvers += 1 }
        }
        XCTAssertGreaterThanOrEqual(refused, 30, "the corpus holds the refused cases")
        XCTAssertGreaterThanOrEqual(resolvers, 3, "the corpus holds resolvers")
    }

    /// A resolver whose modifier has no default: `check` judges the file (valid); a command that
    /// draws needs the user to choose a context (Resolver Module 6.1), and says so (exit 64),
    /// and with one chosen, passes.
    func testAModifierWithoutADefaultAsksForAChoice() throws {
        let file = Self.corpus + "/valid/resolver/tokens.resolver.json"
        XCTAssertFalse(choices(file).isEmpty, "the corpus resolver has a modifier without a default")
        let r = try Tool.run(CLITests.binary, ["tokens", "--format", "css", "--resolver", file, "--out", "-"])
        XCTAssertEqual(r.status, 64, r.stderr)
        XCTAssertTrue(r.stderr.contains("has no default context: choose one with --context"), r.stderr)
        XCTAssertEqual(try loader(file).status, 0)
    }

    /// A file one byte over the reader's 64 MiB bound (sparse: nothing is written) is refused by
    /// both, unread: as a token file, and as a resolver's source.
    func testAFileOverTheBoundIsRefusedByBoth() throws {
        let dir = Repo.tempDir("pickup-one-reader-big")
        let big = dir + "/big.tokens.json"
        FileManager.default.createFile(atPath: big, contents: Data("{".utf8))
        let h = try FileHandle(forWritingTo: URL(fileURLWithPath: big))
        try h.truncate(atOffset: UInt64(JSONScanner.maxBytes + 1))
        try h.close()
        let resolver = dir + "/big.resolver.json"
        try Data(##"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "big.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/base"}]}"##.utf8)
            .write(to: URL(fileURLWithPath: resolver))
        for file in [big, resolver] {
            let checked = try Tool.run(CLITests.binary, ["check", file])
            XCTAssertNotEqual(checked.status, 0, checked.stdout)
            XCTAssertTrue(checked.stdout.contains("64 MiB"), checked.stdout)
            let loaded = try loader(file)
            XCTAssertEqual(loaded.status, 65, loaded.stderr)
            XCTAssertTrue(loaded.stderr.contains("64 MiB") && loaded.stderr.contains("[file-read]"), loaded.stderr)
        }
    }

    /// A valid token file broken in many ways, each read alike by both.
    func testBrokenFilesAreReadAlike() throws {
        let dir = Repo.tempDir("pickup-one-reader")
        let valid = """
            {
              "color": {
                "$type": "color",
                "ink": { "$value": { "colorSpace": "srgb", "components": [0.1, 0.1, 0.1] }, "$description": "Café ink" }
              },
              "size": { "$type": "dimension", "gap": { "$value": { "value": 8, "unit": "px" } } }
            }
            """
        var cases: [(String, Data)] = [("valid", Data(valid.utf8))]
        let bytes = Array(valid.utf8)
        // Every structural character removed, and a stray comma before each closing bracket.
        for (i, b) in bytes.enumerated() where "{}[]:,\"".utf8.contains(b) {
            var d = bytes; d.remove(at: i); cases.append(("without byte \(i)", Data(d)))
            if b == UInt8(ascii: "}") || b == UInt8(ascii: "]") {
                var c = bytes; c.insert(UInt8(ascii: ","), at: i); cases.append(("comma before byte \(i)", Data(c)))
            }
        }
        cases += [
            ("duplicate key", Data(valid.replacingOccurrences(of: "\"$type\": \"dimension\",", with: "\"$type\": \"dimension\", \"$type\": \"dimension\",").utf8)),
            ("lone surrogate", Data(valid.replacingOccurrences(of: "Café", with: "Caf\\uDC00").utf8)),
            ("surrogate pair", Data(valid.replacingOccurrences(of: "Café", with: "Caf\\uD83D\\uDE00").utf8)),
            ("UTF-16 with a BOM", valid.data(using: .utf16)!),
            ("UTF-16LE without one", valid.data(using: .utf16LittleEndian)!),
            ("UTF-8 BOM", Data([0xEF, 0xBB, 0xBF] + bytes)),
            ("Latin-1", valid.data(using: .isoLatin1)!),
            ("leading zero", Data(valid.replacingOccurrences(of: "\"value\": 8", with: "\"value\": 08").utf8)),
            ("control character", Data(valid.replacingOccurrences(of: "Café ink", with: "Café\tink").utf8)),
            ("NaN", Data(valid.replacingOccurrences(of: "\"value\": 8", with: "\"value\": NaN").utf8)),
            ("empty", Data()),
            ("two documents", Data((valid + valid).utf8)),
            ("300 levels", Data(valid.replacingOccurrences(of: "\"$description\": \"Café ink\"",
                                                        with: "\"$extensions\": {\"x\": " + String(repeating: "[", count: 300) + String(repeating: "]", count: 300) + "}").utf8)),
        ]
        for (i, (label, data)) in cases.enumerated() {
            let path = dir + "/case-\(i).tokens.json"
            try data.write(to: URL(fileURLWithPath: path))
            try assertOneVerdict(path, label)
        }
    }
}
