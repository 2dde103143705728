import FileIO
import Foundation
import Geometry
import PathNames
import ProjectInputs

/// Runs units of work on all cores, drawing only outputs whose inputs changed since the
/// manifest in `dir` was written, and records the new digests under `kind`.
///
/// Two levels of skipping:
/// 1. A unit's *key* digests its inputs before anything is built: every token value, the
///    content, the tool and the unit's parameters. A frame or comp is a pure function of
///    these, so if the key and the files are as recorded, the unit is skipped unbuilt —
///    that is what makes a no-op re-export cheap.
/// 2. Otherwise it is built, and each output's *digest* (of its resolved display list, format
///    and settings) decides: equal to the recorded one and the file present → skipped. This is
///    what confines a token change to the outputs that show it.
///
/// `prepare` runs once, before any unit is built, only if some unit must be (the export
/// resolves every comp there, so a bad comp stops it before a file is written). On failure
/// the manifest still records what was written, so it never claims a digest for a file that
/// holds something else; nothing is removed.
enum Incremental {
    static func run(dir: String, kind: String, project: Project, units: [Unit], shard: Shard? = nil,
                    prepare: () throws -> Void = {},
                    stillExists: @Sendable (String) -> Bool,
                    log: @escaping @Sendable (String) -> Void) throws -> ExportReport {
        try preflight(dir: dir, units: units)
        let run = try IncrementalRun(lock: dir, kind: kind, units: units, shard: shard)
        run.plan(project)
        try run.prepare(prepare)
        let drawError = try run.draw(log: log)
        try run.merge()
        if drawError == nil { run.sweep(stillExists: stillExists) }
        let report = run.report()
        if let drawError {
            // The files written so far are recorded with their stamps (a failed write left the
            // old file, which has no stamp now, so it is drawn next time); the run's own error
            // is the one reported.
            try? run.save()
            throw drawError
        }
        try run.save()
        return report
    }

    /// Every path the run may write — each output, the manifest, the locks — as it is before
    /// anything is touched: a folder, FIFO, device or socket where a file goes, or a link that
    /// leads out of `dir`, is refused now, with nothing written (not after forty pictures).
    static func preflight(dir: String, units: [Unit]) throws {
        var st = stat()
        guard stat(dir, &st) == 0 else { return }   // a new folder holds nothing in the way
        try OutputLocation(folder: dir).preflight((units.flatMap(\.paths) + [Manifest.fileName, Manifest.lockName, Manifest.drawLockName])
            .map { FilePath.join(dir, $0) })
    }

    /// True if `rel` is a safe relative path and no folder on the way from `dir` is a symbolic
    /// link (so `dir/rel` is inside `dir`).
    static func isInside(_ dir: String, _ rel: String) -> Bool {
        guard FilePath.isSafeRelative(rel) else { return false }
        var p = dir
        for c in rel.split(separator: "/").dropLast() {
            p += "/" + c
            var st = stat()
            if lstat(p, &st) == 0, st.st_mode & S_IFMT != S_IFDIR { return false }
        }
        return true
    }

}
