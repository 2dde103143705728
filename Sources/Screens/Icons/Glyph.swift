import Geometry
import Nodes

/// An icon drawn as vector paths in a 24 × 24 design grid, scaled to `size` points — the way
/// SF Symbols are drawn at a point size. Strokes are round-capped, `weight` is the stroke width
/// in grid units (SF Symbols' regular weight is ≈ 1.9 units at this grid; semibold ≈ 2.3).
struct Glyph {
    /// Stroked outlines.
    var strokes: Path = Path()
    /// Filled shapes (even-odd, so a cut-out — the tick in a filled circle — is a second subpath).
    var fills: Path = Path()
    var weight: Double = 1.9
    /// A designer's SVG drawn instead of the paths (`Icons`), by librsvg, its `currentColor`
    /// the icon's colour.
    var svg: SVGSource?

    static let grid = 24.0

    func node(size: Double, color: Color) -> Node {
        if var svg {
            svg.color = color
            return SVGImage(svg).frame(width: size, height: size)
        }
        let k = size / Self.grid
        let t = Transform.scale(k, k)
        return Canvas(width: size, height: size) {
            if !fills.isEmpty { PathShape(fills.applying(t), rule: .evenOdd).fill(color) }
            if !strokes.isEmpty {
                PathShape(strokes.applying(t)).stroke(color, width: weight * k, cap: .round, join: .round)
            }
        }.node
    }

    /// Interpolates two glyphs with the same structure (same element kinds in order): the morph
    /// of a chevron into an xmark. Falls back to a cut at t = 0.5 if structures differ.
    static func morph(_ a: Glyph, _ b: Glyph, _ t: Double) -> Glyph {
        if a.svg != nil || b.svg != nil { return t < 0.5 ? a : b }
        guard let s = Path.lerp(a.strokes, b.strokes, t), let f = Path.lerp(a.fills, b.fills, t) else { return t < 0.5 ? a : b }
        return Glyph(strokes: s, fills: f, weight: a.weight + (b.weight - a.weight) * t)
    }
}

extension Path {
    /// Point-by-point interpolation of two paths of the same shape; nil if they differ.
    static func lerp(_ a: Path, _ b: Path, _ t: Double) -> Path? {
        guard a.elements.count == b.elements.count else { return nil }
        var out = Path()
        for (x, y) in zip(a.elements, b.elements) {
            switch (x, y) {
            case (.move(let p), .move(let q)): out.move(to: .lerp(p, q, t))
            case (.line(let p), .line(let q)): out.line(to: .lerp(p, q, t))
            case (.quad(let c, let p), .quad(let d, let q)): out.quad(to: .lerp(p, q, t), control: .lerp(c, d, t))
            case (.cubic(let c1, let c2, let p), .cubic(let d1, let d2, let q)):
                out.cubic(to: .lerp(p, q, t), control1: .lerp(c1, d1, t), control2: .lerp(c2, d2, t))
            case (.close, .close): out.close()
            default: return nil
            }
        }
        return out
    }
}
