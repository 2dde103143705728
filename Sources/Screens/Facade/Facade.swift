import Geometry
import Nodes

/// Screen 1's illustration, as one node tree of fixed size. The same tree is the 3D
/// building's front face in the reveal, so it must not depend on time.
public enum Facade {
    /// The building front from the top of the screen down to and including the light pavement
    /// strip, fitted to the canvas width: `style.fittedSize` points. `pavementFade` 1 has the
    /// pavement strip and its kerb gone into the plain cream ground with the road (the brief's
    /// 3.2–3.9 s fade: plain ground right up to the shop); the 3D reveal's front face is the
    /// faded facade, as the reveal starts after the fade.
    public static func building(_ style: FacadeStyle, pavementFade: Double = 0) -> Node {
        let drawing = Group {
            wall(style)
            upperFloors(style)
            shopfront(style)
            pavementStrip(style, fade: pavementFade)
            pavementFurniture(style)
        }
        return fitted(style, height: style.facadeHeight + style.attic, Canvas(width: style.width, height: style.facadeHeight + style.attic) {
            if style.attic > 0 { drawing.offset(y: style.attic) } else { drawing }
        }.node)
    }

    /// Road and paving below the facade, down to the bottom of the canvas; `fade` 0 shows
    /// them, 1 has them gone into plain cream ground.
    /// `below`: how far the facade was moved up (≤ 0); the street grows by as much.
    /// The node starts `streetUnder` design points above the facade's foot, road-coloured
    /// there: the screen draws it first and the building over it, so the building's bottom
    /// edge, on whatever fraction of a device pixel it falls, blends into the road.
    public static func street(_ style: FacadeStyle, fade: Double, below dy: Double = 0) -> Node {
        let h = style.streetHeight - style.attic - dy / style.scale, under = streetUnder
        return fitted(style, height: h + under, Canvas(width: style.width, height: h + under) {
            PathShape(.rect(Rect(x: 0, y: 0, width: style.width, height: h + under))).fill(style.ground)
            if fade < 1 {
                roadAndPaving(style, height: h, under: under).offset(y: under).opacity(max(0, 1 - fade))
            }
        }.node)
    }

    /// How far the street reaches up under the building, design points: more than a device
    /// pixel at @1x on the narrowest canvas.
    public static let streetUnder = 4.0

    /// A design-space drawing `height` tall, scaled to the canvas width. At the design width
    /// the drawing is returned as it is (no transform: the same bytes as an unscaled drawing).
    static func fitted(_ style: FacadeStyle, height: Double, _ design: Node) -> Node {
        guard style.scale != 1 else { return design }
        return Canvas(width: style.canvas.width, height: height * style.scale) {
            design.scaleEffect(style.scale, anchor: .topLeading)
        }.node
    }
}

/// The facade's layout grid, in canvas points (393 wide, y down from the top of the screen).
///
/// Columns: rusticated corner piers at both edges (0–12, 381–393) and two pilasters between
/// three bays; the sash windows are centred in the bays. Bands, top to bottom: second-floor
/// windows (their lintels sit under the status bar), a string course, the taller first-floor
/// windows, the heavy cornice over the shop, the shopfront (fascia, windows, door), and the
/// pavement strip the furniture stands on (its top and the furniture's ground come from the
/// tokens: `FacadeStyle.shopBottom`, `furnitureGround`).
enum Grid {
    static let pier = 12.0                        // corner pier width at each edge
    static let pilasters = [135.0, 258.0]         // centres of the pilasters between bays
    static let pilasterWidth = 14.0
    static let bays = [70.0, 196.5, 323.0]        // window centres (middle of each bay)
    static let windowWidth = 50.0

    static let floor2 = 36.0 ... 124.0            // second-floor sash openings (top … sill)
    static let stringCourse = 142.0 ... 152.0     // band between the two floors
    static let floor1 = 172.0 ... 274.0           // first-floor sash openings (the tallest)
    static let cornice = 282.0 ... 300.0          // heavy cornice over the shopfront

    static let shopTop = 300.0                    // fascia top
    static let fasciaBottom = 338.0
    static let shopWindowTop = 348.0              // shop windows and door transom start here
    static let shopWindowBottom = 448.0
    static let shopWindows = [Rect(x: 24, y: shopWindowTop, width: 134, height: shopWindowBottom - shopWindowTop),
                              Rect(x: 235, y: shopWindowTop, width: 134, height: shopWindowBottom - shopWindowTop)]
    static let door = Rect(x: 172, y: 370, width: 49, height: 110)   // leaf; transom light above

    /// Where the screen's top edge may cut the facade when it moves up, design points from its
    /// top: through plain stone, never into a window — above the second floor's lintels (both
    /// floors show), between its sills and the first floor's lintels (the first floor under its
    /// band), or through the cornice (the shopfront alone). Each range's `start` is where it
    /// cuts by choice: the design's top, the string course's top, the cornice's.
    static let topEdges: [(start: Double, range: ClosedRange<Double>)] =
        [(0, 0 ... 22), (stringCourse.lowerBound, 134 ... 158), (cornice.lowerBound, cornice)]

    /// The sign board on the fascia (top … bottom): it stays wholly below the top buttons
    /// however far the facade moves up (issue 46.1).
    static let signBoard = (shopTop + 8) ... (shopTop + 34)

    /// The least share of the door's height that shows above the order sheet (issue 31: the
    /// shop stays readable under the sheet, in every locale).
    static let doorShown = 0.5
}

/// Small drawing helpers shared by the facade files.
extension Facade {
    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
        Rect(x: x, y: y, width: w, height: h)
    }
    /// Many rectangles merged into one path, filled with one colour.
    static func rects(_ rs: [Rect], _ c: Color) -> Node {
        var p = Path()
        for r in rs { p.append(.rect(r)) }
        return PathShape(p).fill(c).node
    }
    static func fill(_ p: Path, _ c: Color) -> Node { PathShape(p).fill(c).node }
}
