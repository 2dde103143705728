import FileIO
import Foundation
import ImageEncoding
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

    /// A picture drawn in this format on its way to a file: pixels (a raster format's, which
    /// may be read back before they are encoded) or a vector format's whole file.
    public enum Drawn {
        case pixels(RasterImage)
        case file(Data)
    }

    /// Draws `list`: PNG at `scale` pixels per point, SVG in points, PDF one page titled `title`.
    public func draw(_ list: DisplayList, scale: Double, title: String, renderer: Renderer) -> Drawn {
        switch self {
        case .png: return .pixels(renderer.image(list, scale: scale))
        case .svg: return .file(renderer.svg(list))
        case .pdf: return .file(renderer.pdf([list], title: title))
        }
    }

    /// The file's bytes; `path` names the file in an error. A PNG frame may be encoded by
    /// `bands`; otherwise, as every comp, by libpng.
    public func encode(_ drawn: Drawn, for path: String, bands: PNGBands? = nil) throws -> Data {
        switch (self, drawn) {
        case (_, .file(let bytes)): return bytes
        case (.png, .pixels(let image)): return try bands?.encode(image, for: path) ?? image.pngData(for: path)
        case (_, .pixels): preconditionFailure("\(self) is not drawn to pixels")
        }
    }

    /// The largest picture file pickup reads back from its own output folder (a comp to copy
    /// into a snapshot suite, a frame to compare): a canvas at its largest scale is far below.
    public static let maxPictureBytes = 1 << 30

    /// True if librsvg reads the format back, so a file can be compared with the picture it
    /// was drawn from before it is written.
    public var readsBack: Bool { self == .svg }

    /// Writes `list` to `path` in this format, atomically (see `draw`); `check` sees the
    /// picture first and may refuse it.
    public func write(_ list: DisplayList, scale: Double, title: String, to file: OutputFile, renderer: Renderer = Renderer(),
                      check: (Drawn) throws -> Void = { _ in }) throws {
        let drawn = draw(list, scale: scale, title: title, renderer: renderer)
        try check(drawn)
        try file.write(encode(drawn, for: file.path))
    }
}
