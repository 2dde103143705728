import Foundation
import TestSupport
import Typeface
import XCTest
@testable import Tokens

/// Dynamic Type and Bold Text as resolver modifiers (issue 33, point 1): the table lives in the
/// resolver, each typography token names its text style, and a token scales by its style's
/// ratio, as `UIFontMetrics` does. The table is checked against the research file written from
/// Apple's page (docs/maintainers/dynamic-type/dynamic-type.json), not against itself.
final class DynamicTypeTests: XCTestCase {
    struct Research: Decodable {
        struct Style: Decodable { var size: [Double]; var leading: [Double] }
        var categories: [String]
        var styles: [String: Style]
    }
    static let research: Research = {
        let url = URL(fileURLWithPath: Repo.root + "/docs/maintainers/dynamic-type/dynamic-type.json")
        return try! JSONDecoder().decode(Research.self, from: Data(contentsOf: url))
    }()
    static let resolver = try! Resolver.load(path: Repo.resolverPath)

    func font(_ set: TokenSet, _ path: String) -> (Font, Double?) {
        guard case .typography(let f, let lh) = set.tokens[path]!.value else { fatalError(path) }
        return (f, lh)
    }

    /// The contexts are SwiftUI's DynamicTypeSize cases in order, `large` the default, and each
    /// holds Apple's column for every text style.
    func testTheResolverHoldsApplesTable() throws {
        let r = Self.resolver, table = Self.research
        let m = try XCTUnwrap(r.modifier("dynamicType"))
        XCTAssertEqual(m.contexts, table.categories)
        XCTAssertEqual(m.defaultContext, "large")
        XCTAssertEqual(Set(table.styles.keys), Set(TextStyle.names))
        for (i, c) in m.contexts.enumerated() {
            let set = try r.resolve(["dynamicType": c])
            for (name, s) in table.styles {
                XCTAssertEqual(try set.dimension(TextStyle.sizePath(name)), s.size[i], "\(name) at \(c)")
                XCTAssertEqual(try set.dimension(TextStyle.leadingPath(name)), s.leading[i], "\(name) leading at \(c)")
            }
        }
        // The issue's own reference values.
        XCTAssertEqual(table.styles["body"]!.size, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        XCTAssertEqual(table.styles["largeTitle"]!.size, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60])
    }

    /// Every typography token but the painted sign names a text style; at each text size it is
    /// its spec size × its style's ratio, its letter spacing likewise, its line height by the
    /// leading's ratio; the sign keeps its size.
    func testEachTokenScalesByItsStylesRatio() throws {
        let large = try Self.resolver.resolve([:])
        let typography = large.tokens.values.filter { $0.value.type == .typography }
        XCTAssertEqual(typography.filter { $0.textStyle == nil }.map(\.path), ["type.order.sign"])
        let table = Self.research, li = table.categories.firstIndex(of: "large")!
        for (i, c) in table.categories.enumerated() {
            let set = try Self.resolver.resolve(["dynamicType": c])
            for t in typography {
                let (f0, lh0) = font(large, t.path), (f, lh) = font(set, t.path)
                guard let style = t.textStyle else { XCTAssertEqual(f, f0, t.path); continue }
                let s = table.styles[style]!
                let r = s.size[i] / s.size[li], rl = s.leading[i] / s.leading[li]
                XCTAssertEqual(f.size, f0.size * r, accuracy: 1e-9, "\(t.path) at \(c)")
                XCTAssertEqual(f.letterSpacing, f0.letterSpacing * r, accuracy: 1e-9, "\(t.path) at \(c)")
                XCTAssertEqual(f.weight, f0.weight)
                XCTAssertEqual(lh! * f.size, lh0! * f0.size * rl, accuracy: 1e-9, "\(t.path)'s line height at \(c)")
            }
        }
        // Spot values: the title is Large Title (34 at large), the subtitle Body (17).
        let ax5 = try Self.resolver.resolve(["dynamicType": "accessibility5"])
        XCTAssertEqual(font(ax5, "type.order.title").0.size, 60, accuracy: 1e-9)
        XCTAssertEqual(font(ax5, "type.order.subtitle").0.size, 53, accuracy: 1e-9)
        XCTAssertEqual(font(try Self.resolver.resolve(["dynamicType": "xSmall"]), "type.order.title").0.size, 31, accuracy: 1e-9)
    }

    /// With no context, and with every new modifier at its default, the set is today's: the
    /// token file as loaded alone.
    func testTheDefaultsAreTheTokenFile() throws {
        let plain = try TokenSet.load(path: Repo.tokensPath)
        for chosen in [[:], ["dynamicType": "large", "legibilityWeight": "regular"]] {
            let set = try Self.resolver.resolve(chosen)
            XCTAssertEqual(set.tokens.mapValues(\.value), plain.tokens.mapValues(\.value), "\(chosen)")
        }
    }

    /// Bold Text: every weight one step heavier, Inter's heaviest (900) staying; it combines
    /// with a text size.
    func testBoldTextIsOneStepHeavierAndCombinesWithATextSize() throws {
        let plain = try Self.resolver.resolve([:])
        let bold = try Self.resolver.resolve(["legibilityWeight": "bold", "dynamicType": "accessibility2"])
        let sized = try Self.resolver.resolve(["dynamicType": "accessibility2"])
        for (path, t) in plain.tokens where t.value.type == .typography {
            XCTAssertEqual(font(bold, path).0.weight, min(900, font(plain, path).0.weight + 100), path)
            XCTAssertEqual(font(bold, path).0.size, font(sized, path).0.size, path)
        }
        XCTAssertEqual(font(bold, "type.pickup.code").0.weight, 900)
    }

    /// A text style is one of Apple's, on a typography or dimension token, and the style it
    /// names has a size: each refused with its path.
    func testATextStyleIsApplesAndHasASize() throws {
        func load(_ json: String) -> String {
            do { _ = try TokenSet.parse(Data(json.utf8), file: "t.json").font("t"); return "" } catch { return "\(error)" }
        }
        let base = #""fontFamily": "Inter", "fontSize": {"value": 17, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2"#
        XCTAssertTrue(load(#"{"t": {"$type": "typography", "$value": {\#(base)}, "$extensions": {"com.pickup": {"textStyle": "huge"}}}}"#)
            .contains("must name one of Apple's text styles"))
        XCTAssertTrue(load(#"{"t": {"$type": "number", "$value": 1, "$extensions": {"com.pickup": {"textStyle": "body"}}}}"#)
            .contains("only a typography or dimension token"))
        XCTAssertTrue(load(#"{"t": {"$type": "typography", "$value": {\#(base)}, "$extensions": {"com.pickup": {"textStyle": "body"}}}}"#)
            .contains("font.textStyle.body.size"))
    }

    /// A text-size column whose style size is 0 is refused naming the token, not divided by.
    func testAStyleSizeOutsideItsRangeIsRefused() throws {
        let large = try Self.resolver.resolve([:])
        var tokens = large.tokens
        tokens["font.textStyle.body.size"]!.value = .dimension(0)
        let broken = TokenSet(file: "x", tokens: tokens)
        XCTAssertThrowsError(try broken.scalingText(from: large)) { XCTAssertTrue("\($0)".contains("font.textStyle.body.size"), "\($0)") }
    }
}
