import Foundation
import Export
import PathNames
import TokenExport

/// A type an option's value is read into, by the option's rule.
protocol OptionValue {
    /// The value of `spec` written as `given` (one text each time it is given, or each of its
    /// values: `--diff OLD NEW`), checked by the spec's rule.
    init(_ spec: OptionSpec, given: [String]) throws
    /// The value when the option is neither given nor has a default; nil where there is none:
    /// the option is required.
    static var absent: Self? { get }
}

extension OptionValue {
    static var absent: Self? { nil }
}

/// Not given: nil.
extension Optional: OptionValue where Wrapped: OptionValue {
    init(_ spec: OptionSpec, given: [String]) throws { self = try Wrapped(spec, given: given) }
    static var absent: Self? { .some(nil) }
}

/// A flag: given or not.
extension Bool: OptionValue {
    init(_ spec: OptionSpec, given: [String]) throws { self = true }
    static var absent: Bool? { false }
}

/// The text, checked; a repeatable option's values comma-joined.
extension String: OptionValue {
    init(_ spec: OptionSpec, given: [String]) throws {
        self = given.joined(separator: ",")
        _ = try spec.check(self)
    }
}

extension Double: OptionValue {
    init(_ spec: OptionSpec, given: [String]) throws {
        guard case .number(let n) = try spec.check(given.joined(separator: ",")) else { preconditionFailure("--\(spec.name) is not a number option") }
        self = n
    }
}

extension Int: OptionValue {
    init(_ spec: OptionSpec, given: [String]) throws {
        guard case .numbers(let n) = try spec.check(given.joined(separator: ",")), n.count == 1 else {
            preconditionFailure("--\(spec.name) is not a whole-number option")
        }
        self = n[0]
    }
}

/// What a list option holds: whole numbers, formats, or texts (each value of `--diff OLD NEW`).
protocol OptionListElement {
    static func list(_ spec: OptionSpec, given: [String]) throws -> [Self]
}

/// Not given and with no default: empty.
extension Array: OptionValue where Element: OptionListElement {
    init(_ spec: OptionSpec, given: [String]) throws { self = try Element.list(spec, given: given) }
    static var absent: Self? { [] }
}

extension Int: OptionListElement {
    static func list(_ spec: OptionSpec, given: [String]) throws -> [Int] {
        guard case .numbers(let n) = try spec.check(given.joined(separator: ",")) else { preconditionFailure("--\(spec.name) is not a list of numbers") }
        return n
    }
}

extension Format: OptionListElement {
    static func list(_ spec: OptionSpec, given: [String]) throws -> [Format] {
        guard case .formats(let f) = try spec.check(given.joined(separator: ",")) else { preconditionFailure("--\(spec.name) is not a list of formats") }
        return f
    }
}

extension String: OptionListElement {
    static func list(_ spec: OptionSpec, given: [String]) throws -> [String] {
        for v in given { _ = try spec.check(v) }
        return given
    }
}

/// `--shard K/N`.
extension Shard: OptionValue {
    init(_ spec: OptionSpec, given: [String]) throws {
        let v = try String(spec, given: given)
        guard let s = Shard.parse(v.trimmingCharacters(in: .whitespaces)) else {
            throw UsageError(message: "--\(spec.name): '\(FilePath.clip(v))' is not K/N with whole numbers 1 ≤ K ≤ N ≤ 100000 (e.g. 2/4)")
        }
        self = s
    }
}

/// `--colors catalog|literal`.
extension SwiftTokens.Colors: OptionValue {
    init(_ spec: OptionSpec, given: [String]) throws {
        let v = try String(spec, given: given)
        guard let c = Self(rawValue: v) else { preconditionFailure("--\(spec.name)'s rule lets '\(v)' through") }
        self = c
    }
}
