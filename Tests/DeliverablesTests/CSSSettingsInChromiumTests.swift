import Foundation
import TestSupport
import XCTest

/// `pickup tokens --format css` read back by Chromium (Debian's, headless; skipped if absent)
/// with emulated media (DevTools `Emulation.setEmulatedMedia`) and the attributes an app sets:
/// under each setting, every custom property computes to what the same export resolved at that
/// setting's context (`--context contrast=increased`…) writes on `:root` — so the media and
/// attribute blocks carry exactly what the resolver's contexts change, the two together too.
final class CSSSettingsInChromiumTests: XCTestCase {
    /// A page holding `css` inline (a file:// stylesheet's rules are not readable by script),
    /// and the script that lists its `:root` custom properties as computed on `<html>`.
    static func page(_ css: String) -> String {
        "<!doctype html><html><head><style>\(css)</style></head><body>x</body></html>"
    }
    static let computed = """
        (() => { const s = getComputedStyle(document.documentElement), out = {};
          for (const d of document.styleSheets[0].cssRules[0].style) out[d] = s.getPropertyValue(d).trim();
          return JSON.stringify(out); })()
        """

    func css(_ args: [String], platform: String) throws -> String {
        let r = try Tool.run(Repo.pickupBinary, ["tokens", "--format", "css", "--out", "-", "--tokens", Repo.tokensPath, "--platform", platform] + args)
        XCTAssertEqual(r.status, 0, r.stderr)
        return r.stdout
    }

    /// The web's tokens (the default: pipeline-only tokens such as color.increasedContrast.*
    /// are written as values) and every token (they are `var()`s, followed through the cascade;
    /// Reduce Motion's motion.reduced is the pipeline's, so only here).
    func testEverySettingComputesAsItsContext() throws {
        for platform in ["web", "all"] { try settingsCompute(platform: platform) }
    }

    func settingsCompute(platform: String) throws {
        guard let exe = Chromium.executable else {
            throw XCTSkip("chromium is not installed (scripts/setup-deps.sh installs Debian's chromium)")
        }
        let dir = Repo.tempDir("pickup-css-settings-\(platform)")
        let browser = try Chromium(exe, dir: dir, width: 400, height: 300, scale: 1)
        defer { browser.quit() }
        func load(_ css: String, name: String) throws {
            try Self.page(css).write(toFile: dir + "/\(name).html", atomically: true, encoding: .utf8)
            try browser.navigate("file://\(dir)/\(name).html")
            try browser.wait("String(document.readyState === 'complete' && location.pathname.endsWith('/\(name).html'))", toBe: "true", timeout: 20)
        }
        func emulate(_ features: [String: String]) throws {
            // Each call replaces the emulated features: those not listed are the browser's own.
            try browser.send("Emulation.setEmulatedMedia", ["media": "", "features": features.keys.sorted().map { ["name": $0, "value": features[$0]!] }])
        }
        func values() throws -> [String: String] {
            let json = try browser.evaluate(Self.computed) as? String ?? "{}"
            return try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String] ?? [:]
        }
        // What each context's own export writes, computed with no setting in force.
        try emulate([:])
        var want: [String: [String: String]] = [:]
        let contexts = ["": [String](), "dark": ["--context", "theme=dark"], "more": ["--context", "contrast=increased"],
                        "dark+more": ["--context", "theme=dark", "--context", "contrast=increased"],
                        "reduce": ["--context", "motion=reduced"]]
        for (name, args) in contexts {
            try load(try css(args, platform: platform), name: "context-\(name.isEmpty ? "default" : name.replacingOccurrences(of: "+", with: "-"))")
            want[name] = try values()
        }
        XCTAssertNotEqual(want["more"]?["--color-text-secondary"], want[""]?["--color-text-secondary"], "contrast changes secondary text")
        XCTAssertEqual(want["more"]?["--color-text-secondary"], "#4D4D4D")
        XCTAssertNotEqual(want["dark+more"]?["--color-text-secondary"], want["more"]?["--color-text-secondary"])
        XCTAssertNotEqual(want["dark+more"]?["--color-text-secondary"], want["dark"]?["--color-text-secondary"])
        // motion.reduced is the pipeline's (in the base set and in the motion=reduced context):
        // the web's file holds no Reduce Motion token; every platform's does.
        XCTAssertEqual(want["reduce"]?["--motion-reduced"], platform == "web" ? nil : "1")

        // The default export under each setting: by media feature, by attribute, and mixed.
        try load(try css([], platform: platform), name: "default")
        let cases: [(media: [String: String], attributes: [String: String], context: String)] = [
            ([:], [:], ""),
            (["prefers-color-scheme": "dark"], [:], "dark"),
            (["prefers-contrast": "more"], [:], "more"),
            (["prefers-color-scheme": "dark", "prefers-contrast": "more"], [:], "dark+more"),
            (["prefers-reduced-motion": "reduce"], [:], "reduce"),
            ([:], ["theme": "dark"], "dark"),
            ([:], ["contrast": "increased"], "more"),
            ([:], ["theme": "dark", "contrast": "increased"], "dark+more"),
            ([:], ["motion": "reduced"], "reduce"),
            (["prefers-color-scheme": "dark"], ["contrast": "increased"], "dark+more"),
            (["prefers-contrast": "more"], ["theme": "dark"], "dark+more"),
            // An attribute set to the default context overrides the media feature.
            (["prefers-color-scheme": "dark", "prefers-contrast": "more"], ["theme": "light"], "more"),
            (["prefers-color-scheme": "dark", "prefers-contrast": "more"], ["contrast": "standard"], "dark"),
            (["prefers-reduced-motion": "reduce"], ["motion": "standard"], ""),
        ]
        for c in cases {
            try emulate(c.media)
            for a in ["theme", "contrast", "motion"] {
                let v = c.attributes[a].map { "'\($0)'" }
                try browser.evaluate(v.map { "document.documentElement.setAttribute('data-\(a)', \($0))" }
                                     ?? "document.documentElement.removeAttribute('data-\(a)')")
            }
            let matches = try browser.evaluate("[matchMedia('(prefers-color-scheme: dark)').matches, matchMedia('(prefers-contrast: more)').matches].join()") as? String
            XCTAssertEqual(matches, "\(c.media["prefers-color-scheme"] == "dark"),\(c.media["prefers-contrast"] == "more")", "the emulation took")
            let got = try values(), expected = want[c.context]!
            XCTAssertEqual(Set(got.keys), Set(expected.keys))
            XCTAssertFalse(got.isEmpty, "\(platform): no custom properties read")
            let wrong = expected.keys.sorted().filter { got[$0] != expected[$0] }.map { "\($0): \(got[$0] ?? "nil") ≠ \(expected[$0]!)" }
            XCTAssertTrue(wrong.isEmpty, "\(platform) \(c.media) \(c.attributes) → \(c.context):\n" + wrong.prefix(20).joined(separator: "\n"))
        }
    }
}
