import Geometry
import Nodes

/// The sandstone wall above the shopfront: ashlar coursing, pilasters, corner piers and the
/// stone bands (string course, shop cornice) with their soft shadows.
extension Facade {
    static func wall(_ s: FacadeStyle) -> Node {
        Group {
            PathShape(.rect(rect(0, -s.attic, s.width, Grid.shopTop + s.attic))).fill(s.sandstone)
            coursing(s)
            pilasters(s)
            bands(s)
        }.node
    }

    /// Ashlar courses 11 pt tall, with vertical joints every 33 pt staggered by half a block.
    static func coursing(_ s: FacadeStyle) -> Node {
        var lines: [Rect] = []
        let course = 11.0, block = 33.0, line = 0.6
        var row = 0
        var y = Grid.cornice.lowerBound - course
        while y > -s.attic - course {
            lines.append(rect(0, y, s.width, line))
            let shift = row % 2 == 0 ? 0 : block / 2
            var x = shift + 6
            while x < s.width {
                lines.append(rect(x, y - course + line, line, course - line))
                x += block
            }
            y -= course; row += 1
        }
        return rects(lines, s.brickLine.opacity(0.55))
    }

    /// Pilasters between the bays and the corner piers, each with a base block and
    /// a thin shaded edge on the right (light from the top left).
    static func pilasters(_ s: FacadeStyle) -> Node {
        let top = -s.attic, bottom = Grid.cornice.lowerBound
        var light: [Rect] = [], shade: [Rect] = []
        for cx in Grid.pilasters {
            let w = Grid.pilasterWidth, x = cx - w / 2
            light.append(rect(x, top, w, bottom - top))
            light.append(rect(x - 2, bottom - 10, w + 4, 10))             // base
            shade.append(rect(x + w - 1.5, top, 1.5, bottom - top - 10))
        }
        // Corner piers, rusticated: blocks with deep joints every second course.
        for x in [0.0, s.width - Grid.pier] {
            light.append(rect(x, top, Grid.pier, s.shopBottom - top))
        }
        var joints: [Rect] = []
        var y = Grid.cornice.lowerBound - 22
        while y > top {
            joints.append(rect(0, y, Grid.pier, 1))
            joints.append(rect(s.width - Grid.pier, y, Grid.pier, 1))
            y -= 22
        }
        shade.append(rect(Grid.pier - 1.5, top, 1.5, s.shopBottom - top))
        shade.append(rect(s.width - Grid.pier, top, 1.5, s.shopBottom - top))
        return Group {
            rects(light, s.pilaster)
            rects(shade, s.shadow.opacity(0.45))
            rects(joints, s.shadow.opacity(0.35))
        }.node
    }

    /// The string course between the floors and the heavy cornice over the shop.
    static func bands(_ s: FacadeStyle) -> Node {
        let w = s.width
        let sc = Grid.stringCourse, co = Grid.cornice
        return Group {
            // String course: a plain band with a thin drip edge and shadow below.
            rects([rect(0, sc.lowerBound, w, sc.upperBound - sc.lowerBound)], s.pilaster)
            rects([rect(0, sc.upperBound, w, 2.5)], s.shadow.opacity(0.45))
            rects([rect(0, sc.lowerBound + 2, w, 0.8)], s.brickLine.opacity(0.6))
            // Cornice: frieze, a projecting moulding, then the heavy corona with its shadow.
            rects([rect(0, co.lowerBound, w, co.upperBound - co.lowerBound)], s.pilaster)
            rects([rect(0, co.lowerBound + 5, w, 1)], s.brickLine.opacity(0.8))
            rects([rect(0, co.lowerBound + 9, w, 2)], s.shadow.opacity(0.5))
            rects([rect(0, co.lowerBound - 3, w, 3)], s.pilaster)
            rects([rect(0, co.upperBound - 2, w, 2)], s.shadow.opacity(0.6))
        }.node
    }
}
