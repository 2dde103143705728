/// What the whole icon costs to draw: each element's own cost plus its children's, plus what
/// it draws again by reference — a `<use>`'s target, a clip path, mask or filter it names
/// (once per reference, so 1,000 uses of a blurred shape run 1,000 blurs) — seen through its
/// scale, each element computed once (memoised), iteratively (a chain of 20,000 `<use>`s
/// would overflow a thread's stack if recursive). With `ambient`, every element also draws
/// `ambient.element` and every marker position `ambient.vertex` (`AmbientReferences`).
/// What librsvg draws only by reference (`drawnByReference`) costs nothing where it stands: a
/// filter of 33 primitives used once runs 33, not 66. Every element is measured all the same,
/// so what refers to it finds its cost.
extension SVGScan {
    enum ExpansionFailure: Error { case cycle, missingUse }

    /// Elements whose content librsvg never draws in place, only through what names them.
    static let drawnByReference: Set<String> = [
        "defs", "symbol", "clipPath", "mask", "marker", "pattern", "filter", "linearGradient", "radialGradient",
    ]

    func expand(own: [DrawCost], factors: [Double?], ambient: (element: DrawCost, vertex: DrawCost)? = nil) throws -> [DrawCost?] {
        var memo = [DrawCost?](repeating: nil, count: nodes.count), state = [UInt8](repeating: 0, count: nodes.count)
        func dependencies(_ i: Int) throws -> [Int] {
            var out = nodes[i].children.filter { !Self.drawnByReference.contains(nodes[$0].name) }
            if let ref = nodes[i].use {
                guard let t = ids[ref] else { throw ExpansionFailure.missingUse }
                out.append(t)
            }
            out += nodes[i].edges.compactMap { ids[$0] }   // a url() to nothing draws nothing
            return out
        }
        for root in nodes.indices where state[root] == 0 {
            var stack: [(Int, Bool)] = [(root, false)]
            while let (i, ready) = stack.popLast() {
                if ready {
                    var c = own[i]
                    if let a = ambient { c += a.element + own[i].vertices * a.vertex }
                    for d in try dependencies(i) { c += memo[d]! }
                    memo[i] = c.scaled(by: factors[i])
                    state[i] = 2
                    continue
                }
                if state[i] == 2 { continue }
                if state[i] == 1 { throw ExpansionFailure.cycle }
                state[i] = 1
                stack.append((i, true))
                for d in try dependencies(i) where state[d] != 2 { stack.append((d, false)) }
            }
        }
        return memo
    }
}
