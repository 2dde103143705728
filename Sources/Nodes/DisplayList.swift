import Geometry

/// Text placed on the page: its content, laid out by Pango with lines broken at `width`,
/// drawn through `transform` (which maps the layout's top-left to its place on the page).
public struct TextItem: Hashable, Sendable {
    public var content: TextContent
    public var width: Double?
    public var transform: Transform
}

/// One drawing operation of absolute geometry. Backends walk the list with one `switch`.
public enum DisplayItem: Hashable, Sendable {
    case fill(Path, Color, FillRule, crisp: Bool)
    /// A stroke; its width is already in page units (0 = one device pixel).
    case stroke(Path, Stroke)
    case text(TextItem)
    /// A frosted area: what is drawn before it, blurred by `blurRadius` (page units), then tinted.
    case material(Path, FillRule, Material)
    case svg(SVGSource, Rect, Transform)
    /// Items up to the matching `endGroup` are composited together: clipped to `clip`, blurred,
    /// then drawn at `opacity`. Blur radius in page units.
    case beginGroup(GroupEffect, clip: Path?)
    case endGroup
}

/// A node tree resolved into absolute geometry on a page of `size` points.
public struct DisplayList: Hashable, Sendable {
    public var size: Size
    public var items: [DisplayItem]
    public init(size: Size, items: [DisplayItem]) { self.size = size; self.items = items }
}

extension DisplayItem {
    /// The item mapped through `t` (stroke widths and blur radii scale with it).
    public func applying(_ t: Transform) -> DisplayItem {
        if t.isIdentity { return self }
        switch self {
        case .fill(let p, let c, let rule, let crisp): return .fill(p.applying(t), c, rule, crisp: crisp)
        case .stroke(let p, var s):
            s.width *= t.meanScale; s.dash = s.dash.map { $0 * t.meanScale }
            return .stroke(p.applying(t), s)
        case .text(var item): item.transform = t.preConcat(item.transform); return .text(item)
        case .material(let p, let rule, var m): m.blurRadius *= t.meanScale; return .material(p.applying(t), rule, m)
        case .svg(let src, let r, let m): return .svg(src, r, t.preConcat(m))
        case .beginGroup(var e, let clip): e.blur *= t.meanScale; return .beginGroup(e, clip: clip?.applying(t))
        case .endGroup: return .endGroup
        }
    }
}

extension Layout {
    /// `list` with every text item replaced by its glyph outlines, one fill per styled run:
    /// plain geometry that a 3D projector can map point by point.
    public func outlined(_ list: DisplayList) -> DisplayList {
        var out = list
        out.items = list.items.flatMap { item -> [DisplayItem] in
            guard case .text(let t) = item else { return [item] }
            let paths = measurer.runOutlines(t)
            return t.content.runs.indices.compactMap { i in
                paths[i].isEmpty ? nil : DisplayItem.fill(paths[i], t.content.runs[i].color, .nonZero, crisp: false)
            }
        }
        return out
    }
}
