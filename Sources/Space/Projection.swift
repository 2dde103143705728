import Geometry

/// World points to screen points through one camera. Polygons are clipped against the near
/// plane in homogeneous space BEFORE the divide: a vertex behind the eye would otherwise land
/// mirrored on the far side of the screen.
public struct Projector: Sendable {
    public let camera: Camera
    /// `camera.matrix`, computed once per frame.
    public let matrix: Matrix4

    public init(_ camera: Camera) { self.camera = camera; matrix = camera.matrix }

    /// Homogeneous screen coordinates: (x·w, y·w, depth, w).
    public func clip(_ p: Vec3) -> SIMD4<Double> { matrix.apply(p) }

    /// Depth along the view axis (positive in front of the eye).
    public func depth(_ p: Vec3) -> Double { clip(p).w }

    /// The screen point of `p`, or nil when `p` is closer than the near plane.
    public func project(_ p: Vec3) -> Point? {
        let c = clip(p)
        guard c.w >= camera.near else { return nil }
        return Point(c.x / c.w, c.y / c.w)
    }

    /// A point already known to be in front of the near plane (a texture on a face that is).
    public func projectUnclipped(_ p: Vec3) -> Point {
        let c = clip(p)
        return Point(c.x / c.w, c.y / c.w)
    }

    /// The polygon `pts` (a closed loop, planar or not) clipped to the half-space in front of
    /// the near plane (Sutherland–Hodgman on w ≥ near, interpolating homogeneous coordinates,
    /// which is exact because projection is linear before the divide), then projected.
    /// Empty when nothing is in front.
    public func projectPolygon(_ pts: [Vec3]) -> [Point] {
        let hs = pts.map(clip)
        let near = camera.near
        var out: [SIMD4<Double>] = []
        out.reserveCapacity(hs.count + 2)
        for i in hs.indices {
            let a = hs[i], b = hs[(i + 1) % hs.count]
            let ina = a.w >= near, inb = b.w >= near
            if ina { out.append(a) }
            if ina != inb {
                let t = (near - a.w) / (b.w - a.w)
                out.append(a + (b - a) * t)
            }
        }
        return out.map { Point($0.x / $0.w, $0.y / $0.w) }
    }

    /// Whether the face with outward `normal` through `point` turns towards the eye
    /// (back faces of a closed solid are always hidden by its front faces).
    public func faces(normal: Vec3, at point: Vec3) -> Bool {
        normal.dot(camera.position - point) > 0
    }
}

extension Path {
    /// A closed polygon through `pts` (nothing for fewer than three points).
    public static func polygon(_ pts: [Point]) -> Path {
        guard pts.count >= 3 else { return Path() }
        return Path(polygon: pts)
    }
}

extension Projector {
    /// Whether the box certainly projects outside `screen` (every corner in front of the near
    /// plane and beyond the same edge of the screen): nothing of it can be seen, so a frame
    /// need not draw it. Conservative — a box it keeps may still be off screen.
    public func isOutside(_ box: Box, screen: Rect) -> Bool {
        var left = true, right = true, above = true, below = true
        let near = camera.near
        for i in 0..<8 {
            let p = Vec3(i & 1 == 0 ? box.min.x : box.max.x, i & 2 == 0 ? box.min.y : box.max.y,
                         i & 4 == 0 ? box.min.z : box.max.z)
            let c = clip(p)
            guard c.w >= near else { return false }
            let x = c.x / c.w, y = c.y / c.w
            left = left && x < screen.minX; right = right && x > screen.maxX
            above = above && y < screen.minY; below = below && y > screen.maxY
            if !(left || right || above || below) { return false }
        }
        return true
    }
}
