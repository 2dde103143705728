import Foundation
import PathNames

/// Where a command writes, and the one way it writes there. Every file pickup writes goes
/// through an `OutputLocation`, with export's rules:
///
/// - the bytes go to a temporary name beside the target and are renamed into place, so a
///   reader (or a killed run) leaves the old file or the whole new one (`AtomicFile`);
/// - no symbolic link below the location is followed out of it: a file, or a folder on the
///   way, that leads out is refused (exit 73) — and `preflight` refuses every path of a run
///   before anything is written;
/// - a folder, FIFO, device or socket where a file goes is refused, never replaced.
///
/// The location is the `--out` folder of a command that writes a folder (export, frames, the
/// matrix, the prototype, an asset catalog), or the folder holding a single-file output
/// (`frame`, `tokens --format swift|css`, `scene`, `video`), whose own link — the app's real
/// file behind a link — is written through, as the user named it. The location itself may be a
/// link (the user named it too).
public struct OutputLocation: Sendable {
    /// The folder; "" is the current one.
    public let root: String
    /// The single-file output named by the user, which may be a link written through.
    public let named: String?

    /// The longest file name the system takes (`NAME_MAX`); a temporary name always fits.
    public static let maxNameBytes = AtomicFile.maxNameBytes

    /// The `--out` folder of a command that writes a folder.
    public init(folder: String) { root = folder; named = nil }

    /// The folder holding `file`, a single-file output named by the user.
    public init(file: String) { root = FilePath.dirname(file); named = file }

    /// A file below the location (a path as the command joins it, `root/…`).
    public func file(_ path: String) -> OutputFile { OutputFile(location: self, path: path) }

    /// The single-file output itself.
    public var namedFile: OutputFile {
        guard let named else { preconditionFailure("a folder location names no single file") }
        return file(named)
    }

    /// Refuses a write to `path` that is not a regular file's place or would leave the location.
    public func check(_ path: String) throws {
        if path == named {
            _ = try AtomicFile.target(path)
        } else {
            try AtomicFile.requireInside(path, root: root)
        }
    }

    /// Every path a run may write, checked before anything is: the refusal says nothing was written.
    public func preflight(_ paths: [String]) throws {
        for p in paths {
            do { try check(p) } catch var e as OutputError {
                e.beforeWriting = true
                throw e
            }
        }
    }

    /// Makes `path` (the location, or a folder below it) and its parents; a link on the way that
    /// leads out of the location is refused before anything is made.
    public func makeFolder(_ path: String) throws {
        if path.isEmpty { return }
        if path != root { try AtomicFile.requireFolderInside(path, root: root) }
        try FileIO.makeFolder(path)
    }

    /// Removes the temporaries killed runs left in `folder` (below the location).
    @discardableResult
    public func removeStaleTemporaries(in folder: String) -> [String] { AtomicFile.removeStaleTemporaries(in: folder) }
}

/// One file an `OutputLocation` writes.
public struct OutputFile: Sendable {
    public let location: OutputLocation
    public let path: String

    /// A single file the user named, written with the same rules (tests, the built-in files
    /// `check` reads from a temporary folder).
    public static func single(_ path: String) -> OutputFile { OutputLocation(file: path).namedFile }

    /// Writes `data` in place of the file.
    public func write(_ data: Data) throws {
        try location.check(path)
        try AtomicFile.write(data, to: path)
    }

    /// Calls `fill` with a temporary path to write, then renames it into place.
    public func write(_ fill: (String) throws -> Void) throws {
        try location.check(path)
        try AtomicFile.write(to: path, fill)
    }
}
