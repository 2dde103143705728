import Foundation
import Geometry
import JSONReader

/// A colour's `hex` is "a fallback value of the color" (Color 4.1): the same colour, for a reader
/// that cannot take the components. One that is another colour is the colour written twice, and
/// readers disagree on which counts — Pickup draws the components, a tool that reads the fallback
/// shows the hex — so a designer who edits one of the two sees nothing change where the other is
/// read. `color-hex-mismatch`, at the hex: it must be the components converted to sRGB (clipped to
/// its gamut, as the spec's own examples of wide-gamut colours are), to the nearest 8-bit step;
/// one step either way is allowed, as conversions round differently. (The spec's hsl and hwb
/// examples, hue 330 with hex #ff00ff, fail it: hue 330 is #ff0080.)
extension DocumentCheck {
    func checkHexAgrees(_ n: JSONNode, space: String?, _ c: ValueContext) {
        guard let space, let ranges = Self.colorSpaces[space], let hexNode = n["hex"], let hex = hexNode.string, Self.isHex6(hex),
              let items = n["components"]?.items, items.count == ranges.count else { return }
        var values: [Double] = []
        for (k, item) in items.enumerated() {
            if item.string == "none" { values.append(0); continue }
            // A component out of range, or a `$ref`, is judged by its own rule: nothing to compare.
            guard let x = item.number, ranges[k].contains(x), abs(x) <= TokenCheck.maxColorComponent else { return }
            values.append(x)
        }
        let (rgb, clipped) = ColorSpaces.toSRGB(space, values)
        let want = rgb.map { Int(($0 * 255).rounded()) }
        let digits = Array(hex.dropFirst())
        let given = (0..<3).map { Int(String(digits[2 * $0...2 * $0 + 1]), radix: 16)! }
        guard zip(want, given).contains(where: { abs($0 - $1) > 1 }) else { return }
        let upper = hex.contains { $0.isUppercase }
        let expected = "#" + want.map { String(format: upper ? "%02X" : "%02x", $0) }.joined()
        bad(hexNode, c.sub("hex"), .colorHexMismatch,
            "hex '\(hex)' is not the colour the components give (\(expected)\(clipped ? ", clipped to sRGB" : space == "srgb" ? "" : " in sRGB")): "
            + "hex is a fallback of this colour (Color 4.1), so a reader that takes it shows another; write \"\(expected)\", or remove hex")
    }
}
