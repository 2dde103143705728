import Foundation
import Geometry
import Space

/// The reveal's camera as a pure function of time: keyframes (a) street level, (b) straight
/// down over the roof, (c) pulled back over the whole code, then held while (d) flattens.
/// Each segment eases in-out. Within the tilt (a → b) the eye moves over the ground along the
/// eased progress and climbs along it raised to `climbLag` (it nears the facade before it
/// rises: the view never clears the roof into open sky), and the pitch is whatever puts the shopfront's top edge where a path
/// moving one way on screen says: from where (a) shows it to where (b) would, along the eased
/// progress. So the tilt reads as one motion (it bounced: the edge rose 100 pt, then fell 400),
/// and the camera looks down as fast as it climbs (it never sees the street's end). In the
/// pull-back (b → c) the eye moves across (x) over the first `centring` of it, and only rises
/// and moves along (z) after, so the code comes into view framed left and right as it lands
/// (moving across all the way, it drifted off-centre).
struct RevealCamera: Sendable {
    let style: RevealStyle
    /// Keyframe cameras.
    let a, b, c: Camera
    /// The point followed through the tilt: the shopfront's top edge, mid-facade (world units),
    /// and where (a) and (b) put it on screen (y, points).
    let followed: Vec3
    let followedY: (a: Double, b: Double)

    /// - Parameters:
    ///   - building: the building's footprint (modules) and height (modules).
    ///   - facade: the facade picture's size in points; screen 1 draws it at (0, `facadeTop`).
    ///   - qrOrigin, qrModule: where screen 2 draws the code's top-left, and its module size.
    init(_ s: RevealStyle, building: Footprint, height: Double, facade: Size, facadeTop: Double = 0,
         shopTop: Double, qrOrigin: Point, qrModule: Double) {
        style = s
        func cam(_ p: Vec3, _ pitch: Double) -> Camera {
            Camera(position: p, pitch: pitch, fieldOfView: s.fieldOfView, screen: s.canvas, near: s.near)
        }
        let f = cam(.zero, 0).focalLength
        let cx = s.canvas.width / 2, cy = s.canvas.height / 2
        // (a) Facing the front (z = z1) square on: a plane perpendicular to the view axis projects
        // by a pure scale k = f / distance, so choose the distance that makes k screen 1's scale,
        // and put the eye where screen 1's facade point under the principal point is.
        let k = facade.width / Double(building.x1 - building.x0)       // points per module on screen 1
        // Where screen 1 puts the facade high (a short screen, `facadeTop` < 0), a centred
        // horizon would put the eye under the ground; the lens shifts the horizon up to keep the
        // eye `minimumEyeLift` of the facade's height above the street, then shifts back by (b).
        let bottom = facade.height + facadeTop
        let shift = min(0, bottom - Self.minimumEyeLift * facade.height - cy)
        let eyeA = Vec3(Double(building.x0) + cx / k, height - (cy + shift - facadeTop) / k, Double(building.z1) + f / k)
        var camA = cam(eyeA, 0)
        camA.principalOffset = shift
        a = camA
        // (b) Straight down over the roof's centre, `overheadWidth` modules of ground across.
        let mid = Vec3(Double(building.x0 + building.x1) / 2, 0, Double(building.z0 + building.z1) / 2)
        b = cam(Vec3(mid.x, s.overheadWidth * f / s.canvas.width, mid.z), -.pi / 2)
        // (c) Straight down at the height where a ground module is `qrModule` points, over the
        // ground point screen 2 shows at the principal point.
        c = cam(Vec3((cx - qrOrigin.x) / qrModule, f / qrModule, (cy - qrOrigin.y) / qrModule), -.pi / 2)
        followed = Vec3(mid.x, height - shopTop / k, Double(building.z1))
        followedY = (Self.screenY(followed, a), Self.screenY(followed, b))
    }

    /// The elevation of `p` seen from `eye`, from the horizontal ahead (−z), in (−π, π].
    static func elevation(_ p: Vec3, from eye: Vec3) -> Double { atan2(p.y - eye.y, eye.z - p.z) }

    /// Where a camera that only pitches puts `p` on screen (y, points): the centre, shifted by
    /// the lens, less f · tan of the angle between `p` and the view axis.
    static func screenY(_ p: Vec3, _ cam: Camera) -> Double {
        cam.screen.height / 2 + cam.principalOffset - cam.focalLength * tan(elevation(p, from: cam.position) - cam.pitch)
    }

    /// The pitch that puts `p` at screen `y` (the inverse of `screenY`).
    static func pitch(putting p: Vec3, at y: Double, _ cam: Camera) -> Double {
        elevation(p, from: cam.position) - atan((cam.screen.height / 2 + cam.principalOffset - y) / cam.focalLength)
    }

    /// Eased progress of the segment that runs `from` for `length` seconds.
    func progress(_ t: Double, from: Double, length: Double) -> Double {
        style.curve(max(0, min(1, (t - from) / length)))
    }

    /// The eye's least height over the street at (a), as a share of the facade's height (the
    /// design device has 0.15: its horizon is 74 pt above the facade's foot).
    static let minimumEyeLift = 0.12

    func camera(at t: Double) -> Camera {
        let k = style.keyTimes
        if t < k[1] {
            let s = progress(t, from: k[0], length: style.pitch)
            var cam = a
            // Over the ground along the eased progress; up along it raised to `climbLag`.
            let over = Vec3.lerp(a.position, b.position, s), up = a.position.y + (b.position.y - a.position.y) * pow(s, style.climbLag)
            cam.position = Vec3(over.x, up, over.z)
            cam.principalOffset = a.principalOffset * (1 - s)
            cam.pitch = s <= 0 ? a.pitch : s >= 1 ? b.pitch
                : Self.pitch(putting: followed, at: followedY.a + (followedY.b - followedY.a) * s, cam)
            return cam
        }
        // Up and along (z) the pull-back's progress; across (x) over its first `centring`.
        let s = progress(t, from: k[1], length: style.pullBack)
        let across = progress(t, from: k[1], length: style.pullBack * style.centring)
        var cam = b
        let along = Vec3.lerp(b.position, c.position, s)
        cam.position = Vec3(b.position.x + (c.position.x - b.position.x) * across, along.y, along.z)
        return cam
    }

    /// (c): 0 over the roof, 1 over the whole code.
    func pullBack(at t: Double) -> Double { progress(t, from: style.keyTimes[1], length: style.pullBack) }

    /// (d): 0 standing, 1 flat and in screen 2's colours.
    func flatten(at t: Double) -> Double { progress(t, from: style.keyTimes[2], length: style.flatten) }
}
