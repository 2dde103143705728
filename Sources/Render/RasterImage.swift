import CCairo
import CPNGShim
import FileIO
import Foundation
import Geometry

/// A rendered picture: a Cairo ARGB32 surface (premultiplied, native-endian), owned.
public final class RasterImage: @unchecked Sendable {
    let surface: OpaquePointer
    public let width: Int
    public let height: Int

    init(surface: OpaquePointer) {
        self.surface = surface
        cairo_surface_flush(surface)
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
    }
    deinit { cairo_surface_destroy(surface) }

    /// Reads a PNG file (through Cairo); nil if it cannot be read.
    public static func load(png path: String) -> RasterImage? {
        let s = cairo_image_surface_create_from_png(path)!
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else { cairo_surface_destroy(s); return nil }
        if cairo_image_surface_get_format(s) == CAIRO_FORMAT_ARGB32 { return RasterImage(surface: s) }
        // Normalise RGB24/A8 files to ARGB32 so pixel access is uniform.
        let w = cairo_image_surface_get_width(s), h = cairo_image_surface_get_height(s)
        let out = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h)!
        let cr = cairo_create(out)!
        cairo_set_source_surface(cr, s, 0, 0); cairo_paint(cr); cairo_destroy(cr)
        cairo_surface_destroy(s)
        return RasterImage(surface: out)
    }

    /// The pixels as Cairo keeps them — ARGB32, premultiplied, B G R A in memory, rows `stride`
    /// bytes apart — for the encoders and readers outside this module (`ImageEncoding`).
    public func withPixels<T>(_ body: (UnsafeMutablePointer<UInt8>, _ stride: Int) throws -> T) rethrows -> T {
        try body(cairo_image_surface_get_data(surface)!, Int(cairo_image_surface_get_stride(surface)))
    }

    /// A `width × height` picture whose pixels `fill` writes in that layout (starting from
    /// transparent); nil if `fill` returns false.
    public static func filled(width: Int, height: Int, _ fill: (UnsafeMutablePointer<UInt8>, _ stride: Int) -> Bool) -> RasterImage? {
        let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        cairo_surface_flush(s)
        guard fill(cairo_image_surface_get_data(s)!, Int(cairo_image_surface_get_stride(s))) else { cairo_surface_destroy(s); return nil }
        cairo_surface_mark_dirty(s)
        return RasterImage(surface: s)
    }

    public struct Pixel: Hashable, Sendable {
        public var r, g, b, a: UInt8
        public var color: Color { Color(r: Double(r) / 255, g: Double(g) / 255, b: Double(b) / 255, a: Double(a) / 255) }
    }

    /// The straight-alpha colour at (x, y) in device pixels.
    public func pixel(_ x: Int, _ y: Int) -> Pixel {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        let stride = Int(cairo_image_surface_get_stride(surface))
        let p = UnsafeRawPointer(cairo_image_surface_get_data(surface)!).load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
        let a = p >> 24
        func un(_ c: UInt32) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a)) }
        return Pixel(r: un((p >> 16) & 0xff), g: un((p >> 8) & 0xff), b: un(p & 0xff), a: UInt8(a))
    }

    /// A rectangle of device pixels.
    public struct Box: Hashable, Sendable, Codable {
        public var x, y, width, height: Int
        public init(x: Int, y: Int, width: Int, height: Int) { self.x = x; self.y = y; self.width = width; self.height = height }
        public var area: Int { width * height }
    }

    /// The smallest box holding every pixel that differs from `other`'s (same size); nil if the
    /// two are identical.
    public func changedBox(from other: RasterImage) -> Box? {
        precondition(width == other.width && height == other.height, "changedBox needs pictures of one size")
        let sa = Int(cairo_image_surface_get_stride(surface)), sb = Int(cairo_image_surface_get_stride(other.surface))
        let a = UnsafeRawPointer(cairo_image_surface_get_data(surface)!), b = UnsafeRawPointer(cairo_image_surface_get_data(other.surface)!)
        var x0 = width, x1 = -1, y0 = height, y1 = -1
        for y in 0..<height {
            let ra = (a + y * sa).assumingMemoryBound(to: UInt32.self), rb = (b + y * sb).assumingMemoryBound(to: UInt32.self)
            if memcmp(ra, rb, width * 4) == 0 { continue }
            y0 = min(y0, y); y1 = y
            var l = 0
            while ra[l] == rb[l] { l += 1 }
            var r = width - 1
            while ra[r] == rb[r] { r -= 1 }
            x0 = min(x0, l); x1 = max(x1, r)
        }
        guard y1 >= 0 else { return nil }
        return Box(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
    }

    /// A copy of this picture with `patch` put over it at (x, y) pixels, replacing what was
    /// there (what a page's drawImage of an opaque patch does).
    public func overlaid(_ patch: RasterImage, x: Int, y: Int) -> RasterImage {
        let out = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let cr = cairo_create(out)!
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, surface, 0, 0); cairo_paint(cr)
        cairo_set_source_surface(cr, patch.surface, Double(x), Double(y))
        cairo_rectangle(cr, Double(x), Double(y), Double(patch.width), Double(patch.height)); cairo_fill(cr)
        cairo_destroy(cr)
        return RasterImage(surface: out)
    }

    /// The picture as a PNG file's bytes, encoded as `writePNG` writes them; `path` names the
    /// file they are for in an error.
    public func pngData(for path: String, level: Int32 = 1, adaptive: Bool = false) throws -> Data {
        let stride = cairo_image_surface_get_stride(surface)
        var err = [CChar](repeating: 0, count: 256)
        var out: UnsafeMutablePointer<UInt8>?, length = 0
        let rc = pickup_png_encode(cairo_image_surface_get_data(surface)!, Int32(width), Int32(height), stride, level,
                                   adaptive ? 1 : 0, &out, &length, &err, err.count)
        guard rc == 0, let out else { throw OutputError(path: path, message: String(cString: err)) }
        defer { free(out) }
        return Data(bytes: out, count: length)
    }

    /// Writes an RGBA PNG with libpng (zlib `level`, no row filter unless `adaptive`), atomically
    /// into its location; only the pixels in `box` if given.
    public func writePNG(to file: OutputFile, level: Int32 = 1, adaptive: Bool = false, box: Box? = nil) throws {
        let path = file.path
        let b = box ?? Box(x: 0, y: 0, width: width, height: height)
        precondition(b.x >= 0 && b.y >= 0 && b.width > 0 && b.height > 0 && b.x + b.width <= width && b.y + b.height <= height,
                     "box \(b) outside \(width)×\(height)")
        let stride = cairo_image_surface_get_stride(surface)
        let start = cairo_image_surface_get_data(surface)! + b.y * Int(stride) + b.x * 4
        try file.write { tmp in
            var err = [CChar](repeating: 0, count: 256)
            let rc = pickup_png_write(tmp, start, Int32(b.width), Int32(b.height), stride, level, adaptive ? 1 : 0, &err, err.count)
            if rc != 0 { throw OutputError(path: path, message: String(cString: err)) }
        }
    }
}
