import Foundation
import Geometry
import Motion
import Nodes
import Render
import Screens

/// `pickup prototype`: `DIR/prototype/index.html`, a clickable page that plays the frames of
/// the sequence, with `frames/NNNN.png` (frame n shows t = n / fps) and `wallet/NNNN.png` (the
/// wallet button's crossfade to Added, k / fps after the tap) beside it.
///
/// Frames of a still stretch are the same picture: only the first of each run is kept, and the
/// page's manifest maps every frame index to the file it shows.
public struct PrototypeJob: Sendable {
    public var outDir: String
    public var fps: Double
    public var scale: Double
    public init(outDir: String, fps: Double = 60, scale: Double = 2) {
        self.outDir = outDir; self.fps = fps; self.scale = scale
    }

    public var folder: String { outDir + "/prototype" }

    /// What a run wrote.
    public struct Summary: Sendable {
        public var frames: Int          // frame indices of the sequence
        public var files: Int           // PNG files written (frames kept + wallet frames)
        public var bytes: Int           // their total size
        public var page: String         // index.html's path
    }

    /// How many times `run` calls its `log`: each frame of the sequence, then each wallet frame.
    public func steps(_ project: Project) throws -> Int {
        FramesJob(outDir: outDir, fps: fps).indices(project).count + (try PrototypeTiming(project, fps: fps).walletStates(project).count)
    }

    @discardableResult
    public func run(_ project: Project, log: @escaping @Sendable (String) -> Void = { _ in }) throws -> Summary {
        let timing = try PrototypeTiming(project, fps: fps)
        try makeFolder(folder)
        // 1. The sequence, through the frames machinery.
        let framesJob = FramesJob(outDir: folder, fps: fps, scale: scale, formats: [.png])
        let indices = framesJob.indices(project)
        try framesJob.run(project, log: log)
        let (shows, kept) = try Self.dropRepeats(folder + "/frames", indices)
        // 2. The wallet button's crossfade, on the settled Pickup screen.
        let walletDir = folder + "/wallet"
        try makeFolder(walletDir)
        let wallet = try timing.walletStates(project).map { try project.resolve(PickupScreen.node(project.styles.pickup, project.content, $0, layout: Layout(measurer: project.measurer))) }
        let scale = self.scale
        try Parallel.run(wallet.count, log: log) { k, renderer in
            let path = "\(walletDir)/\(FramesJob.name(k + 1, "png"))"
            try renderer.image(wallet[k], scale: scale).writePNG(to: path)
            return path
        }
        let walletFiles = (1...wallet.count).map { FramesJob.name($0, "png") }
        try Self.removeStrays(walletDir, keeping: Set(walletFiles))
        // 3. The page, with the layout's hotspots and the timing as data.
        let styles = project.styles
        let manifest = PrototypeManifest(
            fps: fps, scale: scale,
            canvas: .init(project.canvas),
            pixels: .init(width: Int((project.canvas.width * scale).rounded()), height: Int((project.canvas.height * scale).rounded())),
            frames: shows, readyFrame: timing.readyFrame, endFrame: indices.last ?? 0,
            pickupFrame: timing.pickupFrame, stillFrame: Self.firstStill(shows),
            sheetDown: timing.sheetDown(project), sheetTravel: timing.sheetTravel(project),
            walletFrames: wallet.count, walletHoldMs: (timing.walletHold * 1000).rounded(),
            sheet: .init(Hotspots.sheet(styles, project.content, layout: Layout(measurer: project.measurer))),
            close: .init(Hotspots.topLeading(styles)),
            wallet: .init(Hotspots.walletButton(styles)),
            background: styles.pickup.background.hex)
        let page = folder + "/index.html"
        try AtomicFile.write(Data(PrototypePage.html(manifest).utf8), to: page)
        let written = kept.map { "\(folder)/frames/\($0)" } + walletFiles.map { "\(walletDir)/\($0)" }
        let bytes = written.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }
        return Summary(frames: indices.count, files: written.count, bytes: bytes, page: page)
    }

    /// Keeps the first file of each run of byte-identical frames and deletes the rest (and any
    /// PNG an earlier run left there). Returns, per frame index, the number of the file it
    /// shows, and the names kept.
    static func dropRepeats(_ dir: String, _ indices: [Int]) throws -> (shows: [Int], kept: [String]) {
        var shows: [Int] = [], kept: [String] = []
        var previous: (n: Int, bytes: Data)?
        for n in indices {
            let path = "\(dir)/\(FramesJob.name(n, "png"))"
            guard let bytes = FileManager.default.contents(atPath: path) else {
                throw OutputError(path: path, message: "was not written")
            }
            if let p = previous, p.bytes == bytes {
                shows.append(p.n)
                try FileManager.default.removeItem(atPath: path)
            } else {
                shows.append(n); kept.append(FramesJob.name(n, "png")); previous = (n, bytes)
            }
        }
        try removeStrays(dir, keeping: Set(kept))
        return (shows, kept)
    }

    /// Deletes the PNGs in `dir` that are not in `keeping`: a page never points at a stale file,
    /// and a folder of an earlier run at another fps does not grow.
    static func removeStrays(_ dir: String, keeping: Set<String>) throws {
        for f in try FileManager.default.contentsOfDirectory(atPath: dir) where f.hasSuffix(".png") && !keeping.contains(f) {
            try FileManager.default.removeItem(atPath: "\(dir)/\(f)")
        }
    }
}

extension PrototypeJob {
    /// The first frame from which every frame shows the same file as the last: the Pickup
    /// screen settled, where the wallet button already answers.
    static func firstStill(_ shows: [Int]) -> Int {
        guard let last = shows.last else { return 0 }
        var i = shows.count - 1
        while i > 0 && shows[i - 1] == last { i -= 1 }
        return i
    }
}

/// The prototype's timing, from the tokens: where the page waits, and the wallet crossfade.
struct PrototypeTiming {
    /// The frame the page waits on: the last before the sheet starts to slide (t = dismiss).
    var readyFrame: Int
    /// The first frame of the Pickup screen (its X is there; the reveal is over).
    var pickupFrame: Int
    /// How far the sheet is down (0 … 1) on each frame from `readyFrame` until it is gone:
    /// what a drag maps the finger onto.
    func sheetDown(_ project: Project) -> [Double] {
        let seq = Sequence(project.styles.timeline, project.content)
        var out: [Double] = []
        var i = readyFrame
        while case .order(let st) = seq.moment(at: Double(i) / fps) {
            out.append(st.sheetDown)
            if st.sheetDown >= 1 { break }
            i += 1
        }
        return out
    }

    /// Points the sheet moves from rest to gone: its height and its bottom inset.
    func sheetTravel(_ project: Project) -> Double {
        Hotspots.sheet(project.styles, project.content, layout: Layout(measurer: project.measurer)).height
            + project.styles.order.sheetInset
    }

    /// The wallet crossfade's length, curve, and how long `Added` stays.
    var walletDuration: Double, walletCurve: CubicBezier, walletHold: Double
    var fps: Double

    init(_ project: Project, fps: Double) throws {
        self.fps = fps
        readyFrame = Int((project.styles.timeline.sheetDismiss.start * fps + 1e-9).rounded(.down))
        pickupFrame = Int((project.styles.timeline.revealEnd * fps - 1e-9).rounded(.up))
        let tr = try project.tokens.transition("motion.transition.walletAdded", delay: Domains.time, duration: Domains.animation)
        walletDuration = tr.duration
        walletCurve = CubicBezier(tr.timingFunction)
        walletHold = try project.tokens.duration("motion.time.walletAddedHold", in: Domains.animation)
    }

    /// The settled Pickup screen's state k / fps after the tap, k = 1 … K, the last exactly
    /// `Added` (k = 0 is the sequence's last frame).
    func walletStates(_ project: Project) throws -> [PickupState] {
        let seq = Sequence(project.styles.timeline, project.content)
        guard case .pickup(let settled) = seq.moment(at: project.styles.timeline.end) else {
            preconditionFailure("the sequence ends on the Pickup screen")
        }
        let count = max(1, Int((walletDuration * fps - 1e-9).rounded(.up)))
        return (1...count).map { k in
            var st = settled
            st.walletAdded = walletCurve(Double(k) / Double(count))
            return st
        }
    }
}

/// Everything the page needs to know, written into it as JSON (a file:// page cannot fetch).
struct PrototypeManifest: Encodable {
    struct Box: Encodable {
        var x, y, width, height: Double
        init(_ r: Rect) { x = r.minX; y = r.minY; width = r.width; height = r.height }
    }
    struct Dim: Encodable {
        var width, height: Double
        init(_ s: Size) { width = s.width; height = s.height }
    }
    struct Pixels: Encodable { var width, height: Int }
    var fps, scale: Double
    var canvas: Dim
    var pixels: Pixels
    /// Per frame index of the sequence, the number of the file under `frames/` it shows.
    var frames: [Int]
    var readyFrame, endFrame: Int
    /// From `pickupFrame` X restarts, from `stillFrame` the wallet button answers, while the
    /// rest of the sequence (still frames up to 8.2 s) plays on.
    var pickupFrame, stillFrame: Int
    /// The sheet's progress per frame from `readyFrame` (see `PrototypeTiming.sheetDown`), and
    /// how many points it travels.
    var sheetDown: [Double]
    var sheetTravel: Double
    /// `wallet/0001.png` … `wallet/NNNN.png`.
    var walletFrames: Int
    var walletHoldMs: Double
    /// Hotspots, in points (= CSS px) on the canvas.
    var sheet, close, wallet: Box
    var background: String

    var json: String {
        let e = JSONEncoder()
        e.outputFormatting = [.sortedKeys]
        return String(decoding: try! e.encode(self), as: UTF8.self)
    }
}
