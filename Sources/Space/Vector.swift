import Foundation

/// A point or direction in the world, in QR modules: x east (columns), y up, z south (rows).
/// SIMD3 keeps the arithmetic vectorised; these helpers add the few products a projector needs.
public typealias Vec3 = SIMD3<Double>

extension SIMD3 where Scalar == Double {
    public func dot(_ o: Vec3) -> Double { x * o.x + y * o.y + z * o.z }
    public func cross(_ o: Vec3) -> Vec3 { Vec3(y * o.z - z * o.y, z * o.x - x * o.z, x * o.y - y * o.x) }
    public var length: Double { dot(self).squareRoot() }
    /// The unit vector along `self`. - Precondition: not the zero vector.
    public var normalized: Vec3 {
        let l = length
        precondition(l > 0, "cannot normalise the zero vector")
        return self / l
    }
    /// Linear interpolation: `a` at t = 0, `b` at t = 1.
    public static func lerp(_ a: Vec3, _ b: Vec3, _ t: Double) -> Vec3 { a + (b - a) * t }
}
