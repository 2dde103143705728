import Geometry
import JSONReader

/// A DTCG 2025.10 colour (`{"colorSpace", "components", "alpha", "hex"}`, the Color Module) read
/// once: the sRGB the screens draw (other spaces converted by `ColorSpaces` and clipped to the
/// sRGB gamut), beside the colour as written (`ColorSource`) for the exports. A component may be
/// `"none"` (read as 0). `hex` is a fallback (Color 4.1) that `check` holds to the components
/// (`color-hex-mismatch`): the components are read.
extension TokenModel {
    func color(_ v: JSONNode, _ s: Spot) throws -> (Color, ColorSource) {
        guard let space = v["colorSpace"]?.string, let items = v["components"]?.items, items.count == 3 else {
            throw unexpected(v, s, .color)
        }
        let alpha = v["alpha"]?.number ?? 1
        let values: [Double?] = items.map { $0.number }
        let (rgb, clipped) = ColorSpaces.toSRGB(space, values.map { $0 ?? 0 })
        return (Color(r: rgb[0], g: rgb[1], b: rgb[2], a: alpha),
                ColorSource(colorSpace: space, components: values, alpha: alpha, clipped: clipped))
    }
}
