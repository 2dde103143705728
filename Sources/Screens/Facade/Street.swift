import Geometry
import Nodes

/// The street below the pavement strip: the grey road with its dashed centre line, a kerb,
/// then cream paving slabs in running bond with faint lighter joints.
extension Facade {
    /// `height`: the street's height in design space (down to the canvas's bottom edge);
    /// `under`: how far the road reaches up under the building (`Facade.streetUnder`).
    static func roadAndPaving(_ style: FacadeStyle, height: Double, under: Double = 0) -> Node {
        let kerb = FacadeStyle.kerb
        let pavingTop = style.road + kerb
        return Group {
            rects([rect(0, -under, style.width, style.road + under)], style.roadColor)
            rects(dashes(style), style.roadLine)
            rects([rect(0, style.road, style.width, kerb)], style.kerb)
            paving(style, top: pavingTop, height: height)
        }.node
    }

    /// Dashes along the road's centre, one centred on the canvas's midline; only whole dashes
    /// at least half a gap in from the screen's edges, so none shows cut in the narrow gap
    /// beside the order sheet.
    static func dashes(_ style: FacadeStyle) -> [Rect] {
        let period = style.dash + style.dashGap
        let y = style.road / 2 - style.centreLine / 2
        var x = style.width / 2 - style.dash / 2
        while x > -style.dash { x -= period }
        var out: [Rect] = []
        while x < style.width {
            if x >= style.dashGap / 2, x + style.dash <= style.width - style.dashGap / 2 { out.append(rect(x, y, style.dash, style.centreLine)) }
            x += period
        }
        return out
    }

    /// Slabs in running bond, each row offset by half a slab; a fixed hash tints a few slabs a
    /// touch lighter so the paving is not mechanical.
    static func paving(_ style: FacadeStyle, top: Double, height h: Double) -> Node {
        var joints: [Rect] = [], light: [Rect] = []
        var row = 0
        var y = top
        while y < h {
            let shift = row % 2 == 0 ? 0 : style.slab / 2
            var x = -shift
            var col = 0
            while x < style.width {
                if hash(row, col) % 5 == 0 { light.append(rect(x, y, style.slab, style.slabRow)) }
                joints.append(rect(x + style.slab - style.joint / 2, y, style.joint, style.slabRow))
                x += style.slab; col += 1
            }
            joints.append(rect(0, y + style.slabRow - style.joint / 2, style.width, style.joint))
            y += style.slabRow; row += 1
        }
        return Group {
            rects([rect(0, top, style.width, h - top)], style.paving)
            rects(light, Color.lerp(style.paving, style.pavingJoint, 0.35))
            rects(joints, style.pavingJoint)
        }.node
    }

    /// A small deterministic integer hash of a slab's row and column.
    static func hash(_ a: Int, _ b: Int) -> UInt32 {
        var h = UInt32(truncatingIfNeeded: a &* 73_856_093 ^ b &* 19_349_663)
        h ^= h >> 13; h = h &* 0x5bd1_e995; h ^= h >> 15
        return h
    }
}
