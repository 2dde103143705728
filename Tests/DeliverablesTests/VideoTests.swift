import Deliverables
import Export
import FileIO
import Foundation
import ProjectInputs
import Render
import Screens
import TestSupport
import XCTest

/// `pickup video` as a user runs it, checked with ffprobe/ffmpeg.
final class VideoTests: XCTestCase {
    func probe(_ file: String) throws -> [String: String] {
        let r = try Tool.run("ffprobe", ["-v", "error", "-select_streams", "v:0", "-count_frames",
                                         "-show_entries", "stream=codec_name,width,height,r_frame_rate,pix_fmt,nb_read_frames:format=duration",
                                         "-of", "default=noprint_wrappers=1", file])
        XCTAssertEqual(r.status, 0, r.stderr)
        var out: [String: String] = [:]
        for line in r.stdout.split(separator: "\n") {
            let kv = line.split(separator: "=", maxSplits: 1)
            if kv.count == 2 { out[String(kv[0])] = String(kv[1]) }
        }
        return out
    }

    /// @1x at 30 fps (quick): 393 is odd, so the MP4 is padded to 394; 0–8.2 s is 247 frames.
    func testMP4PlaysForTheWholeSequenceWithEvenSize() throws {
        guard which("ffprobe") != nil else {
            throw XCTSkip("ffmpeg is not installed (scripts/setup-deps.sh)")
        }
        let dir = Repo.tempDir("pickup-video")
        let mp4 = dir + "/out/seq.mp4", gif = dir + "/out/preview.gif"
        // What a killed run left: its half-encoded temporary, its process gone.
        try FileManager.default.createDirectory(atPath: dir + "/out", withIntermediateDirectories: true)
        let stale = dir + "/out/.seq.mp4.3999999.7.tmp"
        try Data("half".utf8).write(to: URL(fileURLWithPath: stale))
        let r = try CLI.run(["video", "--out", mp4, "--fps", "30", "--scale", "1", "--gif", gif, "--quiet"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: stale), "a killed run's temporary is removed")
        let p = try probe(mp4)
        XCTAssertEqual(p["codec_name"], "h264")
        XCTAssertEqual(p["pix_fmt"], "yuv420p")
        XCTAssertEqual(p["width"], "394", "393 padded by 1 px for yuv420p")
        XCTAssertEqual(p["height"], "852")
        XCTAssertEqual(p["r_frame_rate"], "30/1")
        XCTAssertEqual(p["nb_read_frames"], "247", "every frame decodes")
        let duration = Double(p["duration"] ?? "") ?? 0
        XCTAssertEqual(duration, 8.2, accuracy: 1.0 / 30 + 1e-3, "8.2 s ± one frame")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out/frames"), "no frames left on disk")

        // The last decoded frame is the Pickup screen (loosely: H.264 and 4:2:0 soften edges).
        let last = dir + "/last.png"
        let x = try Tool.run("ffmpeg", ["-v", "error", "-sseof", "-0.1", "-i", mp4, "-update", "1", "-frames:v", "1",
                                         "-vf", "format=rgb24,crop=393:852:0:0", last])
        XCTAssertEqual(x.status, 0, x.stderr)
        let project = try Project(tokensPath: Repo.tokensPath)
        let comp = try Renderer().image(project.displayList(Comps.named("pickup")!), scale: 1)
        ImageComparison(tolerance: 40, allowedShare: 0.01).assertMatches(RasterImage.load(png: last)!, comp, "mp4-last-frame")

        // The README preview: a GIF under 3 MB at @1x.
        let g = try probe(gif)
        XCTAssertEqual(g["codec_name"], "gif")
        XCTAssertEqual(g["width"], "393")
        let size = try FileManager.default.attributesOfItem(atPath: gif)[.size] as! Int
        XCTAssertLessThan(size, 3_000_000)
    }

    func testMissingFFmpegSaysWhatToInstall() throws {
        let dir = Repo.tempDir("pickup-video")
        let r = try CLI.run(["video", "--out", dir + "/v.mp4"], path: "/nonexistent")
        XCTAssertEqual(r.status, 69, r.stderr)
        XCTAssertTrue(r.stderr.contains("ffmpeg is not installed"), r.stderr)
        XCTAssertTrue(r.stderr.contains("apt-get install ffmpeg"), r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/v.mp4"))
    }

    func testHelpSaysHowOddSizesAreMadeEven() throws {
        let r = try CLI.run(["help", "video"])
        XCTAssertEqual(r.status, 0)
        XCTAssertTrue(r.stdout.contains("1179 × 2556 → 1180 × 2556"), r.stdout)
        XCTAssertTrue(r.stdout.contains("PADDED"), r.stdout)
        XCTAssertTrue(try CLI.run(["help", "prototype"]).stdout.contains("window.pickupState"))
    }
}

