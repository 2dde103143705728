import Geometry

/// Text placed on the page: its content, laid out by Pango with lines broken at `width`,
/// drawn through `transform` (which maps the layout's top-left to its place on the page).
public struct TextItem: Hashable, Sendable {
    public var content: TextContent
    public var width: Double?
    public var transform: Transform
    /// The laid-out size (before `transform`), as layout measured it: what bounds are made of.
    public var size: Size
}

/// One drawing operation of absolute geometry. Backends walk the list with one `switch`,
/// recursing into groups.
public enum DisplayItem: Hashable, Sendable {
    case fill(Path, Color, FillRule, crisp: Bool)
    /// A stroke; its width is already in page units (0 = one device pixel).
    case stroke(Path, Stroke)
    case text(TextItem)
    /// A frosted area: what is drawn before it, blurred by `blurRadius` (page units), then tinted.
    case material(Path, FillRule, Material)
    case svg(SVGSource, Rect, Transform)
    /// Items composited together: clipped, blurred, then drawn at an opacity.
    case group(DisplayGroup)
}

/// A node tree resolved into absolute geometry on a page of `size` points.
public struct DisplayList: Hashable, Sendable {
    public var size: Size
    public var items: [DisplayItem]
    /// Named rectangles in page coordinates (`.anchor(_:)`): where an element was laid out, for
    /// what lies outside the picture (a prototype's tap areas). Never drawn nor digested.
    public var anchors: [String: Rect]
    public init(size: Size, items: [DisplayItem], anchors: [String: Rect] = [:]) {
        self.size = size; self.items = items; self.anchors = anchors
    }
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
        case .group(let g):
            var e = g.effect
            e.blur *= t.meanScale
            return .group(DisplayGroup(e, clip: g.clip?.applying(t), g.items.map { $0.applying(t) }))
        }
    }

    /// A conservative box around what the item draws on the page (nil: nothing to draw).
    /// A group's is its children's, not cut by its clip.
    public var bounds: Rect? {
        switch self {
        case .fill(let p, _, _, _), .material(let p, _, _): return p.controlBounds
        case .stroke(let p, let s): return p.controlBounds?.insetBy(dx: -s.width, dy: -s.width)
        case .text(let t): return Path.rect(Rect(origin: .zero, size: t.size)).applying(t.transform).controlBounds
        case .svg(_, let r, let t): return Path.rect(r).applying(t).controlBounds
        case .group(let g): return g.bounds
        }
    }
}

extension DisplayList {
    /// Every item but groups, depth first in drawing order (groups opened): for checks that
    /// look at what is drawn where, not how it is composited.
    public var leaves: [DisplayItem] {
        var out: [DisplayItem] = []
        func walk(_ items: [DisplayItem]) {
            for item in items {
                if case .group(let g) = item { walk(g.items) } else { out.append(item) }
            }
        }
        walk(items)
        return out
    }
}
