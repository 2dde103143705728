import Export
import Foundation
import PathNames

/// What one option is on the command line: its name, value, help, default and what it accepts.
/// A command declares each option it takes with one (`@Option(spec) var x: T`); `--help`,
/// USAGE and the check of every value given are made from it.
struct OptionSpec {
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
    /// Given more than once, every value is kept (`--context a=b --context c=d`).
    var repeatable = false
    /// USAGE shows it first, unbracketed (a command cannot run without it, or without one of its forms).
    var required = false

    /// This option, required.
    func required(_ yes: Bool = true) -> OptionSpec { var s = self; s.required = yes; return s }

    /// How USAGE shows it: `--at <s>`, `[--scale <s>]`, `[--quiet]`.
    var usage: String {
        let text = "--\(name)" + (valueName.map { " <\($0)>" } ?? "") + (repeatable ? " …" : "")
        return required ? text : "[\(text)]"
    }

    /// A flag: no value.
    static func flag(_ name: String, _ help: String) -> OptionSpec { OptionSpec(name: name, valueName: nil, help: help, rule: .flag) }

    /// The same option (value, default, range) described for one command.
    func with(help: String) -> OptionSpec { var s = self; s.help = help; return s }

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
}
