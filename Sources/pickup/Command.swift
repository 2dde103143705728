import Foundation
import Geometry
import Export
import PathNames
import Render

/// One subcommand of `pickup`: its options are a `ParsableOptions` of typed declarations.
protocol Command {
    associatedtype Values: ParsableOptions
    static var name: String { get }
    static var summary: String { get }
    /// The ways the command is called, each the declarations of the options it takes (`\.$out`):
    /// one form of every option unless a command has several (`tokens --diff`).
    static var forms: [[PartialKeyPath<Values>]] { get }
    /// Longer help: what it writes, examples.
    static var discussion: String { get }
    static func run(_ o: Values) throws
}

extension Command {
    static var forms: [[PartialKeyPath<Values>]] { [] }

    /// The command line parsed into the command's options, and the command run.
    static func main(_ args: [String]) throws {
        try run(Values.parse(args))
    }

    /// USAGE, made from the option declarations: each form's required options first, then the
    /// rest in brackets, in the order declared; long lines wrapped under the command's name.
    static var usage: String {
        let options = Values()
        let indent = String(repeating: " ", count: "USAGE: pickup \(name) ".count)
        let all = options.declarations.map(\.spec)
        let arguments = options.arguments?.valueName
        let shapes = forms.isEmpty ? [all] : forms.map { $0.map { options.declaration($0).spec } }
        return shapes.map { specs -> String in
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

    /// The rules between options, one line each; empty if the command has none.
    static var combinations: String {
        let options = Values()
        let lines = Values.rules.map { "  " + $0.statement(options) + "." }
        return lines.isEmpty ? "" : "\nCOMBINATIONS:\n" + lines.joined(separator: "\n") + "\n"
    }

    static var help: String {
        """
        \(summary)

        USAGE: \(usage)

        OPTIONS:
        \(OptionSpec.helpText(Values().declarations.map(\.spec) + [.flag("help", "Show this help")]))
        \(combinations)\(discussion.isEmpty ? "" : "\n" + discussion)
        """
    }
}

/// Options shared by the commands, each declared once: its name, value, help, default and
/// range live here, and every command that takes it uses this declaration.
enum Shared {
    static let tokens = OptionSpec(name: "tokens", valueName: "file", help: "Design tokens, DTCG JSON", rule: .path,
                                   defaultNote: "design-tokens.json, or the built-in tokens")
    static let content = OptionSpec(name: "content", valueName: "file", help: "Strings and QR payload, JSON", rule: .path,
                                    defaultNote: "built-in")
    static let out = OptionSpec(name: "out", valueName: "dir", help: "Output folder", rule: .path, defaultValue: "exports")
    static let quiet = OptionSpec.flag("quiet", "Print nothing but errors")
    static let shard = OptionSpec(name: "shard", valueName: "K/N",
                                  help: "Only the K-th of N balanced, contiguous blocks of the work (1 ≤ K ≤ N); bad values exit 64")

    // The sequence's frames: how many per second, how many pixels per point, which part.
    static let fps = OptionSpec(name: "fps", valueName: "n", help: "Frames per second", rule: .number(1...240), defaultValue: "60")
    static let scale = OptionSpec(name: "scale", valueName: "s", help: "PNG pixels per point", rule: .number(Format.scaleRange),
                                  defaultValue: "3", defaultNote: "1179 × 2556")
    static let from = OptionSpec(name: "from", valueName: "s", help: "First time in seconds, 0–the end", rule: .seconds, defaultValue: "0")
    static let to = OptionSpec(name: "to", valueName: "s", help: "Last time in seconds, --from–the end", rule: .seconds,
                               defaultNote: "the end, motion.time.end = 8.2 s")

    // The comps `export` (and `watch`) write.
    static let scales = OptionSpec(name: "scales", valueName: "list", help: "PNG scales", rule: .wholeNumbers(Format.scales), defaultValue: "1,2,3")
    static let formats = OptionSpec(name: "formats", valueName: "list", help: "Formats", rule: .formats(Format.allCases),
                                    defaultValue: "png,svg,pdf")
}
