import Foundation
import InputFile
import JSONReader
import PathNames

/// What Tokens Studio wrote, read: its sets (name → the set's JSON, in the order met), its
/// `$themes` and its `$metadata`, from one JSON file or from a folder of set files beside
/// `$themes.json` and `$metadata.json` (a set in a nested folder is named by its relative path
/// without `.json`: `core/colors`).
struct TokensStudioSource {
    /// `position`: where the set's name stands (its key, or its file's start).
    struct SetDocument { var name: String; var root: JSONNode; var position: Position }
    var sets: [SetDocument]
    var themes: JSONNode?
    var metadata: JSONNode?

    /// A folder holds at most this many JSON files, together at most `maxTotalBytes`.
    static let maxFiles = 2000
    static let maxTotalBytes = JSONScanner.maxBytes

    static func read(path: String) throws -> TokensStudioSource {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else {
            var e = ImportError("the file does not exist", file: path)
            e.notFound = true
            throw e
        }
        return isDir.boolValue ? try folder(path) : try single(path)
    }

    /// A document's root, read by the one JSON reader; its first problem refuses it.
    static func document(_ file: String) throws -> JSONNode {
        let (root, problems) = JSONScanner.read(file: file)
        if let p = problems.min(by: { ($0.position.line, $0.position.column) < ($1.position.line, $1.position.column) }) {
            throw ImportError(p.description, at: p.position)
        }
        return root!
    }

    /// One file: every top-level key not starting with `$` is a set.
    static func single(_ file: String) throws -> TokensStudioSource {
        let root = try document(file)
        guard let members = root.members else {
            throw ImportError("a Tokens Studio file is a JSON object of sets, not \(root.kindName)", at: root.position)
        }
        var sets: [SetDocument] = []
        for m in members where !m.key.hasPrefix("$") {
            guard m.value.isObject else {
                throw ImportError("set '\(m.key)' is \(m.value.kindName), not an object of tokens", at: m.keyPosition)
            }
            sets.append(SetDocument(name: m.key, root: m.value, position: m.keyPosition))
        }
        return TokensStudioSource(sets: sets, themes: root["$themes"], metadata: root["$metadata"])
    }

    /// A folder: `$themes.json`, `$metadata.json` and every other `*.json` below it as a set,
    /// in name order; no link is followed out of the folder, and the count and size are bounded.
    static func folder(_ dir: String) throws -> TokensStudioSource {
        let files = try jsonFiles(in: dir)
        var sets: [SetDocument] = [], themes: JSONNode?, metadata: JSONNode?
        for rel in files {
            let root = try document(FilePath.join(dir, rel))
            switch rel {
            case "$themes.json": themes = root
            case "$metadata.json": metadata = root
            default:
                guard root.isObject else {
                    throw ImportError("a set file is a JSON object of tokens, not \(root.kindName)", at: root.position)
                }
                sets.append(SetDocument(name: String(rel.dropLast(5)), root: root, position: root.position))
            }
        }
        return TokensStudioSource(sets: sets, themes: themes, metadata: metadata)
    }

    /// The relative paths of the folder's JSON files, sorted; a link leading out of the folder,
    /// too many files or too many bytes refuse the folder.
    static func jsonFiles(in dir: String) throws -> [String] {
        let fm = FileManager.default
        let base = URL(fileURLWithPath: dir).resolvingSymlinksInPath().path
        guard let walker = fm.enumerator(atPath: dir) else { throw ImportError("the folder cannot be read", file: dir) }
        var found: [String] = [], total = 0
        while let rel = walker.nextObject() as? String {
            let full = FilePath.join(dir, rel)
            // The walk does not enter linked folders; a link itself is followed only to see where it leads.
            var real = full
            if (try? fm.attributesOfItem(atPath: full)[.type] as? FileAttributeType) == .typeSymbolicLink {
                real = URL(fileURLWithPath: full).resolvingSymlinksInPath().path
                guard real == base || real.hasPrefix(base + "/") else {
                    throw ImportError("'\(rel)' is a link leading out of the folder; refused", file: full)
                }
            }
            guard rel.hasSuffix(".json"), !rel.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
            let size = (try? fm.attributesOfItem(atPath: real)[.size] as? Int) ?? 0
            total += size
            found.append(rel)
            if found.count > maxFiles { throw ImportError("the folder holds more than \(maxFiles) JSON files; refused", file: dir) }
            if total > maxTotalBytes {
                throw ImportError("the folder's JSON files come to more than \(maxTotalBytes >> 20) MiB; refused", file: dir)
            }
        }
        return found.sorted()
    }
}
