import Foundation

/// Where a stroke is drawn, and how wide: a round join or cap costs only on a stroked outline,
/// and its pen is the stroke's width as drawn. `stroke` and `stroke-width` inherit — down the
/// tree, and into a `<use>`'s copy from that `<use>`, which is not known where a copy is
/// measured once for all its uses: there, any stroke the file paints anywhere, at the widest
/// width it names (or the initial 1). A stylesheet rule may select any element, so its stroke
/// and its widths reach every one.
enum StrokeReach {
    /// What an element's own declarations say of its stroke, least drawn first.
    enum Paint: Comparable { case none, inherited, painted }

    /// A `stroke` value. Only `none` written as the property's exact name draws nothing
    /// (librsvg ignores an attribute in another case, and the parent's stroke then shows);
    /// a keyword it may not know (`initial`, `unset`) or nothing is taken as inherited; any
    /// other value (a colour, `url(…)`, `context-stroke`) paints.
    static func paint(_ value: Substring, exactName: Bool) -> Paint {
        switch value.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() {
        case "none": return exactName ? .none : .inherited
        case "", "inherit", "initial", "unset", "revert": return .inherited
        default: return .painted
        }
    }

    /// One element's `stroke` and `stroke-width` declarations (attributes and `style`).
    struct Declared {
        /// The most drawn of its `stroke` values (a `style` declaration wins over an attribute,
        /// which this does not order, so the more drawn of the two is taken); nil when it has
        /// none, and inherits.
        var paint: Paint?
        var widths: [SVGLength] = []
        /// Whether its widths replace the inherited one: each is a whole, non-negative length
        /// under the exact name (librsvg ignores another, and the inherited width stays).
        var widthsReplace = true

        mutating func read(_ name: String, _ value: Substring, exactName: Bool) {
            switch name {
            case "stroke": paint = max(paint ?? .none, StrokeReach.paint(value, exactName: exactName))
            case "stroke-width":
                let whole = exactName ? SVGLength(whole: value) : nil
                if let l = whole ?? SVGLength(value) { widths.append(l) }
                if whole.map(isNegative) ?? true { widthsReplace = false }
            default: break
            }
        }

        private func isNegative(_ l: SVGLength) -> Bool {
            switch l {
            case .absolute(let v), .percent(let v), .fontRelative(let v): return v < 0
            }
        }
    }
}

extension SVGScan {
    /// Each element's widest stroke in its own user units, or nil where no stroke is drawn.
    func strokeWidths() -> [Double?] {
        let viewport = file.viewport, font = file.font
        func bound(_ l: SVGLength) -> Double { l.bound(viewport: viewport, font: font) }
        let useTargets = Set(nodes.compactMap { $0.use.flatMap { ids[$0] } })
        let paintedAnywhere = file.cssStroke || nodes.contains { $0.stroke.paint == .painted }
        let widest = file.strokeWidth, css = file.cssStrokeWidths.map(bound).max()
        var painted = [Bool](repeating: false, count: nodes.count), width = [Double](repeating: 1, count: nodes.count)
        for i in nodes.indices {   // a parent comes before its children
            let n = nodes[i]
            var p = n.parent.map { painted[$0] } ?? false, w = n.parent.map { width[$0] } ?? 1
            if useTargets.contains(i) { p = p || paintedAnywhere; w = max(w, widest) }
            switch n.stroke.paint {
            case .painted?: p = true
            case .none?: p = false
            case .inherited?, nil: break
            }
            if let own = n.stroke.widths.map(bound).max() { w = n.stroke.widthsReplace ? own : max(w, own) }
            if let css { w = max(w, css) }
            painted[i] = p || file.cssStroke
            width[i] = w
        }
        return nodes.indices.map { painted[$0] ? width[$0] : nil }
    }
}
