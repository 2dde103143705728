import Deliverables
import Export
import FileIO
import Foundation
import Platform
import ProjectInputs
import Screens
import Tokens

enum BenchCommand: Command {
    static let name = "bench"
    static let summary = "Measure frame rendering: frames/s, ms per frame (build, draw, encode), peak memory, vs resvg."
    typealias Values = BenchOptions
    static let discussion = """
        Renders the sequence to PNG on all cores, three times: every frame drawn; then as
        `pickup frames` runs (a frame equal to the one before is written from its bytes) with
        the PNG encoder before bands (libpng, each frame whole) and as it is now (bands reused
        while equal). Prints each run's wall time and throughput, the time per frame (each
        worker's CPU time) split into build (timeline → display list, per frame built), draw
        (Cairo) and encode (PNG + write, per frame drawn); then building alone, on one thread
        in its own CPU time, best of five passes (the steadiest figure on a shared machine);
        after / before, and peak memory. Then writes the same frames as SVG and renders those
        with resvg (pip install resvg-cli), with as many resvg processes as cores, in the same
        run, for comparison.

        With --incremental: `export` (every comp, @1x/@2x/@3x, SVG, PDF) and `frames` (PNG and
        SVG at --fps and --scale) into an empty folder, then both again with nothing changed,
        each timed from loading the tokens to the manifest written; prints both timings and the
        no-op's share of the full run.

        With --matrix: a full export (every comp, every format) of the default device into an
        empty folder, then `export --matrix` of the five devices in one locale into another,
        each timed from loading the tokens; prints both and their ratio (at most 5.5 expected).
        """

    static func run(_ o: BenchOptions) throws {
        let fps = o.fps, scale = o.scale
        let (from, to) = try timeRange(o.$from, o.$to)
        let project = try o.inputs.project()
        try checkTime(o.$from, project)
        try checkTime(o.$to, project)
        let dir = o.keep ?? NSTemporaryDirectory() + "pickup-bench-\(getpid())"
        defer { if o.keep == nil { try? FileManager.default.removeItem(atPath: dir) } }
        if o.incremental { return try incremental(o.inputs, dir: dir, fps: fps, scale: scale, from: from, to: to) }
        if o.matrix { return try matrix(o.inputs, dir: dir) }

        // Three runs: every frame drawn (the fair comparison with resvg, which draws every SVG);
        // then as `pickup frames` runs (a frame equal to the one before written from its bytes),
        // with the PNG encoder before bands (libpng, whole) and as it is now.
        print("Rendering frames at \(Int(fps)) fps, @\(scale.formatted())x, \(Parallel.workers) workers…")
        var n = 0, walls: [String: Double] = [:]
        for (label, reuse, encoder) in [("every frame drawn", false, FramesJob.PNGEncoder.bands),
                                        ("before: libpng", true, .libpng), ("after: bands", true, .bands)] {
            var png = FramesJob(outDir: dir + "/png-\(walls.count)", fps: fps, scale: scale, formats: [.png], from: from, to: to)
            png.reuseEqualFrames = reuse
            png.encoder = encoder
            n = png.indices(project).count
            let start = Date()
            let t = try png.run(project).timings
            let wall = Date().timeIntervalSince(start)
            walls[label] = wall
            let drawn = max(1, n - t.reused)
            let per = { (s: Double, k: Int) in String(format: "%.1f", s * 1000 / Double(k)) }
            print((label + ":").padding(toLength: 19, withPad: " ", startingAt: 0) + String(format: "%6.2f s wall, %6.1f frames/s; ms per frame (CPU): build %@ (%d built), draw %@, encode %@ (%d drawn)",
                         wall, Double(n) / wall, per(t.build, n), n, per(t.draw, drawn), per(t.encode, drawn), drawn))
        }
        printBuildAlone(project, fps: fps, from: from, to: to)
        let before = walls["before: libpng"]!, after = walls["after: bands"]!
        print(String(format: "after / before = %.2f (%.2f s → %.2f s for %@)", after / before, before, after, frames(n)))
        print(String(format: "peak memory %.0f MB", Double(OS.peakMemoryBytes()) / 1_048_576))
        let wall = walls["every frame drawn"]!

        guard !o.noResvg else { return }
        guard let resvg = which("resvg") else {
            print("resvg: not found (pip install resvg-cli); comparison skipped")
            return
        }
        try FramesJob(outDir: dir + "/svg", fps: fps, scale: scale, formats: [.svg], from: from, to: to).run(project)
        let svgs = try FileManager.default.contentsOfDirectory(atPath: dir + "/svg/frames").filter { $0.hasSuffix(".svg") }.sorted()
        let w = Int((project.canvas.width * scale).rounded()), h = Int((project.canvas.height * scale).rounded())
        let rstart = Date()
        try runConcurrently(svgs.map { f in
            [resvg, "-w", "\(w)", "-h", "\(h)", "\(dir)/svg/frames/\(f)", "\(dir)/svg/frames/\(f).png"]
        }, width: Parallel.workers)
        let rwall = Date().timeIntervalSince(rstart)
        print(String(format: "resvg:   %.2f s wall, %.1f frames/s (same frames' SVGs, %d processes at a time)",
                     rwall, Double(svgs.count) / rwall, Parallel.workers))
        let k = Double(n) / Double(max(1, svgs.count))
        print(String(format: "ratio:   pickup is %.2f× resvg's throughput drawing every frame, %.2f× as `pickup frames` runs",
                     rwall / wall * k, rwall / after * k))
    }

    /// Building alone (timeline → display list → its digest, as `pickup frames` builds each
    /// frame), on this thread, timed in its own CPU time, best of five passes over the frames:
    /// the figure least moved by other work on a shared machine.
    static func printBuildAlone(_ project: Project, fps: Double, from: Double, to: Double?) {
        let times = Timeline.frameTimes(project.styles, fps: fps, from: from, to: to)
        var best = Double.infinity
        for _ in 0..<5 {
            let start = OS.threadCPUSeconds()
            for t in times { _ = (try? project.frame(at: t)).map(StableDigest.of) }
            best = min(best, OS.threadCPUSeconds() - start)
        }
        print(String(format: "build alone:       %.2f ms per frame (one thread's CPU time, best of 5 passes over %@)",
                     best * 1000 / Double(max(1, times.count)), frames(times.count)))
    }

    /// "1 frame", "493 frames".
    static func frames(_ n: Int) -> String { n == 1 ? "1 frame" : "\(n) frames" }

    /// Full runs into an empty folder, then no-op re-runs; each timed in this process from
    /// loading the tokens (the same work a fresh `pickup export` does, less process start-up).
    static func incremental(_ o: InputOptions, dir: String, fps: Double, scale: Double, from: Double, to: Double?) throws {
        func load() throws -> Project {
            try o.project()
        }
        func time(_ body: () throws -> ExportReport) rethrows -> (Double, ExportReport) {
            let start = Date()
            let report = try body()
            return (Date().timeIntervalSince(start), report)
        }
        func show(_ label: String, _ full: (Double, ExportReport), _ noop: (Double, ExportReport)) {
            print(String(format: "%@ full:  %7.2f s  (%@)", label, full.0, full.1.summary))
            print(String(format: "%@ no-op: %7.2f s  (%@)", label, noop.0, noop.1.summary))
            print(String(format: "%@ no-op / full = %.1f %%", label, noop.0 / full.0 * 100))
        }
        print("Incremental exports into \(dir), \(Parallel.workers) workers…")
        let export = ExportJob(outDir: dir, pictures: [.contactSheet])
        let e1 = try time { try export.run(load()) }, e2 = try time { try export.run(load()) }
        show("export", e1, e2)
        let frames = FramesJob(outDir: dir, fps: fps, scale: scale, formats: [.png, .svg], from: from, to: to)
        let f1 = try time { try frames.run(load()).report }, f2 = try time { try frames.run(load()).report }
        show(String(format: "frames (%g fps, @%gx, png+svg)", fps, scale), f1, f2)
        print(String(format: "everything no-op / full = %.1f %%", (e2.0 + f2.0) / (e1.0 + f1.0) * 100))
    }

    /// One device's full export against the matrix of every device in one locale, both from
    /// loading the tokens into an empty folder.
    static func matrix(_ o: InputOptions, dir: String) throws {
        let base = try o.inputs()
        let devices = try base.loadResolver().modifier("device")?.contexts ?? []
        print("Single-device export against the \(devices.count)-device matrix, every format, \(Parallel.workers) workers…")
        // CPU time of all threads of this process: what the work costs on a machine shared with others.
        let cpu = OS.cpuSeconds
        var start = Date(), cpu0 = cpu()
        let single = try ExportJob(outDir: dir + "/single", pictures: [.contactSheet]).run(Project(base))
        let one = Date().timeIntervalSince(start), oneCPU = cpu() - cpu0
        print(String(format: "export (pro, en-GB):          %7.2f s wall, %7.2f s CPU  (%@)", one, oneCPU, single.summary))
        start = Date(); cpu0 = cpu()
        let job = MatrixJob(outDir: dir + "/matrix", devices: devices, locales: [base.locale ?? "en-GB"], export: ExportJob(outDir: dir, pictures: [.contactSheet]))
        _ = try job.run(base: base)
        let all = Date().timeIntervalSince(start), allCPU = cpu() - cpu0
        print(String(format: "export --matrix (%d devices): %7.2f s wall, %7.2f s CPU  (incl. matrix.png)", devices.count, all, allCPU))
        print(String(format: "matrix / single = %.2f× wall, %.2f× CPU for %d devices", all / one, allCPU / oneCPU, devices.count))
    }
}

/// `pickup bench`'s options, in the order `--help` lists them.
struct BenchOptions: ParsableOptions {
    @Option(Shared.fps) var fps: Double
    @Option(Shared.scale) var scale: Double
    @Option(Shared.from) var from: Double
    @Option(Shared.to) var to: Double?
    @Flag("no-resvg", "Skip the comparison with resvg") var noResvg: Bool
    @Option(.init(name: "keep", valueName: "dir", help: "Keep the frames in <dir> instead of a temp folder", rule: .path))
    var keep: String?
    @Flag("incremental", "Instead: time a full export and frames run against a no-op re-run") var incremental: Bool
    @Flag("matrix", "Instead: time a single-device export against the five-device matrix export") var matrix: Bool
    @OptionGroup var inputs: InputOptions

    static let rules: [OptionRule<Self>] = [.exclusive(\.$incremental, \.$matrix)]
}
