import PathNames
import TokenCheck

/// `pickup import --from figma FILE`: the Figma REST API's response to
/// `GET /v1/files/:file_key/variables/local`, saved to disk, read into DTCG token files (one per
/// collection and mode) and a resolver (a modifier per collection with several modes, its
/// contexts the modes; a set per collection of one mode). Its steps: read the response, select
/// what is imported, check the aliases and give each variable its type, name the tokens and
/// files, write each collection's modes.
public enum FigmaImport {
    public static func read(file: String) throws -> ImportedProject {
        try project(FigmaReader.read(file: file))
    }

    static func project(_ r: FigmaResponse) throws -> ImportedProject {
        var selection = try FigmaSelection(r)
        try FigmaFileNames.check(selection.collections)
        let all = selection.collections.flatMap { selection.variables[$0.id] ?? [] }
        var modes: [String: [FigmaCollection.Mode]] = [:]
        for c in selection.collections { for v in selection.variables[c.id] ?? [] { modes[v.id] = c.modes } }
        let aliases = FigmaAliases(response: r, modes: modes, leftOut: selection.leftOut)
        try aliases.checkTargets(all)
        let types = try aliases.types(try aliases.ordered(all))
        let untyped = all.filter { types[$0.id]! == nil }
        if !untyped.isEmpty {
            selection.warnings.append("left out \(FigmaSelection.list(untyped.map { "\($0.label) (\(FigmaType.untyped($0)))" })): DTCG has no type for them")
        }
        let typed = all.filter { types[$0.id]! != nil }
        let paths = try FigmaNames.paths(typed) { aliases.collectionName($0) }
        var files: [ImportedProject.TokenFile] = [], layers: [ImportedProject.Layer] = []
        for c in selection.collections {
            let vars = (selection.variables[c.id] ?? []).filter { types[$0.id]! != nil }
            for m in c.modes {
                let tree = FigmaGroupTree()
                for v in vars {
                    let (value, at) = v.values[m.id]!
                    tree.add(paths[v.id]![...], try FigmaToken.json(v, type: types[v.id]!!, value: value, at: at, mode: m.name) { paths[$0] })
                }
                files.append(.init(name: FigmaFileNames.file(c, m), tokens: tree.json))
            }
            layers.append(layer(c, variables: vars.count))
        }
        return ImportedProject(name: "Figma variables",
                               description: "\(selection.collections.count) collections and \(typed.count) variables imported from Figma by pickup import",
                               files: files, layers: layers, warnings: selection.warnings)
    }

    /// A collection of one mode is a set; of several, a modifier whose default is Figma's.
    static func layer(_ c: FigmaCollection, variables: Int) -> ImportedProject.Layer {
        let description = "Figma collection '\(c.name)': \(variables) variables"
        if c.modes.count == 1 {
            return .set(.init(name: c.name, description: description, files: [FigmaFileNames.file(c, c.modes[0])]))
        }
        return .modifier(.init(name: c.name, description: description + ", modes " + c.modes.map(\.name).joined(separator: ", "),
                               contexts: c.modes.map { .init(name: $0.name, files: [FigmaFileNames.file(c, $0)]) },
                               defaultContext: c.defaultMode!.name))
    }
}
