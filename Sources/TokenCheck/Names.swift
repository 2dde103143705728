import Foundation

/// The names a token takes in generated code and files: CSS custom properties and the asset
/// catalog's colour sets (`kebab`), Swift members and types. In `TokenCheck` so that `check`
/// judges the names every output will write (`ExportedName`) with the code that writes them.
public enum Names {
    /// The words of a key: `order1Min` → order1, Min; `brick-line` → brick, line.
    public static func words(_ key: String) -> [String] {
        key.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init).filter { !$0.isEmpty }
    }

    /// `lowerCamel` Swift identifier: never starts with a digit (`_2x`), keywords in backticks.
    public static func swiftMember(_ key: String) -> String {
        let w = words(key)
        var s = w.enumerated().map { i, p in i == 0 ? lowerFirst(p) : upperFirst(p) }.joined()
        if s.isEmpty { s = "_" }
        if s.first!.isNumber { s = "_" + s }
        return swiftKeywords.contains(s) ? "`\(s)`" : s
    }

    /// `UpperCamel` type name. `Type`, `Self`, `Protocol` and `Any` cannot name a nested type in
    /// Swift, so they get a trailing underscore (`type` → `Type_`).
    public static func swiftType(_ key: String) -> String {
        var s = words(key).map(upperFirst).joined()
        if s.isEmpty { s = "_" }
        if s.first!.isNumber { s = "_" + s }
        return ["Type", "Self", "Protocol", "Any"].contains(s) ? s + "_" : s
    }

    /// CSS custom-property style: `color.facade.brickLine` → `color-facade-brick-line`.
    public static func kebab(_ path: String) -> String {
        if path.utf8.allSatisfy({ $0 < 0x80 }) { return asciiKebab(path) }
        return path.split(separator: ".").map { part -> String in
            var out = ""
            for w in words(String(part)) {
                for ch in w {
                    if ch.isUppercase, !out.isEmpty, out.last != "-" { out += "-" }
                    out += ch.lowercased()
                }
                out += "-"
            }
            return String(out.dropLast())
        }.joined(separator: "-")
    }

    /// `kebab` of an ASCII path, byte by byte (the same rules: words are runs of letters and
    /// digits, an upper-case letter starts a new one); `check` names every token in every resolution.
    static func asciiKebab(_ path: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(path.utf8.count + 8)
        for part in path.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: true) {
            let start = out.count
            var inWord = false
            for b in part {
                let upper = b >= 65 && b <= 90, lower = b >= 97 && b <= 122, digit = b >= 48 && b <= 57
                guard upper || lower || digit else {
                    if inWord { out.append(UInt8(ascii: "-")); inWord = false }
                    continue
                }
                if upper, out.count > start, out.last != UInt8(ascii: "-") { out.append(UInt8(ascii: "-")) }
                out.append(upper ? b + 32 : b)
                inWord = true
            }
            if inWord { out.append(UInt8(ascii: "-")) }
            // Each part is its words joined by '-', then a '-' before the next part.
            if out.count > start, out.last == UInt8(ascii: "-") { out.removeLast() }
            out.append(UInt8(ascii: "-"))
        }
        if !out.isEmpty { out.removeLast() }
        return String(decoding: out, as: UTF8.self)
    }

    public static func lowerFirst(_ s: String) -> String { s.prefix(1).lowercased() + s.dropFirst() }
    public static func upperFirst(_ s: String) -> String { s.prefix(1).uppercased() + s.dropFirst() }

    /// Words Swift reserves in declarations and expressions (The Swift Programming Language,
    /// "Keywords and Punctuation"); a member named one is written in backticks.
    public static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "_",
    ]
}
