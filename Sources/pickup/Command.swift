import Foundation
import Geometry
import Export
import Render

/// One subcommand of `pickup`.
protocol Command {
    static var name: String { get }
    static var summary: String { get }
    static var usage: String { get }
    static var options: [Options.Spec] { get }
    /// Longer help: what it writes, examples.
    static var discussion: String { get }
    static func run(_ o: Options) throws
}

extension Command {
    static var help: String {
        """
        \(summary)

        USAGE: \(usage)

        OPTIONS:
        \(Options.helpText(options + [Options.Spec(name: "help", valueName: nil, help: "Show this help.")]))
        \(discussion.isEmpty ? "" : "\n" + discussion)
        """
    }
}

/// Options shared by every command that draws.
enum Shared {
    static let tokens = Options.Spec(name: "tokens", valueName: "file", help: "Design tokens, DTCG JSON (default: design-tokens.json).")
    static let content = Options.Spec(name: "content", valueName: "file", help: "Strings and QR payload, JSON (default: built-in).")
    static let out = Options.Spec(name: "out", valueName: "dir", help: "Output folder (default: exports).")
    static let quiet = Options.Spec(name: "quiet", valueName: nil, help: "Print nothing but errors.")
    static let shard = Options.Spec(name: "shard", valueName: "K/N",
                                    help: "Only the K-th of N balanced, contiguous blocks of the work (1 ≤ K ≤ N); bad values exit 64.")

    /// `--shard K/N`, checked (a usage error, exit 64, otherwise).
    static func shard(_ o: Options) throws -> Shard? {
        guard let v = o.value("shard") else { return nil }
        guard let s = Shard.parse(v.trimmingCharacters(in: .whitespaces)) else {
            throw UsageError(message: "--shard: '\(FilePath.clip(v))' is not K/N with whole numbers 1 ≤ K ≤ N ≤ 100000 (e.g. 2/4)")
        }
        return s
    }
}
