import Geometry
import Tokens

/// The illustration's palette and proportions, read from the tokens (`color.facade.*`,
/// `size.illustration.*`, `size.canvas.*`).
///
/// The illustration is drawn in its own design space, `designWidth` points wide (the iPhone
/// 15 Pro's width, which the drawing was made for), then fitted to the canvas by one uniform
/// scale: windows stay centred in their bays and every proportion is kept on every device.
public struct FacadeStyle: Sendable {
    /// The design space's width: the `Grid` is laid out on it.
    public static let designWidth = 393.0
    public var width: Double            // design-space width (`designWidth`)
    public var facadeHeight: Double     // building + shopfront + pavement strip, design space
    public var streetHeight: Double     // what is left of the screen below it, design space
    public var canvas: Size
    /// Canvas points per design-space point.
    public var scale: Double { canvas.width / width }
    /// The building as drawn on the canvas.
    public var fittedSize: Size { Size(canvas.width, facadeHeight * scale) }
    public var pavement, road, centreLine, dash, dashGap, slab, slabRow, joint: Double

    public var sandstone, pilaster, brickLine, shadow: Color
    public var windowFrame, glass, glassShine: Color
    public var shopfront, trim, signText, door, doorHandle: Color
    public var shopWindow, shopWindowDeep, lampShade, lampGlow, shelf, cup, menuBoard, menuText: Color
    public var chair, table, tableLeg, topiary, topiaryLight, planter: Color
    public var pavementColor, kerb, roadColor, roadLine, paving, pavingJoint, ground: Color
    public var signFont: Font
    /// The fascia's two words, either side of a small square (`signLeft`, `signRight` in the
    /// content): the screens set them from the content before drawing.
    public var sign = (left: "BLANK", right: "STREET")

    /// Where the shopfront meets the pavement strip.
    public var shopBottom: Double { facadeHeight - pavement }
    /// Where chairs, tables and planters stand: two thirds of the way down the pavement strip.
    public var furnitureGround: Double { shopBottom + pavement * 2 / 3 }

    public init(_ t: TokenSet) throws {
        let canvasWidth = try t.dimension("size.canvas.width", in: Domains.canvasWidth)
        // Portrait: the facade (at least 480 + 3 pt of its 393-pt design space, scaled to the
        // width) must fit the screen's height — a landscape canvas is refused here, by name.
        let portrait = Domain(max(Domains.canvasHeight.lower, (483 * canvasWidth / Self.designWidth).rounded(.up)), Domains.canvasHeight.upper)
        canvas = Size(canvasWidth, try t.dimension("size.canvas.height", in: portrait))
        width = Self.designWidth
        // The shopfront ends at 480 pt (design space); the facade must leave at least the kerb on this canvas.
        facadeHeight = try t.dimension("size.illustration.facadeHeight", in: Domain(480, canvas.height * width / canvas.width - 3))
        streetHeight = max(0, canvas.height * width / canvas.width - facadeHeight)
        pavement = try t.dimension("size.illustration.pavement", in: Domain(3, facadeHeight - 480))
        road = try t.dimension("size.illustration.road", in: Domain(0, streetHeight - 3))   // the kerb (3 pt) below it
        centreLine = try t.dimension("size.illustration.centreLine", in: 0...road)
        dash = try t.dimension("size.illustration.dash", in: 1...400)
        dashGap = try t.dimension("size.illustration.dashGap", in: 0...400)
        slab = try t.dimension("size.illustration.slab", in: 4...400)
        slabRow = try t.dimension("size.illustration.slabRow", in: 4...400)
        joint = try t.dimension("size.illustration.joint", in: 0...(min(slab, slabRow) / 2))
        func c(_ name: String) throws -> Color { try t.color("color.facade." + name) }
        sandstone = try c("sandstone"); pilaster = try c("pilaster"); brickLine = try c("brickLine"); shadow = try c("shadow")
        windowFrame = try c("windowFrame"); glass = try c("glass"); glassShine = try c("glassShine")
        shopfront = try c("shopfront"); trim = try c("trim"); signText = try c("signText"); door = try c("door")
        doorHandle = try c("doorHandle")
        shopWindow = try c("shopWindow"); shopWindowDeep = try c("shopWindowDeep"); lampShade = try c("lampShade")
        lampGlow = try c("lampGlow"); shelf = try c("shelf"); cup = try c("cup"); menuBoard = try c("menuBoard")
        menuText = try c("menuText")
        chair = try c("chair"); table = try c("table"); tableLeg = try c("tableLeg"); topiary = try c("topiary")
        topiaryLight = try c("topiaryLight"); planter = try c("planter")
        pavementColor = try c("pavement"); kerb = try c("kerb"); roadColor = try c("road"); roadLine = try c("roadLine")
        paving = try c("paving"); pavingJoint = try c("pavingJoint"); ground = try c("ground")
        signFont = try t.font("type.order.sign")
    }

    /// This style with the content's sign.
    public func signed(_ c: Content) -> FacadeStyle {
        var s = self
        s.sign = (c.signLeft, c.signRight)
        return s
    }
}
