import CCairo
import Foundation

/// The picture in grey: what a code reader (`CodeReading`) scans.
extension RasterImage {
    /// Rec. 601 luma in 0…255 (integer weights 77, 150, 29 out of 256).
    @inline(__always) public static func luma(_ r: Int, _ g: Int, _ b: Int) -> Int { (77 * r + 150 * g + 29 * b + 128) >> 8 }

    /// The picture as 8-bit grey, `width / k` × `height / k`: the pixel at the middle of each
    /// k × k block (composited over white). Point-sampled rather than averaged: a module's edges
    /// fall on device pixels, so the middle pixel is the module's colour, at 1/k² of the reads.
    public func grey(downsample k: Int) -> [UInt8] {
        let stride = Int(cairo_image_surface_get_stride(surface))
        let src = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        let w = width / k, h = height / k
        var out = [UInt8](repeating: 255, count: w * h)
        out.withUnsafeMutableBufferPointer { dst in
            for y in 0..<h {
                let row = src.advanced(by: (y * k + k / 2) * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<w {
                    let p = row[x * k + k / 2]
                    let l = Self.luma(Int((p >> 16) & 0xff), Int((p >> 8) & 0xff), Int(p & 0xff)) + 255 - Int(p >> 24)
                    dst[y * w + x] = UInt8(min(255, l))
                }
            }
        }
        return out
    }

    /// The picture as 8-bit grey, row after row, composited over white.
    public func grey() -> [UInt8] {
        let stride = Int(cairo_image_surface_get_stride(surface))
        let src = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        var out = [UInt8](repeating: 255, count: width * height)
        out.withUnsafeMutableBufferPointer { dst in
            for y in 0..<height {
                let row = src.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    // Premultiplied: over white, a channel is c + (255 − alpha).
                    let p = row[x], a = Int(p >> 24)
                    let l = Self.luma(Int((p >> 16) & 0xff), Int((p >> 8) & 0xff), Int(p & 0xff)) + 255 - a
                    dst[y * width + x] = UInt8(min(255, l))
                }
            }
        }
        return out
    }
}
