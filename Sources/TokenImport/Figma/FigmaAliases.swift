import JSONReader
import PathNames
import TokenCheck

/// The aliases between the variables to import: each names a variable the file holds and
/// imports, none leads round to itself, no chain is longer than `check` follows, and each
/// variable gets one DTCG type — its own (`FigmaType.own`) if any mode holds a value, else the
/// type of the variables it aliases, which must agree.
struct FigmaAliases {
    /// One mode's alias: the variable named, and where.
    struct Edge {
        var mode: FigmaCollection.Mode
        var target: String
        var at: Position
    }

    let response: FigmaResponse
    /// The variables to import, by id, with their collection's modes.
    let modes: [String: [FigmaCollection.Mode]]
    /// Why each variable the file holds but does not import is left out.
    let leftOut: [String: String]

    /// A variable's aliases in its collection's mode order.
    func edges(_ v: FigmaVariable) -> [Edge] {
        (modes[v.id] ?? []).compactMap { m in
            guard let (value, at) = v.values[m.id], let t = value.aliasId else { return nil }
            return Edge(mode: m, target: t, at: at)
        }
    }

    func whose(_ v: FigmaVariable, _ e: Edge) -> String {
        "\(v.label) (collection '\(FolderName.shown(collectionName(v)))', mode '\(FolderName.shown(e.mode.name))')"
    }

    func collectionName(_ v: FigmaVariable) -> String {
        response.collections.first { $0.id == v.collectionId }?.name ?? v.collectionId
    }

    /// Every alias names a variable that is imported.
    func checkTargets(_ order: [FigmaVariable]) throws {
        for v in order {
            for e in edges(v) {
                guard let t = response.variable(e.target) else {
                    throw ImportError("\(whose(v, e)) aliases '\(FolderName.shown(e.target))', which this file does not hold "
                                      + "(a variable of a library the file uses; Figma lists only those the file's own layers use): "
                                      + "import the library's file too, or point the alias at a variable of this file", at: e.at)
                }
                if let why = leftOut[t.id] {
                    throw ImportError("\(whose(v, e)) aliases \(t.label), which is not imported (\(why)); point the alias at a variable that is", at: e.at)
                }
            }
        }
    }

    /// The variables in an order where each comes after those it aliases; an alias loop is
    /// refused, naming each variable on it.
    func ordered(_ order: [FigmaVariable]) throws -> [FigmaVariable] {
        var state: [String: Int] = [:]   // 1: on the path being walked, 2: done
        var out: [FigmaVariable] = []
        for root in order where state[root.id] == nil {
            var stack: [(v: FigmaVariable, next: Int, edges: [Edge])] = [(root, 0, edges(root))]
            state[root.id] = 1
            while !stack.isEmpty {
                let top = stack.count - 1
                guard stack[top].next < stack[top].edges.count else {
                    state[stack[top].v.id] = 2
                    out.append(stack.removeLast().v)
                    continue
                }
                let e = stack[top].edges[stack[top].next]
                stack[top].next += 1
                let t = response.variable(e.target)!
                if state[t.id] == 1 { throw loop(stack.map(\.v), back: t, e) }
                if state[t.id] == nil { state[t.id] = 1; stack.append((t, 0, edges(t))) }
            }
        }
        return out
    }

    private func loop(_ path: [FigmaVariable], back t: FigmaVariable, _ e: Edge) -> ImportError {
        let from = path.firstIndex { $0.id == t.id }!
        let names = (path[from...].map(\.name) + [t.name]).map { "'\(FolderName.shown($0))'" }
        return ImportError("\(whose(path.last!, e)) aliases \(t.label), which leads back to it: an alias loop \(names.joined(separator: " → ")); "
                           + "give one of them a value", at: e.at)
    }
}
