import Foundation
import Nodes
import ProjectInputs
import Screens

/// Which comps and frames differ between two projects (two token files, say): each comp's and
/// each frame's display list is resolved under both and their digests compared — what
/// `pickup tokens --diff` reports, and exactly what an incremental export would redraw.
public struct ChangedPictures: Sendable {
    /// Comp names whose picture differs, in `Comps.all` order.
    public var comps: [String]
    /// Frame indices at `fps` whose picture differs (a frame only one sequence has counts).
    public var frames: [Int]
    public var frameCount: Int
    public var fps: Double

    /// - Complexity: builds every comp and frame twice, on all cores (about 1 s for 493 frames
    ///   on two cores); nothing is drawn.
    public static func compare(_ a: Project, _ b: Project, fps: Double = 60) throws -> ChangedPictures {
        let comps = try Comps.all.filter { c in try StableDigest.of(a.displayList(c)) != StableDigest.of(b.displayList(c)) }
        let na = Timeline.frameTimes(a.styles, fps: fps).count, nb = Timeline.frameTimes(b.styles, fps: fps).count
        let n = max(na, nb)
        let differs = Flags(n)
        try Parallel.run(n, log: { _ in }) { i, _ in
            let t = Double(i) / fps
            if i >= na || i >= nb { differs.set(i); return "" }
            if try StableDigest.of(a.frame(at: t)) != StableDigest.of(b.frame(at: t)) { differs.set(i) }
            return ""
        }
        return ChangedPictures(comps: comps.map(\.name), frames: differs.indices, frameCount: n, fps: fps)
    }

    /// Runs of consecutive frames: `frames 0000–0174, 0240, 0300–0310`, or `no frames`.
    public static func ranges(_ frames: [Int]) -> String {
        guard !frames.isEmpty else { return "no frames" }
        var runs: [(Int, Int)] = []
        for f in frames.sorted() {
            if let last = runs.last, last.1 + 1 == f { runs[runs.count - 1].1 = f } else { runs.append((f, f)) }
        }
        let name = { (i: Int) in String(format: "%04d", i) }
        return (frames.count == 1 ? "frame " : "frames ")
            + runs.map { $0.0 == $0.1 ? name($0.0) : name($0.0) + "–" + name($0.1) }.joined(separator: ", ")
    }

    final class Flags: @unchecked Sendable {
        private let lock = NSLock()
        private var bits: [Bool]
        init(_ n: Int) { bits = Array(repeating: false, count: n) }
        func set(_ i: Int) { lock.lock(); bits[i] = true; lock.unlock() }
        var indices: [Int] { lock.lock(); defer { lock.unlock() }; return bits.indices.filter { bits[$0] } }
    }
}
