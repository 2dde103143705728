import ProjectInputs
import Screens

/// The prototype's Reduce Motion sequence, as data over the standard frames: every picture of
/// it outside a dissolve is a frame the page already has (the same shot), and every frame of a
/// dissolve is two of them, the second drawn over the first at `alpha` — the page blends them
/// itself (canvas `globalAlpha`), so following `prefers-reduced-motion` costs no picture file.
struct PrototypeReduced: Encodable {
    /// Reduced whatever the browser says (`pickup prototype --context motion=reduced`).
    var always: Bool
    /// Per frame index, the file under `frames/` it shows (a dissolve's: the picture it starts from).
    var frames: [Int]
    /// Frames of a dissolve, by index: the file drawn over `frames[i]`, at `alpha` (0 … 1).
    struct Blend: Encodable { var to: Int; var alpha: Double }
    var blends: [String: Blend]
    /// The comps' times under Reduce Motion (the flight's comps moved into its dissolve).
    var comps: [PrototypeManifest.Mark]

    /// `standard`: the project with standard motion, whose frames (`shows`: per index, the
    /// file) the page has.
    init(_ standard: Project, shows: [Int], fps: Double, always: Bool) throws {
        var style = standard.styles.timeline
        let moving = standard.film.storyboard
        style.reducedMotion = true
        let reduced = Storyboard(style, standard.content)
        var first: [Shot: Int] = [:]
        for i in shows.indices.reversed() { first[moving.shot(at: Double(i) / fps)] = i }
        // The frame showing `shot`, else (a still between frames, at an odd rate) the nearest.
        func file(_ shot: Shot, near t: Double) -> Int {
            shows[first[shot] ?? min(shows.count - 1, max(0, Int((t * fps).rounded())))]
        }
        self.always = always
        frames = []; blends = [:]
        for i in shows.indices {
            let t = Double(i) / fps
            if case .dissolve(let a, let b, let p) = reduced.shot(at: t), let w = reduced.dissolves.window(at: t) {
                frames.append(file(a, near: w.start))
                blends[String(i)] = Blend(to: file(b, near: w.end), alpha: (p * 10_000).rounded() / 10_000)
            } else {
                frames.append(file(reduced.shot(at: t), near: t))
            }
        }
        var seen = Set<String>()
        comps = try Comps.all.filter { seen.insert($0.timeToken.path).inserted }
            .map { PrototypeManifest.Mark(name: $0.name, time: try $0.time(standard.tokens, reduced: reduced.dissolves)) }
            .sorted { $0.time < $1.time }
    }

    /// The project with standard motion: the frames the page plays unless reduced.
    static func standard(_ project: Project) throws -> Project {
        guard project.styles.timeline.reducedMotion else { return project }
        var inputs = project.inputs
        inputs.contexts["motion"] = "standard"
        return try Project(inputs)
    }
}
