import Foundation
import Geometry
import Space

/// The reveal's camera as a pure function of time: keyframes (a) street level, (b) straight
/// down over the roof, (c) pulled back over the whole code, then held while (d) flattens.
/// Within the tilt (a → b) the eye swings round the point of the facade's plane level with it
/// at (a) (`pivot`): its angle, from face-on to over the roof, follows `leanCurve` over the
/// whole tilt, so the facade leans back from 4.0 s (along the ease-in-out it dollied in, then
/// flipped to the roof in 0.15 s); its distance from the pivot holds for the first `reachFrom`
/// of the tilt (moving out at once, the building narrowed and the frame's top corners saw past
/// it) and eases out to (b)'s over the rest. The pitch is whatever puts the shopfront's top
/// edge where a path moving one way on screen says: held where (a) shows it for the first
/// `edgeFrom` (the roof's edge stays above the frame while the eye is below it), then eased to
/// where (b) would. So the tilt reads as one motion (it bounced: the edge rose 100 pt, then
/// fell 400), and it never sees the street's end. The other segments ease in-out. In the
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
    /// What the eye swings round in the tilt (world units), and its angle (from face-on, up
    /// positive) and distance from it at (a) and (b).
    let pivot: Vec3
    let swing: (a: (angle: Double, reach: Double), b: (angle: Double, reach: Double))

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
        let o = Vec3(eyeA.x, eyeA.y, Double(building.z1))
        func polar(_ e: Vec3) -> (angle: Double, reach: Double) { (atan2(e.y - o.y, e.z - o.z), hypot(e.y - o.y, e.z - o.z)) }
        pivot = o
        swing = (polar(camA.position), polar(b.position))
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
        if t < k[1] { return tilt(at: t) }
        // Up and along (z) the pull-back's progress; across (x) over its first `centring`.
        let s = progress(t, from: k[1], length: style.pullBack)
        let across = progress(t, from: k[1], length: style.pullBack * style.centring)
        var cam = b
        let along = Vec3.lerp(b.position, c.position, s)
        cam.position = Vec3(b.position.x + (c.position.x - b.position.x) * across, along.y, along.z)
        return cam
    }

    /// The tilt (a → b): the eye swung round `pivot`, the pitch solved from the shopfront's edge.
    func tilt(at t: Double) -> Camera {
        let k = style.keyTimes, u = (t - k[0]) / style.pitch
        guard u > 0 else { return a }
        guard u < 1 else { return b }
        let s = style.leanCurve(u)
        let reach = progress(t, from: k[0] + style.pitch * style.reachFrom, length: style.pitch * (1 - style.reachFrom))
        let edge = progress(t, from: k[0] + style.pitch * style.edgeFrom, length: style.pitch * (1 - style.edgeFrom))
        let angle = swing.a.angle + (swing.b.angle - swing.a.angle) * s
        let r = swing.a.reach + (swing.b.reach - swing.a.reach) * reach
        var cam = a
        cam.position = Vec3(a.position.x + (b.position.x - a.position.x) * s, pivot.y + r * sin(angle), pivot.z + r * cos(angle))
        cam.principalOffset = a.principalOffset * (1 - s)
        cam.pitch = Self.pitch(putting: followed, at: followedY.a + (followedY.b - followedY.a) * edge, cam)
        return cam
    }

    /// (c): 0 over the roof, 1 over the whole code.
    func pullBack(at t: Double) -> Double { progress(t, from: style.keyTimes[1], length: style.pullBack) }

    /// (d): 0 standing, 1 flat and in screen 2's colours.
    func flatten(at t: Double) -> Double { progress(t, from: style.keyTimes[2], length: style.flatten) }
}
