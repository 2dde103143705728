/// Reference cycles (Format §7.2.3): every token in a loop of aliases or pointers is reported,
/// found as strongly connected components (Tarjan's algorithm, iterative: a file of 100 000
/// chained tokens must not overflow the stack).
extension DocumentCheck {
    func reportCycles() {
        for component in stronglyConnected() {
            let looped = component.count > 1 || dependencies[component[0]]?.contains(component[0]) == true
            guard looped else { continue }
            let names = component.sorted().map { tokens[$0].path.joined(separator: ".") }
            let shown = names.count > 6 ? names.prefix(6).joined(separator: ", ") + ", … (\(names.count) tokens)" : names.joined(separator: ", ")
            for i in component.sorted() {
                let at = tokens[i].node["$value"]?.position ?? tokens[i].node["$ref"]?.position ?? tokens[i].at
                let msg = component.count == 1 ? "the token refers to itself" : "circular reference among \(shown); none of them has a value"
                report(at, tokens[i].path, .referenceCycle, msg)
            }
        }
    }

    private func stronglyConnected() -> [[Int]] {
        var index = [Int: Int](), low = [Int: Int](), onStack = Set<Int>(), stack: [Int] = []
        var next = 0, out: [[Int]] = []
        for start in dependencies.keys.sorted() where index[start] == nil {
            // Each frame: a node and the neighbours still to visit.
            var frames: [(Int, [Int])] = [(start, Array(dependencies[start] ?? []))]
            index[start] = next; low[start] = next; next += 1; stack.append(start); onStack.insert(start)
            while let (v, rest) = frames.last {
                if let w = rest.first {
                    frames[frames.count - 1].1.removeFirst()
                    if index[w] == nil {
                        index[w] = next; low[w] = next; next += 1; stack.append(w); onStack.insert(w)
                        frames.append((w, Array(dependencies[w] ?? [])))
                    } else if onStack.contains(w) {
                        low[v] = min(low[v]!, index[w]!)
                    }
                } else {
                    frames.removeLast()
                    if let (parent, _) = frames.last { low[parent] = min(low[parent]!, low[v]!) }
                    if low[v] == index[v] {
                        var comp: [Int] = []
                        while let w = stack.popLast() { onStack.remove(w); comp.append(w); if w == v { break } }
                        out.append(comp)
                    }
                }
            }
        }
        return out
    }
}
