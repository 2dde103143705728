import Foundation
import Geometry
import Motion
import Tokens

/// Everything the 3D reveal reads from the tokens (`color.reveal.*`, `reveal.*`, the reveal's
/// `motion.time.*`), plus where screens 1 and 2 put the facade and the code, which the camera
/// keyframes must hit exactly.
public struct RevealStyle: Sendable {
    public var canvas: Size
    public var block, blockLit, blockShade, ground, buildingSide, buildingSideShade, cornice: Color
    /// Screen 2's flat code: what the colours end on.
    public var flatDark, flatLight: Color
    /// Modules.
    public var blockHeight: Double
    /// Radians (the token is in degrees).
    public var fieldOfView: Double
    /// Modules of ground across the screen at keyframe (b).
    public var overheadWidth: Double
    public var near: Double
    /// Device pixels per point of the largest export; curve tolerance is 1/4 px at it.
    public var maxScale: Double
    /// Modules a block's top reaches under a dark neighbour's (hides antialiasing seams).
    public var seamOverlap: Double
    /// Modules beyond the code, on every side, that the street of code-like blocks covers.
    public var streetReach: Int
    /// The cornice round the roof's edge, in modules: how far it stands out from the walls
    /// and how deep it is.
    public var corniceOverhang, corniceDepth: Double
    /// Share of the (eased) pull-back by which the street's blocks have sunk into the ground.
    public var streetGone: Double
    /// The street's wave: the share of the street's depth (building → farthest block) over
    /// which blocks are growing at once.
    public var streetWave: Double
    /// Share of the tilt that passes before the street starts to come up (the eye over the
    /// roof's height by then, so the first blocks are seen from above).
    public var streetRiseFrom: Double
    /// The tilt's swing round the facade (`RevealCamera`): the curve its angle follows, and the
    /// shares of the tilt before the eye moves out from the facade and before the shopfront's
    /// edge moves down the screen.
    public var leanCurve: CubicBezier
    public var reachFrom, edgeFrom: Double
    /// Share of the pull-back over which the eye moves across, to over screen 2's centre; it
    /// only rises after.
    public var centring: Double
    /// Seconds: the keyframes are at start, + pitch, + pullBack, + flatten.
    public var start, pitch, pullBack, flatten: Double
    public var curve: CubicBezier

    public init(_ t: TokenSet, canvas: Size) throws {
        self.canvas = canvas
        let c = Tok.color.reveal
        block = try t[c.block]; blockLit = try t[c.blockLit]; blockShade = try t[c.blockShade]
        ground = try t[c.ground]; buildingSide = try t[c.buildingSide]; buildingSideShade = try t[c.buildingSideShade]
        cornice = try t[c.cornice]
        corniceOverhang = try t[Tok.reveal.building.corniceOverhang]; corniceDepth = try t[Tok.reveal.building.corniceDepth]
        flatDark = try t[Tok.color.pickup.qrDark]; flatLight = try t[Tok.color.pickup.background]
        let r = Tok.reveal
        blockHeight = try t[r.block.height]
        fieldOfView = try t[r.camera.fieldOfView] * .pi / 180
        overheadWidth = try t[r.camera.overheadWidth]
        near = try t[r.camera.near]
        maxScale = try t[r.projection.maxScale]
        seamOverlap = try t[r.projection.seamOverlap]
        streetReach = Int(try t[r.street.reach])
        streetGone = try t[r.street.gone]
        streetWave = try t[r.street.wave]
        streetRiseFrom = try t[r.street.riseFrom]
        leanCurve = CubicBezier(try t[r.camera.leanCurve])
        reachFrom = try t[r.camera.reachFrom]; edgeFrom = try t[r.camera.edgeFrom]
        centring = try t[r.camera.centring]
        let time = Tok.motion.time
        start = try t[time.revealStart]; pitch = try t[time.pitch]
        pullBack = try t[time.pullBack]; flatten = try t[time.flatten]
        curve = CubicBezier(try t[Tok.motion.curve.easeInOut])

        // The blocks are the code's dark modules until they flatten: they must stand out from the ground.
        try t.requireContrast(c.block.path, block, on: c.ground.path, ground, atLeast: PickupStyle.qrContrast)
    }

    /// The keyframe times (a), (b), (c), (d).
    public var keyTimes: [Double] { [start, start + pitch, start + pitch + pullBack, start + pitch + pullBack + flatten] }
}
