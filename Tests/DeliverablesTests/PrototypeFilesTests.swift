@testable import Deliverables
import Export
import FileIO
import Foundation
import Geometry
import Nodes
import ProjectInputs
import Render
import Screens
import TestSupport
import XCTest

/// What `pickup prototype` writes, and the hotspots it puts in the page, without a browser.
final class PrototypeFilesTests: XCTestCase {
    static let project = try! Project(tokensPath: Repo.tokensPath)
    var project: Project { Self.project }

    /// The bounds of the drawn items `match` picks, largest first: the box of their on-curve
    /// points (a continuous corner's control points reach past the edges).
    func bounds(_ list: DisplayList, _ match: (DisplayItem) -> Path?) -> [Rect] {
        list.leaves.compactMap { item -> Rect? in
            guard let path = match(item) else { return nil }
            let points = path.elements.compactMap { e -> Point? in
                switch e {
                case .move(let p), .line(let p), .quad(_, to: let p), .cubic(_, _, to: let p): return p
                case .close: return nil
                }
            }
            guard let x0 = points.map(\.x).min(), let x1 = points.map(\.x).max(),
                  let y0 = points.map(\.y).min(), let y1 = points.map(\.y).max() else { return nil }
            return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        }.sorted { $0.width * $0.height > $1.width * $1.height }
    }
    func assertEqual(_ a: Rect?, _ b: Rect, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let a else { return XCTFail("\(what): not drawn", file: file, line: line) }
        for (x, y) in [(a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height)] {
            XCTAssertEqual(x, y, accuracy: 0.01, "\(what): drawn at \(a), hotspot \(b)", file: file, line: line)
        }
    }

    /// Where the laid-out `list` puts hotspot `h`.
    func hotspot(_ h: Hotspot, _ list: DisplayList, file: StaticString = #filePath, line: UInt = #line) throws -> Rect {
        try XCTUnwrap(h.rect(in: list), "no anchor for \(h)", file: file, line: line)
    }

    func testSheetHotspotIsTheDrawnSheet() throws {
        let t = project.styles.timeline.sheetDismiss.start
        let list = try project.frame(at: t)
        // The sheet is the largest frosted area (the other two are the top buttons).
        let drawn = bounds(list) { if case .material(let p, _, _) = $0 { return p } else { return nil } }.first
        assertEqual(drawn, try hotspot(.sheet, list), "sheet")
    }

    func testCloseAndWalletHotspotsAreTheDrawnButtons() throws {
        let pickup = try project.displayList(Comps.named("pickup")!)
        let p = project.styles.pickup
        // The lowest black fill (the code's modules share the colour).
        let capsule = bounds(pickup) { if case .fill(let path, let c, _, _) = $0, c == p.colors.walletButton { return path } else { return nil } }
            .max { $0.minY < $1.minY }
        assertEqual(capsule, try hotspot(.wallet, pickup), "wallet button")
        let circles = bounds(pickup) { if case .fill(let path, let c, _, _) = $0, c == p.colors.circle { return path } else { return nil } }
        assertEqual(circles.min { $0.minX < $1.minX }, try hotspot(.topLeading, pickup), "close button")
        // On screen 1 the same place holds the back chevron's frosted circle.
        let order = try project.frame(at: 0)
        let frosted = bounds(order) { if case .material(let p, _, _) = $0 { return p } else { return nil } }
        assertEqual(frosted.filter { $0.width < 100 }.min { $0.minX < $1.minX }, try hotspot(.topLeading, order), "back button")
        XCTAssertEqual(try hotspot(.topLeading, order), try hotspot(.topLeading, pickup), "back and close are one place")
    }

    /// A small run: the page is self-contained, every file it names exists, still stretches
    /// are one file, the wallet frames end on the `pickup-wallet-added` comp.
    func testPageNamesEveryFrameItShowsAndNothingElse() throws {
        let dir = Repo.tempDir("pickup-proto-files")
        let fps = 10.0, scale = 1.0
        let summary = try PrototypeJob(outDir: dir, fps: fps, scale: scale).run(project)
        let html = try String(contentsOfFile: summary.page, encoding: .utf8)
        for outside in ["http://", "https://", "<script src", "<link", "@import", "url("] {
            XCTAssertFalse(html.contains(outside), "the page must not load anything from outside (found \(outside))")
        }
        XCTAssertTrue(html.contains("window.pickupState"))
        // The manifest, as the page reads it.
        let start = html.range(of: "const P = ")!.upperBound
        let end = html[start...].range(of: ";\n")!.lowerBound
        let m = try JSONSerialization.jsonObject(with: Data(html[start..<end].utf8)) as! [String: Any]
        let frames = m["frames"] as! [Int]
        XCTAssertEqual(frames.count, 83, "0…8.2 s at 10 fps")
        XCTAssertEqual(m["readyFrame"] as? Int, 29, "the page waits on the frame at t = 2.9 s")
        let kept = Set(frames)
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: dir + "/prototype/frames"))
        XCTAssertEqual(files, Set(kept.map { FramesJob.name($0, "webp") }), "exactly the frames the page shows")
        XCTAssertLessThan(kept.count, frames.count, "still stretches are written once")
        XCTAssertEqual(frames[1], 0, "t = 0.1 s shows the same picture as t = 0")
        let walletCount = m["walletFrames"] as! Int
        XCTAssertEqual(walletCount, 4, "0.35 s crossfade at 10 fps")
        // Stored as a patch over the last frame: put together as the page does.
        let last = try XCTUnwrap(DefaultPrototype.picture(dir + "/prototype", "wallet/" + FramesJob.name(walletCount, "webp"), m))
        let comp = try Renderer().image(project.displayList(Comps.named("pickup-wallet-added")!), scale: scale)
        ImageComparison(tolerance: 0, allowedShare: 0).assertMatches(last, comp, "wallet-added")
        XCTAssertEqual(summary.files, kept.count + walletCount)
        // What stands for the app is the tokens': the screen's ground and the loading words.
        let colors = project.styles.pickup.colors
        XCTAssertEqual(m["background"] as? String, colors.background.hex)
        XCTAssertEqual(m["message"] as? String, colors.secondaryLabel.hex)
        XCTAssertTrue(html.contains("background: \(colors.background.hex); touch-action"), "the screen's ground is color.pickup.background")
        XCTAssertTrue(html.contains("text-align: center; color: \(colors.secondaryLabel.hex);"), "the words are color.pickup.secondaryLabel")
    }

    /// The page's template writes no colour of the app's: every colour literal in it is the
    /// viewer's own (the window around the screen, review mode's bar), as its comment lists them;
    /// the app's come from the tokens through the manifest.
    func testThePageTakesTheAppsColoursFromTheTokens() throws {
        let template = PrototypePage.template
        let literal = try NSRegularExpression(pattern: "#[0-9a-fA-F]{6}\\b")
        let found = Set(literal.matches(in: template, range: NSRange(template.startIndex..., in: template)).map {
            String(template[Range($0.range, in: template)!]).lowercased()
        })
        XCTAssertEqual(found, ["#1c1c1e", "#2c2c2e", "#3a3a3c", "#f2f2f7", "#0a84ff", "#ffd60a"],
                       "a colour in the page that is not the viewer's: take it from the tokens (PrototypeManifest)")
        for placeholder in ["/*BACKGROUND*/", "/*MESSAGE*/"] { XCTAssertTrue(template.contains(placeholder), placeholder) }
    }
}

/// The prototype removes only what it wrote (issue 32, point 13): a run at another fps leaves
/// no frame of the last behind, and a file of the user's own in frames/ or wallet/ stays.
final class PrototypeLeavesWhatIsNotItsTests: XCTestCase {
    func testOnlyItsOwnFilesAreRemoved() throws {
        let dir = Repo.tempDir("pickup-proto-own")
        let project = try Project(tokensPath: Repo.tokensPath)
        try PrototypeJob(outDir: dir, fps: 10, scale: 1).run(project)
        let mine = [dir + "/prototype/frames/mine.webp", dir + "/prototype/wallet/9999.webp", dir + "/prototype/frames/notes.txt"]
        for m in mine { try Data("mine".utf8).write(to: URL(fileURLWithPath: m)) }
        let summary = try PrototypeJob(outDir: dir, fps: 5, scale: 1).run(project)
        for m in mine { XCTAssertTrue(FileManager.default.fileExists(atPath: m), "\(m) is the user's") }
        // Exactly what this run wrote, and the user's: nothing of the 10-fps run is left.
        let record = try String(contentsOfFile: dir + "/prototype/.pickup-prototype-files", encoding: .utf8)
        let written = Set(record.split(separator: "\n").map(String.init))
        XCTAssertEqual(written.count, summary.files)
        for sub in ["frames", "wallet"] {
            let left = try FileManager.default.contentsOfDirectory(atPath: dir + "/prototype/" + sub).map { sub + "/" + $0 }
            XCTAssertEqual(Set(left).subtracting(written).subtracting(mine.map { String($0.dropFirst(dir.count + 11)) }), [], sub)
        }
    }
}

/// `pickup prototype` from the command line: what it says, what it refuses.
final class PrototypeCommandTests: XCTestCase {
    func testWritesThePageAndSaysWhereItIs() throws {
        let dir = Repo.tempDir("pickup-proto-cli")
        let r = try CLI.run(["prototype", "--out", dir, "--fps", "10", "--scale", "1"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("file://\(dir)/prototype/index.html"), r.stdout)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/prototype/wallet/0004.webp"))
        // Progress names what it does: frames drawn by number, files by the .webp they are; never
        // a .png (the drawing's scratch files are not outputs) nor a scratch folder.
        let lines = r.stderr.split(separator: "\n").filter { $0.hasPrefix("prototype: [") }
        XCTAssertGreaterThan(lines.count, 10, r.stderr)
        XCTAssertTrue(lines.contains { $0.hasSuffix("] frame 0001 drawn") }, r.stderr)
        XCTAssertTrue(lines.contains { $0.hasSuffix("/prototype/wallet/0004.webp") }, r.stderr)
        XCTAssertFalse(r.stderr.contains(".png") || r.stderr.contains("pickup-prototype-"), r.stderr)
    }

    func testRefusesBadOptions() throws {
        for (args, mention) in [(["--scale", "9"], "--scale"), (["--fps", "0"], "--fps"), (["--bogus"], "unknown option")] {
            let r = try CLI.run(["prototype", "--out", Repo.tempDir("pickup-proto-cli")] + args)
            XCTAssertEqual(r.status, 64, "\(args): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains(mention), r.stderr)
        }
    }
}
