import Foundation
import Geometry
import Screens
import Space

/// The reveal as one USDA layer: the camera's move, the code's blocks, the street, the
/// building and the ground, each moving as the frames show them, at 60 time codes per second
/// (time code = seconds of the sequence × 60) over every frame of the reveal's window.
///
///     /Reveal              assembly, the default prim
///       Looks/             UsdPreviewSurface materials, one per token colour, and the textures
///       Camera             the frames' camera, transform and lens sampled at every frame
///       Prototypes/        (class) a block, in the reveal's colours and in screen 2's
///       Standing/          group, visible until the colour snap: the reveal's colours
///         Ground Building Blocks/ Street/
///       Flat/              group, visible from the colour snap: screen 2's black on #EFEFEF
///         Ground Building Blocks/
struct RevealStage {
    let model: RevealModel
    /// Where the layer finds its textures, relative to itself (no trailing slash).
    let textureFolder: String
    /// Every time code of the window, and its time in seconds.
    let codes: [Int]
    /// The first time code drawn in screen 2's colours: where (d)'s colour blend is half way.
    let snap: Int
    /// The street blocks some frame draws (the rest never show), by index into `model.street`.
    let street: [Int]

    static let timeCodesPerSecond = 60.0
    /// A module in metres: the shop is 7 m wide, a block 25 cm high.
    static let metersPerUnit = 1.0
    /// The vertical aperture, in tenths of a scene unit (UsdGeomCamera's lens units): 0.24 is
    /// 24 mm at a metre a unit, a full-frame sensor's height. The horizontal one keeps the
    /// canvas's aspect; the focal length keeps the frames' field of view.
    static let verticalAperture = 0.24

    init(_ model: RevealModel, textureFolder: String) {
        self.model = model; self.textureFolder = textureFolder
        let k = model.keyTimes, fps = Self.timeCodesPerSecond
        let first = Int((k[0] * fps - 1e-9).rounded(.up)), last = Int((k[3] * fps + 1e-9).rounded(.down))
        let codes = Array(first...max(first, last))
        self.codes = codes
        snap = codes.first { model.flatten(at: Self.time($0)) >= 0.5 } ?? last
        street = model.street.indices.filter { j in
            codes.contains { c in model.streetBox(j, at: Self.time(c)).map { model.draws($0, at: Self.time(c)) } ?? false }
        }
    }

    static func time(_ code: Int) -> Double { Double(code) / timeCodesPerSecond }

    /// The layer's text.
    var text: String {
        var u = USDAText()
        u.line("#usda 1.0")
        u.line("(")
        for m in [
            "defaultPrim = \"Reveal\"",
            "doc = \"The Pickup reveal, written by pickup scene: one unit is one QR module (\(USDANumber.double(Self.metersPerUnit)) m); time code = seconds of the sequence × 60\"",
            "endTimeCode = \(codes.last!)",
            "framesPerSecond = 60",
            "metersPerUnit = \(USDANumber.double(Self.metersPerUnit))",
            "startTimeCode = \(codes.first!)",
            "timeCodesPerSecond = 60",
            "upAxis = \"Y\"",
        ] { u.line("    " + m) }
        u.line(")")
        u.line("")
        u.prim("def Xform \"Reveal\"", ["kind = \"assembly\""]) { u in
            looks(&u)
            camera(&u)
            prototypes(&u)
            standing(&u)
            flat(&u)
        }
        return u.text
    }

    // MARK: materials

    enum Look: String, CaseIterable {
        case block = "Block", blockLit = "BlockLit", blockShade = "BlockShade", ground = "Ground", side = "Side"
        case sideShade = "SideShade", cornice = "Cornice", flatDark = "FlatDark", flatLight = "FlatLight"
        case facade = "Facade", finder = "Finder", flatFinder = "FlatFinder"
        var path: String { "</Reveal/Looks/\(rawValue)>" }
    }

    func color(_ l: Look) -> Color? {
        let c = model.colors
        switch l {
        case .block: return c.block
        case .blockLit: return c.blockLit
        case .blockShade: return c.blockShade
        case .ground: return c.ground
        case .side: return c.side
        case .sideShade: return c.sideShade
        case .cornice: return c.cornice
        case .flatDark: return c.flatDark
        case .flatLight: return c.flatLight
        case .facade, .finder, .flatFinder: return nil
        }
    }

    func texture(_ l: Look) -> String? {
        switch l {
        case .facade: return SceneTextures.facade
        case .finder: return SceneTextures.finder
        case .flatFinder: return SceneTextures.flatFinder
        default: return nil
        }
    }

    /// Unlit, as the frames are: each face's tone is its own token (lit and shaded sides
    /// included), so the colour is emitted. In the metallic workflow, which Apple's renderers
    /// use ("Creating USD files for Apple devices"): a black base colour, not metallic, fully
    /// rough, and an index of refraction of 1, whose reflectance at normal incidence
    /// ((1 − ior)² / (1 + ior)²) is 0, so a reader's lights add nothing.
    func looks(_ u: inout USDAText) {
        u.prim("def Scope \"Looks\"") { u in
            for l in Look.allCases {
                let base = "/Reveal/Looks/\(l.rawValue)"
                let doc = color(l).map { "\($0.hex) (sRGB), written in linear Rec. 709" } ?? "the picture \(texture(l)!), drawn by Pickup (sRGB)"
                u.prim("def Material \"\(l.rawValue)\"", ["doc = \"\(doc)\""]) { u in
                    u.line("token outputs:surface.connect = <\(base)/Surface.outputs:surface>")
                    u.prim("def Shader \"Surface\"") { u in
                        u.line("uniform token info:id = \"UsdPreviewSurface\"")
                        u.line("color3f inputs:diffuseColor = (0, 0, 0)")
                        if let c = color(l) {
                            u.line("color3f inputs:emissiveColor = \(USDANumber.linear(c))")
                        } else {
                            u.line("color3f inputs:emissiveColor.connect = <\(base)/Picture.outputs:rgb>")
                        }
                        u.line("float inputs:ior = 1")
                        u.line("float inputs:metallic = 0")
                        u.line("float inputs:roughness = 1")
                        u.line("token outputs:surface")
                    }
                    if let file = texture(l) {
                        u.prim("def Shader \"Picture\"") { u in
                            u.line("uniform token info:id = \"UsdUVTexture\"")
                            u.line("asset inputs:file = @\(textureFolder)/\(file)@")
                            u.line("token inputs:sourceColorSpace = \"sRGB\"")
                            u.line("float2 inputs:st.connect = <\(base)/Coordinates.outputs:result>")
                            u.line("token inputs:wrapS = \"clamp\"")
                            u.line("token inputs:wrapT = \"clamp\"")
                            u.line("float3 outputs:rgb")
                        }
                        u.prim("def Shader \"Coordinates\"") { u in
                            u.line("uniform token info:id = \"UsdPrimvarReader_float2\"")
                            u.line("string inputs:varname = \"st\"")
                            u.line("float2 outputs:result")
                        }
                    }
                }
            }
        }
    }

    // MARK: camera

    /// The frames' pinhole: the lens keeps their vertical field of view and the canvas's
    /// aspect; the lens shift (`principalOffset`, points below the centre) is the vertical
    /// aperture offset, in the aperture's units.
    func camera(_ u: inout USDAText) {
        let size = model.canvas
        let perPoint = Self.verticalAperture / size.height      // aperture units per screen point
        let cams = codes.map { model.camera(at: Self.time($0)) }
        u.prim("def Camera \"Camera\"") { u in
            u.line("float2 clippingRange = (\(USDANumber.float(model.near)), \(USDANumber.float(farthest(cams))))")
            u.samples("float focalLength", zip(codes, cams).map { ($0, USDANumber.float($1.focalLength * perPoint)) })
            u.line("float horizontalAperture = \(USDANumber.float(size.width * perPoint))")
            u.line("token projection = \"perspective\"")
            u.line("float verticalAperture = \(USDANumber.float(size.height * perPoint))")
            u.samples("float verticalApertureOffset", zip(codes, cams).map { ($0, USDANumber.float($1.principalOffset * perPoint)) })
            u.samples("double3 xformOp:rotateXYZ", zip(codes, cams).map {
                ($0, USDANumber.vec(Vec3($1.pitch * 180 / .pi, $1.yaw * 180 / .pi, 0), double: true))
            })
            u.samples("double3 xformOp:translate", zip(codes, cams).map { ($0, USDANumber.vec($1.position, double: true)) })
            u.line("uniform token[] xformOpOrder = [\"xformOp:translate\", \"xformOp:rotateXYZ\"]")
        }
    }

    /// The far clipping distance: beyond the farthest ground corner from any eye of the move.
    func farthest(_ cams: [Camera]) -> Double {
        let (g0, g1) = groundSpan
        var far = 1.0
        for c in cams {
            for x in [g0, g1] { for z in [g0, g1] { far = max(far, (Vec3(x, 0, z) - c.position).length) } }
        }
        return (far * 1.01).rounded(.up)
    }

    // MARK: geometry

    /// The ground's square, modules: the street's, and as far again as the code is wide, so no
    /// frame shows its end.
    var groundSpan: (Double, Double) {
        let n = Double(model.codeSize), r = Double(model.streetReach)
        return (-r - n, 2 * n + r)
    }

    /// One quad per face, each with its own four corners, wound counter-clockwise seen from the
    /// side `normal` points to (USD's right-handed orientation).
    static func oriented(_ q: [Vec3], _ normal: Vec3) -> [Vec3] {
        (q[1] - q[0]).cross(q[2] - q[0]).dot(normal) >= 0 ? q : q.reversed()
    }

    static func extent(_ faces: [[Vec3]]) -> String {
        let ps = faces.flatMap { $0 }
        var lo = ps[0], hi = ps[0]
        for p in ps { lo = pointwiseMin(lo, p); hi = pointwiseMax(hi, p) }
        return USDANumber.points([lo, hi])
    }

    /// A mesh of quads bound to `look`, standing still (what moves is its transform).
    /// `st`: texture coordinates per quad corner.
    func mesh(_ u: inout USDAText, _ name: String, _ look: Look, faces: [[Vec3]], st: [(Double, Double)]? = nil) {
        u.prim("def Mesh \"\(name)\"", ["prepend apiSchemas = [\"MaterialBindingAPI\"]"]) { u in
            u.line("uniform bool doubleSided = 0")
            u.line("float3[] extent = \(Self.extent(faces))")
            u.line("int[] faceVertexCounts = [" + Array(repeating: "4", count: faces.count).joined(separator: ", ") + "]")
            u.line("int[] faceVertexIndices = [" + (0..<(4 * faces.count)).map(String.init).joined(separator: ", ") + "]")
            u.line("rel material:binding = \(look.path)")
            u.line("point3f[] points = \(USDANumber.points(faces.flatMap { $0 }))")
            if let st {
                u.line("texCoord2f[] primvars:st = [" + st.map { "(\(USDANumber.float($0.0)), \(USDANumber.float($0.1)))" }
                    .joined(separator: ", ") + "] (")
                u.line("    interpolation = \"faceVarying\"")
                u.line(")")
            }
            u.line("uniform token subdivisionScheme = \"none\"")
        }
    }

    /// A block's faces, its footprint the unit square about the origin, `h` high: the top, the
    /// lit sides (south, west) and the shaded ones (north, east), as the frames colour them.
    static func blockFaces(_ h: Double) -> (top: [[Vec3]], lit: [[Vec3]], shade: [[Vec3]]) {
        let b = Box(min: Vec3(-0.5, 0, -0.5), max: Vec3(0.5, h, 0.5))
        return ([b.corners(.top)], [b.corners(.south), b.corners(.west)], [b.corners(.north), b.corners(.east)])
    }

    /// The block every block references (instanceable), standing whole: in the reveal's colours
    /// (the code's and the street's) and in screen 2's. Everything that moves, moves by
    /// transforms — what every reader plays.
    func prototypes(_ u: inout USDAText) {
        let f = Self.blockFaces(model.blockHeight)
        u.prim("class Scope \"Prototypes\"") { u in
            u.prim("def Xform \"Block\"") { u in
                mesh(&u, "Top", .block, faces: f.top)
                mesh(&u, "Lit", .blockLit, faces: f.lit)
                mesh(&u, "Shade", .blockShade, faces: f.shade)
            }
            u.prim("def Xform \"FlatBlock\"") { u in
                mesh(&u, "Faces", .flatDark, faces: f.top + f.lit + f.shade)
            }
        }
    }

    /// `xformOp:scale` at every time code: (1, y, 1), about the ground (y = 0).
    func heightScale(_ u: inout USDAText, _ y: (Double) -> Double) {
        u.samples("float3 xformOp:scale", codes.map { ($0, USDANumber.vec(Vec3(1, y(Self.time($0)), 1))) })
        u.line("uniform token[] xformOpOrder = [\"xformOp:scale\"]")
    }

    static func name(_ prefix: String, _ c: Footprint) -> String {
        func n(_ v: Int) -> String { v < 0 ? "m\(-v)" : "\(v)" }
        return "\(prefix)_\(n(c.x0))_\(n(c.z0))"
    }

    static func centre(_ c: Footprint) -> Vec3 { Vec3(Double(c.x0) + 0.5, 0, Double(c.z0) + 0.5) }

    /// `visibility` switching at `snap`: visible before it (`before`), or from it.
    func switchVisibility(_ u: inout USDAText, visibleBefore: Bool) {
        let first = codes.first!
        let a = visibleBefore ? "\"inherited\"" : "\"invisible\"", b = visibleBefore ? "\"invisible\"" : "\"inherited\""
        var s: [(code: Int, value: String)] = []
        if snap > first { s.append((first, a)) }
        s.append((snap, b))
        u.samples("token visibility", s)
    }

    /// The code's blocks, each its own prim on its cell, referencing `prototype`.
    func codeBlocks(_ u: inout USDAText, _ prototype: String) {
        u.prim("def Xform \"Blocks\"", ["kind = \"component\""]) { u in
            // Every block of the code is as high: their heights go to zero together, by one scale.
            heightScale(&u) { model.codeHeight(at: $0) / model.blockHeight }
            for c in model.blocks {
                u.prim("def \"\(Self.name("Block", c))\"", ["instanceable = true", "prepend references = </Reveal/Prototypes/\(prototype)>"]) { u in
                    u.line("double3 xformOp:translate = \(USDANumber.vec(Self.centre(c), double: true))")
                    u.line("uniform token[] xformOpOrder = [\"xformOp:translate\"]")
                }
            }
        }
    }

    /// The reveal's colours: the cream ground, the street, the code's blocks and the building
    /// with its facade, finder roof and cornice.
    func standing(_ u: inout USDAText) {
        u.prim("def Xform \"Standing\"", ["kind = \"group\""]) { u in
            switchVisibility(&u, visibleBefore: true)
            let (g0, g1) = groundSpan
            mesh(&u, "Ground", .ground, faces: [Self.oriented([Vec3(g0, 0, g0), Vec3(g1, 0, g0), Vec3(g1, 0, g1), Vec3(g0, 0, g1)], Vec3(0, 1, 0))])
            building(&u, flat: false)
            codeBlocks(&u, "Block")
            streetBlocks(&u)
        }
    }

    /// Screen 2's colours: the light ground (around the dark modules, never under them: the
    /// flat code's tops meet it in one plane), the code's blocks and the building, flattening.
    func flat(_ u: inout USDAText) {
        u.prim("def Xform \"Flat\"", ["kind = \"group\""]) { u in
            switchVisibility(&u, visibleBefore: false)
            let (g0, g1) = groundSpan, n = Double(model.codeSize)
            func quad(_ x0: Double, _ z0: Double, _ x1: Double, _ z1: Double) -> [Vec3] {
                Self.oriented([Vec3(x0, 0, z0), Vec3(x1, 0, z0), Vec3(x1, 0, z1), Vec3(x0, 0, z1)], Vec3(0, 1, 0))
            }
            var faces = [quad(g0, g0, g1, 0), quad(g0, n, g1, g1), quad(g0, 0, 0, n), quad(n, 0, g1, n)]
            for z in 0..<model.codeSize {
                for x in 0..<model.codeSize where !model.isDark(x, z) {
                    faces.append(quad(Double(x), Double(z), Double(x + 1), Double(z + 1)))
                }
            }
            mesh(&u, "Ground", .flatLight, faces: faces)
            building(&u, flat: true)
            codeBlocks(&u, "FlatBlock")
        }
    }

    /// The street's blocks some frame draws: each rises and sinks (height only, a whole module
    /// always) by its own scale about its box's centre, and is invisible while it is not there.
    func streetBlocks(_ u: inout USDAText) {
        u.prim("def Xform \"Street\"", ["kind = \"component\""]) { u in
            for j in street {
                let c = model.street[j]
                let boxes = codes.map { model.streetBox(j, at: Self.time($0)) }
                u.prim("def \"\(Self.name("Street", c))\"", ["instanceable = true", "prepend references = </Reveal/Prototypes/Block>"]) { u in
                    u.samples("token visibility", zip(codes, boxes).map { ($0, $1 == nil ? "\"invisible\"" : "\"inherited\"") })
                    // Scale only where the block stands: held from its first and last such sample.
                    let scales = zip(codes, boxes).compactMap { code, b in
                        b.map { (code, USDANumber.vec(Vec3($0.max.x - $0.min.x, $0.max.y / model.blockHeight, $0.max.z - $0.min.z))) }
                    }
                    u.samples("float3 xformOp:scale", scales)
                    // About the box's centre: a growing block meets a neighbour as grown flush.
                    let centres = zip(codes, boxes).compactMap { code, b in
                        b.map { (code, USDANumber.vec(Vec3(($0.min.x + $0.max.x) / 2, 0, ($0.min.z + $0.max.z) / 2), double: true)) }
                    }
                    u.samples("double3 xformOp:translate", centres)
                    u.line("uniform token[] xformOpOrder = [\"xformOp:translate\", \"xformOp:scale\"]")
                }
            }
        }
    }

    /// The building on the finder: the facade on its front (south) face, the finder on its
    /// roof, its sides — standing, scaled to its height as it settles with the street and goes
    /// to zero in (d) — and (standing only) the cornice round the roof.
    func building(_ u: inout USDAText, flat: Bool) {
        let b = model.building, standing = model.buildingHeight(at: model.keyTimes[0])
        let box = Box(min: Vec3(Double(b.x0), 0, Double(b.z0)), max: Vec3(Double(b.x1), standing, Double(b.z1)))
        u.prim("def Xform \"Building\"", ["kind = \"component\""]) { u in
            u.prim("def Xform \"Body\"") { u in
                heightScale(&u) { model.buildingHeight(at: $0) / standing }
                // The front's picture: (0, 0) its bottom-left (USD's texture origin), at the wall's foot.
                let front: [(Double, Double)] = [(0, 0), (1, 0), (1, 1), (0, 1)]
                // The roof's: the finder's top (north) edge at t = 1.
                let roof: [(Double, Double)] = [(0, 1), (0, 0), (1, 0), (1, 1)]
                if flat {
                    mesh(&u, "Walls", .flatDark, faces: [box.corners(.south), box.corners(.west), box.corners(.north), box.corners(.east)])
                    mesh(&u, "Roof", .flatFinder, faces: [box.corners(.top)], st: roof)
                    return
                }
                mesh(&u, "Front", .facade, faces: [box.corners(.south)], st: front)
                mesh(&u, "Roof", .finder, faces: [box.corners(.top)], st: roof)
                mesh(&u, "West", .side, faces: [box.corners(.west)])
                mesh(&u, "Shaded", .sideShade, faces: [box.corners(.north), box.corners(.east)])
            }
            if !flat { cornice(&u) }
        }
    }

    /// The ledge round the roof, `corniceOverhang` out and `corniceDepth` deep at full size, as
    /// four strips (north and south the whole width, west and east between them), each a box
    /// at full size moved and scaled to the cornice's size at the roof's height: outer faces and
    /// top in the cornice's colour where the frames light them (south, west, top), the rest and
    /// the underside in the sides' shade. Invisible while it has no size.
    func cornice(_ u: inout USDAText) {
        let b = model.building, o = model.corniceOverhang, d = model.corniceDepth
        let x0 = Double(b.x0), x1 = Double(b.x1), z0 = Double(b.z0), z1 = Double(b.z1)
        let w = x1 - x0, depth = z1 - z0, midX = (x0 + x1) / 2, midZ = (z0 + z1) / 2
        let sizes = codes.map { model.corniceSize(at: Self.time($0)) }
        let heights = codes.map { model.buildingHeight(at: Self.time($0)) }
        // Each strip: its box at full size about its anchor, the faces it shows (lit, shaded),
        // the anchor at size s and roof height h, and its scale at size s.
        typealias Strip = (name: String, box: Box, lit: [BoxFace], shade: [BoxFace], anchor: (Double) -> Vec3, scale: (Double) -> Vec3)
        let across = { (s: Double) in Vec3((w + 2 * o * s) / (w + 2 * o), s, s) }
        let along = { (s: Double) in Vec3(s, s, 1) }
        let strips: [Strip] = [
            ("North", Box(min: Vec3(-w / 2 - o, -d, -o), max: Vec3(w / 2 + o, 0, 0)), [.top, .west], [.north, .east, .bottom],
             { Vec3(midX, $0, z0) }, across),
            ("South", Box(min: Vec3(-w / 2 - o, -d, 0), max: Vec3(w / 2 + o, 0, o)), [.top, .south, .west], [.east, .bottom],
             { Vec3(midX, $0, z1) }, across),
            ("West", Box(min: Vec3(-o, -d, -depth / 2), max: Vec3(0, 0, depth / 2)), [.top, .west], [.bottom],
             { Vec3(x0, $0, midZ) }, along),
            ("East", Box(min: Vec3(0, -d, -depth / 2), max: Vec3(o, 0, depth / 2)), [.top], [.east, .bottom],
             { Vec3(x1, $0, midZ) }, along),
        ]
        u.prim("def Xform \"Cornice\"") { u in
            u.samples("token visibility", zip(codes, sizes).map { ($0, $1 > 1e-6 ? "\"inherited\"" : "\"invisible\"") })
            for strip in strips {
                u.prim("def Xform \"\(strip.name)\"") { u in
                    u.samples("float3 xformOp:scale", zip(codes, sizes).map { ($0, USDANumber.vec(strip.scale($1))) })
                    u.samples("double3 xformOp:translate", zip(codes, heights).map { ($0, USDANumber.vec(strip.anchor($1), double: true)) })
                    u.line("uniform token[] xformOpOrder = [\"xformOp:translate\", \"xformOp:scale\"]")
                    mesh(&u, "Lit", .cornice, faces: strip.lit.map { strip.box.corners($0) })
                    mesh(&u, "Shade", .sideShade, faces: strip.shade.map { strip.box.corners($0) })
                }
            }
        }
    }
}
