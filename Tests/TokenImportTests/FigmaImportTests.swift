import Foundation
import TokenCheck
@testable import TokenImport
import XCTest

/// What each kind of Figma variable becomes (Fixtures/figma/variables.json: three collections,
/// one of one mode and two of two, aliases within and across collections, every type and
/// scope, an extension collection and a deleted variable), each expectation written by hand
/// from the mapping.
final class FigmaImportTests: XCTestCase {
    typealias F = FigmaFixtures
    static let project = Result { try FigmaImport.read(file: F.path("variables")) }

    func project() throws -> ImportedProject { try Self.project.get() }

    static func color(_ c: [Double], alpha: Double? = nil) -> OutJSON {
        .members([("colorSpace", .string("srgb")), ("components", .array(c.map(OutJSON.number)))] + (alpha.map { [("alpha", OutJSON.number($0))] } ?? []))
    }
    static func px(_ x: Double) -> OutJSON { .members([("value", .number(x)), ("unit", .string("px"))]) }

    func testOneFilePerCollectionAndModeAndTheResolverLayers() throws {
        let p = try project()
        XCTAssertEqual(p.files.map(\.name), ["Primitives.tokens.json", "Brand.Dark.tokens.json", "Brand.Light.tokens.json",
                                             "Density.Compact.tokens.json", "Density.Regular.tokens.json"])
        guard p.layers.count == 3, case .set(let primitives) = p.layers[0], case .modifier(let brand) = p.layers[1],
              case .modifier(let density) = p.layers[2] else { return XCTFail("\(p.layers)") }
        XCTAssertEqual(brand.contexts.map(\.name), ["Dark", "Light"])
        XCTAssertEqual(brand.defaultContext, "Light", "defaultModeId, not the first mode")
        XCTAssertEqual(density.defaultContext, "Regular")
        XCTAssertEqual(primitives.files, ["Primitives.tokens.json"])
        // Figma's order of a collection's variables (`variableIds`, here the reverse of the file's).
        guard case .object(let compact)? = F.file(p, "Density.Compact.tokens.json") else { return XCTFail() }
        XCTAssertEqual(compact.map(\.key), ["Radius", "Padding"])
    }

    func testColoursAreSRGBWithAlphaOnlyWhenNotOpaque() throws {
        let prim = F.file(try project(), "Primitives.tokens.json")
        XCTAssertEqual(F.token(prim, "Blue.500")?["$value"], Self.color([0, 0.4, 1]))
        XCTAssertEqual(F.token(prim, "Blue.100")?["$value"], Self.color([0.8, 0.9, 1], alpha: 0.5))
        XCTAssertEqual(F.token(prim, "Blue.500")?["$type"], .string("color"))
        XCTAssertEqual(F.token(prim, "Blue.500")?["$description"], .string("The brand's blue."))
    }

    func testFloatsByScope() throws {
        let prim = F.file(try project(), "Primitives.tokens.json")
        let expected: [(String, String, OutJSON)] = [
            ("Space.4", "dimension", Self.px(16)), ("Space.1-5", "dimension", Self.px(6)), ("Radius.Card", "dimension", Self.px(12)),
            ("Stroke.Hairline", "dimension", Self.px(0.5)), ("Font.Size.Body", "dimension", Self.px(17)),
            ("Font.Line height.Body", "dimension", Self.px(22)), ("Font.Tracking.Body", "dimension", Self.px(-0.4)),
            ("Font.Paragraph.Spacing", "dimension", Self.px(8)), ("Font.Paragraph.Indent", "dimension", Self.px(0)),
            ("Font.Weight.Bold", "fontWeight", .number(700)), ("Opacity.Disabled", "number", .number(0.4)),
            ("Elevation.Blur", "number", .number(8)), ("Ratio.Golden", "number", .number(1.618)),
            ("Mixed.Gap or opacity", "number", .number(4)), ("Unscoped.Step", "number", .number(1)),
            ("Font.Family.Body", "fontFamily", .string("Inter")),
        ]
        for (path, type, value) in expected {
            XCTAssertEqual(F.token(prim, path)?["$type"], .string(type), path)
            XCTAssertEqual(F.token(prim, path)?["$value"], value, path)
        }
    }

    func testAliasesWithinAndAcrossCollectionsTakeTheirTargetsType() throws {
        let p = try project()
        let light = F.file(p, "Brand.Light.tokens.json"), dark = F.file(p, "Brand.Dark.tokens.json")
        XCTAssertEqual(F.token(light, "Color.Primary")?["$value"], .string("{Blue.500}"))
        XCTAssertEqual(F.token(dark, "Color.Primary")?["$value"], Self.color([0.6, 0.8, 1]))
        XCTAssertEqual(F.token(light, "Gap.Stack")?["$type"], .string("dimension"))
        XCTAssertEqual(F.token(light, "Gap.Stack")?["$value"], .string("{Space.4}"))
        XCTAssertEqual(F.token(light, "Font.Heading")?["$type"], .string("fontFamily"))
        let compact = F.file(p, "Density.Compact.tokens.json")
        XCTAssertEqual(F.token(compact, "Padding.Screen")?["$value"], .string("{Padding.Card}"))
        XCTAssertEqual(F.token(F.file(p, "Density.Regular.tokens.json"), "Padding.Screen")?["$value"], Self.px(24))
        XCTAssertEqual(F.token(compact, "Radius.Button")?["$value"], .string("{Radius.Card}"))
    }

    func testForbiddenCharactersAreReplacedAndFigmasOwnIsKept() throws {
        let prim = F.file(try project(), "Primitives.tokens.json")
        let tag = F.token(prim, "-Brand-.-tag")
        XCTAssertEqual(tag?["$extensions"]?["com.figma"]?["name"], .string("{Brand}/$tag"))
        let blue = F.token(prim, "Blue.500")?["$extensions"]?["com.figma"]
        XCTAssertEqual(blue?["variableId"], .string("VariableID:1:10"))
        XCTAssertEqual(blue?["scopes"], .array([.string("ALL_SCOPES")]))
        XCTAssertEqual(blue?["codeSyntax"], .members([("WEB", .string("var(--blue-500)")), ("iOS", .string("Color.blue500"))]))
        XCTAssertEqual(F.token(prim, "Unscoped.Step")?["$extensions"]?["com.figma"]?["hiddenFromPublishing"], .bool(true))
        XCTAssertNil(blue?["hiddenFromPublishing"])
    }

    func testWhatDTCGHasNoTypeForIsLeftOutAndSaid() throws {
        let p = try project()
        let prim = F.file(p, "Primitives.tokens.json")
        for path in ["Font.Style.Body", "Copy.Greeting", "Feature.New checkout", "Old.Accent"] { XCTAssertNil(F.token(prim, path), path) }
        XCTAssertNil(F.token(F.file(p, "Brand.Light.tokens.json"), "Copy.Title"))
        let warnings = p.warnings.joined(separator: "\n")
        for said in ["variable 'Font/Style/Body' (STRING without the FONT_FAMILY scope)", "variable 'Feature/New checkout' (BOOLEAN)",
                     "variable 'Copy/Title'", "variable 'Old/Accent'", "deleted in Figma", "collection 'Brand extended'"] {
            XCTAssertTrue(warnings.contains(said), "\(said) in:\n\(warnings)")
        }
        XCTAssertFalse(p.files.contains { $0.name.contains("extended") })
    }

    func testTheImportPassesCheckAndIsTheSameBytesTwice() throws {
        let a = F.folder(self), b = F.folder(self)
        _ = try ProjectWriter.write(try FigmaImport.read(file: F.path("variables")), to: a)
        _ = try ProjectWriter.write(try FigmaImport.read(file: F.path("variables")), to: b)
        XCTAssertEqual(TokenCheck.check(files: [a + "/design-tokens.resolver.json"]).map(\.text), [])
        for name in try FileManager.default.contentsOfDirectory(atPath: a).sorted() {
            XCTAssertEqual(FileManager.default.contents(atPath: a + "/" + name), FileManager.default.contents(atPath: b + "/" + name), name)
        }
    }
}
