/// A 4 × 4 matrix on SIMD4 columns, acting on column vectors (`m * v`). Apple's `simd` matrix
/// types do not exist on Linux; a projector needs only products, so this is all there is.
public struct Matrix4: Hashable, Sendable {
    /// Columns 0…3: `m[c][r]` is row r of column c.
    public var columns: (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>)

    public init(_ c0: SIMD4<Double>, _ c1: SIMD4<Double>, _ c2: SIMD4<Double>, _ c3: SIMD4<Double>) {
        columns = (c0, c1, c2, c3)
    }
    /// From rows, as matrices are written on paper.
    public init(rows r0: SIMD4<Double>, _ r1: SIMD4<Double>, _ r2: SIMD4<Double>, _ r3: SIMD4<Double>) {
        self.init(SIMD4(r0.x, r1.x, r2.x, r3.x), SIMD4(r0.y, r1.y, r2.y, r3.y),
                  SIMD4(r0.z, r1.z, r2.z, r3.z), SIMD4(r0.w, r1.w, r2.w, r3.w))
    }
    public static let identity = Matrix4(SIMD4(1, 0, 0, 0), SIMD4(0, 1, 0, 0), SIMD4(0, 0, 1, 0), SIMD4(0, 0, 0, 1))

    public static func == (a: Matrix4, b: Matrix4) -> Bool {
        a.columns.0 == b.columns.0 && a.columns.1 == b.columns.1 && a.columns.2 == b.columns.2 && a.columns.3 == b.columns.3
    }
    public func hash(into h: inout Hasher) {
        h.combine(columns.0); h.combine(columns.1); h.combine(columns.2); h.combine(columns.3)
    }

    /// `m * v`.
    public static func * (m: Matrix4, v: SIMD4<Double>) -> SIMD4<Double> {
        m.columns.0 * v.x + m.columns.1 * v.y + m.columns.2 * v.z + m.columns.3 * v.w
    }
    /// `a * b`: applies `b` first, then `a`.
    public static func * (a: Matrix4, b: Matrix4) -> Matrix4 {
        Matrix4(a * b.columns.0, a * b.columns.1, a * b.columns.2, a * b.columns.3)
    }
    /// A world point (w = 1) through the matrix.
    public func apply(_ p: Vec3) -> SIMD4<Double> { self * SIMD4(p.x, p.y, p.z, 1) }
}
