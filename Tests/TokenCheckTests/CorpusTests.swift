import Foundation
import JSONReader
import XCTest
@testable import TokenCheck

/// The corpus: every case under Corpus/ checked, and its problems compared with the ones
/// Corpus/expected.json lists (written by hand from the spec), exactly: none missing, none extra.
final class CorpusTests: XCTestCase {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus").path

    struct Expected: Decodable {
        var file: String?
        var line: Int
        var column: Int?
        var at: String?
        var path: String
        var rule: String
        var contexts: String?
    }
    struct Case: Decodable {
        var file: String
        var schema: String
        var expect: [Expected]
    }
    struct Manifest: Decodable { var cases: [Case] }

    /// One problem as compared: file (relative to Corpus/), line, column, path, rule.
    struct Key: Hashable, CustomStringConvertible {
        var file: String, line: Int, column: Int, path: String, rule: String
        var description: String { "\(file):\(line):\(column) \(path) [\(rule)]" }
    }

    static func manifest() throws -> Manifest {
        let data = try Data(contentsOf: URL(fileURLWithPath: corpus + "/expected.json"))
        return try JSONDecoder().decode(Manifest.self, from: data)
    }

    /// The column `e` means: given, or where its `at` text first stands on its line (1-based, in characters).
    func column(of e: Expected, in file: String) throws -> Int {
        if let c = e.column { return c }
        let text = try String(contentsOfFile: Self.corpus + "/" + file, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard e.line <= lines.count, let at = e.at, let r = lines[e.line - 1].range(of: at) else {
            XCTFail("expected.json: '\(e.at ?? "")' is not on line \(e.line) of \(file)")
            return 0
        }
        return lines[e.line - 1].distance(from: lines[e.line - 1].startIndex, to: r.lowerBound) + 1
    }

    func testEveryCaseReportsExactlyItsExpectedProblems() throws {
        let m = try Self.manifest()
        XCTAssertGreaterThanOrEqual(m.cases.count, 20)
        for c in m.cases {
            let problems = TokenCheck.check(files: [Self.corpus + "/" + c.file])
            let got = Set(problems.map { p in
                Key(file: String(p.file.dropFirst(Self.corpus.count + 1)), line: p.line, column: p.column, path: p.path, rule: p.rule)
            })
            var want = Set<Key>()
            for e in c.expect {
                let file = e.file ?? c.file
                want.insert(Key(file: file, line: e.line, column: try column(of: e, in: file), path: e.path, rule: e.rule))
            }
            let missing = want.subtracting(got).sorted { $0.description < $1.description }
            let extra = got.subtracting(want).sorted { $0.description < $1.description }
            XCTAssert(missing.isEmpty && extra.isEmpty, """
                \(c.file):
                  missing: \(missing.map(\.description).joined(separator: "\n           "))
                  extra:   \(extra.map(\.description).joined(separator: "\n           "))
                  messages: \(problems.map(\.text).joined(separator: "\n            "))
                """)
            XCTAssertEqual(problems.count, got.count, "\(c.file): a problem reported twice")
            // A problem found in some of a resolver's contexts names them.
            for e in c.expect {
                guard let ctx = e.contexts else { continue }
                XCTAssert(problems.contains { $0.rule == e.rule && $0.message.hasSuffix("(in \(ctx))") }, "\(c.file): \(e.rule) should name \(ctx)")
            }
        }
    }

    /// Every corpus file is a case (none forgotten), and every rule of the spec that a file can
    /// break is broken by at least one invalid case.
    func testTheCorpusCoversEveryCaseFileAndRule() throws {
        let m = try Self.manifest()
        let listed = Set(m.cases.map(\.file))
        let files = FileManager.default.enumerator(atPath: Self.corpus)!.compactMap { $0 as? String }
        for f in files where f.hasSuffix(".json") && f != "expected.json" {
            let isCase = !f.contains("/resolver/") || f.hasSuffix(".resolver.json")
            if isCase { XCTAssert(listed.contains(f), "\(f) is in Corpus/ but not in expected.json") }
        }
        let covered = Set(m.cases.flatMap { $0.expect.map(\.rule) })
        let coveredElsewhere: Set<Rule> = [.fileRead, .referenceLimit, .resolverLimit]   // tested in LimitTests
        for r in Rule.allCases where !coveredElsewhere.contains(r) {
            XCTAssert(covered.contains(r.rawValue), "no corpus case breaks \(r.rawValue)")
        }
        for c in m.cases where c.file.hasPrefix("valid/") { XCTAssertEqual(c.expect.count, 0, c.file) }
    }
}

/// docs/dtcg-rules.md, the table of rules, names every rule `check` reports.
final class RuleTableTests: XCTestCase {
    func testEveryRuleIsInTheTable() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/dtcg-rules.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        for r in Rule.allCases { XCTAssertTrue(text.contains("`\(r.rawValue)`"), "docs/dtcg-rules.md lacks \(r.rawValue)") }
    }
}
