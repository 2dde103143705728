import Geometry

/// The token file's groups again, rebuilt from the dotted paths of a loaded `TokenSet`, for
/// writers whose output nests (Swift enums, the typed keys). Children are sorted by key, so output is stable.
/// A group of exactly a `duration` and a `bounce` number is a spring (the file's convention
/// for SwiftUI's `Spring(duration:bounce:)`) and becomes one leaf.
public indirect enum TokenTree {
    case group([(key: String, node: TokenTree)])
    case token(Token)
    case spring(path: String, duration: Double, bounce: Double)

    public init(_ set: TokenSet) {
        self = Self.build(set.tokens.values.map { ($0.path.split(separator: ".").map(String.init), $0) }, prefix: [])
    }

    private static func build(_ items: [([String], Token)], prefix: [String]) -> TokenTree {
        var children: [String: [([String], Token)]] = [:]
        for (parts, token) in items { children[parts[0], default: []].append((Array(parts.dropFirst()), token)) }
        return .group(children.keys.sorted().map { key in
            let sub = children[key]!
            if sub.count == 1, sub[0].0.isEmpty { return (key, .token(sub[0].1)) }
            let here = sub.filter { !$0.0.isEmpty }
            if here.count == 2, Set(here.map { $0.0 }) == [["duration"], ["bounce"]],
               let d = here.first(where: { $0.0 == ["duration"] })?.1, let b = here.first(where: { $0.0 == ["bounce"] })?.1,
               case .duration(let dv) = d.value, case .number(let bv) = b.value {
                return (key, .spring(path: (prefix + [key]).joined(separator: "."), duration: dv, bounce: bv))
            }
            return (key, build(here, prefix: prefix + [key]))
        })
    }
}

/// Names for generated code (Swift, CSS).
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
        path.split(separator: ".").map { part -> String in
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
