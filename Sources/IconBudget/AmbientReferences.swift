/// Content drawn again wherever an inherited property or a stylesheet puts it: a marker at
/// every vertex of every path under a `marker-*` (SVG inherits it, and a `<use>` passes it on),
/// a pattern under every element inside a `fill` or `stroke` that names it, and whatever a
/// `<style>` rule names (`url(#…)`) under any element it may select. Which elements those are
/// is not worked out: every element (every vertex, for a marker) is taken to draw every such
/// target once — a bound, cheap for an icon's few arrows and hatches.
enum AmbientReferences {
    struct Target {
        /// The target drawn once, its own ambient references not counted.
        var cost: DrawCost
        /// Drawn at marker positions (a marker) rather than at elements.
        var perVertex: Bool
        /// Its content may itself carry an ambient reference (so a marker can sit in a
        /// pattern in a marker…).
        var nests: Bool
    }

    /// What each element, and each marker position, draws through the targets. A chain of
    /// distinct targets is at most as long as there are targets (librsvg draws no reference
    /// inside itself), so this many rounds reach every depth; nested content is taken at an
    /// unknown scale, its curves at their worst.
    static func perCopy(_ targets: [Target]) -> (element: DrawCost, vertex: DrawCost) {
        // Each marker target counts one marker at every vertex (start, mid and end may all be
        // set, and a marker shorthand sets all three).
        var targets = targets
        for i in targets.indices where targets[i].perVertex { targets[i].cost.markers += 1 }
        var element = DrawCost(), vertex = DrawCost()
        for t in targets { if t.perVertex { vertex += t.cost } else { element += t.cost } }
        var round = 1
        while round < targets.count, targets.contains(where: \.nests) {
            var e = DrawCost(), v = DrawCost()
            for t in targets {
                var c = t.cost
                if t.nests { c += (t.cost.elements * element + t.cost.vertices * vertex).scaled(by: nil) }
                if t.perVertex { v += c } else { e += c }
            }
            if e == element, v == vertex { break }
            element = e; vertex = v; round += 1
        }
        return (element, vertex)
    }
}

extension SVGScan {
    /// The patterns a `fill` or `stroke` names, the markers a `marker-*` names, and whatever a
    /// stylesheet names but a gradient (a gradient's cost is its stops), each with its cost
    /// from `base`.
    func ambientTargets(_ base: [DrawCost?]) -> [AmbientReferences.Target] {
        var seen = Set<Int>(), out: [AmbientReferences.Target] = []
        let css = file.cssTargets.compactMap { ids[$0] }.filter { !["linearGradient", "radialGradient"].contains(nodes[$0].name) }
        func carriesAbove(_ i: Int) -> Bool {
            var p = nodes[i].parent
            while let q = p {
                if !nodes[q].paints.isEmpty || !nodes[q].markers.isEmpty { return true }
                p = nodes[q].parent
            }
            return false
        }
        func add(_ t: Int, perVertex: Bool) {
            guard seen.insert(t).inserted, let cost = base[t] else { return }
            out.append(.init(cost: cost, perVertex: perVertex, nests: !css.isEmpty || cost.carriers > 0 || carriesAbove(t)))
        }
        for n in nodes {
            for id in n.paints { if let t = ids[id], nodes[t].name == "pattern" { add(t, perVertex: false) } }
            for id in n.markers { if let t = ids[id], nodes[t].name == "marker" { add(t, perVertex: true) } }
        }
        for t in css { add(t, perVertex: nodes[t].name == "marker") }
        return out
    }
}
