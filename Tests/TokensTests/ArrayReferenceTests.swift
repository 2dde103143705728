import Foundation
import XCTest
@testable import Tokens
import Geometry

/// DTCG 2025.10 lets a reference stand wherever a value goes, array elements included: a
/// gradient's stop (an alias of another gradient, whose stops it stands for, or a `$ref` to one
/// stop), a stop's colour as an alias, a shadow's layer, a font family name, a Bézier's number.
/// And what the exports need from how a value was written: its aliases and rem, by field.
final class ArrayReferenceTests: XCTestCase {
    func parse(_ json: String) throws -> TokenSet { try TokenSet.parse(Data(json.utf8), file: "t.json") }
    static let red = #"{"colorSpace": "srgb", "components": [1, 0, 0]}"#
    static let blue = #"{"colorSpace": "srgb", "components": [0, 0, 1]}"#

    func testGradientStopsMayBeReferences() throws {
        let set = try parse("""
            {"color": {"$type": "color", "a": {"$value": \(Self.red)}, "b": {"$value": "{color.a}"}},
             "gradient": {"$type": "gradient",
               "base": {"$value": [{"color": "{color.a}", "position": 0}, {"color": \(Self.blue), "position": 1}]},
               "stop": {"$value": [{"color": "{color.b}", "position": 0.5}]},
               "g": {"$value": [{"color": "{color.a}", "position": 0}, "{gradient.stop}", {"$ref": "#/gradient/base/$value/1"}]}}}
            """)
        guard case .gradient(let stops) = set.tokens["gradient.g"]!.value else { return XCTFail() }
        XCTAssertEqual(stops.map(\.position), [0, 0.5, 1])
        XCTAssertEqual(stops.map(\.color.hex), ["#FF0000", "#FF0000", "#0000FF"])
        let refs = set.tokens["gradient.g"]!.refs
        XCTAssertEqual(refs["[0].color"], "color.a", "a stop's colour written as an alias")
        XCTAssertEqual(refs["[1]"], "gradient.stop", "a stop spliced in from another gradient")
        XCTAssertEqual(refs["[1].color"], "color.b", "its stop's alias, at its new place")
        XCTAssertNil(refs["[2].color"], "a $ref into a value is that value, not an alias")
        XCTAssertNil(refs["[2]"])
        XCTAssertEqual(set.tokens["gradient.stop"]!.refs["[0].color"], "color.b")
    }

    func testAnElementMustNameATokenOfItsListsType() {
        XCTAssertThrowsError(try parse("""
            {"color": {"$type": "color", "a": {"$value": \(Self.red)}},
             "g": {"$type": "gradient", "t": {"$value": [{"color": "{color.a}", "position": 0}, "{color.a}"]}}}
            """)) { e in
            XCTAssertEqual((e as? TokenError)?.path, "g.t")
            XCTAssertTrue("\(e)".contains("is a color token; a gradient is needed here"), "\(e)")
        }
        XCTAssertThrowsError(try parse(#"{"g": {"$type": "gradient", "t": {"$value": ["{no.such}"]}}}"#)) { e in
            XCTAssertTrue("\(e)".contains("'{no.such}' names no token"), "\(e)")
        }
        XCTAssertThrowsError(try parse(#"{"g": {"$type": "gradient", "t": {"$value": ["{g.t}"]}}}"#), "a cycle") { e in
            XCTAssertEqual((e as? TokenError)?.rule, "reference-cycle", "\(e)")
        }
    }

    /// A shadow list may name single shadow tokens (Format 9.6); a fontFamily list and a
    /// cubicBezier hold names and numbers only (8.3, 8.6: decisions, cases 3 and 13).
    func testShadowListsTakeReferencesToSingleShadows() throws {
        let px = { (x: Int) in #"{"value": \#(x), "unit": "px"}"# }
        let set = try parse("""
            {"shadow": {"$type": "shadow", "base": {"$value": {"color": \(Self.red), "offsetX": \(px(0)), "offsetY": \(px(1)), "blur": \(px(2)), "spread": \(px(0))}},
                        "two": {"$value": ["{shadow.base}", {"color": "{shadow.c}", "offsetX": \(px(0)), "offsetY": \(px(4)), "blur": {"value": 0.5, "unit": "rem"}, "spread": \(px(0))}]},
                        "c": {"$type": "color", "$value": \(Self.blue)}}}
            """)
        guard case .shadow(let layers) = set.tokens["shadow.two"]!.value else { return XCTFail() }
        XCTAssertEqual(layers.map(\.blur), [2, 8])
        XCTAssertEqual(set.tokens["shadow.two"]!.refs, ["[0]": "shadow.base", "[1].color": "shadow.c"])
        XCTAssertEqual(set.tokens["shadow.two"]!.remFields, ["[1].blur"])
        // "{font.brand}" in a list is never spliced: check refuses it, and so every command.
        XCTAssertThrowsError(try parse(#"{"font": {"$type": "fontFamily", "brand": {"$value": ["Inter"]}, "text": {"$value": ["{font.brand}", "sans-serif"]}}}"#)) { e in
            XCTAssertEqual((e as? TokenError)?.rule, "value-fontFamily", "\(e)")
        }
        XCTAssertThrowsError(try parse(#"{"n": {"$type": "number", "half": {"$value": 0.5}}, "c": {"$type": "cubicBezier", "$value": ["{n.half}", 0, 0.58, 1]}}"#))
    }

    func testAliasesAndRemAreRecordedByField() throws {
        let set = try parse("""
            {"size": {"$type": "dimension", "body": {"$value": {"value": 1.0625, "unit": "rem"}}, "alias": {"$value": "{size.body}"},
                      "px": {"$value": {"value": 3, "unit": "px"}}},
             "font": {"family": {"$type": "fontFamily", "$value": "Inter"}, "bold": {"$type": "fontWeight", "$value": 700}},
             "type": {"$type": "typography", "body": {"$value": {"fontFamily": "{font.family}", "fontSize": "{size.body}", "fontWeight": 400,
                        "letterSpacing": {"value": 0.01, "unit": "rem"}, "lineHeight": 1.2}},
                      "ref": {"$value": {"$ref": "#/type/body"}}}}
            """)
        XCTAssertEqual(set.tokens["size.body"]!.value, .dimension(17))
        XCTAssertEqual(set.tokens["size.body"]!.remFields, [""])
        XCTAssertEqual(set.tokens["size.alias"]!.refs, ["": "size.body"])
        XCTAssertEqual(set.tokens["size.alias"]!.remFields, [""], "an alias of a rem dimension is in rem")
        XCTAssertEqual(set.tokens["size.px"]!.remFields, [])
        XCTAssertEqual(set.tokens["type.body"]!.refs, ["fontFamily": "font.family", "fontSize": "size.body"])
        XCTAssertEqual(set.tokens["type.body"]!.remFields, ["fontSize", "letterSpacing"])
        XCTAssertEqual(set.tokens["type.ref"]!.refs, ["": "type.body"], "a $ref to a whole token is an alias")
    }
}
