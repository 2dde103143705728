import FileIO
import Foundation
import Geometry
import ImageEncoding
import Nodes
import PathNames
import Platform
import ProjectInputs
import Render
import Screens

/// Time spent per frame, in seconds of the working thread's CPU time, summed over frames (all
/// workers): what the work cost, not how long it waited for a core on a shared machine.
public struct FrameTimings: Sendable {
    public var build = 0.0    // timeline → nodes → layout → display list
    public var draw = 0.0     // Cairo rasterising (or SVG writing)
    public var encode = 0.0   // PNG encoding and the atomic write
    public var verify = 0.0   // reading the code back with zbar (`--verify`)
    public var verified = 0   // frames read back
    /// Frames whose picture equals one already made in this run (a still stretch of the
    /// sequence): their file's bytes are written again without drawing.
    public var reused = 0
    public static func + (a: FrameTimings, b: FrameTimings) -> FrameTimings {
        FrameTimings(build: a.build + b.build, draw: a.draw + b.draw, encode: a.encode + b.encode, verify: a.verify + b.verify,
                     verified: a.verified + b.verified, reused: a.reused + b.reused)
    }
}

/// `pickup frames`: every frame of the sequence at `fps`, frame n at t = n / fps, written as
/// `DIR/frames/NNNN.png|svg` on all cores. Memory stays flat: a worker holds one frame at a time.
public struct FramesJob: Sendable {
    public var outDir: String
    public var fps: Double
    public var scale: Double
    public var formats: [Format]
    public var from: Double
    public var to: Double?
    /// Write a frame equal to one just made from that one's bytes instead of drawing it again
    /// (off for benchmarks that must draw every frame).
    public var reuseEqualFrames = true
    /// Read every PNG frame from the moment the whole code is in view (`comp.revealWholeCode`)
    /// back with zbar before it is written: one that does not decode to the payload stops the job.
    public var verify = false
    /// Only this block of the selected frames (`--shard K/N`); nil for all of them.
    public var shard: Shard?
    /// How PNG frames are encoded: in bands, each reused while equal (`.bands`, `PNGBands`); or
    /// each whole by libpng as comps are (`.libpng`, for `pickup bench`'s before/after). The
    /// pixels are the same either way.
    public var encoder: PNGEncoder = .bands
    public enum PNGEncoder: String, Sendable { case bands, libpng }

    public init(outDir: String, fps: Double = 60, scale: Double = 3, formats: [Format] = Format.frames,
                from: Double = 0, to: Double? = nil) {
        self.outDir = outDir; self.fps = fps; self.scale = scale; self.formats = formats; self.from = from; self.to = to
    }

    /// Frame `index`'s file name: at least four digits, as many as the sequence's last frame
    /// has (`last`), so names sort as frames do (10,000 frames at 240 fps: 00000…).
    public static func name(_ index: Int, _ ext: String, last: Int = 0) -> String {
        let digits = max(4, String(max(0, last)).count)
        let n = String(index)
        return String(repeating: "0", count: max(0, digits - n.count)) + n + "." + ext
    }

    /// The frame indices this job writes.
    public func indices(_ project: Project) -> [Int] {
        Timeline.frameTimes(project.styles, fps: fps, from: from, to: to).map { Int(($0 * fps).rounded()) }
    }

    /// How many frames this job (its shard, if any) draws or skips.
    public func count(_ project: Project) -> Int {
        let n = indices(project).count
        return shard.map { $0.range(n).count } ?? n
    }

    /// Frames and what the incremental run did with them.
    public struct Result: Sendable {
        public var timings: FrameTimings
        public var report: ExportReport
    }

    /// Builds every frame's display list on all cores and draws only the files whose digest
    /// changed since `manifest.json` (see `Incremental`). Frames beyond the sequence's end at
    /// this fps, left by an earlier run, are removed; frames outside `from…to` are kept.
    @discardableResult
    public func run(_ project: Project, log: @escaping @Sendable (String) -> Void = { _ in }) throws -> Result {
        let frames = indices(project)
        let last = Timeline.frameTimes(project.styles, fps: fps).count - 1
        let totals = Totals()
        let made = MadeFiles(enabled: reuseEqualFrames)
        let bands = encoder == .bands ? PNGBands() : nil
        let fps = self.fps, scale = self.scale, formats = self.formats
        let codeFrom = verify ? try project.codeShownFrom() - 1e-9 : .infinity
        let units: [Unit] = frames.map { n in
            Unit(paths: formats.map { "frames/" + Self.name(n, $0.ext, last: last) },
                 params: "frame \(n) of \(fps) fps, scale \(scale), " + formats.map(\.ext).joined(separator: "+")) { renderer in
                let start = OS.threadCPUSeconds()
                let list = try project.frame(at: Double(n) / fps)
                let digest = StableDigest.of(list)
                totals.add(FrameTimings(build: OS.threadCPUSeconds() - start))
                return formats.map { format in
                    return Output(path: "frames/" + Self.name(n, format.ext, last: last), digest: format.digest([digest], scale: scale)) { file in
                        let t = Double(n) / fps
                        let check: ((RasterImage) throws -> Void)? = t < codeFrom ? nil : { image in
                            // Read at about 1 px per point: the cost of an @1x read at any scale.
                            try project.verifyCode(image, String(format: "frame %@ (t = %.3f s)", Self.name(n, "png", last: last), t),
                                                   downsample: max(1, Int(scale.rounded(.down))), whileWriting: true)
                        }
                        totals.add(try Self.write(list, format, scale: scale, to: file, renderer: renderer, made: made,
                                                  bands: bands, check: check))
                    }
                }
            }
        }
        // Every output as it is, before the frames folder is made (`Incremental.preflight`).
        try Incremental.preflight(dir: outDir, units: units)
        try OutputLocation(folder: outDir).makeFolder(outDir + "/frames")
        let report = try Incremental.run(dir: outDir, kind: "frames", project: project, units: units, shard: shard, stillExists: { path in
            let ext = FilePath.ext(path)
            guard path.hasPrefix("frames/"), let n = Int(path.dropFirst(7).prefix { $0 != "." }),
                  path == "frames/" + Self.name(n, ext, last: last) else { return false }
            return (0...max(0, last)).contains(n) && Format(rawValue: ext).map(Format.frames.contains) == true
        }, log: log)
        return Result(timings: totals.value, report: report)
    }

    /// Draws one frame file, or writes again the bytes of an equal picture made just before.
    static func write(_ list: DisplayList, _ format: Format, scale: Double, to file: OutputFile,
                      renderer: Renderer, made: MadeFiles, bands: PNGBands? = nil,
                      check: ((RasterImage) throws -> Void)? = nil) throws -> FrameTimings {
        var t = FrameTimings()
        if let bytes = made.bytes(list, format, verified: check != nil) {
            let e0 = OS.threadCPUSeconds()
            try file.write(bytes)
            t.encode += OS.threadCPUSeconds() - e0; t.reused += 1
            return t
        }
        let d0 = OS.threadCPUSeconds()
        let drawn = format.draw(list, scale: scale, title: FilePath.basename(file.path), renderer: renderer)
        let d1 = OS.threadCPUSeconds()
        if let check, case .pixels(let image) = drawn { try check(image); t.verified += 1 }
        let d2 = OS.threadCPUSeconds()
        let bytes = try format.encode(drawn, for: file.path, bands: bands)
        try file.write(bytes)
        t.draw += d1 - d0; t.verify += d2 - d1; t.encode += OS.threadCPUSeconds() - d2
        made.remember(list, format, bytes, verified: check != nil && format.isRaster)
        return t
    }

    /// The last few distinct pictures made, with their files' bytes. Frames are pure functions
    /// of time, so equal display lists give equal files.
    final class MadeFiles: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [(list: DisplayList, format: Format, bytes: Data, verified: Bool)] = []
        static let keep = 4
        let enabled: Bool
        init(enabled: Bool) { self.enabled = enabled }

        /// An equal picture's bytes; with `verified`, only one whose code was read back.
        func bytes(_ list: DisplayList, _ format: Format, verified: Bool = false) -> Data? {
            guard enabled else { return nil }
            lock.lock(); defer { lock.unlock() }
            return entries.first { $0.format == format && $0.list == list && ($0.verified || !verified) }?.bytes
        }
        func remember(_ list: DisplayList, _ format: Format, _ data: Data, verified: Bool = false) {
            guard enabled else { return }
            lock.lock(); defer { lock.unlock() }
            entries.append((list, format, data, verified))
            if entries.count > Self.keep { entries.removeFirst() }
        }
    }

    final class Totals: @unchecked Sendable {
        private let lock = NSLock()
        private var t = FrameTimings()
        func add(_ x: FrameTimings) { lock.lock(); t = t + x; lock.unlock() }
        var value: FrameTimings { lock.lock(); defer { lock.unlock() }; return t }
    }
}

