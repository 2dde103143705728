/// What drawing a part of an icon costs, summed over its whole subtree with every `<use>`,
/// reference, marker and pattern expanded: the measures `SVGBudget` bounds. Doubles, so a
/// hostile product saturates to infinity instead of overflowing.
struct DrawCost: Equatable {
    var elements = 0.0
    /// Filter primitives run.
    var filters = 0.0
    /// Path pieces as written (lines, Béziers, arc quarters).
    var segments = 0.0
    /// Marker positions.
    var vertices = 0.0
    /// Curves (Béziers, arc quarters, glyph outlines' curves, possible round joins and caps).
    var curves = 0.0
    /// Σ √(length × scale) of the curves whose scale to the icon's box is known (see
    /// `ShapeMeasure.bend`), in the coordinates of the subtree's parent.
    var bend = 0.0
    /// Curves under a scale that cannot be known before drawing (content sized by its
    /// referrer's bounding box): each is taken at the largest size Cairo draws.
    var unscaled = 0.0
    /// Outline length in each element's own user units (the units its dashes are in).
    var length = 0.0
    /// Text characters.
    var characters = 0.0
    /// Markers drawn (each a group librsvg sets up and draws: a quarter of a millisecond).
    var markers = 0.0
    /// Elements that carry a marker or pattern reference (for `AmbientReferences`).
    var carriers = 0.0
    /// Pixels of embedded images drawn: each image's own pixel size and its setting up
    /// (`SVGBudget.imageDrawSetUp`), once per draw.
    var imagePixels = 0.0

    static func + (l: DrawCost, r: DrawCost) -> DrawCost {
        DrawCost(elements: l.elements + r.elements, filters: l.filters + r.filters, segments: l.segments + r.segments,
                 vertices: l.vertices + r.vertices, curves: l.curves + r.curves, bend: l.bend + r.bend,
                 unscaled: l.unscaled + r.unscaled, length: l.length + r.length, characters: l.characters + r.characters,
                 markers: l.markers + r.markers, carriers: l.carriers + r.carriers, imagePixels: l.imagePixels + r.imagePixels)
    }
    static func += (l: inout DrawCost, r: DrawCost) { l = l + r }

    /// `n` copies (0 copies cost nothing, even of an infinite cost).
    static func * (n: Double, c: DrawCost) -> DrawCost {
        func m(_ v: Double) -> Double { n == 0 || v == 0 ? 0 : n * v }
        return DrawCost(elements: m(c.elements), filters: m(c.filters), segments: m(c.segments), vertices: m(c.vertices),
                        curves: m(c.curves), bend: m(c.bend), unscaled: m(c.unscaled), length: m(c.length),
                        characters: m(c.characters), markers: m(c.markers), carriers: m(c.carriers), imagePixels: m(c.imagePixels))
    }

    /// The subtree seen through a scale of `factor` (nil: unknown before drawing): its curves'
    /// flattening grows with √factor; under an unknown scale every curve is taken at its worst.
    func scaled(by factor: Double?) -> DrawCost {
        var c = self
        if let f = factor, f.isFinite { c.bend = bend == 0 ? 0 : bend * f.squareRoot() } else { c.bend = 0; c.unscaled = curves }
        return c
    }
}
