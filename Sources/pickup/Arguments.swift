import Export
import Foundation
import Geometry
import PathNames

/// A usage error: printed with the command's usage, exit status 64 (EX_USAGE).
struct UsageError: PickupError, CustomStringConvertible {
    var message: String
    var description: String { message }
    var exitCode: Int32 { ExitCode.usage }
    var userMessage: String { message }
}

/// Command-line options of one command, parsed by hand in the shape of swift-argument-parser:
/// every option is declared once (`Spec`: name, value, help, default, what it accepts), unknown
/// ones are refused, every value is checked against its declaration as it is parsed, and
/// `--help` is written from the same declarations.
struct Options {
    struct Spec {
        var name: String          // without the leading dashes
        var valueName: String?    // nil for a flag
        /// What the option is; `--help` adds what it accepts and its default.
        var help: String
        /// What a value must be; checked for every value given, and for the default.
        var rule: Rule = .text
        /// The value used when the option is not given, written as on the command line.
        var defaultValue: String?
        /// What the default means (`3 = 1179 × 2556`), or the default itself when it is not a
        /// fixed value (`one per core`).
        var defaultNote: String?
        /// How many values follow the option (`--diff OLD NEW` takes 2); 1 unless a flag.
        var arity = 1
        /// Given more than once, the values are kept, comma-joined (`--context a=b --context c=d`).
        var repeatable = false
        /// The command cannot run without it: USAGE shows it first, unbracketed.
        var required = false

        /// This option, required.
        func required(_ yes: Bool = true) -> Spec { var s = self; s.required = yes; return s }

        /// How USAGE shows it: `--at <s>`, `[--scale <s>]`, `[--quiet]`.
        var usage: String {
            let text = "--\(name)" + (valueName.map { " <\($0)>" } ?? "") + (repeatable ? " …" : "")
            return required ? text : "[\(text)]"
        }

        /// A flag: no value.
        static func flag(_ name: String, _ help: String) -> Spec { Spec(name: name, valueName: nil, help: help, rule: .flag) }

        /// The same option (value, default, range) described for one command.
        func with(help: String) -> Spec { var s = self; s.help = help; return s }
    }

    /// What an option's value must be.
    enum Rule {
        case flag
        /// Any text.
        case text
        /// A file or folder: not empty (which would name the current folder, or `/` once a file
        /// name is appended).
        case path
        /// A finite number in the range (`unit` follows it in messages).
        case number(ClosedRange<Double>, unit: String = "")
        /// A time in seconds: finite here, checked against the sequence once the tokens are read.
        case seconds
        /// A whole number in the range.
        case wholeNumber(ClosedRange<Int>)
        /// Comma-separated whole numbers, each in the range (repeats dropped).
        case wholeNumbers(ClosedRange<Int>)
        /// One of these words.
        case choice([String])
        /// Comma-separated formats, each one of these (repeats dropped).
        case formats([Format])
    }

    let specs: [Spec]
    private(set) var values: [String: String] = [:]
    /// Every value of an option with `arity` above 1, in order.
    private(set) var lists: [String: [String]] = [:]
    private(set) var flags: Set<String> = []
    /// Arguments that are not options, in order (only for a command that takes them: `check FILE…`);
    /// everything after `--` is one, even if it starts with dashes.
    private(set) var arguments: [String] = []

    init(_ specs: [Spec], parsing args: [String], takesArguments: Bool = false) throws {
        self.specs = specs
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
                lists[name] = Array(args[(i + 1)...(i + spec.arity)])
                values[name] = lists[name]!.joined(separator: " ")
                i += spec.arity
            } else if spec.valueName != nil {
                let value: String
                if let inline { value = inline } else {
                    i += 1
                    guard i < args.count else { throw UsageError(message: "option '--\(name)' needs a value") }
                    value = args[i]
                }
                if !spec.repeatable, values[name] != nil {
                    throw UsageError(message: "option '--\(name)' is given twice; it takes one value")
                }
                values[name] = spec.repeatable ? values[name].map { $0 + "," + value } ?? value : value
            } else {
                if inline != nil { throw UsageError(message: "option '--\(name)' takes no value") }
                flags.insert(name)
            }
            i += 1
        }
        // Every value given is checked against its declaration, in the order --help lists them.
        for s in specs {
            if let list = lists[s.name] {
                if case .path = s.rule, list.contains("") { throw UsageError(message: "--\(s.name): an empty path names no file or folder") }
            } else if let v = values[s.name] {
                _ = try Self.check(s, v)
            }
        }
    }

    /// `v` read by the rule of `s`: a number, numbers, formats or the text itself; a usage
    /// error naming the option if it does not fit.
    static func check(_ s: Spec, _ v: String) throws -> Value {
        func bad(_ why: String) -> UsageError { UsageError(message: "--\(s.name)\(why)") }
        switch s.rule {
        case .flag, .text:
            return .text(v)
        case .path:
            if v.isEmpty { throw bad(": an empty path names no file or folder") }
            return .text(v)
        case .number(let valid, let unit):
            guard let n = Double(v.trimmingCharacters(in: .whitespaces)), n.isFinite else { throw bad(": '\(FilePath.clip(v))' is not a number") }
            guard valid.contains(n) else { throw bad(": \(FilePath.clip(v)) is outside \(valid.lowerBound.formatted())…\(valid.upperBound.formatted())\(unit)") }
            return .number(n)
        case .seconds:
            guard let n = Double(v.trimmingCharacters(in: .whitespaces)), n.isFinite else { throw bad(": '\(FilePath.clip(v))' is not a number") }
            return .number(n)
        case .wholeNumber(let valid):
            guard let n = Int(v.trimmingCharacters(in: .whitespaces)), valid.contains(n) else {
                throw bad(": '\(FilePath.clip(v))' is not a whole number in \(valid.lowerBound)…\(valid.upperBound)")
            }
            return .numbers([n])
        case .wholeNumbers(let valid):
            var out: [Int] = []
            let items = v.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            if !v.isEmpty, items.contains("") { throw bad(": an empty item in '\(FilePath.clip(v))'") }
            for p in items where !p.isEmpty {
                guard let n = Int(p), valid.contains(n) else {
                    throw bad(": '\(FilePath.clip(p))' is not a whole number in \(valid.lowerBound)…\(valid.upperBound)")
                }
                if !out.contains(n) { out.append(n) }
            }
            guard !out.isEmpty else { throw bad(" is empty") }
            return .numbers(out)
        case .choice(let words):
            guard words.contains(v) else { throw bad(": '\(FilePath.clip(v))' is not \(Self.either(words))") }
            return .text(v)
        case .formats(let allowed):
            var out: [Format] = []
            let items = v.split(separator: ",", omittingEmptySubsequences: false)
            if !v.isEmpty, items.contains(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
                throw bad(": an empty item in '\(FilePath.clip(v))'")
            }
            for p in items where !p.isEmpty {
                guard let f = Format(extension: p.trimmingCharacters(in: .whitespaces)), allowed.contains(f) else {
                    throw bad(": unknown format '\(FilePath.clip(String(p)))'; expected \(Format.names(allowed))")
                }
                if !out.contains(f) { out.append(f) }
            }
            guard !out.isEmpty else { throw bad(" is empty") }
            return .formats(out)
        }
    }

    /// A value read by its rule.
    enum Value {
        case text(String), number(Double), numbers([Int]), formats([Format])
    }

    func value(_ name: String) -> String? { values[name] }
    func values(_ name: String) -> [String]? { lists[name] }
    func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The option's value, or its declared default (nil if neither), read by its rule.
    private func read(_ name: String) -> Value? {
        guard let spec = specs.first(where: { $0.name == name }) else { preconditionFailure("--\(name) is not declared") }
        guard let v = values[name] ?? spec.defaultValue else { return nil }
        do { return try Self.check(spec, v) } catch {
            preconditionFailure("--\(name)'s declared default '\(v)' breaks its own rule: \(error)")
        }
    }

    /// The text given, or the default.
    func string(_ name: String) -> String? {
        if case .text(let s)? = read(name) { return s }
        return values[name]
    }

    /// A number (given or the default), already checked against its range.
    func number(_ name: String) -> Double {
        guard let n = numberIfGiven(name) else { preconditionFailure("--\(name) has no default") }
        return n
    }

    /// A number given or declared by default; nil if neither.
    func numberIfGiven(_ name: String) -> Double? {
        if case .number(let n)? = read(name) { return n }
        return nil
    }

    /// Whole numbers (given or the default), each in range.
    func ints(_ name: String) -> [Int] {
        guard case .numbers(let n)? = read(name) else { preconditionFailure("--\(name) has no default") }
        return n
    }

    /// Formats (given or the default), each allowed.
    func formats(_ name: String) -> [Format] {
        guard case .formats(let f)? = read(name) else { preconditionFailure("--\(name) has no default") }
        return f
    }

    /// The option `name` was most likely meant to be (`scale` → `scales`): one a letter or two
    /// away, or one it begins or ends; nil where none is that close.
    static func nearest(_ name: String, _ names: [String]) -> String? {
        guard !name.isEmpty, name.count <= 40 else { return nil }
        func distance(_ a: [Character], _ b: [Character]) -> Int {
            var row = Array(0...b.count)
            for i in 1...max(1, a.count) where !a.isEmpty {
                var prev = row[0]; row[0] = i
                for j in 1...max(1, b.count) where !b.isEmpty {
                    let cur = row[j]
                    row[j] = min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] == b[j - 1] ? 0 : 1))
                    prev = cur
                }
            }
            return a.isEmpty ? b.count : b.isEmpty ? a.count : row[b.count]
        }
        let scored = names.map { n -> (String, Int) in
            let d = distance(Array(name), Array(n))
            return (n, n.hasPrefix(name) || name.hasPrefix(n) ? min(d, 1) : d)
        }
        guard let best = scored.min(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }), best.1 <= 2 else { return nil }
        return best.0
    }

    /// "a, b or c".
    static func either(_ words: [String]) -> String {
        words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " or " + words.last!
    }

    /// The help line's tail: what the option accepts and its default, from the declaration.
    static func accepts(_ s: Spec) -> String {
        var text = s.help.hasSuffix(".") ? String(s.help.dropLast()) : s.help
        switch s.rule {
        case .number(let r, let unit): text += ", \(r.lowerBound.formatted())–\(r.upperBound.formatted())\(unit)"
        case .wholeNumber(let r): text += ", \(r.lowerBound)–\(r.upperBound)"
        case .wholeNumbers(let r): text += ", comma-separated, each \(r.lowerBound)–\(r.upperBound)"
        case .choice(let words): text += ": \(either(words))"
        case .formats(let allowed): text += ", comma-separated, any of \(allowed.map(\.ext).joined(separator: ", "))"
        case .flag, .text, .path, .seconds: break
        }
        switch (s.defaultValue, s.defaultNote) {
        case let (v?, note?): text += " (default: \(v) = \(note))"
        case let (v?, nil): text += " (default: \(v))"
        case let (nil, note?): text += " (default: \(note))"
        case (nil, nil): break
        }
        return text + "."
    }

    static func helpText(_ specs: [Spec]) -> String {
        specs.map { s in
            let left = "  --\(s.name)" + (s.valueName.map { " <\($0)>" } ?? "")
            return left.padding(toLength: max(left.count + 2, 26), withPad: " ", startingAt: 0) + accepts(s)
        }.joined(separator: "\n")
    }
}
