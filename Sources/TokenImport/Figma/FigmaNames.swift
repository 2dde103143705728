import JSONReader
import PathNames

/// The names import makes from Figma's: each variable's token path, and each collection's and
/// mode's file names. What `check` would refuse together is refused here first, naming both
/// variables (or collections, or modes) and the place of the second.
enum FigmaNames {
    /// The most groups a name may nest: the token file must stay within the JSON reader's depth
    /// (`JSONScanner.maxDepth`), and a token adds four levels below its name (`$extensions` →
    /// `com.figma` → `scopes` → a scope).
    static let maxSegments = JSONScanner.maxDepth - 4

    /// `Brand/Primary` → `["Brand", "Primary"]`; `Space/1.5` → `["Space", "1-5"]` (`DTCGName`).
    static func path(_ v: FigmaVariable) throws -> [String] {
        let parts = v.name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if parts.contains(where: \.isEmpty) {
            throw ImportError("\(v.label): a name cannot have an empty part (a '/' at its start or end, or two together)", at: v.at)
        }
        if parts.count > maxSegments { throw ImportError("\(v.label) nests \(parts.count) groups; at most \(maxSegments)", at: v.at) }
        return parts.map(DTCGName.name)
    }

    /// Every variable's path, refused if two clash as `check` would see them (`DTCGName.clash`)
    /// or if one would stand inside another (a token cannot be a group).
    static func paths(_ vars: [FigmaVariable], collection: (FigmaVariable) -> String) throws -> [String: [String]] {
        var out: [String: [String]] = [:]
        var items: [DTCGName.Item] = [], places: [Position] = []
        for v in vars {
            let p = try path(v)
            out[v.id] = p
            items.append(.init(label: "\(v.label) (collection '\(FolderName.shown(collection(v)))')", path: p))
            places.append(v.at)
        }
        if let c = DTCGName.clash(items) {
            var e = DTCGName.refusal(c, file: places[0].file)
            e.position = places[items.lastIndex { $0.label == c.1.label && $0.path == c.1.path }!]
            throw e
        }
        var tokens: [String: Int] = [:]
        for (i, item) in items.enumerated() { tokens[item.path.joined(separator: ".")] = i }
        for (i, item) in items.enumerated() {
            for k in 1..<max(1, item.path.count) {
                guard let j = tokens[item.path[..<k].joined(separator: ".")] else { continue }
                throw ImportError("\(items[j].label) is a token, and \(item.label) would be a token inside it (a token cannot be a group); rename one",
                                  at: places[i])
            }
        }
        return out
    }
}
