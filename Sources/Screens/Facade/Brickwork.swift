import Geometry
import Nodes

/// The sandstone wall above the shopfront: ashlar coursing, pilasters, corner piers and the
/// stone bands (string course, shop cornice) with their soft shadows.
extension Facade {
    static func wall(_ style: FacadeStyle) -> Node {
        Group {
            // The whole face, down to the kerb: every band drawn after lies on opaque stone, so a
            // join on a fractional device pixel blends two colours, never one with nothing.
            PathShape(.rect(rect(0, -style.attic, style.width, style.facadeHeight + style.attic))).fill(style.sandstone)
            coursing(style)
            pilasters(style)
            bands(style)
        }.node
    }

    /// Ashlar courses 11 pt tall, with vertical joints every 33 pt staggered by half a block.
    static func coursing(_ style: FacadeStyle) -> Node {
        var lines: [Rect] = []
        let course = 11.0, block = 33.0, line = 0.6
        var row = 0
        var y = Grid.cornice.lowerBound - course
        while y > -style.attic - course {
            lines.append(rect(0, y, style.width, line))
            let shift = row % 2 == 0 ? 0 : block / 2
            var x = shift + 6
            while x < style.width {
                lines.append(rect(x, y - course + line, line, course - line))
                x += block
            }
            y -= course; row += 1
        }
        return rects(lines, style.brickLine.opacity(0.55))
    }

    /// Pilasters between the bays and the corner piers, each with a base block and
    /// a thin shaded edge on the right (light from the top left).
    static func pilasters(_ style: FacadeStyle) -> Node {
        let top = -style.attic, bottom = Grid.cornice.lowerBound
        var light: [Rect] = [], shade: [Rect] = []
        for cx in Grid.pilasters {
            let w = Grid.pilasterWidth, x = cx - w / 2
            light.append(rect(x, top, w, bottom - top))
            light.append(rect(x - 2, bottom - 10, w + 4, 10))             // base
            shade.append(rect(x + w - 1.5, top, 1.5, bottom - top - 10))
        }
        // Corner piers, rusticated: blocks with deep joints every second course.
        for x in [0.0, style.width - Grid.pier] {
            light.append(rect(x, top, Grid.pier, style.shopBottom - top))
        }
        var joints: [Rect] = []
        var y = Grid.cornice.lowerBound - 22
        while y > top {
            joints.append(rect(0, y, Grid.pier, 1))
            joints.append(rect(style.width - Grid.pier, y, Grid.pier, 1))
            y -= 22
        }
        shade.append(rect(Grid.pier - 1.5, top, 1.5, style.shopBottom - top))
        shade.append(rect(style.width - Grid.pier, top, 1.5, style.shopBottom - top))
        return Group {
            rects(light, style.pilaster)
            rects(shade, style.shadow.opacity(0.45))
            rects(joints, style.shadow.opacity(0.35))
        }.node
    }

    /// The string course between the floors and the heavy cornice over the shop.
    static func bands(_ style: FacadeStyle) -> Node {
        let w = style.width
        let sc = Grid.stringCourse, co = Grid.cornice
        return Group {
            // String course: a plain band with a thin drip edge and shadow below.
            rects([rect(0, sc.lowerBound, w, sc.upperBound - sc.lowerBound)], style.pilaster)
            rects([rect(0, sc.upperBound, w, 2.5)], style.shadow.opacity(0.45))
            rects([rect(0, sc.lowerBound + 2, w, 0.8)], style.brickLine.opacity(0.6))
            // Cornice: frieze, a projecting moulding, then the heavy corona with its shadow.
            rects([rect(0, co.lowerBound, w, co.upperBound - co.lowerBound)], style.pilaster)
            rects([rect(0, co.lowerBound + 5, w, 1)], style.brickLine.opacity(0.8))
            rects([rect(0, co.lowerBound + 9, w, 2)], style.shadow.opacity(0.5))
            rects([rect(0, co.lowerBound - 3, w, 3)], style.pilaster)
            rects([rect(0, co.upperBound - 2, w, 2)], style.shadow.opacity(0.6))
        }.node
    }
}
