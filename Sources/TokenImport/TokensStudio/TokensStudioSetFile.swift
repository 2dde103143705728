import Foundation
import JSONReader
import PathNames

/// A set as one DTCG file: its name made a file name (`core/colors` → `core.colors.tokens.json`,
/// each part one folder name: a `..` or an empty part refused), its tokens nested by their names
/// as `DTCGName` writes them (names `check` would refuse together are refused, naming both).
enum TokensStudioSetFile {
    /// The set's name as the resolver's set name and the stem of its file.
    static func stem(_ set: String, at: Position) throws -> String {
        let parts = set.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        for p in parts {
            if let why = FolderName.problem(p) {
                throw ImportError("set '\(set)' cannot become a file name: its part '\(p)' \(why)", at: at)
            }
        }
        return parts.joined(separator: ".")
    }

    static func fileName(_ stem: String) -> String { stem + ".tokens.json" }

    /// Tokens (DTCG path, JSON) as nested groups, in the order given.
    static func document(_ tokens: [(TokensStudioToken, [String], OutJSON)], file: String) throws -> OutJSON {
        if let c = DTCGName.clash(tokens.map { DTCGName.Item(label: "\($0.0.label) (\($0.0.position.line):\($0.0.position.column))", path: $0.1) }) {
            throw DTCGName.refusal(c, file: file)
        }
        let root = Group()
        for (t, path, json) in tokens {
            var g = root
            for (k, name) in path.enumerated() {
                if k == path.count - 1 {
                    guard g.children[name] == nil else { throw conflict(t) }
                    g.add(name, .token(json))
                } else {
                    switch g.children[name] {
                    case .group(let sub): g = sub
                    case .token: throw conflict(t)
                    case nil: let sub = Group(); g.add(name, .group(sub)); g = sub
                    }
                }
            }
        }
        return root.json
    }

    private static func conflict(_ t: TokensStudioToken) -> ImportError {
        ImportError("\(t.label) is both a token and a group of tokens; DTCG keeps the two apart", at: t.position)
    }

    private final class Group {
        enum Child { case token(OutJSON), group(Group) }
        var order: [String] = []
        var children: [String: Child] = [:]
        func add(_ name: String, _ c: Child) { order.append(name); children[name] = c }
        var json: OutJSON {
            .object(order.map { name in
                switch children[name]! {
                case .token(let j): return OutJSON.Member(name, j)
                case .group(let g): return OutJSON.Member(name, g.json)
                }
            })
        }
    }
}
