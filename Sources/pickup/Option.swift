/// What every declared option is to the parser, USAGE, `--help` and the rules between options.
protocol OptionDeclaration {
    var spec: OptionSpec { get }
    /// The values written on the command line for it, in order; nil when it was not given.
    var given: [String]? { get }
    /// Reads what was given (or else the default) into the typed value: a usage error naming
    /// the option if it does not fit its rule.
    func fill(_ given: [String]?) throws
    /// Required, and neither given nor defaulted: nothing was filled in.
    var isMissing: Bool { get }
}

extension OptionDeclaration {
    var isGiven: Bool { given != nil }
    /// The value as the rules between options compare it: as given, or the default.
    var text: String? { given.map { $0.joined(separator: ",") } ?? spec.defaultValue }
}

/// Where the parser puts an option's value. A class: the parser reaches each declaration
/// through `Mirror`, which hands out copies, so the declaration and its copies share this box.
/// Each parse starts from fresh options (`Values()`): no two parses share one.
final class Parsed<Value> {
    var value: Value?
    var given: [String]?
}

/// One option of a command, declared as the typed value the command reads:
/// `@Option(Shared.out) var out: String`, `@Option(Shared.to) var to: Double?`. Its spec gives
/// the help line, the rule every value is checked by and the default; its type how the value is
/// read. A type that is not optional, with no default, is required.
@propertyWrapper
struct Option<Value: OptionValue>: OptionDeclaration {
    let spec: OptionSpec
    private let parsed = Parsed<Value>()

    init(_ spec: OptionSpec) {
        self.spec = spec
    }

    var wrappedValue: Value {
        guard let value = parsed.value else { preconditionFailure("--\(spec.name) is read before the command line is parsed") }
        return value
    }

    /// `$name`: the declaration itself (for rules between options, and messages that quote it).
    var projectedValue: Option<Value> { self }

    var given: [String]? { parsed.given }

    func fill(_ given: [String]?) throws {
        parsed.given = given
        if let given {
            parsed.value = try Value(spec, given: given)
        } else if let d = spec.defaultValue {
            do { parsed.value = try Value(spec, given: [d]) } catch {
                preconditionFailure("--\(spec.name)'s declared default '\(d)' breaks its own rule: \(error)")
            }
        } else {
            parsed.value = Value.absent
        }
    }

    var isMissing: Bool { parsed.value == nil }
}

/// A flag of a command: `@Flag("matrix", "Every device × locale …") var matrix: Bool`.
@propertyWrapper
struct Flag: OptionDeclaration {
    private let option: Option<Bool>
    init(_ name: String, _ help: String) { option = Option(.flag(name, help)) }
    init(_ spec: OptionSpec) { option = Option(spec) }
    var wrappedValue: Bool { option.wrappedValue }
    var projectedValue: Flag { self }
    var spec: OptionSpec { option.spec }
    var given: [String]? { option.given }
    func fill(_ given: [String]?) throws { try option.fill(given) }
    var isMissing: Bool { false }
}
