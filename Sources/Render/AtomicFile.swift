import Foundation

/// Why an output could not be written.
public struct OutputError: Error, CustomStringConvertible {
    public var path: String
    public var message: String
    public init(path: String, message: String) { self.path = path; self.message = message }
    public var description: String { "\(path): \(message)" }
}

/// Writes files so that a reader sees either the old file or the whole new one, never a part:
/// the bytes go to a temporary name in the same folder, then `rename(2)` replaces the target.
public enum AtomicFile {
    public static func write(_ data: Data, to path: String) throws {
        try write(to: path) { tmp in
            guard FileManager.default.createFile(atPath: tmp, contents: data) else {
                throw OutputError(path: path, message: "cannot write (\(String(cString: strerror(errno))))")
            }
        }
    }

    /// Calls `body` with a temporary path to fill, then renames it over `path`.
    public static func write(to path: String, _ body: (String) throws -> Void) throws {
        let dir = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let tmp = (dir.isEmpty ? "" : dir + "/") + ".\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        do {
            try body(tmp)
        } catch {
            unlink(tmp)
            throw error
        }
        guard rename(tmp, path) == 0 else {
            let why = String(cString: strerror(errno))
            unlink(tmp)
            throw OutputError(path: path, message: "cannot replace (\(why))")
        }
    }
}
