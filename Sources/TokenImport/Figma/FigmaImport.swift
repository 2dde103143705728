/// `pickup import --from figma FILE`: the Figma REST API's response to
/// `GET /v1/files/:file_key/variables/local`, saved to disk, read into DTCG token files (one per
/// collection and mode) and a resolver (a modifier per collection with several modes).
public enum FigmaImport {
    public static func read(file: String) throws -> ImportedProject {
        throw ImportError("importing from Figma is not built yet", file: file)
    }
}
