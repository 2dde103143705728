import Foundation
import Geometry
import ProjectInputs
import TestSupport
@testable import TokenExport
import Tokens
import XCTest

/// Issue 33, point 4: the settings reach every platform the tokens go to — the catalog's
/// high-contrast appearances, the Swift file's text styles and UIKit accessors, CSS's media and
/// attribute blocks. (Chromium reads the CSS back in DeliverablesTests' CSSSettingsInChromiumTests.)
final class SettingsExportTests: XCTestCase {
    func tokens() throws -> TokenSet { try TokenSet.load(path: Repo.tokensPath) }
    func resolved(_ contexts: [String: String]) throws -> TokenSet {
        try Inputs(tokens: Repo.tokensPath, contexts: contexts).resolvedTokens()
    }
    func typecheck(_ text: String, name: String) throws -> ToolRun { try StandIn.typecheckEverywhere(text, name: name) }
    static func read(_ path: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as! [String: Any]
    }
    static func components(_ token: Token) -> [String: String] {
        guard case .color(let c) = token.value else { return [:] }
        let f = { (x: Double) in String(format: "%.3f", x) }
        return ["red": f(c.r), "green": f(c.g), "blue": f(c.b), "alpha": f(c.a)]
    }

    /// The catalog through the command, read back: every colour set's entries by appearance;
    /// each high-contrast entry is the colour at contrast=increased, each dark high-contrast one
    /// the colour at theme=dark with contrast=increased; a set has a high-contrast entry exactly
    /// where that context changes its colour, and the two together wherever both change it.
    func testCatalogCarriesHighContrastAppearances() throws {
        let out = Repo.tempDir("pickup-contrast-catalog") + "/Tokens.xcassets"
        let r = try Tool.run(Repo.pickupBinary, ["tokens", "--format", "xcassets", "--out", out, "--tokens", Repo.tokensPath])
        XCTAssertEqual(r.status, 0, r.stderr)
        let light = try tokens(), high = try resolved(["contrast": "increased"]), dark = try resolved(["theme": "dark"])
        let darkHigh = try resolved(["theme": "dark", "contrast": "increased"])
        var highSets: [String] = [], darkHighSets: [String] = []
        for t in light.exported(to: "ios").tokens.values where t.value.type == .color {
            let name = Names.kebab(t.path)
            let entries = try Self.read(out + "/\(name).colorset/Contents.json")["colors"] as! [[String: Any]]
            var byAppearance: [String: [String: String]] = [:]
            for e in entries {
                let key = (e["appearances"] as? [[String: String]] ?? []).map { "\($0["appearance"]!)=\($0["value"]!)" }.joined(separator: "+")
                XCTAssertNil(byAppearance[key], "\(name): two entries for '\(key)'")
                XCTAssertEqual(e["idiom"] as? String, "universal")
                byAppearance[key] = (e["color"] as! [String: Any])["components"] as? [String: String]
            }
            XCTAssertTrue(Set(byAppearance.keys).isSubset(of: ["", "luminosity=dark", "contrast=high", "luminosity=dark+contrast=high"]), "\(name)")
            XCTAssertEqual(byAppearance[""], Self.components(t), name)
            let changedByHigh = Self.components(high.tokens[t.path]!) != Self.components(t)
            XCTAssertEqual(byAppearance["contrast=high"] != nil, changedByHigh, "\(name): a high-contrast entry only where it differs")
            if let h = byAppearance["contrast=high"] {
                highSets.append(name)
                XCTAssertEqual(h, Self.components(high.tokens[t.path]!), "\(name): the colour at contrast=increased")
            }
            if let dh = byAppearance["luminosity=dark+contrast=high"] {
                darkHighSets.append(name)
                XCTAssertEqual(dh, Self.components(darkHigh.tokens[t.path]!), "\(name): the colour at theme=dark, contrast=increased")
            } else {
                // No entry of its own: what iOS falls back to (the dark entry, or the high-contrast
                // one, or the colour) is the colour at both.
                XCTAssertFalse(byAppearance["luminosity=dark"] != nil && changedByHigh, "\(name): dark and high contrast need both")
                let fallback = byAppearance["luminosity=dark"] ?? byAppearance["contrast=high"] ?? byAppearance[""]
                XCTAssertEqual(fallback, Self.components(darkHigh.tokens[t.path]!), "\(name): falls back to its colour at both")
            }
            if byAppearance["luminosity=dark"] != nil { XCTAssertEqual(byAppearance["luminosity=dark"], Self.components(dark.tokens[t.path]!)) }
        }
        XCTAssertEqual(Set(highSets), Set(["color-text-secondary", "color-sheet-material", "color-sheet-hairline", "color-sheet-chevron",
                                       "color-sheet-icon", "color-progress-track", "color-progress-fill", "color-button-material-tint",
                                       "color-pickup-secondary-label", "color-pickup-pill-text", "color-pickup-circle-border"]
            .filter { FileManager.default.fileExists(atPath: out + "/\($0).colorset") }), "what contrast=increased changes")
        XCTAssertTrue(highSets.contains("color-text-secondary") && darkHighSets.contains("color-text-secondary"))
        XCTAssertEqual(try Self.read(out + "/color-text-secondary.colorset/Contents.json")["colors"].map { ($0 as! [Any]).count }, 4)
        let increased = try Self.read(out + "/color-text-secondary.colorset/Contents.json")["colors"] as! [[String: Any]]
        XCTAssertEqual(increased[2]["appearances"] as? [[String: String]], [["appearance": "contrast", "value": "high"]])
        XCTAssertEqual(increased[3]["appearances"] as? [[String: String]], [["appearance": "luminosity", "value": "dark"], ["appearance": "contrast", "value": "high"]])
        XCTAssertEqual((increased[2]["color"] as! [String: Any])["components"] as? [String: String],
                       ["red": "0.302", "green": "0.302", "blue": "0.302", "alpha": "1.000"], "#4D4D4D")
    }

    /// Every type style names its text style from the token's link (not its size): the
    /// SwiftUI font, `<name>TextStyle`, and the UIKit font through `UIFontMetrics` (UIKit's
    /// names: title1, caption1); a token with no link is a fixed size and says so; a dimension
    /// linked to a style is offered scaled; colours have UIColor accessors. It type-checks.
    func testSwiftNamesEveryTextStyle() throws {
        let set = try tokens()
        let src = SwiftTokens.source(set.exported(to: "ios"), sourceName: "design-tokens.json",
                                     options: { var o = SwiftTokens.Options(); o.styleSizes = set.textStyleSizes; return o }())
        for t in set.exported(to: "ios").tokens.values.sorted(by: { $0.path < $1.path }) {
            guard case .typography(let f, _) = t.value else { continue }
            let name = String(t.path.split(separator: ".").last!)
            guard let style = t.textStyle else {
                XCTAssertTrue(src.contains("No text style: \(Int(f.size)) pt at every text size"), t.path)
                XCTAssertFalse(src.contains("public static let \(name)TextStyle"), t.path)
                continue
            }
            XCTAssertTrue(src.contains("public static let \(name)TextStyle: SwiftUI.Font.TextStyle = .\(style)\n"), t.path)
            XCTAssertTrue(src.contains("UIKit.UIFontMetrics(forTextStyle: .\(TextStyle.uiKit(style))).scaledFont(for: UIKit.UIFont.systemFont(ofSize: \(SwiftTokens.n(f.size)), weight: .\(SwiftTokens.weight(f.weight))))"), t.path)
            let exact = set.textStyleSizes[style] == f.size
            XCTAssertEqual(src.contains("public static var \(name): SwiftUI.Font { SwiftUI.Font.system(.\(style), weight: .\(SwiftTokens.weight(f.weight))) }"), exact, t.path)
        }
        XCTAssertTrue(src.contains("/// Body text, but 19 pt is not the style's size (17 pt), so this is a fixed size; to grow with text,\n"),
                      "cardTitle: the link (body)")
        XCTAssertTrue(src.contains("/// `@ScaledMetric(relativeTo: .body) var size: CGFloat = 19` and `.system(size: size, weight: .semibold)`, or `Font(cardTitleUIFont)`.\n"),
                      "cardTitle: the link (body), not the nearest size's style (title3, 20 pt)")
        XCTAssertTrue(src.contains("Large Title text, but 56 pt is not the style's size (34 pt)"), src)
        XCTAssertTrue(src.contains("public static var sandstoneUIColor: UIKit.UIColor { UIKit.UIColor(named: \"color-facade-sandstone\", in: DesignTokens.bundle, compatibleWith: nil) ?? UIKit.UIColor.clear }"))

        // Another family, relative to its style; UIKit's names; a dimension that grows with text.
        let px = { (x: Int) in #"{"value": \#(x), "unit": "px"}"# }
        let json = """
            {"type": {"$type": "typography",
               "big": {"$value": {"fontFamily": ["Inter", "sans-serif"], "fontSize": \(px(30)), "fontWeight": 700, "letterSpacing": \(px(0)), "lineHeight": 1.2},
                       "$extensions": {"com.pickup": {"textStyle": "title"}}},
               "small": {"$value": {"fontFamily": "Inter", "fontSize": \(px(11)), "fontWeight": 400, "letterSpacing": \(px(0)), "lineHeight": 1.2},
                         "$extensions": {"com.pickup": {"textStyle": "caption"}}},
               "fixed": {"$value": {"fontFamily": "Inter", "fontSize": \(px(9)), "fontWeight": 400, "letterSpacing": \(px(0)), "lineHeight": 1.2}}},
             "size": {"$type": "dimension", "gap": {"$value": \(px(12)), "$extensions": {"com.pickup": {"textStyle": "body"}}},
                      "plain": {"$value": \(px(8))}},
             "c": {"$type": "color", "red": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}}
            """
        let custom = try TokenSet.parse(Data(json.utf8), file: "t.json")
        let other = SwiftTokens.source(custom, sourceName: "t.json")
        for line in ["public static var big: SwiftUI.Font { SwiftUI.Font.custom(\"Inter\", size: 30, relativeTo: .title).weight(.bold) }",
                     "public static var bigUIFont: UIKit.UIFont { UIKit.UIFontMetrics(forTextStyle: .title1).scaledFont(for: UIKit.UIFont(descriptor: UIKit.UIFontDescriptor(fontAttributes: [.family: \"Inter\", .traits: [UIKit.UIFontDescriptor.TraitKey.weight: UIKit.UIFont.Weight.bold.rawValue]]), size: 30)) }",
                     "UIKit.UIFontMetrics(forTextStyle: .caption1)",
                     "public static let fixed: SwiftUI.Font = SwiftUI.Font.custom(\"Inter\", size: 9).weight(.regular)",
                     "public static let gap: CoreGraphics.CGFloat = 12\n",
                     "public static let gapTextStyle: SwiftUI.Font.TextStyle = .body\n",
                     "public static var gapScaled: CoreGraphics.CGFloat { UIKit.UIFontMetrics(forTextStyle: .body).scaledValue(for: 12) }",
                     "public static let plain: CoreGraphics.CGFloat = 8\n"] {
            XCTAssertTrue(other.contains(line), "\(line)\n\(other)")
        }
        XCTAssertFalse(other.contains("plainScaled"))
        let literal = SwiftTokens.source(custom, sourceName: "t.json", options: .init(colors: .literal))
        XCTAssertTrue(literal.contains("public static let redUIColor: UIKit.UIColor = UIKit.UIColor(red: 1, green: 0, blue: 0, alpha: 1)"), literal)
        XCTAssertEqual(other, SwiftTokens.source(custom, sourceName: "t.json"), "deterministic")
        // Through the command, literal colours choose by the dark appearance and by increased contrast.
        let cli = try Tool.run(Repo.pickupBinary, ["tokens", "--format", "swift", "--colors", "literal", "--out", "-", "--tokens", Repo.tokensPath])
        XCTAssertEqual(cli.status, 0, cli.stderr)
        XCTAssertTrue(cli.stdout.contains("public static let secondaryUIColor: UIKit.UIColor = UIKit.UIColor { $0.userInterfaceStyle == .dark ? "
                                          + "($0.accessibilityContrast == .high ? "), cli.stdout)
        XCTAssertTrue(cli.stdout.contains(": ($0.accessibilityContrast == .high ? UIKit.UIColor(red: 0.302, green: 0.302, blue: 0.302, alpha: 1) : "),
                      "light, increased contrast: #4D4D4D")
        for (name, text) in [("Styles.swift", src), ("Other.swift", other), ("OtherLiteral.swift", literal), ("CLILiteral.swift", cli.stdout)] {
            let r = try typecheck(text, name: name)
            XCTAssertEqual(r.status, 0, "\(name): \(r.stderr)\n\(text)")
        }
        // The control: a UIKit name the stand-in does not have is refused.
        let wrong = "import UIKit\nlet f = UIKit.UIFontMetrics(forTextStyle: .title).scaledFont(for: UIKit.UIFont.systemFont(ofSize: 3, weight: .bold))\n"
        XCTAssertNotEqual(try typecheck(wrong, name: "WrongStyle.swift").status, 0, "UIKit's style is title1")
    }

    /// The settings' CSS: each setting's changes under its media feature and its attribute,
    /// the two together repeating what they need over both, values (never a var() of a token
    /// the file does not hold), the Dynamic Type note; tinycss2 parses it.
    func testCSSMapsEachSettingToMediaAndAttributes() throws {
        let r = try Tool.run(Repo.pickupBinary, ["tokens", "--format", "css", "--out", "-", "--tokens", Repo.tokensPath])
        XCTAssertEqual(r.status, 0, r.stderr)
        let css = r.stdout
        for header in ["@media (prefers-color-scheme: dark) {\n  :root:not([data-theme]) {\n", ":root[data-theme=\"dark\"] {\n",
                       "@media (prefers-contrast: more) {\n  :root:not([data-contrast]) {\n", ":root[data-contrast=\"increased\"] {\n",
                       "@media (prefers-color-scheme: dark) and (prefers-contrast: more) {\n  :root:not([data-theme]):not([data-contrast]) {\n",
                       "@media (prefers-contrast: more) {\n  :root[data-theme=\"dark\"]:not([data-contrast]) {\n",
                       "@media (prefers-color-scheme: dark) {\n  :root:not([data-theme])[data-contrast=\"increased\"] {\n",
                       ":root[data-theme=\"dark\"][data-contrast=\"increased\"] {\n"] {
            XCTAssertEqual(css.components(separatedBy: header).count, 2, header)
        }
        XCTAssertTrue(css.contains("Dynamic Type (the resolver's dynamicType) has no web media feature"))
        XCTAssertFalse(css.contains("increased-contrast"), "pipeline-only tokens are written as values")
        let more = css.components(separatedBy: ":root[data-contrast=\"increased\"] {\n")[1].prefix { $0 != "}" }
        XCTAssertTrue(more.contains("  --color-text-secondary: #4D4D4D;\n"), String(more))
        XCTAssertTrue(more.contains("  --color-pickup-secondary-label: #4D4D4D;\n"), String(more))
        XCTAssertFalse(css.contains("prefers-reduced-motion"), "Reduce Motion changes no web token")
        try OutputsTests.tinycss2(css)
        // Every token: motion.reduced is the pipeline's, and the pipeline-only colours are var()s.
        let all = try Tool.run(Repo.pickupBinary, ["tokens", "--format", "css", "--out", "-", "--tokens", Repo.tokensPath, "--platform", "all"])
        XCTAssertEqual(all.status, 0, all.stderr)
        XCTAssertTrue(all.stdout.contains("@media (prefers-reduced-motion: reduce) {\n  :root:not([data-motion]) {\n    --motion-reduced: 1;\n  }\n}\n"
                                          + ":root[data-motion=\"reduced\"] {\n  --motion-reduced: 1;\n}\n"), all.stdout)
        XCTAssertTrue(all.stdout.contains("  --color-text-secondary: var(--color-increased-contrast-text-secondary);\n"))
        try OutputsTests.tinycss2(all.stdout)
        XCTAssertEqual(all.stdout, try Tool.run(Repo.pickupBinary, ["tokens", "--format", "css", "--out", "-", "--tokens", Repo.tokensPath, "--platform", "all"]).stdout)
    }

    /// The combination's fallback: the combined block repeats a declaration only where what
    /// applies without it (contrast over dark over :root) is not the value at both.
    func testTheTwoTogetherRepeatOnlyWhatTheyNeed() throws {
        let doc = """
            {"c": {"$type": "color", "a": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}},
                   "b": {"$value": {"colorSpace": "srgb", "components": [0, 1, 0]}},
                   "d": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}}}
            """
        let set = try TokenSet.parse(Data(doc.utf8), file: "t.json")
        func colour(_ p: String, _ r: Double) throws -> Token {
            var t = set.tokens[p]!
            t.value = .color(Geometry.Color(r: r, g: 0.5, b: 0.5))
            return t
        }
        // a: dark only (both = dark); b: contrast only (both = contrast); d: both change it, differently.
        let v = SettingVariants(dark: ["c.a": try colour("c.a", 0.1), "c.d": try colour("c.d", 0.2)],
                                contrast: ["c.b": try colour("c.b", 0.3), "c.d": try colour("c.d", 0.4)],
                                darkContrast: ["c.a": try colour("c.a", 0.1), "c.b": try colour("c.b", 0.3), "c.d": try colour("c.d", 0.6)])
        let css = CSSTokens.source(set, sourceName: "t.json", variants: v)
        let both = css.components(separatedBy: ":root[data-theme=\"dark\"][data-contrast=\"increased\"] {\n")[1]
        XCTAssertEqual(both.split(separator: "\n").first.map { String($0.prefix(11)) }, "  --c-d: #9", css)
        XCTAssertTrue(both.hasPrefix("  --c-d: ") && both.dropFirst(2).hasPrefix("--c-d") && both.split(separator: "\n")[1] == "}", css)
        XCTAssertNil(v.darkContrastEntry("c.a", reference: set.tokens["c.a"]!), "the dark entry is right at both")
        XCTAssertNil(v.darkContrastEntry("c.b", reference: set.tokens["c.b"]!), "the high-contrast entry is right at both")
        XCTAssertNotNil(v.darkContrastEntry("c.d", reference: set.tokens["c.d"]!))
        try OutputsTests.tinycss2(css)
    }
}
