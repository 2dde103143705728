import Geometry

/// Maps a path through a non-affine map (a perspective projection) as line segments only.
/// A projected line stays a line, so lines map by their end points; a projected Bézier is a
/// rational curve, so curves are split (de Casteljau, in picture space) until the mapped curve
/// stays within `tolerance` of its chord. The test is rigorous, not sampled: a perspective
/// image of a Bézier is a rational Bézier on the mapped control points with positive weights
/// (all in front of the eye), so it lies in their convex hull, and the distance to a segment
/// is convex, so its maximum over the hull is at a mapped control point.
public struct Flattener {
    public var map: (Point) -> Point
    /// Screen points; 1/4 device pixel at the largest export scale.
    public var tolerance: Double
    /// Halvings at most: 2⁻¹² of a curve is far below a pixel for any sane picture.
    static let maxDepth = 12

    public init(map: @escaping (Point) -> Point, tolerance: Double) {
        precondition(tolerance > 0, "tolerance must be positive")
        self.map = map; self.tolerance = tolerance
    }

    public func flatten(_ path: Path) -> Path {
        var out = Path()
        var cur = Point.zero
        for e in path.elements {
            switch e {
            case .move(let p): out.move(to: map(p)); cur = p
            case .line(let p): out.line(to: map(p)); cur = p
            case .quad(let c, let p):
                // The exact cubic of a quadratic (degree elevation).
                let c1 = cur + (c - cur) * (2.0 / 3.0), c2 = p + (c - p) * (2.0 / 3.0)
                cubic(cur, c1, c2, p, map(cur), map(p), 0, &out); cur = p
            case .cubic(let c1, let c2, let p): cubic(cur, c1, c2, p, map(cur), map(p), 0, &out); cur = p
            case .close: out.close()
            }
        }
        return out
    }

    /// Appends lines approximating the mapped cubic p0…p3 (`m0`, `m3` its mapped ends).
    func cubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ m0: Point, _ m3: Point,
               _ depth: Int, _ out: inout Path) {
        func at(_ t: Double) -> Point {
            let s = 1 - t
            return p0 * (s * s * s) + p1 * (3 * s * s * t) + p2 * (3 * s * t * t) + p3 * (t * t * t)
        }
        let flat = depth >= Self.maxDepth
            || (Self.distance(map(p1), m0, m3) <= tolerance && Self.distance(map(p2), m0, m3) <= tolerance)
        if flat { out.line(to: m3); return }
        let mid = map(at(0.5))
        // de Casteljau split at t = 1/2.
        let a = Point.lerp(p0, p1, 0.5), b = Point.lerp(p1, p2, 0.5), c = Point.lerp(p2, p3, 0.5)
        let ab = Point.lerp(a, b, 0.5), bc = Point.lerp(b, c, 0.5), m = Point.lerp(ab, bc, 0.5)
        cubic(p0, a, ab, m, m0, mid, depth + 1, &out)
        cubic(m, bc, c, p3, mid, m3, depth + 1, &out)
    }

    /// Distance from `p` to the segment a–b.
    static func distance(_ p: Point, _ a: Point, _ b: Point) -> Double {
        let d = b - a, l2 = d.x * d.x + d.y * d.y
        let t = l2 == 0 ? 0 : max(0, min(1, ((p.x - a.x) * d.x + (p.y - a.y) * d.y) / l2))
        let q = a + d * t, e = p - q
        return (e.x * e.x + e.y * e.y).squareRoot()
    }
}
