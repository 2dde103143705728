import Deliverables
@testable import Export
import Foundation
import PathNames
import ProjectInputs
import Screens
import TestSupport
import Tokens
import XCTest


final class IncrementalTests: XCTestCase {
    let quick = ExportJob(outDir: "", scales: [1], formats: [.png], pictures: [.contactSheet])

    func job(_ dir: String) -> ExportJob { var j = quick; j.outDir = dir; return j }

    func testSHA256KnownAnswers() {
        // FIPS 180-4 examples, and a message crossing a block boundary in pieces.
        XCTAssertEqual(SHA256.hash("").hex, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(SHA256.hash("abc").hex, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(SHA256.hash("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq").hex,
                       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        let million = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        var h = SHA256()
        for chunk in stride(from: 0, to: million.count, by: 777) { h.update(Array(million[chunk..<min(chunk + 777, million.count)])) }
        XCTAssertEqual(h.finish().hex, "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// A report's lists of names are summarised past a few (`NameList`, the one rule `watch`
    /// follows too): a thousand icons removed made a 27 KB line (issue 42.7).
    func testLongListsOfNamesAreSummarised() {
        var r = ExportReport()
        r.changedTokens = ["a", "b", "c", "d"]
        r.reasons = ["icons removed: " + NameList.summary((0..<1000).map { String(format: "i%04d.svg", $0) })]
        XCTAssertEqual(r.summary, "rendered 0, skipped 0, removed 0 — tokens changed: a, b, c, d; icons removed: i0000.svg, i0001.svg, i0002.svg and 997 more")
        r.changedTokens = (0..<1000).map { "t.\($0)" }
        XCTAssertTrue(r.summary.contains("tokens changed: t.0, t.1, t.2 and 997 more;"), r.summary)
    }

    func testDigestIsStableAndSeesSmallChanges() throws {
        let project = try Project(tokensPath: Repo.tokensPath)
        let a = try project.displayList(Comps.named("pickup")!)
        XCTAssertEqual(StableDigest.of(a), StableDigest.of(try Project(tokensPath: Repo.tokensPath).displayList(Comps.named("pickup")!)))
        var b = a
        b.size.width += 1e-12
        XCTAssertNotEqual(StableDigest.of(a), StableDigest.of(b), "a change too small to print is still a change")
    }

    /// The example: a new road colour redraws the comps and frames that show the road
    /// (order-street among them) and nothing else (not pickup), and names the token.
    func testRoadColourRedrawsOnlyWhatShowsTheRoad() throws {
        let dir = Repo.tempDir("pickup-incr")
        let out = dir + "/exports"
        let frames = FramesJob(outDir: out, fps: 5, scale: 1, formats: [.png])
        let base = try Project(tokensPath: Repo.tokensPath)
        try job(out).run(base)
        try frames.run(base)
        let before = try snapshot(out)

        let road = try Project(tokensPath: roadTokens(in: dir))
        let report = try job(out).run(road)
        XCTAssertEqual(report.changedTokens, ["color.facade.road"])
        XCTAssertTrue(report.rendered.contains("comps/order-street@1x.png"), report.summary)
        XCTAssertTrue(report.skipped.contains("comps/pickup@1x.png"), report.summary)
        XCTAssertTrue(report.summary.contains("color.facade.road"), report.summary)

        let frameReport = try frames.run(road).report
        XCTAssertEqual(frameReport.changedTokens, ["color.facade.road"])
        // Exactly the frames whose display lists differ, found independently.
        let touched = try ChangedPictures.compare(base, road, fps: 5)
        XCTAssertEqual(Set(frameReport.rendered), Set(touched.frames.map { "frames/" + FramesJob.name($0, "png") }))
        XCTAssertTrue(frameReport.rendered.contains("frames/0016.png"), "t = 3.2 s, the sheet leaving over the road, shows the road")
        XCTAssertTrue(frameReport.skipped.contains("frames/0035.png"), "t = 7.0 s, the Pickup screen, does not")
        XCTAssertEqual(touched.comps.contains("order-street"), true)
        XCTAssertFalse(touched.comps.contains("pickup"))

        let after = try snapshot(out)
        for f in ["comps/pickup@1x.png", "frames/0035.png"] {
            XCTAssertEqual(after[f]!.mtime, before[f]!.mtime, "\(f) not rewritten")
        }
        XCTAssertNotEqual(after["comps/order-street@1x.png"]!.data, before["comps/order-street@1x.png"]!.data)
    }

    /// Re-running with nothing changed writes nothing: same bytes, same mtimes (manifest too).
    func testNoOpReExportRewritesNothing() throws {
        let out = Repo.tempDir("pickup-incr") + "/exports"
        let project = try Project(tokensPath: Repo.tokensPath)
        let all = ExportJob(outDir: out, scales: [1], formats: [.png, .svg, .pdf], pictures: [.contactSheet])
        let frames = FramesJob(outDir: out, fps: 2, scale: 1, formats: [.png, .svg])
        XCTAssertEqual(try all.run(project).rendered.count, Comps.all.count * 3 + 2)
        try frames.run(project)
        let before = try snapshot(out)
        XCTAssertNotNil(before["manifest.json"])

        let again = try Project(tokensPath: Repo.tokensPath)
        let r = try all.run(again), f = try frames.run(again).report
        XCTAssertEqual(r.rendered, []); XCTAssertEqual(f.rendered, [])
        XCTAssertEqual(r.removed, []); XCTAssertEqual(f.removed, [])
        XCTAssertEqual(r.skipped.count, Comps.all.count * 3 + 2); XCTAssertEqual(f.skipped.count, 17 * 2)
        XCTAssertTrue(r.summary.hasPrefix("rendered 0, skipped \(Comps.all.count * 3 + 2), removed 0"), r.summary)
        let after = try snapshot(out)
        XCTAssertEqual(Set(after.keys), Set(before.keys))
        for (k, v) in before {
            XCTAssertEqual(after[k]!.data, v.data, "\(k) bytes")
            XCTAssertEqual(after[k]!.mtime, v.mtime, "\(k) mtime")
        }
    }

    /// A deleted output is drawn again even though its inputs did not change.
    func testMissingFileIsRedrawn() throws {
        let out = Repo.tempDir("pickup-incr") + "/exports"
        let project = try Project(tokensPath: Repo.tokensPath)
        try job(out).run(project)
        try FileManager.default.removeItem(atPath: out + "/comps/order-ready@1x.png")
        let r = try job(out).run(project)
        XCTAssertEqual(r.rendered, ["comps/order-ready@1x.png"])
        XCTAssertTrue(r.summary.contains("1 missing on disk"), r.summary)
    }

    /// Outputs of the old manifest that no longer exist are removed: frames past the end at a
    /// lower fps. Frames outside a --from/--to window are kept, and other kinds are untouched.
    func testVanishedFramesAreRemovedAndWindowsKeepTheRest() throws {
        let out = Repo.tempDir("pickup-incr") + "/exports"
        let project = try Project(tokensPath: Repo.tokensPath)
        try job(out).run(project)
        try FramesJob(outDir: out, fps: 4, scale: 1, formats: [.png]).run(project)   // 0000–0032
        let window = try FramesJob(outDir: out, fps: 4, scale: 1, formats: [.png], from: 7, to: 8).run(project).report
        XCTAssertEqual(window.removed, [], "a window removes nothing that still exists")
        let full = try FramesJob(outDir: out, fps: 2, scale: 1, formats: [.png]).run(project).report   // 0000–0016
        XCTAssertEqual(full.removed, (17...32).map { "frames/" + FramesJob.name($0, "png") })
        XCTAssertFalse(FileManager.default.fileExists(atPath: out + "/frames/0017.png"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/comps/pickup@1x.png"), "comps are not frames' to remove")
        let manifest = Manifest.load(dir: out)
        XCTAssertEqual(manifest.sections["frames"]?.outputs.count, 17)
        XCTAssertEqual(manifest.sections["comps"]?.outputs.count, Comps.all.count + 1, "each comp @1x and the contact sheet")
    }

    func testFrameRanges() {
        XCTAssertEqual(ChangedPictures.ranges([]), "no frames")
        XCTAssertEqual(ChangedPictures.ranges([7]), "frame 0007")
        XCTAssertEqual(ChangedPictures.ranges(Array(0...174) + [200, 240, 241, 242]), "frames 0000–0174, 0200, 0240–0242")
    }
}
