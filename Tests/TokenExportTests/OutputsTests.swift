import Export
import Foundation
import Geometry
import Screens
import TestSupport
@testable import TokenExport
import Tokens
import Typeface
import XCTest

/// What the app gets from `pickup tokens`: colour sets without clipping (wide gamut), CSS that
/// keeps rem, aliases and the dark theme's cascade, and Swift that says what it needs.
final class OutputsTests: XCTestCase {
    static var binary: String { Repo.pickupBinary }
    func parse(_ json: String) throws -> TokenSet { try TokenSet.parse(Data(json.utf8), file: "t.json") }

    /// Expected colour sets, computed once with coloraide 8.13.1 (PyPI; the reference for CSS
    /// Color 4) by scripts/coloraide-expected.py, and copied here by hand (the tests run offline,
    /// without it). Its core:
    ///
    ///     from coloraide import Color
    ///     c = Color(space, components)
    ///     if c.in_gamut('srgb'): out = c.convert('srgb')
    ///     else:
    ///         out = c.convert('display-p3')
    ///         if not out.in_gamut(): out = out.fit('display-p3', method='oklch-chroma')
    ///     print(["%.3f" % x for x in out.coords()])
    ///
    /// coloraide's `oklch-chroma` is CSS Color 4's gamut mapping (binary search on OKLCH
    /// chroma, deltaEOK, JND 0.02). Its `rec2020` is BT.1886's display gamma (2.4); CSS Color 4's
    /// and the format's rec2020 (BT.2020's OETF, as Pickup converts it) is its `rec2020-oetf`,
    /// which the script registers and uses. The last column is what clipping to sRGB gave before.
    static let expected: [(space: String, components: String, set: String, rgb: [String], clippedBefore: [String])] = [
        ("rec2020", "[0, 1, 0]", "display-p3", ["0.000", "0.974", "0.374"], ["0.000", "1.000", "0.000"]),
        ("oklch", "[0.7, 0.3, 145]", "display-p3", ["0.101", "0.771", "0.000"], ["0.000", "0.785", "0.000"]),
        ("a98-rgb", "[0, 1, 0]", "display-p3", ["0.000", "0.953", "0.328"], ["0.000", "1.000", "0.000"]),
        ("lab", "[50, 100, -100]", "display-p3", ["0.695", "0.155", "1.000"], ["0.787", "0.000", "1.000"]),
        ("prophoto-rgb", "[0.2, 0.9, 0.3]", "display-p3", ["0.000", "0.925", "0.457"], ["0.000", "1.000", "0.068"]),
        ("rec2020", "[0.8, 0.2, 0.1]", "display-p3", ["0.927", "0.141", "0.166"], ["1.000", "0.000", "0.086"]),
        ("xyz-d65", "[0.5, 0.9, 0.1]", "display-p3", ["0.751", "1.000", "0.555"], ["0.470", "1.000", "0.000"]),
        ("oklch", "[0.6, 0.25, 30]", "display-p3", ["0.868", "0.176", "0.099"], ["0.947", "0.000", "0.000"]),
        // Inside sRGB: sRGB, as before.
        ("oklch", "[0.6, 0.1, 250]", "srgb", ["0.310", "0.518", "0.728"], ["0.310", "0.518", "0.728"]),
        ("oklch", "[0.85, 0.25, 145]", "srgb", ["0.213", "0.962", "0.334"], ["0.213", "0.962", "0.334"]),
        ("srgb-linear", "[0.2, 0.5, 0.9]", "srgb", ["0.485", "0.735", "0.955"], ["0.485", "0.735", "0.955"]),
        ("hsl", "[200, 80, 40]", "srgb", ["0.080", "0.507", "0.720"], ["0.080", "0.507", "0.720"]),
    ]

    /// Each colour's set as written to a catalog, against coloraide's numbers (3 decimals, as
    /// the sets hold them; one step of 0.001 allowed for the two implementations' float order).
    func testCatalogColoursKeepWideGamut() throws {
        var doc = #"{"c": {"$type": "color""#
        for (i, e) in Self.expected.enumerated() {
            doc += #", "c\#(i)": {"$value": {"colorSpace": "\#(e.space)", "components": \#(e.components)}}"#
        }
        doc += #", "p3": {"$value": {"colorSpace": "display-p3", "components": [0.2, 0.4, 0.6]}}}}"#
        let set = try parse(doc)
        let out = Repo.tempDir("pickup-gamut") + "/T.xcassets"
        try AssetCatalog.write(tokens: set, icons: Icons(), to: out)
        func entry(_ name: String) throws -> (String, [String: String]) {
            let root = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/\(name).colorset/Contents.json"))) as! [String: Any]
            let color = (root["colors"] as! [[String: Any]])[0]["color"] as! [String: Any]
            return (color["color-space"] as! String, color["components"] as! [String: String])
        }
        for (i, e) in Self.expected.enumerated() {
            let (space, comps) = try entry("c-c\(i)")
            XCTAssertEqual(space, e.set, "\(e.space) \(e.components)")
            for (k, want) in zip(["red", "green", "blue"], e.rgb) {
                XCTAssertEqual(Double(comps[k]!)!, Double(want)!, accuracy: 0.0011, "\(e.space) \(e.components) \(k): \(comps)")
            }
            XCTAssertEqual(comps["alpha"], "1.000")
            if e.set == "display-p3" { XCTAssertNotEqual(e.rgb, e.clippedBefore, "the control: clipping lost this one") }
        }
        let (space, comps) = try entry("c-p3")
        XCTAssertEqual(space, "display-p3", "a display-p3 token keeps its components")
        XCTAssertEqual(comps, ["red": "0.200", "green": "0.400", "blue": "0.600", "alpha": "1.000"])
        // The mapped colour is inside P3 and within a JND of the chroma-reduced colour: rec2020
        // green keeps its hue, where clipping to sRGB gave (0, 1, 0).
        let green = set.tokens["c.c0"]!.colorSource!.wideGamut
        XCTAssertTrue(green.components.allSatisfy { (0...1).contains($0) })
        // Swift's literal colours use the same mapping.
        let swift = SwiftTokens.source(set, sourceName: "t.json", options: .init(colors: .literal))
        XCTAssertTrue(swift.contains("public static let c0 = SwiftUI.Color(.displayP3, red: 0, green: 0.97"), swift)
    }

    /// The app's font (SF Pro Text, first in the list) need not be installed for a catalog of
    /// colours: exit 0 and the sets; only --comps, which draws, needs it (69, nothing written).
    func testCatalogWithAnUninstalledFirstFamily() throws {
        let dir = Repo.tempDir("pickup-sfpro")
        var json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Repo.tokensPath))) as! [String: Any]
        var font = json["font"] as! [String: Any], family = font["family"] as! [String: Any], text = family["text"] as! [String: Any]
        text["$value"] = ["SF Pro Text", "Inter", "sans-serif"]
        family["text"] = text; font["family"] = family; json["font"] = font
        let tokens = dir + "/design-tokens.json"
        try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: tokens))
        for format in ["css", "swift"] {
            let r = try Tool.run(Self.binary, ["tokens", "--format", format, "--out", "-", "--tokens", tokens])
            XCTAssertEqual(r.status, 0, r.stderr)
        }
        let r = try Tool.run(Self.binary, ["tokens", "--format", "xcassets", "--out", dir + "/A.xcassets", "--tokens", tokens])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/A.xcassets/color-facade-sandstone.colorset/Contents.json"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/A.xcassets/color-sheet-card.colorset/Contents.json"))
        let comps = try Tool.run(Self.binary, ["tokens", "--format", "xcassets", "--comps", "--out", dir + "/B.xcassets", "--tokens", tokens])
        XCTAssertEqual(comps.status, 69, comps.stderr)
        XCTAssertTrue(comps.stderr.contains("font family 'SF Pro Text' is not installed"), comps.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/B.xcassets"))
    }

    static let red = #"{"colorSpace": "srgb", "components": [1, 0, 0]}"#
    static let doc = """
        {"color": {"$type": "color", "red": {"$value": \(red)}, "brand": {"$value": "{color.red}"},
                   "base": {"$value": {"colorSpace": "srgb", "components": [0.2, 0.4, 0.6]}},
                   "part": {"$value": {"colorSpace": "srgb", "components": [{"$ref": "#/color/base/$value/components/0"}, 0.5, 0.5]}}},
         "size": {"$type": "dimension", "body": {"$value": {"value": 1.0625, "unit": "rem"}}, "gap": {"$value": "{size.body}"},
                  "hair": {"$value": {"value": 1, "unit": "px"}}},
         "font": {"family": {"$type": "fontFamily", "$value": ["Inter", "SF Pro Text"]}, "bold": {"$type": "fontWeight", "$value": 700}},
         "type": {"$type": "typography", "body": {"$value": {"fontFamily": "{font.family}", "fontSize": "{size.body}",
                    "fontWeight": "{font.bold}", "letterSpacing": {"value": 0.01, "unit": "rem"}, "lineHeight": 1.2}}},
         "border": {"$type": "border", "card": {"$value": {"color": "{color.brand}", "width": "{size.hair}", "style": "solid"}},
                    "flat": {"$value": {"color": \(red), "width": {"value": 0.125, "unit": "rem"}, "style": "dashed"}}},
         "shadow": {"$type": "shadow", "card": {"$value": [{"color": "{color.red}", "offsetX": {"value": 0, "unit": "px"},
                    "offsetY": {"value": 0.25, "unit": "rem"}, "blur": {"value": 12, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}]}},
         "gradient": {"$type": "gradient", "fade": {"$value": [{"color": "{color.red}", "position": 0}, {"color": \(red), "position": 1}]},
                      "more": {"$value": ["{gradient.fade}", {"color": "{color.base}", "position": 1}]}}}
        """

    /// rem stays rem; an alias of an exported token is `var(--…)` (whole values and parts of
    /// composites); a `$ref` into a value's components is a value; an alias whose target is not
    /// exported is its value.
    func testCSSKeepsRemAndAliases() throws {
        let set = try parse(Self.doc)
        let css = CSSTokens.source(set, sourceName: "t.json")
        for line in ["--size-body: 1.0625rem;", "--size-gap: var(--size-body);", "--size-hair: 1px;",
                     "--color-brand: var(--color-red);", "--color-part: #338080;",
                     "--type-body: var(--font-bold) var(--size-body)/1.2 var(--font-family);",
                     "--type-body-letter-spacing: 0.01rem;",
                     "--border-card: var(--size-hair) solid var(--color-brand);", "--border-flat: 0.125rem dashed #FF0000;",
                     "--shadow-card: 0 0.25rem 12px 0 var(--color-red);",
                     "--gradient-fade: var(--color-red) 0%, #FF0000 100%;",
                     "--gradient-more: var(--gradient-fade), var(--color-base) 100%;"] {
            XCTAssertTrue(css.contains("  " + line + "\n"), "missing \(line) in\n\(css)")
        }
        try TokenExportTests.checkCSS(css)
        try Self.tinycss2(css)
        // Without the target in the export (another platform's token): the value itself.
        let some = TokenSet(file: "t.json", tokens: set.tokens.filter { !$0.key.hasPrefix("size.") && $0.key != "color.red" })
        let partial = CSSTokens.source(some, sourceName: "t.json")
        XCTAssertTrue(partial.contains("  --color-brand: #FF0000;\n"), partial)
        XCTAssertTrue(partial.contains("  --type-body: var(--font-bold) 1.0625rem/1.2 var(--font-family);\n"), partial)
    }

    /// The theme's dark context: only the declarations that differ, under prefers-color-scheme;
    /// an alias (`var()`) of a changed token is not repeated — the cascade carries it.
    func testCSSDarkOverridesHoldOnlyWhatDiffers() throws {
        let set = try parse(Self.doc)
        var darkTokens = set.tokens
        let dark = try parse(Self.doc.replacingOccurrences(of: #""red": {"$value": \#(Self.red)}"#,
                                                           with: #""red": {"$value": {"colorSpace": "srgb", "components": [1, 0.4, 0.4]}}"#)
            .replacingOccurrences(of: #""hair": {"$value": {"value": 1, "unit": "px"}}"#, with: #""hair": {"$value": {"value": 2, "unit": "px"}}"#))
        for (k, v) in dark.tokens { darkTokens[k] = v }
        let css = CSSTokens.source(set, sourceName: "t.json", dark: darkTokens)
        let parts = css.components(separatedBy: "@media (prefers-color-scheme: dark) {\n  :root:not([data-theme]) {\n")
        XCTAssertEqual(parts.count, 2, css)
        XCTAssertEqual(parts[1], "    --color-red: #FF6666;\n    --size-hair: 2px;\n  }\n}\n"
                       + ":root[data-theme=\"dark\"] {\n  --color-red: #FF6666;\n  --size-hair: 2px;\n}\n",
                       "not --color-brand, --border-card, --shadow-card…: they are var()s of what changed")
        try Self.tinycss2(css)

        // Through the command, with the built-in resolver's theme: the alias color.button.icon
        // (of color.text.primary) is not repeated.
        let r = try Tool.run(Self.binary, ["tokens", "--format", "css", "--out", "-", "--tokens", Repo.tokensPath])
        XCTAssertEqual(r.status, 0, r.stderr)
        let media = r.stdout.components(separatedBy: "@media (prefers-color-scheme: dark) {\n  :root:not([data-theme]) {\n")
        XCTAssertEqual(media.count, 2)
        XCTAssertTrue(media[0].contains("  --color-button-icon: var(--color-text-primary);\n"), media[0])
        XCTAssertTrue(media[1].contains("    --color-text-primary: #FFFFFF;\n"), media[1])
        XCTAssertFalse(media[1].prefix { $0 != "}" }.contains("--color-button-icon"), media[1])
        try Self.tinycss2(r.stdout)
    }

    /// Debian's python3-tinycss2 (CSS Syntax Level 3) parses the file: no parse errors, rules
    /// on `:root` (with the settings' `[data-…]` and `:not([data-…])`) alone or in one
    /// `@media` of the settings' features, every declaration a custom property, each `var()`
    /// naming one declared in the file. Skipped where it is not installed.
    static func tinycss2(_ css: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let report = try tinycss2Report(css)
        XCTAssertTrue(report.hasPrefix("ok "), "tinycss2: \(report)", file: file, line: line)
    }

    /// The control: the check refuses a var() of nothing and a property that is not custom.
    /// A token file's names, descriptions, deprecation messages and font names are text, never
    /// code: every kind of line end (LF, CR, CR LF, U+2028…) and `*/` stays inside its comment
    /// or string. The Swift parses (swiftc) and declares nothing but the tokens; the CSS is
    /// one `:root` rule (tinycss2).
    func testTextFromTheTokenFileCannotBecomeCode() throws {
        let payload = "public static let injected = 1 //"
        let json = #"""
            {"color": {"$type": "color",
               "a": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}, "$description": "A.\r\n        PAYLOAD"},
               "b": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}, "$description": "B\rPAYLOAD\u2028PAYLOAD", "$deprecated": "gone */ PAYLOAD\r\nx"},
               "c\ncode": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}},
             "font": {"$type": "fontFamily",
               "f": {"$value": ["Inter\r\n        PAYLOAD", "x\n} body { background: url(https://example.invalid/x) } :root { --z: \""]}}}
            """#.replacingOccurrences(of: "PAYLOAD", with: payload)
        let set = try parse(json)
        let swift = SwiftTokens.source(set, sourceName: "t */ \n PAYLOAD.json".replacingOccurrences(of: "PAYLOAD", with: payload))
        for line in swift.split(whereSeparator: \.isNewline) where line.contains("injected") {
            let code = line.trimmingCharacters(in: .whitespaces)
            XCTAssertFalse(code.hasPrefix(payload), "the payload became code: \(line)")
        }
        let dir = Repo.tempDir("pickup-injection")
        try swift.write(toFile: dir + "/T.swift", atomically: true, encoding: .utf8)
        let parsed = try Tool.run("/usr/bin/env", ["swiftc", "-parse", dir + "/T.swift"])
        XCTAssertEqual(parsed.status, 0, parsed.stderr)
        let css = CSSTokens.source(set, sourceName: "t */ body{} /*.json")
        try Self.tinycss2(css)
        XCTAssertFalse(css.contains("example.invalid/x) }\n"), css)
    }

    func testTheTinycss2CheckRefusesWhatItShould() throws {
        let report = try Self.tinycss2Report(":root {\n  --a: var(--nope);\n}\n@media (prefers-color-scheme: dark) { :root { color: red; } }\n")
        XCTAssertTrue(report.contains("not a custom property: color"), report)
        XCTAssertTrue(report.contains("var() of an undeclared --nope"), report)
    }

    /// What the custom properties compute to in Chromium (Debian's, headless; skipped if absent),
    /// light and dark (`--force-dark-mode` makes prefers-color-scheme dark): an alias written as
    /// var() follows its target into dark though the override does not repeat it.
    func testCSSComputesInChromium() throws {
        guard let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first(where: FileManager.default.isExecutableFile) else {
            throw XCTSkip("chromium is not installed")
        }
        let dir = Repo.tempDir("pickup-css-chromium")
        let r = try Tool.run(Self.binary, ["tokens", "--format", "css", "--out", dir + "/tokens.css", "--tokens", Repo.tokensPath])
        XCTAssertEqual(r.status, 0, r.stderr)
        try #"""
            <!doctype html><html><head><link rel="stylesheet" href="tokens.css">
            <style>.t { font: var(--type-order-title); color: var(--color-button-icon); }</style></head>
            <body><div class="t" id="t">x</div><pre id="out"></pre><script>
            const t = getComputedStyle(document.getElementById('t'));
            document.getElementById('out').textContent = ['color=' + t.color, 'font=' + t.fontWeight + ' ' + t.fontSize + ' ' + t.fontFamily,
              'dark=' + matchMedia('(prefers-color-scheme: dark)').matches].join(';');
            </script></body></html>
            """#.write(toFile: dir + "/page.html", atomically: true, encoding: .utf8)
        for (flags, want) in [([String](), "color=rgb(28, 28, 30);font=700 34px Inter, \"SF Pro Text\", sans-serif;dark=false"),
                              (["--force-dark-mode"], "color=rgb(255, 255, 255);font=700 34px Inter, \"SF Pro Text\", sans-serif;dark=true")] {
            let page = try Tool.run(chromium, ["--headless=new", "--no-sandbox", "--disable-gpu", "--user-data-dir=" + dir + "/profile",
                                               "--allow-file-access-from-files", "--dump-dom", "file://" + dir + "/page.html"] + flags)
            XCTAssertTrue(page.stdout.contains("<pre id=\"out\">\(want)</pre>"), "\(flags): \(page.stdout.prefix(2000))")
        }
    }

    static func tinycss2Report(_ css: String) throws -> String {
        let python = "/usr/bin/python3"
        guard FileManager.default.isExecutableFile(atPath: python),
              (try? Tool.run(python, ["-c", "import tinycss2"]))?.status == 0 else {
            throw XCTSkip("python3-tinycss2 is not installed (apt-get install python3-tinycss2)")
        }
        let path = Repo.tempDir("pickup-tinycss2") + "/t.css"
        try css.write(toFile: path, atomically: true, encoding: .utf8)
        let script = #"""
            import sys, re, tinycss2
            css = open(sys.argv[1]).read()
            rules = tinycss2.parse_stylesheet(css, skip_comments=True, skip_whitespace=True)
            names, used, errors = set(), set(), []
            def decls(block):
                for d in tinycss2.parse_declaration_list(block, skip_comments=True, skip_whitespace=True):
                    if d.type == 'error': errors.append(d.message); continue
                    if not d.name.startswith('--'): errors.append('not a custom property: ' + d.name)
                    if not tinycss2.serialize(d.value).strip(): errors.append('empty: ' + d.name)
                    names.add(d.name)
                    used.update(re.findall(r'var\((--[a-z0-9-]+)\)', tinycss2.serialize(d.value)))
            root = re.compile(r':root((:not\(\[data-(theme|contrast|motion)\]\))|(\[data-(theme|contrast|motion)="[a-z]+"\]))*$')
            features = {'(prefers-color-scheme: dark)', '(prefers-contrast: more)', '(prefers-reduced-motion: reduce)',
                        '(prefers-color-scheme: dark) and (prefers-contrast: more)'}
            for r in rules:
                if r.type == 'error': errors.append(r.message)
                elif r.type == 'qualified-rule' and root.match(tinycss2.serialize(r.prelude).strip()): decls(r.content)
                elif r.type == 'at-rule' and r.lower_at_keyword == 'media' and tinycss2.serialize(r.prelude).strip() in features:
                    inner = tinycss2.parse_rule_list(r.content, skip_comments=True, skip_whitespace=True)
                    if len(inner) != 1 or not root.match(tinycss2.serialize(inner[0].prelude).strip()): errors.append('media: not one :root rule')
                    else: decls(inner[0].content)
                else: errors.append('unexpected rule: ' + r.type + ' ' + tinycss2.serialize(getattr(r, 'prelude', [])).strip())
            errors += ['var() of an undeclared ' + n for n in sorted(used - names)]
            print('\n'.join(errors) if errors else 'ok %d' % len(names))
            """#
        let r = try Tool.run(python, ["-c", script, path])
        return r.status == 0 ? r.stdout : "python3 failed: " + r.stderr
    }

    /// Groups named after the modules the file imports or its root enum, and a root token
    /// `bundle`, take a trailing underscore and are reported; the file type-checks against the
    /// stand-ins in both colour modes (issue 32, point 6). Before: `enum Foundation` hid
    /// `Foundation.Bundle` and the file did not compile, with exit 0.
    func testNamesTheFileNeedsForItselfAreRenamedAndReported() throws {
        let color = #"{"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}"#
        let groups = ["foundation", "swift", "swiftUI", "coreGraphics", "designTokens"]
        let json = "{" + groups.map { "\"\($0)\": {\"red\": \(color)}" }.joined(separator: ", ")
            + ", \"bundle\": \(color), \"inner\": {\"bundle\": \(color)}}"
        let set = try parse(json)
        for colors in [SwiftTokens.Colors.catalog, .literal] {
            let (src, renamed) = SwiftTokens.generate(set, sourceName: "t.json", options: .init(colors: colors))
            var expected = ["foundation": "Foundation_", "swift": "Swift_", "swiftUI": "SwiftUI_", "coreGraphics": "CoreGraphics_",
                            "designTokens": "DesignTokens_"]
            if colors == .catalog { expected["bundle"] = "bundle_" }
            XCTAssertEqual(Dictionary(uniqueKeysWithValues: renamed.map { ($0.path, $0.name) }), expected, "\(colors)")
            XCTAssertTrue(src.contains("public enum Foundation_ {"), src)
            XCTAssertTrue(src.contains("public static var bundle: Foundation.Bundle?") == (colors == .catalog), src)
            XCTAssertNil(try StandIn.failure(src, name: "Names.swift"), "\(colors)\n\(src)")
        }
    }

    /// The Swift file says what it needs, and in catalog mode a composite's colour written as an
    /// alias is the catalog's colour (dark mode follows), not a literal.
    func testSwiftStatesItsMinimumAndCatalogColoursInComposites() throws {
        let set = try parse(Self.doc + "")
        let src = SwiftTokens.source(set, sourceName: "t.json")
        XCTAssertTrue(src.contains("// Needs iOS 13, macOS 10.15, tvOS 13, watchOS 6 or visionOS 1; members that need more say so\n// with @available"), src)
        XCTAssertTrue(src.contains("(SwiftUI.Color(\"color-brand\", bundle: DesignTokens.bundle), 1, "), src)
        XCTAssertTrue(src.contains("(color: SwiftUI.Color(\"color-red\", bundle: DesignTokens.bundle), x: 0, y: 4,"), src)
        XCTAssertTrue(src.contains("SwiftUI.Gradient.Stop(color: SwiftUI.Color(\"color-red\", bundle: DesignTokens.bundle), location: 0), "
                                   + "SwiftUI.Gradient.Stop(color: SwiftUI.Color(red: 1, green: 0, blue: 0, opacity: 1), location: 1)"), src)
        XCTAssertTrue(src.contains("public static let more = SwiftUI.Gradient(stops: [SwiftUI.Gradient.Stop(color: SwiftUI.Color(\"color-red\", bundle: DesignTokens.bundle), location: 0), "
                                   + "SwiftUI.Gradient.Stop(color: SwiftUI.Color(red: 1, green: 0, blue: 0, opacity: 1), location: 1), "
                                   + "SwiftUI.Gradient.Stop(color: SwiftUI.Color(\"color-base\", bundle: DesignTokens.bundle), location: 1)])"),
                      "stops spliced in keep their aliases: \(src)")
        XCTAssertTrue(src.contains("keeps its light value in dark mode"), "a literal colour in a composite is noted")
        let literal = SwiftTokens.source(set, sourceName: "t.json", options: .init(colors: .literal))
        XCTAssertFalse(literal.contains("SwiftUI.Color(\"color-"), "literal mode stays literal")

        let app = SwiftTokens.source(try TokenSet.load(path: Repo.tokensPath), sourceName: "design-tokens.json")
        XCTAssertTrue(app.contains("public static var title: SwiftUI.Font { SwiftUI.Font.system(.largeTitle, weight: .bold) }"), app)
        let lines = app.components(separatedBy: "\n")
        for (i, l) in lines.enumerated() where l.contains("SwiftUI.Font.system(.") {
            XCTAssertTrue(lines[i - 1].hasSuffix("@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)"), l)
        }
        for (i, l) in lines.enumerated() where l.contains("SwiftUI.Animation.spring(duration:") {
            XCTAssertTrue(lines[i - 1].hasSuffix("@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)"), l)
        }
        for (name, text) in [("Outputs.swift", src), ("OutputsLiteral.swift", literal), ("App.swift", app)] {
            XCTAssertNil(try StandIn.failure(text, name: name), "\(name)\n\(text)")
        }
    }

    /// A colour keeps its space from the token file to every output: a display-p3 gradient stop,
    /// shadow layer and border (written out, or as an alias of a P3 colour token, or spliced in
    /// from another gradient) is `color(display-p3 …)` in CSS and `.displayP3` in Swift, as the
    /// same colour on its own token is; sRGB parts stay hex.
    func testCompositeColoursKeepTheirSpace() throws {
        let p3 = #"{"colorSpace": "display-p3", "components": [1, 0, 0]}"#
        let t = try parse("""
        {"c": {"$type": "color", "red": {"$value": \(p3)}, "grey": {"$value": {"colorSpace": "srgb", "components": [0.5, 0.5, 0.5]}}},
         "g": {"$type": "gradient",
               "inner": {"$value": [{"color": \(p3), "position": 0}]},
               "fade": {"$value": [{"color": \(p3), "position": 0}, {"color": "{c.red}", "position": 0.5},
                                   {"color": "{c.grey}", "position": 1}]},
               "spliced": {"$value": ["{g.inner}", {"color": {"colorSpace": "srgb", "components": [0, 0, 1]}, "position": 1}]}},
         "s": {"$type": "shadow", "glow": {"$value": {"color": \(p3), "offsetX": {"value": 0, "unit": "px"},
               "offsetY": {"value": 0, "unit": "px"}, "blur": {"value": 4, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}},
         "b": {"$type": "border", "edge": {"$value": {"color": \(p3), "width": {"value": 1, "unit": "px"}, "style": "solid"}}}}
        """)
        let css = CSSTokens.source(t, sourceName: "t.json")
        let red = "color(display-p3 1 0 0)"
        func line(_ name: String) -> String { css.split(separator: "\n").first { $0.contains("--\(name):") }.map(String.init) ?? "" }
        XCTAssertTrue(line("c-red").contains(red), line("c-red"))
        XCTAssertTrue(line("g-fade").contains("\(red) 0%"), line("g-fade"))
        XCTAssertTrue(line("g-fade").contains("var(--c-red) 50%"), line("g-fade"))
        XCTAssertTrue(line("g-fade").contains("var(--c-grey) 100%"), line("g-fade"))
        XCTAssertTrue(line("g-spliced").contains("var(--g-inner)") || line("g-spliced").contains(red), line("g-spliced"))
        XCTAssertTrue(line("g-spliced").contains("#0000FF 100%"), line("g-spliced"))
        XCTAssertTrue(line("s-glow").contains(red), line("s-glow"))
        XCTAssertTrue(line("b-edge").contains(red), line("b-edge"))
        XCTAssertFalse(css.contains("#FF0000"), "no P3 colour written as sRGB:\n\(css)")

        let swift = SwiftTokens.source(t, sourceName: "t.json", options: .init(colors: .literal))
        let p3Literal = "SwiftUI.Color(.displayP3, red: 1, green: 0, blue: 0, opacity: 1)"
        for name in ["fade", "spliced", "glow", "edge"] {
            let decl = swift.split(separator: "\n").first { $0.contains(" \(name)") && $0.contains("=") }.map(String.init) ?? ""
            XCTAssertTrue(decl.contains(p3Literal), "\(name): \(decl)")
        }
        XCTAssertFalse(swift.contains("SwiftUI.Color(red: 1, green: 0, blue: 0"), "no P3 colour written as sRGB:\n\(swift)")
        XCTAssertNil(try StandIn.failure(swift, name: "P3Parts.swift"))
    }
}
