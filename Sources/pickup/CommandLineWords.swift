import TextEscape
import PathNames

/// A command line sorted by the options a command declares: unknown ones are refused (with the
/// nearest declared name), each option's values are collected as written, and the words that
/// are not options kept in order. What the values must be is each declaration's to check.
struct CommandLineWords {
    /// Each option given, by name: its values in order (a flag has none; a repeatable option one
    /// per time it is given; `--diff OLD NEW` two).
    private(set) var given: [String: [String]] = [:]
    /// Arguments that are not options, in order (only for a command that takes them: `check FILE…`);
    /// everything after `--` is one, even if it starts with dashes.
    private(set) var arguments: [String] = []

    init(_ args: [String], specs: [OptionSpec], takesArguments: Bool) throws {
        var i = 0
        while i < args.count {
            let a = args[i]
            if takesArguments, a == "--" { arguments += args[(i + 1)...]; break }
            if takesArguments, !a.hasPrefix("-") || a == "-" { arguments.append(a); i += 1; continue }
            guard a.hasPrefix("--") else { throw UsageError(message: "unexpected argument '\(FilePath.clip(a))'") }
            var name = String(a.dropFirst(2))
            var inline: String?
            if let eq = name.firstIndex(of: "=") { inline = String(name[name.index(after: eq)...]); name = String(name[..<eq]) }
            guard let spec = specs.first(where: { $0.name == name }) else {
                let hint = Self.nearest(name, specs.map(\.name)).map { "; did you mean '--\($0)'?" } ?? ""
                throw UsageError(message: "unknown option '--\(FilePath.clip(name))'\(hint)")
            }
            if spec.valueName != nil, spec.arity > 1 {
                if inline != nil { throw UsageError(message: "option '--\(name)' takes \(spec.arity) values, not '='") }
                guard i + spec.arity < args.count else { throw UsageError(message: "option '--\(name)' needs \(spec.arity) values") }
                given[name] = Array(args[(i + 1)...(i + spec.arity)])
                i += spec.arity
            } else if spec.valueName != nil {
                let value: String
                if let inline { value = inline } else {
                    i += 1
                    guard i < args.count else { throw UsageError(message: "option '--\(name)' needs a value") }
                    value = args[i]
                }
                if !spec.repeatable, given[name] != nil {
                    throw UsageError(message: "option '--\(name)' is given twice; it takes one value")
                }
                given[name, default: []].append(value)
            } else {
                if inline != nil { throw UsageError(message: "option '--\(name)' takes no value") }
                given[name] = []
            }
            i += 1
        }
    }

    /// The option `name` was most likely meant to be (`scale` → `scales`): `Nearest`.
    static func nearest(_ name: String, _ names: [String]) -> String? { Nearest.to(name, among: names) }
}
