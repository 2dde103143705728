import CCairo
import Foundation

extension RasterImage {
    /// How two pictures of one size differ, block by block: each `block × block` square's
    /// channels averaged (premultiplied, 0–255), so two renderers' different antialiasing of one
    /// edge mostly cancels while a shape one of them lacks does not.
    public struct Difference: Sendable {
        /// Blocks whose largest channel difference exceeds the threshold.
        public var blocks: Int
        /// The largest channel difference of any block.
        public var largest: Int
    }

    public func difference(from other: RasterImage, block k: Int, threshold: Int) -> Difference {
        precondition(width == other.width && height == other.height, "difference needs pictures of one size")
        precondition(k >= 1)
        let sa = Int(cairo_image_surface_get_stride(surface)), sb = Int(cairo_image_surface_get_stride(other.surface))
        let a = UnsafeRawPointer(cairo_image_surface_get_data(surface)!), b = UnsafeRawPointer(cairo_image_surface_get_data(other.surface)!)
        let bw = (width + k - 1) / k, bh = (height + k - 1) / k
        var over = 0, largest = 0
        var sums = [Int](repeating: 0, count: bw * 4)
        for by in 0..<bh {
            for i in sums.indices { sums[i] = 0 }
            let rows = by * k..<min(height, by * k + k)
            for y in rows {
                let ra = (a + y * sa).assumingMemoryBound(to: UInt32.self), rb = (b + y * sb).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width where ra[x] != rb[x] {
                    let j = x / k * 4
                    for c in 0..<4 {
                        let s = UInt32(8 * c)
                        sums[j + c] += Int((ra[x] >> s) & 0xff) - Int((rb[x] >> s) & 0xff)
                    }
                }
            }
            for bx in 0..<bw {
                let n = rows.count * (min(width, bx * k + k) - bx * k)
                var d = 0
                for c in 0..<4 { d = max(d, abs(sums[bx * 4 + c]) / n) }
                largest = max(largest, d)
                if d > threshold { over += 1 }
            }
        }
        return Difference(blocks: over, largest: largest)
    }
}
