import CCairo
import Foundation

extension RasterImage {
    /// The picture as packed 8-bit RGB rows (what ffmpeg reads as `-pix_fmt rgb24`), composited
    /// over black where not opaque (every frame of the app is opaque), widened to `width` and
    /// `height` pixels by repeating the last column and row — so an odd size can be made even
    /// for yuv420p without a seam of another colour.
    /// - Complexity: O(width × height), one pass over the surface.
    public func rgbBytes(width outW: Int? = nil, height outH: Int? = nil) -> Data {
        let w = outW ?? width, h = outH ?? height
        precondition(w >= width && h >= height, "rgbBytes can only widen: \(w)×\(h) < \(width)×\(height)")
        let stride = Int(cairo_image_surface_get_stride(surface))
        let src = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        var out = Data(count: w * h * 3)
        out.withUnsafeMutableBytes { (buf: UnsafeMutableRawBufferPointer) in
            let dst = buf.bindMemory(to: UInt8.self).baseAddress!
            for y in 0..<h {
                let row = src.advanced(by: min(y, height - 1) * stride).assumingMemoryBound(to: UInt32.self)
                let o = dst.advanced(by: y * w * 3)
                for x in 0..<w {
                    // Premultiplied ARGB32: over black, the premultiplied channels are the colour.
                    let p = row[min(x, width - 1)]
                    o[3 * x] = UInt8((p >> 16) & 0xff); o[3 * x + 1] = UInt8((p >> 8) & 0xff); o[3 * x + 2] = UInt8(p & 0xff)
                }
            }
        }
        return out
    }
}
