import Foundation
import Geometry

/// A pinhole camera: where it stands, where it looks (pitch about the world x axis, then yaw
/// about y), how wide it sees, and the screen it draws on (points, y down, principal point at
/// the centre as a phone camera has it).
///
/// Pitch 0 looks north (−z) along the ground; −π/2 looks straight down with screen-up = north,
/// so the QR grid seen from above reads as printed.
public struct Camera: Hashable, Sendable {
    public var position: Vec3
    /// Radians; 0 horizontal, negative looks down. In −π/2 … π/2.
    public var pitch: Double
    /// Radians about world +y; 0 faces north (−z).
    public var yaw: Double
    /// Vertical field of view, radians, in 0 … π.
    public var fieldOfView: Double
    public var screen: Size
    /// Distance in front of the eye below which geometry is clipped away (world units, > 0).
    public var near: Double
    /// A lens shift: how far below the screen's centre the principal point lies, in screen
    /// points (0: centred). Moves the horizon without tilting the picture plane, as a shift
    /// lens does, so a facade seen square on stays undistorted wherever it sits on screen.
    public var principalOffset: Double = 0

    public init(position: Vec3, pitch: Double, yaw: Double = 0, fieldOfView: Double, screen: Size, near: Double) {
        precondition(fieldOfView > 0 && fieldOfView < .pi, "field of view must be in 0…π")
        precondition(near > 0, "near plane must be in front of the eye")
        self.position = position; self.pitch = pitch; self.yaw = yaw
        self.fieldOfView = fieldOfView; self.screen = screen; self.near = near
    }

    /// Screen points per world unit at distance 1: what makes a module 12 pt at depth f / 12.
    public var focalLength: Double { screen.height / 2 / tan(fieldOfView / 2) }

    /// Unit vectors of the eye in the world: right, up and forward (the view axis).
    public var forward: Vec3 { Vec3(-sin(yaw) * cos(pitch), sin(pitch), -cos(yaw) * cos(pitch)) }
    public var up: Vec3 { Vec3(-sin(yaw) * -sin(pitch), cos(pitch), -cos(yaw) * -sin(pitch)) }
    public var right: Vec3 { forward.cross(up) }

    /// World → eye space (x right, y up, −z forward), a rigid motion.
    public var view: Matrix4 {
        let r = right, u = up, b = -forward, p = position
        return Matrix4(rows: SIMD4(r.x, r.y, r.z, -r.dot(p)), SIMD4(u.x, u.y, u.z, -u.dot(p)),
                       SIMD4(b.x, b.y, b.z, -b.dot(p)), SIMD4(0, 0, 0, 1))
    }
    /// Eye space → homogeneous screen points: (x·w, y·w, depth, w) with w = depth along the
    /// view axis, so dividing by w gives screen points (y down) directly.
    public var projection: Matrix4 {
        let f = focalLength, cx = screen.width / 2, cy = screen.height / 2 + principalOffset
        return Matrix4(rows: SIMD4(f, 0, -cx, 0), SIMD4(0, -f, -cy, 0), SIMD4(0, 0, -1, 0), SIMD4(0, 0, -1, 0))
    }
    /// World → homogeneous screen: `projection * view`.
    public var matrix: Matrix4 { projection * view }
}
