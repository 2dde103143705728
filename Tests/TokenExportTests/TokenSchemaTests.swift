import Foundation
import Screens
import TestSupport
import TokenKeys
import Tokens
import XCTest

/// The screens read tokens through typed keys made from design-tokens.json at build time (the
/// TokenKeysPlugin), each with the range the file declares compiled in.
final class TokenSchemaTests: XCTestCase {
    func tokens() throws -> TokenSet { try TokenSet.load(path: Repo.tokensPath) }

    /// Every token is drawn (read while the styles, the contact sheet's moments and the comps'
    /// times are built, or reached through an alias from one that is), or handed to the app.
    func testEveryTokenIsReadOrExported() throws {
        var t = try tokens()
        let log = TokenReads()
        t.reads = log
        let styles = try Styles(t)
        _ = try KeyMoments.all(styles, t)
        for comp in Comps.all { _ = try comp.time(t) }

        let raw = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Repo.tokensPath))) as! [String: Any]
        let aliases = Self.aliases(raw)
        var used = log.paths
        var queue = Array(used)
        while let p = queue.popLast() {
            for target in aliases[p] ?? [] where used.insert(target).inserted { queue.append(target) }
        }
        // A token a context names through an alias (Increase Contrast's colours) is read there.
        let resolver = try Resolver.load(path: Repo.resolverPath)
        for m in resolver.modifiers {
            for c in m.contexts where c != m.defaultContext {
                for token in try resolver.resolve([m.name: c]).tokens.values where used.contains(token.path) {
                    used.formUnion(token.refs.values)
                }
            }
        }
        let exported = t.tokens.values.filter { $0.isFor("ios") || $0.isFor("web") }.map(\.path)
        let unused = Set(t.tokens.keys).subtracting(used).subtracting(exported)
        XCTAssertEqual(unused.sorted(), [], "tokens nothing reads and no export hands to the app: remove them, or read them")
        let appOnly = Set(exported).subtracting(used).sorted()
        print("TokenSchemaTests: \(used.count) tokens drawn; handed to the app but not drawn: \(appOnly.joined(separator: ", "))")
        XCTAssertFalse(log.paths.contains("motion.time.tick"), "reached only through an alias")
        XCTAssertTrue(used.contains("motion.time.tick"))
    }

    /// The aliases in each token's value (`{a.b}`, also inside composite values), by token path.
    static func aliases(_ o: [String: Any], _ prefix: [String] = []) -> [String: [String]] {
        if let v = o["$value"] {
            var found: [String] = []
            func walk(_ x: Any) {
                if let s = x as? String, s.hasPrefix("{"), s.hasSuffix("}") { found.append(String(s.dropFirst().dropLast())) }
                if let a = x as? [Any] { a.forEach(walk) }
                if let d = x as? [String: Any] { d.values.forEach(walk) }
            }
            walk(v)
            return [prefix.joined(separator: "."): found]
        }
        var out: [String: [String]] = [:]
        for (k, c) in o where !k.hasPrefix("$") {
            if let c = c as? [String: Any] { out.merge(aliases(c, prefix + [k])) { a, _ in a } }
        }
        return out
    }

    func testTheSchemaComesFromTheFilesDomains() throws {
        let doc = #"""
            {"g": {"$type": "dimension", "$extensions": {"com.pickup": {"domain": {"minimum": 0, "maximum": 200}}},
                   "gap": {"$value": {"value": 8, "unit": "px"}},
                   "side": {"$value": {"value": 8, "unit": "px"}, "$extensions": {"com.pickup": {"domain": {"exclusiveMinimum": 1}}}}},
             "c": {"$type": "color", "ink": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}, "$extensions": {"com.pickup": {"domain": {"alpha": {"minimum": 0.3, "maximum": 1}}}}}},
             "s": {"bounce": {"$type": "number", "$value": 0.1}, "duration": {"$type": "duration", "$value": {"value": 0.4, "unit": "s"}}},
             "f": {"$type": "fontWeight", "w": {"$value": 400}}}
            """#
        let src = try TokenKeySource.source(try TokenSet.parse(Data(doc.utf8), file: "t.json"), sourceName: "t.json")
        XCTAssertTrue(src.contains(#"public let gap = Tokens.DimensionKey("g.gap", Tokens.Domain(0, 200))"#), src)
        XCTAssertTrue(src.contains(#"public let side = Tokens.DimensionKey("g.side", Tokens.Domain(1, .infinity, lowerOpen: true))"#), src)
        XCTAssertTrue(src.contains(#"public let ink = Tokens.ColorKey("c.ink", alpha: Tokens.Domain(0.3, 1))"#), src)
        XCTAssertTrue(src.contains(#"public static let s = Tokens.SpringKey("s")"#), src)
        XCTAssertFalse(src.contains("fontWeight") || src.contains("struct F"), "no key for a type the screens never read")

        let bare = #"{"n": {"$type": "number", "x": {"$value": 1}}}"#
        XCTAssertThrowsError(try TokenKeySource.source(try TokenSet.parse(Data(bare.utf8), file: "t.json"), sourceName: "t.json")) { e in
            XCTAssertEqual((e as? TokenError)?.path, "n.x")
            XCTAssertTrue("\(e)".contains("needs a domain"), "\(e)")
        }
    }

    /// The ranges are compiled in: a token file that declares a wider one is still refused.
    func testAUsersFileCannotWidenARange() throws {
        var root = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Repo.tokensPath))) as! [String: Any]
        var size = root["size"] as! [String: Any], ill = size["illustration"] as! [String: Any]
        ill["dash"] = ["$value": ["value": 0, "unit": "px"],
                       "$extensions": ["com.pickup": ["domain": ["minimum": 0, "maximum": 10000]]]] as [String: Any]
        size["illustration"] = ill; root["size"] = size
        let t = try TokenSet.parse(JSONSerialization.data(withJSONObject: root), file: "wide.json")
        XCTAssertEqual(t.tokens["size.illustration.dash"]?.domain?.value, Domain(0, 10000), "the file's declaration is read")
        XCTAssertThrowsError(try Styles(t)) { e in
            XCTAssertEqual("\(e)", "wide.json: token 'size.illustration.dash': value 0px is outside the allowed range 1…400 px")
        }
    }

    /// A bound set by another token narrows the declared range, never widens it, and is named as before.
    func testNarrowedRangesKeepTheirMessages() throws {
        let t = try tokens()
        let key = Tok.motion.time.revealStart.after(2.9)
        XCTAssertEqual(key.domain, Domain(2.9, 60, lowerOpen: true))
        XCTAssertEqual("\(key.domain)", "> 2.9 and ≤ 60")
        XCTAssertEqual(Tok.comp.revealWholeCode.atLeast(9.6).domain, Domain(9.6, 60))
        XCTAssertEqual(Tok.comp.revealWholeCode.atLeast(-5).domain, Domain(0, 60), "never wider than declared")
        XCTAssertEqual(Tok.size.illustration.road.atMost(96).domain, Domain(0, 96))
        XCTAssertThrowsError(try t[Tok.size.illustration.road.atMost(50)]) { e in
            XCTAssertTrue("\(e)".hasSuffix("token 'size.illustration.road': value 96px is outside the allowed range 0…50 px"), "\(e)")
        }
        XCTAssertEqual(try t[Tok.size.sheet.radius], 40)
        XCTAssertEqual(type(of: Tok.color.facade.sandstone).type, .color)
    }
}
