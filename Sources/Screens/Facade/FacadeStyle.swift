import Copy
import Geometry
import Tokens
import Typeface

/// The illustration's palette and proportions, read from the tokens (`color.facade.*`,
/// `size.illustration.*`, `size.canvas.*`).
///
/// The illustration is drawn in its own design space, `designWidth` points wide (the iPhone
/// 15 Pro's width, which the drawing was made for), then fitted to the canvas by one uniform
/// scale: windows stay centred in their bays and every proportion is kept on every device.
public struct FacadeStyle: Sendable {
    /// The design space's width: the `Grid` is laid out on it.
    public static let designWidth = 393.0
    /// Where the drawing's shopfront ends, in design points from its top: the pavement strip
    /// (`size.illustration.pavement`) and the facade's height (`facadeHeight`) go on below it.
    public static let shopfrontBottom = 480.0
    /// The kerb's height, design points: at the foot of the pavement strip and above the paving.
    public static let kerb = 3.0
    /// The least design height the facade needs on a screen: the shopfront and a kerb below it.
    public static var leastHeight: Double { shopfrontBottom + kerb }
    public var width: Double            // design-space width (`designWidth`)
    public var facadeHeight: Double     // building + shopfront + pavement strip, design space
    public var streetHeight: Double     // what is left of the screen below it, design space
    public var canvas: Size
    /// Canvas points per design-space point.
    public var scale: Double { canvas.width / width }
    /// Design points of wall drawn above the design's top edge, where the screen is taller than
    /// the design (`OrderScreen.facadeFrame`): an attic of plain coursed stone.
    public var attic = 0.0
    /// Design points of pavement added to the strip's depth, where the facade moved up past
    /// the sheet's top to show the door (`OrderScreen.facadeFrame`): the kerb stays on the
    /// sheet's top, the furniture where it stood. `deepened` sets it.
    public private(set) var deeper = 0.0
    /// Whether a topiary stands at each edge of the pavement: not where the order sheet would
    /// leave less than half of them in view, only their heads at its rounded corners
    /// (`OrderScreen.topiariesStand`, issue 46.7). `planted` sets it.
    public private(set) var topiaries = true
    /// The building as drawn on the canvas.
    public var fittedSize: Size { Size(canvas.width, (facadeHeight + attic) * scale) }
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
    /// Where chairs, tables and planters stand: two thirds of the way down the pavement strip
    /// as the tokens make it (not as `deeper` deepens it).
    public var furnitureGround: Double { shopBottom + (pavement - deeper) * 2 / 3 }

    /// `canvas`: `ChromeStyle.canvas`, which is portrait enough for the facade's design.
    public init(_ t: TokenSet, canvas: Size) throws {
        self.canvas = canvas
        width = Self.designWidth
        // Below the shopfront the facade must leave at least the kerb on this canvas.
        facadeHeight = try t[Tok.size.illustration.facadeHeight.atMost(canvas.height * width / canvas.width - Self.kerb)]
        streetHeight = max(0, canvas.height * width / canvas.width - facadeHeight)
        pavement = try t[Tok.size.illustration.pavement.atMost(facadeHeight - Self.shopfrontBottom)]
        road = try t[Tok.size.illustration.road.atMost(streetHeight - Self.kerb)]   // the kerb below it
        centreLine = try t[Tok.size.illustration.centreLine.atMost(road)]
        dash = try t[Tok.size.illustration.dash]
        dashGap = try t[Tok.size.illustration.dashGap]
        slab = try t[Tok.size.illustration.slab]
        slabRow = try t[Tok.size.illustration.slabRow]
        joint = try t[Tok.size.illustration.joint.atMost(min(slab, slabRow) / 2)]
        let c = Tok.color.facade
        sandstone = try t[c.sandstone]; pilaster = try t[c.pilaster]; brickLine = try t[c.brickLine]; shadow = try t[c.shadow]
        windowFrame = try t[c.windowFrame]; glass = try t[c.glass]; glassShine = try t[c.glassShine]
        shopfront = try t[c.shopfront]; trim = try t[c.trim]; signText = try t[c.signText]; door = try t[c.door]
        doorHandle = try t[c.doorHandle]
        shopWindow = try t[c.shopWindow]; shopWindowDeep = try t[c.shopWindowDeep]; lampShade = try t[c.lampShade]
        lampGlow = try t[c.lampGlow]; shelf = try t[c.shelf]; cup = try t[c.cup]; menuBoard = try t[c.menuBoard]
        menuText = try t[c.menuText]
        chair = try t[c.chair]; table = try t[c.table]; tableLeg = try t[c.tableLeg]; topiary = try t[c.topiary]
        topiaryLight = try t[c.topiaryLight]; planter = try t[c.planter]
        pavementColor = try t[c.pavement]; kerb = try t[c.kerb]; roadColor = try t[c.road]; roadLine = try t[c.roadLine]
        paving = try t[c.paving]; pavingJoint = try t[c.pavingJoint]; ground = try t[c.ground]
        signFont = try t[Tok.type.order.sign]
    }

    /// This style with `attic` design points of wall above the design's top.
    public func raised(_ attic: Double) -> FacadeStyle {
        var s = self
        s.attic = attic
        return s
    }

    /// This style with `points` design points more pavement below the shopfront: the facade
    /// taller by as much, the street shorter.
    public func deepened(_ points: Double) -> FacadeStyle {
        var s = self
        s.facadeHeight += points - deeper; s.pavement += points - deeper; s.streetHeight -= points - deeper
        s.deeper = points
        return s
    }

    /// This style with its topiaries standing, or left out.
    public func planted(_ topiaries: Bool) -> FacadeStyle {
        var s = self
        s.topiaries = topiaries
        return s
    }

    /// This style with the content's sign.
    public func signed(_ c: Content) -> FacadeStyle {
        var s = self
        s.sign = (c.signLeft, c.signRight)
        return s
    }
}
