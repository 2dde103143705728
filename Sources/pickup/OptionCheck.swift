import Export
import Foundation
import PathNames

extension OptionSpec {
    /// A value read by its rule.
    enum Checked {
        case text(String), number(Double), numbers([Int]), formats([Format])
    }

    /// `v` read by this option's rule: a number, numbers, formats or the text itself; a usage
    /// error naming the option if it does not fit.
    func check(_ v: String) throws -> Checked {
        func bad(_ why: String) -> UsageError { UsageError(message: "--\(name)\(why)") }
        switch rule {
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
            guard words.contains(v) else { throw bad(": '\(FilePath.clip(v))' is not \(OptionSpec.either(words))") }
            return .text(v)
        case .formats(let allowed):
            return .formats(try formats(v, allowed))
        }
    }

    /// Comma-separated formats, each one of `allowed`, repeats dropped.
    private func formats(_ v: String, _ allowed: [Format]) throws -> [Format] {
        func bad(_ why: String) -> UsageError { UsageError(message: "--\(name)\(why)") }
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
        return out
    }
}
