import Foundation

/// `realpath(3)`: a path made absolute with every symbolic link resolved.
public enum RealPath {
    /// The real path of `path`, or nil if it does not exist (or cannot be resolved).
    public static func of(_ path: String) -> String? {
        guard let p = realpath(path, nil) else { return nil }
        defer { free(p) }
        return String(cString: p)
    }
}
