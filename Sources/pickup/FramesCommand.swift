import Export
import Render
import Foundation
import Screens

enum FramesCommand: Command {
    static let name = "frames"
    static let summary = "Write every frame of the 0–8.2 s sequence as PNG and SVG."
    static let usage = "pickup frames [--fps 60] [--scale 3] [--formats png,svg] [--from <s>] [--to <s>] [--verify] [--out <dir>] [--device <name>] [--locale <name>] [--tokens <file>] [--content <file>] [--context <m=c>] [--quiet]"
    static let options: [Options.Spec] = [
        .init(name: "fps", valueName: "n", help: "Frames per second (default: 60)."),
        .init(name: "scale", valueName: "s", help: "PNG pixels per point, 1–4 (default: 3 = 1179 × 2556)."),
        .init(name: "formats", valueName: "list", help: "png, svg or both (default: png,svg)."),
        .init(name: "from", valueName: "s", help: "First time in seconds (default: 0)."),
        .init(name: "to", valueName: "s", help: "Last time in seconds (default: the end, 8.2)."),
        .init(name: "verify", valueName: nil, help: "Read the code back (zbar) in every PNG frame from comp.revealWholeCode on."),
        Shared.out, ] + Shared.inputs + [ Shared.quiet,
    ]
    static let discussion = """
        WRITES:
          <dir>/frames/NNNN.png and NNNN.svg — frame n shows t = n / fps (four digits; 0000 is t = 0).

        Frames render on all cores; each is a pure function of t, so any subset (--from/--to)
        gives the same files as the whole run.

        INCREMENTAL: <dir>/manifest.json records each file's input digest (its display list,
        format, scale, the tool). A frame whose digest is unchanged and whose file exists is
        not drawn or rewritten; frames past the end (at this fps) left by an earlier run are
        removed. The summary names the tokens that changed since the last run. A progress bar shows frames done, frames per
        second and time left on a terminal; plain lines otherwise.

        EXAMPLES:
          pickup frames                          # 493 frames, 0–8.2 s at 60 fps, @3x PNG + SVG
          pickup frames --from 4 --to 5.5 --formats png --scale 1
        """

    static func run(_ o: Options) throws {
        let fps = try o.double("fps", default: 60)
        guard fps > 0, fps <= 240 else { throw UsageError(message: "--fps must be in (0, 240]") }
        let scale = try o.double("scale", default: 3)
        guard (1...4).contains(scale) else { throw UsageError(message: "--scale must be in 1…4") }
        var formats: [FrameFormat] = []
        for p in (o.value("formats") ?? "png,svg").split(separator: ",") {
            guard let f = FrameFormat(rawValue: p.trimmingCharacters(in: .whitespaces).lowercased()) else {
                throw UsageError(message: "--formats: unknown format '\(p)'; expected png or svg")
            }
            if !formats.contains(f) { formats.append(f) }
        }
        let from = try o.double("from", default: 0)
        let to = try o.value("to").map { _ in try o.double("to", default: 0) }
        if let to, to < from { throw UsageError(message: "--to (\(to)) is before --from (\(from))") }
        let out = o.value("out") ?? "exports"
        let project = try Shared.project(o)
        var job = FramesJob(outDir: out, fps: fps, scale: scale, formats: formats, from: from, to: to)
        job.verify = o.flag("verify")
        let count = job.indices(project).count
        let progress = Progress(total: count, label: "frames", quiet: o.flag("quiet"))
        let start = Date()
        let result = try job.run(project) { progress.step($0) }
        progress.finish()
        if !o.flag("quiet") {
            let s = Date().timeIntervalSince(start)
            print(String(format: "Frames: %@ (%d frames, %@, %@/frames, %.1f s)", result.report.summary, count,
                         formats.map(\.rawValue).joined(separator: "+"), out, s))
            let v = result.timings
            if job.verify { print(String(format: "Verify: %d frames read back, %.1f ms each", v.verified, v.verified == 0 ? 0 : v.verify / Double(v.verified) * 1000)) }
        }
    }
}

enum FrameCommand: Command {
    static let name = "frame"
    static let summary = "Write one frame of the sequence as PNG, SVG or PDF."
    static let usage = "pickup frame --at <s> --out <file.png|svg|pdf> [--scale 3] [--device <name>] [--locale <name>] [--tokens <file>] [--content <file>] [--context <m=c>]"
    static let options: [Options.Spec] = [
        .init(name: "at", valueName: "s", help: "Time in seconds, 0–8.2."),
        .init(name: "out", valueName: "file", help: "Output file; its extension picks the format."),
        .init(name: "scale", valueName: "s", help: "PNG pixels per point (default: 3)."),
        ] + Shared.inputs + [
    ]
    static let discussion = """
        EXAMPLE:
          pickup frame --at 4.6 --out top-down.png
        """

    static func run(_ o: Options) throws {
        guard o.value("at") != nil else { throw UsageError(message: "--at is required") }
        guard let out = o.value("out") else { throw UsageError(message: "--out is required") }
        let at = try o.double("at", default: 0)
        let scale = try o.double("scale", default: 3)
        guard (1...4).contains(scale) else { throw UsageError(message: "--scale must be in 1…4") }
        let ext = (out as NSString).pathExtension.lowercased()
        guard ["png", "svg", "pdf"].contains(ext) else {
            throw UsageError(message: "--out must end in .png, .svg or .pdf (got '\(out)')")
        }
        let project = try Shared.project(o)
        let list = try project.frame(at: at)
        let dir = (out as NSString).deletingLastPathComponent
        if !dir.isEmpty { try makeFolder(dir) }
        let r = Renderer()
        switch ext {
        case "png": try r.image(list, scale: scale).writePNG(to: out)
        case "svg": try AtomicFile.write(r.svg(list), to: out)
        default: try AtomicFile.write(r.pdf([list], title: String(format: "Pickup at %.3f s", at)), to: out)
        }
    }
}
