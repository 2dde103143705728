import Foundation
import JSONReader
import TokenCheck
import Tokens

/// `pickup check` on copy files (`content/<locale>.json`): every problem a drawing command would
/// stop at, with its place, and — a locale's file being meant to set every key — a warning for
/// each key it lacks, naming the built-in English text that shows in its place.
public enum CopyCheck {
    /// Whether `path` is copy: a JSON file in a folder named `content`.
    public static func isCopy(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        return path.hasSuffix(".json") && parts.count >= 2 && parts[parts.count - 2] == "content"
    }

    /// Whether `path` names the copy folder itself (`content`, `content/`, `site/content`).
    public static func isCopyFolder(_ path: String) -> Bool {
        var isDir: ObjCBool = false
        return path.split(separator: "/").last == "content" && FileManager.default.fileExists(atPath: path, isDirectory: &isDir) && isDir.boolValue
    }

    /// The `*.json` files in a copy folder, sorted.
    public static func files(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let dir = folder.hasSuffix("/") ? folder : folder + "/"
        return names.filter { $0.hasSuffix(".json") }.sorted().map { dir + $0 }
    }

    /// Each copy file's problems (a locale's, so with the warnings for what it lacks), sorted by file and place.
    public static func check(files: [String]) -> [Problem] {
        var all: [Problem] = []
        for file in files {
            let (root, problems) = JSONScanner.read(file: file)
            // Not read (missing, not JSON): the reader's problems, as a token file's.
            all += problems.map(TokenCheck.problem(reading:))
            guard let root else { continue }
            all += check(root)
        }
        return all
    }

    /// One copy file already read.
    public static func check(_ root: JSONNode) -> [Problem] {
        let english = BuiltInFiles.label(Content.builtInFile)
        let (_, _, findings) = ContentReader.review(root, over: Content(), missing: { _ in "the built-in English (\(english))" })
        let problems = findings.map { f in
            Problem(f.position, f.key, rule: f.rule.rawValue, f.message, severity: f.isWarning ? .warning : .error)
        }
        return problems.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            return (x.line, x.column, a.offset) < (y.line, y.column, b.offset)
        }.map(\.element)
    }
}
