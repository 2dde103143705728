import Foundation
import Geometry
import Render
@testable import Space

/// A tiny reference rasteriser: convex world polygons, one colour each, kept per pixel by
/// depth (nearest wins), sampled at pixel centres without antialiasing. It knows nothing of
/// drawing order, so it is the ground truth for the painter's order.
struct ZBuffer {
    let width, height: Int
    let scale: Double
    /// Where the buffer's pixel (0, 0) lies on the screen, in its own pixels: a window of a
    /// finer buffer (several samples a pixel) round a few pixels of the frame.
    let origin: (x: Double, y: Double)
    var depth: [Double]
    var id: [Int32]

    init(width: Int, height: Int, scale: Double, origin: (x: Double, y: Double) = (0, 0)) {
        self.width = width; self.height = height; self.scale = scale; self.origin = origin
        depth = Array(repeating: .infinity, count: width * height)
        id = Array(repeating: 0, count: width * height)
    }

    /// Rasterises `corners` (a planar convex polygon) as `faceID`.
    mutating func draw(_ corners: [Vec3], id faceID: Int32, _ pr: Projector) {
        let poly = pr.projectPolygon(corners).map { Point($0.x * scale - origin.x, $0.y * scale - origin.y) }
        guard poly.count >= 3 else { return }
        let cam = pr.camera
        let n = (corners[1] - corners[0]).cross(corners[2] - corners[1])
        guard n.length > 0 else { return }
        let nd = n.normalized.dot(corners[0] - cam.position)
        let f = cam.focalLength * scale, cx = cam.screen.width * scale / 2, cy = (cam.screen.height / 2 + cam.principalOffset) * scale
        let fw = cam.forward, rt = cam.right, up = cam.up
        // Orientation of the projected polygon, so the inside test works for either winding.
        var area = 0.0
        for i in poly.indices { let a = poly[i], b = poly[(i + 1) % poly.count]; area += a.x * b.y - b.x * a.y }
        let sign = area > 0 ? 1.0 : -1.0
        let xs = poly.map(\.x), ys = poly.map(\.y)
        let x0 = max(0, Int(floor(xs.min()!))), x1 = min(width - 1, Int(ceil(xs.max()!)))
        let y0 = max(0, Int(floor(ys.min()!))), y1 = min(height - 1, Int(ceil(ys.max()!)))
        guard x0 <= x1, y0 <= y1 else { return }
        let unit = n.normalized
        for y in y0...y1 {
            let py = Double(y) + 0.5
            for x in x0...x1 {
                let px = Double(x) + 0.5
                var inside = true
                for i in poly.indices {
                    let a = poly[i], b = poly[(i + 1) % poly.count]
                    if sign * ((b.x - a.x) * (py - a.y) - (b.y - a.y) * (px - a.x)) < 0 { inside = false; break }
                }
                if !inside { continue }
                // Depth along the view axis where the pixel's ray meets the polygon's plane.
                let d = fw + rt * ((px + origin.x - cx) / f) + up * (-(py + origin.y - cy) / f)
                let den = unit.dot(d)
                guard den != 0 else { continue }
                let z = nd / den
                let k = y * width + x
                if z > 0 && z < depth[k] { depth[k] = z; id[k] = faceID }
            }
        }
    }
}

/// Marks the pixels (and a pixel around) of a projected face under two pixels across: it has no
/// interior, so the z-buffer (pixel centres) may miss it where Cairo's antialiasing shows it,
/// and those pixels are not compared.
func markTiny(_ poly: [Point], scale: Double, width w: Int, height h: Int, into tiny: inout [Bool]) {
    guard !poly.isEmpty else { return }
    let xs = poly.map { $0.x * scale }, ys = poly.map { $0.y * scale }
    let x0 = max(0, Int(xs.min()!.rounded(.down)) - 1), x1 = min(w - 1, Int(xs.max()!.rounded(.up)) + 1)
    let y0 = max(0, Int(ys.min()!.rounded(.down)) - 1), y1 = min(h - 1, Int(ys.max()!.rounded(.up)) + 1)
    if xs.max()! - xs.min()! < 2 || ys.max()! - ys.min()! < 2, x0 <= x1, y0 <= y1 {
        for y in y0...y1 { for x in x0...x1 { tiny[y * w + x] = true } }
    }
}

/// A face id as a colour both renderers can agree on (id 0 is the ground).
func idColor(_ i: Int32) -> Color {
    // Spread ids over the cube so neighbours differ a lot; exact in 8 bits per channel.
    let r = Double((Int(i) * 37) % 256), g = Double((Int(i) * 101) % 256), b = Double((Int(i) * 59 + 17) % 256)
    return Color(r: r / 255, g: g / 255, b: b / 255)
}
