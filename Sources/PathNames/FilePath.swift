import Foundation

/// Path arithmetic without Foundation's `NSString` path methods (which trap on some inputs on
/// this toolchain, e.g. a one-character path).
public enum FilePath {
    /// The folder part of `path` ("" for a bare name, "/" for a file in the root).
    public static func dirname(_ path: String) -> String {
        var p = Substring(path)
        while p.count > 1, p.hasSuffix("/") { p = p.dropLast() }
        guard let slash = p.lastIndex(of: "/") else { return "" }
        if slash == p.startIndex { return "/" }
        return String(p[..<slash])
    }

    /// The last component of `path` (trailing slashes ignored).
    public static func basename(_ path: String) -> String {
        var p = Substring(path)
        while p.count > 1, p.hasSuffix("/") { p = p.dropLast() }
        guard let slash = p.lastIndex(of: "/") else { return String(p) }
        return String(p[p.index(after: slash)...])
    }

    /// The extension of the last component, without the dot ("" if none).
    public static func ext(_ path: String) -> String {
        let name = basename(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// `dir/name`, or `name` if `dir` is empty.
    public static func join(_ dir: String, _ name: String) -> String {
        dir.isEmpty ? name : dir.hasSuffix("/") ? dir + name : dir + "/" + name
    }

    /// True if `path` is relative and stays inside its folder: not empty, no leading `/`, no
    /// `.` or `..` or empty components.
    public static func isSafeRelative(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\0") else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { $0 != "" && $0 != "." && $0 != ".." }
    }

    /// A user-given string cut to `limit` characters for an error message.
    public static func clip(_ s: String, _ limit: Int = 80) -> String {
        s.count <= limit ? s : String(s.prefix(limit - 1)) + "…"
    }

    /// What kind of thing is at `path` (not following a final symlink), or nil if nothing is.
    public static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: return "a folder"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        default: return "a regular file"
        }
    }
}
