import Export
import Screens

/// `pickup export`'s options, in the order `--help` lists them, and the rules between them.
struct ExportOptions: ParsableOptions {
    @Option(Shared.out) var out: String
    @OptionGroup var inputs: InputOptions
    @Option(Shared.scales) var scales: [Int]
    @Option(Shared.formats) var formats: [Format]
    @Option(Shared.shard) var shard: Shard?
    @Flag("matrix", "Every device × locale into <dir>/<device>/<locale>/, and <dir>/matrix.png") var matrix: Bool
    @Option(.init(name: "devices", valueName: "list", help: "With --matrix: the devices", defaultNote: "every one the resolver declares"))
    var devices: String?
    @Option(.init(name: "locales", valueName: "list", help: "With --matrix: the locales", defaultNote: "every content/<locale>.json"))
    var locales: String?
    @Option(.init(name: "vary", valueName: "modifier[=list]",
                  help: "With --matrix: also every context of this modifier (or those listed), e.g. dynamicType or contrast=standard,increased, into <dir>/<device>/<locale>/<context>/"))
    var vary: String?
    @Option(.init(name: "key-comp", valueName: "comp", help: "With --matrix: the comp the overview shows",
                  rule: .choice(Comps.all.map(\.name)), defaultValue: "pickup"))
    var keyComp: String
    @Flag(Shared.quiet) var quiet: Bool
    @Option(SnapshotsStep.snapshots) var snapshots: String?
    @Option(SnapshotsStep.suite) var snapshotSuite: String

    static let rules: [OptionRule<Self>] = [
        .exclusive(\.$shard, \.$matrix, "; shard each --device/--locale export instead"),
        .requires([\.$snapshotSuite], \.$snapshots),
        .exclusive(\.$snapshots, \.$shard, " (a shard writes only part of the comps)"),
        .requires([\.$devices, \.$locales, \.$vary, \.$keyComp], \.$matrix),
        .exclusive(\.$snapshots, \.$vary, ": write each variant's references from its own export"),
    ]
}
