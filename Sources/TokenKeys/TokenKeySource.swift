import Tokens
import TextEscape

/// The typed keys the screens read tokens with, one per token of `design-tokens.json`, nested as
/// its groups — made at build time by the TokenKeysPlugin (through the `token-keys` tool) and
/// never checked in:
///
///     public let radius = Tokens.DimensionKey("size.sheet.radius", Tokens.Domain(0, 400))
///
/// so `try t[Tok.size.sheet.radius]` is checked by the compiler (the path exists, the type is a
/// dimension) and at the read (the value is in the range declared in the file's
/// `$extensions.com.pickup.domain`, compiled in here). Every number, dimension and duration
/// must declare a range (springs' parts excepted: a spring's range is SwiftUI's); tokens of
/// types the screens never read (font families and weights, borders, shadows…) get no key.
public enum TokenKeySource {
    public static let rootName = "Tok"

    public static func source(_ set: TokenSet, sourceName: String) throws -> String {
        var out = """
            // Made at build time from \(sourceName) by the TokenKeysPlugin — not checked in.
            import Tokens

            /// Every token of \(sourceName) the screens can read, as a typed key, nested as the file's
            /// groups, with the range declared beside it in the file (`$extensions.com.pickup.domain`)
            /// compiled in — a token file given at run time cannot widen it:
            ///
            ///     sheetRadius = try t[Tok.size.sheet.radius]     // a dimension in 0…400 pt
            public enum \(rootName) {

            """
        guard case .group(let children) = TokenTree(set) else { return out + "}\n" }
        do { out += try body(children, indent: 1, isRoot: true) } catch let p as Problem {
            throw TokenError(.malformedValue, file: set.file, path: p.path, p.message)
        }
        out += "}\n"
        return out
    }

    /// The members of one group: a `let` per key (a `static let` at the root), then the groups' types.
    private static func body(_ children: [(key: String, node: TokenTree)], indent: Int, isRoot: Bool) throws -> String {
        let pad = String(repeating: "    ", count: indent)
        let binding = isRoot ? "public static let" : "public let"
        var members: [String] = [], types: [String] = []
        var usedMembers: Set<String> = [], usedTypes: Set<String> = []
        func unique(_ name: String, _ used: inout Set<String>) -> String {
            var n = name, k = 2
            while used.contains(n) { n = name.hasSuffix("`") ? "`\(name.dropFirst().dropLast())_\(k)`" : "\(name)_\(k)"; k += 1 }
            used.insert(n)
            return n
        }
        for (key, node) in children {
            switch node {
            case .group(let sub):
                let inner = try body(sub, indent: indent + 1, isRoot: false)
                if inner.isEmpty { continue }   // only tokens the screens never read
                let type = unique(Names.swiftType(key), &usedTypes)
                members.append("\(pad)\(binding) \(unique(Names.swiftMember(key), &usedMembers)) = \(type)()\n")
                types.append("\(pad)public struct \(type): Sendable {\n\(inner)\(pad)}\n")
            case .spring(let path, _, _):
                members.append("\(pad)/// `\(path)`: a spring (duration in (0, 10] s, bounce in [-1, 1)).\n"
                               + "\(pad)\(binding) \(unique(Names.swiftMember(key), &usedMembers)) = Tokens.SpringKey(\(literal(path)))\n")
            case .token(let t):
                guard let expression = try keyExpression(t) else { continue }
                let lines = (t.description ?? "").split(separator: "\n").map(String.init)
                let head = "`\(t.path)`" + (t.domain.map { " (\(describe($0)))" } ?? "") + (lines.isEmpty ? "" : ": ")
                let doc = ([head + (lines.first ?? "")] + lines.dropFirst()).map { "\(pad)/// \($0)\n" }.joined()
                members.append(doc + "\(pad)\(binding) \(unique(Names.swiftMember(key), &usedMembers)) = \(expression)\n")
            }
        }
        return ([members.joined()] + types).filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// A token the schema cannot compile (thrown as a `TokenError` naming the file).
    private struct Problem: Error { var path: String, message: String }

    /// The key's initialiser, or nil for a type the screens never read.
    private static func keyExpression(_ t: Token) throws -> String? {
        let p = literal(t.path)
        func range() throws -> String {
            guard let d = t.domain?.value else {
                throw Problem(path: t.path, message: "a \(t.value.type.rawValue) the screens may read needs a domain: "
                              + #"$extensions {"com.pickup": {"domain": {"minimum": …, "maximum": …}}} on it or its group"#)
            }
            return domain(d)
        }
        switch t.value.type {
        case .color: return "Tokens.ColorKey(\(p)\(t.domain?.parts["alpha"].map { ", alpha: " + domain($0) } ?? ""))"
        case .dimension: return "Tokens.DimensionKey(\(p), \(try range()))"
        case .number: return "Tokens.NumberKey(\(p), \(try range()))"
        case .duration: return "Tokens.DurationKey(\(p), \(try range()))"
        case .typography: return "Tokens.TypographyKey(\(p))"
        case .cubicBezier: return "Tokens.CubicBezierKey(\(p))"
        case .transition:
            guard let delay = t.domain?.parts["delay"], let duration = t.domain?.parts["duration"] else {
                throw Problem(path: t.path, message: "a transition needs a domain of its delay and duration: "
                              + #"{"com.pickup": {"domain": {"delay": {…}, "duration": {…}}}}"#)
            }
            return "Tokens.TransitionKey(\(p), delay: \(domain(delay)), duration: \(domain(duration)))"
        case .fontFamily, .fontWeight, .strokeStyle, .border, .shadow, .gradient: return nil
        }
    }

    /// `Tokens.Domain(0, 10, lowerOpen: true)`; an unbounded end is `.infinity`.
    static func domain(_ d: Domain) -> String {
        func n(_ x: Double) -> String { x == .infinity ? ".infinity" : x == -.infinity ? "-.infinity" : tokenNumber(x) }
        var s = "Tokens.Domain(\(n(d.lower)), \(n(d.upper))"
        if d.lowerOpen { s += ", lowerOpen: true" }
        if d.upperOpen { s += ", upperOpen: true" }
        return s + ")"
    }

    static func describe(_ d: TokenDomain) -> String {
        if let v = d.value { return "\(v)" }
        return d.parts.keys.sorted().map { "\($0) \(d.parts[$0]!)" }.joined(separator: ", ")
    }

    static func literal(_ s: String) -> String { Escape.swift(s) }
}
