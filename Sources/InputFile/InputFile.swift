#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Foundation
import PathNames

/// The one way pickup opens a file it reads — token files, resolvers and their sources, copy,
/// icons, files given to `check`, and its own manifests and records in an output folder.
///
/// A FIFO blocks `open(2)` until a writer comes, and a device may never end: so the file is
/// opened without waiting (`O_NONBLOCK`), and anything but a regular file (a folder, FIFO,
/// device or socket, or a link to one) is refused before a byte is read, naming what it is.
/// At most `limit` bytes are read: a larger file is refused, not read to its end.
public enum InputFile {
    /// Why a file was not read.
    public struct Refusal: Error, CustomStringConvertible, Sendable {
        public enum Kind: Sendable, Equatable {
            /// Nothing is there (or a link leads nowhere).
            case missing
            /// A folder, FIFO, device or socket: not something to read as a file.
            case notRegular
            /// Larger than the reader's bound.
            case tooLarge
            /// There, but the system refuses to read it (permissions, an I/O error).
            case unreadable
        }
        public var path: String
        public var kind: Kind
        /// What is wrong, without the path: "is a FIFO, not a regular file".
        public var reason: String
        /// Missing or not a file: "no input" (exit 66), as a missing file has always been.
        public var isNoInput: Bool { kind == .missing || kind == .notRegular }
        public var description: String { "\(path): \(reason)" }
    }

    /// The bytes of `path`, at most `limit`. Throws `Refusal`.
    public static func read(_ path: String, limit: Int) throws -> Data {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else {
            let code = errno
            if let what = notRegular(path) { throw Refusal(path: path, kind: .notRegular, reason: what) }
            if code == ENOENT || code == ENOTDIR {
                throw Refusal(path: path, kind: .missing, reason: "does not exist")
            }
            throw Refusal(path: path, kind: .unreadable, reason: "cannot be read (\(String(cString: strerror(code))))")
        }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else {
            throw Refusal(path: path, kind: .unreadable, reason: "cannot be read (\(String(cString: strerror(errno))))")
        }
        guard st.st_mode & S_IFMT == S_IFREG else {
            throw Refusal(path: path, kind: .notRegular, reason: "is \(FilePath.kind(st.st_mode)), not a regular file; refused before reading")
        }
        if st.st_size > limit { throw tooLarge(path, limit) }
        // A regular file: reads block as usual from here.
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = buffer.withUnsafeMutableBytes { readBytes(fd, $0.baseAddress!, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw Refusal(path: path, kind: .unreadable, reason: "cannot be read (\(String(cString: strerror(errno))))")
            }
            if n == 0 { break }
            data.append(contentsOf: buffer[0..<n])
            // A file that grows while it is read is bounded all the same.
            if data.count > limit { throw tooLarge(path, limit) }
        }
        return data
    }

    /// The bytes of `path`, or nil if it cannot be read for any reason (pickup's own files in
    /// an output folder, where a missing or odd file means "none recorded").
    public static func readIfPresent(_ path: String, limit: Int) -> Data? { try? read(path, limit: limit) }

    /// "is a FIFO, not a regular file" if something other than a regular file is at `path`
    /// (a final link followed); nil for a regular file or nothing. Never blocks.
    public static func notRegular(_ path: String) -> String? {
        var st = stat()
        guard stat(path, &st) == 0, st.st_mode & S_IFMT != S_IFREG else { return nil }
        return "is \(FilePath.kind(st.st_mode)), not a regular file; refused before reading"
    }

    /// True if nothing readable as a file is at `path`: missing, or not a regular file.
    public static func isNoInput(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) != 0 || st.st_mode & S_IFMT != S_IFREG
    }

    private static func readBytes(_ fd: Int32, _ p: UnsafeMutableRawPointer, _ n: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(fd, p, n)
        #else
        Darwin.read(fd, p, n)
        #endif
    }

    static func tooLarge(_ path: String, _ limit: Int) -> Refusal {
        let shown = limit >= 1 << 20 && limit % (1 << 20) == 0 ? "\(limit >> 20) MiB" : "\(limit) bytes"
        return Refusal(path: path, kind: .tooLarge, reason: "the file has more than \(limit) bytes; files over \(shown) are refused")
    }
}
