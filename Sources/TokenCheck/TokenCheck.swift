import Foundation
import JSONReader
import PathNames

/// `pickup check`: every problem in DTCG 2025.10 token files and resolver documents.
public enum TokenCheck {
    /// Checks each file (a resolver document if its top level has `resolutionOrder` or its name
    /// ends in `.resolver.json`, else a token file); problems sorted by file and place, each once.
    /// A token file that a resolver of the same run reads (`pickup check DIR/*.json` on an
    /// imported project) is checked alone for all but what it names in other files: its
    /// references and `$extends` targets are judged in the resolver's resolutions, where the
    /// other files are laid beside it (`acrossFiles`).
    public static func check(files: [String], allowedRoots: [String] = []) -> [Problem] {
        var all: [Problem] = []
        var alone: [(file: String, problems: [Problem])] = []
        var readByResolvers = Set<String>()
        for file in files {
            let (root, problems) = Reading.file(file)
            all += problems
            guard let root else { continue }
            if isResolver(root, file: file) {
                let resolver = ResolverCheck(file: file, root: root, allowedRoots: allowedRoots)
                all += resolver.run()
                readByResolvers.formUnion(resolver.files.keys.compactMap(RealPath.of))
            } else {
                alone.append((file, DocumentCheck(root: root).run()))
            }
        }
        for (file, problems) in alone {
            let judgedWithOthers = RealPath.of(file).map(readByResolvers.contains) ?? false
            all += judgedWithOthers ? problems.filter { !acrossFiles.contains($0.rule) } : problems
        }
        return sorted(unique(all))
    }

    /// The rules a token file alone cannot settle when a resolver lays other files beside it:
    /// a reference or `$extends` may name a token of another source.
    static let acrossFiles: Set<String> = [Rule.referenceUnresolved.rawValue, Rule.extendsTarget.rawValue]

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
