import Foundation
import TokenImport

/// `pickup import --from figma|tokens-studio FILE --out DIR`: a design tool's export read into
/// DTCG token files and a resolver that every other command reads.
enum ImportCommand: Command {
    static let name = "import"
    static let summary = "Import tokens from Figma variables or Tokens Studio into DTCG token files and a resolver."
    typealias Values = ImportOptions
    static let discussion = """
        Reads FILE — with --from figma, the Figma REST API's response to
        GET /v1/files/:file_key/variables/local saved to disk (import makes no network request);
        with --from tokens-studio, Tokens Studio's one JSON file or its folder of set files — and
        writes into DIR one DTCG 2025.10 token file per collection and mode (Figma) or per set
        (Tokens Studio), and design-tokens.resolver.json, which layers them. What is written
        passes pickup check, or nothing is written (exit 65, naming the variable or token and
        where it stands). What DTCG has no type for is listed in a warning.

        EXAMPLES:
          curl -H "X-Figma-Token: $FIGMA_TOKEN" \\
            https://api.figma.com/v1/files/FILE_KEY/variables/local > figma-variables.json
          pickup import --from figma figma-variables.json --out tokens
          pickup import --from tokens-studio tokens.json --out tokens   # or its folder of set files
          pickup tokens --resolver tokens/design-tokens.resolver.json --format css --out app.css
        """

    static func run(_ o: ImportOptions) throws {
        guard let source = o.files.first, o.files.count == 1 else {
            throw UsageError(message: o.files.isEmpty ? "name the file to import (pickup import --from figma FILE --out DIR)"
                                                       : "import reads one FILE; \(o.files.count) were given")
        }
        let project = o.from == "figma" ? try FigmaImport.read(file: source) : try TokensStudioImport.read(path: source)
        for w in project.warnings { fputs("pickup import: warning: \(w)\n", stderr) }
        let written = try ProjectWriter.write(project, to: o.out)
        if !o.quiet { for path in written { print("Wrote \(path)") } }
    }
}

/// `pickup import`'s options, and the file it reads.
struct ImportOptions: ParsableOptions {
    @Option(.init(name: "from", valueName: "figma|tokens-studio", help: "The format FILE is in", rule: .choice(["figma", "tokens-studio"])).required())
    var from: String
    @Option(.init(name: "out", valueName: "dir", help: "The folder to write the token files and resolver into", rule: .path).required())
    var out: String
    @Flag(Shared.quiet) var quiet: Bool
    @Arguments("FILE") var files: [String]
}
