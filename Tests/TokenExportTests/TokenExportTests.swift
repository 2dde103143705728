import Export
import Foundation
import Geometry
import TestSupport
@testable import TokenExport
import Tokens
import Screens
import XCTest

final class TokenExportTests: XCTestCase {
    static let binary: String = {
        let candidate = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path + "/pickup"
        guard FileManager.default.isExecutableFile(atPath: candidate) else { fatalError("\(candidate) is not built") }
        return candidate
    }()

    func tokens() throws -> TokenSet { try TokenSet.load(path: Repo.tokensPath) }

    func testIdentifiersAreValidSwift() {
        XCTAssertEqual(Names.swiftMember("order1Min"), "order1Min")
        XCTAssertEqual(Names.swiftMember("brick-line"), "brickLine")
        XCTAssertEqual(Names.swiftMember("2x"), "_2x")
        XCTAssertEqual(Names.swiftMember("default"), "`default`")
        XCTAssertEqual(Names.swiftType("type"), "Type_")
        XCTAssertEqual(Names.swiftType("safe area"), "SafeArea")
        XCTAssertEqual(Names.kebab("color.facade.brickLine"), "color-facade-brick-line")
        XCTAssertEqual(Names.kebab("comp.order1Min"), "comp-order1-min")
    }

    /// The Swift file parses (`swiftc -parse`; SwiftUI itself is not on Linux), and a tricky
    /// token file — digits, keywords, a `type` group, clashing spellings — parses too.
    func testSwiftOutputParses() throws {
        let dir = Repo.tempDir("pickup-swift")
        let swiftc = "swiftc"
        let src = SwiftTokens.source(try tokens(), sourceName: "design-tokens.json")
        XCTAssertTrue(src.contains("public static let sandstone = SwiftUI.Color(red: 0.8471, green: 0.7608, blue: 0.6196, opacity: 1)"))
        XCTAssertTrue(src.contains("SwiftUI.Animation.spring(duration: 0.4, bounce: 0.15)"))
        XCTAssertTrue(src.contains("SwiftUI.Font.custom(\"Inter\", size: 34).weight(.bold)"))
        XCTAssertTrue(src.contains("public static let width: CoreGraphics.CGFloat = 393"))
        XCTAssertTrue(src.contains("public static let tick: Foundation.TimeInterval = 0.6"))
        XCTAssertTrue(src.contains("SwiftUI.Animation.timingCurve(0, 0, 0.58, 1, duration: duration)"))
        XCTAssertEqual(src, SwiftTokens.source(try tokens(), sourceName: "design-tokens.json"), "deterministic")

        let tricky = """
            {"2d": {"$type": "dimension", "default": {"$value": {"value": 1, "unit": "px"}},
                    "in": {"$value": {"value": 2, "unit": "px"}}, "a-b": {"$value": {"value": 3, "unit": "px"}},
                    "aB": {"$value": {"value": 4, "unit": "px"}}},
             "type": {"x": {"$type": "typography", "$description": "Two\\nlines */",
                             "$value": {"fontFamily": "SF Pro", "fontSize": {"value": 12, "unit": "px"}, "fontWeight": 500,
                                        "letterSpacing": {"value": 0.5, "unit": "px"}}}},
             "curve": {"$type": "cubicBezier", "return": {"$value": [0.1, 0.2, 0.3, 0.4]}}}
            """
        let trickySrc = SwiftTokens.source(try TokenSet.parse(Data(tricky.utf8), file: "t.json"), sourceName: "t.json")
        XCTAssertTrue(trickySrc.contains(".system(size: 12, weight: .medium)"), trickySrc)
        for (name, text) in [("DesignTokens.swift", src), ("Tricky.swift", trickySrc)] {
            let path = dir + "/" + name
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let r = try Tool.run(swiftc, ["-parse", path])
            XCTAssertEqual(r.status, 0, "\(name): \(r.stderr)\n\(text)")
        }
    }

    func testCSSCustomProperties() throws {
        let css = CSSTokens.source(try tokens(), sourceName: "design-tokens.json")
        for line in ["--color-facade-sandstone: #D8C29E;", "--color-button-material-tint: rgba(255, 255, 255, 0.2);",
                     "--size-card-radius: 22px;", "--motion-time-tick: 600ms;", "--motion-time-ready: 1.4s;",
                     "--motion-curve-ease-out: cubic-bezier(0, 0, 0.58, 1);",
                     "--type-order-title: 700 34px Inter, \"SF Pro Text\", sans-serif;"] {
            XCTAssertTrue(css.contains("  " + line + "\n"), "missing \(line)")
        }
        XCTAssertTrue(css.hasSuffix("}\n"))
    }

    /// Every Contents.json parses; each colour set holds its token's components (3 decimals);
    /// each image set lists @1x/@2x/@3x files that exist at the right sizes.
    func testAssetCatalog() throws {
        let dir = Repo.tempDir("pickup-assets")
        let out = dir + "/Tokens.xcassets"
        let r = try Tool.run(Self.binary, ["tokens", "--format", "xcassets", "--out", out, "--comps", "--tokens", Repo.tokensPath])
        XCTAssertEqual(r.status, 0, r.stderr)
        let set = try tokens()
        var colorsets = 0, imagesets = 0
        for entry in try FileManager.default.contentsOfDirectory(atPath: out) where !entry.hasPrefix(".") {
            let json = entry == "Contents.json" ? out + "/Contents.json" : out + "/\(entry)/Contents.json"
            let root = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as! [String: Any]
            let info = root["info"] as! [String: Any]
            XCTAssertEqual(info["author"] as? String, "xcode"); XCTAssertEqual(info["version"] as? Int, 1)
            if entry.hasSuffix(".colorset") {
                colorsets += 1
                let token = set.tokens.values.first { Names.kebab($0.path) + ".colorset" == entry }!
                guard case .color(let c) = token.value else { return XCTFail("\(entry) is not a colour token") }
                let colors = root["colors"] as! [[String: Any]]
                XCTAssertEqual(colors[0]["idiom"] as? String, "universal")
                let color = colors[0]["color"] as! [String: Any]
                XCTAssertEqual(color["color-space"] as? String, "srgb")
                let comps = color["components"] as! [String: String]
                for (k, v) in [("red", c.r), ("green", c.g), ("blue", c.b), ("alpha", c.a)] {
                    XCTAssertEqual(comps[k], String(format: "%.3f", v), "\(entry) \(k)")
                }
            } else if entry.hasSuffix(".imageset") {
                imagesets += 1
                let images = root["images"] as! [[String: String]]
                XCTAssertEqual(images.map { $0["scale"]! }, ["1x", "2x", "3x"])
                for img in images {
                    XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/\(entry)/\(img["filename"]!)"), img["filename"]!)
                }
            }
        }
        XCTAssertEqual(colorsets, set.tokens.values.filter { $0.value.type == .color }.count)
        XCTAssertEqual(imagesets, Comps.all.count)
        let sandstone = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/color-facade-sandstone.colorset/Contents.json"))) as! [String: Any]
        let comps = ((sandstone["colors"] as! [[String: Any]])[0]["color"] as! [String: Any])["components"] as! [String: String]
        XCTAssertEqual(comps, ["red": "0.847", "green": "0.761", "blue": "0.620", "alpha": "1.000"])

        // The app's own assets in the same catalog are kept, untouched; pickup's sets that are no
        // longer made (here: the comps) are removed; a name clash with a foreign set is refused.
        try FileManager.default.createDirectory(atPath: out + "/AppIcon.appiconset", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: out + "/brand.colorset", withIntermediateDirectories: true)
        try Data("{\"mine\": 1}".utf8).write(to: URL(fileURLWithPath: out + "/brand.colorset/Contents.json"))
        try Data("{\"mine\": 2}".utf8).write(to: URL(fileURLWithPath: out + "/Contents.json"))
        let again = try Tool.run(Self.binary, ["tokens", "--format", "xcassets", "--out", out, "--tokens", Repo.tokensPath])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/AppIcon.appiconset"))
        XCTAssertEqual(try String(contentsOfFile: out + "/brand.colorset/Contents.json", encoding: .utf8), "{\"mine\": 1}")
        XCTAssertEqual(try String(contentsOfFile: out + "/Contents.json", encoding: .utf8), "{\"mine\": 2}", "the catalog's own Contents.json is kept")
        XCTAssertFalse(FileManager.default.fileExists(atPath: out + "/pickup.imageset"), "pickup's own stale set is removed")
        XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/color-facade-sandstone.colorset/Contents.json"))

        let foreign = dir + "/App.xcassets"
        try FileManager.default.createDirectory(atPath: foreign + "/color-facade-sandstone.colorset", withIntermediateDirectories: true)
        try Data("{\"mine\": 3}".utf8).write(to: URL(fileURLWithPath: foreign + "/color-facade-sandstone.colorset/Contents.json"))
        let clash = try Tool.run(Self.binary, ["tokens", "--format", "xcassets", "--out", foreign, "--tokens", Repo.tokensPath])
        XCTAssertEqual(clash.status, 73, clash.stderr)
        XCTAssertTrue(clash.stderr.hasPrefix("pickup: error: \(foreign)/color-facade-sandstone.colorset: "), clash.stderr)
        XCTAssertEqual(try String(contentsOfFile: foreign + "/color-facade-sandstone.colorset/Contents.json", encoding: .utf8), "{\"mine\": 3}")
    }

    func testTokenChangesNameBeforeAndAfter() throws {
        let old = try TokenSet.parse(Data(#"""
            {"color": {"$type": "color", "road": {"$value": {"colorSpace": "srgb", "components": [0.651, 0.651, 0.651]}},
                       "kerb": {"$value": "{color.road}"}},
             "opacity": {"making": {"$type": "number", "$value": 0.6}}}
            """#.utf8), file: "old.json")
        let new = try TokenSet.parse(Data(#"""
            {"color": {"$type": "color", "road": {"$value": {"colorSpace": "srgb", "components": [0.702, 0.6, 0.6]}},
                       "kerb": {"$value": {"colorSpace": "srgb", "components": [0.651, 0.651, 0.651]}}},
             "size": {"extra": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}}
            """#.utf8), file: "new.json")
        XCTAssertEqual(old.changes(to: new).map(\.description),
                       ["color.road: #A6A6A6 → #B39999", "- opacity.making: 0.6 (removed)", "+ size.extra: 4px (added)"],
                       "kerb: alias replaced by its own value is no change")
    }
}
