/// `pickup import --from tokens-studio FILE|FOLDER`: Tokens Studio's JSON — one file with every
/// set, `$themes` and `$metadata`, or a folder of set files beside `$themes.json` and
/// `$metadata.json` — read into DTCG token files (one per set) and a resolver (themes as
/// contexts of modifiers, grouped as Tokens Studio groups them).
public enum TokensStudioImport {
    public static func read(path: String) throws -> ImportedProject {
        throw ImportError("importing from Tokens Studio is not built yet", file: path)
    }
}
