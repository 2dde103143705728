import Foundation
import Nodes
import Render
import Screens

/// What `frames` can write per frame.
public enum FrameFormat: String, CaseIterable, Sendable { case png, svg }

/// Time spent per frame, in seconds, summed over frames (all workers).
public struct FrameTimings: Sendable {
    public var build = 0.0    // timeline → nodes → layout → display list
    public var draw = 0.0     // Cairo rasterising (or SVG writing)
    public var encode = 0.0   // PNG encoding and the atomic write
    /// Frames whose picture equals one already made in this run (a still stretch of the
    /// sequence): their file's bytes are written again without drawing.
    public var reused = 0
    public static func + (a: FrameTimings, b: FrameTimings) -> FrameTimings {
        FrameTimings(build: a.build + b.build, draw: a.draw + b.draw, encode: a.encode + b.encode, reused: a.reused + b.reused)
    }
}

/// `pickup frames`: every frame of the sequence at `fps`, frame n at t = n / fps, written as
/// `DIR/frames/NNNN.png|svg` on all cores. Memory stays flat: a worker holds one frame at a time.
public struct FramesJob: Sendable {
    public var outDir: String
    public var fps: Double
    public var scale: Double
    public var formats: [FrameFormat]
    public var from: Double
    public var to: Double?

    public init(outDir: String, fps: Double = 60, scale: Double = 3, formats: [FrameFormat] = [.png, .svg],
                from: Double = 0, to: Double? = nil) {
        self.outDir = outDir; self.fps = fps; self.scale = scale; self.formats = formats; self.from = from; self.to = to
    }

    public static func name(_ index: Int, _ ext: String) -> String { String(format: "%04d.%@", index, ext) }

    /// The frame indices this job writes.
    public func indices(_ project: Project) -> [Int] {
        Timeline.frameTimes(project.styles, fps: fps, from: from, to: to).map { Int(($0 * fps).rounded()) }
    }

    @discardableResult
    public func run(_ project: Project, log: @escaping @Sendable (String) -> Void = { _ in }) throws -> FrameTimings {
        let dir = outDir + "/frames"
        try makeFolder(dir)
        let frames = indices(project)
        let totals = Totals()
        let made = MadeFiles()
        let fps = self.fps, scale = self.scale, formats = self.formats
        try Parallel.run(frames.count, log: log) { i, renderer in
            let n = frames[i]
            var t = FrameTimings()
            let start = Date()
            let list = try project.frame(at: Double(n) / fps)
            t.build = Date().timeIntervalSince(start)
            for format in formats {
                let path = "\(dir)/\(Self.name(n, format.rawValue))"
                if let bytes = made.bytes(list, format) {
                    let e0 = Date()
                    try AtomicFile.write(bytes, to: path)
                    t.encode += Date().timeIntervalSince(e0); t.reused += 1
                    continue
                }
                let d0 = Date()
                switch format {
                case .png:
                    let image = renderer.image(list, scale: scale)
                    let d1 = Date()
                    try image.writePNG(to: path)
                    t.draw += d1.timeIntervalSince(d0); t.encode += Date().timeIntervalSince(d1)
                case .svg:
                    let svg = renderer.svg(list)
                    let d1 = Date()
                    try AtomicFile.write(svg, to: path)
                    t.draw += d1.timeIntervalSince(d0); t.encode += Date().timeIntervalSince(d1)
                }
                made.remember(list, format, path)
            }
            totals.add(t)
            return "frame \(n) (t = \(String(format: "%.3f", Double(n) / fps)) s)"
        }
        return totals.value
    }

    /// The last few distinct pictures made, with their files' bytes. Frames are pure functions
    /// of time, so equal display lists give equal files.
    final class MadeFiles: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [(list: DisplayList, format: FrameFormat, bytes: Data)] = []
        static let keep = 4

        func bytes(_ list: DisplayList, _ format: FrameFormat) -> Data? {
            lock.lock(); defer { lock.unlock() }
            return entries.first { $0.format == format && $0.list == list }?.bytes
        }
        func remember(_ list: DisplayList, _ format: FrameFormat, _ path: String) {
            guard let data = FileManager.default.contents(atPath: path) else { return }
            lock.lock(); defer { lock.unlock() }
            entries.append((list, format, data))
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

/// Peak resident memory of this process so far, in bytes (getrusage's ru_maxrss, in KiB on Linux).
public func peakMemoryBytes() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Int(usage.ru_maxrss) * 1024
}
