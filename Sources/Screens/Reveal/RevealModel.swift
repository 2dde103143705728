import Geometry
import Nodes
import QR
import Space

/// The reveal's world as data, for a reader outside the screens (`pickup scene` writes it as
/// OpenUSD): what stands where and how it moves, from the same functions the frames draw with.
/// World: x east (columns), y up, z south (rows); one unit is one module.
public struct RevealModel: Sendable {
    let scene: RevealScene

    init(_ scene: RevealScene) { self.scene = scene }

    /// The screen the frames are drawn on, points.
    public var canvas: Size { scene.style.canvas }
    /// The keyframe times (a), (b), (c), (d), seconds of the sequence.
    public var keyTimes: [Double] { scene.style.keyTimes }
    /// The code's side, in modules, and whether module (x, z) is dark.
    public var codeSize: Int { scene.code.size }
    public func isDark(_ x: Int, _ z: Int) -> Bool { scene.code.isDark(x, z) }
    /// The code's dark modules that stand as blocks (all but the building's finder).
    public var blocks: [Footprint] { scene.blocks }
    /// The street beyond the code, block by block (`streetBox`).
    public var street: [Footprint] { scene.street }
    /// Modules the street reaches beyond the code on every side.
    public var streetReach: Int { scene.style.streetReach }
    public var building: Footprint { scene.building }
    /// A standing block's height, modules.
    public var blockHeight: Double { scene.style.blockHeight }
    /// The cornice at full size: how far it stands out from the walls, how deep it is (modules).
    public var corniceOverhang: Double { scene.style.corniceOverhang }
    public var corniceDepth: Double { scene.style.corniceDepth }
    public var near: Double { scene.style.near }

    /// The colours of the reveal (standing) and of screen 2's flat code (where (d) ends).
    public struct Colors: Sendable {
        public var block, blockLit, blockShade, ground, side, sideShade, cornice, flatDark, flatLight: Color
    }
    public var colors: Colors {
        let s = scene.style
        return Colors(block: s.block, blockLit: s.blockLit, blockShade: s.blockShade, ground: s.ground, side: s.buildingSide,
                      sideShade: s.buildingSideShade, cornice: s.cornice, flatDark: s.flatDark, flatLight: s.flatLight)
    }

    /// The facade as the building's front face carries it (with its text), `facadeSize` points;
    /// the frames stretch it over the front face, its top at the roof.
    public var facade: DisplayList {
        scene.facadeText ?? DisplayList(size: scene.facade.size, items: scene.facade.items.map(\.displayItem))
    }
    public var facadeSize: Size { scene.facade.size }

    /// The roof's picture in modules (7 × 7): dark, a light ring inside, a dark 3 × 3 centre;
    /// x east, y south.
    public func finder(dark: Color, light: Color) -> DisplayList {
        let n = Double(QRCode.finderSize)
        func square(_ inset: Double, _ c: Color) -> DisplayItem {
            .fill(.rect(Rect(x: inset, y: inset, width: n - 2 * inset, height: n - 2 * inset)), c, .nonZero, crisp: false)
        }
        return DisplayList(size: Size(n, n), items: [square(0, dark), square(1, light), square(2, dark)])
    }

    public func camera(at t: Double) -> Camera { scene.camera.camera(at: t) }
    /// (d)'s progress: 0 standing, 1 flat and in screen 2's colours.
    public func flatten(at t: Double) -> Double { scene.camera.flatten(at: t) }
    public func codeHeight(at t: Double) -> Double { scene.codeHeight(at: t) }
    public func buildingHeight(at t: Double) -> Double { scene.towerHeight(at: t) }
    /// The cornice's size, 0…1.
    public func corniceSize(at t: Double) -> Double { scene.corniceSize(at: t) }
    /// Street block `j` at `t`, nil while it is not there.
    public func streetBox(_ j: Int, at t: Double) -> Box? { scene.streetBox(j, at: t) }
    /// Code block `i` at `t`.
    public func blockBox(_ i: Int, at t: Double) -> Box { RevealScene.blockBox(scene.blocks[i], height: codeHeight(at: t)) }
    /// Whether the frame at `t` draws a block with this box (one wholly off screen is left out).
    public func draws(_ box: Box, at t: Double) -> Bool { !scene.isOffScreen(box, Projector(camera(at: t))) }
}

extension Film {
    /// The reveal's world, for writing it as a 3D scene.
    public var revealModel: RevealModel { RevealModel(reveal) }
}
