import Foundation

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
}
