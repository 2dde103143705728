import Geometry

/// One of a box's six faces, named by its outward normal.
public enum BoxFace: CaseIterable, Hashable, Sendable {
    case top, bottom, north, south, west, east   // +y, −y, −z, +z, −x, +x

    public var normal: Vec3 {
        switch self {
        case .top: Vec3(0, 1, 0)
        case .bottom: Vec3(0, -1, 0)
        case .north: Vec3(0, 0, -1)
        case .south: Vec3(0, 0, 1)
        case .west: Vec3(-1, 0, 0)
        case .east: Vec3(1, 0, 0)
        }
    }
}

/// An axis-aligned box: a QR block or the building. Faces come out counter-clockwise seen
/// from outside, so all of a box's front faces project with the same winding and their union
/// can be filled as one seamless path.
public struct Box: Hashable, Sendable {
    public var min: Vec3
    public var max: Vec3

    /// - Precondition: `min` ≤ `max` on every axis.
    public init(min: Vec3, max: Vec3) {
        precondition(min.x <= max.x && min.y <= max.y && min.z <= max.z, "box with negative extent")
        self.min = min; self.max = max
    }

    /// The face's four corners, counter-clockwise seen from outside (right-handed about the normal).
    public func corners(_ f: BoxFace) -> [Vec3] {
        let a = min, b = max
        switch f {
        case .top: return [Vec3(a.x, b.y, a.z), Vec3(a.x, b.y, b.z), Vec3(b.x, b.y, b.z), Vec3(b.x, b.y, a.z)]
        case .bottom: return [Vec3(a.x, a.y, a.z), Vec3(b.x, a.y, a.z), Vec3(b.x, a.y, b.z), Vec3(a.x, a.y, b.z)]
        case .north: return [Vec3(a.x, a.y, a.z), Vec3(a.x, b.y, a.z), Vec3(b.x, b.y, a.z), Vec3(b.x, a.y, a.z)]
        case .south: return [Vec3(a.x, a.y, b.z), Vec3(b.x, a.y, b.z), Vec3(b.x, b.y, b.z), Vec3(a.x, b.y, b.z)]
        case .west: return [Vec3(a.x, a.y, a.z), Vec3(a.x, a.y, b.z), Vec3(a.x, b.y, b.z), Vec3(a.x, b.y, a.z)]
        case .east: return [Vec3(b.x, a.y, a.z), Vec3(b.x, b.y, a.z), Vec3(b.x, b.y, b.z), Vec3(b.x, a.y, b.z)]
        }
    }

    /// A point on the face's plane (its first corner).
    public func anchor(_ f: BoxFace) -> Vec3 { corners(f)[0] }

    /// The faces turned towards the eye (back-face culling), skipping `hidden` ones (faces that
    /// touch a neighbour are interior) and faces of zero area.
    public func frontFaces(_ pr: Projector, hidden: Set<BoxFace> = []) -> [BoxFace] {
        BoxFace.allCases.filter { f in
            !hidden.contains(f) && area(f) > 0 && pr.faces(normal: f.normal, at: anchor(f))
        }
    }

    func area(_ f: BoxFace) -> Double {
        let d = max - min
        switch f {
        case .top, .bottom: return d.x * d.z
        case .north, .south: return d.x * d.y
        case .west, .east: return d.y * d.z
        }
    }
}
