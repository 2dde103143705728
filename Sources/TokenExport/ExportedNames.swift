import TokenCheck
import Tokens

/// The one name each token takes in the app's outputs — `--color-a-b` in CSS, the asset
/// catalog's `color-a-b.colorset`, the Swift accessor that loads it — is its path in kebab case
/// (`Names.kebab`). Two tokens whose names meet there (`color.a-b` and `color.aB`; or names
/// equal but for case or Unicode normalisation, as a Mac's file system compares them) would
/// silently overwrite each other: refused (exit 65) naming both, before anything is written.
/// The rule is `check`'s (`ExportedName`, `export-name-*`), which every token file and
/// resolution has passed before it gets here; this asks it of the tokens one output writes.
public enum ExportedNames {
    public static func check(_ set: TokenSet) throws {
        let paths = set.tokens.keys.sorted()
        if let r = ExportedName.refusals(paths).first {
            throw TokenError(.malformedValue, file: set.file, path: paths[r.index], r.message)
        }
    }
}
