import PathNames

/// What of the response is imported: every collection that is not an extension of another
/// (those of one mode, the sets, before those of several, the modifiers; each kind by name, so
/// that a response listing them in another order gives the same files),
/// and each one's variables in Figma's order — except those deleted in the editor
/// (`deletedButReferenced`) and those of extension collections, which are left out with a
/// warning. Each variable must give a value for every mode of its collection.
struct FigmaSelection {
    var collections: [FigmaCollection] = []
    /// By collection id, in Figma's order (`variableIds`, then any it does not list).
    var variables: [String: [FigmaVariable]] = [:]
    /// Why each variable that is not imported is left out, by id.
    var leftOut: [String: String] = [:]
    var warnings: [String] = []

    init(_ r: FigmaResponse) throws {
        collections = r.collections.filter { !$0.isExtension }
            .sorted { a, b in
                (a.modes.count > 1 ? 1 : 0, FolderName.comparisonKey(a.name), a.name, a.id)
                    < (b.modes.count > 1 ? 1 : 0, FolderName.comparisonKey(b.name), b.name, b.id)
            }
        let extensions = r.collections.filter(\.isExtension)
        if !extensions.isEmpty {
            warnings.append("left out \(Self.list(extensions.map(\.label))): extensions of another collection (their overrides are not imported)")
        }
        for c in collections where c.defaultMode == nil {
            throw ImportError("\(c.label): its defaultModeId '\(FolderName.shown(c.defaultModeId))' is none of its modes", at: c.at)
        }
        try place(r, extensions: Set(extensions.map(\.id)))
    }

    private mutating func place(_ r: FigmaResponse, extensions: Set<String>) throws {
        let byId = Dictionary(collections.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var deleted: [String] = []
        for v in r.variables {
            if v.deleted { leftOut[v.id] = "it was deleted in Figma (deletedButReferenced)"; deleted.append(v.label); continue }
            if extensions.contains(v.collectionId) { leftOut[v.id] = "its collection extends another"; continue }
            guard let c = byId[v.collectionId] else {
                throw ImportError("\(v.label) belongs to collection '\(FolderName.shown(v.collectionId))', which the file does not hold", at: v.at)
            }
            if let m = c.modes.first(where: { v.values[$0.id] == nil }) {
                throw ImportError("\(v.label) has no value for mode '\(FolderName.shown(m.name))' of \(c.label)", at: v.at)
            }
            variables[c.id, default: []].append(v)
        }
        if !deleted.isEmpty { warnings.append("left out \(Self.list(deleted)): deleted in Figma but still referenced by its layers") }
        for c in collections {
            let rank = Dictionary(c.variableIds.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
            let vs = variables[c.id] ?? []
            variables[c.id] = vs.enumerated().sorted { (rank[$0.1.id] ?? Int.max, $0.0) < (rank[$1.1.id] ?? Int.max, $1.0) }.map(\.1)
        }
    }

    /// Names for a warning: the first ten, then how many more.
    static func list(_ names: [String]) -> String {
        names.count <= 10 ? names.joined(separator: ", ") : names.prefix(10).joined(separator: ", ") + " and \(names.count - 10) more"
    }
}
