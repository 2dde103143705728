import Foundation
import Geometry
import Nodes
import QR
import Space

/// The reveal's world: the code's dark modules as blocks, light modules as the cream ground
/// (which runs on past the code), and the building standing on the bottom-left finder with the
/// facade on its south face, looking out of the code. Built once; `frame(at:)` is per frame.
struct RevealScene: Sendable {
    let style: RevealStyle
    let code: QRCode
    /// Unit cells of the dark modules that are blocks (all but the building's finder).
    let blocks: [Footprint]
    /// Per block: faces touching another block (interior, never drawn) — the rest of its sides
    /// are drawn — and the top's reach under dark neighbours, per side.
    let interior: [BoxFaces]
    /// The street beyond the code: its pattern tiled `style.streetReach` modules out on every
    /// side, as blocks that rise out of the cream ground while the camera pitches (so the
    /// street-level frame is still screen 1's plain ground) and sink back into it early in the
    /// pull-back (so the whole code in view scans). With them there are blocks on every side
    /// of the roof at the top-down moment. Their interior faces are among themselves only.
    let street: [Footprint]
    let streetInterior: [BoxFaces]
    let building: Footprint
    /// Modules, keeping the facade's aspect on a footprint-wide face.
    let buildingHeight: Double
    /// The facade, resolved and outlined (plain geometry), and as resolved (with text).
    let facade: OutlinedList
    let facadeText: DisplayList?
    let camera: RevealCamera
    let qrOrigin: Point, qrModule: Double

    init(_ s: RevealStyle, code: QRCode, facade: OutlinedList, facadeText: DisplayList? = nil, facadeTop: Double = 0,
         qrOrigin: Point, qrModule: Double) {
        style = s; self.code = code; self.facade = facade; self.facadeText = facadeText
        self.qrOrigin = qrOrigin; self.qrModule = qrModule
        let f = code.finderOrigins[2], n = QRCode.finderSize
        building = Footprint(x0: f.x, z0: f.y, x1: f.x + n, z1: f.y + n)
        buildingHeight = Double(n) * facade.size.height / facade.size.width
        let b = building
        func isBlock(_ x: Int, _ z: Int) -> Bool {
            code.isDark(x, z) && !(x >= b.x0 && x < b.x1 && z >= b.z0 && z < b.z1)
        }
        var cells: [Footprint] = [], faces: [BoxFaces] = []
        for z in 0..<code.size {
            for x in 0..<code.size where isBlock(x, z) {
                cells.append(.cell(x, z))
                var hidden: BoxFaces = .bottom
                if isBlock(x, z - 1) { hidden.insert(.north) }
                if isBlock(x, z + 1) { hidden.insert(.south) }
                if isBlock(x - 1, z) { hidden.insert(.west) }
                if isBlock(x + 1, z) { hidden.insert(.east) }
                faces.append(hidden)
            }
        }
        blocks = cells; interior = faces
        let n0 = code.size, r = s.streetReach
        func isStreet(_ x: Int, _ z: Int) -> Bool {
            guard x >= -r, z >= -r, x < n0 + r, z < n0 + r, !(x >= 0 && z >= 0 && x < n0 && z < n0) else { return false }
            return code.isDark(((x % n0) + n0) % n0, ((z % n0) + n0) % n0)
        }
        var streetCells: [Footprint] = [], streetFaces: [BoxFaces] = []
        if r > 0 {
            for z in -r..<(n0 + r) {
                for x in -r..<(n0 + r) where isStreet(x, z) {
                    streetCells.append(.cell(x, z))
                    var hidden: BoxFaces = .bottom
                    if isStreet(x, z - 1) { hidden.insert(.north) }
                    if isStreet(x, z + 1) { hidden.insert(.south) }
                    if isStreet(x - 1, z) { hidden.insert(.west) }
                    if isStreet(x + 1, z) { hidden.insert(.east) }
                        streetFaces.append(hidden)
                }
            }
        }
        street = streetCells; streetInterior = streetFaces
        camera = RevealCamera(s, building: building, height: buildingHeight, facade: facade.size, facadeTop: facadeTop,
                              qrOrigin: qrOrigin, qrModule: qrModule)
    }

    /// The colours at flatten progress `e`: the reveal's tones blending into screen 2's.
    struct Palette {
        var top, lit, shade, ground, side, sideShade: Color
        init(_ s: RevealStyle, _ e: Double) {
            func to(_ c: Color, _ flat: Color) -> Color { Color.lerp(c, flat, e) }
            top = to(s.block, s.flatDark); lit = to(s.blockLit, s.flatDark); shade = to(s.blockShade, s.flatDark)
            ground = to(s.ground, s.flatLight)
            side = to(s.buildingSide, s.flatDark); sideShade = to(s.buildingSideShade, s.flatDark)
        }
    }

    /// One drawn face: a world polygon and how to paint it.
    struct Face {
        var corners: [Vec3]
        var color: Color
        var texture: PlaneTexture?
    }
    /// A box's front faces; `silhouette` paints their union first so the antialiased edges
    /// between faces blend with the box's own colour, never with what lies behind it.
    struct Solid {
        var silhouette: Color
        var faces: [Face]
    }

    /// How far the street's blocks stand at `t`: 0 flat in the ground's colour (not drawn),
    /// 1 as tall and dark as the code's. Rises with the pitch, sinks over the first
    /// `style.streetGone` of the pull-back.
    func streetLevel(at t: Double) -> Double {
        let rise = camera.progress(t, from: style.keyTimes[0], length: style.pitch)
        return rise * (1 - settled(at: t))
    }

    /// How far the street and the building have settled into the ground: 0 standing, 1 the
    /// street flat and the building a block high (the first `style.streetGone` of the pull-back).
    /// The screen a frame shows, with a point to spare for antialiased edges.
    var visible: Rect { Rect(x: -1, y: -1, width: style.canvas.width + 2, height: style.canvas.height + 2) }

    func settled(at t: Double) -> Double { style.curve(min(1, camera.pullBack(at: t) / style.streetGone)) }

    /// The boxes of one frame, far to near (see `Visibility`), with the eye they are seen from.
    func solids(at t: Double) -> (Camera, Palette, [Solid]) {
        let cam = camera.camera(at: t), pr = Projector(cam)
        let e = camera.flatten(at: t)
        let pal = Palette(style, e)
        // The brief keeps the building standing until (d) flattens it, but a standing building
        // seen from (c) puts its roof — the third finder — magnified and shifted off the code's
        // grid with a sandstone side beside it, and the code does not scan (zbar: none of
        // 4.9–5.2 s decodes; 5.3 s, half flat, does). So the building settles into the ground
        // together with the street around it, on the same curve over the same first part of the
        // pull-back, and stands a block high — a finder like the other two — before the whole
        // code is in view; then (d) flattens everything together.
        let sunk = buildingHeight + (style.blockHeight - buildingHeight) * settled(at: t)
        let h = style.blockHeight * (1 - e), hb = sunk * (1 - e)
        let level = street.isEmpty ? 0 : streetLevel(at: t)
        var streetPal = pal
        if level > 0 {
            func up(_ c: Color) -> Color { Color.lerp(pal.ground, c, level) }
            streetPal.top = up(pal.top); streetPal.lit = up(pal.lit); streetPal.shade = up(pal.shade)
        }
        let cells = level > 0 ? blocks + street : blocks
        var out: [Solid] = []
        for step in Visibility.order(blocks: cells, tall: building, ex: cam.position.x, ez: cam.position.z) {
            switch step {
            case .block(let i) where i < blocks.count:
                if let s = block(blocks[i], hidden: interior[i], height: h, pr, pal) { out.append(s) }
            case .block(let i):
                let j = i - blocks.count
                if let s = block(street[j], hidden: streetInterior[j], height: style.blockHeight * level, pr, streetPal) { out.append(s) }
            case .tall: if let s = tower(height: hb, pr, pal) { out.append(s) }
            }
        }
        return (cam, pal, out)
    }

    func block(_ c: Footprint, hidden hid: BoxFaces, height h: Double, _ pr: Projector, _ pal: Palette) -> Solid? {
        let box = Box(min: Vec3(Double(c.x0), 0, Double(c.z0)), max: Vec3(Double(c.x1), h, Double(c.z1)))
        // A block wholly off the screen (a margin wider than any antialiased edge) is not drawn;
        // its top may reach `seamOverlap` beyond it, so that much wider.
        let o = style.seamOverlap
        let reach = Box(min: box.min - Vec3(o, 0, o), max: box.max + Vec3(o, 0, o))
        if pr.isOutside(reach, screen: visible) { return nil }
        var faces: [Face] = []
        for f in box.frontFaces(pr, hidden: hid) {
            switch f {
            case .top:
                // Reach under dark neighbours' tops (same plane, same colour) to close seams.
                let o = style.seamOverlap
                let x0 = box.min.x - (hid.contains(.west) ? o : 0), x1 = box.max.x + (hid.contains(.east) ? o : 0)
                let z0 = box.min.z - (hid.contains(.north) ? o : 0), z1 = box.max.z + (hid.contains(.south) ? o : 0)
                let top = Box(min: Vec3(x0, h, z0), max: Vec3(x1, h, z1))
                faces.append(Face(corners: top.corners(.top), color: pal.top))
            case .south, .west: faces.append(Face(corners: box.corners(f), color: pal.lit))
            default: faces.append(Face(corners: box.corners(f), color: pal.shade))
            }
        }
        return faces.isEmpty ? nil : Solid(silhouette: pal.top, faces: faces)
    }

    /// The building: facade on the south face, the finder on the roof, sandstone sides.
    func tower(height hb: Double, _ pr: Projector, _ pal: Palette) -> Solid? {
        let b = building
        let box = Box(min: Vec3(Double(b.x0), 0, Double(b.z0)), max: Vec3(Double(b.x1), hb, Double(b.z1)))
        let w = Double(b.x1 - b.x0)
        var faces: [Face] = []
        for f in box.frontFaces(pr, hidden: .bottom) {
            switch f {
            case .south:
                let tex = PlaneTexture(origin: Vec3(box.min.x, hb, box.max.z), u: Vec3(w / facade.size.width, 0, 0),
                                       v: Vec3(0, -hb / facade.size.height, 0), list: facade, unoutlined: facadeText)
                faces.append(Face(corners: box.corners(f), color: pal.side, texture: tex))
            case .top:
                faces.append(Face(corners: box.corners(f), color: pal.top, texture: finder(height: hb, pal)))
            case .west: faces.append(Face(corners: box.corners(f), color: pal.side))
            default: faces.append(Face(corners: box.corners(f), color: pal.sideShade))
            }
        }
        return faces.isEmpty ? nil : Solid(silhouette: pal.side, faces: faces)
    }

    /// The roof's picture, in modules: dark 7 × 7, light ring inside, dark 3 × 3 centre.
    func finder(height hb: Double, _ pal: Palette) -> PlaneTexture {
        let n = Double(QRCode.finderSize)
        func square(_ inset: Double, _ c: Color) -> OutlinedItem {
            .fill(.rect(Rect(x: inset, y: inset, width: n - 2 * inset, height: n - 2 * inset)), c, .nonZero, crisp: false)
        }
        let list = OutlinedList(size: Size(n, n), items: [square(0, pal.top), square(1, pal.ground), square(2, pal.top)])
        return PlaneTexture(origin: Vec3(Double(building.x0), hb, Double(building.z0)), u: Vec3(1, 0, 0), v: Vec3(0, 0, 1), list: list)
    }
}
