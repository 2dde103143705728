import CCairo
import CRsvg
import Foundation
import Geometry
import Nodes

/// Draws a display list on a Cairo context: one `switch` over the item kinds.
///
/// User space is page points throughout; the context's matrix scales points to device pixels.
/// Blurs and materials are raster effects: they are computed at `rasterScale` pixels per point
/// (the output's own scale for PNG; 2 for SVG and PDF) and placed back as images.
struct CairoBackend {
    let text: TextEngine
    /// Device pixels per point: hairlines are one of these; crisp shapes snap to them.
    let deviceScale: Double
    let rasterScale: Double
    /// Each material's blurred backdrop, made once per draw of a list: a backdrop that itself
    /// contains earlier materials reuses theirs instead of recomputing them (which would cost
    /// exponentially many renders on a page of many frosted screens).
    let backdrops = Backdrops()

    final class Backdrops {
        /// By the material's index path in the list's tree.
        var images: [[Int]: (image: OpaquePointer, x0: Double, y0: Double, scale: Double)] = [:]
        deinit { for v in images.values { cairo_surface_destroy(v.image) } }
    }

    /// What an offscreen backdrop leaves out: shapes entirely outside `area` (the page rectangle
    /// it covers), and groups whose clip keeps them off `surface` (the area rounded out to the
    /// offscreen's pixels), which could draw nothing there.
    struct Cull {
        var area: Rect
        var surface: Rect
    }

    /// Draws the whole list on `cr`.
    func draw(_ list: DisplayList, on cr: OpaquePointer) {
        draw(list.items, before: [list.items.count], list, at: [], on: cr)
    }

    /// Draws what comes before index path `end` among `items` (the children at index path
    /// `parent` of `list`): `items` up to `end[0]`, then, when `end` goes deeper, the group at
    /// `end[0]` up to the rest of the path — everything a material at `end` is drawn over.
    func draw(_ items: [DisplayItem], before end: ArraySlice<Int>, _ list: DisplayList, at parent: [Int],
              on cr: OpaquePointer, cull: Cull? = nil) {
        let whole = end.first!
        for i in 0..<whole {
            draw(items[i], end: nil, list, at: parent, i, on: cr, cull: cull)
        }
        if end.count > 1 {
            draw(items[whole], end: end.dropFirst(), list, at: parent, whole, on: cr, cull: cull)
        }
    }

    /// Draws `item`, child `index` of the group at index path `parent`, or, for a group and an
    /// `end` inside it, its children before `end`.
    private func draw(_ item: DisplayItem, end: ArraySlice<Int>?, _ list: DisplayList, at parent: [Int], _ index: Int,
                      on cr: OpaquePointer, cull: Cull?) {
        if let cull, let b = Self.bounds(of: item), !b.intersects(cull.area) { return }
        switch item {
        case .fill(let p, let color, let rule, let crisp):
            cairo_save(cr)
            if crisp { cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE) }
            CairoPath.set(crisp ? snapped(p, cr) : p, on: cr)
            cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            setSource(color, cr)
            cairo_fill(cr)
            cairo_restore(cr)
        case .stroke(let p, let s):
            cairo_save(cr)
            CairoPath.set(s.width == 0 ? hairlineSnapped(p, cr) ?? p : p, on: cr)
            cairo_set_line_width(cr, s.width == 0 ? 1 / deviceScale : s.width)
            cairo_set_line_cap(cr, s.cap == .round ? CAIRO_LINE_CAP_ROUND : s.cap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
            cairo_set_line_join(cr, s.join == .round ? CAIRO_LINE_JOIN_ROUND : s.join == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
            // A dash pattern of zero total length (or with a negative or non-finite entry) would
            // put Cairo in an error state or make it loop: such a stroke is drawn solid.
            if !s.dash.isEmpty, s.dash.allSatisfy({ $0.isFinite && $0 >= 0 }), s.dash.reduce(0, +) * deviceScale >= 0.01 {
                cairo_set_dash(cr, s.dash, Int32(s.dash.count), 0)
            }
            setSource(s.color, cr)
            cairo_stroke(cr)
            cairo_restore(cr)
        case .text(let t):
            text.draw(t, on: cr)
        case .material(let p, let rule, let m):
            drawMaterial(list, at: parent + [index], p, rule, m, on: cr)
        case .svg(let src, let rect, let t):
            drawSVG(src, rect, t, on: cr)
        case .group(let g):
            let path = parent + [index], end = end ?? [g.items.count]
            if g.effect.blur > 0 {
                drawBlurred(g, before: end, list, at: path, on: cr)
                return
            }
            // A group surface is as large as the clip: bound it by what the group draws, or
            // every faded label would composite a whole page.
            let box = g.effect.opacity < 1 ? g.bounds?.insetBy(dx: -2, dy: -2) : nil
            if let cull, let reach = Self.reach(g.clip?.controlBounds, box), !reach.intersects(cull.surface) { return }
            cairo_save(cr)
            if let clip = g.clip { CairoPath.set(clip, on: cr); cairo_clip(cr) }
            if g.effect.opacity < 1 {
                if let r = box {
                    cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
                    cairo_clip(cr)
                }
                cairo_push_group(cr)
            }
            draw(g.items, before: end, list, at: path, on: cr, cull: cull)
            if g.effect.opacity < 1 {
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, g.effect.opacity)
            }
            cairo_restore(cr)
        }
    }

    /// The most a group clipped to both boxes can reach (nil: unbounded).
    static func reach(_ a: Rect?, _ b: Rect?) -> Rect? {
        guard let a else { return b }
        guard let b else { return a }
        let x0 = max(a.minX, b.minX), y0 = max(a.minY, b.minY)
        return Rect(x: x0, y: y0, width: max(0, min(a.maxX, b.maxX) - x0), height: max(0, min(a.maxY, b.maxY) - y0))
    }

    func setSource(_ c: Color, _ cr: OpaquePointer) {
        cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
    }

    /// A hairline of horizontal and vertical lines only (a separator), moved onto device pixel
    /// centres so its one-pixel width covers exactly one row or column of pixels, as iOS draws
    /// a hairline at every scale; nil for any other path (curves keep their place).
    private func hairlineSnapped(_ path: Path, _ cr: OpaquePointer) -> Path? {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xy == 0, m.yx == 0, m.xx != 0, m.yy != 0 else { return nil }
        var last: Point?, start: Point?
        for e in path.elements {
            switch e {
            case .move(let p): last = p; start = p
            case .line(let p):
                guard let l = last, l.x == p.x || l.y == p.y else { return nil }
                last = p
            case .close: last = start
            default: return nil
            }
        }
        func snap(_ p: Point) -> Point {
            let dx = m.xx * p.x + m.x0, dy = m.yy * p.y + m.y0
            return Point((dx.rounded(.down) + 0.5 - m.x0) / m.xx, (dy.rounded(.down) + 0.5 - m.y0) / m.yy)
        }
        var out = Path()
        for e in path.elements {
            switch e {
            case .move(let p): out.move(to: snap(p))
            case .line(let p): out.line(to: snap(p))
            case .close: out.close()
            default: return nil
            }
        }
        return out
    }

    /// `path` with every point moved to the nearest device pixel corner.
    private func snapped(_ path: Path, _ cr: OpaquePointer) -> Path {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let toDevice = Transform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
        let det = m.xx * m.yy - m.xy * m.yx
        guard det != 0 else { return path }
        // Inverse of an affine matrix.
        let inv = Transform(a: m.yy / det, b: -m.yx / det, c: -m.xy / det, d: m.xx / det,
                            tx: (m.xy * m.y0 - m.yy * m.x0) / det, ty: (m.yx * m.x0 - m.xx * m.y0) / det)
        var out = Path()
        func snap(_ p: Point) -> Point {
            let d = toDevice.apply(p)
            return inv.apply(Point(d.x.rounded(), d.y.rounded()))
        }
        for e in path.elements {
            switch e {
            case .move(let p): out.move(to: snap(p))
            case .line(let p): out.line(to: snap(p))
            case .quad(let c, let p): out.quad(to: snap(p), control: c)
            case .cubic(let c1, let c2, let p): out.cubic(to: snap(p), control1: c1, control2: c2)
            case .close: out.close()
            }
        }
        return out
    }


    /// An icon is drawn in isolation, clipped to its box: whatever librsvg does — fail half-way,
    /// paint outside its viewport (`overflow="visible"`) — cannot reach past the box or leave
    /// this context broken. On a picture it draws on a recording surface of its own; on a vector
    /// page (SVG, PDF, whose writers do not carry a recording through) in a group of its own,
    /// dropped if librsvg fails. (Icons librsvg cannot draw are refused at load: `trialRender`.)
    private func drawSVG(_ src: SVGSource, _ rect: Rect, _ t: Transform, on cr: OpaquePointer) {
        cairo_save(cr)
        var m = cairoMatrix(t)
        cairo_transform(cr, &m)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
        guard cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE else {
            cairo_push_group(cr)
            let failure = SVGDocument.draw(src, in: rect, on: cr)
            let pattern = cairo_pop_group(cr)
            if failure == nil, cairo_status(cr) == CAIRO_STATUS_SUCCESS {
                cairo_set_source(cr, pattern)
                cairo_paint(cr)
            }
            cairo_pattern_destroy(pattern)
            cairo_restore(cr)
            return
        }
        var extents = cairo_rectangle_t(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
        if let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents) {
            let rcr = cairo_create(recording)!
            let failure = SVGDocument.draw(src, in: rect, on: rcr)
            let status = cairo_status(rcr)
            cairo_destroy(rcr)
            if failure == nil, status == CAIRO_STATUS_SUCCESS, cairo_surface_status(recording) == CAIRO_STATUS_SUCCESS {
                cairo_set_source_surface(cr, recording, 0, 0)
                cairo_paint(cr)
            }
            cairo_surface_destroy(recording)
        }
        cairo_restore(cr)
    }
}
