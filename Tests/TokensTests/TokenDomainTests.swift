import Foundation
import Geometry
@testable import Tokens
import Typeface
import XCTest

/// Every value the screens read has a domain, checked where it is read, and the loader
/// refuses what no domain could hold (non-finite or absurd numbers, alias chains past the limit).
final class TokenDomainTests: XCTestCase {
    func parse(_ json: String) throws -> TokenSet { try TokenSet.parse(Data(json.utf8), file: "t.json") }

    func testAValueOutsideItsDomainNamesFilePathValueAndRange() throws {
        let t = try parse(#"{"d": {"$type": "dimension", "w": {"$value": {"value": 0, "unit": "px"}}}}"#)
        XCTAssertThrowsError(try t.dimension("d.w", in: 1...2000)) { e in
            let e = e as! TokenError
            XCTAssertEqual(e.kind, .outOfRange)
            XCTAssertEqual(e.path, "d.w")
            XCTAssertEqual(e.description, "t.json: token 'd.w': value 0px is outside the allowed range 1…2000 px")
        }
        XCTAssertEqual(try t.dimension("d.w", in: 0...10), 0)
    }

    func testOpenEnds() throws {
        let t = try parse(#"{"n": {"$type": "number", "fov": {"$value": 180}, "zero": {"$value": 0}}}"#)
        XCTAssertThrowsError(try t.number("n.fov", in: .open(0, 180))) { e in
            XCTAssertTrue("\(e)".contains("> 0 and < 180"), "\(e)")
        }
        XCTAssertThrowsError(try t.number("n.zero", in: .above(0, through: 10)))
        XCTAssertEqual(Domain.open(0, 180).contains(179.9), true)
        XCTAssertEqual(Domain.closed(0...1).contains(.nan), false)
        XCTAssertEqual(Domain.closed(-1e9...1e9).contains(.infinity), false)
    }

    /// Any finite number loads (Format 8.7; decisions, case 20); a screen's domain refuses it
    /// where it is read. What is not finite never loads: 1e999 (not a finite JSON number), a rem
    /// whose × 16 overflows.
    func testAnyFiniteNumberLoadsAndTheScreensBoundItWhereTheyRead() throws {
        for v in ["1e308", "-1e308", "1e7"] {
            let t = try parse(#"{"d": {"$type": "dimension", "w": {"$value": {"value": \#(v), "unit": "px"}}}}"#)
            XCTAssertThrowsError(try t.dimension("d.w", in: Domain(0, 2000))) { e in
                XCTAssertEqual((e as? TokenError)?.kind, .outOfRange, "\(e)")
                XCTAssertEqual((e as? TokenError)?.path, "d.w")
            }
        }
        XCTAssertThrowsError(try parse(#"{"d": {"$type": "dimension", "w": {"$value": {"value": 1e308, "unit": "rem"}}}}"#)) { e in
            XCTAssertEqual((e as? TokenError)?.rule, "value-dimension", "\(e)")
            XCTAssertTrue("\(e)".contains("not a finite number"), "\(e)")
        }
        XCTAssertThrowsError(try parse(#"{"n": {"$type": "number", "x": {"$value": 1e999}}}"#))   // inf, or invalid JSON
        XCTAssertThrowsError(try parse(#"{"n": {"$type": "number", "x": {"$value": "NaN"}}}"#)) { e in
            XCTAssertEqual((e as? TokenError)?.rule, "value-number")
        }
        let curve = try parse(#"{"c": {"$type": "cubicBezier", "x": {"$value": [0.5, 1e300, 0.5, 1]}}}"#)
        XCTAssertThrowsError(try curve.curve("c.x")) { e in XCTAssertEqual((e as? TokenError)?.kind, .outOfRange) }
    }

    func testAliasChainsAreBounded() throws {
        func chain(_ n: Int) -> String {
            var parts = (0..<n).map { "\"a\($0)\": {\"$value\": \"{c.a\($0 + 1)}\"}" }
            parts.append("\"a\(n)\": {\"$value\": 1}")
            return "{\"c\": {\"$type\": \"number\", " + parts.joined(separator: ", ") + "}}"
        }
        XCTAssertEqual(try parse(chain(64)).number("c.a0"), 1)
        for n in [65, 50_000] {
            XCTAssertThrowsError(try parse(chain(n))) { e in
                XCTAssertEqual((e as? TokenError)?.rule, "reference-limit", "\(e)")
                XCTAssertTrue("\(e)".contains("at most 64"), "\(e)")
            }
        }
    }

    func testFontSizeAndTracking() throws {
        func font(_ size: Double, _ tracking: Double) throws -> Font {
            try parse(#"{"t": {"$type": "typography", "x": {"$value": {"fontFamily": "Inter", "fontSize": {"value": \#(size), "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": \#(tracking), "unit": "px"}, "lineHeight": 1.2}}}}"#).font("t.x")
        }
        XCTAssertEqual(try font(17, -0.4).size, 17)
        XCTAssertThrowsError(try font(0, 0)) { XCTAssertTrue("\($0)".contains("fontSize 0px"), "\($0)") }
        XCTAssertThrowsError(try font(201, 0))
        XCTAssertThrowsError(try font(17, 9)) { XCTAssertTrue("\($0)".contains("letterSpacing"), "\($0)") }
    }

    func testSpringsNeedAPositiveDurationAndABounceBelowOne() throws {
        func spring(_ d: Double, _ b: Double) throws -> SpringToken {
            try parse(#"{"s": {"duration": {"$type": "duration", "$value": {"value": \#(d), "unit": "s"}}, "bounce": {"$type": "number", "$value": \#(b)}}}"#).spring("s")
        }
        XCTAssertEqual(try spring(0.5, 0.3).bounce, 0.3)
        XCTAssertThrowsError(try spring(0, 0.3)) { XCTAssertEqual(($0 as? TokenError)?.path, "s.duration") }
        XCTAssertThrowsError(try spring(0.5, 1)) { XCTAssertEqual(($0 as? TokenError)?.path, "s.bounce") }
        XCTAssertEqual(try spring(0.5, -1).bounce, -1)
    }

    func testQRContrast() throws {
        let t = try parse("{}")
        let black = Color(r: 0, g: 0, b: 0), light = Color(r: 0.937, g: 0.937, b: 0.937)
        XCTAssertNoThrow(try t.requireContrast("dark", black, on: "light", light, atLeast: 3))
        XCTAssertEqual(TokenSet.contrast(black, over: Color(r: 1, g: 1, b: 1)), 21, accuracy: 1e-9)
        XCTAssertThrowsError(try t.requireContrast("dark", Color(r: 0.7, g: 0.7, b: 0.7), on: "light", light, atLeast: 3)) { e in
            XCTAssertEqual((e as? TokenError)?.path, "dark"); XCTAssertTrue("\(e)".contains("below the 3:1"), "\(e)")
        }
        XCTAssertThrowsError(try t.requireContrast("dark", light, on: "light", black, atLeast: 3)) { e in
            XCTAssertTrue("\(e)".contains("not darker"), "\(e)")
        }
        // Translucent dark modules are judged as composited on the light colour.
        XCTAssertThrowsError(try t.requireContrast("dark", black.opacity(0.2), on: "light", light, atLeast: 3))
    }

    // MARK: domains declared in the file ($extensions.com.pickup.domain)

    func testDomainsAreDeclaredOnTokensOrGroups() throws {
        let t = try parse(#"""
            {"d": {"$type": "dimension", "$extensions": {"com.pickup": {"domain": {"minimum": 0, "maximum": 200}}},
                   "gap": {"$value": {"value": 8, "unit": "px"}},
                   "side": {"$value": {"value": 8, "unit": "px"}, "$extensions": {"com.pickup": {"domain": {"exclusiveMinimum": 0, "maximum": 10}}}}},
             "c": {"$type": "color", "$extensions": {"com.pickup": {"domain": {"alpha": {"minimum": 0.3, "maximum": 1}}}},
                   "ink": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}},
             "free": {"$type": "number", "n": {"$value": 1}}}
            """#)
        XCTAssertEqual(t.tokens["d.gap"]?.domain, TokenDomain(value: Domain(0, 200)), "inherited from the group")
        XCTAssertEqual(t.tokens["d.side"]?.domain, TokenDomain(value: Domain(0, 10, lowerOpen: true)), "its own replaces the group's")
        XCTAssertEqual(t.tokens["c.ink"]?.domain, TokenDomain(parts: ["alpha": Domain(0.3, 1)]))
        XCTAssertNil(t.tokens["free.n"]?.domain)
    }

    func testMalformedDomainsAreRefusedWithTheirPath() {
        let cases: [(String, String)] = [
            (#"{"minimum": 0, "maximum": "9"}"#, "maximum must be a number"),
            (#"{"min": 0}"#, "unknown key 'min'"),
            (#"{"minimum": 5, "maximum": 1}"#, "holds no value"),
            (#"{"minimum": 0, "exclusiveMinimum": 0, "maximum": 1}"#, "together"),
            (#"{"alpha": {"minimum": 0, "maximum": 1}}"#, "a dimension's domain is a range"),
            (#"{}"#, "must be an object"),
        ]
        for (domain, mention) in cases {
            let doc = #"{"d": {"$type": "dimension", "w": {"$value": {"value": 1, "unit": "px"}, "$extensions": {"com.pickup": {"domain": "#
                + domain + "}}}}}"
            XCTAssertThrowsError(try parse(doc), domain) { e in
                XCTAssertEqual((e as? TokenError)?.rule, "pickup-extension", "\(e)")
                XCTAssertEqual((e as? TokenError)?.path, "d.w", "\(e)")
                XCTAssertTrue("\(e)".contains(mention), "\(domain): \(e)")
            }
        }
    }

    func testNarrowingNeverWidens() {
        let declared = Domain(0, 60)
        XCTAssertEqual(declared.intersection(Domain(2.9, .infinity, lowerOpen: true)), Domain(2.9, 60, lowerOpen: true))
        XCTAssertEqual(declared.intersection(Domain(0, .infinity, lowerOpen: true)), Domain(0, 60, lowerOpen: true), "equal ends: open wins")
        XCTAssertEqual(declared.intersection(Domain(-5, 100)), declared)
        XCTAssertEqual(Domain(480, .infinity).intersection(Domain(-.infinity, 500)), Domain(480, 500))
        XCTAssertEqual("\(Domain(480, .infinity))", "≥ 480")
        XCTAssertEqual("\(Domain(-.infinity, 3, upperOpen: true))", "< 3")
        XCTAssertEqual("\(Domain(0, 10, lowerOpen: true))", "> 0 and ≤ 10")
    }
}
