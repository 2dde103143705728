import CCairo
import Foundation
import Geometry
import Nodes

/// Turns display lists into pictures: raster images (PNG), SVG and PDF documents.
/// One renderer per thread (its Pango context is not shared).
public final class Renderer: @unchecked Sendable {
    public let text: TextEngine
    /// Pixels per point at which SVG and PDF carry their raster effects (blur, materials).
    public static let vectorRasterScale = 2.0
    /// Device pixels per point assumed for hairlines in SVG and PDF (an @3x screen's pixel).
    public static let vectorHairlineScale = 3.0
    /// The date written into every PDF, so exports are byte-identical run to run.
    public static let pdfDate = "2026-01-01T00:00:00Z"

    public init(text: TextEngine = TextEngine()) { self.text = text }

    /// Renders at `scale` device pixels per point on an opaque white-free (transparent) canvas.
    public func image(_ list: DisplayList, scale: Double) -> RasterImage {
        let w = Int32((list.size.width * scale).rounded()), h = Int32((list.size.height * scale).rounded())
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h)!
        let cr = cairo_create(surface)!
        cairo_scale(cr, scale, scale)
        CairoBackend(text: text, deviceScale: scale, rasterScale: scale).draw(list, on: cr)
        cairo_destroy(cr)
        return RasterImage(surface: surface)
    }

    /// An SVG document of `list`, in points. Cairo numbers its `surfaceN` ids per process;
    /// they are renumbered in order of appearance so the bytes depend on the input alone.
    public func svg(_ list: DisplayList) -> Data {
        let sink = StreamSink()
        let surface = cairo_svg_surface_create_for_stream(streamWrite, Unmanaged.passUnretained(sink).toOpaque(),
                                                          list.size.width, list.size.height)!
        cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
        cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PT)
        draw(list, on: surface)
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
        return StableSVG.renumber(sink.data)
    }

    /// A PDF with one page per list, text kept as text, dated `pdfDate`.
    public func pdf(_ pages: [DisplayList], title: String) -> Data {
        let sink = StreamSink()
        let first = pages.first?.size ?? Size(1, 1)
        let surface = cairo_pdf_surface_create_for_stream(streamWrite, Unmanaged.passUnretained(sink).toOpaque(),
                                                          first.width, first.height)!
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Pickup")
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, Self.pdfDate)
        for page in pages {
            cairo_pdf_surface_set_size(surface, page.size.width, page.size.height)
            draw(page, on: surface)
            let cr = cairo_create(surface)!
            cairo_show_page(cr)
            cairo_destroy(cr)
        }
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
        return sink.data
    }

    private func draw(_ list: DisplayList, on surface: OpaquePointer) {
        let cr = cairo_create(surface)!
        CairoBackend(text: text, deviceScale: Self.vectorHairlineScale, rasterScale: Self.vectorRasterScale)
            .draw(list, on: cr)
        cairo_destroy(cr)
    }
}

/// Collects what a Cairo stream surface writes.
final class StreamSink { var data = Data() }

let streamWrite: cairo_write_func_t = { closure, bytes, length in
    let sink = Unmanaged<StreamSink>.fromOpaque(closure!).takeUnretainedValue()
    sink.data.append(bytes!, count: Int(length))
    return CAIRO_STATUS_SUCCESS
}

enum StableSVG {
    /// Cairo numbers these ids with process-wide counters; each is renumbered by order of first
    /// appearance (a bijection per prefix, applied to ids and references alike). Only names in
    /// an id or a reference are touched — right after `id="` or `#` — never base64 image data.
    static let prefixes = ["surface", "image", "pattern", "mask", "clip", "source"].map { Array($0.utf8) }

    static func renumber(_ data: Data) -> Data {
        let bytes = [UInt8](data)
        var maps = [[[UInt8]: [UInt8]]](repeating: [:], count: prefixes.count)
        var out = [UInt8]()
        out.reserveCapacity(bytes.count)
        var i = 0
        scan: while i < bytes.count {
            let inName = i >= 1 && bytes[i - 1] == UInt8(ascii: "#")
                || i >= 4 && bytes[(i - 4)..<i].elementsEqual("id=\"".utf8)
            for (k, word) in prefixes.enumerated() where inName && bytes[i] == word[0] && i + word.count < bytes.count
                && bytes[i..<(i + word.count)].elementsEqual(word) && (48...57).contains(bytes[i + word.count]) {
                var j = i + word.count
                while j < bytes.count, (48...57).contains(bytes[j]) { j += 1 }
                let old = Array(bytes[(i + word.count)..<j])
                let new = maps[k][old] ?? { let v = Array(String(maps[k].count + 1).utf8); maps[k][old] = v; return v }()
                out += word; out += new
                i = j
                continue scan
            }
            out.append(bytes[i]); i += 1
        }
        return Data(out)
    }
}
