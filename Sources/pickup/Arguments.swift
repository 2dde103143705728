import Foundation
import Geometry
import Render

/// A usage error: printed with the command's usage, exit status 64 (EX_USAGE).
struct UsageError: PickupError, CustomStringConvertible {
    var message: String
    var description: String { message }
    var exitCode: Int32 { ExitCode.usage }
    var userMessage: String { message }
}

/// Command-line options of one command, parsed by hand in the shape of swift-argument-parser:
/// every option is declared (name, value or flag, help), unknown ones are refused.
struct Options {
    struct Spec {
        var name: String          // without the leading dashes
        var valueName: String?    // nil for a flag
        var help: String
        /// How many values follow the option (`--diff OLD NEW` takes 2); 1 unless a flag.
        var arity = 1
        /// Given more than once, the values are kept, comma-joined (`--context a=b --context c=d`).
        var repeatable = false
    }
    let specs: [Spec]
    private(set) var values: [String: String] = [:]
    /// Every value of an option with `arity` above 1, in order.
    private(set) var lists: [String: [String]] = [:]
    private(set) var flags: Set<String> = []

    init(_ specs: [Spec], parsing args: [String]) throws {
        self.specs = specs
        var i = 0
        while i < args.count {
            let a = args[i]
            guard a.hasPrefix("--") else { throw UsageError(message: "unexpected argument '\(FilePath.clip(a))'") }
            var name = String(a.dropFirst(2))
            var inline: String?
            if let eq = name.firstIndex(of: "=") { inline = String(name[name.index(after: eq)...]); name = String(name[..<eq]) }
            guard let spec = specs.first(where: { $0.name == name }) else { throw UsageError(message: "unknown option '--\(FilePath.clip(name))'") }
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
                values[name] = spec.repeatable ? values[name].map { $0 + "," + value } ?? value : value
            } else {
                if inline != nil { throw UsageError(message: "option '--\(name)' takes no value") }
                flags.insert(name)
            }
            i += 1
        }
        // A path option given as '' would otherwise mean the current folder, or '/' once a
        // file name is appended: refused.
        for s in specs where ["dir", "file", "path"].contains(s.valueName ?? "") || s.arity > 1 {
            if values[s.name] == "" || lists[s.name]?.contains("") == true {
                throw UsageError(message: "--\(s.name): an empty path names no file or folder")
            }
        }
    }

    func value(_ name: String) -> String? { values[name] }
    func values(_ name: String) -> [String]? { lists[name] }
    func flag(_ name: String) -> Bool { flags.contains(name) }

    /// A comma-separated list of whole numbers, each checked.
    func ints(_ name: String, default d: [Int], valid: ClosedRange<Int>) throws -> [Int] {
        guard let v = values[name] else { return d }
        let parts = v.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        var out: [Int] = []
        for p in parts {
            guard let n = Int(p), valid.contains(n) else {
                throw UsageError(message: "--\(name): '\(FilePath.clip(p))' is not a whole number in \(valid.lowerBound)…\(valid.upperBound)")
            }
            if !out.contains(n) { out.append(n) }
        }
        guard !out.isEmpty else { throw UsageError(message: "--\(name) is empty") }
        return out
    }

    func double(_ name: String, default d: Double) throws -> Double {
        guard let v = values[name] else { return d }
        guard let n = Double(v.trimmingCharacters(in: .whitespaces)), n.isFinite else {
            throw UsageError(message: "--\(name): '\(FilePath.clip(v))' is not a number")
        }
        return n
    }

    /// A number checked to lie in `valid` (finite; the range is part of the message).
    func double(_ name: String, default d: Double, in valid: ClosedRange<Double>, unit: String = "") throws -> Double {
        let n = try double(name, default: d)
        guard valid.contains(n) else {
            throw UsageError(message: "--\(name): \(FilePath.clip(values[name] ?? "\(n)")) is outside \(valid.lowerBound.formatted())…\(valid.upperBound.formatted())\(unit)")
        }
        return n
    }

    static func helpText(_ specs: [Spec]) -> String {
        specs.map { s in
            let left = "  --\(s.name)" + (s.valueName.map { " <\($0)>" } ?? "")
            return left.padding(toLength: max(left.count + 2, 26), withPad: " ", startingAt: 0) + s.help
        }.joined(separator: "\n")
    }
}
