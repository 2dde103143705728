import ProjectInputs
import TokenExport

/// `pickup tokens`' options, in the order `--help` lists them, and the rules between them: a
/// format written to a file, or two files compared.
struct TokensOptions: ParsableOptions {
    @Option(.init(name: "format", valueName: "swift|css|xcassets", help: "What to write",
                  rule: .choice(["swift", "css", "xcassets"])).required())
    var format: String?
    @Option(.init(name: "out", valueName: "path", help: "The file (swift, css; '-' for standard output) or catalog folder (xcassets) to write",
                  rule: .path).required())
    var out: String?
    @Flag("comps", "xcassets: also an image set per comp (@1x/@2x/@3x PNG)") var comps: Bool
    @Option(Shared.tokens) var tokens: String?
    @Option(Shared.resolver) var resolver: String?
    @Option(Shared.allowRoot) var allowRoot: String?
    @Option(Shared.device) var device: String?
    @Option(Shared.context) var context: [String]
    @Option(.init(name: "diff", valueName: "old> <new", help: "Which tokens differ (two token files: and which comps and frames they touch; two resolvers: in each context)", rule: .path, arity: 2)
        .required())
    var diff: [String]?
    @Option(Shared.fps.with(help: "--diff: frame rate of the frames compared")) var fps: Double
    @Option(Shared.content) var content: String?
    @Option(.init(name: "platform", valueName: "name",
                  help: "Only tokens for this platform ($extensions com.pickup.platforms); all for every token",
                  defaultNote: "ios for swift and xcassets, web for css"))
    var platform: String?
    @Option(.init(name: "colors", valueName: "catalog|literal", help: "swift: colours from the asset catalog by name, or as literal components",
                  rule: .choice(SwiftTokens.Colors.allCases.map(\.rawValue)), defaultValue: "catalog"))
    var colors: SwiftTokens.Colors
    @Option(.init(name: "bundle", valueName: "main|module", help: "swift, --colors catalog: the bundle holding the catalog",
                  rule: .choice(["main", "module"]), defaultValue: "main"))
    var bundle: String
    @Option(Shared.jobs) var jobs: Int?

    static let rules: [OptionRule<Self>] = [
        .exclusive(\.$diff, [\.$format, \.$out], message: "--diff compares two files; it takes no --format or --out"),
        .oneOf([\.$format, \.$diff], message: "--format (swift, css or xcassets) or --diff is required"),
        .required(\.$out, unless: \.$diff),
        .requires([\.$comps], \.$format, being: "xcassets"),
        .requires([\.$colors, \.$bundle], \.$format, being: "swift"),
        .requires([\.$bundle], \.$colors, being: "catalog"),
        .requires([\.$fps], \.$diff),
    ]

    func validate() throws { try Shared.useJobs(jobs) }

    /// The inputs the options name (as export's: a resolver's contexts give that context's values).
    func inputs() throws -> Inputs {
        try Shared.inputs(tokens: tokens, resolver: resolver, allowRoot: allowRoot, device: device, context: context,
                          content: content, locale: nil)
    }
}
