import Foundation
import XCTest
@testable import Tokens
import Geometry

/// Every way a token file can be wrong is refused with the file, the dotted path and the reason.
final class TokenLoadingTests: XCTestCase {
    func parse(_ json: String, file: String = "t.json") throws -> TokenSet {
        try TokenSet.parse(Data(json.utf8), file: file)
    }

    /// A file the model refuses is refused with `check`'s first problem: its rule, path and message.
    func assertError(_ json: String, _ rule: String, path: String?, mentions: String,
                     file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try parse(json), file: file, line: line) { error in
            guard let e = error as? TokenError else { return XCTFail("not a TokenError: \(error)", file: file, line: line) }
            XCTAssertEqual(e.rule, rule, "\(e)", file: file, line: line)
            XCTAssertEqual(e.path, path, "\(e)", file: file, line: line)
            XCTAssertTrue(e.description.hasPrefix("t.json"), "names the file: \(e)", file: file, line: line)
            XCTAssertTrue(e.description.contains(mentions), "'\(e)' should mention '\(mentions)'", file: file, line: line)
        }
    }

    let red = ##"{"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#FF0000"}"##

    func testTheRepositoryFileLoads() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("design-tokens.json")
        let t = try TokenSet.load(path: url.path)
        XCTAssertEqual(try t.color("color.facade.sandstone").hex, "#D8C29E")
        XCTAssertEqual(try t.color("color.sheet.material").a, 0.92, accuracy: 1e-9)
        XCTAssertEqual(try t.dimension("size.canvas.width"), 393)
        XCTAssertEqual(try t.cubicBezier("motion.curve.easeInOut"), [0.42, 0, 0.58, 1])
        XCTAssertEqual(try t.font("type.order.title").size, 34)
        XCTAssertEqual(try t.font("type.order.title").weight, 700)
        XCTAssertEqual(try t.font("type.pickup.code").weight, 800)
        let spring = try t.spring("motion.spring.card")
        XCTAssertEqual(spring.duration, 0.4); XCTAssertEqual(spring.bounce, 0.15)
    }

    func testGroupTypeIsInheritedAndAliasesResolve() throws {
        let t = try parse(##"{"c": {"$type": "color", "a": {"$value": \##(red)}, "b": {"$value": "{c.a}"}}}"##)
        XCTAssertEqual(try t.color("c.b").hex, "#FF0000")
        XCTAssertEqual(t.tokens["c.b"]?.alias, "c.a")
    }

    func testAliasChainsAndAliasesInsideComposites() throws {
        let t = try parse("""
        {"size": {"$type": "dimension", "base": {"$value": {"value": 17, "unit": "px"}}, "body": {"$value": "{size.base}"}},
         "fam": {"$type": "fontFamily", "text": {"$value": ["Inter", "sans-serif"]}},
         "w": {"$type": "fontWeight", "bold": {"$value": "semi-bold"}},
         "type": {"$type": "typography", "body": {"$value": {"fontFamily": "{fam.text}", "fontSize": "{size.body}", "fontWeight": "{w.bold}",
                                                        "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2}}}}
        """)
        let f = try t.font("type.body")
        XCTAssertEqual(f.size, 17); XCTAssertEqual(f.weight, 600); XCTAssertEqual(f.family, "Inter, sans-serif")
    }

    func testRemAndMillisecondUnits() throws {
        let t = try parse(#"{"d": {"$type": "dimension", "x": {"$value": {"value": 2, "unit": "rem"}}}, "t": {"$type": "duration", "x": {"$value": {"value": 250, "unit": "ms"}}}}"#)
        XCTAssertEqual(try t.dimension("d.x"), 32)
        XCTAssertEqual(try t.duration("t.x"), 0.25)
    }

    func testInvalidJSON() {
        assertError(#"{"c": {"$type": "color",}"#, "json-syntax", path: nil, mentions: "invalid JSON")
    }

    func testTopLevelMustBeAnObject() {
        assertError("[1, 2]", "root-object", path: nil, mentions: "top level")
    }

    func testUnknownAlias() {
        assertError(#"{"c": {"$type": "color", "a": {"$value": "{c.nope}"}}}"#, "reference-unresolved", path: "c.a", mentions: "{c.nope}")
    }

    func testUnknownAliasInsideAComposite() {
        assertError(#"{"t": {"$type": "typography", "x": {"$value": {"fontFamily": "Inter", "fontSize": "{size.gone}", "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2}}}}"#,
                    "reference-unresolved", path: "t.x", mentions: "fontSize")
    }

    func testAliasCycle() {
        assertError(#"{"c": {"$type": "color", "a": {"$value": "{c.b}"}, "b": {"$value": "{c.a}"}}}"#,
                    "reference-cycle", path: "c.a", mentions: "circular reference among c.a, c.b")
    }

    func testSelfAlias() {
        assertError(#"{"c": {"$type": "color", "a": {"$value": "{c.a}"}}}"#, "reference-cycle", path: "c.a", mentions: "refers to itself")
    }

    func testUnknownType() {
        assertError(#"{"c": {"$type": "colour", "a": {"$value": 1}}}"#, "type-unknown", path: "c", mentions: "not a DTCG type")
    }

    /// A `$type` on the alias itself must agree with the token it names; a group's does not
    /// apply to an alias, whose type is the named token's (Format 5.2.2; docs/maintainers/dtcg-decisions.md, case 10).
    func testAliasOfTheWrongType() throws {
        assertError(#"{"n": {"$type": "number", "x": {"$value": 1}}, "c": {"a": {"$type": "color", "$value": "{n.x}"}}}"#,
                    "reference-type", path: "c.a", mentions: "is a number")
        let t = try parse(#"{"n": {"$type": "number", "x": {"$value": 1}}, "c": {"$type": "color", "a": {"$value": "{n.x}"}}}"#)
        XCTAssertEqual(try t.number("c.a"), 1)
    }

    func testTokenWithoutAnyType() {
        assertError(#"{"a": {"$value": 3}}"#, "type-missing", path: "a", mentions: "no $type")
    }

    func testAskingForTheWrongTypeNamesTheToken() throws {
        let t = try parse(#"{"n": {"$type": "number", "x": {"$value": 1}}}"#)
        XCTAssertThrowsError(try t.color("n.x")) { XCTAssertEqual(($0 as? TokenError)?.kind, .wrongType) }
    }

    func testMissingToken() throws {
        let t = try parse(#"{"n": {"$type": "number", "x": {"$value": 1}}}"#)
        XCTAssertThrowsError(try t.color("color.road")) { e in
            XCTAssertEqual((e as? TokenError)?.kind, .missing)
            XCTAssertEqual((e as? TokenError)?.path, "color.road")
        }
    }

    func testMalformedColours() {
        assertError(##"{"c": {"$type": "color", "a": {"$value": "#FF0000"}}}"##, "value-color", path: "c.a", mentions: "a color value must be an object")
        assertError(#"{"c": {"$type": "color", "a": {"$value": {"colorSpace": "srgb", "components": [1, 0]}}}}"#,
                    "color-components", path: "c.a", mentions: "3 components")
        assertError(#"{"c": {"$type": "color", "a": {"$value": {"colorSpace": "srgb", "components": [2, 0, 0]}}}}"#,
                    "color-components", path: "c.a", mentions: "outside [0, 1]")
        assertError(##"{"c": {"$type": "color", "a": {"$value": {"colorSpace": "srgb", "hex": "#12345"}}}}"##,
                    "value-color", path: "c.a", mentions: "needs 'components'")
        assertError(#"{"c": {"$type": "color", "a": {"$value": {"colorSpace": "cmyk", "components": [1, 0, 0]}}}}"#,
                    "color-space", path: "c.a", mentions: "is not a color space")
    }

    /// `hex` is a fallback (Color 4.1): one that disagrees with the components is `check`'s
    /// `color-hex-mismatch` (issue 43.3), so no command reads it; one with a sign is not six hex digits (17).
    func testHexIsAFallbackOfSixHexDigits() throws {
        assertError(##"{"c": {"$type": "color", "a": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#00FF00"}}}}"##,
                    "color-hex-mismatch", path: "c.a", mentions: "#FF0000")
        assertError(##"{"c": {"$type": "color", "a": {"$value": {"colorSpace": "srgb", "components": [0, 1, 1], "hex": "#+fffff"}}}}"##,
                    "color-hex", path: "c.a", mentions: "6-digit CSS hex")
    }

    func testMalformedDimensions() {
        assertError(#"{"d": {"$type": "dimension", "a": {"$value": "16px"}}}"#, "value-dimension", path: "d.a", mentions: "must be an object")
        assertError(#"{"d": {"$type": "dimension", "a": {"$value": {"value": 16, "unit": "pt"}}}}"#, "value-dimension", path: "d.a", mentions: "unit")
        assertError(#"{"d": {"$type": "dimension", "a": {"$value": {"value": true, "unit": "px"}}}}"#, "value-dimension", path: "d.a", mentions: "'value' must be a number")
    }

    func testMalformedDurationCurveAndWeight() {
        assertError(#"{"t": {"$type": "duration", "a": {"$value": {"value": 1, "unit": "min"}}}}"#, "value-duration", path: "t.a", mentions: "is not 'ms' or 's'")
        assertError(#"{"t": {"$type": "cubicBezier", "a": {"$value": [1.5, 0, 0.5, 1]}}}"#, "value-cubicBezier", path: "t.a", mentions: "P1x 1.5 is outside [0, 1]")
        assertError(#"{"t": {"$type": "fontWeight", "a": {"$value": "chunky"}}}"#, "value-fontWeight", path: "t.a", mentions: "not a font weight name")
    }

    func testSpringBounceOutOfRange() throws {
        let t = try parse(#"{"s": {"duration": {"$type": "duration", "$value": {"value": 0.5, "unit": "s"}}, "bounce": {"$type": "number", "$value": 3}}}"#)
        XCTAssertThrowsError(try t.spring("s")) { XCTAssertEqual(($0 as? TokenError)?.path, "s.bounce") }
    }

    func testMissingFile() {
        XCTAssertThrowsError(try TokenSet.load(path: "/nonexistent/tokens.json")) { e in
            XCTAssertEqual((e as? TokenError)?.kind, .notFound)
            XCTAssertTrue("\(e)".contains("/nonexistent/tokens.json"))
        }
    }
}
