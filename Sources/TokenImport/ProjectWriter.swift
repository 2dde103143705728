import FileIO
import Foundation
import PathNames
import TokenCheck

/// Writes an `ImportedProject` into a folder as every output is written: each file to a
/// temporary name and renamed into place, nothing outside the folder (no link below it is
/// followed out). Before anything is written the files are checked as `pickup check` checks
/// them, from a temporary copy: an import that `check` would refuse writes nothing.
public enum ProjectWriter {
    /// The file names, then `check` of the whole, then the files.
    public static func write(_ project: ImportedProject, to dir: String) throws -> [String] {
        let files = try documents(project)
        try checked(files)
        let location = OutputLocation(folder: dir)
        let paths = files.map { FilePath.join(dir, $0.name) }
        try location.makeFolder(dir)
        try location.preflight(paths)
        for (path, file) in zip(paths, files) { try location.file(path).write(file.data) }
        return paths
    }

    /// Every file's name and bytes, the resolver last; refuses a name that is not one file's
    /// name, or two that one file system would take for one.
    static func documents(_ p: ImportedProject) throws -> [(name: String, data: Data)] {
        let names = p.files.map(\.name) + [ImportedProject.resolverName]
        if let why = FolderName.problem(in: names, what: "file") {
            throw ImportError(why, file: p.name)
        }
        return p.files.map { ($0.name, $0.tokens.data) } + [(ImportedProject.resolverName, ResolverDocument.json(p).data)]
    }

    /// `check`'s problems with the files, read from a temporary folder; the errors (not the
    /// warnings) refuse the import, named as they would stand in the output folder.
    static func checked(_ files: [(name: String, data: Data)]) throws {
        let dir = FileManager.default.temporaryDirectory.path + "/pickup-import-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let location = OutputLocation(folder: dir)
        try location.makeFolder(dir)
        for f in files { try location.file(FilePath.join(dir, f.name)).write(f.data) }
        let errors = TokenCheck.check(files: [FilePath.join(dir, ImportedProject.resolverName)]).filter { !$0.isWarning }
        guard let first = errors.first else { return }
        let file = first.file.hasPrefix(dir + "/") ? String(first.file.dropFirst(dir.count + 1)) : first.file
        let more = errors.count > 1 ? " (and \(errors.count - 1) more)" : ""
        throw ImportError("what import made fails pickup check: \(file):\(first.line):\(first.column): [\(first.rule)] \(first.message)\(more)",
                          file: file)
    }
}
