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
    /// Per block: which ends of its side faces reach under a neighbour's face in the same plane.
    let joins: [Joins]
    /// Per block: its neighbours' indices in `blocks`, as `streetNeighbours` has them.
    let blockNeighbours: [SIMD8<Int32>]
    /// The street beyond the code: its pattern tiled `style.streetReach` modules out on every
    /// side, as blocks that rise out of the cream ground while the camera pitches (so the
    /// street-level frame is still screen 1's plain ground) and sink back into it early in the
    /// pull-back (so the whole code in view scans). With them there are blocks on every side
    /// of the roof at the top-down moment. Their interior faces are among themselves only.
    let street: [Footprint]
    let streetInterior: [BoxFaces]
    /// Per street block: its neighbours' indices in `street` (north, south, west, east, then
    /// north-west, north-east, south-west, south-east; −1 for none), how far out it stands, 0 at the building … 1 at the farthest (the rising wave's
    /// order), and its ring round the code, 0 beside it … 1 the outermost (the sinking wave comes
    /// in from 1 to 0).
    let streetNeighbours: [SIMD8<Int32>]
    let streetDistance: [Double]
    let streetRing: [Double]
    let building: Footprint
    /// Modules, keeping the facade's aspect on a footprint-wide face.
    let buildingHeight: Double
    /// The facade, resolved and outlined (plain geometry), and as resolved (with text).
    let facade: OutlinedList
    let facadeText: DisplayList?
    let camera: RevealCamera
    let qrOrigin: Point, qrModule: Double
    /// When the street is gone (`goneTime`).
    let streetGoneAt: Double

    /// - Parameter shopTop: the shopfront's top edge in the facade picture, points from its top
    ///   (the camera keeps it moving one way on screen); nil: 0.35 of the picture's height.
    init(_ s: RevealStyle, code: QRCode, facade: OutlinedList, facadeText: DisplayList? = nil, facadeTop: Double = 0,
         shopTop: Double? = nil, qrOrigin: Point, qrModule: Double) {
        style = s; self.code = code; self.facade = facade; self.facadeText = facadeText
        self.qrOrigin = qrOrigin; self.qrModule = qrModule
        let f = code.finderOrigins[2], n = QRCode.finderSize
        building = Footprint(x0: f.x, z0: f.y, x1: f.x + n, z1: f.y + n)
        buildingHeight = Double(n) * facade.size.height / facade.size.width
        let b = building
        func isBlock(_ x: Int, _ z: Int) -> Bool {
            code.isDark(x, z) && !(x >= b.x0 && x < b.x1 && z >= b.z0 && z < b.z1)
        }
        (blocks, interior, joins) = Self.cells(0..<code.size, where: isBlock)
        let n0 = code.size, r = s.streetReach
        // Copies of the code a light module apart, as a finder's separator: the building, on a
        // corner finder, then has light ground on every side, as a finder has.
        let period = n0 + 1
        func isStreet(_ x: Int, _ z: Int) -> Bool {
            guard x >= -r, z >= -r, x < n0 + r, z < n0 + r, !(x >= 0 && z >= 0 && x < n0 && z < n0) else { return false }
            let mx = ((x % period) + period) % period, mz = ((z % period) + period) % period
            return mx < n0 && mz < n0 && code.isDark(mx, mz)
        }
        (street, streetInterior, _) = r > 0 ? Self.cells(-r..<(n0 + r), where: isStreet) : ([], [], [])
        streetNeighbours = Self.neighbours(street, reach: r, size: n0)
        blockNeighbours = Self.neighbours(blocks, reach: r, size: n0)
        streetDistance = Self.distances(street, from: building)
        streetRing = Self.distances(street, from: Footprint(x0: 0, z0: 0, x1: n0, z1: n0), chebyshev: true)
        camera = RevealCamera(s, building: building, height: buildingHeight, facade: facade.size, facadeTop: facadeTop,
                              shopTop: shopTop ?? 0.35 * facade.size.height, qrOrigin: qrOrigin, qrModule: qrModule)
        streetGoneAt = Self.goneTime(camera, s)
    }

    /// The cells of `range` × `range` (x, z) where `isBlock` holds, row by row, each with the
    /// side faces a neighbouring block hides (and its bottom), and the ends of its side faces
    /// that meet a neighbour's face in the same plane (`Joins`).
    static func cells(_ range: Range<Int>, where isBlock: (Int, Int) -> Bool) -> ([Footprint], [BoxFaces], [Joins]) {
        var cells: [Footprint] = [], faces: [BoxFaces] = [], joins: [Joins] = []
        for z in range {
            for x in range where isBlock(x, z) {
                cells.append(.cell(x, z))
                var hidden: BoxFaces = .bottom
                if isBlock(x, z - 1) { hidden.insert(.north) }
                if isBlock(x, z + 1) { hidden.insert(.south) }
                if isBlock(x - 1, z) { hidden.insert(.west) }
                if isBlock(x + 1, z) { hidden.insert(.east) }
                faces.append(hidden)
                // A face shown here that meets, at its end towards (nx, nz), a face in its colour:
                // the neighbour's along it, facing the same way; or, at the four ends where a lit
                // face meets a lit one round a corner (south and west) or a shaded one a shaded
                // one (north and east), the face of the block a step out from that neighbour,
                // round an inside corner or across an outside one.
                func shared(_ nx: Int, _ nz: Int, _ ox: Int, _ oz: Int, turns: Bool = false) -> Bool {
                    guard !isBlock(x + ox, z + oz) else { return false }
                    let along = isBlock(nx, nz), across = isBlock(nx + ox, nz + oz)
                    return turns ? along || across : along && !across
                }
                var j: Joins = []
                if shared(x - 1, z, 0, 1) { j.insert(.southWest) }
                if shared(x + 1, z, 0, 1, turns: true) { j.insert(.southEast) }
                if shared(x - 1, z, 0, -1, turns: true) { j.insert(.northWest) }
                if shared(x + 1, z, 0, -1) { j.insert(.northEast) }
                if shared(x, z - 1, -1, 0, turns: true) { j.insert(.westNorth) }
                if shared(x, z + 1, -1, 0) { j.insert(.westSouth) }
                if shared(x, z - 1, 1, 0) { j.insert(.eastNorth) }
                if shared(x, z + 1, 1, 0, turns: true) { j.insert(.eastSouth) }
                joins.append(j)
            }
        }
        return (cells, faces, joins)
    }

    /// The ends of a block's side faces that meet a neighbour's face in the same plane, or one
    /// in the same colour round a corner: the south face's west end (`southWest`), and so on. Such a face reaches `seamOverlap` under its neighbour's, so the two read as
    /// one face (or one fold), with no antialiased seam between them.
    struct Joins: OptionSet, Hashable, Sendable {
        let rawValue: UInt8
        static let southWest = Joins(rawValue: 1), southEast = Joins(rawValue: 2)
        static let northWest = Joins(rawValue: 4), northEast = Joins(rawValue: 8)
        static let westNorth = Joins(rawValue: 16), westSouth = Joins(rawValue: 32)
        static let eastNorth = Joins(rawValue: 64), eastSouth = Joins(rawValue: 128)
    }

    /// Each street cell's neighbours' indices (north, south, west, east, north-west, north-east,
    /// south-west, south-east; -1 for none), the street reaching `reach` modules beyond a code
    /// `size` modules square.
    static func neighbours(_ cells: [Footprint], reach r: Int, size n0: Int) -> [SIMD8<Int32>] {
        var index: [Int: Int32] = [:]
        func key(_ x: Int, _ z: Int) -> Int { (z + r + 1) * (n0 + 2 * r + 2) + x + r + 1 }
        for (i, c) in cells.enumerated() { index[key(c.x0, c.z0)] = Int32(i) }
        return cells.map { c in
            SIMD8(index[key(c.x0, c.z0 - 1)] ?? -1, index[key(c.x0, c.z0 + 1)] ?? -1,
                  index[key(c.x0 - 1, c.z0)] ?? -1, index[key(c.x0 + 1, c.z0)] ?? -1,
                  index[key(c.x0 - 1, c.z0 - 1)] ?? -1, index[key(c.x0 + 1, c.z0 - 1)] ?? -1,
                  index[key(c.x0 - 1, c.z0 + 1)] ?? -1, index[key(c.x0 + 1, c.z0 + 1)] ?? -1)
        }
    }

    /// Each cell's distance from the footprint `b` (straight, or the larger of its x and z
    /// gaps: rings round a square), as a share of the farthest's.
    static func distances(_ cells: [Footprint], from b: Footprint, chebyshev: Bool = false) -> [Double] {
        let out = cells.map { c -> Double in
            let dx = Footprint.gap(Double(c.x0) + 0.5, b.x0, b.x1), dz = Footprint.gap(Double(c.z0) + 0.5, b.z0, b.z1)
            return chebyshev ? max(dx, dz) : (dx * dx + dz * dz).squareRoot()
        }
        let farthest = out.max() ?? 1
        return out.map { $0 / max(farthest, 1) }
    }

    /// The colours at flatten progress `e`: the reveal's tones blending into screen 2's.
    struct Palette {
        var top, lit, shade, ground, side, sideShade, cornice: Color
        init(_ s: RevealStyle, _ e: Double) {
            func to(_ c: Color, _ flat: Color) -> Color { Color.lerp(c, flat, e) }
            cornice = s.cornice
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
        /// Where the face reaches under a neighbour's (`Joins`), its own corners: what the
        /// box's silhouette takes, so no edge of the silhouette lies under the reach.
        var own: [Vec3]? = nil
    }
    /// A solid's front faces, drawn as `SolidDrawing` says: a `convex` one (a block) face by
    /// face, each reaching under its larger neighbours; any other (the building) over its
    /// union in the `silhouette` colour, so the antialiased edges between faces blend with the
    /// building's own colour, never with what lies behind it.
    struct Solid {
        var silhouette: Color
        var faces: [Face]
        var convex = false
    }

    /// How far the street has come up at `t`: 0 not there (the plain ground), 1 every block
    /// standing. Rises with the pitch, sinks over the first `style.streetGone` of the pull-back.
    func streetLevel(at t: Double) -> Double {
        t < style.keyTimes[1] ? rise(at: t) : 1 - settled(at: t)
    }

    /// The street's share of its rise gone, not eased: the street's wave moves at an even pace,
    /// so the block nearest the eye (largest on screen) grows over several frames. It starts
    /// `streetRiseFrom` into the tilt, once the eye has risen to the roof: rising from 4.0 s,
    /// the first blocks were seen edge-on from a module and a half up (hairlines, then slabs
    /// stacked under the kerb like stairs).
    func rise(at t: Double) -> Double {
        let from = style.keyTimes[0] + style.pitch * style.streetRiseFrom
        return max(0, min(1, (t - from) / max(style.keyTimes[1] - from, 1e-9)))
    }

    /// The pitch's share of time gone, not eased.
    func pitched(at t: Double) -> Double { max(0, min(1, (t - style.keyTimes[0]) / style.pitch)) }

    /// How far street block `j` stands at `t`. While the camera pitches, a wave outward from
    /// the building: each block, a whole module, grows from the ground in height as the wave
    /// passes it. In the pull-back a wave comes in ring by ring from the
    /// street's end to the code at an even pace (`sinking`), and the blocks sink into the
    /// ground behind it, whole modules to the last (`streetFootprint`): nothing on the ground
    /// ever shrinks to a speck. Never by colour: a block is ink or not there.
    ///
    /// Inward, not outward: the eye is over the code all through the pull-back, so a ring that
    /// stands above the next one out shows that ring only its back. The step between two rings
    /// is never in view, where outward the inner ring's lower top left the outer ring's riser
    /// facing the eye, thinner than a pixel and antialiased (`SeamTests`).
    func streetBlockLevel(_ j: Int, at t: Double) -> Double {
        let w = style.streetWave
        guard t < style.keyTimes[1] else {
            return max(0, min(1, (1 - streetRing[j] + w - sinking(at: t) * (1 + w)) / w))
        }
        return max(0, min(1, (rise(at: t) * (1 + w) - streetDistance[j]) / w))
    }

    /// A street block's footprint, in modules, at `level` and `t`: whole as the street comes up
    /// and while it sinks — only its height changes. (A footprint that grew with the height drew
    /// each row of the first blocks smaller than its modules, apart from the next row, whose
    /// level differs: a finder pattern's 3 × 3 read as three bars with ground between, the
    /// stairs of issue 45, point 4.)
    func streetFootprint(_ level: Double, at t: Double) -> Double { 1 }

    /// How far the street and the building have settled into the ground: 0 standing, 1 the
    /// street flat and the building a block high (the first `style.streetGone` of the pull-back).
    /// The screen a frame shows, with a point to spare for antialiased edges.
    var visible: Rect { Rect(x: -1, y: -1, width: style.canvas.width + 2, height: style.canvas.height + 2) }

    func settled(at t: Double) -> Double { style.curve(min(1, camera.pullBack(at: t) / style.streetGone)) }

    /// The sinking wave's progress: 0 at (b), 1 when the street is gone (`settled` reaches 1),
    /// at an even pace, so the front crosses the screen steadily enough to follow.
    func sinking(at t: Double) -> Double {
        max(0, min(1, (t - style.keyTimes[1]) / (streetGoneAt - style.keyTimes[1])))
    }

    /// When the pull-back has gone `style.streetGone` of its way (eased): the street is gone.
    static func goneTime(_ camera: RevealCamera, _ s: RevealStyle) -> Double {
        var lo = s.keyTimes[1], hi = s.keyTimes[2]
        for _ in 0..<48 {
            let mid = (lo + hi) / 2
            if camera.pullBack(at: mid) >= s.streetGone { hi = mid } else { lo = mid }
        }
        return max(hi, s.keyTimes[1] + 1e-6)
    }

    /// The boxes of one frame, far to near (see `Visibility`), with the eye they are seen from.
    func solids(at t: Double) -> (Camera, Palette, [Solid]) {
        let cam = camera.camera(at: t), pr = Projector(cam)
        let e = camera.flatten(at: t)
        let pal = Palette(style, e)
        let h = codeHeight(at: t), hb = towerHeight(at: t)
        let level = street.isEmpty ? 0 : streetLevel(at: t)
        let levels = level > 0 ? street.indices.map { streetBlockLevel($0, at: t) } : []
        let cells = level > 0 ? blocks + street : blocks
        var out: [Solid] = []
        let order = Visibility.order(blocks: cells, tall: building, ex: cam.position.x, ez: cam.position.z)
        var rank = [Int](repeating: 0, count: cells.count)
        for (p, step) in order.enumerated() { if case .block(let i) = step { rank[i] = p } }
        for step in order {
            switch step {
            case .block(let i) where i < blocks.count:
                let joined = Self.turning(joins[i], blockNeighbours[i], rank: rank, base: 0, at: rank[i])
                if let s = block(blocks[i], hidden: interior[i], joins: joined, height: h, pr, pal) { out.append(s) }
            case .block(let i):
                let j = i - blocks.count, l = levels[j]
                guard l > 0 else { continue }
                let (hidden, sides) = streetSides(j, levels, whole: streetFootprint(l, at: t) == 1)
                let joined = Self.turning(sides, streetNeighbours[j], rank: rank, base: blocks.count, at: rank[i])
                if let s = block(street[j], hidden: hidden, joins: joined, height: style.blockHeight * l,
                                 footprint: streetFootprint(l, at: t), flush: streetFlush(j, l) { levels[$0] }, pr, pal) {
                    out.append(s)
                }
            case .tall: if let s = tower(height: hb, cornice: corniceSize(at: t), pr, pal) { out.append(s) }
            }
        }
        return (cam, pal, out)
    }

    /// Each end of a side face: towards which neighbour (its index in the neighbours), on which
    /// face (the neighbour it faces), past which diagonal, and whether it may turn the corner.
    static let ends: [(Joins, Int, Int, Int, Bool)] = [
        (.westNorth, 0, 2, 4, true), (.eastNorth, 0, 3, 5, false), (.westSouth, 1, 2, 6, false), (.eastSouth, 1, 3, 7, true),
        (.northWest, 2, 0, 4, true), (.southWest, 2, 1, 6, false), (.northEast, 3, 0, 5, false), (.southEast, 3, 1, 7, true)]

    /// `joins` less the ends that turn round a corner onto a block drawn before this one (drawn
    /// `at` in the frame's order; neighbours `n`, their ranks from `base` in `rank`): such an end
    /// reaches onto that block's far side, which only that block, drawn later, hides.
    static func turning(_ joins: Joins, _ n: SIMD8<Int32>, rank: [Int], base: Int, at p: Int) -> Joins {
        var out = joins
        for (end, d) in turningEnds where n[d] >= 0 && rank[base + Int(n[d])] < p { out.remove(end) }
        return out
    }

    /// The ends that may turn a corner, and their diagonal neighbour (its index in the neighbours).
    static let turningEnds: [(Joins, Int)] = [(.southEast, 7), (.eastSouth, 7), (.northWest, 4), (.westNorth, 4)]

    /// Street block `j`'s faces hidden by its neighbours and ends joined to theirs, the street's
    /// blocks standing at `levels`, all of a `whole` footprint or not. Only between blocks at one
    /// level, which meet flush (`streetFlush`): the sinking street's blocks of one ring, or
    /// growing ones as far from the building. As the street's blocks stand at many levels, an
    /// end joins by what stands around it now, not by the pattern: a face along a neighbour's
    /// in one plane where neither is hidden; and, whole, one round a corner onto a face in its
    /// colour (as `cells` has it) where the blocks there stand at its level.
    ///
    /// Whole (the sinking street), a side against a taller neighbour is hidden too: it lies
    /// inside that neighbour, and drawn, it would show through the antialiased edge of the
    /// neighbour's top as a line a few levels off (`SeamTests`). Growing blocks are inset, so a
    /// taller neighbour does not reach them.
    func streetSides(_ j: Int, _ levels: [Double], whole: Bool) -> (BoxFaces, Joins) {
        let l = levels[j], n = streetNeighbours[j]
        func level(_ k: Int32) -> Double { k >= 0 ? levels[Int(k)] : -1 }
        func covers(_ other: Double, _ own: Double) -> Bool { Self.covers(other, own, whole: whole) }
        let hidden = streetFlush(j, l, whole: whole) { levels[$0] }.intersection(streetInterior[j]).union(.bottom)
        var joined: Joins = []
        for (end, a, f, d, turns) in Self.ends where !covers(level(n[f]), l) {
            let along = level(n[a]), diagonal = level(n[d])
            if covers(along, l) && !covers(diagonal, along) || whole && turns && diagonal == l && (n[a] < 0 || along == l) { joined.insert(end) }
        }
        return (hidden, joined)
    }

    /// The code's blocks' height at `t`: whole until (d) flattens them.
    func codeHeight(at t: Double) -> Double { style.blockHeight * (1 - camera.flatten(at: t)) }

    /// The building's height at `t`. The brief keeps the building standing until (d) flattens
    /// it, but a standing building seen from (c) puts its roof — the third finder — magnified
    /// and shifted off the code's grid with a sandstone side beside it, and the code does not
    /// scan (zbar: none of 4.9–5.2 s decodes; 5.3 s, half flat, does). So the building settles
    /// into the ground together with the street around it, on the same curve over the same
    /// first part of the pull-back, and stands a block high — a finder like the other two —
    /// before the whole code is in view; then (d) flattens everything together.
    func towerHeight(at t: Double) -> Double {
        (buildingHeight + (style.blockHeight - buildingHeight) * settled(at: t)) * (1 - camera.flatten(at: t))
    }

    /// The cornice's size at `t`, 0…1 of its full size: it grows with the pitch (4.0 s is still
    /// screen 1) and goes as the building settles.
    func corniceSize(at t: Double) -> Double { pitched(at: t) * (1 - settled(at: t)) * (1 - camera.flatten(at: t)) }

    /// Street block `j`'s box at `t`, nil while it is not there (sunk, or not yet risen).
    func streetBox(_ j: Int, at t: Double) -> Box? {
        guard !street.isEmpty, streetLevel(at: t) > 0 else { return nil }
        let l = streetBlockLevel(j, at: t)
        guard l > 0 else { return nil }
        let flush = streetFlush(j, l) { streetBlockLevel($0, at: t) }
        return Self.blockBox(street[j], height: style.blockHeight * l, footprint: streetFootprint(l, at: t), flush: flush)
    }

    /// The sides of street block `j` (at level `l`) where a neighbour stands at the same level
    /// (`level` of a street index): there the two meet flush, growing as one shape, so their
    /// faces in one plane never stand a hair apart (a seam) while they grow. With `whole`
    /// footprints (the sinking street), also where a neighbour stands taller (`covers`).
    func streetFlush(_ j: Int, _ l: Double, whole: Bool = false, level: (Int) -> Double) -> BoxFaces {
        let n = streetNeighbours[j]
        var out: BoxFaces = []
        for (i, side) in Self.sides.enumerated() where n[i] >= 0 && Self.covers(level(Int(n[i])), l, whole: whole) { out.insert(side) }
        return out
    }

    /// Whether a neighbour at level `other` hides the side of a block at `own` it stands
    /// against: at the same level always; taller too when both are whole modules.
    static func covers(_ other: Double, _ own: Double, whole: Bool) -> Bool { whole ? other >= own : other == own }

    /// The sides in the order neighbours are listed (`streetNeighbours`).
    static let sides: [BoxFaces] = [.north, .south, .west, .east]

    /// A block on cell `c`, `h` high and `footprint` modules square about the cell's centre, but
    /// reaching the cell's edge on the `flush` sides.
    static func blockBox(_ c: Footprint, height h: Double, footprint: Double = 1, flush: BoxFaces = []) -> Box {
        let inset = (1 - footprint) / 2
        func i(_ f: BoxFaces) -> Double { flush.contains(f) ? 0 : inset }
        return Box(min: Vec3(Double(c.x0) + i(.west), 0, Double(c.z0) + i(.north)),
                   max: Vec3(Double(c.x1) - i(.east), h, Double(c.z1) - i(.south)))
    }

    /// Whether a frame seen through `pr` leaves block `box` out: wholly off the screen (a margin
    /// wider than any antialiased edge), its top reaching `seamOverlap` beyond it.
    func isOffScreen(_ box: Box, _ pr: Projector) -> Bool {
        let o = style.seamOverlap
        return pr.isOutside(Box(min: box.min - Vec3(o, 0, o), max: box.max + Vec3(o, 0, o)), screen: visible)
    }

    /// A block on cell `c`, `footprint` modules square about the cell's centre.
    func block(_ c: Footprint, hidden hid: BoxFaces, joins: Joins = [], height h: Double, footprint: Double = 1,
               flush: BoxFaces = [], _ pr: Projector, _ pal: Palette) -> Solid? {
        let box = Self.blockBox(c, height: h, footprint: footprint, flush: flush)
        if isOffScreen(box, pr) { return nil }
        var faces: [Face] = []
        for f in box.frontFaces(pr, hidden: hid) {
            switch f {
            case .top:
                // Reach under dark neighbours' tops (same plane, same colour) to close seams.
                faces.append(Face(corners: Self.reachingTop(box, under: hid, by: style.seamOverlap), color: pal.top,
                                  own: box.corners(.top)))
            case .south, .west: faces.append(Face(corners: joined(box, f, joins).corners(f), color: pal.lit, own: box.corners(f)))
            default: faces.append(Face(corners: joined(box, f, joins).corners(f), color: pal.shade, own: box.corners(f)))
            }
        }
        return faces.isEmpty ? nil : Solid(silhouette: pal.top, faces: faces, convex: true)
    }

    /// `box`'s top reaching `o` along each side where a neighbour's top (`hidden`) lies, but not
    /// across its corners, which may lie over a light cell: a notch at each, in the winding of
    /// `Box.corners(.top)` (north-west, south-west, south-east, north-east).
    static func reachingTop(_ box: Box, under hidden: BoxFaces, by o: Double) -> [Vec3] {
        let a = box.min, b = box.max, y = b.y
        func reach(_ f: BoxFaces) -> Double { hidden.contains(f) ? o : 0 }
        let w = a.x - reach(.west), e = b.x + reach(.east), n = a.z - reach(.north), s = b.z + reach(.south)
        let ring = [(w, a.z), (w, b.z), (a.x, b.z), (a.x, s), (b.x, s), (b.x, b.z), (e, b.z), (e, a.z), (b.x, a.z), (b.x, n), (a.x, n), (a.x, a.z)]
        var out: [Vec3] = []
        for (x, z) in ring where out.last.map({ $0.x != x || $0.z != z }) ?? true { out.append(Vec3(x, y, z)) }
        if out.count > 1, out[0] == out[out.count - 1] { out.removeLast() }
        return out
    }

    /// `box` with side face `f` reaching `seamOverlap` along its plane at each end `joins` names.
    func joined(_ box: Box, _ f: BoxFace, _ joins: Joins) -> Box {
        let o = style.seamOverlap
        func reach(_ a: Joins, _ b: Joins) -> (Double, Double) { (joins.contains(a) ? o : 0, joins.contains(b) ? o : 0) }
        var b = box
        switch f {
        case .south, .north:
            let (w, e) = f == .south ? reach(.southWest, .southEast) : reach(.northWest, .northEast)
            b.min.x -= w; b.max.x += e
        case .west, .east:
            let (n, s) = f == .west ? reach(.westNorth, .westSouth) : reach(.eastNorth, .eastSouth)
            b.min.z -= n; b.max.z += s
        default: break
        }
        return b
    }

    /// The building: facade on the south face, the finder on the roof, sandstone sides, and a
    /// cornice round the roof's edge (`cornice` 0…1 of its full size).
    func tower(height hb: Double, cornice: Double, _ pr: Projector, _ pal: Palette) -> Solid? {
        let b = building
        let box = Box(min: Vec3(Double(b.x0), 0, Double(b.z0)), max: Vec3(Double(b.x1), hb, Double(b.z1)))
        let w = Double(b.x1 - b.x0)
        var walls: [Face] = [], roof: [Face] = []
        for f in box.frontFaces(pr, hidden: .bottom) {
            switch f {
            case .south:
                let tex = PlaneTexture(origin: Vec3(box.min.x, hb, box.max.z), u: Vec3(w / facade.size.width, 0, 0),
                                       v: Vec3(0, -hb / facade.size.height, 0), list: facade, unoutlined: facadeText,
                                       clippedTo: facade.size)
                walls.append(Face(corners: box.corners(f), color: pal.side, texture: tex))
            case .top:
                roof.append(Face(corners: box.corners(f), color: pal.top, texture: finder(height: hb, pal)))
            case .west: walls.append(Face(corners: box.corners(f), color: pal.side))
            default: walls.append(Face(corners: box.corners(f), color: pal.sideShade))
            }
        }
        let ledge = corniceFaces(box, size: cornice, pr.camera.position, pal)
        let faces = ledge.behind + walls + ledge.front + roof
        return faces.isEmpty ? nil : Solid(silhouette: pal.side, faces: faces)
    }

    /// A ledge round the top of `box`, `style.corniceOverhang` out and `style.corniceDepth`
    /// deep at full `size`: its underside, outer faces and top ring, as far as `eye` sees them.
    /// `behind`: the underside beside walls turned away from the eye, which the walls facing it
    /// may hide (drawn before the walls); `front`: the rest, in front of every wall.
    func corniceFaces(_ box: Box, size: Double, _ eye: Vec3, _ pal: Palette) -> (behind: [Face], front: [Face]) {
        let o = style.corniceOverhang * size, d = style.corniceDepth * size
        guard o > 1e-6, d > 1e-6 else { return ([], []) }
        let x0 = box.min.x, x1 = box.max.x, z0 = box.min.z, z1 = box.max.z, top = box.max.y, low = top - d
        let X0 = x0 - o, X1 = x1 + o, Z0 = z0 - o, Z1 = z1 + o
        /// The ring at height y: a strip outside each wall (north, south, west, east), with
        /// whether that wall faces the eye.
        func ring(_ y: Double) -> [([Vec3], Bool)] {
            [([Vec3(X0, y, Z0), Vec3(X1, y, Z0), Vec3(X1, y, z0), Vec3(X0, y, z0)], eye.z < z0),
             ([Vec3(X0, y, z1), Vec3(X1, y, z1), Vec3(X1, y, Z1), Vec3(X0, y, Z1)], eye.z > z1),
             ([Vec3(X0, y, z0), Vec3(x0, y, z0), Vec3(x0, y, z1), Vec3(X0, y, z1)], eye.x < x0),
             ([Vec3(x1, y, z0), Vec3(X1, y, z0), Vec3(X1, y, z1), Vec3(x1, y, z1)], eye.x > x1)]
        }
        var behind: [Face] = [], front: [Face] = []
        if eye.y < low {
            for (corners, facing) in ring(low) {
                let face = Face(corners: corners, color: pal.sideShade)
                if facing { front.append(face) } else { behind.append(face) }
            }
        }
        if eye.z > Z1 { front.append(Face(corners: [Vec3(X0, low, Z1), Vec3(X1, low, Z1), Vec3(X1, top, Z1), Vec3(X0, top, Z1)], color: pal.cornice)) }
        if eye.z < Z0 { front.append(Face(corners: [Vec3(X0, low, Z0), Vec3(X1, low, Z0), Vec3(X1, top, Z0), Vec3(X0, top, Z0)], color: pal.sideShade)) }
        if eye.x < X0 { front.append(Face(corners: [Vec3(X0, low, Z0), Vec3(X0, low, Z1), Vec3(X0, top, Z1), Vec3(X0, top, Z0)], color: pal.cornice)) }
        if eye.x > X1 { front.append(Face(corners: [Vec3(X1, low, Z0), Vec3(X1, low, Z1), Vec3(X1, top, Z1), Vec3(X1, top, Z0)], color: pal.sideShade)) }
        if eye.y > top { front += ring(top).map { Face(corners: $0.0, color: pal.cornice) } }
        return (behind, front)
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
