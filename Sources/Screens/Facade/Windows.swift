import Geometry
import Nodes

/// The two upper floors of tall 6-over-6 sash windows, one per bay, with stone lintels
/// (flat arches with a keystone) and sills.
extension Facade {
    static func upperFloors(_ s: FacadeStyle) -> Node {
        Group {
            for floor in [Grid.floor2, Grid.floor1] {
                for cx in Grid.bays {
                    sashWindow(s, x: cx - Grid.windowWidth / 2, y: floor.lowerBound,
                               w: Grid.windowWidth, h: floor.upperBound - floor.lowerBound)
                }
            }
        }.node
    }

    /// A sash window whose opening is (x, y, w, h): the reveal in shadow, a white box frame,
    /// upper and lower sashes of 3 × 2 panes each, a lintel above and a sill below.
    static func sashWindow(_ s: FacadeStyle, x: Double, y: Double, w: Double, h: Double) -> Node {
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
            lintel(s, x: x, y: y, w: w)
            rects([rect(x, y, w, h)], s.shadow)
            rects([box], s.windowFrame)
            rects(panes(upper, bar: bar), s.glassShine)
            rects(panes(lower, bar: bar), s.glass)
            // A soft reflection across the top panes of each sash.
            rects([rect(upper.minX, upper.minY, upper.width, 4), rect(lower.minX, lower.minY, lower.width, 3)],
                  s.windowFrame.opacity(0.08))
            sill(s, x: x, y: y + h, w: w)
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

    /// A flat gauged arch over the opening with a slightly raised keystone.
    static func lintel(_ s: FacadeStyle, x: Double, y: Double, w: Double) -> Node {
        let h = 9.0, k = 10.0
        let cx = x + w / 2
        let arch = rect(x - 5, y - h, w + 10, h)
        let key = Path { p in
            p.move(to: Point(cx - k / 2 - 1.5, y - h - 2))
            p.line(to: Point(cx + k / 2 + 1.5, y - h - 2))
            p.line(to: Point(cx + k / 2, y))
            p.line(to: Point(cx - k / 2, y))
            p.close()
        }
        // Voussoir joints fanning slightly outwards from the centre.
        var joints = Path()
        for i in 1...4 {
            for side in [-1.0, 1.0] {
                let bx = cx + side * (k / 2 + Double(i) * (w / 2 - k / 2 + 5) / 4.6)
                joints.append(.rect(rect(bx - 0.3 + side * 0.6, y - h, 0.6, h)))
            }
        }
        return Group {
            rects([arch], s.pilaster)
            fill(joints, s.brickLine.opacity(0.7))
            fill(key, s.pilaster)
            fill(Path.rect(rect(cx + k / 2 - 0.5, y - h - 2, 1, h + 2)), s.shadow.opacity(0.35))
        }.node
    }

    /// A projecting stone sill with its shadow on the wall below.
    static func sill(_ s: FacadeStyle, x: Double, y: Double, w: Double) -> Node {
        Group {
            rects([rect(x - 6, y, w + 12, 5)], s.pilaster)
            rects([rect(x - 6, y + 5, w + 12, 2.5)], s.shadow.opacity(0.5))
        }.node
    }
}
