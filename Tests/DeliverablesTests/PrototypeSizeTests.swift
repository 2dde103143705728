@testable import Deliverables
@testable import Export
import FileIO
import Foundation
import ImageEncoding
import Nodes
import ProjectInputs
import Render
import Screens
import TestSupport
import XCTest

/// The prototype at its defaults (@2x, 60 fps), made once for the tests that need it (the
/// browser flow too): a few hundred frames at @2x take a while.
enum DefaultPrototype {
    static let project = try! Project(tokensPath: Repo.tokensPath)
    static let made: (dir: String, summary: PrototypeJob.Summary, seconds: Double) = {
        let dir = Repo.tempDir("pickup-proto-2x")
        let start = Date()
        let summary = try! PrototypeJob(outDir: dir, fps: 60, scale: 2).run(project)
        return (dir, summary, Date().timeIntervalSince(start))
    }()
    static var folder: String { made.dir + "/prototype" }

    /// The manifest written into a page, as the page reads it.
    static func manifest(_ page: String) throws -> [String: Any] {
        let html = try String(contentsOfFile: page, encoding: .utf8)
        let start = html.range(of: "const P = ")!.upperBound
        let end = html[start...].range(of: ";\n")!.lowerBound
        return try JSONSerialization.jsonObject(with: Data(html[start..<end].utf8)) as! [String: Any]
    }

    /// The whole picture a file of the prototype stands for, put together as the page does:
    /// its base (recursively), then the file at the patch's offset.
    static func picture(_ folder: String, _ src: String, _ manifest: [String: Any]) -> RasterImage? {
        guard let image = src.hasSuffix(".webp") ? RasterImage.load(webp: folder + "/" + src) : RasterImage.load(png: folder + "/" + src) else { return nil }
        guard let patch = (manifest["patches"] as? [String: [String: Any]])?[src] else { return image }
        guard let base = picture(folder, patch["base"] as! String, manifest) else { return nil }
        return base.overlaid(image, x: patch["x"] as! Int, y: patch["y"] as! Int)
    }
}

/// The prototype at @2x is small enough to share, and what it stores is
/// exactly what was drawn (lossless: patches over whole frames, no re-encoding loss).
final class PrototypeSizeTests: XCTestCase {
    var project: Project { DefaultPrototype.project }

    func testDefaultPrototypeIsAtMostTenMegabytes() throws {
        let made = DefaultPrototype.made
        var total = 0
        let e = FileManager.default.enumerator(atPath: DefaultPrototype.folder)!
        while let f = e.nextObject() as? String {
            let a = try FileManager.default.attributesOfItem(atPath: DefaultPrototype.folder + "/" + f)
            if a[.type] as? FileAttributeType == .typeRegular { total += a[.size] as! Int }
        }
        print(String(format: "prototype @2x 60 fps: %d frames, %d files, %.2f MB in all, written in %.1f s",
                     made.summary.frames, made.summary.files, Double(total) / 1e6, made.seconds))
        XCTAssertLessThanOrEqual(total, 10_000_000, "the whole prototype/ folder at @2x")
    }

    /// Frames put together from the files (decoded by libpng through Cairo, base then patch)
    /// equal the frames drawn directly, pixel for pixel.
    func testStoredFramesDecodeToTheDrawnFrames() throws {
        let folder = DefaultPrototype.folder
        let m = try DefaultPrototype.manifest(folder + "/index.html")
        let frames = m["frames"] as! [Int]
        let ready = m["readyFrame"] as! Int, pickup = m["pickupFrame"] as! Int
        XCTAssertFalse((m["patches"] as! [String: Any]).isEmpty, "some frames are stored as patches")
        var picks = Set(stride(from: 0, to: frames.count, by: 41))
        picks.formUnion([0, 1, ready, ready + 1, ready + 12, pickup, pickup + 1, frames.count - 1])
        let renderer = Renderer()
        for i in picks.sorted() where i < frames.count {
            let src = "frames/" + FramesJob.name(frames[i], "webp")
            let stored = try XCTUnwrap(DefaultPrototype.picture(folder, src, m), src)
            let drawn = renderer.image(try project.frame(at: Double(i) / 60), scale: 2)
            XCTAssertNil(stored.changedBox(from: drawn), "frame \(i) (\(src)) differs from the drawn frame")
        }
        // An independent decoder: ffmpeg's own WebP decoder reads the same pixels as libwebp,
        // for a whole frame, a patch and a wallet patch.
        if which("ffmpeg") != nil {
            let patches = m["patches"] as! [String: Any]
            let patch = patches.keys.filter { $0.hasPrefix("frames/") }.sorted().first!
            for src in ["frames/" + FramesJob.name(0, "webp"), patch, "wallet/" + FramesJob.name(1, "webp")] {
                let png = Repo.tempDir("pickup-proto-ffmpeg") + "/decoded.png"
                let r = try Tool.run("ffmpeg", ["-v", "error", "-i", folder + "/" + src, "-pix_fmt", "rgb24", png])
                XCTAssertEqual(r.status, 0, r.stderr)
                let a = try XCTUnwrap(RasterImage.load(png: png)), b = try XCTUnwrap(RasterImage.load(webp: folder + "/" + src))
                XCTAssertNil(a.changedBox(from: b), "\(src): ffmpeg and libwebp decode it differently")
            }
        }
        // The wallet crossfade, every frame, over the settled screen.
        let states = try PrototypeTiming(project, fps: 60).walletStates(project)
        XCTAssertEqual(m["walletFrames"] as? Int, states.count)
        for (k, st) in states.enumerated() {
            let src = "wallet/" + FramesJob.name(k + 1, "webp")
            let stored = try XCTUnwrap(DefaultPrototype.picture(folder, src, m), src)
            let node = project.resolve(PickupScreen.node(project.styles.pickup, project.content, st, code: project.film.placement))
            XCTAssertNil(stored.changedBox(from: renderer.image(node, scale: 2)), "\(src) differs from the drawn frame")
        }
    }

    /// Same inputs, same bytes: two runs write identical folders.
    func testOutputIsDeterministic() throws {
        let a = Repo.tempDir("pickup-proto-det"), b = Repo.tempDir("pickup-proto-det")
        try PrototypeJob(outDir: a, fps: 10, scale: 1).run(project)
        try PrototypeJob(outDir: b, fps: 10, scale: 1).run(project)
        let fa = try FileManager.default.subpathsOfDirectory(atPath: a + "/prototype").sorted()
        XCTAssertEqual(fa, try FileManager.default.subpathsOfDirectory(atPath: b + "/prototype").sorted())
        for f in fa {
            XCTAssertEqual(FileManager.default.contents(atPath: a + "/prototype/" + f), FileManager.default.contents(atPath: b + "/prototype/" + f), f)
        }
    }
}
