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
