import Geometry

/// The outline of a shape node, resolved against the rectangle layout gives it.
public enum ShapeKind: Hashable, Sendable {
    case rect(CornerRadii)
    case capsule
    case ellipse
    /// A path in the node's local coordinates, drawn as it is (not scaled to the frame).
    case path(Path, FillRule)
    /// A path drawn in `viewBox` coordinates, scaled uniformly to fit the frame and centred
    /// (how icons are drawn: a 24 × 24 design scaled to the size in use).
    case icon(Path, viewBox: Rect, FillRule)

    public func path(in r: Rect) -> Path {
        switch self {
        case .rect(let radii): radii == CornerRadii() ? .rect(r) : .roundedRect(r, radii: radii)
        case .capsule: .capsule(r)
        case .ellipse: .ellipse(in: r)
        case .path(let p, _): p.applying(.translation(r.minX, r.minY))
        case .icon(let p, let box, _):
            p.applying(Self.fit(box, into: r))
        }
    }
    public var fillRule: FillRule {
        switch self {
        case .path(_, let rule), .icon(_, _, let rule): rule
        default: .nonZero
        }
    }
    static func fit(_ box: Rect, into r: Rect) -> Transform {
        guard box.width > 0, box.height > 0 else { return .identity }
        let k = min(r.width / box.width, r.height / box.height)
        let dx = r.minX + (r.width - box.width * k) / 2 - box.minX * k
        let dy = r.minY + (r.height - box.height * k) / 2 - box.minY * k
        return Transform(a: k, b: 0, c: 0, d: k, tx: dx, ty: dy)
    }
}

/// How a stroke is drawn. `width == 0` is a hairline: one device pixel at any scale.
public struct Stroke: Hashable, Sendable {
    public enum Cap: Sendable { case butt, round, square }
    public enum Join: Sendable { case miter, round, bevel }
    public var color: Color
    public var width: Double
    public var cap: Cap
    public var join: Join
    public var dash: [Double]
    public init(_ color: Color, width: Double, cap: Cap = .butt, join: Join = .miter, dash: [Double] = []) {
        self.color = color; self.width = width; self.cap = cap; self.join = join; self.dash = dash
    }
    public static func hairline(_ color: Color) -> Stroke { Stroke(color, width: 0) }
}

public struct ShapeStyle: Hashable, Sendable {
    public var fill: Color?
    public var stroke: Stroke?
    /// Snap the shape's edges to whole device pixels and draw without antialiasing
    /// (the QR code's modules; crisp by construction at @1x/@2x/@3x).
    public var crisp: Bool = false
}

/// A shape waiting for its fill and stroke: `Circle().fill(c).stroke(.hairline(g))`.
public struct ShapeNode: NodeConvertible, Sendable {
    public var kind: ShapeKind
    public var style = ShapeStyle()
    public init(_ kind: ShapeKind) { self.kind = kind }
    public var node: Node { Node(.shape(kind, style)) }

    public func fill(_ c: Color) -> ShapeNode { var s = self; s.style.fill = c; return s }
    public func stroke(_ c: Color, width: Double, cap: Stroke.Cap = .butt, join: Stroke.Join = .miter, dash: [Double] = []) -> ShapeNode {
        stroke(Stroke(c, width: width, cap: cap, join: join, dash: dash))
    }
    public func stroke(_ s: Stroke) -> ShapeNode { var n = self; n.style.stroke = s; return n }
    /// Edges on whole device pixels, no antialiasing.
    public func crisp() -> ShapeNode { var s = self; s.style.crisp = true; return s }
    /// Fills with a frosted material instead of a colour.
    public func material(_ m: Material) -> Node { Node(.material(kind, m)) }
}

public func Rectangle(cornerRadius r: Double = 0) -> ShapeNode { ShapeNode(.rect(CornerRadii(all: r))) }
public func Rectangle(cornerRadii: CornerRadii) -> ShapeNode { ShapeNode(.rect(cornerRadii)) }
public func Capsule() -> ShapeNode { ShapeNode(.capsule) }
public func Circle() -> ShapeNode { ShapeNode(.ellipse) }
public func Ellipse() -> ShapeNode { ShapeNode(.ellipse) }
/// A path in local coordinates (for illustrations drawn on a `Canvas`).
public func PathShape(_ p: Path, rule: FillRule = .nonZero) -> ShapeNode { ShapeNode(.path(p, rule)) }
/// A path designed in `viewBox`, scaled to fit its frame.
public func Icon(_ p: Path, viewBox: Rect, rule: FillRule = .nonZero) -> ShapeNode { ShapeNode(.icon(p, viewBox: viewBox, rule)) }
/// An SVG document drawn through librsvg.
public func SVGImage(_ source: SVGSource) -> Node { Node(.svg(source)) }
/// Geometry already resolved (a projected 3D scene) placed in a tree, at the node's origin,
/// taking the list's size.
public func GeometryNode(_ list: DisplayList) -> Node { Node(.geometry(list)) }
