import Foundation
import Nodes
import ProjectInputs
import Render

/// Nothing silently wrong in the SVGs: every SVG a run writes is drawn back by librsvg, in
/// process, and compared with Cairo's picture of the same display list before the file is
/// renamed into place. The two renderers antialias a little differently; a picture that differs
/// beyond that (a missing layer, a broken blur, text that fell out) is refused.
extension Project {
    /// Compared in squares of this many points (at 1 px per point), each averaged: the two
    /// renderers' antialiasing of an edge cancels out in a square, a missing word does not…
    public static let svgCheckBlock = 8
    /// …and no square may differ by more than this (of 255, any channel). Measured: every comp
    /// of the five devices in four locales differs by at most 24; leaving out any one
    /// text item of a comp (down to a 13-pt grey label) makes a square differ by 42–218.
    public static let svgCheckThreshold = 32

    /// Throws `SVGMismatch` unless `svg`, drawn by librsvg at 1 px per point, matches `list`
    /// drawn by Cairo. - Parameter what: the file, for the message.
    public func verifySVG(_ svg: Data, of list: DisplayList, renderer: Renderer, _ what: String) throws {
        guard let back = SVGDocument.rasterize(svg, size: list.size, scale: 1) else {
            throw SVGMismatch(what: what, detail: "librsvg could not draw it")
        }
        let d = back.difference(from: renderer.image(list, scale: 1), block: Self.svgCheckBlock, threshold: Self.svgCheckThreshold)
        guard d.blocks > 0 else { return }
        throw SVGMismatch(what: what, detail: String(format: "%d of its %d-pt squares differ by more than %d/255 from the PNG's picture (largest %d)",
                                                     d.blocks, Self.svgCheckBlock, Self.svgCheckThreshold, d.largest))
    }
}

/// An SVG that librsvg draws unlike the PNG of the same picture: a fault of pickup's, not of
/// the inputs (exit 70, `pickup`'s error table).
public struct SVGMismatch: Error, CustomStringConvertible {
    public var what: String
    public var detail: String
    public var description: String {
        "\(what): the SVG drawn back by librsvg does not match the picture: \(detail). This is pickup's fault; please report it with the inputs."
    }
}
