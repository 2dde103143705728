import Foundation

extension OptionSpec {
    /// "a, b or c".
    static func either(_ words: [String]) -> String {
        words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " or " + words.last!
    }

    /// "a, b and c".
    static func all(_ words: [String]) -> String {
        words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " and " + words.last!
    }

    /// The help line's tail: what the option accepts and its default, from the declaration.
    var accepts: String {
        var text = help.hasSuffix(".") ? String(help.dropLast()) : help
        switch rule {
        case .number(let r, let unit): text += ", \(r.lowerBound.formatted())–\(r.upperBound.formatted())\(unit)"
        case .wholeNumber(let r): text += ", \(r.lowerBound)–\(r.upperBound)"
        case .wholeNumbers(let r): text += ", comma-separated, each \(r.lowerBound)–\(r.upperBound)"
        case .choice(let words): text += ": \(Self.either(words))"
        case .formats(let allowed): text += ", comma-separated, any of \(allowed.map(\.ext).joined(separator: ", "))"
        case .flag, .text, .path, .seconds: break
        }
        switch (defaultValue, defaultNote) {
        case let (v?, note?): text += " (default: \(v) = \(note))"
        case let (v?, nil): text += " (default: \(v))"
        case let (nil, note?): text += " (default: \(note))"
        case (nil, nil): break
        }
        return text + "."
    }

    /// OPTIONS: one line each, the names in a column.
    static func helpText(_ specs: [OptionSpec]) -> String {
        specs.map { s in
            let left = "  --\(s.name)" + (s.valueName.map { " <\($0)>" } ?? "")
            return left.padding(toLength: max(left.count + 2, 26), withPad: " ", startingAt: 0) + s.accepts
        }.joined(separator: "\n")
    }
}
