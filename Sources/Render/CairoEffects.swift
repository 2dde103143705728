import CCairo
import Geometry
import Nodes

/// The backend's raster effects: frosted materials (the backdrop blurred, then tinted) and
/// blurred groups, both made offscreen at the resolution their blur needs.
extension CairoBackend {
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
    /// `body` drawing on a context whose user space is page points, given the page rectangle
    /// the image's pixels cover (`bounds` rounded out to them).
    func offscreen(_ bounds: Rect, scale k: Double, _ body: (OpaquePointer, Rect) -> Void) -> (OpaquePointer, Double, Double)? {
        let x0 = (bounds.minX * k).rounded(.down), y0 = (bounds.minY * k).rounded(.down)
        let w = Int((bounds.maxX * k).rounded(.up) - x0), h = Int((bounds.maxY * k).rounded(.up) - y0)
        guard w > 0, h > 0 else { return nil }
        let img = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
        let cr2 = cairo_create(img)!
        cairo_translate(cr2, -x0, -y0)
        cairo_scale(cr2, k, k)
        body(cr2, Rect(x: x0 / k, y: y0 / k, width: Double(w) / k, height: Double(h) / k))
        cairo_destroy(cr2)
        return (img, x0, y0)
    }

    /// Paints an offscreen image made at `k` pixels per point back at its place on the page.
    func paintImage(_ img: OpaquePointer, _ x0: Double, _ y0: Double, scale k: Double, alpha: Double, _ cr: OpaquePointer) {
        let pattern = cairo_pattern_create_for_surface(img)!
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        var m = cairo_matrix_t(xx: k, yx: 0, xy: 0, yy: k, x0: -x0, y0: -y0)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_set_source(cr, pattern)
        if alpha < 1 { cairo_paint_with_alpha(cr, alpha) } else { cairo_paint(cr) }
        cairo_pattern_destroy(pattern)
    }

    func pageRect(_ list: DisplayList) -> Rect { Rect(origin: .zero, size: list.size) }

    func clampToPage(_ r: Rect, _ list: DisplayList) -> Rect? {
        let page = pageRect(list)
        let x0 = max(r.minX, page.minX), y0 = max(r.minY, page.minY)
        let x1 = min(r.maxX, page.maxX), y1 = min(r.maxY, page.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The frosted material at index path `index`: everything drawn before it, blurred, clipped
    /// to its shape, tinted.
    func drawMaterial(_ list: DisplayList, at index: [Int], _ path: Path, _ rule: FillRule,
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
               case let root = isolationRoot(list, index),
               let (img, x0, y0) = offscreen(area, scale: k, { cr2, surface in
                   draw(root.items, before: index[root.path.count...], list, at: root.path, on: cr2, cull: Cull(area: area, surface: surface))
               }) {
                Blur.apply(img, sigma: m.blurRadius * k)
                backdrops.images[index] = (img, x0, y0, k)
            }
            if let b = backdrops.images[index] { paintImage(b.image, b.x0, b.y0, scale: b.scale, alpha: 1, cr) }
        }
        setSource(m.tint, cr)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Where the backdrop of the material at `index` starts: the innermost isolated group
    /// holding it (its children, at its path), else the whole list.
    func isolationRoot(_ list: DisplayList, _ index: [Int]) -> (items: [DisplayItem], path: [Int]) {
        var root = (items: list.items, path: [Int]()), items = list.items
        for (depth, i) in index.dropLast().enumerated() {
            guard i < items.count, case .group(let g) = items[i] else { break }
            items = g.items
            if g.effect.isolated { root = (g.items, Array(index[...depth])) }
        }
        return root
    }

    /// A group drawn offscreen (its children before `end`), blurred, then composited at its
    /// opacity. The offscreen covers what the whole group draws, plus the blur's reach.
    func drawBlurred(_ g: DisplayGroup, before end: ArraySlice<Int>, _ list: DisplayList, at path: [Int], on cr: OpaquePointer) {
        let margin = 3 * g.effect.blur
        guard let bounds = g.bounds, let area = clampToPage(bounds.insetBy(dx: -margin, dy: -margin), list),
              case let k = blurScale(g.effect.blur),
              let (img, x0, y0) = offscreen(area, scale: k, { cr2, _ in draw(g.items, before: end, list, at: path, on: cr2) })
        else { return }
        Blur.apply(img, sigma: g.effect.blur * k)
        cairo_save(cr)
        if let clip = g.clip { CairoPath.set(clip, on: cr); cairo_clip(cr) }
        paintImage(img, x0, y0, scale: k, alpha: g.effect.opacity, cr)
        cairo_restore(cr)
        cairo_surface_destroy(img)
    }

    /// A cheap conservative box of a shape item, for culling (nil for items that are not culled).
    static func bounds(of item: DisplayItem) -> Rect? {
        switch item {
        case .fill(let p, _, _, _): return p.controlBounds
        case .stroke(let p, let s): return p.controlBounds?.insetBy(dx: -s.width - 1, dy: -s.width - 1)
        default: return nil
        }
    }
}
