import Foundation

/// An affine transform mapping (x, y) to (a·x + c·y + tx, b·x + d·y + ty), as Cairo's and
/// Core Graphics' matrices do.
///
/// Order of operations is in the names: `t.preConcat(u)` applies `u` first, then `t`;
/// `t.postConcat(u)` applies `t` first, then `u`.
public struct Transform: Hashable, Sendable {
    public var a, b, c, d, tx, ty: Double
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    public static func translation(_ x: Double, _ y: Double) -> Transform {
        Transform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }
    public static func scale(_ sx: Double, _ sy: Double) -> Transform {
        Transform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }
    /// Rotation by `radians`; positive turns +x towards +y (clockwise on screen, y down).
    public static func rotation(_ radians: Double) -> Transform {
        let s = sin(radians), co = cos(radians)
        return Transform(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }

    public func apply(_ p: Point) -> Point {
        Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
    }
    /// `self` after `first`: the result maps p to self(first(p)).
    public func preConcat(_ first: Transform) -> Transform {
        Transform(a: a * first.a + c * first.b, b: b * first.a + d * first.b,
                  c: a * first.c + c * first.d, d: b * first.c + d * first.d,
                  tx: a * first.tx + c * first.ty + tx, ty: b * first.tx + d * first.ty + ty)
    }
    /// `then` after `self`: the result maps p to then(self(p)).
    public func postConcat(_ then: Transform) -> Transform { then.preConcat(self) }

    public var isIdentity: Bool { self == .identity }
    /// The factor by which lengths grow, on average (geometric mean of the axes' scales).
    public var meanScale: Double { (abs(a * d - b * c)).squareRoot() }
}

