import Foundation
import JSONReader
import PathNames

/// `pickup import --from tokens-studio FILE|FOLDER`: Tokens Studio's JSON — one file with every
/// set, `$themes` and `$metadata`, or a folder of set files beside `$themes.json` and
/// `$metadata.json` — read into DTCG token files (one per set) and a resolver (themes as
/// contexts of modifiers, grouped as Tokens Studio groups them; without themes, every set in
/// `tokenSetOrder` order).
public enum TokensStudioImport {
    public static func read(path: String) throws -> ImportedProject {
        let source = try TokensStudioSource.read(path: path)
        let layout = try TokensStudioThemes(sets: source.sets.map(\.name), themes: source.themes, metadata: source.metadata)
        let notes = TokensStudioNotes()
        notes.unusedSets = layout.unused
        let unused = Set(layout.unused)
        let documents = Dictionary(source.sets.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var stems: [String: String] = [:], tokens: [TokensStudioToken] = [], byFile: [String: String] = [:]
        for set in layout.order where !unused.contains(set) {
            let stem = try TokensStudioSetFile.stem(set, at: documents[set]!.position)
            if let other = byFile.updateValue(set, forKey: FolderName.comparisonKey(stem)) {
                throw ImportError("sets '\(other)' and '\(set)' would share the file '\(TokensStudioSetFile.fileName(stem))'; rename one",
                                  at: documents[set]!.position)
            }
            stems[set] = stem
            tokens += TokensStudioToken.tokens(of: set, documents[set]!.root)
        }
        let values = TokensStudioValues(resolver: TokensStudioResolver(tokens: tokens, views: layout.views), notes: notes)
        var bySet: [String: [TokensStudioToken]] = [:]
        for t in tokens { bySet[t.set, default: []].append(t) }
        var files: [ImportedProject.TokenFile] = []
        for set in layout.order where !unused.contains(set) {
            let name = TokensStudioSetFile.fileName(stems[set]!)
            var converted: [(TokensStudioToken, [String], OutJSON)] = []
            for t in bySet[set] ?? [] {
                if let json = try values.converted(t) { converted.append((t, t.path.map(DTCGName.name), json)) }
            }
            files.append(.init(name: name, tokens: try TokensStudioSetFile.document(converted, file: documents[set]!.root.position.file)))
        }
        return ImportedProject(name: "Tokens Studio", description: "Imported from Tokens Studio: \((path as NSString).lastPathComponent)",
                               files: files, layers: layers(layout, stems), warnings: notes.warnings)
    }

    /// Without themes, each set in order; with themes, one modifier per theme group.
    static func layers(_ layout: TokensStudioThemes, _ stems: [String: String]) -> [ImportedProject.Layer] {
        func file(_ set: String) -> String { TokensStudioSetFile.fileName(stems[set]!) }
        if layout.modifiers.isEmpty {
            return layout.order.map { .set(.init(name: stems[$0]!, description: "Tokens Studio set '\($0)'", files: [file($0)])) }
        }
        return layout.modifiers.map { m in
            .modifier(.init(name: m.name, description: "Tokens Studio theme group '\(m.name)'",
                            contexts: m.contexts.map { .init(name: $0.name, files: $0.sets.map(file)) },
                            defaultContext: m.contexts[0].name))
        }
    }
}
