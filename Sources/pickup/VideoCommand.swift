import Deliverables
import Export
import FileIO
import Foundation
import Geometry
import PathNames
import Render

enum VideoCommand: Command {
    static let name = "video"
    static let summary = "Encode the 0–8.2 s sequence as an H.264 MP4 with ffmpeg; --gif or --apng writes a preview instead."
    typealias Values = VideoOptions
    static let discussion = """
        WRITES the MP4: H.264 (libx264, CRF 18), yuv420p, BT.709, frame n at t = n / fps, so 60 fps
        gives 493 frames lasting 8.2 s (+ the last frame's 1/60 s). Frames are rendered on all cores
        and piped to ffmpeg as raw RGB; none is left on disk.

        EVEN SIZES: yuv420p stores colour at half resolution and needs even sides. An odd side is
        PADDED by 1 px that repeats the picture's last column (or row) — never scaled, so every
        drawn pixel stays where it is and the padding shows no seam. @3x: 1179 × 2556 → 1180 × 2556;
        @1x: 393 × 852 → 394 × 852; @2x (786 × 1704) is already even.

        PREVIEWS: with --gif or --apng only the preview is written, unless --out is given too.
        The GIF is made for a README: @1x, 25 fps; its size is printed when it is written.

        NEEDS ffmpeg (Debian: sudo apt-get install ffmpeg, or scripts/setup-deps.sh --video); without it, exit 69 and nothing is written.

        EXAMPLES:
          pickup video                                   # exports/pickup.mp4, @3x, 60 fps
          pickup video --gif docs/preview.gif            # only the README preview
          pickup video --out a.mp4 --scale 2 --fps 30 --apng a.png
        """

    static func run(_ o: VideoOptions) throws {
        let stall = try EnvironmentSetting.stallSeconds.value().map(Double.init) ?? VideoJob.defaultStallSeconds
        let fps = o.fps, scale = o.scale
        let pfps = o.previewFPS, pscale = o.previewScale
        var jobs: [VideoJob] = []
        // A file's extension says what it holds: GIF data under .png would mislead every reader.
        if let g = o.gif {
            guard g.lowercased().hasSuffix(".gif") else { throw UsageError(message: "--gif must end in .gif (got '\(FilePath.clip(g))')") }
            jobs.append(VideoJob(.gif, path: g, fps: pfps, scale: pscale))
        }
        if let a = o.apng {
            guard a.lowercased().hasSuffix(".png") || a.lowercased().hasSuffix(".apng") else {
                throw UsageError(message: "--apng must end in .png or .apng (got '\(FilePath.clip(a))')")
            }
            jobs.append(VideoJob(.apng, path: a, fps: pfps, scale: pscale))
        }
        if jobs.isEmpty || o.$out.isGiven {
            let out = o.out
            guard out.lowercased().hasSuffix(".mp4") else { throw UsageError(message: "--out must end in .mp4 (got '\(FilePath.clip(out))')") }
            // The default, exports/pickup.mp4, is inside the output folder: a link there is not
            // followed out of it (a file named with --out is the user's own choice).
            if !o.$out.isGiven { try OutputLocation(folder: FilePath.dirname(out)).check(out) }
            jobs.insert(VideoJob(.mp4, path: out, fps: fps, scale: scale), at: 0)
        }
        guard which("ffmpeg") != nil else {
            throw ToolMissingError.ffmpeg
        }
        let project = try o.inputs.project()
        let quiet = o.quiet
        let frames = jobs.map { $0.frameCount(project) }
        try PictureCount.check(frames.reduce(0, +), command: "video", counted: frames.map(String.init).joined(separator: " + ") + " frames",
                               narrow: "Choose a lower --fps.")
        for var job in jobs {
            job.stallSeconds = stall
            let (r, w) = job.sizes(project)
            let count = job.frameCount(project)
            let progress = Progress(total: count, label: job.kind.rawValue, quiet: quiet)
            let start = Date()
            try job.run(project) { progress.step($0) }
            progress.finish()
            if !quiet {
                var st = stat()   // through a link at the path, the file written
                let bytes = stat(job.path, &st) == 0 ? Int(st.st_size) : 0
                let size = w == r ? "\(w.0) × \(w.1)"
                    : "\(w.0) × \(w.1) (rendered \(r.0) × \(r.1), padded \(w.0 - r.0) px right / \(w.1 - r.1) px bottom repeating the edge, for yuv420p)"
                print(String(format: "Wrote %@: %@, %d frames at %g fps (%.2f s), %.2f MB in %.1f s", job.path, size, count, job.fps,
                             Double(count) / job.fps, Double(bytes) / 1e6, Date().timeIntervalSince(start)))
            }
        }
    }
}

/// `pickup video`'s options, in the order `--help` lists them.
struct VideoOptions: ParsableOptions {
    @Option(.init(name: "out", valueName: "file", help: "The MP4", rule: .path, defaultValue: "exports/pickup.mp4"))
    var out: String
    // At most 120 fps: what H.264 levels and players handle.
    @Option(.init(name: "fps", valueName: "n", help: "MP4 frames per second", rule: .number(1...120), defaultValue: "60"))
    var fps: Double
    @Option(.init(name: "scale", valueName: "s", help: "MP4 pixels per point", rule: .number(Format.scaleRange),
                  defaultValue: "3", defaultNote: "1179 × 2556, padded to 1180 × 2556"))
    var scale: Double
    @Option(.init(name: "gif", valueName: "file", help: "Write an animated GIF preview (one palette, ordered dither); the MP4 too only with --out",
                  rule: .path))
    var gif: String?
    @Option(.init(name: "apng", valueName: "file", help: "Write an animated PNG preview (lossless, larger); the MP4 too only with --out",
                  rule: .path))
    var apng: String?
    // At most 50 fps: GIF delays are in 1/100 s.
    @Option(.init(name: "preview-fps", valueName: "n", help: "Preview frames per second (GIF delays are in 1/100 s)",
                  rule: .number(1...50), defaultValue: "25"))
    var previewFPS: Double
    @Option(.init(name: "preview-scale", valueName: "s", help: "Preview pixels per point", rule: .number(0.25...4),
                  defaultValue: "1", defaultNote: "393 × 852"))
    var previewScale: Double
    @OptionGroup var inputs: InputOptions
    @Flag(Shared.quiet) var quiet: Bool
}
