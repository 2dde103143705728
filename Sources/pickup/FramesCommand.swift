import Export
import FileIO
import PathNames
import ProjectInputs
import Render
import Foundation
import Geometry
import Platform
import Screens

enum FramesCommand: Command {
    static let name = "frames"
    static let summary = "Write every frame of the 0–8.2 s sequence as PNG and SVG."
    typealias Values = FramesOptions
    static let discussion = """
        WRITES:
          <dir>/frames/NNNN.png and NNNN.svg — frame n shows t = n / fps (four digits, or as many as the last frame has; 0000 is t = 0).

        Frames render on all cores; each is a pure function of t, so any subset (--from/--to)
        gives the same files as the whole run.

        INCREMENTAL: <dir>/manifest.json records each file's input digest (its display list,
        format, scale, the tool). A frame whose digest is unchanged and whose file exists is
        not drawn or rewritten; frames past the end (at this fps) left by an earlier run are
        removed. The summary names the tokens that changed since the last run. A progress bar shows frames done, frames per
        second and time left on a terminal; plain lines otherwise.

        SHARDS: --shard K/N draws only the K-th of N balanced, contiguous blocks of the selected
        frames (K in 1…N; anything else exits 64). N shards may run at once, on one machine or
        many sharing the folder: together they leave exactly the files and manifest of one whole
        run, and a whole run afterwards draws nothing. Outputs that can no longer exist are removed
        only if they are outside the whole selection. scripts/cluster.sh runs shards on Dask.

        EXAMPLES:
          pickup frames                          # 493 frames, 0–8.2 s at 60 fps, @3x PNG + SVG
          pickup frames --from 4 --to 5.5 --formats png --scale 1
        """

    static func run(_ o: FramesOptions) throws {
        let fps = o.fps, scale = o.scale, formats = o.formats, out = o.out
        let (from, to) = try timeRange(o.$from, o.$to)
        let project = try o.inputs.project()
        try checkTime(o.$from, project)
        try checkTime(o.$to, project)
        var job = FramesJob(outDir: out, fps: fps, scale: scale, formats: formats, from: from, to: to)
        job.verify = o.verify
        job.shard = o.shard
        let count = job.count(project)
        try PictureCount.check(count * formats.count, command: "frames", counted: "\(count) frames × \(formats.count) formats",
                               narrow: "Choose fewer with --fps, --from and --to, or --formats.")
        let progress = Progress(total: count, label: "frames", quiet: o.quiet)
        let start = Date()
        let result = try job.run(project) { progress.step($0) }
        progress.finish()
        if !o.quiet {
            let s = Date().timeIntervalSince(start)
            print(String(format: "Frames: %@ (%d frames%@, %@, %@/frames, %.1f s)", result.report.summary, count,
                         job.shard.map { ", shard \($0)" } ?? "", formats.map(\.rawValue).joined(separator: "+"), out, s))
            let v = result.timings
            if job.verify { print(String(format: "Verify: %d frames read back, %.1f ms each", v.verified, v.verified == 0 ? 0 : v.verify / Double(v.verified) * 1000)) }
        }
    }
}

enum FrameCommand: Command {
    static let name = "frame"
    static let summary = "Write one frame of the sequence as PNG, SVG or PDF."
    typealias Values = FrameOptions
    static let discussion = """
        EXAMPLE:
          pickup frame --at 4.6 --out top-down.png
          pickup frame --at 7 --scale 1 --out - | display
        """

    static func run(_ o: FrameOptions) throws {
        let at = o.at, out = o.out, scale = o.scale
        guard let format = out == "-" ? Format.png : Format(extension: FilePath.ext(out)) else {
            throw UsageError(message: "--out must end in \(Format.names(Format.allCases, prefix: ".")), or be - (got '\(FilePath.clip(out))')")
        }
        let project = try o.inputs.project()
        try checkTime(o.$at, project)
        let list = try project.frame(at: at)
        let r = Renderer()
        if out == "-" {
            let png = Format.png
            return try writeStandardOutput(png.encode(png.draw(list, scale: scale, title: "", renderer: r), for: "standard output"))
        }
        let start = Date()
        let location = OutputLocation(file: out)
        try location.makeFolder(location.root)
        try format.write(list, scale: scale, title: String(format: "Pickup at %.3f s", at), to: location.namedFile, renderer: r)
        if !o.quiet {
            print(String(format: "Frame: %@ (t = %.3f s, %@ at %gx, %.2f s)", out, at, format.rawValue.uppercased(), scale,
                         Date().timeIntervalSince(start)))
        }
    }
}

/// `--from` and `--to` (nil: the end), `--to` not before `--from`.
func timeRange(_ from: Option<Double>, _ to: Option<Double?>) throws -> (from: Double, to: Double?) {
    if let t = to.wrappedValue, t < from.wrappedValue {
        throw UsageError(message: "--\(to.spec.name) (\(t)) is before --\(from.spec.name) (\(from.wrappedValue))")
    }
    return (from.wrappedValue, to.wrappedValue)
}

/// A time option checked against the sequence (0…its end, from the tokens) where it is given:
/// outside it is a usage error, never clamped.
func checkTime(_ time: some OptionDeclaration, _ project: Project) throws {
    guard let given = time.given?.first, case .number(let t)? = try? time.spec.check(given) else { return }
    let end = project.styles.timeline.end
    guard t >= 0, t <= end + 1e-9 else {
        throw UsageError(message: "--\(time.spec.name): \(FilePath.clip(given)) s is outside the sequence, 0…\(end.formatted()) s")
    }
}

/// Writes `bytes` to standard output (for `--out -`); a closed pipe or a full disk is an error
/// that names standard output and the system's reason.
func writeStandardOutput(_ bytes: Data) throws {
    OS.ignoreBrokenPipe()
    let failure = bytes.withUnsafeBytes { OS.writeAll(STDOUT_FILENO, $0) }
    if failure != 0 { throw OutputError(path: "standard output", message: "cannot write (\(systemReason(failure)))") }
}
