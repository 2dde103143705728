import Foundation
import Geometry
import Space

/// The top buttons, as the reveal's drawing sees them: opaque discs over the scene (the frosted
/// circles, then screen 2's grey ones). A block that a button all but hides shows only a
/// sliver beside the button's rim — a speck on the cream (issue 45: 7 px beside the close
/// button on se at 4.9 s). Such a block is left out while what would show of it is at most
/// `sliver` points either way: it is seen whole, or coming from under the rim, never as a speck.
struct ButtonDiscs: Sendable {
    struct Disc: Sendable { var centre: Point; var radius: Double }
    var discs: [Disc]
    /// The most a hidden block's visible part may span, points, and still be left out: the
    /// speck bound (4 pt) and a point for antialiased edges.
    static let sliver = 5.0
    /// Sample spacing, points (1/4 px at @3x… a little coarser: the bound has a point to spare).
    static let step = 0.25

    /// Both top buttons of a screen with `canvas` width: `diameter` points, `edge` from the
    /// sides, their tops at `top`.
    init(canvasWidth w: Double, top: Double, diameter: Double, edge: Double) {
        let r = diameter / 2
        discs = [Disc(centre: Point(edge + r, top + r), radius: r), Disc(centre: Point(w - edge - r, top + r), radius: r)]
    }

    /// Whether the solid whose faces project to `polygons` (screen points, convex each) shows,
    /// on `canvas`, only a sliver outside the discs (or nothing but under a rim's antialiased
    /// edge) while they hide most of it.
    func hidesAllButASliver(_ polygons: [[Point]], canvas: Size) -> Bool {
        let pts = polygons.flatMap { $0 }
        guard let x0 = pts.map(\.x).min(), let x1 = pts.map(\.x).max(), let y0 = pts.map(\.y).min(), let y1 = pts.map(\.y).max() else { return false }
        // Only near a disc.
        guard discs.contains(where: { d in
            x1 > d.centre.x - d.radius && x0 < d.centre.x + d.radius && y1 > d.centre.y - d.radius && y0 < d.centre.y + d.radius
        }) else { return false }
        var hidden = 0, shown = 0
        var sx0 = Double.infinity, sx1 = -Double.infinity, sy0 = Double.infinity, sy1 = -Double.infinity
        var y = (max(0, y0) / Self.step).rounded(.down) * Self.step + Self.step / 2
        while y < min(canvas.height, y1) {
            var x = (max(0, x0) / Self.step).rounded(.down) * Self.step + Self.step / 2
            while x < min(canvas.width, x1) {
                let p = Point(x, y)
                if polygons.contains(where: { Self.contains($0, p) }) {
                    if discs.contains(where: { hypot(p.x - $0.centre.x, p.y - $0.centre.y) <= $0.radius }) {
                        hidden += 1
                    } else {
                        shown += 1
                        sx0 = min(sx0, x); sx1 = max(sx1, x); sy0 = min(sy0, y); sy1 = max(sy1, y)
                        if sx1 - sx0 > Self.sliver || sy1 - sy0 > Self.sliver { return false }
                    }
                }
                x += Self.step
            }
            y += Self.step
        }
        // Hidden but for a sliver — or wholly, when only the rim's antialiased edge would show it.
        return hidden > 0 && hidden > shown
    }

    /// Whether convex polygon `poly` (either winding) contains `p`.
    static func contains(_ poly: [Point], _ p: Point) -> Bool {
        guard poly.count >= 3 else { return false }
        var sign = 0.0
        for i in poly.indices {
            let a = poly[i], b = poly[(i + 1) % poly.count]
            let c = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
            if c != 0 {
                if sign == 0 { sign = c } else if (c > 0) != (sign > 0) { return false }
            }
        }
        return true
    }
}
