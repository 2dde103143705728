import Foundation
import XCTest
@testable import Tokens
import Geometry

/// Every way a token file can be wrong is refused with the file, the dotted path and the reason.
final class TokenLoadingTests: XCTestCase {
    func parse(_ json: String, file: String = "t.json") throws -> TokenSet {
        try TokenSet.parse(Data(json.utf8), file: file)
    }

    func assertError(_ json: String, _ kind: TokenError.Kind, path: String?, mentions: String,
                     file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try parse(json), file: file, line: line) { error in
            guard let e = error as? TokenError else { return XCTFail("not a TokenError: \(error)", file: file, line: line) }
            XCTAssertEqual(e.kind, kind, "\(e)", file: file, line: line)
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
        assertError(#"{"c": {"$type": "color",}"#, .invalidJSON, path: nil, mentions: "invalid JSON")
    }

    func testTopLevelMustBeAnObject() {
        assertError("[1, 2]", .invalidJSON, path: nil, mentions: "top level")
    }

    func testUnknownAlias() {
        assertError(#"{"c": {"$type": "color", "a": {"$value": "{c.nope}"}}}"#, .unknownAlias, path: "c.a", mentions: "{c.nope}")
    }

    func testUnknownAliasInsideAComposite() {
        assertError(#"{"t": {"$type": "typography", "x": {"$value": {"fontFamily": "Inter", "fontSize": "{size.gone}", "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2}}}}"#,
                    .unknownAlias, path: "t.x", mentions: "fontSize")
    }

    func testAliasCycle() {
        assertError(#"{"c": {"$type": "color", "a": {"$value": "{c.b}"}, "b": {"$value": "{c.a}"}}}"#,
                    .aliasCycle, path: "c.a", mentions: "c.a → c.b → c.a")
    }

    func testSelfAlias() {
        assertError(#"{"c": {"$type": "color", "a": {"$value": "{c.a}"}}}"#, .aliasCycle, path: "c.a", mentions: "cycle")
    }

    func testUnknownType() {
        assertError(#"{"c": {"$type": "colour", "a": {"$value": 1}}}"#, .wrongType, path: "c", mentions: "unknown $type")
    }

    /// A `$type` on the alias itself must agree with the token it names; a group's does not
    /// apply to an alias, whose type is the named token's (Format 5.2.2; docs/maintainers/dtcg-decisions.md, case 10).
    func testAliasOfTheWrongType() throws {
        assertError(#"{"n": {"$type": "number", "x": {"$value": 1}}, "c": {"a": {"$type": "color", "$value": "{n.x}"}}}"#,
                    .wrongType, path: "c.a", mentions: "is a number")
        let t = try parse(#"{"n": {"$type": "number", "x": {"$value": 1}}, "c": {"$type": "color", "a": {"$value": "{n.x}"}}}"#)
        XCTAssertEqual(try t.number("c.a"), 1)
    }

    func testTokenWithoutAnyType() {
        assertError(#"{"a": {"$value": 3}}"#, .wrongType, path: "a", mentions: "no $type")
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
        assertError(##"{"c": {"$type": "color", "a": {"$value": "#FF0000"}}}"##, .malformedValue, path: "c.a", mentions: "malformed colour")
        assertError(#"{"c": {"$type": "color", "a": {"$value": {"colorSpace": "srgb", "components": [1, 0]}}}}"#,
                    .malformedValue, path: "c.a", mentions: "three numbers")
        assertError(#"{"c": {"$type": "color", "a": {"$value": {"colorSpace": "srgb", "components": [2, 0, 0]}}}}"#,
                    .malformedValue, path: "c.a", mentions: "0…1")
        assertError(##"{"c": {"$type": "color", "a": {"$value": {"colorSpace": "srgb", "hex": "#12345"}}}}"##,
                    .malformedValue, path: "c.a", mentions: "malformed hex")
        assertError(#"{"c": {"$type": "color", "a": {"$value": {"colorSpace": "cmyk", "components": [1, 0, 0]}}}}"#,
                    .malformedValue, path: "c.a", mentions: "unknown colour space")
    }

    /// `hex` is a fallback (Color 4.1): one that disagrees with the components is read, and the
    /// components win (docs/maintainers/dtcg-decisions.md, case 18); one with a sign is not six hex digits (17).
    func testHexIsAFallbackOfSixHexDigits() throws {
        let t = try TokenSet.parse(Data(##"{"c": {"$type": "color", "a": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#00FF00"}}}}"##.utf8), file: "t.json")
        XCTAssertEqual(try t.color("c.a").hex, "#FF0000")
        assertError(##"{"c": {"$type": "color", "a": {"$value": {"colorSpace": "srgb", "components": [0, 1, 1], "hex": "#+fffff"}}}}"##,
                    .malformedValue, path: "c.a", mentions: "malformed hex")
    }

    func testMalformedDimensions() {
        assertError(#"{"d": {"$type": "dimension", "a": {"$value": "16px"}}}"#, .malformedValue, path: "d.a", mentions: "malformed dimension")
        assertError(#"{"d": {"$type": "dimension", "a": {"$value": {"value": 16, "unit": "pt"}}}}"#, .malformedValue, path: "d.a", mentions: "unit")
        assertError(#"{"d": {"$type": "dimension", "a": {"$value": {"value": true, "unit": "px"}}}}"#, .malformedValue, path: "d.a", mentions: "malformed dimension")
    }

    func testMalformedDurationCurveAndWeight() {
        assertError(#"{"t": {"$type": "duration", "a": {"$value": {"value": 1, "unit": "min"}}}}"#, .malformedValue, path: "t.a", mentions: "unknown duration unit")
        assertError(#"{"t": {"$type": "cubicBezier", "a": {"$value": [1.5, 0, 0.5, 1]}}}"#, .malformedValue, path: "t.a", mentions: "x1 and x2")
        assertError(#"{"t": {"$type": "fontWeight", "a": {"$value": "chunky"}}}"#, .malformedValue, path: "t.a", mentions: "unknown font weight")
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
