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

/// A set of a box's faces, one bit each.
public struct BoxFaces: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public init(_ f: BoxFace) {
        switch f {
        case .top: rawValue = 1
        case .bottom: rawValue = 2
        case .north: rawValue = 4
        case .south: rawValue = 8
        case .west: rawValue = 16
        case .east: rawValue = 32
        }
    }
    public static let top = BoxFaces(.top), bottom = BoxFaces(.bottom), north = BoxFaces(.north)
    public static let south = BoxFaces(.south), west = BoxFaces(.west), east = BoxFaces(.east)
    public init(_ faces: Set<BoxFace>) { self = faces.reduce(into: BoxFaces()) { $0.insert(BoxFaces($1)) } }
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
    public func anchor(_ f: BoxFace) -> Vec3 {
        switch f {
        case .top: return Vec3(min.x, max.y, min.z)
        case .bottom, .north, .west: return min
        case .south: return Vec3(min.x, min.y, max.z)
        case .east: return Vec3(max.x, min.y, min.z)
        }
    }

    /// The faces turned towards the eye (back-face culling), skipping `hidden` ones (faces that
    /// touch a neighbour are interior) and faces of zero area.
    public func frontFaces(_ pr: Projector, hidden: Set<BoxFace> = []) -> [BoxFace] {
        frontFaces(pr, hidden: BoxFaces(hidden))
    }

    /// `frontFaces` with the hidden faces as a bit set (no hashing: called per box per frame).
    public func frontFaces(_ pr: Projector, hidden: BoxFaces) -> [BoxFace] {
        BoxFace.allCases.filter { f in
            !hidden.contains(BoxFaces(f)) && area(f) > 0 && pr.faces(normal: f.normal, at: anchor(f))
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
