import Foundation
import JSONReader
import PathNames

/// How Tokens Studio's themes layer its sets, as the resolver will: themes grouped by their
/// `group` become the contexts of one modifier per group (ungrouped themes: the modifier
/// `theme`), each context reading its `enabled` and `source` sets in `$metadata.tokenSetOrder`
/// order (`disabled` ones are left out). Without themes every set is read, in that order.
struct TokensStudioThemes {
    struct Context { var name: String; var sets: [String] }
    struct Modifier { var name: String; var contexts: [Context] }
    /// A combination of one theme per group (or every set, without themes): the sets a token
    /// is read with, in order, and how a message names it.
    struct View { var label: String; var sets: [String] }

    /// Every set, in `tokenSetOrder` order (sets it does not list follow, as met).
    var order: [String]
    var modifiers: [Modifier]
    /// Sets that no theme enables (left out, with a warning) — empty without themes.
    var unused: [String]

    /// The modifier that holds ungrouped themes.
    static let ungrouped = "theme"
    /// Theme combinations evaluated one by one at most; past it, each theme with the others'
    /// first (the modifier's default).
    static let maxViews = 256

    init(sets: [String], themes: JSONNode?, metadata: JSONNode?) throws {
        let listed = metadata?["tokenSetOrder"]?.items?.compactMap(\.string) ?? []
        let known = Set(sets)
        var seen = Set<String>()
        order = (listed + sets).filter { known.contains($0) && seen.insert($0).inserted }
        modifiers = []
        unused = []
        guard let themes else { return }
        guard let list = themes.items else {
            throw ImportError("$themes is \(themes.kindName), not an array of themes", at: themes.position)
        }
        try read(list, known: known)
        let used = Set(modifiers.flatMap { $0.contexts.flatMap(\.sets) })
        unused = list.isEmpty ? [] : order.filter { !used.contains($0) }
    }

    private mutating func read(_ list: [JSONNode], known: Set<String>) throws {
        var index: [String: Int] = [:]
        for theme in list {
            guard let name = theme["name"]?.string else {
                throw ImportError("a theme needs a \"name\" (a string)", at: theme.position)
            }
            let group = theme["group"]?.string ?? Self.ungrouped
            let selected = theme["selectedTokenSets"]?.members ?? []
            var status: [String: String] = [:]
            for m in selected {
                guard known.contains(m.key) || m.value.string == "disabled" else {
                    throw ImportError("theme '\(name)' selects set '\(m.key)', which the export does not hold", at: m.keyPosition)
                }
                status[m.key] = m.value.string
            }
            let sets = order.filter { status[$0] == "enabled" || status[$0] == "source" }
            if index[group] == nil { index[group] = modifiers.count; modifiers.append(Modifier(name: group, contexts: [])) }
            modifiers[index[group]!].contexts.append(Context(name: name, sets: sets))
            try Self.checkName(name, "theme", theme["name"]!.position)
            try Self.checkName(group, "theme group", theme["group"]?.position ?? theme.position)
        }
        for m in modifiers {
            if let why = FolderName.problem(in: m.contexts.map(\.name), what: "theme") {
                throw ImportError("theme group '\(m.name)': " + why, at: list[0].position)
            }
        }
        if let why = FolderName.problem(in: modifiers.map(\.name), what: "theme group") { throw ImportError(why, at: list[0].position) }
    }

    /// A theme or group name becomes a resolver's context or modifier: one folder name.
    static func checkName(_ name: String, _ what: String, _ at: Position) throws {
        if let why = FolderName.problem(name) { throw ImportError("\(what) '\(name)' cannot be imported: it \(why)", at: at) }
    }

    /// The combinations tokens are read in: one theme of each group (every set, without themes).
    var views: [View] {
        if modifiers.isEmpty { return [View(label: "every set", sets: order)] }
        let count = modifiers.reduce(1) { min($0 * max($1.contexts.count, 1), Self.maxViews + 1) }
        var combos: [[Int]] = [[]]
        if count <= Self.maxViews {
            for m in modifiers { combos = combos.flatMap { c in m.contexts.indices.map { c + [$0] } } }
        } else {
            combos = modifiers.indices.flatMap { i in modifiers[i].contexts.indices.map { k in modifiers.indices.map { $0 == i ? k : 0 } } }
        }
        return combos.map { pick -> View in
            let chosen = zip(modifiers, pick).map { ($0.name, $0.contexts[$1]) }
            let sets = Set(chosen.flatMap(\.1.sets))
            let label = chosen.map { "\($0.0)=\($0.1.name)" }.joined(separator: ", ")
            return View(label: "theme \(label)", sets: order.filter { sets.contains($0) })
        }
    }
}
