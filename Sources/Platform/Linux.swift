// Every call into the operating system that is not the same on Linux and macOS lives here, so
// a port is this one file: the Linux side below is built and tested on Debian 12 (x86_64); a
// macOS side (Darwin, with Homebrew's cairo/pango) would give the same declarations — the
// `OS` enum, `FileStatus`, `StopSignals`, `FileWatcher` — with Darwin's calls
// (`st_mtimespec`, `_NSGetExecutablePath`, kqueue or FSEvents, ru_maxrss in bytes).
#if os(Linux)
@preconcurrency import Glibc
import Foundation

/// What `stat(2)` says about a path, in portable fields.
public struct FileStatus: Sendable, Equatable {
    public var size: Int64
    /// Modification and status-change times, seconds and nanoseconds.
    public var modified: (seconds: Int, nanoseconds: Int)
    public var changed: (seconds: Int, nanoseconds: Int)
    public var inode: UInt64
    public var device: UInt64
    public var isRegularFile: Bool

    public static func == (a: FileStatus, b: FileStatus) -> Bool {
        a.size == b.size && a.modified == b.modified && a.changed == b.changed && a.inode == b.inode
            && a.device == b.device && a.isRegularFile == b.isRegularFile
    }

    /// The status of `path` (following a final symbolic link), or nil if it cannot be read.
    public static func of(_ path: String) -> FileStatus? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        return FileStatus(size: Int64(st.st_size),
                          modified: (Int(st.st_mtim.tv_sec), Int(st.st_mtim.tv_nsec)),
                          changed: (Int(st.st_ctim.tv_sec), Int(st.st_ctim.tv_nsec)),
                          inode: UInt64(st.st_ino), device: UInt64(st.st_dev),
                          isRegularFile: st.st_mode & S_IFMT == S_IFREG)
    }
}

public enum OS {
    /// The running executable's path, as the kernel knows it (`/proc/self/exe`).
    public static let executablePath = "/proc/self/exe"

    /// True if `fd` is a terminal.
    public static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    /// Writes every byte to `fd` (retrying after EINTR); 0, or the errno of the failed write.
    public static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
        var off = 0
        while off < bytes.count {
            let n = Glibc.write(fd, bytes.baseAddress! + off, bytes.count - off)
            if n < 0 { if errno == EINTR { continue }; return errno }
            off += n
        }
        return 0
    }

    /// A write to a closed pipe gives EPIPE instead of killing the process.
    public static func ignoreBrokenPipe() { signal(SIGPIPE, SIG_IGN) }

    /// Peak resident memory of this process so far, in bytes (ru_maxrss is in KiB on Linux).
    public static func peakMemoryBytes() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss) * 1024
    }

    /// CPU time of all threads of this process so far, user + system, in seconds.
    public static func cpuSeconds() -> Double {
        var u = rusage()
        getrusage(RUSAGE_SELF.rawValue, &u)
        return Double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) + Double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6
    }

    /// CPU time of the calling thread alone, in seconds: what a piece of work cost it, whatever
    /// else the machine was running (wall time counts the waits for a shared core too).
    public static func threadCPUSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    public enum LockMode { case exclusive, shared }

    /// `flock(2)`: takes `mode` on the open file `fd`. Without `wait`, false if another holds
    /// a conflicting lock (EWOULDBLOCK); with it, waits (retrying after EINTR). Throws the errno
    /// of any other failure.
    public static func lock(_ fd: Int32, _ mode: LockMode, wait: Bool) throws(SystemError) -> Bool {
        let op = mode == .exclusive ? LOCK_EX : LOCK_SH
        while flock(fd, op | (wait ? 0 : LOCK_NB)) != 0 {
            if errno == EINTR { continue }
            if !wait, errno == EWOULDBLOCK { return false }
            throw SystemError(code: errno)
        }
        return true
    }
}

/// A failed system call's errno.
public struct SystemError: Error, Sendable {
    public var code: Int32
    public init(code: Int32) { self.code = code }
    /// The system's words for it (`strerror`).
    public var reason: String { String(cString: strerror(code)) }
}

/// SIGINT and SIGTERM held pending instead of delivered, so a loop can ask whether one came:
/// no handler, no shared flag. Create it before any thread exists (threads inherit the mask).
public final class StopSignals {
    private var signals = sigset_t()
    public init() {
        sigemptyset(&signals); sigaddset(&signals, SIGINT); sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &signals, nil)
    }
    /// True once SIGINT or SIGTERM has arrived (takes it; a zero-timeout `sigtimedwait`).
    public func requested() -> Bool {
        var now = timespec(tv_sec: 0, tv_nsec: 0)
        return sigtimedwait(&signals, nil, &now) > 0
    }
}

/// Watches some files by name through their folders (inotify: close-after-write, moved-in and
/// created events), so editors that save by writing a temporary file and renaming it are seen.
/// A folder is followed by its path, not its first inode: one moved away and made again (a
/// branch switch, `mv tok tok.old; mkdir tok`) is watched anew, its names reported as changed,
/// and saves in the moved-away folder are not reported; a folder that is not there yet (or has
/// gone) is watched from when it appears. Each `wait` looks at every folder's identity.
public final class FileWatcher {
    private let fd: Int32
    /// A watched folder: its path, the names in it, and the inotify watch on the folder now at
    /// that path (nil while there is none), with that folder's identity.
    private struct Folder {
        var path: String
        var names: Set<String>
        var wd: Int32?
        var identity: (device: UInt64, inode: UInt64)?
    }
    private var folders: [Folder] = []

    /// Watches `name` in `folder` for each pair ("." for the current folder); a name `*.ext`
    /// stands for every file with that extension there, written, added or removed. Throws the
    /// folder that cannot be watched, or nil for one if watching cannot start at all.
    public init(_ files: [(folder: String, name: String)]) throws(WatchError) {
        fd = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard fd >= 0 else { throw WatchError(folder: nil, error: SystemError(code: errno)) }
        for (dir, name) in files {
            do { try add(folder: dir, name: name) } catch { close(fd); throw error }
        }
    }

    /// Watches one more name (in a folder that may not be there yet: it is watched when it is).
    public func add(folder dir: String, name: String) throws(WatchError) {
        if let i = folders.firstIndex(where: { $0.path == dir }) {
            folders[i].names.insert(name)
            return
        }
        folders.append(Folder(path: dir, names: [name]))
        _ = try attach(folders.count - 1)
    }

    /// Puts a watch on the folder now at folder `i`'s path, if there is one; whether it did.
    private func attach(_ i: Int) throws(WatchError) -> Bool {
        guard let id = Self.identity(folders[i].path) else { return false }
        let wd = inotify_add_watch(fd, folders[i].path, UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM))
        guard wd >= 0 else {
            if errno == ENOENT || errno == ENOTDIR { return false }   // gone between the look and the watch
            throw WatchError(folder: folders[i].path, error: SystemError(code: errno))
        }
        folders[i].wd = wd
        folders[i].identity = id
        return true
    }

    /// The device and inode of the folder at `path`, or nil if there is no folder there.
    static func identity(_ path: String) -> (device: UInt64, inode: UInt64)? {
        var st = stat()
        guard stat(path, &st) == 0, st.st_mode & S_IFMT == S_IFDIR else { return nil }
        return (UInt64(st.st_dev), UInt64(st.st_ino))
    }

    /// Folders whose path now leads to another folder, or to none: the old watch is dropped (its
    /// events are no longer reported) and the new folder watched. The names of each such
    /// folder, as changed (a pattern `*.ext` reports the folder's own name: "icons").
    private func follow() -> [String] {
        var names: [String] = []
        for i in folders.indices {
            let now = Self.identity(folders[i].path)
            if let was = folders[i].identity, let now, was == now { continue }
            if folders[i].identity == nil, now == nil { continue }
            if let wd = folders[i].wd { inotify_rm_watch(fd, wd) }
            folders[i].wd = nil
            folders[i].identity = nil
            _ = try? attach(i)
            names += folders[i].names.map { $0.hasPrefix("*.") ? String(folders[i].path.split(separator: "/").last ?? "") : $0 }
        }
        return names.sorted()
    }

    public struct WatchError: Error {
        /// The folder that could not be watched; nil if watching could not start at all.
        public var folder: String?
        public var error: SystemError
    }

    /// Waits up to `milliseconds` for events: the watched file names they concern (empty if
    /// events came for other names), or nil if none came in time and no folder was replaced.
    public func wait(milliseconds: Int32) -> [String]? {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let ready = poll(&p, 1, milliseconds) > 0
        // Folders first: a folder replaced drops its old watch before its events are read.
        var names = follow()
        guard ready else { return names.isEmpty ? nil : names }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { break }
            var i = 0
            // struct inotify_event { int wd; uint32_t mask, cookie, len; char name[len]; }
            while i + 16 <= n {
                let wd = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: i, as: Int32.self) }
                let len = Int(buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: i + 12, as: UInt32.self) })
                let raw = buffer[(i + 16)..<min(n, i + 16 + len)]
                let name = String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                if let set = folders.first(where: { $0.wd == wd })?.names,
                   set.contains(name) || set.contains(where: { $0.hasPrefix("*.") && name.lowercased().hasSuffix($0.dropFirst().lowercased()) }) {
                    names.append(name)
                }
                i += 16 + len
            }
        }
        return names
    }

    deinit { close(fd) }
}
#else
#error("Pickup is built and tested on Linux (Debian 12) only: a port implements Sources/Platform/Linux.swift's declarations for its system here")
#endif
