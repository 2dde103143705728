import Foundation
import Geometry
import Nodes

/// A flat 2D picture laid on a plane in the world: the facade on the building's front, the
/// finder on its roof. Mapping every path point by point through the camera keeps it vector
/// (never a bitmap), so the 3D frame can equal the 2D one exactly when the plane faces the eye.
public struct PlaneTexture: Sendable {
    /// Where the picture's (0, 0) lands, and the world vectors of one unit along its x and y.
    public var origin: Vec3
    public var u: Vec3
    public var v: Vec3
    /// Resolved and outlined: only geometry can be projected.
    public var list: OutlinedList
    /// The same picture before outlining, drawn instead when the plane faces the eye square on:
    /// then the projection is an affine map (scale + translation), and text keeps exactly the
    /// rendering it has on a flat screen. nil: always use `list`.
    public var unoutlined: DisplayList?
    /// The picture's own extent, if what it draws beyond must be cut off (a facade's brick
    /// joints run past its edges, which a flat screen's canvas cuts but a wall in 3D does not).
    public var clippedTo: Size?

    public init(origin: Vec3, u: Vec3, v: Vec3, list: OutlinedList, unoutlined: DisplayList? = nil, clippedTo: Size? = nil) {
        self.origin = origin; self.u = u; self.v = v; self.list = list; self.unoutlined = unoutlined
        self.clippedTo = clippedTo
    }

    /// The projection of the plane as a 2D transform when it is one: the plane parallel to the
    /// image plane (both axes perpendicular to the view axis), where depth is constant.
    public func affine(_ pr: Projector) -> Transform? {
        let f = pr.camera.forward
        guard abs(u.dot(f)) <= 1e-12 * u.length, abs(v.dot(f)) <= 1e-12 * v.length else { return nil }
        let o = pr.projectUnclipped(origin), x = pr.projectUnclipped(origin + u), y = pr.projectUnclipped(origin + v)
        return Transform(a: x.x - o.x, b: x.y - o.y, c: y.x - o.x, d: y.y - o.y, tx: o.x, ty: o.y)
    }

    /// The world point of picture point `p`.
    public func world(_ p: Point) -> Vec3 { origin + u * p.x + v * p.y }

    /// The picture's items in screen space. Curves are subdivided until the projected polyline
    /// stays within `tolerance` screen points of the true projected curve; strokes and blurs
    /// scale by the plane's local magnification. - Precondition: the plane's drawn area lies in
    /// front of the near plane (the caller culls or clips the face first).
    public func projected(by pr: Projector, tolerance: Double) -> [DisplayItem] {
        if let t = affine(pr) {
            return unoutlined.map { $0.items.map { $0.applying(t) } } ?? list.items.map { $0.displayItem.applying(t) }
        }
        let map = { (p: Point) in pr.projectUnclipped(self.world(p)) }
        func path(_ p: Path) -> Path { Flattener(map: map, tolerance: tolerance).flatten(p) }
        func project(_ item: OutlinedItem) -> DisplayItem {
            switch item {
            case .fill(let p, let c, let rule, let crisp):
                return .fill(path(p), c, rule, crisp: crisp)
            case .stroke(let p, var s):
                let k = magnification(at: p.controlBounds?.center ?? .zero, pr)
                s.width *= k; s.dash = s.dash.map { $0 * k }
                return .stroke(path(p), s)
            case .group(var e, let clip, let items):
                if let b = clip?.controlBounds { e.blur *= magnification(at: b.center, pr) }
                return .group(DisplayGroup(e, clip: clip.map(path), items.map(project)))
            case .material(let p, let rule, var m):
                m.blurRadius *= magnification(at: p.controlBounds?.center ?? .zero, pr)
                return .material(path(p), rule, m)
            }
        }
        let items = list.items.map(project)
        guard let size = clippedTo else { return items }
        // A plane's rectangle projects to a quadrilateral: straight edges, no flattening needed.
        let corners = [Point(0, 0), Point(size.width, 0), Point(size.width, size.height), Point(0, size.height)].map(map)
        return [.group(DisplayGroup(GroupEffect(), clip: Path(polygon: corners), items))]
    }

    /// Screen length per picture length near `p`: √|det J| of the projective map's Jacobian.
    func magnification(at p: Point, _ pr: Projector) -> Double {
        let d = 0.5
        let a = pr.projectUnclipped(world(p)), b = pr.projectUnclipped(world(Point(p.x + d, p.y)))
        let c = pr.projectUnclipped(world(Point(p.x, p.y + d)))
        let det = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
        return abs(det).squareRoot() / d
    }
}
