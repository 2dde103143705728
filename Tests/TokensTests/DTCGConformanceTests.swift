import Foundation
import XCTest
@testable import Tokens
import Geometry

/// The Design Tokens Format Module 2025.10's rules, type by type: snippets the format allows
/// load (and give the values it defines); snippets it forbids are refused naming the token.
final class DTCGConformanceTests: XCTestCase {
    func parse(_ json: String) throws -> TokenSet { try TokenSet.parse(Data(json.utf8), file: "t.json") }

    /// A document with one token `g.t` of `type` whose `$value` is `value` (JSON text).
    func doc(_ type: String, _ value: String, extra: String = "") -> String {
        #"{"g": {"$type": "\#(type)", "t": {"$value": \#(value)\#(extra)}}}"#
    }

    func valid(_ type: String, _ values: [String], file: StaticString = #filePath, line: UInt = #line) {
        for v in values {
            XCTAssertNoThrow(try parse(doc(type, v)), "\(type) \(v) is valid", file: file, line: line)
        }
    }

    func invalid(_ type: String, _ values: [String], file: StaticString = #filePath, line: UInt = #line) {
        for v in values {
            XCTAssertThrowsError(try parse(doc(type, v)), "\(type) \(v) is invalid", file: file, line: line) { e in
                guard let e = e as? TokenError else { return XCTFail("not a TokenError: \(e)", file: file, line: line) }
                XCTAssertEqual(e.path, "g.t", "\(e)", file: file, line: line)
            }
        }
    }

    static let red = #"{"colorSpace": "srgb", "components": [1, 0, 0]}"#
    static let px4 = #"{"value": 4, "unit": "px"}"#

    func testColor() throws {
        valid("color", [
            #"{"colorSpace": "srgb", "components": [1, 0.5, 0]}"#,
            ##"{"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 0.5, "hex": "#ff0000"}"##,
            #"{"colorSpace": "srgb", "components": ["none", 0, 0]}"#,
            #"{"colorSpace": "srgb-linear", "components": [0.2, 0.2, 0.2]}"#,
            ##"{"colorSpace": "display-p3", "components": [1, 0, 0], "hex": "#ff0000"}"##,
            #"{"colorSpace": "a98-rgb", "components": [0.5, 0.5, 0.5]}"#,
            #"{"colorSpace": "prophoto-rgb", "components": [0.5, 0.5, 0.5]}"#,
            #"{"colorSpace": "rec2020", "components": [0.5, 0.5, 0.5]}"#,
            #"{"colorSpace": "hsl", "components": [200, 50, 50]}"#,
            #"{"colorSpace": "hwb", "components": [200, 10, 10]}"#,
            #"{"colorSpace": "lab", "components": [50, -20, 30]}"#,
            #"{"colorSpace": "lch", "components": [50, 30, 120]}"#,
            #"{"colorSpace": "oklab", "components": [0.6, -0.1, 0.1]}"#,
            #"{"colorSpace": "oklch", "components": [0.6, 0.1, 120]}"#,
            #"{"colorSpace": "xyz-d65", "components": [0.3, 0.3, 0.3]}"#,
            #"{"colorSpace": "xyz-d50", "components": [0.3, 0.3, 0.3]}"#,
        ])
        invalid("color", [
            ##""#ff0000""##,                                                              // a string is not a colour
            #"{"components": [1, 0, 0]}"#,                                              // no colorSpace
            #"{"colorSpace": "cmyk", "components": [1, 0, 0]}"#,                        // unknown space
            ##"{"colorSpace": "srgb", "hex": "#ff0000"}"##,                             // components are required
            #"{"colorSpace": "srgb", "components": [1, 0]}"#,
            #"{"colorSpace": "srgb", "components": [1.5, 0, 0]}"#,
            #"{"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 2}"#,
            ##"{"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#f00"}"##,
            #"{"colorSpace": "srgb", "components": [1, 0, 0], "opacity": 1}"#,         // unknown property
            #"{"colorSpace": "hsl", "components": [400, 50, 50]}"#,                     // hue 0…360
            #"{"colorSpace": "hsl", "components": [200, 150, 50]}"#,                    // saturation 0…100
            #"{"colorSpace": "oklch", "components": [0.5, -1, 0]}"#,                    // chroma ≥ 0
            #"{"colorSpace": "display-p3", "components": [1, 0, "red"]}"#,
        ])
    }

    func testColourSpacesConvertToSRGB() throws {
        func c(_ space: String, _ comps: String) throws -> Color {
            try parse(doc("color", #"{"colorSpace": "\#(space)", "components": \#(comps)}"#)).color("g.t")
        }
        XCTAssertEqual(try c("hsl", "[0, 100, 50]").hex, "#FF0000")
        XCTAssertEqual(try c("hwb", "[120, 0, 0]").hex, "#00FF00")
        XCTAssertEqual(try c("srgb-linear", "[1, 0, 0]").hex, "#FF0000")
        XCTAssertEqual(try c("oklab", "[1, 0, 0]").hex, "#FFFFFF")
        XCTAssertEqual(try c("lab", "[100, 0, 0]").hex, "#FFFFFF")
        XCTAssertEqual(try c("xyz-d65", "[0.4124, 0.2126, 0.0193]").hex, "#FF0000")
        // CSS Color 4's example: color(display-p3 0.9175 0.2003 0.1386) is sRGB ≈ (1, 0, 0).
        XCTAssertEqual(try c("display-p3", "[0.9175, 0.2003, 0.1386]").hex, "#FF0000")
        XCTAssertEqual(try c("oklch", "[0.6279554, 0.2576833, 29.2338851]").hex, "#FF0000")
        // A wide-gamut colour is clipped for drawing; its source is kept for the exports.
        let t = try parse(doc("color", #"{"colorSpace": "display-p3", "components": [1, 0, 0]}"#))
        XCTAssertEqual(try t.color("g.t").hex, "#FF0000")
        XCTAssertEqual(t.tokens["g.t"]?.colorSource?.colorSpace, "display-p3")
        XCTAssertEqual(t.tokens["g.t"]?.colorSource?.clipped, true)
    }

    func testDimensionDurationNumber() {
        valid("dimension", [#"{"value": 16, "unit": "px"}"#, #"{"value": -0.5, "unit": "rem"}"#])
        invalid("dimension", [#""16px""#, #"{"value": 16, "unit": "em"}"#, #"{"value": 16}"#,
                              #"{"value": "16", "unit": "px"}"#, #"{"value": 16, "unit": "px", "x": 1}"#])
        // The format's schema allows a negative duration; screens refuse one by their ranges.
        valid("duration", [#"{"value": 100, "unit": "ms"}"#, #"{"value": 0.5, "unit": "s"}"#, #"{"value": -1, "unit": "s"}"#])
        invalid("duration", [#""100ms""#, #"{"value": 1, "unit": "min"}"#])
        valid("number", ["0", "-3.5", "1e3"])
        invalid("number", [#""1""#, "true", "null", "[1]"])
    }

    func testFontFamilyAndWeight() {
        valid("fontFamily", [#""Inter""#, #"["Inter", "sans-serif"]"#])
        invalid("fontFamily", [#""""#, "[]", "[1]", #"["Inter", ""]"#, "12"])
        valid("fontWeight", ["1", "400", "1000", "450.5", #""thin""#, #""hairline""#, #""semi-bold""#, #""extra-black""#])
        invalid("fontWeight", ["0", "1001", #""heavyish""#, "true"])
    }

    func testCubicBezier() {
        valid("cubicBezier", ["[0.42, 0, 0.58, 1]", "[0, -1, 1, 2]"])
        invalid("cubicBezier", ["[0.42, 0, 0.58]", "[1.5, 0, 0.5, 1]", "[0, 0, -0.1, 1]", #""ease""#, #"[0, 0, 1, "1"]"#])
    }

    func testStrokeStyle() throws {
        valid("strokeStyle", StrokeStyleValue.keywords.map { "\"\($0)\"" }
              + [#"{"dashArray": [{"value": 4, "unit": "px"}, {"value": 2, "unit": "px"}], "lineCap": "round"}"#])
        invalid("strokeStyle", [#""wavy""#, #"{"dashArray": [], "lineCap": "round"}"#,
                                #"{"dashArray": [{"value": 4, "unit": "px"}]}"#,
                                #"{"dashArray": [{"value": 4, "unit": "px"}], "lineCap": "pointy"}"#,
                                #"{"dashArray": [4], "lineCap": "round"}"#])
        let t = try parse(doc("strokeStyle", #"{"dashArray": [{"value": 0.25, "unit": "rem"}], "lineCap": "butt"}"#))
        XCTAssertEqual(t.tokens["g.t"]?.value, .strokeStyle(StrokeStyleValue(keyword: nil, dashArray: [4], lineCap: "butt")))
    }

    func testBorder() throws {
        valid("border", [#"{"color": \#(Self.red), "width": \#(Self.px4), "style": "solid"}"#,
                         #"{"color": \#(Self.red), "width": \#(Self.px4), "style": {"dashArray": [\#(Self.px4)], "lineCap": "round"}}"#])
        invalid("border", [#"{"color": \#(Self.red), "width": \#(Self.px4)}"#,
                           #"{"color": \#(Self.red), "width": 4, "style": "solid"}"#,
                           #"{"color": \#(Self.red), "width": \#(Self.px4), "style": "wavy"}"#,
                           #"{"color": \#(Self.red), "width": \#(Self.px4), "style": "solid", "radius": \#(Self.px4)}"#])
    }

    func testShadow() throws {
        let layer = #"{"color": \#(Self.red), "offsetX": \#(Self.px4), "offsetY": \#(Self.px4), "blur": \#(Self.px4), "spread": {"value": 0, "unit": "px"}}"#
        let inset = #"{"color": \#(Self.red), "offsetX": \#(Self.px4), "offsetY": \#(Self.px4), "blur": \#(Self.px4), "spread": \#(Self.px4), "inset": true}"#
        // A negative blur is a dimension (decisions, case 19); no screen draws a shadow token.
        valid("shadow", [layer, "[\(layer), \(inset)]",
                         #"{"color": \#(Self.red), "offsetX": \#(Self.px4), "offsetY": \#(Self.px4), "blur": {"value": -1, "unit": "px"}, "spread": \#(Self.px4)}"#])
        invalid("shadow", ["[]", #"{"color": \#(Self.red), "offsetX": \#(Self.px4), "offsetY": \#(Self.px4), "blur": \#(Self.px4)}"#,
                           #"{"color": \#(Self.red), "offsetX": \#(Self.px4), "offsetY": \#(Self.px4), "blur": \#(Self.px4), "spread": \#(Self.px4), "inset": "yes"}"#])
        let t = try parse(doc("shadow", "[\(layer), \(inset)]"))
        guard case .shadow(let layers) = t.tokens["g.t"]!.value else { return XCTFail() }
        XCTAssertEqual(layers.count, 2); XCTAssertEqual(layers[1].inset, true); XCTAssertEqual(layers[0].spread, 0)
    }

    func testGradient() throws {
        valid("gradient", [#"[{"color": \#(Self.red), "position": 0}, {"color": \#(Self.red), "position": 1}]"#])
        invalid("gradient", ["[]", #"[{"color": \#(Self.red)}]"#, #"[{"color": \#(Self.red), "position": "50%"}]"#, #"{"color": \#(Self.red), "position": 0}"#])
        // Positions outside 0…1 are clamped (§ gradient).
        let t = try parse(doc("gradient", #"[{"color": \#(Self.red), "position": -1}, {"color": \#(Self.red), "position": 2}]"#))
        guard case .gradient(let stops) = t.tokens["g.t"]!.value else { return XCTFail() }
        XCTAssertEqual(stops.map(\.position), [0, 1])
    }

    func testTypographyNeedsAllFiveProperties() throws {
        let parts = [#""fontFamily": "Inter""#, #""fontSize": {"value": 16, "unit": "px"}"#, #""fontWeight": 400"#,
                     #""letterSpacing": {"value": 0, "unit": "px"}"#, #""lineHeight": 1.5"#]
        let full = parts.joined(separator: ", ")
        valid("typography", ["{\(full)}"])
        for (i, missing) in ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"].enumerated() {
            let kept = parts.enumerated().filter { $0.offset != i }.map(\.element).joined(separator: ", ")
            XCTAssertThrowsError(try parse(doc("typography", "{\(kept)}")), "typography without \(missing)") { e in
                XCTAssertTrue("\(e)".contains("needs '\(missing)'"), "\(e)")
            }
        }
        invalid("typography", [#"{\#(full), "textCase": "upper"}"#,
                               #"{"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": {"value": 24, "unit": "px"}}"#])
    }

    func testTransition() {
        let ok = #"{"duration": {"value": 200, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0.5, 0, 1, 1]}"#
        valid("transition", [ok])
        invalid("transition", [#"{"duration": {"value": 200, "unit": "ms"}, "timingFunction": [0.5, 0, 1, 1]}"#,
                               #"{"duration": {"value": 200, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0.5, 0, 1, 1], "x": 1}"#])
    }

    func testUnknownTypeAndReservedProperties() {
        XCTAssertThrowsError(try parse(doc("string", #""hello""#)))
        XCTAssertThrowsError(try parse(doc("number", "1", extra: #", "$comment": "x""#))) { e in
            XCTAssertTrue("\(e)".contains("'$comment' is not a token property"), "\(e)")
        }
        XCTAssertThrowsError(try parse(doc("number", "1", extra: #", "$description": 3"#)))
        XCTAssertThrowsError(try parse(doc("number", "1", extra: #", "$extensions": "x""#)))
        XCTAssertThrowsError(try parse(doc("number", "1", extra: #", "$deprecated": 1"#)))
        XCTAssertThrowsError(try parse(#"{"g": {"$type": "number", "a.b": {"$value": 1}}}"#))
        XCTAssertNoThrow(try parse(#"{"$schema": "https://www.designtokens.org/schemas/2025.10/format.json", "n": {"$type": "number", "$value": 1}}"#))
    }

    func testDeprecatedAndExtensionsAreCarried() throws {
        let t = try parse(#"""
        {"old": {"$type": "number", "$deprecated": "Use new.", "a": {"$value": 1}, "b": {"$value": 2, "$deprecated": false},
                 "c": {"$value": 3, "$extensions": {"com.example": {"z": 1, "a": [true]}}}},
         "x": {"$type": "number", "$value": 4, "$deprecated": true}}
        """#)
        XCTAssertEqual(t.tokens["old.a"]?.deprecated, "Use new.")
        XCTAssertNil(t.tokens["old.b"]?.deprecated)
        XCTAssertEqual(t.tokens["x"]?.deprecated, "")
        XCTAssertEqual(t.tokens["old.c"]?.extensions, #"{"com.example":{"a":[true],"z":1}}"#)
    }

    func testRootTokens() throws {
        let t = try parse(#"""
        {"color": {"$type": "color", "accent": {"$root": {"$value": \#(Self.red)}, "light": {"$value": "{color.accent.$root}"}},
                   "link": {"$value": "{color.accent.$root}"}}}
        """#)
        XCTAssertEqual(try t.color("color.accent.$root").hex, "#FF0000")
        XCTAssertEqual(try t.color("color.accent.light").hex, "#FF0000")
        XCTAssertEqual(try t.color("color.link").hex, "#FF0000")
        // `{color.accent}` names a group, not a token (Format 7.1.1; decisions, case 11).
        XCTAssertThrowsError(try parse(#"{"color": {"$type": "color", "accent": {"$root": {"$value": \#(Self.red)}}, "link": {"$value": "{color.accent}"}}}"#)) { e in
            XCTAssertEqual((e as? TokenError)?.rule, "reference-not-token", "\(e)")
        }
        XCTAssertThrowsError(try parse(#"{"c": {"$root": {"a": 1}}}"#))
    }

    func testJSONPointerReferences() throws {
        let t = try parse(#"""
        {"base": {"$type": "color", "red": {"$value": \#(Self.red)}},
         "size": {"$type": "dimension", "s": {"$value": {"value": 8, "unit": "px"}}},
         "alias": {"$type": "color", "whole": {"$value": {"$ref": "#/base/red"}},
                   "part": {"$value": {"colorSpace": "srgb", "components": [{"$ref": "#/base/red/$value/components/0"}, 0.5, 0], "alpha": 1}}},
         "b": {"$type": "border", "x": {"$value": {"color": {"$ref": "#/base/red"}, "width": {"$ref": "#/size/s/$value"}, "style": "solid"}}}}
        """#)
        XCTAssertEqual(try t.color("alias.whole").hex, "#FF0000")
        XCTAssertEqual(t.tokens["alias.whole"]?.alias, "base.red")
        XCTAssertEqual(try t.color("alias.part").g, 0.5)
        guard case .border(let b) = t.tokens["b.x"]!.value else { return XCTFail() }
        XCTAssertEqual(b.width, 8); XCTAssertEqual(b.color.hex, "#FF0000")
        // Refused: nothing there, a group, another document, a cycle, extra keys.
        for (ref, rule) in [("#/base/blue", "reference-unresolved"), ("#/base", "value-color"), ("other.json#/base/red", "reference-syntax")] {
            XCTAssertThrowsError(try parse(#"{"base": {"$type": "color", "red": {"$value": \#(Self.red)}}, "a": {"$type": "color", "$value": {"$ref": "\#(ref)"}}}"#)) { e in
                XCTAssertEqual((e as? TokenError)?.rule, rule, "\(e)"); XCTAssertEqual((e as? TokenError)?.path, "a")
            }
        }
        XCTAssertThrowsError(try parse(##"{"a": {"$type": "number", "$value": {"$ref": "#/b/$value"}}, "b": {"$type": "number", "$value": {"$ref": "#/a/$value"}}}"##)) { e in
            XCTAssertEqual((e as? TokenError)?.rule, "reference-cycle", "\(e)")
        }
        XCTAssertThrowsError(try parse(##"{"a": {"$type": "number", "$value": {"$ref": "#/b", "x": 1}}, "b": {"$type": "number", "$value": 1}}"##))
    }

    func testGroupExtends() throws {
        let t = try parse(#"""
        {"button": {"$type": "dimension", "padding": {"$value": {"value": 8, "unit": "px"}}, "radius": {"$value": {"value": 4, "unit": "px"}}},
         "big": {"$extends": "{button}", "padding": {"$value": {"value": 16, "unit": "px"}}},
         "pill": {"$extends": "#/big", "radius": {"$value": {"value": 99, "unit": "px"}}}}
        """#)
        XCTAssertEqual(try t.dimension("big.padding"), 16)
        XCTAssertEqual(try t.dimension("big.radius"), 4)
        XCTAssertEqual(try t.dimension("pill.padding"), 16)
        XCTAssertEqual(try t.dimension("pill.radius"), 99)
        XCTAssertThrowsError(try parse(#"{"a": {"$extends": "{b}"}, "b": {"$extends": "{a}"}}"#)) { e in
            XCTAssertEqual((e as? TokenError)?.rule, "extends-cycle", "\(e)")
        }
        XCTAssertThrowsError(try parse(#"{"a": {"$extends": "{a.b}", "b": {"$type": "number", "$value": 1}}}"#))
        XCTAssertThrowsError(try parse(#"{"a": {"$extends": "{nowhere}"}}"#)) { e in XCTAssertEqual((e as? TokenError)?.rule, "extends-target") }
        XCTAssertThrowsError(try parse(#"{"a": {"$extends": "{b}"}, "b": {"$type": "number", "$value": 1}}"#)) { e in
            XCTAssertEqual((e as? TokenError)?.rule, "extends-not-group")
        }
    }

    /// The repository's own file uses the format as the schema has it: every typography token
    /// has all five properties; nothing a screen draws depends on the extra ones.
    func testTheRepositoryFileIsComplete() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("design-tokens.json")
        let t = try TokenSet.load(path: url.path)
        let type = t.tokens.values.filter { $0.value.type == .typography }
        XCTAssertEqual(type.count, 18)
        for tok in type { if case .typography(_, let lh) = tok.value { XCTAssertNotNil(lh, tok.path) } }
    }

    /// Token-level `$ref` (DTCG 2025.10: tools MUST support JSON Pointer syntax), the spec's own
    /// example: `"primary": {"$ref": "#/colors/blue"}` is the token blue names; a `$ref` to a
    /// group copies the group; into a value, the value; a cycle or a dangling pointer is refused.
    func testTokenLevelReferences() throws {
        let t = try parse(##"""
            {"colors": {"$type": "color", "blue": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}},
             "primary": {"$ref": "#/colors/blue", "$description": "Brand"},
             "palette": {"$ref": "#/colors"},
             "size": {"$type": "dimension", "s": {"$value": {"value": 4, "unit": "px"}}},
             "gap": {"$type": "number", "n": {"$ref": "#/size/s/$value/value"}}}
            """##)
        XCTAssertEqual(t.tokens["primary"]?.value, t.tokens["colors.blue"]?.value)
        XCTAssertEqual(t.tokens["primary"]?.description, "Brand")
        XCTAssertEqual(t.tokens["palette.blue"]?.value, t.tokens["colors.blue"]?.value)
        XCTAssertEqual(t.tokens["gap.n"]?.value, .number(4))
        XCTAssertThrowsError(try parse(##"{"a": {"$ref": "#/b"}, "b": {"$ref": "#/a"}}"##)) { e in
            XCTAssertEqual((e as? TokenError)?.rule, "reference-cycle", "\(e)")
        }
        XCTAssertThrowsError(try parse(##"{"a": {"$ref": "#/nowhere"}}"##)) { e in
            XCTAssertEqual((e as? TokenError)?.rule, "reference-unresolved", "\(e)")
        }
    }

    /// A negative duration is a duration (the schema allows it); a screen that reads one refuses
    /// it with its own range.
    func testNegativeDurationsAreTokensButNotTimings() throws {
        let t = try parse(#"{"d": {"$type": "duration", "$value": {"value": -120, "unit": "ms"}}}"#)
        XCTAssertEqual(t.tokens["d"]?.value, .duration(-0.12))
        var root = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("design-tokens.json"))) as! [String: Any]
        var motion = root["motion"] as! [String: Any], time = motion["time"] as! [String: Any]
        var tick = time["tick"] as! [String: Any]
        tick["$value"] = ["value": -1, "unit": "s"]
        time["tick"] = tick; motion["time"] = time; root["motion"] = motion
        let set = try TokenSet.parse(JSONSerialization.data(withJSONObject: root), file: "neg.json")
        XCTAssertThrowsError(try set[DurationKey("motion.time.tick", Domain(0, 60))]) { e in
            XCTAssertTrue("\(e)".contains("outside the allowed range"), "\(e)")
        }
    }
}
