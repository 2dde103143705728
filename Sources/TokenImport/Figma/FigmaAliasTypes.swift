import PathNames
import TokenCheck

extension FigmaAliases {
    /// Each variable's DTCG type (nil: none, left out) and alias depth, walked so that a variable
    /// comes after those it aliases (`ordered`). A variable with a value in some mode has its own
    /// type, and each of its aliases must name a variable of that type; one that only aliases
    /// takes the type of what it names (the same in every mode). A chain of aliases longer
    /// than `check` follows (`TokenCheck.maxChain`) is refused at its first link.
    func types(_ ordered: [FigmaVariable]) throws -> [String: TokenType?] {
        var types: [String: TokenType?] = [:], depth: [String: Int] = [:]
        for v in ordered {
            let links = edges(v)
            let valued = links.count < (modes[v.id]?.count ?? 0)
            var type: TokenType? = valued ? FigmaType.own(v) : nil
            var first: (FigmaVariable, Edge)?
            for e in links {
                let t = response.variable(e.target)!
                let theirs = types[t.id] ?? nil
                depth[v.id] = max(depth[v.id] ?? 0, (depth[t.id] ?? 0) + 1)
                if depth[v.id]! > TokenCheck.maxChain {
                    throw ImportError("\(whose(v, e)) starts a chain of more than \(TokenCheck.maxChain) aliases, longer than pickup follows", at: e.at)
                }
                if !valued, first == nil { type = theirs; first = (t, e); continue }
                if theirs != type { throw mismatch(v, e, t, theirs, type, valued ? nil : first) }
            }
            types[v.id] = type
        }
        return types
    }

    private func mismatch(_ v: FigmaVariable, _ e: Edge, _ t: FigmaVariable, _ theirs: TokenType?, _ mine: TokenType?,
                          _ first: (FigmaVariable, Edge)?) -> ImportError {
        func shown(_ type: TokenType?, _ x: FigmaVariable) -> String {
            type.map { "a \($0.rawValue)" } ?? "a \(FigmaType.untyped(x)), which DTCG has no type for"
        }
        if let (other, otherEdge) = first {
            return ImportError("\(whose(v, e)) aliases \(t.label) (\(shown(theirs, t))) but in mode '\(FolderName.shown(otherEdge.mode.name))' "
                               + "\(other.label) (\(shown(mine, other))): one token has one type; alias variables of one type", at: e.at)
        }
        return ImportError("\(whose(v, e)) is \(shown(mine, v)) (scopes: \(scopeList(v))) but aliases \(t.label), \(shown(theirs, t)) "
                           + "(scopes: \(scopeList(t))): one token has one type; give both variables the same scopes", at: e.at)
    }

    func scopeList(_ v: FigmaVariable) -> String { v.scopes.isEmpty ? "none" : v.scopes.joined(separator: ", ") }
}
