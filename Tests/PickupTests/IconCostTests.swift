import Foundation
import IconBudget
import TestSupport
import XCTest

/// Costs that grow from one element of an icon (issue 32, point 3) — dashes along a long
/// outline, markers at every vertex, patterns under every element, long text, curves drawn far
/// larger than the icon, filters run once per reference — are measured before librsvg draws
/// and refused naming the bound; icons that use the same features as icons do still pass.
final class IconCostTests: XCTestCase {
    static let head = ##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24">"##

    /// The issue's icon, 254 bytes: a square path scaled by 0.0001 and dashed every 0.05 units
    /// (8 million dashes: 0.3–1.1 s and 180–230 MB a frame, 18 s and 430 MB an export).
    static let issueIcon = ##"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><path id="clockdash" transform="scale(0.0001)" d="M20000 20000H220000V220000H20000Z" fill="none" stroke="currentColor" stroke-width="20000" stroke-dasharray="0.05"/></svg>"##

    /// `defs` and a `<use>` of `leaf` repeated 2ⁿ times by doubling groups.
    static func doubled(_ defs: String, _ leaf: String, _ n: Int) -> String {
        var groups = "", previous = leaf
        for i in 1...n { groups += "<g id=\"u\(i)\"><use href=\"#\(previous)\"/><use href=\"#\(previous)\"/></g>"; previous = "u\(i)" }
        return head + "<defs>\(defs)\(groups)</defs><use href=\"#\(previous)\"/></svg>"
    }

    func problem(_ svg: String) -> String? { SVGBudget.problem(Data(svg.utf8)) }

    func testTheIssuesIconIsRefusedForItsDashes() throws {
        XCTAssertEqual(Self.issueIcon.utf8.count, 254)
        let why = try XCTUnwrap(problem(Self.issueIcon))
        XCTAssertTrue(why.contains("its dashes") && why.contains("at most \(SVGBudget.maxDashes)"), why)
        // 800,000 units of outline every 0.1 units (an odd list repeats): 8 million dashes.
        XCTAssertTrue(why.contains("period of 0.1 units along up to 800000 units"), why)
        // The same square dashed every 20 units (40,000 dashes) passes.
        XCTAssertNil(problem(Self.issueIcon.replacingOccurrences(of: "\"0.05\"", with: "\"10\"")))
    }

    func testDashesAreCountedWhereverThePeriodIsWritten() {
        let line = ##"<path id="p" d="M0 12H24" stroke="#000" stroke-dasharray="0.01"/>"##   // 1,200 dashes a copy
        let cases: [(String, String, String)] = [
            ("use", Self.doubled(line, "p", 7), "its dashes"),                                                      // × 128
            ("style-attr", Self.head + ##"<path d="M0 0L24 24" style="stroke:#000;stroke-dasharray:0.00001mm"/></svg>"##, "its dashes"),
            ("stylesheet", Self.head + "<style>.d { stroke-dasharray: .0001 .0001 }</style>" + ##"<circle class="d" cx="12" cy="12" r="11"/></svg>"##, "its dashes"),
            ("arc", Self.head + ##"<path d="M2 12a1 1 0 1 1 20 0a10 10 0 1 1-20 0" stroke="#000" stroke-dasharray="0.0001"/></svg>"##, "its dashes"),
            ("text", Self.head + ##"<text y="20" font-size="1000" transform="scale(0.01)" stroke="#000" stroke-dasharray="0.01">WW</text></svg>"##, "its dashes"),
            ("percent", Self.head + ##"<path d="M0 12H24" stroke="#000" stroke-dasharray="1%"/></svg>"##, "stroke-dasharray with 1%, which cannot be sized"),
            ("em", Self.head + ##"<path d="M0 12H24" stroke="#000" style="stroke-dasharray: 1 0.2em"/></svg>"##, "0.2em, which cannot be sized"),
            ("path-length", Self.head + ##"<path d="M0 12H24" pathLength="1e9" stroke="#000" stroke-dasharray="1"/></svg>"##, "its dashes"),
        ]
        for (label, svg, why) in cases {
            let p = problem(svg)
            XCTAssertTrue(p?.contains(why) == true, "\(label): \(p ?? "passed")")
        }
        // Solid after all: zeros, none, a negative length (invalid, so drawn solid).
        for solid in ["0", "0 0", "none", "-1 2"] {
            XCTAssertNil(problem(Self.head + "<path d=\"M0 12H24000\" stroke=\"#000\" stroke-dasharray=\"\(solid)\"/></svg>"), solid)
        }
    }

    func testMarkersPatternsAndFilterReferencesAreCountedPerCopy() {
        let marker = ##"<marker id="m" markerWidth="2" markerHeight="2" refX="1" refY="1" markerUnits="userSpaceOnUse"><circle r="0.5"/></marker>"##
        let vertices = "M1 1" + String(repeating: "h.001", count: 2500)
        let cases: [(String, String, String)] = [
            // 2,500 marker positions × 64 copies (measured: 3 s a 300-px frame, over 300 s an export).
            ("marker-mid", Self.doubled(marker + "<path id=\"p\" d=\"\(vertices)\" stroke=\"#000\" marker-mid=\"url(#m)\"/>", "p", 6),
             "markers (one at each vertex"),
            // Inherited from a group, and set by a stylesheet.
            ("inherited", Self.head + "<defs>\(marker)</defs><g marker-mid=\"url(#m)\">" + String(repeating: "<path d=\"\(vertices)\"/>", count: 10) + "</g></svg>",
             "markers (one at each vertex"),
            ("stylesheet", Self.head + "<style>path { marker: url(#m) }</style><defs>\(marker)</defs>" + String(repeating: "<path d=\"\(vertices)\"/>", count: 10) + "</svg>",
             "markers (one at each vertex"),
            // An empty marker costs its setting up: 6,000 took a minute an export.
            ("empty", Self.head + #"<defs><marker id="e"><g/></marker></defs><path d="M1 1"# + String(repeating: "h.01", count: 600) + #"" marker-mid="url(#e)"/></svg>"#,
             "it draws 601 markers (one at each vertex of each marked shape, once each <use> is counted); at most \(SVGBudget.maxMarkers)"),
            // Few markers, each drawing much: content again at every vertex.
            ("heavy", Self.head + "<defs><marker id=\"h\">" + String(repeating: "<rect width=\"1\" height=\"1\"/>", count: 200) + "</marker></defs><polyline points=\"" + (0..<200).map { "\($0 % 24) 1" }.joined(separator: " ") + "\" marker-mid=\"url(#h)\"/></svg>",
             "markers and patterns draw their content again"),
            // A pattern of 1,024 elements under 64 elements.
            ("pattern", Self.doubled(##"<pattern id="pt" width="24" height="24" patternUnits="userSpaceOnUse"><rect id="q" width="1" height="1"/>"##
                                     + (1...10).map { "<g id=\"v\($0)\"><use href=\"#\($0 == 1 ? "q" : "v\($0 - 1)")\"/><use href=\"#\($0 == 1 ? "q" : "v\($0 - 1)")\"/></g>" }.joined()
                                     + ##"</pattern><rect id="r" width="24" height="24" fill="url(#pt)"/>"##, "r", 6),
             "markers and patterns draw their content again"),
            // A filter named by each of 128 copies of a shape: a blur (over the whole icon) each.
            ("filter", Self.doubled(##"<filter id="f"><feGaussianBlur stdDeviation="5"/></filter><rect id="r" width="24" height="24" filter="url(#f)"/>"##, "r", 7),
             "applies filters"),
            ("filter-style", Self.doubled(##"<filter id="f"><feGaussianBlur stdDeviation="5"/><feOffset dx="1"/></filter><rect id="r" width="24" height="24" style="filter: url(#f)"/>"##, "r", 6),
             "applies filters"),
        ]
        for (label, svg, why) in cases {
            let p = problem(svg)
            XCTAssertTrue(p?.contains(why) == true, "\(label): \(p ?? "passed")")
        }
    }

    func testTextAndOutlinesAreBounded() {
        let words = String(repeating: "abcdefghi ", count: 200)
        let cases: [(String, String, String)] = [
            // 2,000 characters in one text (30,000 took 74 s a frame).
            ("text", Self.head + "<text y=\"12\" font-size=\"1\">\(words)</text></svg>", "2000 characters of text"),
            // librsvg 2.54 draws no <textPath>; it is counted all the same.
            ("textPath", Self.head + "<defs><path id=\"c\" d=\"M0 12C8 0 16 24 24 12\"/></defs><text font-size=\"0.1\"><textPath href=\"#c\">\(words)</textPath></text></svg>",
             "characters of text"),
            ("use", Self.doubled("<text id=\"t\" y=\"12\" font-size=\"1\">\(String(repeating: "abcdefghi ", count: 10))</text>", "t", 4), "characters of text"),
            // 9,000 tiny segments × 64 copies (9 million measured 25 s a 300-px frame).
            ("segments", Self.doubled("<path id=\"p\" d=\"M1 1\(String(repeating: "l.001.0005", count: 9000))\" stroke=\"#000\" stroke-width=\"0.1\" fill=\"none\"/>", "p", 6),
             "line pieces"),
            // 4,000 curves whose control points are 10⁹ units out (minutes and 940 MB a frame).
            ("huge-curves", Self.head + "<path d=\"M0 0\(String(repeating: "c1e9 1e9 -1e9 1e9 0 1", count: 4000))\" stroke=\"#000\" fill=\"none\"/></svg>", "line pieces"),
            ("far-curves", Self.head + "<path d=\"M0 0\(String(repeating: "c1e5 1e5 -1e5 1e5 0 1", count: 400))\" stroke=\"#000\" fill=\"none\"/></svg>", "line pieces"),
            // 4,000 round joins a million units wide (2 s and 700 MB a 300-px frame).
            ("wide-joins", Self.head + "<path d=\"M0 0\(String(repeating: "L24 24L0 1", count: 2000))\" stroke=\"#000\" stroke-width=\"1e6\" stroke-linejoin=\"round\" fill=\"none\"/></svg>",
             "line pieces"),
            // The curves are not made small by a scale that a stylesheet may undo.
            ("scaled-up", Self.head + "<g transform=\"scale(1000)\"><path d=\"M0 0\(String(repeating: "c10 10 -10 10 0 .01", count: 300))\" stroke=\"#000\"/></g></svg>", "line pieces"),
        ]
        for (label, svg, why) in cases {
            let p = problem(svg)
            XCTAssertTrue(p?.contains(why) == true, "\(label): \(p ?? "passed")")
        }
        // The same 4,000 curves scaled down to the icon's size are cheap, and pass.
        XCTAssertNil(problem(Self.head + "<path transform=\"scale(0.000000001)\" d=\"M0 0\(String(repeating: "c1e9 1e9 -1e9 1e9 0 1", count: 400))\" stroke=\"#000\" fill=\"none\"/></svg>"))
    }

    /// A chain of 9,000 `<use>`s, each of the one before and each drawn, is measured without
    /// recursion.
    func testALongUseChainIsMeasured() {
        let chain = "<rect id=\"a0\" width=\"1\" height=\"1\"/>" + (1..<9_000).map { "<use id=\"a\($0)\" href=\"#a\($0 - 1)\"/>" }.joined()
        let p = problem(Self.head + chain + "</svg>")
        XCTAssertTrue(p?.contains("elements once each <use> is counted") == true, p ?? "passed")
    }

    /// What icons use these features for still passes.
    func testIconsThatUseTheseFeaturesAsIconsDoPass() {
        let icons: [(String, String)] = [
            ("dashed circle", Self.head + ##"<circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" stroke-width="2" stroke-dasharray="2 2"/></svg>"##),
            ("dotted line", Self.head + ##"<path d="M2 12h20" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-dasharray="0 4"/><path d="M2 18h20" style="stroke:#000;stroke-dasharray:.5mm 1mm"/></svg>"##),
            ("arrows", Self.head + ##"<defs><marker id="a" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z"/></marker>"##
                + ##"<marker id="d" markerWidth="4" markerHeight="4" refX="2" refY="2"><circle cx="2" cy="2" r="1"/></marker></defs>"##
                + ##"<polyline points="3 20 8 12 13 16 21 4" fill="none" stroke="#000" stroke-width="1.5" marker-start="url(#a)" marker-mid="url(#d)" marker-end="url(#a)"/></svg>"##),
            ("hatched fill", Self.head + ##"<defs><pattern id="h" width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="4" stroke="#000" stroke-width="1.5"/></pattern></defs>"##
                + ##"<rect x="2" y="2" width="20" height="20" rx="3" fill="url(#h)" stroke="#000" stroke-width="2"/></svg>"##),
            ("small text", Self.head + ##"<rect x="1" y="1" width="22" height="22" rx="4" fill="none" stroke="#000" stroke-dasharray="3 1"/><text x="12" y="16" font-size="10" text-anchor="middle" font-weight="bold">24</text></svg>"##),
            ("sprite", Self.head + ##"<defs><symbol id="s" viewBox="0 0 512 512"><path d="M256 48C141 48 48 141 48 256s93 208 208 208 208-93 208-208S371 48 256 48zm0 384c-97 0-176-79-176-176S159 80 256 80s176 79 176 176-79 176-176 176z"/></symbol></defs><use href="#s" width="24" height="24"/></svg>"##),
            ("clipped", Self.head + ##"<defs><clipPath id="c" clipPathUnits="objectBoundingBox"><circle cx=".5" cy=".5" r=".5"/></clipPath><linearGradient id="g"><stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue"/></linearGradient></defs>"##
                + ##"<style>.a { fill: url(#g); }</style><rect class="a" width="24" height="24" clip-path="url(#c)"/></svg>"##),
            ("blurred shadow", Self.head + ##"<filter id="f"><feGaussianBlur stdDeviation="1"/></filter><circle cx="12" cy="13" r="8" filter="url(#f)" opacity=".3"/><circle cx="12" cy="12" r="8"/></svg>"##),
        ]
        for (label, svg) in icons { XCTAssertNil(problem(svg), label) }
        // A detailed icon: 1,500 curves in a 512-unit viewBox, stroked.
        var d = "M10 10"
        for i in 0..<1_500 { d += " c3 \(i % 7) 6 -\(i % 5) 9 1" }
        XCTAssertNil(problem(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><path d=""# + d + ##"" stroke="#000" stroke-width="8" fill="none"/></svg>"##), "detailed")
    }

    /// Through the CLI: refused (exit 65) naming the file and the bound, nothing written (the
    /// measure runs before librsvg sees the file: no timing here, machines are shared).
    func testTheIssuesIconIsRefusedByExport() throws {
        let dir = Repo.tempDir("pickup-icon-cost-dash")
        try FileManager.default.copyItem(atPath: Repo.tokensPath, toPath: dir + "/design-tokens.json")
        try FileManager.default.createDirectory(atPath: dir + "/icons", withIntermediateDirectories: true)
        try Data(Self.issueIcon.utf8).write(to: URL(fileURLWithPath: dir + "/icons/clock.svg"))
        let r = try Tool.run(CLITests.binary, ["export", "--out", "out", "--scales", "1", "--formats", "png"], cwd: dir)
        XCTAssertEqual(r.status, 65, r.stderr)
        XCTAssertTrue(r.stderr.contains("icons/clock.svg: refused: its dashes") && r.stderr.contains("at most \(SVGBudget.maxDashes)"), r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out"))
        // A dashed circle in its place draws.
        let dashed = Self.head + ##"<circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" stroke-width="2" stroke-dasharray="2 2"/></svg>"##
        try Data(dashed.utf8).write(to: URL(fileURLWithPath: dir + "/icons/clock.svg"))
        let ok = try Tool.run(CLITests.binary, ["export", "--out", "out", "--scales", "1", "--formats", "png", "--quiet"], cwd: dir)
        XCTAssertEqual(ok.status, 0, ok.stderr)
    }
}
