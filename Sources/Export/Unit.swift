import FileIO
import Render

/// One output file: its path relative to the job's folder, the digest of everything it is
/// drawn from, and how to draw it (called only when the digest differs from the manifest's,
/// or the file is missing).
struct Output {
    var path: String
    var digest: Digest
    /// Writes the file (its place in the job's location, checked as it is written).
    var write: (_ file: OutputFile) throws -> Void
}

/// One piece of building (a comp's file, a frame's display list) yielding one or more outputs.
struct Unit: Sendable {
    /// The outputs' relative paths, known before building.
    var paths: [String]
    /// What the unit is, apart from the project: comp or time, format, settings. With the
    /// project's key and the tool it makes the unit's key (see `Incremental`).
    var params: String
    var build: @Sendable (Renderer) throws -> [Output]
}

extension Digest {
    /// The digest of an output: the tool, the format with its settings, and the inputs' digests.
    static func output(_ format: String, _ settings: [Double] = [], _ inputs: [Digest]) -> Digest {
        var d = StableDigest()
        d.add(toolIdentity); d.add(format)
        d.add(settings.count); settings.forEach { d.add($0) }
        d.add(inputs.count); inputs.forEach { d.add($0) }
        return d.digest
    }
}
