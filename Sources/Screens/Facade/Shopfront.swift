import Geometry
import Nodes

/// The green ground-floor shopfront: fascia with the sign, two shop windows on stallrisers,
/// and the panelled door with its transom light in the centre.
extension Facade {
    static func shopfront(_ style: FacadeStyle) -> Node {
        let left = Grid.pier, width = style.width - Grid.pier * 2
        return Group {
            // On down under the pavement strip, which is drawn over it: the join is one edge.
            rects([rect(left, Grid.shopTop, width, style.facadeHeight - Grid.shopTop)], style.shopfront)
            fascia(style)
            for r in Grid.shopWindows {
                shopWindow(style, r)
            }
            door(style)
            // Shade under the fascia's bottom moulding.
            rects([rect(left, Grid.fasciaBottom, width, 2)], style.trim.opacity(0.45))
        }.node
    }

    /// The fascia: a trim capping, a framed sign board and a bottom moulding.
    static func fascia(_ style: FacadeStyle) -> Node {
        let left = Grid.pier, width = style.width - Grid.pier * 2
        let board = rect(left + 8, Grid.shopTop + 8, width - 16, 26)
        return Group {
            rects([rect(left - 2, Grid.shopTop, width + 4, 5)], style.trim)            // capping
            rects([rect(left, Grid.fasciaBottom - 4, width, 4)], style.trim)           // bottom moulding
            PathShape(.roundedRect(board, radius: 1.5)).stroke(style.trim, width: 1.5)
            sign(style, cx: style.width / 2, cy: board.midY)
        }.node
    }

    /// The sign, `signLeft ▪ signRight` from the content (`BLANK ▪ STREET`), in white spaced
    /// caps, centred on (cx, cy) (Pango spreads the letter spacing evenly, so the laid-out box
    /// centres the ink).
    static func sign(_ style: FacadeStyle, cx: Double, cy: Double) -> Node {
        let w = 300.0, h = style.signFont.size * 1.22
        return Text("\(style.sign.left) ▪ \(style.sign.right)", font: style.signFont, color: style.signText).copy("signLeft", "signRight")
            .frame(width: w, height: h, alignment: .center)
            .offset(x: cx - w / 2, y: cy - h / 2)
    }

    /// A shop window's frame and the stallriser below it; the interior is drawn inside `r`.
    static func shopWindow(_ style: FacadeStyle, _ r: Rect) -> Node {
        let frame = 4.0
        let riser = rect(r.minX, r.maxY + frame + 3, r.width, style.shopBottom - r.maxY - frame - 7)
        return Group {
            rects([rect(r.minX - frame, r.minY - frame, r.width + frame * 2, r.height + frame * 2)], style.trim)
            interior(style, r, menu: r.minX > style.width / 2)
            glassReflection(style, r)
            // Window ledge and the panelled stallriser.
            rects([rect(r.minX - frame - 2, r.maxY + frame - 1, r.width + frame * 2 + 4, 3)], style.trim)
            PathShape(.roundedRect(riser.insetBy(dx: 6, dy: 5), radius: 1)).stroke(style.trim, width: 1.5)
        }.node
    }

    /// Two soft diagonal reflections across the glass, clipped to the window.
    static func glassReflection(_ style: FacadeStyle, _ r: Rect) -> Node {
        let h = r.height
        let bands = Path { p in
            for (x0, bw) in [(0.30, 18.0), (0.30 + 0.2, 6.0)] {
                let x = r.width * x0
                p.move(to: Point(x, h)); p.line(to: Point(x + bw, h))
                p.line(to: Point(x + bw + h * 0.6, 0)); p.line(to: Point(x + h * 0.6, 0)); p.close()
            }
        }
        return Canvas(width: r.width, height: r.height) {
            PathShape(bands).fill(style.windowFrame.opacity(0.16))
        }.clipShape(Rectangle()).offset(x: r.minX, y: r.minY)
    }

    /// The door in the centre: a doorcase, a three-light transom, a glazed upper panel, a
    /// fielded lower panel, a brass knob and a stone step.
    static func door(_ style: FacadeStyle) -> Node {
        let d = Grid.door
        let transom = rect(d.minX, Grid.shopWindowTop, d.width, d.minY - Grid.shopWindowTop - 4)
        let glazed = rect(d.minX + 6, d.minY + 7, d.width - 12, 50)
        let panel = rect(d.minX + 6, glazed.maxY + 8, d.width - 12, d.maxY - glazed.maxY - 16)
        let bars = [rect(transom.minX + transom.width / 3 - 0.75, transom.minY, 1.5, transom.height),
                    rect(transom.minX + transom.width * 2 / 3 - 0.75, transom.minY, 1.5, transom.height)]
        return Group {
            rects([rect(d.minX - 4, Grid.shopWindowTop - 4, d.width + 8, d.maxY - Grid.shopWindowTop + 4)], style.trim)
            rects([transom], style.shopWindowDeep)
            rects(bars, style.trim)
            rects([d], style.door)
            rects([glazed], style.shopWindowDeep)
            glassReflection(style, glazed)
            rects([rect(glazed.midX - 0.6, glazed.minY, 1.2, glazed.height)], style.door)
            PathShape(.rect(panel.insetBy(dx: 0.5, dy: 0.5))).stroke(style.trim.opacity(0.7), width: 1)
            // On the lock rail, in the stile beside the glass: clear of it.
            Circle().fill(style.doorHandle).frame(width: 4.4, height: 4.4).offset(x: d.maxX - 5.4, y: glazed.maxY + 2.8)
            rects([rect(d.minX - 7, d.maxY, d.width + 14, 3)], style.pilaster)       // stone step
            rects([rect(d.minX - 7, d.maxY + 3, d.width + 14, 1.5)], style.shadow.opacity(0.5))
        }.node
    }
}
