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
        var images: [Int: (image: OpaquePointer, x0: Double, y0: Double, scale: Double)] = [:]
        deinit { for v in images.values { cairo_surface_destroy(v.image) } }
    }

    /// Draws `list.items[range]` on `cr`, closing any group left open at the end of the range.
    /// With `cull`, shapes entirely outside that page rectangle are skipped (an offscreen
    /// backdrop covers a small part of the page).
    func draw(_ list: DisplayList, _ range: Range<Int>, on cr: OpaquePointer, cull: Rect? = nil) {
        var open: [GroupEffect] = []
        var i = range.lowerBound
        while i < range.upperBound {
            if let cull, let b = Self.bounds(of: list.items[i]), !b.intersects(cull) { i += 1; continue }
            switch list.items[i] {
            case .fill(let path, let color, let rule, let crisp):
                cairo_save(cr)
                if crisp { cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE) }
                CairoPath.set(crisp ? snapped(path, cr) : path, on: cr)
                cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                setSource(color, cr)
                cairo_fill(cr)
                cairo_restore(cr)
            case .stroke(let path, let s):
                cairo_save(cr)
                CairoPath.set(path, on: cr)
                cairo_set_line_width(cr, s.width == 0 ? 1 / deviceScale : s.width)
                cairo_set_line_cap(cr, s.cap == .round ? CAIRO_LINE_CAP_ROUND : s.cap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
                cairo_set_line_join(cr, s.join == .round ? CAIRO_LINE_JOIN_ROUND : s.join == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
                if !s.dash.isEmpty { cairo_set_dash(cr, s.dash, Int32(s.dash.count), 0) }
                setSource(s.color, cr)
                cairo_stroke(cr)
                cairo_restore(cr)
            case .text(let t):
                text.draw(t, on: cr)
            case .material(let path, let rule, let m):
                drawMaterial(list, upTo: i, path, rule, m, on: cr)
            case .svg(let src, let rect, let t):
                drawSVG(src, rect, t, on: cr)
            case .beginGroup(let e, let clip):
                if e.blur > 0 {
                    let end = matchingEnd(list, i)
                    drawBlurred(list, (i + 1)..<end, e, clip: clip, on: cr)
                    i = end   // the endGroup is consumed here
                } else {
                    cairo_save(cr)
                    if let clip { CairoPath.set(clip, on: cr); cairo_clip(cr) }
                    if e.opacity < 1 {
                        // A group surface is as large as the clip: bound it by what the group
                        // draws, or every faded label would composite a whole page.
                        if let b = itemBounds(list, (i + 1)..<matchingEnd(list, i)) {
                            let r = b.insetBy(dx: -2, dy: -2)
                            cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
                            cairo_clip(cr)
                        }
                        cairo_push_group(cr)
                    }
                    open.append(e)
                }
            case .endGroup:
                if let e = open.popLast() { close(e, cr) }
            }
            i += 1
        }
        while let e = open.popLast() { close(e, cr) }
    }

    private func close(_ e: GroupEffect, _ cr: OpaquePointer) {
        if e.opacity < 1 {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, e.opacity)
        }
        cairo_restore(cr)
    }

    private func setSource(_ c: Color, _ cr: OpaquePointer) {
        cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
    }

    private func matchingEnd(_ list: DisplayList, _ begin: Int) -> Int {
        var depth = 0
        for j in (begin + 1)..<list.items.count {
            switch list.items[j] {
            case .beginGroup: depth += 1
            case .endGroup: if depth == 0 { return j } else { depth -= 1 }
            default: break
            }
        }
        return list.items.count
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

    /// Blurred pictures carry no detail finer than their blur, so a blur wider than
    /// `blurSigmaPixels` at the output's resolution is computed at a lower resolution where it is
    /// exactly that wide, and scaled up smoothly: a 24 pt material at @3x costs a 0.25× render,
    /// not a 3× one, and looks the same. It also keeps the Gaussian kernel short.
    static let blurSigmaPixels = 6.0

    /// Pixels per point for an offscreen picture blurred by `radius` points.
    func blurScale(_ radius: Double) -> Double {
        min(rasterScale, max(0.05, Self.blurSigmaPixels / max(radius, 1e-9)))
    }

    /// An offscreen ARGB image covering `bounds` (page points) at `k` pixels per point, with
    /// `body` drawing on a context whose user space is page points.
    private func offscreen(_ bounds: Rect, scale k: Double, _ body: (OpaquePointer) -> Void) -> (OpaquePointer, Double, Double)? {
        let x0 = (bounds.minX * k).rounded(.down), y0 = (bounds.minY * k).rounded(.down)
        let w = Int((bounds.maxX * k).rounded(.up) - x0), h = Int((bounds.maxY * k).rounded(.up) - y0)
        guard w > 0, h > 0 else { return nil }
        let img = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
        let cr2 = cairo_create(img)!
        cairo_translate(cr2, -x0, -y0)
        cairo_scale(cr2, k, k)
        body(cr2)
        cairo_destroy(cr2)
        return (img, x0, y0)
    }

    /// Paints an offscreen image made at `k` pixels per point back at its place on the page.
    private func paintImage(_ img: OpaquePointer, _ x0: Double, _ y0: Double, scale k: Double, alpha: Double, _ cr: OpaquePointer) {
        let pattern = cairo_pattern_create_for_surface(img)!
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        var m = cairo_matrix_t(xx: k, yx: 0, xy: 0, yy: k, x0: -x0, y0: -y0)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_set_source(cr, pattern)
        if alpha < 1 { cairo_paint_with_alpha(cr, alpha) } else { cairo_paint(cr) }
        cairo_pattern_destroy(pattern)
    }

    private func pageRect(_ list: DisplayList) -> Rect { Rect(origin: .zero, size: list.size) }

    private func clampToPage(_ r: Rect, _ list: DisplayList) -> Rect? {
        let page = pageRect(list)
        let x0 = max(r.minX, page.minX), y0 = max(r.minY, page.minY)
        let x1 = min(r.maxX, page.maxX), y1 = min(r.maxY, page.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The frosted material: everything drawn before it, blurred, clipped to its shape, tinted.
    private func drawMaterial(_ list: DisplayList, upTo index: Int, _ path: Path, _ rule: FillRule,
                              _ m: Material, on cr: OpaquePointer) {
        guard let bounds = path.controlBounds else { return }
        let margin = 3 * m.blurRadius
        cairo_save(cr)
        CairoPath.set(path, on: cr)
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr)
        if m.blurRadius > 0, m.tint.a < 1 {
            if backdrops.images[index] == nil,
               let area = clampToPage(bounds.insetBy(dx: -margin, dy: -margin), list),
               case let k = blurScale(m.blurRadius),
               let (img, x0, y0) = offscreen(area, scale: k, { draw(list, 0..<index, on: $0, cull: area) }) {
                Blur.apply(img, sigma: m.blurRadius * k)
                backdrops.images[index] = (img, x0, y0, k)
            }
            if let b = backdrops.images[index] { paintImage(b.image, b.x0, b.y0, scale: b.scale, alpha: 1, cr) }
        }
        setSource(m.tint, cr)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// A group drawn offscreen, blurred, then composited at its opacity.
    private func drawBlurred(_ list: DisplayList, _ range: Range<Int>, _ e: GroupEffect, clip: Path?, on cr: OpaquePointer) {
        let margin = 3 * e.blur
        guard let bounds = itemBounds(list, range), let area = clampToPage(bounds.insetBy(dx: -margin, dy: -margin), list),
              case let k = blurScale(e.blur),
              let (img, x0, y0) = offscreen(area, scale: k, { draw(list, range, on: $0) }) else { return }
        Blur.apply(img, sigma: e.blur * k)
        cairo_save(cr)
        if let clip { CairoPath.set(clip, on: cr); cairo_clip(cr) }
        paintImage(img, x0, y0, scale: k, alpha: e.opacity, cr)
        cairo_restore(cr)
        cairo_surface_destroy(img)
    }

    /// A cheap conservative box of a shape item (nil for items that are not culled).
    static func bounds(of item: DisplayItem) -> Rect? {
        switch item {
        case .fill(let p, _, _, _): return p.controlBounds
        case .stroke(let p, let s): return p.controlBounds?.insetBy(dx: -s.width - 1, dy: -s.width - 1)
        default: return nil
        }
    }

    /// A conservative box around what `range` draws.
    private func itemBounds(_ list: DisplayList, _ range: Range<Int>) -> Rect? {
        var box: Rect?
        func add(_ r: Rect?) { if let r { box = box.map { $0.union(r) } ?? r } }
        for i in range {
            switch list.items[i] {
            case .fill(let p, _, _, _), .material(let p, _, _): add(p.controlBounds)
            case .stroke(let p, let s): add(p.controlBounds?.insetBy(dx: -s.width, dy: -s.width))
            case .text(let t):
                let s = text.measure(t.content, width: t.width)
                add(Path.rect(Rect(x: 0, y: 0, width: s.width, height: s.height)).applying(t.transform).controlBounds)
            case .svg(_, let r, let t): add(Path.rect(r).applying(t).controlBounds)
            case .beginGroup, .endGroup: break
            }
        }
        return box
    }

    private func drawSVG(_ src: SVGSource, _ rect: Rect, _ t: Transform, on cr: OpaquePointer) {
        var error: UnsafeMutablePointer<GError>?
        let handle: UnsafeMutablePointer<RsvgHandle>? = src.data.withUnsafeBytes { buf in
            rsvg_handle_new_from_data(buf.bindMemory(to: UInt8.self).baseAddress, gsize(buf.count), &error)
        }
        guard let handle else {
            if let error { g_error_free(error) }
            return
        }
        cairo_save(cr)
        var m = cairoMatrix(t)
        cairo_transform(cr, &m)
        var viewport = RsvgRectangle(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
        _ = rsvg_handle_render_document(handle, cr, &viewport, &error)
        if let error { g_error_free(error) }
        cairo_restore(cr)
        g_object_unref(UnsafeMutableRawPointer(handle))
    }
}
