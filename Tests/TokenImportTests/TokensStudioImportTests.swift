import Foundation
import JSONReader
import TokenCheck
@testable import TokenImport
import XCTest

/// Tokens Studio's two forms (one file; a folder of set files) read into DTCG files and a
/// resolver: themes as contexts of one modifier per group, every type mapped, math evaluated,
/// colour modifiers applied — the figures worked out by hand or by coloraide
/// (`scripts/coloraide-tokens-studio.py`), not by the importer.
final class TokensStudioImportTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/Fixtures/tokens-studio"

    func token(_ p: ImportedProject, _ file: String, _ path: String) throws -> OutJSON {
        let f = try XCTUnwrap(p.files.first { $0.name == file }, "no \(file) in \(p.files.map(\.name))")
        var node: OutJSON? = f.tokens
        for part in path.split(separator: ".") { node = node?[String(part)] }
        return try XCTUnwrap(node, "no \(path) in \(file)")
    }

    func dimension(_ t: OutJSON) -> String? {
        guard case .number(let v)? = t["$value"]?["value"], case .string(let u)? = t["$value"]?["unit"] else { return nil }
        return OutJSON.number(text: v) + u
    }

    func components(_ t: OutJSON) -> [Double] {
        guard case .array(let items)? = t["$value"]?["components"] else { return [] }
        return items.compactMap { if case .number(let n) = $0 { return n }; return nil }
    }

    func assertClose(_ a: [Double], _ b: [Double], _ label: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.count, b.count, label, file: file, line: line)
        for (x, y) in zip(a, b) { XCTAssertEqual(x, y, accuracy: 0.0006, label, file: file, line: line) }
    }

    func testThemesBecomeOneModifierPerGroupWithEnabledAndSourceSetsInOrder() throws {
        let p = try TokensStudioImport.read(path: Self.fixtures + "/single.json")
        XCTAssertEqual(p.files.map(\.name), ["core.tokens.json", "light.tokens.json", "dark.tokens.json", "compact.tokens.json", "comfortable.tokens.json"])
        XCTAssertEqual(p.layers, [
            .modifier(.init(name: "Mode", description: "Tokens Studio theme group 'Mode'",
                            contexts: [.init(name: "Light", files: ["core.tokens.json", "light.tokens.json"]),
                                       .init(name: "Dark", files: ["core.tokens.json", "dark.tokens.json"])], defaultContext: "Light")),
            .modifier(.init(name: "Density", description: "Tokens Studio theme group 'Density'",
                            contexts: [.init(name: "Compact", files: ["core.tokens.json", "compact.tokens.json"]),
                                       .init(name: "Comfortable", files: ["core.tokens.json", "comfortable.tokens.json"])], defaultContext: "Compact")),
        ])
    }

    func testTypesAreMapped() throws {
        let p = try TokensStudioImport.read(path: Self.fixtures + "/single.json")
        let f = "core.tokens.json"
        XCTAssertEqual(try token(p, f, "radius")["$type"], .string("dimension"))
        XCTAssertEqual(dimension(try token(p, f, "radius")), "8px")
        XCTAssertEqual(dimension(try token(p, f, "hairline")), "1px", "a bare number is px")
        XCTAssertEqual(dimension(try token(p, f, "space.xl")), "1.5rem")
        XCTAssertEqual(try token(p, f, "font.family")["$type"], .string("fontFamily"))
        XCTAssertEqual(try token(p, f, "font.bold")["$value"], .number(700))
        XCTAssertEqual(try token(p, f, "font.semibold")["$value"], .number(600))
        XCTAssertEqual(try token(p, f, "font.regular")["$value"], .number(400))
        XCTAssertEqual(try token(p, f, "font.line")["$value"], .number(1.3))
        XCTAssertEqual(try token(p, f, "font.line")["$type"], .string("number"))
        XCTAssertEqual(try token(p, f, "opacity")["$value"], .number(0.5))
        XCTAssertEqual(dimension(try token(p, f, "font.tracking-none")), "0px")
        XCTAssertEqual(try token(p, f, "colors.blue")["$description"], .string("Brand blue"))
        XCTAssertEqual(try token(p, "light.tokens.json", "bg")["$value"], .string("{colors.white}"), "a reference stays a reference")
        assertClose(components(try token(p, f, "colors.blue")), [30.0 / 255, 102.0 / 255, 245.0 / 255], "hex")
        XCTAssertEqual(try token(p, f, "colors.black")["$value"]?["alpha"], .number(0.5))
        assertClose(components(try token(p, f, "colors.sand")), [0.9, 0.8, 0.7], "hsl(30, 50%, 80%) (coloraide)")
    }

    func testCompositesAreMapped() throws {
        let p = try TokensStudioImport.read(path: Self.fixtures + "/single.json")
        let body = try token(p, "core.tokens.json", "body")
        XCTAssertEqual(body["$type"], .string("typography"))
        XCTAssertEqual(body["$value"]?["fontFamily"], .string("{font.family}"))
        XCTAssertEqual(body["$value"]?["lineHeight"], .string("{font.line}"))
        // -2% of the 16 px font size: -0.32 px.
        XCTAssertEqual(dimension(OutJSON.members([("$value", body["$value"]?["letterSpacing"] ?? .null)])), "-0.32px")
        XCTAssertEqual(body["$extensions"]?["studio.tokens"]?["typography"]?["textCase"], .string("none"))
        let shadow = try token(p, "core.tokens.json", "card-shadow")
        XCTAssertEqual(shadow["$type"], .string("shadow"))
        guard case .array(let layers)? = shadow["$value"] else { return XCTFail("\(shadow)") }
        XCTAssertEqual(layers.count, 2)
        XCTAssertEqual(layers[0]["blur"], .members([("value", .number(8)), ("unit", .string("px"))]), "{space.sm} * 2")
        XCTAssertEqual(layers[0]["color"], .string("{colors.black}"))
        XCTAssertEqual(layers[1]["inset"], .bool(true))
        XCTAssertNil(layers[0]["inset"])
        let border = try token(p, "core.tokens.json", "divider")
        XCTAssertEqual(border["$value"], .members([("color", .string("{colors.blue}")), ("width", .string("{hairline}")), ("style", .string("dashed"))]))
    }

    func testMathIsEvaluatedAndKept() throws {
        let p = try TokensStudioImport.read(path: Self.fixtures + "/single.json")
        let f = "core.tokens.json"
        XCTAssertEqual(dimension(try token(p, f, "space.md")), "8px")
        XCTAssertEqual(dimension(try token(p, f, "space.lg")), "24px")
        XCTAssertEqual(dimension(try token(p, f, "space.half")), "2px")
        XCTAssertEqual(try token(p, f, "space.md")["$extensions"]?["studio.tokens"]?["expression"], .string("{space.sm} * 2"))
        XCTAssertNil(try token(p, f, "space.sm")["$extensions"])
        let folder = try TokensStudioImport.read(path: Self.fixtures + "/folder")
        XCTAssertEqual(dimension(try token(folder, "core.space.tokens.json", "space.double")), "16px", "$type inherited from the group")
    }

    func testColourModifiersAreAppliedAsColoraideComputesThem() throws {
        let p = try TokensStudioImport.read(path: Self.fixtures + "/single.json")
        let f = "core.tokens.json"
        assertClose(components(try token(p, f, "colors.blue-light")), [0.2941, 0.52, 0.9686], "lighten 0.2 srgb")
        assertClose(components(try token(p, f, "colors.blue-dark")), [0.0229, 0.1882, 0.5163], "darken 0.5 hsl")
        assertClose(components(try token(p, f, "colors.blue-mixed")), [0.5588, 0.7, 0.9804], "mix 0.5 with white in srgb")
        XCTAssertEqual(try token(p, f, "colors.blue-faded")["$value"]?["alpha"], .number(0.25))
        let ext = try token(p, f, "colors.blue-light")["$extensions"]?["studio.tokens"]
        XCTAssertEqual(ext?["expression"], .string("{colors.blue}"))
        XCTAssertEqual(ext?["modify"]?["type"], .string("lighten"))
    }

    func testWhatDTCGHasNoTypeForIsLeftOutWithAWarning() throws {
        let p = try TokensStudioImport.read(path: Self.fixtures + "/single.json")
        XCTAssertNil(p.files[0].tokens["uppercase"])
        XCTAssertNil(p.files[0].tokens["visible"])
        XCTAssertTrue(p.warnings.contains { $0.contains("'textCase'") && $0.contains("uppercase") }, "\(p.warnings)")
        XCTAssertTrue(p.warnings.contains { $0.contains("'boolean'") && $0.contains("visible") }, "\(p.warnings)")
        XCTAssertTrue(p.warnings.contains { $0.contains("letter spacing in %") && $0.contains("font.tracking") }, "\(p.warnings)")
        XCTAssertNil(p.files[0].tokens["font"]?["tracking"], "a % letter spacing alone has no font size to go with")
        XCTAssertFalse(p.files.contains { $0.name.hasPrefix("archive") }, "a set no theme enables is left out")
        XCTAssertTrue(p.warnings.contains { $0.contains("'archive'") && $0.contains("no theme enables") }, "\(p.warnings)")
    }

    func testTheFolderFormReadsNestedSetsAndUngroupedThemes() throws {
        let p = try TokensStudioImport.read(path: Self.fixtures + "/folder")
        XCTAssertEqual(p.files.map(\.name), ["core.colors.tokens.json", "core.space.tokens.json", "semantic.tokens.json", "brand-b.tokens.json"])
        XCTAssertEqual(p.layers, [.modifier(.init(name: "theme", description: "Tokens Studio theme group 'theme'", contexts: [
            .init(name: "Brand A", files: ["core.colors.tokens.json", "core.space.tokens.json", "semantic.tokens.json"]),
            .init(name: "Brand B", files: ["core.colors.tokens.json", "core.space.tokens.json", "semantic.tokens.json", "brand-b.tokens.json"]),
        ], defaultContext: "Brand A"))])
        XCTAssertEqual(try token(p, "semantic.tokens.json", "danger")["$description"], .string("Errors"))
    }

    func testWithoutThemesEverySetIsReadInOrder() throws {
        let p = try TokensStudioImport.read(path: Self.fixtures + "/no-themes.json")
        XCTAssertEqual(p.layers, [.set(.init(name: "base", description: "Tokens Studio set 'base'", files: ["base.tokens.json"])),
                                  .set(.init(name: "extra", description: "Tokens Studio set 'extra'", files: ["extra.tokens.json"]))])
        XCTAssertEqual(dimension(try token(p, "extra.tokens.json", "size-2")), "8px")
    }

    func testMathBoundsAndUnits() {
        func eval(_ s: String) throws -> TokensStudioMath.Quantity { try TokensStudioMath.evaluate(s) { _ in .init(value: 3, unit: "px") } }
        XCTAssertEqual(try eval("2 * (1 + {a}) - 4 / 2"), .init(value: 6, unit: "px"))
        XCTAssertEqual(try eval("-{a} × 2 ÷ 4 − 1"), .init(value: -2.5, unit: "px"))
        XCTAssertEqual(try eval("{a} / 3px"), .init(value: 1, unit: nil))
        XCTAssertThrowsError(try eval("1 / 0"))
        XCTAssertThrowsError(try eval("1px + 1rem"))
        XCTAssertThrowsError(try eval("(1 + 2"))
        XCTAssertThrowsError(try eval("1 +"))
        XCTAssertThrowsError(try eval(String(repeating: "(", count: 100) + "1" + String(repeating: ")", count: 100)))
        XCTAssertThrowsError(try eval(String(repeating: "-", count: 5000) + "1"))
        XCTAssertFalse(TokensStudioMath.isExpression("-4px"))
        XCTAssertFalse(TokensStudioMath.isExpression("{a.b}"))
        XCTAssertTrue(TokensStudioMath.isExpression("{a} * 2"))
    }
}

/// Shapes found in larger public Tokens Studio files (sd-transforms' test exports, read for
/// reference): math over a `math`-typed token, several values in one spacing, `rgba({ref}, a)`,
/// a colour modifier given by reference and one whose amount is math over references.
extension TokensStudioImportTests {
    func testShapesOfLargerPublicExports() throws {
        let p = try TokensStudioImport.read(path: TokensStudioImportTests.fixtures + "/shapes.json")
        let f = "global.tokens.json"
        XCTAssertEqual(dimension(try token(p, f, "size.large")), "6px", "2px * 3, the 'math' token read though it is left out")
        XCTAssertNil(p.files[0].tokens["size"]?["step"])
        XCTAssertNil(p.files[0].tokens["size"]?["pair"])
        XCTAssertTrue(p.warnings.contains { $0.contains("several values") && $0.contains("size.pair") }, "\(p.warnings)")
        let half = try token(p, f, "palette.blue-half")
        assertClose(components(half), [0, 0, 1], "rgba({palette.pure-blue}, 50%)")
        XCTAssertEqual(half["$value"]?["alpha"], .number(0.5))
        XCTAssertEqual(try token(p, f, "palette.ink")["$value"]?["alpha"], .number(0.3), "a modifier by reference")
        assertClose(components(try token(p, f, "palette.blend")), [0.23, 0.3912, 0.7015], "mix 0.74 in srgb (coloraide)")
        XCTAssertEqual(try token(p, f, "weight-strong")["$value"], .number(600))
        XCTAssertEqual(dimension(try token(p, f, "tracking-zero")), "0px")
        let caption = try token(p, f, "caption")["$value"]
        XCTAssertEqual(caption?["lineHeight"], .number(1))
        XCTAssertEqual(caption?["fontWeight"], .number(700))
        XCTAssertEqual(caption?["letterSpacing"], .members([("value", .number(0)), ("unit", .string("px"))]), "absent: 0")
        XCTAssertEqual(try token(p, f, "inner")["$value"]?["inset"], .bool(true))
    }
}

/// The bounds of what is read: theme combinations, and a folder's files.
extension TokensStudioImportTests {
    func testThemeCombinationsAreBounded() throws {
        // 3 groups of 7 themes: 343 combinations, past the bound of 256 — each theme is then
        // read with the other groups' first themes: 7 + 7 + 7 views, not 343.
        var themes: [String] = []
        for g in 0..<3 { for k in 0..<7 { themes.append(#"{"name": "t\#(k)", "group": "g\#(g)", "selectedTokenSets": {"s": "enabled"}}"#) } }
        let root = try JSONScanner.document(Data(("[" + themes.joined(separator: ",") + "]").utf8), file: "$themes.json")
        let layout = try TokensStudioThemes(sets: ["s"], themes: root, metadata: nil)
        XCTAssertEqual(layout.modifiers.map(\.contexts.count), [7, 7, 7])
        XCTAssertEqual(layout.views.count, 21)
        XCTAssertTrue(layout.views.contains { $0.label == "theme g0=t0, g1=t0, g2=t6" })
        let small = try TokensStudioThemes(sets: ["s"], themes: JSONScanner.document(Data(("[" + themes.prefix(14).joined(separator: ",") + "]").utf8), file: "t"),
                                           metadata: nil)
        XCTAssertEqual(small.views.count, 49, "7 × 7 combinations, each read")
    }

    func testAFolderOfTooManyFilesIsRefused() throws {
        let dir = FileManager.default.temporaryDirectory.path + "/pickup-ts-many-\(UUID().uuidString)"
        addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        for i in 0...TokensStudioSource.maxFiles { try Data("{}".utf8).write(to: URL(fileURLWithPath: dir + "/s\(i).json")) }
        XCTAssertThrowsError(try TokensStudioImport.read(path: dir)) { XCTAssertTrue("\($0)".contains("more than \(TokensStudioSource.maxFiles) JSON files"), "\($0)") }
    }
}
