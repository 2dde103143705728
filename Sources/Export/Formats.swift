import FileIO
import Foundation
import Nodes
import Render

/// A kind of picture file pickup writes — the one place that knows its extension, the tag its
/// digest starts from, whether the pixel scale is part of it, and how a display list becomes
/// it. `export` writes all three, `frames` `Format.frames`, `frame` whichever its `--out`
/// names, the asset catalog PNGs. Adding a format is a case here (and its renderer).
public enum Format: String, CaseIterable, Sendable {
    case png, svg, pdf

    /// What `frames` can write per frame (a PDF per frame is `frame`'s, one at a time).
    public static let frames: [Format] = [.png, .svg]

    /// The file extension, without the dot.
    public var ext: String { rawValue }

    /// The format an extension names (any case), if any.
    public init?(extension ext: String) { self.init(rawValue: ext.lowercased()) }

    /// The pixel scales a raster file may be drawn at (pixels per point): at 4, a 1400-pt
    /// canvas is 5600 px — the largest picture the token domains allow.
    public static let scales: ClosedRange<Int> = 1...4
    /// The same, for a scale that need not be whole (`frames --scale 2.5`).
    public static var scaleRange: ClosedRange<Double> { Double(scales.lowerBound)...Double(scales.upperBound) }

    /// True if the file is pixels: its scale (pixels per point) is part of what it shows.
    public var isRaster: Bool { self == .png }

    /// `name.ext`; for PNG at a scale, Apple's naming for scaled images: `name@2x.png`.
    public func fileName(_ base: String, scale: Int? = nil) -> String {
        if let scale, isRaster { return "\(base)@\(scale)x.\(ext)" }
        return "\(base).\(ext)"
    }

    /// True if the file carries a title (a PDF's document title): it is part of its digest.
    public var carriesTitle: Bool { self == .pdf }

    /// The digest of a file of this format drawn from `inputs` at `scale` (ignored for vector
    /// formats): its manifest key, with the tool's identity (see `Digest.output`).
    public func digest(_ inputs: [Digest], scale: Double = 1) -> Digest {
        .output(rawValue, isRaster ? [scale] : [], inputs)
    }

    /// "png, svg or pdf": a list of formats as a usage message names them.
    public static func names(_ formats: [Format], prefix: String = "") -> String {
        let names = formats.map { prefix + $0.ext }
        return names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + names.last!
    }

    /// Writes `list` to `path` in this format, atomically: PNG at `scale` pixels per point,
    /// SVG in points, PDF one page titled `title`.
    public func write(_ list: DisplayList, scale: Double, title: String, to path: String, renderer: Renderer = Renderer()) throws {
        if let bytes = vectorBytes(list, title: title, renderer: renderer) {
            try AtomicFile.write(bytes, to: path)
        } else {
            try renderer.image(list, scale: scale).writePNG(to: path)
        }
    }

    /// A vector format's whole file; nil for PNG, which is drawn to pixels (and may be read
    /// back) before it is encoded.
    public func vectorBytes(_ list: DisplayList, title: String, renderer: Renderer) -> Data? {
        switch self {
        case .png: return nil
        case .svg: return renderer.svg(list)
        case .pdf: return renderer.pdf([list], title: title)
        }
    }
}
