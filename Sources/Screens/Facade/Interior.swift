import Geometry
import Nodes

/// What is seen through the shop windows: a cream room with pendant lamps, green shelves of
/// tiny cups and, in the right window, a menu board. Drawn in window-local coordinates.
extension Facade {
    static func interior(_ style: FacadeStyle, _ r: Rect, menu: Bool) -> Node {
        let w = r.width, h = r.height
        let lamps = [w * 0.2, w * 0.8]
        return Canvas(width: w, height: h) {
            rects([rect(0, 0, w, h)], style.shopWindow)
            // The counter along the back, a shade deeper, with a green top.
            rects([rect(0, h - 17, w, 17)], style.shopWindowDeep)
            rects([rect(0, h - 18, w, 2)], style.shelf.opacity(0.8))
            for x in lamps { pendantLamp(style, x: x, drop: 14) }
            // Shade under the window head and down the left reveal (light from the top left).
            rects([rect(0, 0, w, 3)], style.shopWindowDeep)
            rects([rect(0, 3, 2.5, h - 3)], style.shopWindowDeep.opacity(0.7))
            if menu {
                menuBoard(style, rect(w / 2 - 23, 24, 46, 34))
                shelf(style, x: w / 2 - 28, y: 70, w: 56, cups: [0, 1, 0, 0, 1])
            } else {
                shelf(style, x: w / 2 - 28, y: 46, w: 56, cups: [0, 1, 0, 1, 0])
                shelf(style, x: w / 2 - 28, y: 70, w: 56, cups: [1, 0, 0, 1, 0])
            }
        }.clipShape(Rectangle()).offset(x: r.minX, y: r.minY)
    }

    /// A pendant lamp hanging from the window head: cord, green dome shade, bulb and a soft
    /// cone of warm light.
    static func pendantLamp(_ style: FacadeStyle, x: Double, drop: Double) -> Node {
        let sw = 20.0, sh = 10.0, base = drop + sh
        let shade = Path { p in
            p.move(to: Point(x - sw / 2, base))
            p.cubic(to: Point(x, drop), control1: Point(x - sw / 2, drop + 2), control2: Point(x - sw / 4, drop))
            p.cubic(to: Point(x + sw / 2, base), control1: Point(x + sw / 4, drop), control2: Point(x + sw / 2, drop + 2))
            p.close()
        }
        let cone = Path { p in
            p.move(to: Point(x - sw / 2 + 1, base)); p.line(to: Point(x + sw / 2 - 1, base))
            p.line(to: Point(x + 24, base + 44)); p.line(to: Point(x - 24, base + 44)); p.close()
        }
        return Group {
            fill(cone, style.lampGlow.opacity(0.32))
            Circle().fill(style.lampGlow.opacity(0.7)).frame(width: 18, height: 18).offset(x: x - 9, y: base - 8)
            rects([rect(x - 0.5, 0, 1, drop + 1)], style.door)
            fill(shade, style.lampShade)
            rects([rect(x - sw / 2, base - 1.5, sw, 1.5)], style.shopfront)
            Circle().fill(style.lampGlow).frame(width: 7, height: 7).offset(x: x - 3.5, y: base - 3.5)
        }.node
    }

    /// A green shelf on two brackets with tiny cups: 0 a mug, 1 a takeaway cup.
    static func shelf(_ style: FacadeStyle, x: Double, y: Double, w: Double, cups: [Int]) -> Node {
        let step = w / Double(cups.count)
        var white = Path(), green = Path()
        for (i, kind) in cups.enumerated() {
            let cx = x + step * (Double(i) + 0.5)
            if kind == 0 {       // mug: body and a small handle ring
                white.append(.roundedRect(rect(cx - 2.8, y - 5, 5.6, 5), radii: CornerRadii(bottomTrailing: 1.5, bottomLeading: 1.5)))
                white.append(.circle(center: Point(cx + 3.2, y - 2.8), radius: 1.6))
            } else {             // takeaway cup: tapered body with a green sleeve
                white.append(Path { p in
                    p.move(to: Point(cx - 2.6, y - 8)); p.line(to: Point(cx + 2.6, y - 8))
                    p.line(to: Point(cx + 1.9, y)); p.line(to: Point(cx - 1.9, y)); p.close()
                })
                white.append(.rect(rect(cx - 3, y - 9, 6, 1.4)))
                green.append(.rect(rect(cx - 2.3, y - 5.5, 4.6, 2.2)))
            }
        }
        return Group {
            fill(white, style.cup)
            fill(green, style.shelf)
            rects([rect(x - 3, y, w + 6, 2.5)], style.shelf)
            rects([rect(x + 3, y + 2.5, 1.5, 4), rect(x + w - 4.5, y + 2.5, 1.5, 4)], style.shelf)
        }.node
    }

    /// A dark green menu board with a chalk heading and price lines.
    static func menuBoard(_ style: FacadeStyle, _ b: Rect) -> Node {
        var lines: [Rect] = [rect(b.midX - 8, b.minY + 5, 16, 2)]           // heading
        let widths = [22.0, 17.0, 25.0, 19.0]
        for (i, lw) in widths.enumerated() {
            let y = b.minY + 12 + Double(i) * 5
            lines.append(rect(b.minX + 6, y, lw, 1.2))
            lines.append(rect(b.maxX - 10, y, 4, 1.2))                       // price
        }
        return Group {
            rects([rect(b.minX + 1, b.maxY, b.width - 2, 1.5)], style.shadow.opacity(0.35))
            PathShape(.roundedRect(b, radius: 1.5)).fill(style.menuBoard)
            PathShape(.roundedRect(b.insetBy(dx: 1.5, dy: 1.5), radius: 1)).stroke(style.trim, width: 1)
            rects(lines, style.menuText.opacity(0.9))
        }.node
    }
}
