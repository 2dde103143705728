import Geometry
import Nodes

/// The street below the pavement strip: the grey road with its dashed centre line, a kerb,
/// then cream paving slabs in running bond with faint lighter joints.
extension Facade {
    /// `height`: the street's height in design space (down to the canvas's bottom edge).
    static func roadAndPaving(_ s: FacadeStyle, height: Double) -> Node {
        let kerb = 3.0
        let pavingTop = s.road + kerb
        return Group {
            rects([rect(0, 0, s.width, s.road)], s.roadColor)
            rects(dashes(s), s.roadLine)
            rects([rect(0, s.road, s.width, kerb)], s.kerb)
            paving(s, top: pavingTop, height: height)
        }.node
    }

    /// Dashes along the road's centre, one centred on the canvas's midline; only whole dashes
    /// at least half a gap in from the screen's edges, so none shows cut in the narrow gap
    /// beside the order sheet.
    static func dashes(_ s: FacadeStyle) -> [Rect] {
        let period = s.dash + s.dashGap
        let y = s.road / 2 - s.centreLine / 2
        var x = s.width / 2 - s.dash / 2
        while x > -s.dash { x -= period }
        var out: [Rect] = []
        while x < s.width {
            if x >= s.dashGap / 2, x + s.dash <= s.width - s.dashGap / 2 { out.append(rect(x, y, s.dash, s.centreLine)) }
            x += period
        }
        return out
    }

    /// Slabs in running bond, each row offset by half a slab; a fixed hash tints a few slabs a
    /// touch lighter so the paving is not mechanical.
    static func paving(_ s: FacadeStyle, top: Double, height h: Double) -> Node {
        var joints: [Rect] = [], light: [Rect] = []
        var row = 0
        var y = top
        while y < h {
            let shift = row % 2 == 0 ? 0 : s.slab / 2
            var x = -shift
            var col = 0
            while x < s.width {
                if hash(row, col) % 5 == 0 { light.append(rect(x, y, s.slab, s.slabRow)) }
                joints.append(rect(x + s.slab - s.joint / 2, y, s.joint, s.slabRow))
                x += s.slab; col += 1
            }
            joints.append(rect(0, y + s.slabRow - s.joint / 2, s.width, s.joint))
            y += s.slabRow; row += 1
        }
        return Group {
            rects([rect(0, top, s.width, h - top)], s.paving)
            rects(light, Color.lerp(s.paving, s.pavingJoint, 0.35))
            rects(joints, s.pavingJoint)
        }.node
    }

    /// A small deterministic integer hash of a slab's row and column.
    static func hash(_ a: Int, _ b: Int) -> UInt32 {
        var h = UInt32(truncatingIfNeeded: a &* 73_856_093 ^ b &* 19_349_663)
        h ^= h >> 13; h = h &* 0x5bd1_e995; h ^= h >> 15
        return h
    }
}
