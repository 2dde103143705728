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
