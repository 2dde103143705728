import Foundation
import Geometry
import PathNames

/// Creates `path` and its parents (as `mkdir -p`); a clear error, with the system's reason,
/// if it cannot. An empty path is refused (it is not the current folder, nor `/`).
public func makeFolder(_ path: String) throws {
    guard !path.isEmpty else { throw OutputError(path: "''", message: "an empty path is not a folder") }
    var st = stat()
    if stat(path, &st) == 0 {
        guard st.st_mode & S_IFMT == S_IFDIR else {
            throw OutputError(path: path, message: "exists and is \(FilePath.kind(st.st_mode)), not a folder")
        }
        guard access(path, W_OK) == 0 else { throw OutputError(path: path, message: "folder is not writable (\(systemReason()))") }
        return
    }
    let parent = FilePath.dirname(path)
    if !parent.isEmpty, parent != path, stat(parent, &st) != 0 { try makeFolder(parent) }
    guard mkdir(path, 0o777) == 0 || errno == EEXIST else {
        throw OutputError(path: path, message: "cannot create the folder (\(systemReason()))")
    }
    guard stat(path, &st) == 0, st.st_mode & S_IFMT == S_IFDIR else {
        throw OutputError(path: path, message: "exists and is not a folder")
    }
}
