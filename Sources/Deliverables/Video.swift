import Dispatch
import Export
import FileIO
import Foundation
import Geometry
import PathNames
import Platform
import ProjectInputs
import Render
import Screens

extension ToolMissingError {
    /// ffmpeg, with how to install it.
    public static let ffmpeg = ToolMissingError(tool: "ffmpeg", install: "Install it with `sudo apt-get install ffmpeg` (or `scripts/setup-deps.sh --video`).")
}

/// `pickup video`: the 0–8.2 s sequence encoded by ffmpeg. Frames are rendered on all cores and
/// piped in order to ffmpeg's stdin as raw RGB (`rawvideo`, `rgb24`); none is written to disk.
public struct VideoJob: Sendable {
    public enum Kind: String, Sendable {
        /// H.264 in MP4, yuv420p (every player), BT.709. yuv420p halves the chroma resolution, so
        /// both sides must be even: an odd side is padded by 1 px repeating the last column/row.
        case mp4
        /// An animated preview for a README: GIF with one palette made for the whole clip.
        case gif
        /// A lossless animated PNG preview.
        case apng
    }
    public var kind: Kind
    public var path: String
    public var fps: Double
    public var scale: Double
    /// Seconds ffmpeg may take no frame data before the job gives up on it.
    public var stallSeconds = VideoJob.defaultStallSeconds
    public init(_ kind: Kind, path: String, fps: Double, scale: Double) {
        self.kind = kind; self.path = path; self.fps = fps; self.scale = scale
    }

    /// The rendered size in pixels, and the size written (even for MP4).
    public func sizes(_ project: Project) -> (rendered: (Int, Int), written: (Int, Int)) {
        let w = Int((project.canvas.width * scale).rounded()), h = Int((project.canvas.height * scale).rounded())
        guard kind == .mp4 else { return ((w, h), (w, h)) }
        return ((w, h), (w + w % 2, h + h % 2))
    }

    /// Frame n shows t = n / fps, from 0 to the end inclusive (as `pickup frames`).
    public func frameCount(_ project: Project) -> Int { Timeline.frameTimes(project.styles, fps: fps).count }

    /// ffmpeg's arguments after the raw input (`-i -`), up to the output file.
    func encoderArguments() -> [String] {
        switch kind {
        case .mp4:
            // CRF 18: visually lossless for flat UI; BT.709 matrix and tags, as players assume for HD.
            return ["-an", "-c:v", "libx264", "-preset", "medium", "-crf", "18",
                    "-vf", "scale=out_color_matrix=bt709:out_range=tv,format=yuv420p",
                    "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", "-color_range", "tv",
                    "-movflags", "+faststart", "-f", "mp4"]
        case .gif:
            // One palette for the whole clip, weighted to what moves (stats_mode=diff); ordered
            // dither (no crawling noise between frames) and only changed rectangles re-encoded.
            return ["-filter_complex",
                    "[0:v]split[a][b];[a]palettegen=max_colors=256:stats_mode=diff[p];[b][p]paletteuse=dither=bayer:bayer_scale=4:diff_mode=rectangle",
                    "-loop", "0", "-f", "gif"]
        case .apng:
            return ["-plays", "0", "-f", "apng"]
        }
    }

    /// The seconds `PICKUP_STALL_SECONDS` may say (the command refuses any other value).
    public static let stallRange = 1...3600

    /// How long ffmpeg may take no frame data before `video` gives up on it, unless
    /// `PICKUP_STALL_SECONDS` says otherwise (read and checked once, by the command).
    public static let defaultStallSeconds = 60.0

    /// Renders and encodes; the file appears only when ffmpeg has finished (written to a
    /// temporary name, then renamed). `log` is called per frame piped.
    public func run(_ project: Project, log: @escaping @Sendable (String) -> Void = { _ in }) throws {
        guard let ffmpeg = which("ffmpeg") else {
            throw ToolMissingError.ffmpeg
        }
        // The folder holding the file is the location; the file itself may be a link written through.
        let location = OutputLocation(file: path)
        try location.makeFolder(location.root)
        // A killed run's half-encoded file (`.NAME.PID.RANDOM.tmp`, its process gone) goes first.
        location.removeStaleTemporaries(in: location.root)
        let (rendered, written) = sizes(project)
        let times = Timeline.frameTimes(project.styles, fps: fps)
        OS.ignoreBrokenPipe()   // a dying ffmpeg must give a write error, not kill us
        try location.namedFile.write { tmp in
            let p = Process()
            p.executableURL = URL(fileURLWithPath: ffmpeg)
            p.arguments = ["-hide_banner", "-loglevel", "error", "-y",
                           "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", "\(written.0)x\(written.1)",
                           "-framerate", String(format: "%g", fps), "-i", "-"] + encoderArguments()
                // `file:` so that a name with a colon, or one that reads as a URL, is a file.
                + ["file:" + tmp]
            let input = Pipe(), errors = Pipe()
            p.standardInput = input; p.standardError = errors; p.standardOutput = FileHandle.nullDevice
            try p.run()
            let said = Collected(errors.fileHandleForReading)
            var failure: Error?
            do {
                try renderInOrder(project, times) { n, image in
                    precondition(image.width == rendered.0 && image.height == rendered.1)
                    try writeAll(input.fileHandleForWriting.fileDescriptor, image.rgbBytes(width: written.0, height: written.1), stall: stallSeconds)
                    log(String(format: "frame %d (t = %.3f s)", n, times[n]))
                }
            } catch { failure = error }
            try? input.fileHandleForWriting.close()
            // An ffmpeg left with no more input after a failure (a stall, say) is not waited on.
            if failure != nil, !(failure is PipeClosed), p.isRunning { p.terminate() }
            p.waitUntilExit()
            // ffmpeg closed its input by exiting (an unknown codec, say): its own status and
            // message are the failure, not the broken pipe they caused.
            if let closed = failure as? PipeClosed {
                let status = p.terminationReason == .exit ? p.terminationStatus : -1
                throw ToolFailedError(tool: "ffmpeg", status: status == 0 ? -1 : status,
                                      message: said.text.isEmpty ? closed.message : said.text)
            }
            if let failure { throw failure }
            if p.terminationStatus != 0 {
                throw ToolFailedError(tool: "ffmpeg", status: p.terminationStatus, message: said.text)
            }
            // Exit 0 is not enough: an ffmpeg that wrote nothing failed too (exit 1, naming it).
            var st = stat()
            if stat(tmp, &st) != 0 || st.st_size == 0 {
                throw ToolFailedError(tool: "ffmpeg", status: 0, message: "it exited 0 but wrote nothing" + (said.text.isEmpty ? "" : ": " + said.text))
            }
        }
    }

    /// Renders the frames on all cores and hands them to `consume` in order, holding at most a
    /// few frames at a time (a worker takes a slot before it takes a frame, so the oldest frame
    /// not yet consumed always has one: no deadlock).
    func renderInOrder(_ project: Project, _ times: [Double], _ consume: (Int, RasterImage) throws -> Void) throws {
        let queue = OrderedFrames(capacity: Parallel.workers * 2)
        let scale = self.scale
        let workers = Parallel.workers
        DispatchQueue.global().async {
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                let renderer = Renderer()
                while let n = queue.take(times.count) {
                    do { queue.put(n, .success(renderer.image(try project.frame(at: times[n]), scale: scale))) }
                    catch { queue.put(n, .failure(error)) }
                }
            }
        }
        defer { queue.cancel() }
        for n in times.indices { try consume(n, try queue.get(n).get()) }
    }

    /// Frames made out of order, read in order.
    final class OrderedFrames: @unchecked Sendable {
        private let cond = NSCondition()
        private var ready: [Int: Result<RasterImage, Error>] = [:]
        private var next = 0, free: Int, cancelled = false
        init(capacity: Int) { free = capacity }

        func take(_ count: Int) -> Int? {
            cond.lock(); defer { cond.unlock() }
            while free == 0 && !cancelled { cond.wait() }
            guard !cancelled, next < count else { return nil }
            free -= 1; next += 1
            return next - 1
        }
        func put(_ n: Int, _ r: Result<RasterImage, Error>) {
            cond.lock(); ready[n] = r; cond.broadcast(); cond.unlock()
        }
        func get(_ n: Int) -> Result<RasterImage, Error> {
            cond.lock(); defer { cond.unlock() }
            while ready[n] == nil { cond.wait() }
            free += 1; cond.broadcast()
            return ready.removeValue(forKey: n)!
        }
        func cancel() { cond.lock(); cancelled = true; cond.broadcast(); cond.unlock() }
    }
}

/// Everything written to a pipe, read on a background thread so the writer never blocks on it.
final class Collected: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()
    init(_ h: FileHandle) {
        DispatchQueue.global().async { self.data = h.readDataToEndOfFile(); self.done.signal() }
    }
    var text: String { done.wait(); done.signal(); return String(decoding: data, as: UTF8.self) }
}

/// Writes `data` to ffmpeg's input; an ffmpeg that takes nothing for `stall` seconds
/// has stalled, and is reported (exit 1) rather than waited on forever.
func writeAll(_ fd: Int32, _ data: Data, stall: Double) throws {
    let flags = fcntl(fd, F_GETFL)
    if flags >= 0, flags & O_NONBLOCK == 0 { _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK) }
    try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
        var off = 0
        while off < bytes.count {
            let n = write(fd, bytes.baseAddress! + off, bytes.count - off)
            if n > 0 { off += n; continue }
            if n < 0, errno == EINTR { continue }
            guard n < 0, errno == EAGAIN || errno == EWOULDBLOCK else { throw PipeClosed() }
            var p = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
            let ready = poll(&p, 1, Int32(stall * 1000))
            if ready == 0 {
                throw ToolFailedError(tool: "ffmpeg", status: -1,
                                      message: "took no frame data for \(Int(stall)) s; stopped waiting (PICKUP_STALL_SECONDS sets how long)")
            }
            if ready < 0, errno != EINTR { throw PipeClosed() }
        }
    }
}

/// ffmpeg stopped taking frames (its input closed): the run then reports why ffmpeg stopped.
struct PipeClosed: Error {
    let message = "stopped reading frames (\(systemReason()))"
}
