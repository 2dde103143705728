import Foundation
import Geometry
import PathNames
import Platform

/// Why an output could not be written.
public struct OutputError: Error, CustomStringConvertible {
    public var path: String
    public var message: String
    /// Found by a check of the outputs before any was touched (`Incremental.preflight`).
    public var beforeWriting = false
    public init(path: String, message: String) { self.path = path; self.message = message }
    /// A very long path (as given on the command line, say) is shortened in the middle.
    public var description: String {
        let shown = path.count <= 160 ? path : path.prefix(60) + "…" + path.suffix(99)
        return "\(shown): \(message)"
    }
}

/// The system's reason for the last failed call (`strerror(errno)`).
public func systemReason(_ code: Int32 = errno) -> String { String(cString: strerror(code)) }

/// Writes files so that a reader sees either the old file or the whole new one, never a part:
/// the bytes go to a temporary name in the same folder, then `rename(2)` replaces the target.
///
/// Only regular files are written. A symbolic link at `path` is written through: the file it
/// points to is replaced (atomically, beside itself) and the link is kept. A folder, device,
/// FIFO or socket at `path` (or at the link's end) is refused. Temporary names follow the
/// pattern `.NAME.PID.RANDOM.tmp`, NAME shortened so that the whole fits a file name whatever
/// the target's (`temporaryName`); `removeStaleTemporaries` cleans those of dead processes.
///
/// Internal: commands write through `OutputLocation`, which adds the location's rules.
public enum AtomicFile {
    static func write(_ data: Data, to path: String) throws {
        try write(to: path) { tmp in
            // A new file, never through a link someone placed at the temporary name.
            let fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            guard fd >= 0 else { throw OutputError(path: path, message: "cannot write (\(systemReason()))") }
            var failure = data.withUnsafeBytes { OS.writeAll(fd, $0) }
            if close(fd) != 0, failure == 0 { failure = errno }
            if failure != 0 { throw OutputError(path: path, message: "cannot write (\(systemReason(failure)))") }
        }
    }

    /// The file a write to `path` replaces: `path` itself, or, if it is a symbolic link, the
    /// file at the end of the link (which need not exist yet). Throws if that is not a regular
    /// file (or nothing).
    static func target(_ path: String) throws -> String {
        guard !path.isEmpty else { throw OutputError(path: "''", message: "an empty path is not a file") }
        var p = path
        var st = stat()
        for _ in 0..<40 {
            guard lstat(p, &st) == 0 else {
                if errno == ENOENT { return p }
                throw OutputError(path: path, message: "cannot be written (\(systemReason()))")
            }
            switch st.st_mode & S_IFMT {
            case S_IFREG:
                return p
            case S_IFLNK:
                var buf = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
                let n = readlink(p, &buf, buf.count - 1)
                guard n >= 0 else { throw OutputError(path: path, message: "cannot read the link (\(systemReason()))") }
                let dest = String(decoding: buf[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
                p = dest.hasPrefix("/") ? dest : FilePath.join(FilePath.dirname(p), dest)
            default:
                let what = FilePath.kind(st.st_mode)
                throw OutputError(path: path, message: (p == path ? "is \(what)" : "links to \(p), which is \(what)")
                                  + ", not a regular file; refusing to replace it")
            }
        }
        throw OutputError(path: path, message: "cannot be written (\(systemReason(ELOOP)))")
    }

    /// Refuses a write to `path` that would land outside `root` (an output folder): a symbolic
    /// link inside the folder — at `path` or at a folder on the way — may lead elsewhere inside
    /// it, never out of it. `root` itself may be a link (the user named it).
    static func requireInside(_ path: String, root: String) throws {
        try requireResolvedInside(try target(path), root: root, named: path)
    }

    /// Refuses a folder below `root` that is, or would be made, outside it (through a link on
    /// the way).
    static func requireFolderInside(_ folder: String, root: String) throws {
        try requireResolvedInside(FilePath.join(folder, "-"), root: root, named: folder)
    }

    /// `dest`'s nearest existing folder, resolved, lies inside `root`, resolved.
    private static func requireResolvedInside(_ dest: String, root: String, named path: String) throws {
        guard let top = RealPath.of(root.isEmpty ? "." : root) else { return }   // not there yet: nothing inside can lead out
        var dir = FilePath.dirname(dest)
        var real = RealPath.of(dir.isEmpty ? "." : dir)
        while real == nil, !dir.isEmpty, dir != "/" {
            dir = FilePath.dirname(dir)
            real = RealPath.of(dir.isEmpty ? "." : dir)
        }
        guard let real, real == top || real.hasPrefix(top == "/" ? "/" : top + "/") else {
            let to = real.map { FilePath.join($0, String(dest.dropFirst(dir.count).drop { $0 == "/" })) } ?? dest
            throw OutputError(path: path, message: "leads out of the output folder \(root.isEmpty ? "." : root) (to \(to)); "
                              + "a link inside an output folder is never followed out of it. Remove the link, or name its destination as the output folder")
        }
    }

    /// The longest file name the system takes (`NAME_MAX`).
    static let maxNameBytes = 255

    /// `.NAME.PID.RANDOM.tmp` for a target called NAME, NAME cut (at a character's edge) so the
    /// whole stays within `maxNameBytes`: a target whose name is at the limit still has one.
    static func temporaryName(for name: String, random: UInt32 = UInt32.random(in: 0...UInt32.max)) -> String {
        let tail = ".\(getpid()).\(random).tmp"
        var kept = Substring(name)
        while 1 + kept.utf8.count + tail.utf8.count > maxNameBytes { kept = kept.dropLast() }
        return "." + kept + tail
    }

    /// Calls `body` with a temporary path to fill, then renames it over `path` (or over the
    /// file a symbolic link at `path` points to).
    static func write(to path: String, _ body: (String) throws -> Void) throws {
        let dest = try target(path)
        let dir = FilePath.dirname(dest)
        let name = FilePath.basename(dest)
        var st = stat()
        let existing = stat(dest, &st) == 0 ? st.st_mode & 0o7777 : nil
        let tmp = FilePath.join(dir, temporaryName(for: name))
        do {
            try body(tmp)
        } catch {
            unlink(tmp)
            throw error
        }
        // A replaced file keeps its permissions (the app's real file behind a link, say).
        if let existing { chmod(tmp, existing) }
        guard rename(tmp, dest) == 0 else {
            let why = systemReason()
            unlink(tmp)
            throw OutputError(path: path, message: "cannot replace (\(why))")
        }
    }

    /// True for a name of the form `.NAME.PID.RANDOM.tmp`; the PID.
    static func temporaryPID(_ name: String) -> pid_t? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
        let parts = name.dropFirst().dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, UInt32(parts[parts.count - 1]) != nil, let pid = pid_t(parts[parts.count - 2]), pid > 0 else { return nil }
        return pid
    }

    /// Removes the temporary files (`.NAME.PID.RANDOM.tmp`) that processes no longer running
    /// left in `dir` (a killed run's); returns their names.
    @discardableResult
    public static func removeStaleTemporaries(in dir: String) -> [String] {
        guard let d = opendir(dir.isEmpty ? "." : dir) else { return [] }
        defer { closedir(d) }
        var removed: [String] = []
        while let e = readdir(d) {
            let name = withUnsafeBytes(of: e.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard let pid = temporaryPID(name) else { continue }
            if pid == getpid() || kill(pid, 0) == 0 || errno == EPERM { continue }   // still running
            let p = FilePath.join(dir, name)
            var st = stat()
            guard lstat(p, &st) == 0, st.st_mode & S_IFMT == S_IFREG else { continue }
            if unlink(p) == 0 { removed.append(name) }
        }
        return removed
    }
}
