import Geometry

/// Screen polygons: the few operations a painter needs to lay one face a little under another.
public enum ConvexClip {
    /// Twice the signed area of `pts` (positive counter-clockwise in a y-up frame).
    public static func signedArea(_ pts: [Point]) -> Double {
        var a = 0.0
        for i in pts.indices {
            let p = pts[i], q = pts[(i + 1) % pts.count]
            a += p.x * q.y - q.x * p.y
        }
        return a
    }

    /// `pts` wound with a positive signed area, so polygons filled together in one nonzero
    /// path add up where they overlap, never cancel.
    public static func positive(_ pts: [Point]) -> [Point] { signedArea(pts) < 0 ? pts.reversed() : pts }

    /// `subject` cut to the convex polygon `clip` (either winding): Sutherland–Hodgman.
    /// Empty when they do not overlap.
    public static func clip(_ subject: [Point], to clip: [Point]) -> [Point] {
        guard clip.count >= 3 else { return [] }
        let s: Double = signedArea(clip) < 0 ? -1 : 1
        var out = subject
        for i in clip.indices where !out.isEmpty {
            let a = clip[i], b = clip[(i + 1) % clip.count]
            func side(_ p: Point) -> Double { s * ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) }
            let input = out
            out = []
            for j in input.indices {
                let p = input[j], q = input[(j + 1) % input.count]
                let sp = side(p), sq = side(q)
                if sp >= 0 { out.append(p) }
                if (sp >= 0) != (sq >= 0) { out.append(Point.lerp(p, q, sp / (sp - sq))) }
            }
        }
        return out.count >= 3 ? out : []
    }

    /// The strip `width` wide along the edge a–b on the side of `towards`, cut to `clip`: what a
    /// face drawn first lays under the neighbour `clip` that shares that edge.
    public static func strip(_ a: Point, _ b: Point, towards c: Point, width: Double, within clip: [Point]) -> [Point] {
        let d = b - a, l = (d.x * d.x + d.y * d.y).squareRoot()
        guard l > 0 else { return [] }
        var n = Point(-d.y / l, d.x / l)
        if (c.x - a.x) * n.x + (c.y - a.y) * n.y < 0 { n = n * -1 }
        return Self.clip([a, b, b + n * width, a + n * width], to: clip)
    }
}
