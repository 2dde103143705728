import CCairo
import CPNGShim
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

    /// Writes an RGBA PNG with libpng (zlib `level`, no row filter), atomically.
    public func writePNG(to path: String, level: Int32 = 1) throws {
        try AtomicFile.write(to: path) { tmp in
            var err = [CChar](repeating: 0, count: 256)
            let rc = pickup_png_write(tmp, cairo_image_surface_get_data(surface), Int32(width), Int32(height),
                                      cairo_image_surface_get_stride(surface), level, &err, err.count)
            if rc != 0 { throw OutputError(path: path, message: String(cString: err)) }
        }
    }
}
