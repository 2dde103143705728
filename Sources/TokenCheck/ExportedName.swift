import PathNames

/// The one name each token takes in the app's outputs — `--color-a-b` in CSS, the asset
/// catalog's `color-a-b.colorset`, the Swift accessor that loads it — is its path in kebab case
/// (`Names.kebab`). `check` holds every token of a document to it (`export-name-*`), and
/// `pickup tokens` asks the same of what it writes (`TokenExport.ExportedNames`): one definition.
public enum ExportedName {
    /// One token that cannot be exported: which (its index in the list given), the rule and why.
    public struct Refusal: Sendable {
        public var index: Int
        public var rule: Rule
        public var message: String
    }

    /// Why some of `paths` (dotted token paths, in the order they are to be judged: the first of
    /// two that meet keeps its name) cannot be exported: an empty name, one too long for the
    /// asset catalog's folder, or two names that meet — equal but for case, separators or
    /// Unicode normalisation (as a Mac's file system compares them). Paths that are the same
    /// text in another Unicode form are left to `name-unicode`.
    public static func refusals(_ paths: [String]) -> [Refusal] {
        var out: [Refusal] = []
        var seen: [String: String] = [:]
        for (i, path) in paths.enumerated() {
            let name = Names.kebab(path)
            // Kebab case keeps letters and digits: `_`, spaces, `\` or an emoji alone leave none.
            if name.isEmpty {
                out.append(Refusal(index: i, rule: .exportNameEmpty,
                                   message: "its exported name is empty (CSS, the asset catalog and Swift keep only its letters and digits); give it a name with some"))
                continue
            }
            if let why = FolderName.problem(name + ".colorset") {
                out.append(Refusal(index: i, rule: .exportNameLength,
                                   message: "its exported name '\(FolderName.shown(name))' is too long for the asset catalog: its colour set '\(FolderName.shown(name)).colorset' \(why)"))
                continue
            }
            let key = FolderName.comparisonKey(name)
            if let other = seen[key] {
                // The same path in another Unicode form (Swift compares canonically): a name
                // rule's problem, reported once, where the two names stand.
                if other == path { continue }
                out.append(Refusal(index: i, rule: .exportNameClash,
                                   message: "it and token '\(FolderName.shown(other))' both export as '\(FolderName.shown(name))' (CSS --\(FolderName.shown(name)), "
                                       + "the asset catalog's \(FolderName.shown(name)).colorset, Swift's accessor); rename one"))
                continue
            }
            seen[key] = path
        }
        return out
    }
}
