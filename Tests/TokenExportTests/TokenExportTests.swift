import Export
import Foundation
import Geometry
import ProjectInputs
import TestSupport
@testable import TokenExport
import Tokens
import Screens
import Typeface
import XCTest

final class TokenExportTests: XCTestCase {
    static var binary: String { Repo.pickupBinary }

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

    /// Type-checks at the file's stated minimum, on iOS and on watchOS (`StandIn`).
    func typecheck(_ text: String, name: String) throws -> ToolRun { try StandIn.typecheckEverywhere(text, name: name) }

    /// The Swift file type-checks against the SwiftUI stand-in (`-parse` alone accepts
    /// nonsense: the control below proves the check would fail), in both colour styles, and so
    /// do a tricky token file — digits, keywords, a `type` group, clashing spellings — and one
    /// with every composite type, a display-p3 colour and a deprecated token.
    func testSwiftOutputTypeChecks() throws {
        let set = try tokens()
        let src = SwiftTokens.source(set, sourceName: "design-tokens.json")
        XCTAssertTrue(src.contains("public static var sandstone: SwiftUI.Color { SwiftUI.Color(\"color-facade-sandstone\", bundle: DesignTokens.bundle) }"))
        XCTAssertTrue(src.contains("SwiftUI.Animation.spring(duration: 0.4, bounce: 0.15)"))
        XCTAssertTrue(src.contains("public static var title: SwiftUI.Font { SwiftUI.Font.system(.largeTitle, weight: .bold) }"), src)
        XCTAssertTrue(src.contains("public static let titleTracking: CoreGraphics.CGFloat = 0.4\n"), "SF Pro's 34 pt tracking, not Inter's -0.742")
        XCTAssertTrue(src.contains("public static var navTitle: SwiftUI.Font { SwiftUI.Font.system(.headline, weight: .semibold) }"))
        XCTAssertTrue(src.contains("public static let code: SwiftUI.Font = SwiftUI.Font.system(size: 56, weight: .heavy)"))
        XCTAssertTrue(src.contains("public static let signTracking: CoreGraphics.CGFloat = 3.2\n"), "a deliberate tracking is kept")
        XCTAssertTrue(src.contains("public static let titleLineHeight: CoreGraphics.CGFloat = 1.21"))
        XCTAssertTrue(src.contains("SwiftUI.Animation.timingCurve(0, 0, 0.58, 1, duration: duration)"))
        XCTAssertEqual(src, SwiftTokens.source(set, sourceName: "design-tokens.json"), "deterministic")
        let literal = SwiftTokens.source(set, sourceName: "design-tokens.json", options: .init(colors: .literal))
        XCTAssertTrue(literal.contains("public static let sandstone = SwiftUI.Color(red: 0.8471, green: 0.7608, blue: 0.6196, opacity: 1)"))
        let module = SwiftTokens.source(set, sourceName: "design-tokens.json", options: .init(bundle: "module"))
        // Dark appearance (the resolver's theme=dark): literal colours become dynamic by trait.
        let dark = try SettingVariants(Inputs(tokens: Repo.tokensPath), reference: set.exported(to: "ios")).colors.dark
        XCTAssertEqual(dark.keys.sorted(), ["color.button.icon", "color.button.materialTint", "color.progress.track", "color.sheet.card", "color.sheet.chevron",
                                            "color.sheet.hairline", "color.sheet.handle", "color.sheet.iconCircle", "color.sheet.material",
                                            "color.text.primary", "color.text.secondary"])
        let darkLiteral = SwiftTokens.source(set, sourceName: "design-tokens.json", options: .init(colors: .literal, dark: dark))
        XCTAssertTrue(darkLiteral.contains("public static let card = SwiftUI.Color(uiColor: UIKit.UIColor { $0.userInterfaceStyle == .dark ? "
                                           + "UIKit.UIColor(red: 0.1098, green: 0.1098, blue: 0.1176, alpha: 1) : UIKit.UIColor(red: 1, green: 1, blue: 1, alpha: 1) })"), darkLiteral)
        XCTAssertTrue(module.contains("Foundation.Bundle.module"))

        // The app's tokens: the timeline and the camera stay with the pipeline.
        let app = SwiftTokens.source(set.exported(to: "ios"), sourceName: "design-tokens.json")
        for gone in ["tick", "fieldOfView", "orderBeingMade", "Canvas"] {
            XCTAssertFalse(app.contains(gone), "\(gone) is not an app token")
        }
        XCTAssertTrue(app.contains("public static var card: SwiftUI.Animation { SwiftUI.Animation.spring(duration: 0.4, bounce: 0.15) }"), app)
        XCTAssertFalse(set.exported(to: "ios").tokens.isEmpty)
        XCTAssertEqual(set.exported(to: nil).tokens.count, set.tokens.count)

        let tricky = """
            {"2d": {"$type": "dimension", "default": {"$value": {"value": 1, "unit": "px"}},
                    "in": {"$value": {"value": 2, "unit": "px"}}, "a-b": {"$value": {"value": 3, "unit": "px"}}},
             "type": {"x": {"$type": "typography", "$description": "Two\\nlines */",
                             "$value": {"fontFamily": "SF Pro", "fontSize": {"value": 12, "unit": "px"}, "fontWeight": 500,
                                        "letterSpacing": {"value": 0.5, "unit": "px"}, "lineHeight": 1.25},
                             "$extensions": {"com.pickup": {"textStyle": "caption"}}},
                      "y": {"$type": "typography",
                             "$value": {"fontFamily": ["Avenir Next", "serif"], "fontSize": {"value": 17, "unit": "px"}, "fontWeight": 700,
                                        "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.3},
                             "$extensions": {"com.pickup": {"textStyle": "body"}}}},
             "curve": {"$type": "cubicBezier", "return": {"$value": [0.1, 0.2, 0.3, 0.4]}}}
            """
        var captionSize = SwiftTokens.Options()
        captionSize.styleSizes = ["caption": 12]
        let trickySrc = SwiftTokens.source(try TokenSet.parse(Data(tricky.utf8), file: "t.json"), sourceName: "t.json", options: captionSize)
        XCTAssertTrue(trickySrc.contains(".system(.caption, weight: .medium)"), trickySrc)
        XCTAssertTrue(trickySrc.contains("public static var y: SwiftUI.Font { SwiftUI.Font.custom(\"Avenir Next\", size: 17, relativeTo: .body).weight(.bold) }"), trickySrc)

        let red = #"{"colorSpace": "srgb", "components": [1, 0, 0]}"#
        let px = { (x: Int) in #"{"value": \#(x), "unit": "px"}"# }
        let composites = """
            {"c": {"$type": "color", "wide": {"$value": {"colorSpace": "display-p3", "components": [1, 0.2, 0]}},
                   "old": {"$value": \(red), "$deprecated": "Use c.wide."}},
             "b": {"$type": "border", "hair": {"$value": {"color": "{c.wide}", "width": \(px(1)), "style": "dashed"}},
                   "dots": {"$value": {"color": \(red), "width": \(px(2)), "style": {"dashArray": [\(px(1)), \(px(3))], "lineCap": "round"}}}},
             "s": {"$type": "shadow", "card": {"$value": [{"color": \(red), "offsetX": \(px(0)), "offsetY": \(px(4)), "blur": \(px(12)), "spread": \(px(0))},
                                                          {"color": \(red), "offsetX": \(px(0)), "offsetY": \(px(1)), "blur": \(px(2)), "spread": \(px(1)), "inset": true}]}},
             "g": {"$type": "gradient", "fade": {"$value": [{"color": \(red), "position": 0}, {"color": "{c.wide}", "position": 1}]}},
             "st": {"$type": "strokeStyle", "dotted": {"$value": "dotted"}, "solid": {"$value": "solid"}}}
            """
        let compSet = try TokenSet.parse(Data(composites.utf8), file: "c.json")
        let compSrc = SwiftTokens.source(compSet, sourceName: "c.json", options: .init(colors: .literal))
        XCTAssertTrue(compSrc.contains("SwiftUI.Color(.displayP3, red: 1, green: 0.2, blue: 0, opacity: 1)"), compSrc)
        XCTAssertTrue(compSrc.contains("@available(*, deprecated, message: \"Use c.wide.\")"), compSrc)

        for (name, text) in [("DesignTokens.swift", src), ("Literal.swift", literal), ("Module.swift", module), ("App.swift", app),
                             ("DarkLiteral.swift", darkLiteral),
                             ("Tricky.swift", trickySrc), ("Composites.swift", compSrc),
                             ("CompositesCatalog.swift", SwiftTokens.source(compSet, sourceName: "c.json"))] {
            let r = try typecheck(text, name: name)
            XCTAssertEqual(r.status, 0, "\(name): \(r.stderr)\n\(text)")
        }
        // The control: what -parse accepts, -typecheck refuses.
        let nonsense = "import SwiftUI\nlet x: SwiftUI.Font = SwiftUI.Font.system(size: 12, wieght: .bold)\nlet y = SwiftUI.Color(red: \"1\")\n"
        XCTAssertNotEqual(try typecheck(nonsense, name: "Nonsense.swift").status, 0)
        let path = Repo.tempDir("pickup-parse") + "/Nonsense.swift"
        try nonsense.write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertEqual(try Tool.run("swiftc", ["-parse", path]).status, 0, "-parse alone accepts it")
    }

    func testSFProTracking() {
        XCTAssertEqual(SwiftTokens.sfProTracking(17), -0.43)
        XCTAssertEqual(SwiftTokens.sfProTracking(34), 0.4)
        XCTAssertEqual(SwiftTokens.sfProTracking(55), 0.32)
        XCTAssertEqual(SwiftTokens.sfProTracking(120), 0)
        XCTAssertEqual(SwiftTokens.interTracking(15), -0.132)
        XCTAssertEqual(SwiftTokens.interTracking(34), -0.742)
    }

    func testCSSCustomProperties() throws {
        let css = CSSTokens.source(try tokens(), sourceName: "design-tokens.json")
        for line in ["--color-facade-sandstone: #D8C29E;", "--color-button-material-tint: rgba(255, 255, 255, 0.2);",
                     "--size-card-radius: 22px;", "--motion-time-tick: 600ms;", "--motion-time-ready: 1.4s;",
                     "--motion-curve-ease-out: cubic-bezier(0, 0, 0.58, 1);",
                     "--type-order-title: var(--font-weight-bold) 34px/1.21 var(--font-family-text);",
                     "--font-family-text: Inter, \"SF Pro Text\", sans-serif;", "--color-button-icon: var(--color-text-primary);"] {
            XCTAssertTrue(css.contains("  " + line + "\n"), "missing \(line)")
        }
        XCTAssertTrue(css.hasSuffix("has no web media feature: the type sizes here\n   are the default text size's (large), and a browser's text size setting scales rem only. */\n"), css)
        try Self.checkCSS(css)

        // Dark appearance under prefers-color-scheme, through the command (the resolver's theme).
        let r = try Tool.run(Self.binary, ["tokens", "--format", "css", "--out", "-", "--tokens", Repo.tokensPath])
        XCTAssertEqual(r.status, 0, r.stderr)
        let parts = r.stdout.components(separatedBy: "@media (prefers-color-scheme: dark) {\n  :root:not([data-theme]) {\n")
        XCTAssertEqual(parts.count, 2, r.stdout)
        let root = parts[0].components(separatedBy: "/* The settings")[0]
        try Self.checkCSS(root)
        let block = parts[1].components(separatedBy: "  }\n}\n")[0]
        try Self.checkCSS(":root {\n" + block + "}\n")
        XCTAssertTrue(block.contains("    --color-sheet-card: #1C1C1E;\n"), block)
        XCTAssertFalse(root.contains("--motion-time-tick"), "web export: the timeline stays with the pipeline")

        let red = #"{"colorSpace": "srgb", "components": [1, 0, 0]}"#
        let px = { (x: Int) in #"{"value": \#(x), "unit": "px"}"# }
        let other = try TokenSet.parse(Data("""
            {"c": {"$type": "color", "p3": {"$value": {"colorSpace": "display-p3", "components": [1, 0.5, 0], "alpha": 0.5}},
                   "ok": {"$value": {"colorSpace": "oklch", "components": [0.7, 0.1, "none"]}},
                   "h": {"$value": {"colorSpace": "hsl", "components": [120, 50, 50]}, "$deprecated": "Use */ c.ok."}},
             "b": {"$type": "border", "x": {"$value": {"color": \(red), "width": \(px(1)), "style": "dashed"}}},
             "s": {"$type": "shadow", "x": {"$value": [{"color": \(red), "offsetX": \(px(0)), "offsetY": \(px(4)), "blur": \(px(12)), "spread": \(px(0))},
                                                       {"color": \(red), "offsetX": \(px(1)), "offsetY": \(px(1)), "blur": \(px(0)), "spread": \(px(0)), "inset": true}]}},
             "g": {"$type": "gradient", "x": {"$value": [{"color": \(red), "position": 0}, {"color": "{c.h}", "position": 0.5}]}}}
            """.utf8), file: "o.json")
        let o = CSSTokens.source(other, sourceName: "o.json")
        for line in ["--c-p3: color(display-p3 1 0.5 0 / 0.5);", "--c-ok: oklch(0.7 0.1 none);", "--c-h: hsl(120 50% 50%);",
                     "--b-x: 1px dashed #FF0000;", "--s-x: 0 4px 12px 0 #FF0000, inset 1px 1px 0 0 #FF0000;",
                     "--g-x: #FF0000 0%, var(--c-h) 50%;"] {
            XCTAssertTrue(o.contains("  " + line + "\n"), "missing \(line) in\n\(o)")
        }
        XCTAssertTrue(o.contains("/* deprecated: Use * / c.ok. */"), o)
        try Self.checkCSS(o)
    }

    /// A small CSS tokenizer (CSS Syntax Level 3's tokens, as far as custom properties need
    /// them): comments closed, strings closed, brackets balanced, one `:root` rule holding only
    /// `--name: value;` declarations.
    static func checkCSS(_ css: String, file: StaticString = #filePath, line: UInt = #line) throws {
        var chars = Array(css.unicodeScalars)[...]
        // Strip comments, checking each is closed.
        var text = ""
        while let c = chars.first {
            if c == "/", chars.dropFirst().first == "*" {
                chars = chars.dropFirst(2)
                guard let end = (chars.indices.first { chars[$0] == "*" && $0 + 1 < chars.endIndex && chars[$0 + 1] == "/" }) else {
                    return XCTFail("unclosed comment", file: file, line: line)
                }
                chars = chars[(end + 2)...]
                text += " "
            } else { text.unicodeScalars.append(c); chars = chars.dropFirst() }
        }
        let body = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard body.hasPrefix(":root {"), body.hasSuffix("}") else { return XCTFail("not one :root rule", file: file, line: line) }
        let inner = body.dropFirst(":root {".count).dropLast()
        var depth = 0, inString: Character? = nil, decl = "", declarations: [String] = []
        for ch in inner {
            if let q = inString { decl.append(ch); if ch == q { inString = nil }; continue }
            switch ch {
            case "\"", "'": inString = ch; decl.append(ch)
            case "(": depth += 1; decl.append(ch)
            case ")": depth -= 1; decl.append(ch); if depth < 0 { return XCTFail("unbalanced ) in \(decl)", file: file, line: line) }
            case "{", "}": return XCTFail("stray \(ch) in \(decl)", file: file, line: line)
            case ";" where depth == 0: declarations.append(decl.trimmingCharacters(in: .whitespacesAndNewlines)); decl = ""
            default: decl.append(ch)
            }
        }
        XCTAssertNil(inString, "unclosed string", file: file, line: line)
        XCTAssertEqual(depth, 0, file: file, line: line)
        XCTAssertTrue(decl.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "trailing \(decl)", file: file, line: line)
        let name = try NSRegularExpression(pattern: "^--[a-z0-9][a-z0-9-]*$")
        for d in declarations {
            guard let colon = d.firstIndex(of: ":") else { XCTFail("no colon: \(d)", file: file, line: line); continue }
            let n = String(d[..<colon]), v = d[d.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            XCTAssertNotNil(name.firstMatch(in: n, range: NSRange(n.startIndex..., in: n)), "property name \(n)", file: file, line: line)
            XCTAssertFalse(v.isEmpty, "\(n) has no value", file: file, line: line)
        }
        XCTAssertEqual(Set(declarations.map { $0.prefix { $0 != ":" } }).count, declarations.count, "duplicate properties", file: file, line: line)
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
            // Apple's Asset Catalog Format Reference: the keys each kind of Contents.json may hold.
            let allowed: Set<String> = entry == "Contents.json" ? ["info", "properties"]
                : entry.hasSuffix(".colorset") ? ["colors", "info", "properties"] : ["images", "info", "properties"]
            XCTAssertTrue(Set(root.keys).isSubset(of: allowed), "\(entry): \(root.keys.sorted())")
            for c in root["colors"] as? [[String: Any]] ?? [] {
                XCTAssertTrue(Set(c.keys).isSubset(of: ["idiom", "color", "appearances", "display-gamut", "subtype"]), "\(entry)")
                let color = c["color"] as! [String: Any]
                XCTAssertTrue(Set(color.keys).isSubset(of: ["color-space", "components", "platform", "reference"]), "\(entry)")
                XCTAssertTrue(["srgb", "display-p3", "extended-srgb", "extended-linear-srgb", "gray-gamma-22", "extended-gray"]
                    .contains(color["color-space"] as! String), "\(entry)")
                XCTAssertEqual(Set((color["components"] as! [String: Any]).keys), ["red", "green", "blue", "alpha"], "\(entry)")
            }
            for img in root["images"] as? [[String: Any]] ?? [] {
                XCTAssertTrue(Set(img.keys).isSubset(of: ["idiom", "scale", "filename", "appearances", "subtype"]), "\(entry)")
            }
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
        XCTAssertEqual(colorsets, set.exported(to: "ios").tokens.values.filter { $0.value.type == .color }.count)
        XCTAssertEqual(imagesets, Comps.all.count)
        let sandstone = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/color-facade-sandstone.colorset/Contents.json"))) as! [String: Any]
        let comps = ((sandstone["colors"] as! [[String: Any]])[0]["color"] as! [String: Any])["components"] as! [String: String]
        XCTAssertEqual(comps, ["red": "0.847", "green": "0.761", "blue": "0.620", "alpha": "1.000"])
        // The resolver's theme=dark: a second entry with a dark luminosity appearance.
        let card = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/color-sheet-card.colorset/Contents.json"))) as! [String: Any]
        let entries = card["colors"] as! [[String: Any]]
        XCTAssertEqual(entries.count, 2)
        XCTAssertNil(entries[0]["appearances"])
        XCTAssertEqual(entries[1]["appearances"] as? [[String: String]], [["appearance": "luminosity", "value": "dark"]])
        XCTAssertEqual((entries[1]["color"] as! [String: Any])["components"] as? [String: String],
                       ["red": "0.110", "green": "0.110", "blue": "0.118", "alpha": "1.000"])

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
