import Foundation

/// CSS declarations (`name: value`) in a `style` attribute or a `<style>` element's text, read
/// loosely: comments dropped, selectors and braces taken as separators (a selector such as
/// `a:hover` reads as a declaration nobody asks for), `!important` dropped, names lowercased
/// (or, `keepingCase`, as written).
enum StyleDeclarations {
    static func parse(_ css: String, keepingCase: Bool = false) -> [(name: String, value: Substring)] {
        var text = css
        while let open = text.range(of: "/*") {
            let close = text[open.upperBound...].range(of: "*/")?.upperBound ?? text.endIndex
            text.replaceSubrange(open.lowerBound..<close, with: " ")
        }
        var out: [(String, Substring)] = []
        for piece in text.split(whereSeparator: { $0 == ";" || $0 == "{" || $0 == "}" }) {
            guard let colon = piece.firstIndex(of: ":") else { continue }
            let written = piece[..<colon].trimmingCharacters(in: .whitespacesAndNewlines)
            let name = keepingCase ? written : written.lowercased()
            var value = piece[piece.index(after: colon)...]
            if let bang = value.range(of: "!important", options: .caseInsensitive) { value = value[..<bang.lowerBound] }
            out.append((name, value))
        }
        return out
    }

    /// The target of each `url(…)` in `text`, unquoted.
    static func urls(_ text: Substring) -> [String] {
        var out: [String] = [], rest = text
        while let r = rest.range(of: "url(", options: .caseInsensitive) {
            var target = rest[r.upperBound...].prefix { $0 != ")" }.trimmingCharacters(in: .whitespaces)
            if let q = target.first, q == "'" || q == "\"" { target = String(target.dropFirst().dropLast(target.last == q ? 1 : 0)) }
            out.append(target)
            rest = rest[r.upperBound...]
        }
        return out
    }

    /// The `#id` each `url(#id)` in `text` names.
    static func urlTargets(_ text: Substring) -> [String] { urls(text).filter { $0.hasPrefix("#") }.map { String($0.dropFirst()) } }
}
