import Foundation
import IconBudget
import Render
import TestSupport
import XCTest

/// Icons a designer drops in (`icons/<name>.svg` beside the token file) are drawn by librsvg in
/// place of the built-in glyph, in the colour the screen gives that icon; a file the screens do
/// not draw, or one librsvg cannot read, is refused naming it, and nothing is written.
final class IconCLITests: XCTestCase {
    func pickup(_ args: [String], in dir: String) throws -> ToolRun { try Tool.run(CLITests.binary, args, cwd: dir) }

    /// A folder with the repository's token file and an `icons` folder holding `files`.
    func project(_ label: String, _ files: [String: String]) throws -> String {
        let dir = Repo.tempDir(label)
        try FileManager.default.copyItem(atPath: Repo.tokensPath, toPath: dir + "/design-tokens.json")
        try FileManager.default.createDirectory(atPath: dir + "/icons", withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: dir + "/icons/" + name)) }
        return dir
    }

    /// A solid square in `currentColor`: wherever the clock was, the picture is the icon's colour.
    let square = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" fill="currentColor"/></svg>"#

    func testADroppedInIconReplacesTheGlyphInItsColour() throws {
        let plain = try project("pickup-icons-plain", [:])
        let dropped = try project("pickup-icons-clock", ["clock.svg": square])
        for dir in [plain, dropped] {
            let r = try pickup(["export", "--out", "out", "--scales", "1", "--formats", "png,svg"], in: dir)
            XCTAssertEqual(r.status, 0, r.stderr)
        }
        let a = try XCTUnwrap(RasterImage.load(png: plain + "/out/comps/order-being-made@1x.png"))
        let b = try XCTUnwrap(RasterImage.load(png: dropped + "/out/comps/order-being-made@1x.png"))
        // Only the clock's square changed, and it is filled solid in the subtitle's grey.
        let box = try XCTUnwrap(b.changedBox(from: a), "the dropped-in clock changed nothing")
        XCTAssertLessThanOrEqual(box.width, 20); XCTAssertLessThanOrEqual(box.height, 20)
        let centre = b.pixel(box.x + box.width / 2, box.y + box.height / 2)
        XCTAssertEqual(Int(centre.r), Int(centre.g), accuracy: 2, "grey, as the secondary text colour")
        XCTAssertLessThan(Int(centre.r), 160)
        // The comps without the clock are untouched; the SVG carries the icon as vectors.
        for comp in ["pickup", "reveal-whole-code"] {
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: plain + "/out/comps/\(comp)@1x.png")),
                           try Data(contentsOf: URL(fileURLWithPath: dropped + "/out/comps/\(comp)@1x.png")), comp)
        }
        // A re-export after the icon changes redraws the comps that show it, and only those.
        try Data(square.replacingOccurrences(of: "<rect", with: "<circle cx=\"12\" cy=\"12\" r=\"12\"").replacingOccurrences(of: " width=\"24\" height=\"24\" fill", with: " fill").utf8)
            .write(to: URL(fileURLWithPath: dropped + "/icons/clock.svg"))
        let again = try pickup(["export", "--out", "out", "--scales", "1", "--formats", "png"], in: dropped)
        XCTAssertEqual(again.status, 0, again.stderr)
        let c = try XCTUnwrap(RasterImage.load(png: dropped + "/out/comps/order-being-made@1x.png"))
        XCTAssertNotNil(c.changedBox(from: b), "the changed icon was not redrawn")
    }

    func testUnknownOrUnreadableIconsAreRefusedNamingTheFile() throws {
        let unknown = try project("pickup-icons-unknown", ["moon.svg": square])
        let r = try pickup(["export", "--out", "out"], in: unknown)
        XCTAssertEqual(r.status, 65)
        XCTAssertTrue(r.stderr.contains("icons/moon.svg: no icon is called 'moon'"), r.stderr)
        XCTAssertTrue(r.stderr.contains("clock, checkmark.circle.fill"), r.stderr)
        let broken = try project("pickup-icons-broken", ["sun.max.svg": "<svg"])
        let s = try pickup(["export", "--out", "out"], in: broken)
        XCTAssertEqual(s.status, 65)
        XCTAssertTrue(s.stderr.contains("icons/sun.max.svg: refused: not well-formed XML at line 1, column 5: it ends before its elements are closed"), s.stderr)
        let sizeless = try project("pickup-icons-sizeless", ["sun.max.svg": #"<svg xmlns="http://www.w3.org/2000/svg"/>"#])
        let t = try pickup(["export", "--out", "out"], in: sizeless)
        XCTAssertEqual(t.status, 65)
        XCTAssertTrue(t.stderr.contains("neither a width and height nor a viewBox"), t.stderr)
        for dir in [unknown, broken, sizeless] {
            XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out"), "nothing is written")
        }
    }

    /// `tokens --format xcassets` counts every set it writes, the icon sets included, and names
    /// the sets of an earlier run it removed.
    func testTheAssetCatalogReportCountsEverySet() throws {
        let dir = try project("pickup-icons-xcassets", ["clock.svg": square])
        let r = try pickup(["tokens", "--format", "xcassets", "--out", "A.xcassets"], in: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        let colours = try FileManager.default.contentsOfDirectory(atPath: dir + "/A.xcassets").filter { $0.hasSuffix(".colorset") }.count
        XCTAssertGreaterThan(colours, 10)
        XCTAssertTrue(r.stdout.contains("(\(colours) colour sets, 1 icon set)"), r.stdout)
        try FileManager.default.removeItem(atPath: dir + "/icons/clock.svg")
        let again = try pickup(["tokens", "--format", "xcassets", "--out", "A.xcassets"], in: dir)
        XCTAssertTrue(again.stdout.contains("(\(colours) colour sets, 0 icon sets; removed icon-clock.imageset)"), again.stdout)
    }

    /// `pickup watch` sees an icon added to, changed in or removed from `icons/`.
    func testWatchRedrawsWhenAnIconIsAddedOrRemoved() throws {
        let dir = try project("pickup-icons-watch", [:])
        let p = try BackgroundPickup(["watch", "--out", "out", "--scales", "1", "--formats", "png"], cwd: dir)
        p.waitFor("start — export", count: 1)
        // Each report names the icon, what happened to it, and why the export drew again.
        try Data(square.utf8).write(to: URL(fileURLWithPath: dir + "/icons/clock.svg"))
        p.waitFor("icons/clock.svg added — export: rendered", count: 1)
        XCTAssertTrue(p.output.contains("icons added: clock.svg"), p.output)
        try Data(square.replacingOccurrences(of: "<svg", with: "<svg data-v=\"2\"").utf8).write(to: URL(fileURLWithPath: dir + "/icons/clock.svg"))
        p.waitFor("icons/clock.svg saved — export: rendered", count: 1)
        XCTAssertTrue(p.output.contains("icons changed: clock.svg"), p.output)
        try FileManager.default.removeItem(atPath: dir + "/icons/clock.svg")
        p.waitFor("icons/clock.svg removed — export: rendered", count: 1)
        XCTAssertTrue(p.output.contains("icons removed: clock.svg"), p.output)
        XCTAssertFalse(p.output.contains("rendered 0,"), p.output)
        XCTAssertFalse(p.output.contains("outputs changed"), p.output)
        p.interrupt()
        XCTAssertEqual(p.process.terminationStatus, 0, p.output)
    }

    /// An icon librsvg reads but cannot draw (its element limit, by `<use>` amplification) is
    /// refused by name before anything is written; one that paints outside its viewport
    /// (`overflow="visible"`) stays inside its box, in every format.
    func testAnIconCannotWreckTheComp() throws {
        let defs = "<rect id=\"a0\" width=\"1\" height=\"1\"/>" + (1...22).map { "<g id=\"a\($0)\"><use href=\"#a\($0 - 1)\"/><use href=\"#a\($0 - 1)\"/></g>" }.joined()
        let bomb = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><defs>\(defs)</defs><use href=\"#a22\"/></svg>"
        let amplified = try project("pickup-icons-bomb", ["clock.svg": bomb])
        let r = try pickup(["export", "--out", "out", "--scales", "1", "--formats", "png"], in: amplified)
        XCTAssertEqual(r.status, 65, r.stderr)
        // Measured before librsvg sees it (`SVGBudget`); what passes is still trial-rendered.
        XCTAssertTrue(r.stderr.contains("icons/clock.svg: refused: ") || r.stderr.contains("icons/clock.svg: librsvg cannot draw it"), r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: amplified + "/out"))

        let red = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" overflow="visible"><rect x="-2000" y="-2000" width="4000" height="4000" fill="red"/></svg>"#
        let plain = try project("pickup-icons-plain2", [:]), spill = try project("pickup-icons-spill", ["sun.max.svg": red])
        for dir in [plain, spill] {
            let e = try pickup(["export", "--out", "out", "--scales", "1", "--formats", "png,svg,pdf"], in: dir)
            XCTAssertEqual(e.status, 0, e.stderr)
        }
        XCTAssertEqual(try Tool.zbar(spill + "/out/comps/pickup@1x.png"), "BLANKSTREET-A42")
        let a = RasterImage.load(png: plain + "/out/comps/pickup@1x.png")!, b = RasterImage.load(png: spill + "/out/comps/pickup@1x.png")!
        var differ = 0
        for y in 0..<a.height { for x in 0..<a.width where a.pixel(x, y) != b.pixel(x, y) { differ += 1 } }
        XCTAssertGreaterThan(differ, 0, "the icon is drawn")
        XCTAssertLessThanOrEqual(differ, 24 * 24, "the icon stays in its box")
    }

    /// An icon is one file (issue 32, point 9): every way SVG has to name another — `<use>`,
    /// `<feImage>`, a `url()` in an attribute or a stylesheet, `@import`, `<?xml-stylesheet?>`,
    /// XInclude — is refused (exit 65) naming it, where before the part was dropped and the
    /// rest drawn. A part of the same file (`#id`) and an embedded `data:` image still draw.
    func testAnIconThatRefersToAnotherFileIsRefused() throws {
        let head = #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24">"#
        let cases: [(String, String, String)] = [
            ("use", head + #"<use href="other.svg#id"/></svg>"#, "<use> refers to another file (other.svg#id)"),
            ("xlink", head + #"<use xlink:href="other.svg#id"/></svg>"#, "<use> refers to another file (other.svg#id)"),
            ("feimage", head + #"<filter id="f"><feImage href="pic.png"/></filter><rect width="9" height="9" filter="url(#f)"/></svg>"#,
             "<feImage> refers to another file (pic.png)"),
            ("fill", head + #"<rect width="9" height="9" fill="url(other.svg#p)"/></svg>"#, "fill refers to another file (url(other.svg#p))"),
            ("style-attr", head + #"<rect width="9" height="9" style="fill: url('p.svg#g')"/></svg>"#, "style refers to another file (url(p.svg#g))"),
            ("import", head + #"<style>@import "theme.css";</style><rect width="9" height="9"/></svg>"#, "<style> has an @import"),
            ("css-url", head + #"<style>rect { fill: url(other.svg#p) }</style><rect width="9" height="9"/></svg>"#,
             "<style> refers to another file (url(other.svg#p))"),
            ("stylesheet", #"<?xml-stylesheet type="text/css" href="theme.css"?>"# + head + #"<rect width="9" height="9"/></svg>"#,
             "<?xml-stylesheet?> refers to another file"),
            ("xinclude", head + #"<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="other.svg"/></svg>"#, "XInclude"),
        ]
        for (label, svg, why) in cases {
            let dir = try project("pickup-icons-ref-\(label)", ["clock.svg": svg])
            let r = try pickup(["export", "--out", "out", "--scales", "1", "--formats", "png"], in: dir)
            XCTAssertEqual(r.status, 65, "\(label): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("icons/clock.svg: refused: ") && r.stderr.contains(why), "\(label): \(r.stderr)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out"), label)
        }
        // A part of the same file, by href and by url(), still draws.
        let own = head + #"<defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient><path id="p" d="M2 2h20v20H2z"/></defs>"#
            + ##"<use href="#p" fill="url(#g)"/><use xlink:href="#p" style="fill: url('#g')"/></svg>"##
        let dir = try project("pickup-icons-ref-own", ["clock.svg": own])
        let r = try pickup(["export", "--out", "out", "--scales", "1", "--formats", "png", "--quiet"], in: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
    }

    /// Small files, huge cost: what an icon expands to is measured before librsvg draws it —
    /// `<use>` amplification of a blur, an embedded image of 30,000² pixels, a file reference,
    /// noise of a million octaves —
    /// and refused quickly, naming the file and the bound.
    func testAnIconThatExpandsPastItsBoundsIsRefusedQuickly() throws {
        let blurDefs = #"<filter id="f"><feGaussianBlur stdDeviation="3"/></filter><rect id="a0" width="1" height="1" filter="url(#f)"/>"#
            + (1...12).map { "<g id=\"a\($0)\"><use href=\"#a\($0 - 1)\"/><use href=\"#a\($0 - 1)\"/></g>" }.joined()
        let blur = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><defs>\(blurDefs)</defs><use href=\"#a12\"/></svg>"
        // A PNG whose header says 30000 × 30000 (its pixels are never decoded).
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
        png.append(contentsOf: [0, 0, 0x75, 0x30, 0, 0, 0x75, 0x30, 8, 2, 0, 0, 0, 0, 0, 0, 0])
        let image = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><image width="24" height="24" href="data:image/png;base64,"#
            + png.base64EncodedString() + #""/></svg>"#
        let file = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><image width="24" height="24" href="/etc/hostname"/></svg>"#
        // Noise of a million octaves: one pass per octave over the filter's region (minutes).
        let noise = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><filter id="f"><feTurbulence baseFrequency="0.9" numOctaves="1000000"/></filter><rect width="24" height="24" filter="url(#f)"/></svg>"#
        for (label, svg, why) in [("blur", blur, "elements once each <use> is counted"), ("image", image, "30000 × 30000 pixels"),
                                  ("file", file, "refers to another file"), ("noise", noise, "numOctaves 1000000; at most 10")] {
            let dir = try project("pickup-icons-\(label)", ["clock.svg": svg])
            let start = Date()
            let r = try pickup(["export", "--out", "out", "--scales", "1", "--formats", "png"], in: dir)
            XCTAssertEqual(r.status, 65, "\(label): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("icons/clock.svg: refused: ") && r.stderr.contains(why), "\(label): \(r.stderr)")
            XCTAssertLessThan(Date().timeIntervalSince(start), 20, label)
            XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out"), label)
        }
    }
}
