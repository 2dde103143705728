/// A grid-aligned footprint on the ground (x east, z south), in whole modules: x0 < x1, z0 < z1.
public struct Footprint: Hashable, Sendable {
    public var x0, z0, x1, z1: Int
    public init(x0: Int, z0: Int, x1: Int, z1: Int) {
        precondition(x0 < x1 && z0 < z1, "empty footprint")
        self.x0 = x0; self.z0 = z0; self.x1 = x1; self.z1 = z1
    }
    public static func cell(_ x: Int, _ z: Int) -> Footprint { Footprint(x0: x, z0: z, x1: x + 1, z1: z + 1) }
    /// Distance from `e` to the interval a…b (0 inside).
    public static func gap(_ e: Double, _ a: Int, _ b: Int) -> Double { max(0, Double(a) - e, e - Double(b)) }
}

/// An exact back-to-front order for boxes standing on the ground: unit blocks on the grid plus
/// one tall box (the building) whose footprint is a grid-aligned rectangle. Not centroid
/// sorting, which fails for neighbours of a large box.
///
/// Why it is exact. Every box stands on y = 0 and the eye is above the ground; a box is the
/// vertical prism over its footprint, so a ray from the eye meets box A before box B only if
/// its ground projection — a ray (or a point) from the eye's ground point E — meets A's
/// footprint before B's. Only these 2D orders matter.
///
/// 1. Blocks among themselves. Let M(c) = gx(c) + gz(c), the per-axis distances from E to the
///    cell's x- and z-intervals. If a ground ray from E passes through cell Y, then cell X, the
///    two are distinct cells, so separated on some axis, say x, with Y's interval between E and
///    X's along the ray's (monotone) x; then gx(X) ≥ gx(Y) + 1 > gx(Y) when E is outside Y's
///    interval, and gx(X) > 0 = gx(Y) when inside (the ray leaves Y's interior before X). On an
///    axis where they are not separated they share a row or column, so that term is equal; on a
///    separated axis it grows by the same argument. So M(X) > M(Y): drawing in decreasing M
///    never paints an occluded block over its occluder; blocks with equal M never overlap.
/// 2. The tall box T = [x0, x1] × [z0, z1]. Its front half-planes are {x ≥ x1} if E.x > x1,
///    {x ≤ x0} if E.x < x0 (none when x0 ≤ E.x ≤ x1), likewise in z. F = blocks in a front
///    half-plane, R = the rest. Draw R, then T, then F:
///    - f ∈ F lies beyond the line x = x1 (say) with E strictly on f's side while T and every
///      r ∈ R lie on the other side (an r on f's side would be in F): any ray from E meets f
///      before crossing the line, T and r after. So neither T nor R can occlude F.
///    - r ∈ R is disjoint from T, so a grid line x = x0, x = x1, z = z0 or z = z1 separates
///      them; E is on T's side of it (were E strictly on r's side, that side would be a front
///      half-plane containing r). So r cannot occlude T.
///    Within R and within F, part 1 holds.
public enum Visibility {
    /// One step of the drawing order.
    public enum Step: Hashable, Sendable { case block(Int), tall }

    /// Indices of `blocks` (unit cells, disjoint from `tall`) and the tall box, far to near,
    /// seen from eye ground point (`ex`, `ez`). - Complexity: O(n log n).
    public static func order(blocks: [Footprint], tall: Footprint?, ex: Double, ez: Double) -> [Step] {
        func key(_ c: Footprint) -> Double { Footprint.gap(ex, c.x0, c.x1) + Footprint.gap(ez, c.z0, c.z1) }
        // Sort once by decreasing M; ties by index keep the result stable across frames.
        let keys = blocks.map(key)
        let sorted = blocks.indices.sorted { i, j in
            let a = keys[i], b = keys[j]
            return a != b ? a > b : i < j
        }
        guard let t = tall else { return sorted.map(Step.block) }
        func inFront(_ c: Footprint) -> Bool {
            (ex > Double(t.x1) && c.x0 >= t.x1) || (ex < Double(t.x0) && c.x1 <= t.x0)
                || (ez > Double(t.z1) && c.z0 >= t.z1) || (ez < Double(t.z0) && c.z1 <= t.z0)
        }
        let rear = sorted.filter { !inFront(blocks[$0]) }, front = sorted.filter { inFront(blocks[$0]) }
        return rear.map(Step.block) + [.tall] + front.map(Step.block)
    }
}
