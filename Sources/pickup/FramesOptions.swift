import Export

/// `pickup frames`' options, in the order `--help` lists them.
struct FramesOptions: ParsableOptions {
    @Option(Shared.fps) var fps: Double
    @Option(Shared.scale) var scale: Double
    /// What `frames` writes per frame.
    @Option(.init(name: "formats", valueName: "list", help: "Formats", rule: .formats(Format.frames),
                  defaultValue: Format.frames.map(\.ext).joined(separator: ",")))
    var formats: [Format]
    @Option(Shared.from) var from: Double
    @Option(Shared.to) var to: Double?
    @Flag("verify", "Read the code back (zbar) in every PNG frame from comp.revealWholeCode on") var verify: Bool
    @Option(Shared.shard) var shard: Shard?
    @Option(Shared.out) var out: String
    @OptionGroup var inputs: InputOptions
    @Flag(Shared.quiet) var quiet: Bool
}

/// `pickup frame`'s options: a time and a file are required.
struct FrameOptions: ParsableOptions {
    @Option(.init(name: "at", valueName: "s", help: "Time in seconds, 0–the end (motion.time.end = 8.2 s); required", rule: .seconds).required())
    var at: Double
    @Option(.init(name: "out", valueName: "file",
                  help: "Output file, required; its extension picks the format, \(Format.names(Format.allCases, prefix: ".")) ('-': PNG on standard output)",
                  rule: .path).required())
    var out: String
    @Option(Shared.scale) var scale: Double
    @OptionGroup var inputs: InputOptions
    @Flag(Shared.quiet) var quiet: Bool
}
