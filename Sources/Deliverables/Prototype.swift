import Export
import FileIO
import Foundation
import Geometry
import ImageEncoding
import InputFile
import JSONReader
import Motion
import Nodes
import PathNames
import ProjectInputs
import Render
import Screens

/// `pickup prototype`: `DIR/prototype/index.html`, a clickable page that plays the frames of
/// the sequence, with `frames/NNNN.webp` (frame n shows t = n / fps) and `wallet/NNNN.webp` (the
/// wallet button's crossfade to Added, k / fps after the tap) beside it.
///
/// Frames of a still stretch are the same picture: only the first of each run is kept, and the
/// page's manifest maps every frame index to the file it shows. A kept frame that differs from
/// the last whole frame in a box of at most half the picture is stored as that box only (a
/// patch the page draws over its base at an offset); the wallet frames are patches over the
/// sequence's last frame. Lossless: put together, the files are the drawn frames, pixel for pixel.
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
        public var files: Int           // WebP files written (frames kept + wallet frames), whole or patches
        public var bytes: Int           // their total size
        public var page: String         // index.html's path
    }

    /// How many times `run` calls its `log`: each frame of the sequence, then each wallet frame.
    public func steps(_ project: Project) throws -> Int {
        FramesJob(outDir: outDir, fps: fps).indices(project).count + (try PrototypeTiming(project, fps: fps).walletStates(project).count)
    }

    /// A frame drawn over another whose changed box is at most this share of the picture is
    /// stored as that box only (a patch); a larger change starts a new whole frame.
    static let patchShare = 0.5

    @discardableResult
    public func run(_ given: Project, log: @escaping @Sendable (String) -> Void = { _ in }) throws -> Summary {
        // The standard frames, with Reduce Motion's sequence as data over them (`PrototypeReduced`).
        let project = try PrototypeReduced.standard(given)
        let timing = try PrototypeTiming(project, fps: fps)
        let framesDir = folder + "/frames", walletDir = folder + "/wallet"
        // Everything written or removed is inside the output folder: a link at prototype/,
        // its frames/ or wallet/ or index.html is never followed out of it (checked before a
        // folder is made, and again once they are there).
        let location = OutputLocation(folder: outDir)
        let inside = { try location.preflight([self.folder + "/index.html", framesDir + "/0000.webp", walletDir + "/0.webp"]) }
        try inside()
        try location.makeFolder(folder)
        try location.makeFolder(framesDir)
        try location.makeFolder(walletDir)
        try inside()
        // 1. The sequence, through the frames machinery, into a scratch folder (whole frames).
        let scratch = NSTemporaryDirectory() + "pickup-prototype-\(getpid())-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let framesJob = FramesJob(outDir: scratch, fps: fps, scale: scale, formats: [.png])
        let indices = framesJob.indices(project)
        // Progress names each frame as drawn; the files this writes are the .webp ones below.
        try framesJob.run(project, log: { path in log("frame \(FilePath.basename(path).replacingOccurrences(of: ".png", with: "")) drawn") })
        let (shows, kept) = try Self.dropRepeats(scratch + "/frames", indices)
        // 2. Each kept frame: whole, or only what changed since the last whole frame.
        let pieces = try Self.pieces(kept, in: scratch + "/frames")
        try Parallel.run(pieces.count, log: { _ in }) { i, _ in
            let piece = pieces[i], path = "\(framesDir)/\(Self.stored(piece.name))"
            let from = "\(scratch)/frames/\(piece.name)"
            guard let image = RasterImage.load(png: from) else { throw OutputError(path: from, message: "cannot be read back") }
            try Self.write(image, piece.box, to: location.file(path))
            return path
        }
        // 3. The wallet button's crossfade, on the settled Pickup screen: patches over the last frame.
        let lastName = FramesJob.name(shows.last ?? 0, "png")
        guard let settled = RasterImage.load(png: "\(scratch)/frames/\(lastName)") else {
            throw OutputError(path: "\(scratch)/frames/\(lastName)", message: "cannot be read back")
        }
        let wallet = try timing.walletStates(project).map { project.resolve(PickupScreen.node(project.styles.pickup, project.content, $0, code: project.film.placement)) }
        let scale = self.scale
        let walletBoxes = Boxes(wallet.count)
        try Parallel.run(wallet.count, log: log) { k, renderer in
            let path = "\(walletDir)/\(FramesJob.name(k + 1, Self.ext))"
            let image = renderer.image(wallet[k], scale: scale)
            let box = image.changedBox(from: settled) ?? RasterImage.Box(x: 0, y: 0, width: 1, height: 1)
            walletBoxes.set(k, box)
            try Self.write(image, box, to: location.file(path))
            return path
        }
        let walletFiles = (1...wallet.count).map { FramesJob.name($0, Self.ext) }
        // What the last run wrote and this one did not is removed; nothing else (a file of the
        // user's own in frames/ or wallet/ stays).
        try Self.replaceRecord(in: folder, location: location, with: kept.map { "frames/" + Self.stored($0) } + walletFiles.map { "wallet/" + $0 })
        var patches: [String: PrototypeManifest.Patch] = [:]
        for p in pieces { if let box = p.box, let b = p.base { patches["frames/" + Self.stored(p.name)] = .init(base: "frames/" + Self.stored(b), x: box.x, y: box.y) } }
        for (k, f) in walletFiles.enumerated() {
            let box = walletBoxes.get(k)
            patches["wallet/" + f] = .init(base: "frames/" + Self.stored(lastName), x: box.x, y: box.y)
        }
        // 4. The page, with the hotspots where the screens draw them and the timing as data.
        let styles = project.styles
        let end = project.resolve(project.film.node(at: styles.timeline.end))
        let manifest = PrototypeManifest(
            fps: fps, scale: scale, ext: Self.ext,
            canvas: .init(project.canvas),
            pixels: .init(width: Int((project.canvas.width * scale).rounded()), height: Int((project.canvas.height * scale).rounded())),
            frames: shows, patches: patches, readyFrame: timing.readyFrame, endFrame: indices.last ?? 0,
            pickupFrame: timing.pickupFrame, stillFrame: Self.firstStill(shows),
            sheetDown: timing.sheetDown(project), sheetTravel: timing.sheetTravel(project),
            walletFrames: wallet.count, walletHoldMs: (timing.walletHold * 1000).rounded(),
            sheet: .init(timing.sheet(project)),
            close: .init(Self.hotspot(.topLeading, end)),
            wallet: .init(Self.hotspot(.wallet, end)),
            background: styles.pickup.colors.background.hex,
            message: styles.pickup.colors.secondaryLabel.hex,
            comps: try Self.compMarks(project),
            reduced: try PrototypeReduced(project, shows: shows, fps: fps, always: given.styles.timeline.reducedMotion))
        let page = folder + "/index.html"
        try location.file(page).write(Data(PrototypePage.html(manifest).utf8))
        let written = kept.map { "\(framesDir)/\(Self.stored($0))" } + walletFiles.map { "\(walletDir)/\($0)" }
        let bytes = written.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }
        return Summary(frames: indices.count, files: written.count, bytes: bytes, page: page)
    }

    /// Where the laid-out screen `list` shows hotspot `h`.
    static func hotspot(_ h: Hotspot, _ list: DisplayList) -> Rect {
        guard let r = h.rect(in: list) else { preconditionFailure("the screen has no hotspot '\(h.rawValue)'") }
        return r
    }

    /// One kept frame's file: whole (`base` nil), or the pixels in `box` of a picture that is
    /// `base` everywhere else.
    struct Piece { var name: String; var base: String?; var box: RasterImage.Box? }

    /// The kept frames (PNG files in `folder`) in order, each whole or a patch over the last
    /// whole one.
    static func pieces(_ kept: [String], in folder: String) throws -> [Piece] {
        var pieces: [Piece] = []
        var base: (name: String, image: RasterImage)?
        for name in kept {
            let path = "\(folder)/\(name)"
            guard let image = RasterImage.load(png: path) else { throw OutputError(path: path, message: "cannot be read back") }
            if let b = base, let box = Self.patchBox(image, over: b.image) {
                pieces.append(Piece(name: name, base: b.name, box: box))
            } else {
                pieces.append(Piece(name: name, base: nil, box: nil)); base = (name, image)
            }
        }
        return pieces
    }

    /// Where `image` differs from `base`, if small enough to store as a patch over it (an equal
    /// picture is a 1-pixel patch).
    static func patchBox(_ image: RasterImage, over base: RasterImage) -> RasterImage.Box? {
        guard let box = image.changedBox(from: base) else { return RasterImage.Box(x: 0, y: 0, width: 1, height: 1) }
        return Double(box.area) <= patchShare * Double(image.width * image.height) ? box : nil
    }

    /// Final files are lossless WebP: a third to a half smaller than the best PNG of the same
    /// pixels (docs/maintainers/measurements.md has the figures), decoded by every current browser; same bytes for the
    /// same picture.
    static let ext = "webp"
    static func stored(_ png: String) -> String { String(png.dropLast(3)) + ext }
    static func write(_ image: RasterImage, _ box: RasterImage.Box?, to file: OutputFile) throws {
        try image.writeWebP(to: file, box: box)
    }

    final class Boxes: @unchecked Sendable {
        private let lock = NSLock()
        private var boxes: [RasterImage.Box?]
        init(_ n: Int) { boxes = Array(repeating: nil, count: n) }
        func set(_ i: Int, _ b: RasterImage.Box) { lock.lock(); boxes[i] = b; lock.unlock() }
        func get(_ i: Int) -> RasterImage.Box { lock.lock(); defer { lock.unlock() }; return boxes[i]! }
    }

    /// Keeps the first file of each run of byte-identical frames and deletes the rest (and any
    /// PNG an earlier run left there). Returns, per frame index, the number of the file it
    /// shows, and the names kept.
    static func dropRepeats(_ dir: String, _ indices: [Int]) throws -> (shows: [Int], kept: [String]) {
        var shows: [Int] = [], kept: [String] = []
        var previous: (n: Int, bytes: Data)?
        for n in indices {
            let path = "\(dir)/\(FramesJob.name(n, "png"))"
            let bytes: Data
            do { bytes = try InputFile.read(path, limit: Format.maxPictureBytes) } catch let r as InputFile.Refusal {
                throw OutputError(path: path, message: "was not written (\(r.reason))")
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

    /// The files a run wrote into `frames/` and `wallet/`, one relative path a line: the next
    /// run removes those it does not write again, and only those.
    static let recordName = ".pickup-prototype-files"

    /// Removes what the record of the last run lists and `written` does not (each a frame or
    /// wallet file by name, never through a folder that is a link), then records `written`.
    static func replaceRecord(in folder: String, location: OutputLocation, with written: [String]) throws {
        let record = folder + "/" + recordName
        let old = InputFile.readIfPresent(record, limit: JSONScanner.maxBytes).map { String(decoding: $0, as: UTF8.self) }?.split(separator: "\n").map(String.init) ?? []
        let now = Set(written)
        for rel in old where !now.contains(rel) && Self.isOwnName(rel) {
            let path = folder + "/" + rel
            var st = stat()
            guard lstat(folder + "/" + FilePath.dirname(rel), &st) == 0, st.st_mode & S_IFMT == S_IFDIR else { continue }
            if lstat(path, &st) == 0, st.st_mode & S_IFMT == S_IFREG { unlink(path) }
        }
        try location.file(record).write(Data((written.joined(separator: "\n") + "\n").utf8))
    }

    /// `frames/NNNN.webp` or `wallet/NNNN.webp`: a name this job writes.
    static func isOwnName(_ rel: String) -> Bool {
        let parts = rel.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0] == "frames" || parts[0] == "wallet", parts[1].hasSuffix("." + ext) else { return false }
        return parts[1].dropLast(ext.count + 1).allSatisfy(\.isASCII) && parts[1].dropLast(ext.count + 1).allSatisfy(\.isNumber)
    }

    /// Deletes the PNGs in `dir` that are not in `keeping` (the scratch folder's frames).
    static func removeStrays(_ dir: String, keeping: Set<String>) throws {
        for f in try FileManager.default.contentsOfDirectory(atPath: dir) where (f.hasSuffix(".png") || f.hasSuffix(".webp")) && !keeping.contains(f) {
            try FileManager.default.removeItem(atPath: "\(dir)/\(f)")
        }
    }
}

extension PrototypeJob {
    /// Each comp that is a moment of the timeline, once per time token (a variant such as the
    /// wallet state shares its moment's mark), in timeline order.
    static func compMarks(_ project: Project) throws -> [PrototypeManifest.Mark] {
        var seen = Set<String>(), out: [PrototypeManifest.Mark] = []
        for c in Comps.all where seen.insert(c.timeToken.path).inserted {
            out.append(.init(name: c.name, time: try c.time(project.tokens)))
        }
        return out.sorted { $0.time < $1.time }
    }

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
        let seq = project.film.storyboard
        var out: [Double] = []
        var i = readyFrame
        while case .order(let st) = seq.shot(at: Double(i) / fps) {
            out.append(st.sheetDown)
            if st.sheetDown >= 1 { break }
            i += 1
        }
        return out
    }

    /// Points the sheet moves from rest to gone: its height and its bottom inset.
    func sheetTravel(_ project: Project) -> Double {
        sheet(project).height + project.styles.order.sizes.sheetInset
    }

    /// The order sheet at rest, as it is when the page waits on Ready (t = the dismiss start).
    func sheet(_ project: Project) -> Rect {
        PrototypeJob.hotspot(.sheet, project.resolve(project.film.node(at: project.styles.timeline.sheetDismiss.start)))
    }

    /// The wallet crossfade's length, curve, and how long `Added` stays.
    var walletDuration: Double, walletCurve: CubicBezier, walletHold: Double
    var fps: Double

    init(_ project: Project, fps: Double) throws {
        self.fps = fps
        readyFrame = Int((project.styles.timeline.sheetDismiss.start * fps + 1e-9).rounded(.down))
        pickupFrame = Int((project.styles.timeline.revealEnd * fps - 1e-9).rounded(.up))
        let tr = project.styles.timeline.walletAdded
        walletDuration = tr.duration
        walletCurve = CubicBezier(tr.timingFunction)
        walletHold = project.styles.timeline.walletAddedHold
    }

    /// The settled Pickup screen's state k / fps after the tap, k = 1 … K, the last exactly
    /// `Added` (k = 0 is the sequence's last frame).
    func walletStates(_ project: Project) throws -> [PickupState] {
        let seq = project.film.storyboard
        guard case .pickup(let settled) = seq.shot(at: project.styles.timeline.end) else {
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
    /// The frame files' extension (`webp`).
    var ext: String
    var canvas: Dim
    var pixels: Pixels
    /// Per frame index of the sequence, the number of the file under `frames/` it shows.
    var frames: [Int]
    /// Files that hold only a box of their picture: draw `base` (itself maybe a patch), then
    /// the file at (x, y) pixels. Every other file is a whole picture.
    struct Patch: Encodable { var base: String; var x, y: Int }
    var patches: [String: Patch]
    var readyFrame, endFrame: Int
    /// From `pickupFrame` X restarts, from `stillFrame` the wallet button answers, while the
    /// rest of the sequence (still frames up to 8.2 s) plays on.
    var pickupFrame, stillFrame: Int
    /// The sheet's progress per frame from `readyFrame` (see `PrototypeTiming.sheetDown`), and
    /// how many points it travels.
    var sheetDown: [Double]
    var sheetTravel: Double
    /// `wallet/0001.webp` … `wallet/NNNN.webp`.
    var walletFrames: Int
    var walletHoldMs: Double
    /// Hotspots, in points (= CSS px) on the canvas.
    var sheet, close, wallet: Box
    /// The screen's ground before the first frame is drawn, and the colour of the page's own
    /// words on it (loading, an error): the Pickup screen's, `color.pickup.background` and
    /// `color.pickup.secondaryLabel`, in the context the prototype was made for.
    var background, message: String
    /// The comps' times on the timeline (tokens `comp.*`), for review mode's scrubber.
    struct Mark: Encodable { var name: String; var time: Double }
    var comps: [Mark]
    /// Reduce Motion: what the page plays under `prefers-reduced-motion: reduce` (or always).
    var reduced: PrototypeReduced

    var json: String {
        let e = JSONEncoder()
        e.outputFormatting = [.sortedKeys]
        return String(decoding: try! e.encode(self), as: UTF8.self)
    }
}
