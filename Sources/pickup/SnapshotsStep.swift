import Export
import FileIO
import Foundation
import Geometry
import PathNames
import ProjectInputs

/// `pickup export --snapshots DIR [--snapshot-suite NAME]`: after the export, each device's
/// comps as swift-snapshot-testing reference images (`SnapshotReferences`). Kept out of the
/// export engine: a step that copies what the export wrote.
enum SnapshotsStep {
    static let snapshots = OptionSpec(name: "snapshots", valueName: "dir",
                                      help: "Also write each device's comps where swift-snapshot-testing looks for reference images: "
                                          + "<dir>/__Snapshots__/<suite>/test<Comp>.<device>.png, at the device's native scale", rule: .path)
    static let suite = OptionSpec(name: "snapshot-suite", valueName: "name",
                                  help: "With --snapshots: the test file's name without .swift (the folder the library reads)",
                                  defaultValue: SnapshotReferences.defaultSuite)

    /// The references to write (nil without --snapshots), checked before the export starts.
    /// (--snapshot-suite without --snapshots, and --snapshots with --shard, are refused by the
    /// rules between export's options.)
    static func references(dir: String?, suite: String) throws -> SnapshotReferences? {
        guard let dir else { return nil }
        do {
            return try SnapshotReferences(dir: dir, suite: suite)
        } catch let e as SnapshotNameError {
            throw UsageError(message: e.message)
        }
    }

    /// Before the export: the references' names and paths for these devices (nothing written yet).
    static func check(_ refs: SnapshotReferences?, devices: [String]) throws {
        do { try refs?.check(devices: devices) } catch let e as SnapshotNameError { throw UsageError(message: e.message) }
    }

    /// One device's references at its native `scale`, from the export in `exportDir` (copied
    /// when it wrote PNGs at that scale, else drawn). Returns how many were written.
    static func write(_ refs: SnapshotReferences, device: String, scale: Int, exportDir: String, scales: [Int], formats: [Format],
                      project: () throws -> Project) throws -> Int {
        let wrote = formats.contains(.png) && scales.contains(scale)
        do {
            return try refs.write(device: device, scale: scale, written: wrote ? FilePath.join(exportDir, "comps") : nil,
                                  project: project).count
        } catch let e as SnapshotNameError {
            throw UsageError(message: e.message)
        }
    }
}
