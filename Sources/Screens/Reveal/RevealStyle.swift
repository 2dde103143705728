import Foundation
import Geometry
import Motion
import Tokens

/// Everything the 3D reveal reads from the tokens (`color.reveal.*`, `reveal.*`, the reveal's
/// `motion.time.*`), plus where screens 1 and 2 put the facade and the code, which the camera
/// keyframes must hit exactly.
public struct RevealStyle: Sendable {
    public var canvas: Size
    public var block, blockLit, blockShade, ground, buildingSide, buildingSideShade: Color
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
    /// Share of the (eased) pull-back by which the street's blocks have sunk into the ground.
    public var streetGone: Double
    /// Seconds: the keyframes are at start, + pitch, + pullBack, + flatten.
    public var start, pitch, pullBack, flatten: Double
    public var curve: CubicBezier

    public init(_ t: TokenSet) throws {
        canvas = Size(try t.dimension("size.canvas.width", in: Domains.canvasWidth), try t.dimension("size.canvas.height", in: Domains.canvasHeight))
        func c(_ name: String) throws -> Color { try t.color("color.reveal." + name) }
        block = try c("block"); blockLit = try c("blockLit"); blockShade = try c("blockShade")
        ground = try c("ground"); buildingSide = try c("buildingSide"); buildingSideShade = try c("buildingSideShade")
        flatDark = try t.color("color.pickup.qrDark"); flatLight = try t.color("color.pickup.background")
        blockHeight = try t.number("reveal.block.height", in: .above(0, through: 1))
        fieldOfView = try t.number("reveal.camera.fieldOfView", in: 1...179) * .pi / 180
        overheadWidth = try t.number("reveal.camera.overheadWidth", in: 1...200)
        near = try t.number("reveal.camera.near", in: 0.001...1)
        maxScale = try t.number("reveal.projection.maxScale", in: 1...8)
        seamOverlap = try t.number("reveal.projection.seamOverlap", in: 0...0.5)
        streetReach = Int(try t.number("reveal.street.reach", in: 0...64))
        streetGone = try t.number("reveal.street.gone", in: .above(0, through: 1))
        start = try t.duration("motion.time.revealStart", in: Domains.time); pitch = try t.duration("motion.time.pitch", in: .above(0, through: 10))
        pullBack = try t.duration("motion.time.pullBack", in: .above(0, through: 10)); flatten = try t.duration("motion.time.flatten", in: .above(0, through: 10))
        curve = CubicBezier(try t.curve("motion.curve.easeInOut"))

        // The blocks are the code's dark modules until they flatten: they must stand out from the ground.
        try t.requireContrast("color.reveal.block", block, on: "color.reveal.ground", ground, atLeast: Domains.qrContrast)
    }

    /// The keyframe times (a), (b), (c), (d).
    public var keyTimes: [Double] { [start, start + pitch, start + pitch + pullBack, start + pitch + pullBack + flatten] }
}
