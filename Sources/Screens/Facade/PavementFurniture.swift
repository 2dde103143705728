import Foundation
import Geometry
import Nodes

/// The light pavement strip and what stands on it: two bistro sets (a round white table
/// between two dark green chairs) in front of the shop windows and a topiary at each edge
/// (unless `FacadeStyle.topiaries` leaves them out).
extension Facade {
    static func pavementStrip(_ style: FacadeStyle, fade: Double = 0) -> Node {
        let top = style.facadeHeight - style.pavement
        return Group {
            if fade < 1 {
                rects([rect(0, top, style.width, style.pavement)], style.pavementColor)
                rects([rect(0, top, style.width, 1)], style.shadow.opacity(0.3))                // foot of the wall
                rects([rect(0, style.facadeHeight - FacadeStyle.kerb, style.width, FacadeStyle.kerb)], style.kerb)   // kerb edge
            }
            // Fading with the road into the plain ground (nothing drawn at all before the fade).
            if fade > 0 { rects([rect(0, top, style.width, style.pavement)], style.ground.opacity(min(1, fade))) }
        }.node
    }

    static func pavementFurniture(_ style: FacadeStyle) -> Node {
        Group {
            for r in Grid.shopWindows {
                bistroSet(style, cx: r.midX)
            }
            if style.topiaries {
                topiary(style, cx: 26)
                topiary(style, cx: style.width - 26)
            }
        }.node
    }

    /// How far the tables and chairs reach above their ground, design points: the chairs'
    /// hooped backs with their stroke (the cups on the tables are lower).
    public static let bistroHeight = 45.0
    /// How far a topiary reaches above its ground, design points: its pot, stem and leafy
    /// ball with the leaves' scallops (`topiary`).
    public static let topiaryHeight = 63.0

    /// A table with a chair either side facing it.
    static func bistroSet(_ style: FacadeStyle, cx: Double) -> Node {
        Group {
            groundShadow(style, cx: cx, w: 76)
            chair(style, cx: cx - 24, facing: 1)
            chair(style, cx: cx + 24, facing: -1)
            table(style, cx: cx)
        }.node
    }

    static func groundShadow(_ style: FacadeStyle, cx: Double, w: Double) -> Node {
        Ellipse().fill(style.shadow.opacity(0.28)).frame(width: w, height: 5).offset(x: cx - w / 2, y: style.furnitureGround - 2.5)
    }

    /// A round white bistro table in side view: top, a dark stem and a small foot.
    static func table(_ style: FacadeStyle, cx: Double) -> Node {
        let g = style.furnitureGround, topY = g - 32
        return Group {
            rects([rect(cx - 1.3, topY + 3, 2.6, g - topY - 4)], style.tableLeg)
            PathShape(Path { p in
                p.move(to: Point(cx - 9, g)); p.quad(to: Point(cx + 9, g), control: Point(cx, g - 5)); p.close()
            }).fill(style.tableLeg)
            PathShape(.roundedRect(rect(cx - 17, topY, 34, 4), radius: 2)).fill(style.table)
            rects([rect(cx - 12, topY + 4, 24, 1.2)], style.shadow.opacity(0.5))
            PathShape(.roundedRect(rect(cx + 3, topY - 4.5, 5, 4.5), radii: CornerRadii(bottomTrailing: 1.5, bottomLeading: 1.5)))
                .fill(style.cup)
            PathShape(.roundedRect(rect(cx + 1, topY - 0.8, 9, 1), radius: 0.5)).fill(style.cup)
        }.node
    }

    /// A bistro chair in side view; `facing` +1 faces right (its back on the left), −1 left.
    /// Splayed legs with a stretcher ring, a solid seat and a hooped back.
    static func chair(_ style: FacadeStyle, cx: Double, facing f: Double) -> Node {
        let g = style.furnitureGround, seatY = g - 19, seatW = 16.0
        let back = cx - f * seatW / 2, front = cx + f * seatW / 2
        let legs = Path { p in
            p.move(to: Point(back - f * 2.5, g)); p.line(to: Point(back, seatY))
            p.move(to: Point(front + f * 2.5, g)); p.line(to: Point(front, seatY))
            p.move(to: Point(back - f * 1.2, g - 8)); p.line(to: Point(front + f * 1.2, g - 8))
        }
        // The hoop: up from the back of the seat, reclining slightly, over and down again.
        let hoopTop = seatY - 21
        let hoop = Path { p in
            p.move(to: Point(back, seatY))
            p.line(to: Point(back - f * 2, hoopTop + 4))
            p.quad(to: Point(back + f * 5.5, hoopTop + 4), control: Point(back + f * 1.5, hoopTop - 3))
            p.line(to: Point(back + f * 5, seatY))
        }
        return Group {
            PathShape(legs).stroke(style.chair, width: 1.8, cap: .round, join: .round)
            PathShape(hoop).stroke(style.chair, width: 2, cap: .round, join: .round)
            PathShape(.roundedRect(rect(min(back, front) - 1.5, seatY - 2, seatW + 3, 3.5), radius: 1.5)).fill(style.chair)
        }.node
    }

    /// A clipped ball of box in a dark planter, with a lighter sunlit side.
    static func topiary(_ style: FacadeStyle, cx: Double) -> Node {
        let g = style.furnitureGround, potTop = g - 24, r = 17.0
        let cy = potTop - 4 - r
        let pot = Path { p in
            p.move(to: Point(cx - 12, potTop)); p.line(to: Point(cx + 12, potTop))
            p.line(to: Point(cx + 9, g)); p.line(to: Point(cx - 9, g)); p.close()
        }
        return Group {
            groundShadow(style, cx: cx, w: 34)
            rects([rect(cx - 1.5, cy + r - 2, 3, potTop - cy - r + 3)], style.tableLeg)
            fill(pot, style.planter)
            rects([rect(cx - 13.5, potTop - 1, 27, 4)], style.planter)
            rects([rect(cx - 13.5, potTop - 1, 27, 1.2)], style.windowFrame.opacity(0.15))
            fill(leafyBall(center: Point(cx, cy), radius: r, leaves: 14), style.topiary)
            fill(leafyBall(center: Point(cx - 4.5, cy - 5), radius: r * 0.62, leaves: 10), style.topiaryLight)
        }.node
    }

    /// A circle with a scalloped edge of small leaf clusters.
    static func leafyBall(center c: Point, radius r: Double, leaves n: Int) -> Path {
        var p = Path.circle(center: c, radius: r * 0.9)
        for i in 0..<n {
            let a = Double(i) / Double(n) * 2 * Double.pi
            p.append(.circle(center: Point(c.x + cos(a) * r * 0.82, c.y + sin(a) * r * 0.82), radius: r * 0.22))
        }
        return p
    }
}
