import Geometry
import PathNames
import Tokens

/// The one name each token takes in the app's outputs — `--color-a-b` in CSS, the asset
/// catalog's `color-a-b.colorset`, the Swift accessor that loads it — is its path in kebab case
/// (`Names.kebab`). Two tokens whose names meet there (`color.a-b` and `color.aB`; or names
/// equal but for case or Unicode normalisation, as a Mac's file system compares them) would
/// silently overwrite each other: refused (exit 65) naming both, before anything is written.
public enum ExportedNames {
    public static func check(_ set: TokenSet) throws {
        var seen: [String: String] = [:]
        for path in set.tokens.keys.sorted() {
            let name = Names.kebab(path)
            // Kebab case keeps letters and digits: `_`, spaces, `\` or an emoji alone leave none.
            if name.isEmpty {
                throw TokenError(.malformedValue, file: set.file, path: path,
                                 "its exported name is empty (CSS, the asset catalog and Swift keep only its letters and digits); give it a name with some")
            }
            if let why = FolderName.problem(name + ".colorset") {
                throw TokenError(.malformedValue, file: set.file, path: path, "its exported name '\(FolderName.shown(name))' \(why)")
            }
            let key = FolderName.comparisonKey(name)
            if let other = seen[key] {
                throw TokenError(.malformedValue, file: set.file, path: path,
                                 "it and token '\(other)' both export as '\(FolderName.shown(name))' (CSS --\(FolderName.shown(name)), "
                                 + "the asset catalog's \(FolderName.shown(name)).colorset, Swift's accessor); rename one")
            }
            seen[key] = path
        }
    }
}
