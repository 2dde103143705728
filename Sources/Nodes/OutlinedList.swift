import Geometry

/// A display list of plain geometry only: no text (its glyphs are fills) and no SVG pictures.
/// What a 3D projector accepts, since only geometry can be mapped point by point: a text item
/// reaching the projector is a type error, not a trap. Made by `Layout.outlined`.
public struct OutlinedList: Hashable, Sendable {
    public var size: Size
    public var items: [OutlinedItem]
    public init(size: Size, items: [OutlinedItem]) { self.size = size; self.items = items }
}

/// `DisplayItem` without `.text` and `.svg`.
public enum OutlinedItem: Hashable, Sendable {
    case fill(Path, Color, FillRule, crisp: Bool)
    case stroke(Path, Stroke)
    case material(Path, FillRule, Material)
    case group(GroupEffect, clip: Path?, [OutlinedItem])

    /// The same drawing as a display item.
    public var displayItem: DisplayItem {
        switch self {
        case .fill(let p, let c, let rule, let crisp): .fill(p, c, rule, crisp: crisp)
        case .stroke(let p, let s): .stroke(p, s)
        case .material(let p, let rule, let m): .material(p, rule, m)
        case .group(let e, let clip, let items): .group(DisplayGroup(e, clip: clip, items.map(\.displayItem)))
        }
    }
}

extension Layout {
    /// `list` with every text item replaced by its glyph outlines, one fill per styled run:
    /// plain geometry that a 3D projector can map point by point.
    /// - Precondition: `list` has no SVG picture (a bitmap-like image cannot be outlined).
    public func outlined(_ list: DisplayList) -> OutlinedList {
        func outline(_ items: [DisplayItem]) -> [OutlinedItem] {
            items.flatMap { item -> [OutlinedItem] in
                switch item {
                case .fill(let p, let c, let rule, let crisp): return [.fill(p, c, rule, crisp: crisp)]
                case .stroke(let p, let s): return [.stroke(p, s)]
                case .material(let p, let rule, let m): return [.material(p, rule, m)]
                case .group(let g): return [.group(g.effect, clip: g.clip, outline(g.items))]
                case .text(let t):
                    let paths = measurer.runOutlines(t)
                    return t.content.runs.indices.compactMap { i in
                        paths[i].isEmpty ? nil : .fill(paths[i], t.content.runs[i].color, .nonZero, crisp: false)
                    }
                case .svg:
                    preconditionFailure("Layout.outlined: an SVG picture cannot be outlined")
                }
            }
        }
        return OutlinedList(size: list.size, items: outline(list.items))
    }
}
