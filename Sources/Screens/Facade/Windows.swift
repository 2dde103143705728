import Geometry
import Nodes

/// The two upper floors of tall 6-over-6 sash windows, one per bay, with stone lintels
/// (flat arches with a keystone) and sills.
extension Facade {
    static func upperFloors(_ style: FacadeStyle) -> Node {
        Group {
            for floor in [Grid.floor2, Grid.floor1] {
                for cx in Grid.bays {
                    sashWindow(style, x: cx - Grid.windowWidth / 2, y: floor.lowerBound,
                               w: Grid.windowWidth, h: floor.upperBound - floor.lowerBound)
                }
            }
        }.node
    }

    /// A sash window whose opening is (x, y, w, h): the reveal in shadow, a white box frame,
    /// upper and lower sashes of 3 × 2 panes each, a lintel above and a sill below.
    static func sashWindow(_ style: FacadeStyle, x: Double, y: Double, w: Double, h: Double) -> Node {
        let reveal = 2.5                 // shadowed reveal on the top and left
        let frame = 3.0                  // box frame and sash stiles
        let bar = 1.3                    // glazing bars
        let box = rect(x + reveal, y + reveal, w - reveal * 2, h - reveal)
        let inner = box.insetBy(dx: frame, dy: frame)
        let rail = 2.5                   // the meeting rail is the two sash rails together
        let sashH = (inner.height - rail) / 2
        let upper = rect(inner.minX, inner.minY, inner.width, sashH)
        let lower = rect(inner.minX, inner.minY + sashH + rail, inner.width, sashH)
        return Group {
            lintel(style, x: x, y: y, w: w)
            rects([rect(x, y, w, h)], style.shadow)
            rects([box], style.windowFrame)
            rects(panes(upper, bar: bar), style.glassShine)
            rects(panes(lower, bar: bar), style.glass)
            // A soft reflection across the top panes of each sash.
            rects([rect(upper.minX, upper.minY, upper.width, 4), rect(lower.minX, lower.minY, lower.width, 3)],
                  style.windowFrame.opacity(0.08))
            sill(style, x: x, y: y + h, w: w)
        }.node
    }

    /// The panes of one sash: 3 across, 2 down, separated by glazing bars.
    static func panes(_ r: Rect, bar: Double) -> [Rect] {
        let pw = (r.width - bar * 2) / 3, ph = (r.height - bar) / 2
        var out: [Rect] = []
        for row in 0..<2 {
            for col in 0..<3 {
                out.append(rect(r.minX + Double(col) * (pw + bar), r.minY + Double(row) * (ph + bar), pw, ph))
            }
        }
        return out
    }

    /// A flat gauged arch over the opening with a raised keystone; its joints fan outwards.
    static func lintel(_ style: FacadeStyle, x: Double, y: Double, w: Double) -> Node {
        let h = 9.0, k = 9.0
        let cx = x + w / 2
        let arch = Path { p in
            p.move(to: Point(x - 6, y - h)); p.line(to: Point(x + w + 6, y - h))
            p.line(to: Point(x + w + 3, y)); p.line(to: Point(x - 3, y)); p.close()
        }
        let key = Path { p in
            p.move(to: Point(cx - k / 2 - 1.5, y - h - 3))
            p.line(to: Point(cx + k / 2 + 1.5, y - h - 3))
            p.line(to: Point(cx + k / 2, y + 1.5))
            p.line(to: Point(cx - k / 2, y + 1.5))
            p.close()
        }
        var joints = Path()
        for i in 1...3 {
            for side in [-1.0, 1.0] {
                let d = k / 2 + Double(i) * (w / 2 + 3 - k / 2) / 3.5    // distance from the centre
                let lean = side * d * 0.08
                let bx = cx + side * d
                joints.append(Path { p in
                    p.move(to: Point(bx + lean - 0.35, y - h)); p.line(to: Point(bx + lean + 0.35, y - h))
                    p.line(to: Point(bx + 0.35, y)); p.line(to: Point(bx - 0.35, y)); p.close()
                })
            }
        }
        return Group {
            fill(arch, style.pilaster)
            fill(joints, style.brickLine.opacity(0.8))
            fill(Path.rect(rect(cx - k / 2 - 1.5, y - h - 3, k + 3, 3)), style.shadow.opacity(0.2))
            fill(key, style.pilaster)
            fill(Path { p in
                p.move(to: Point(cx + k / 2 + 1.5, y - h - 3)); p.line(to: Point(cx + k / 2 + 0.3, y + 1.5))
                p.line(to: Point(cx + k / 2 - 1, y + 1.5)); p.line(to: Point(cx + k / 2, y - h - 3)); p.close()
            }, style.shadow.opacity(0.45))
        }.node
    }

    /// A projecting stone sill with its shadow on the wall below.
    static func sill(_ style: FacadeStyle, x: Double, y: Double, w: Double) -> Node {
        Group {
            rects([rect(x - 6, y, w + 12, 5)], style.pilaster)
            rects([rect(x - 6, y + 5, w + 12, 2.5)], style.shadow.opacity(0.5))
        }.node
    }
}
