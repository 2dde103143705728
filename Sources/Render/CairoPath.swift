import CCairo
import Geometry

func cairoMatrix(_ t: Transform) -> cairo_matrix_t {
    cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
}

enum CairoPath {
    /// Sets `p` as the current path of `cr`.
    static func set(_ p: Path, on cr: OpaquePointer) {
        cairo_new_path(cr)
        for e in p.elements {
            switch e {
            case .move(let q): cairo_move_to(cr, q.x, q.y)
            case .line(let q): cairo_line_to(cr, q.x, q.y)
            case .quad(let c, let q):
                // Cairo has no quadratics: raise the degree (exact).
                var x0 = 0.0, y0 = 0.0
                cairo_get_current_point(cr, &x0, &y0)
                cairo_curve_to(cr, x0 + 2 / 3 * (c.x - x0), y0 + 2 / 3 * (c.y - y0),
                               q.x + 2 / 3 * (c.x - q.x), q.y + 2 / 3 * (c.y - q.y), q.x, q.y)
            case .cubic(let c1, let c2, let q): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, q.x, q.y)
            case .close: cairo_close_path(cr)
            }
        }
    }

    /// The current path of `cr`, in user coordinates.
    static func read(_ cr: OpaquePointer) -> Path {
        let cp = cairo_copy_path(cr)!
        defer { cairo_path_destroy(cp) }
        var out = Path()
        var i = 0
        let data = cp.pointee.data!
        while i < Int(cp.pointee.num_data) {
            let header = data[i].header
            func pt(_ k: Int) -> Point { Point(data[i + k].point.x, data[i + k].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: out.move(to: pt(1))
            case CAIRO_PATH_LINE_TO: out.line(to: pt(1))
            case CAIRO_PATH_CURVE_TO: out.cubic(to: pt(3), control1: pt(1), control2: pt(2))
            case CAIRO_PATH_CLOSE_PATH: out.close()
            default: break
            }
            i += Int(header.length)
        }
        return out
    }
}
