import CCairo
import CRsvg
import Foundation
import Geometry
import Nodes

/// SVG documents through librsvg, in process: artwork a designer drops in is read (and refused
/// with librsvg's own message if it cannot be), drawn into a frame with its `currentColor` set,
/// and the SVGs pickup writes are drawn back to compare with its PNGs.
public enum SVGDocument {
    /// A document librsvg could not read, or one with no size.
    public struct ReadError: Error, CustomStringConvertible {
        public var file: String
        public var reason: String
        public var description: String { "\(file): not an SVG librsvg can draw: \(reason)" }
    }

    /// The document in `data` as a node's source: parsed once here so a broken file is refused
    /// before anything is drawn; its size is the intrinsic size in pixels at 72 dpi (points).
    public static func read(_ data: Data, file: String) throws -> SVGSource {
        let handle = try open(data, file: file)
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        var w = 0.0, h = 0.0
        rsvg_handle_set_dpi(handle, 72)
        guard rsvg_handle_get_intrinsic_size_in_pixels(handle, &w, &h) != 0, w > 0, h > 0, w.isFinite, h.isFinite else {
            var hasViewBox: gboolean = 0, viewBox = RsvgRectangle()
            rsvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
            guard hasViewBox != 0, viewBox.width > 0, viewBox.height > 0 else {
                throw ReadError(file: file, reason: "it has neither a width and height nor a viewBox")
            }
            return SVGSource(data: data, size: Size(viewBox.width, viewBox.height))
        }
        return SVGSource(data: data, size: Size(w, h))
    }

    /// Why `src` cannot be drawn, or nil: a trial render at its own size on a surface of its
    /// own, so an icon librsvg reads but cannot draw (its element limit, say) is refused by name
    /// before anything is written.
    public static func trialRender(_ src: SVGSource) -> String? {
        var extents = cairo_rectangle_t(x: 0, y: 0, width: src.size.width, height: src.size.height)
        guard let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents) else { return "no surface" }
        defer { cairo_surface_destroy(recording) }
        let cr = cairo_create(recording)!
        defer { cairo_destroy(cr) }
        if let failure = draw(src, in: Rect(x: 0, y: 0, width: src.size.width, height: src.size.height), on: cr, cached: false) { return failure }
        return cairo_status(cr) == CAIRO_STATUS_SUCCESS ? nil : String(cString: cairo_status_to_string(cairo_status(cr)))
    }

    /// Draws `src` into `rect` (its aspect kept, centred, as `preserveAspectRatio` says) on `cr`.
    /// A document that fails to draw leaves `cr` as it was and returns the reason.
    @discardableResult
    static func draw(_ src: SVGSource, in rect: Rect, on cr: OpaquePointer, cached: Bool = true) -> String? {
        // An icon is parsed once per thread and colour, not at every draw (librsvg handles are
        // not thread-safe, so each drawing thread keeps its own); a page drawn back once is not kept.
        guard let handle = cached ? Handles.current.handle(src) : makeHandle(src) else { return "not readable" }
        var viewport = RsvgRectangle(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
        var error: UnsafeMutablePointer<GError>?
        let ok = rsvg_handle_render_document(handle.pointer, cr, &viewport, &error)
        defer { if let error { g_error_free(error) } }
        return ok != 0 ? nil : error.map { String(cString: $0.pointee.message) } ?? "failed"
    }

    /// One thread's parsed documents, by their bytes and colour (icons are few and small).
    final class Handles {
        final class Handle {
            let pointer: UnsafeMutablePointer<RsvgHandle>
            init(_ p: UnsafeMutablePointer<RsvgHandle>) { pointer = p }
            deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }
        }
        struct Key: Hashable { var data: Data; var color: Color? }
        private var cache: [Key: Handle] = [:]
        static let limit = 64

        static var current: Handles {
            let key = "pickup.svg.handles"
            if let h = Thread.current.threadDictionary[key] as? Handles { return h }
            let h = Handles()
            Thread.current.threadDictionary[key] = h
            return h
        }

        func handle(_ src: SVGSource) -> Handle? {
            let key = Key(data: src.data, color: src.color)
            if let h = cache[key] { return h }
            guard let h = SVGDocument.makeHandle(src) else { return nil }
            if cache.count >= Self.limit { cache.removeAll() }
            cache[key] = h
            return h
        }
    }

    /// A parsed document with its `currentColor` set, or nil if librsvg refuses it.
    static func makeHandle(_ src: SVGSource) -> Handles.Handle? {
        guard let raw = try? open(src.data, file: "") else { return nil }
        let handle = Handles.Handle(raw)
        rsvg_handle_set_dpi(raw, 72)
        if let c = src.color {
            // A user stylesheet: `currentColor` in the document is this colour.
            let css = String(format: "svg { color: rgba(%d, %d, %d, %.6f); }",
                             Int((c.r * 255).rounded()), Int((c.g * 255).rounded()), Int((c.b * 255).rounded()), c.a)
            var error: UnsafeMutablePointer<GError>?
            let ok = css.withCString { rsvg_handle_set_stylesheet(raw, UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self), gsize(strlen($0)), &error) }
            if let error { g_error_free(error) }
            if ok == 0 { return nil }
        }
        return handle
    }

    /// The document drawn on a transparent picture `width × height` pixels, its
    /// viewport the whole picture (an SVG page pickup wrote, drawn back at `scale`).
    public static func rasterize(_ data: Data, size: Size, scale: Double) -> RasterImage? {
        let w = Int32((size.width * scale).rounded()), h = Int32((size.height * scale).rounded())
        guard w > 0, h > 0, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h) else { return nil }
        let cr = cairo_create(surface)!
        let failure = draw(SVGSource(data: data, size: size), in: Rect(x: 0, y: 0, width: Double(w), height: Double(h)), on: cr, cached: false)
        cairo_destroy(cr)
        guard failure == nil else { cairo_surface_destroy(surface); return nil }
        return RasterImage(surface: surface)
    }

    private static func open(_ data: Data, file: String) throws -> UnsafeMutablePointer<RsvgHandle> {
        var error: UnsafeMutablePointer<GError>?
        let handle: UnsafeMutablePointer<RsvgHandle>? = data.withUnsafeBytes { buf in
            rsvg_handle_new_from_data(buf.bindMemory(to: UInt8.self).baseAddress, gsize(buf.count), &error)
        }
        guard let handle else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unreadable"
            if let error { g_error_free(error) }
            throw ReadError(file: file, reason: reason)
        }
        return handle
    }
}
