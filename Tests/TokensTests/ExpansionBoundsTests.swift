import Foundation
@testable import Tokens
import XCTest

/// A small file whose references double per level is refused as it grows, not after: lists that
/// name lists (a gradient's stops, a shadow's layers), groups copied twice by `$ref`, values
/// that name values twice. Each of these files is under 3 KB; unbounded they would ask for
/// 2^25 stops or 2^21 groups (gigabytes, minutes).
final class ExpansionBoundsTests: XCTestCase {
    func refused(_ object: [String: Any], _ what: String) {
        let data = try! JSONSerialization.data(withJSONObject: object)
        XCTAssertLessThan(data.count, 3000, what)
        XCTAssertThrowsError(try TokenSet.parse(data, file: "t.json"), what) { e in
            XCTAssertEqual((e as? TokenError)?.rule, "size-limit", "\(what): \(e)")
        }
    }

    func testListsThatNameListsStopAtTheirBound() {
        var g: [String: Any] = ["$type": "gradient",
                                "g0": ["$value": [["color": ["colorSpace": "srgb", "components": [0, 0, 0]], "position": 0]]]]
        for i in 1...25 { g["g\(i)"] = ["$value": Array(repeating: "{gradient.g\(i - 1)}", count: 2)] }
        refused(["gradient": g], "gradient stops")
        let px: [String: Any] = ["value": 0, "unit": "px"]
        var s: [String: Any] = ["$type": "shadow",
                                "s0": ["$value": ["color": ["colorSpace": "srgb", "components": [0, 0, 0]], "offsetX": px, "offsetY": px, "blur": px, "spread": px]]]
        for i in 1...22 { s["s\(i)"] = ["$value": Array(repeating: "{shadow.s\(i - 1)}", count: 2)] }
        refused(["shadow": s], "shadow layers")
        // Up to the bound, a list of lists is read: 2^9 = 512 stops.
        var ok: [String: Any] = ["$type": "gradient",
                                 "g0": ["$value": [["color": ["colorSpace": "srgb", "components": [0, 0, 0]], "position": 0]]]]
        for i in 1...9 { ok["g\(i)"] = ["$value": Array(repeating: "{gradient.g\(i - 1)}", count: 2)] }
        let set = try? TokenSet.parse(try! JSONSerialization.data(withJSONObject: ["gradient": ok]), file: "t.json")
        if case .gradient(let stops)? = set?.tokens["gradient.g9"]?.value { XCTAssertEqual(stops.count, 512) } else { XCTFail("g9 not read") }
    }

    func testRefsThatCopyTwicePerLevelStopAtTheirBound() {
        var d: [String: Any] = ["g0": ["t": ["$type": "number", "$value": 1]]]
        for i in 1...21 { d["g\(i)"] = ["a": ["$ref": "#/g\(i - 1)"], "b": ["$ref": "#/g\(i - 1)"]] }
        refused(d, "group copies")
        var v: [String: Any] = ["a0": ["$type": "fontFamily", "$value": ["A", "B"]]]
        for i in 1...29 { v["a\(i)"] = ["$type": "fontFamily", "$value": [["$ref": "#/a\(i - 1)/$value"], ["$ref": "#/a\(i - 1)/$value"]]] }
        refused(v, "value copies")
    }
}
