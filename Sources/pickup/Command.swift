import Foundation
import Geometry
import Export
import PathNames
import Render

/// One subcommand of `pickup`.
protocol Command {
    static var name: String { get }
    static var summary: String { get }
    static var options: [Options.Spec] { get }
    /// The ways the command is called, each the names of the options it takes (in `options`):
    /// one form of every option unless a command has several (`tokens --diff`).
    static var forms: [[String]] { get }
    /// Longer help: what it writes, examples.
    static var discussion: String { get }
    /// What the arguments that are not options name, for USAGE (`FILE|RESOLVER`); nil if the
    /// command takes none.
    static var arguments: String? { get }
    static func run(_ o: Options) throws
}

extension Command {
    static var forms: [[String]] { [options.map(\.name)] }
    static var arguments: String? { nil }

    /// USAGE, made from the option declarations: each form's required options first, then the
    /// rest in brackets, in the order declared; long lines wrapped under the command's name.
    static var usage: String {
        let indent = String(repeating: " ", count: "USAGE: pickup \(name) ".count)
        return forms.map { names -> String in
            let specs = names.compactMap { n in options.first { $0.name == n } }
            let parts = specs.filter(\.required).map(\.usage) + specs.filter { !$0.required }.map(\.usage)
                + (arguments.map { ["[\($0) …]"] } ?? [])
            var lines = ["pickup \(name)"]
            for p in parts {
                // 96 columns; the first line comes after "USAGE: ", the others under its name.
                let used = lines.count == 1 ? 7 + lines[0].count : lines[lines.count - 1].count
                if used + 1 + p.count > 96 { lines.append(String(indent.dropLast())) }
                lines[lines.count - 1] += " " + p
            }
            return lines.joined(separator: "\n")
        }.joined(separator: "\n       ")
    }

    static var help: String {
        """
        \(summary)

        USAGE: \(usage)

        OPTIONS:
        \(Options.helpText(options + [.flag("help", "Show this help")]))
        \(discussion.isEmpty ? "" : "\n" + discussion)
        """
    }
}

/// Options shared by the commands, each declared once: its name, value, help, default and
/// range live here, and every command that takes it uses this declaration.
enum Shared {
    static let tokens = Options.Spec(name: "tokens", valueName: "file", help: "Design tokens, DTCG JSON", rule: .path,
                                     defaultNote: "design-tokens.json, or the built-in tokens")
    static let content = Options.Spec(name: "content", valueName: "file", help: "Strings and QR payload, JSON", rule: .path,
                                      defaultNote: "built-in")
    static let out = Options.Spec(name: "out", valueName: "dir", help: "Output folder", rule: .path, defaultValue: "exports")
    static let quiet = Options.Spec.flag("quiet", "Print nothing but errors")
    static let shard = Options.Spec(name: "shard", valueName: "K/N",
                                    help: "Only the K-th of N balanced, contiguous blocks of the work (1 ≤ K ≤ N); bad values exit 64")

    // The sequence's frames: how many per second, how many pixels per point, which part.
    static let fps = Options.Spec(name: "fps", valueName: "n", help: "Frames per second", rule: .number(1...240), defaultValue: "60")
    static let scale = Options.Spec(name: "scale", valueName: "s", help: "PNG pixels per point", rule: .number(Format.scaleRange),
                                    defaultValue: "3", defaultNote: "1179 × 2556")
    static let from = Options.Spec(name: "from", valueName: "s", help: "First time in seconds, 0–the end", rule: .seconds, defaultValue: "0")
    static let to = Options.Spec(name: "to", valueName: "s", help: "Last time in seconds, --from–the end", rule: .seconds,
                                 defaultNote: "the end, motion.time.end = 8.2 s")

    // The comps `export` (and `watch`) write.
    static let scales = Options.Spec(name: "scales", valueName: "list", help: "PNG scales", rule: .wholeNumbers(Format.scales), defaultValue: "1,2,3")
    static let formats = Options.Spec(name: "formats", valueName: "list", help: "Formats", rule: .formats(Format.allCases),
                                      defaultValue: "png,svg,pdf")

    /// `--shard K/N`, checked (a usage error, exit 64, otherwise).
    static func shard(_ o: Options) throws -> Shard? {
        guard let v = o.value("shard") else { return nil }
        guard let s = Shard.parse(v.trimmingCharacters(in: .whitespaces)) else {
            throw UsageError(message: "--shard: '\(FilePath.clip(v))' is not K/N with whole numbers 1 ≤ K ≤ N ≤ 100000 (e.g. 2/4)")
        }
        return s
    }
}
