import Foundation

/// One element's own cost (its outline, its text, its filter primitive) and the scale it puts
/// its content at, before anything it contains or refers to is added (`Expansion`).
extension SVGScan {
    /// A glyph as a bound: at most 150 curves (and as many pieces) whose outline is at most 40
    /// ems long (a Latin letter has some 20 curves and 4 ems; a dense CJK character some 100
    /// and 30).
    static let glyphCurves = 150.0, glyphOutlineEms = 40.0

    /// `stroke`: the widest stroke the element may have, in its own units (nil: none is drawn).
    func ownCost(_ i: Int, stroke: Double?) -> DrawCost {
        let n = nodes[i], viewport = file.viewport, font = file.font, css = file.cssShapeSize
        func length(_ key: String) -> Double? {
            guard let v = n.props[key], let l = SVGLength(v) else { return nil }
            return l.bound(viewport: viewport, font: font)
        }
        func size(_ key: String) -> Double { max(length(key) ?? 0, css) }
        var shape = ShapeMeasure(), marked = false
        switch n.name {
        case "path": shape = ShapeMeasure.path(String(n.props["d"] ?? "")); marked = true
        case "line":
            let c = ["x1", "y1", "x2", "y2"].map { key -> (Double, Bool) in
                guard let v = n.props[key], let l = SVGLength(v) else { return (0, true) }
                if case .absolute(let u) = l { return (u, true) }
                return (l.bound(viewport: viewport, font: font), false)
            }
            shape = ShapeMeasure.line(c[0].0, c[1].0, c[2].0, c[3].0)
            if !c.allSatisfy(\.1) { shape.length = c.map { abs($0.0) }.reduce(0, +) }
            marked = true
        case "polyline", "polygon": shape = ShapeMeasure.poly(String(n.props["points"] ?? ""), closed: n.name == "polygon"); marked = true
        case "rect": shape = ShapeMeasure.rect(x: size("x"), y: size("y"), width: size("width"), height: size("height"),
                                               rx: length("rx").map { max($0, css) }, ry: length("ry").map { max($0, css) })
        case "circle": let r = size("r"); shape = ShapeMeasure.ellipse(cx: size("cx"), cy: size("cy"), rx: r, ry: r)
        case "ellipse": shape = ShapeMeasure.ellipse(cx: size("cx"), cy: size("cy"), rx: size("rx"), ry: size("ry"))
        default: break
        }
        if let pl = length("pathlength"), pl > shape.length { shape.length = pl }   // librsvg 2.54 ignores it; a later one may not
        extent = max(extent, shape.extent)
        var c = DrawCost(elements: 1, filters: n.filterPrimitive ? 1 : 0, segments: shape.segments, vertices: marked ? shape.vertices : 0,
                         curves: shape.curves, bend: shape.bend, unscaled: 0, length: shape.length, characters: n.characters,
                         carriers: n.paints.isEmpty && n.markers.isEmpty ? 0 : 1, imagePixels: n.imagePixels)
        if n.characters > 0 {
            shape.extent = max(shape.extent, size("x") + size("y") + n.characters * font)
            c.segments += n.characters * Self.glyphCurves
            c.curves += n.characters * Self.glyphCurves
            c.bend += n.characters * (Self.glyphCurves * Self.glyphOutlineEms * font).squareRoot()
            c.length += n.characters * Self.glyphOutlineEms * font
        }
        // Where a stroke is drawn, every piece may end in a round join, and a subpath's ends in
        // round caps: half a turn of Cairo's pen each, whose radius is half the stroke. A pen of
        // radius r device pixels has about π√(r ÷ 2 tolerance) sides, so half of it, with
        // r = w·s/2, makes (π/4)·√(w·s ÷ tolerance) pieces: in `bend` terms, 0.8·√w (w in the
        // element's units, so it grows with the scale it is drawn at, as its curves do). Caps
        // at most add half again as many. A fill has neither.
        if c.segments > 0, let w = stroke {
            let ends = 1.5 * c.segments
            c.curves += ends
            c.bend += ends * 0.8 * w.squareRoot()
        }
        return c
    }

    /// The largest bounding box any element can have, across: every shape's extent (`extent`,
    /// once `ownCost` has seen them all), grown by every enlarging transform and viewBox (a
    /// group's box holds its children's, transformed). What content in `objectBoundingBox`
    /// units is scaled by, at most.
    var boundingBox: Double? {
        let b = 2 * extent * file.enlargement * pow(max(1, file.viewport), Double(file.nestedViewBoxes))
        return b.isFinite ? b : nil
    }

    /// The scale from this element's content to its parent's user space, at most (nil when it
    /// depends on something drawn, such as a bounding box): its transform, and the viewBox
    /// it maps into its viewport. The root's viewport is the largest box Pickup draws an icon in.
    func factor(_ i: Int) -> Double? {
        let n = nodes[i], viewport = file.viewport
        var f = 1.0
        if let t = n.props["transform"] ?? n.props["patterntransform"], let s = TransformScale.of(t) { f = s }
        if let css = file.cssTransform { f = max(f, css) }
        func length(_ key: String, default d: Double) -> Double? {
            guard let v = n.props[key] else { return d }
            switch SVGLength(v) {
            case .absolute(let u)?: return abs(u)
            case .percent(let p)?: return abs(p) * viewport
            default: return nil
            }
        }
        let box = n.props["viewbox"].map { SVGNumbers.all($0).suffix(2) }.flatMap { $0.count == 2 ? $0.min() : nil }
        func mapped(_ size: Double?) -> Double? {
            guard let box else { return 1 }
            guard box > 0, let size else { return nil }
            return size / box
        }
        let unit = { (key: String) in n.props[key].map { $0.trimmingCharacters(in: .whitespaces) } }
        var g: Double?
        switch n.name {
        case _ where i == 0:
            let w = length("width", default: 0) ?? 0, h = length("height", default: 0) ?? 0
            let own = box ?? (min(w, h) > 0 ? min(w, h) : nil)
            g = own.map { $0 > 0 ? SVGBudget.drawnSize / $0 : .infinity }
        case "svg", "symbol":
            let pw = n.props["width"].flatMap { SVGLength($0) }, ph = n.props["height"].flatMap { SVGLength($0) }
            var share = 1.0
            for l in [pw, ph] { if case .percent(let p)? = l { share = max(share, abs(p)) } }
            g = mapped(viewport * share)
        case "marker":
            let stroke = unit("markerunits") == "userSpaceOnUse" ? 1 : file.strokeWidth
            let w = length("markerwidth", default: 3), h = length("markerheight", default: 3)
            g = mapped(w.flatMap { w in h.map { max(w, $0) } }).map { $0 * stroke }
        case "pattern":
            if !n.edges.isEmpty { g = nil }   // a template's content, with this pattern's units
            else if box != nil {
                g = unit("patternunits") == "userSpaceOnUse" ? mapped(length("width", default: 0).flatMap { w in length("height", default: 0).map { max(w, $0) } }) : nil
            } else { g = unit("patterncontentunits") == "objectBoundingBox" ? boundingBox : 1 }
        case "clipPath": g = unit("clippathunits") == "objectBoundingBox" ? boundingBox : 1
        case "mask": g = unit("maskcontentunits") == "objectBoundingBox" ? boundingBox : 1
        default: g = 1
        }
        guard let g, g.isFinite, f.isFinite else { return nil }
        return f * g
    }
}
