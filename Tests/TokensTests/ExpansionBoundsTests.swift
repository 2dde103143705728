import Foundation
import XCTest
@testable import Tokens

/// Small files, bounded cost: what a document expands to is bounded, and refused past the bound
/// with the limit named (exit 65), quickly.
final class ExpansionBoundsTests: XCTestCase {
    func json(_ o: Any) throws -> Data { try JSONSerialization.data(withJSONObject: o) }

    /// Groups that extend the previous level twice double the document per level: 30 levels
    /// would be a billion tokens. Refused, naming the limit.
    func testDoublingExtendsIsRefused() throws {
        var doc: [String: Any] = ["g0": ["t": ["$type": "number", "$value": 1]]]
        for i in 1...30 { doc["g\(i)"] = ["a": ["$extends": "{g\(i - 1)}"], "b": ["$extends": "{g\(i - 1)}"]] }
        let start = Date()
        XCTAssertThrowsError(try TokenSet.parse(try json(doc), file: "ext.json")) { e in
            XCTAssertEqual((e as? TokenError)?.kind, .tooLarge)
            XCTAssertTrue("\(e)".contains("\(References.maxExpandedNodes)"), "\(e)")
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 30, "bounded, not minutes")
        // A few levels are fine.
        var small: [String: Any] = ["g0": ["t": ["$type": "number", "$value": 1]]]
        for i in 1...5 { small["g\(i)"] = ["a": ["$extends": "{g\(i - 1)}"], "b": ["$extends": "{g\(i - 1)}"]] }
        XCTAssertEqual(try TokenSet.parse(try json(small), file: "ok.json").tokens.count, 1 + 2 + 4 + 8 + 16 + 32)
    }

    /// Sets that include the previous set twice: each set is merged once, so 40 levels resolve
    /// at once (2^40 merges before).
    func testSetsIncludingEachOtherResolveInLinearTime() throws {
        var sets: [String: Any] = ["s0": ["sources": [["x": ["$type": "number", "$value": 1]]]]]
        for i in 1...40 { sets["s\(i)"] = ["sources": [["$ref": "#/sets/s\(i - 1)"], ["$ref": "#/sets/s\(i - 1)"]]] }
        let r = try Resolver(data: try json(["version": "2025.10", "sets": sets, "resolutionOrder": [["$ref": "#/sets/s40"]]]), file: "r.json")
        XCTAssertEqual(try r.resolve([:]).tokens.count, 1)
    }

    /// 2,000 contexts: read in order in one pass; a typo names a few of them, not all.
    func testManyContextsAndATypo() throws {
        var contexts: [String: Any] = [:]
        for i in 0..<2000 { contexts["c\(i)"] = [] as [Any] }
        let doc: [String: Any] = ["version": "2025.10", "sets": ["base": ["sources": [["x": ["$type": "number", "$value": 1]]]]],
                                  "resolutionOrder": [["$ref": "#/sets/base"], ["type": "modifier", "name": "device", "contexts": contexts]]]
        let start = Date()
        let r = try Resolver(data: try json(doc), file: "r.json")
        XCTAssertEqual(r.modifier("device")?.contexts.count, 2000)
        XCTAssertThrowsError(try r.resolve(["device": "zz"])) { e in
            XCTAssertTrue("\(e)".contains("(2000 in all)"), "\(e)")
            XCTAssertLessThan("\(e)".count, 400)
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
    }
}
