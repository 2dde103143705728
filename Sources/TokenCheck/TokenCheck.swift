import Foundation
import JSONReader

/// `pickup check`: every problem in DTCG 2025.10 token files and resolver documents.
public enum TokenCheck {
    /// Checks each file (a resolver document if its top level has `resolutionOrder` or its name
    /// ends in `.resolver.json`, else a token file); problems sorted by file and place, each once.
    public static func check(files: [String], allowedRoots: [String] = []) -> [Problem] {
        var all: [Problem] = []
        for file in files {
            let (root, problems) = Reading.file(file)
            all += problems
            guard let root else { continue }
            if isResolver(root, file: file) {
                all += ResolverCheck(file: file, root: root, allowedRoots: allowedRoots).run()
            } else {
                all += DocumentCheck(root: root).run()
            }
        }
        return sorted(unique(all))
    }

    /// Checks one token document already read (tests, and text handed in whole).
    public static func check(document data: Data, file: String) -> [Problem] {
        let (root, problems) = Reading.data(data, file: file)
        guard let root else { return problems }
        return sorted(unique(problems + DocumentCheck(root: root).run()))
    }

    /// Whether the file at `path` is a resolver document, as `check` tells: its name ends in
    /// `.resolver.json`, or its top level has `resolutionOrder` (false for a file that cannot be read).
    public static func isResolver(path: String) -> Bool {
        if path.hasSuffix(".resolver.json") { return true }
        guard let root = Reading.file(path).0 else { return false }
        return isResolver(root, file: path)
    }

    static func isResolver(_ root: JSONNode, file: String) -> Bool {
        file.hasSuffix(".resolver.json") || root.has("resolutionOrder")
    }

    static func unique(_ ps: [Problem]) -> [Problem] {
        var seen = Set<Problem>()
        return ps.filter { seen.insert($0).inserted }
    }

    static func sorted(_ ps: [Problem]) -> [Problem] {
        ps.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            if x.file != y.file { return x.file < y.file }
            if x.line != y.line { return x.line < y.line }
            if x.column != y.column { return x.column < y.column }
            return a.offset < b.offset
        }.map(\.element)
    }
}
