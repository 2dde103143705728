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

    /// Squares are `k` wide and tall everywhere: where the picture is not a whole number of
    /// squares, the last row and column of squares lie against its far edges, overlapping their
    /// neighbours, so an edge's square averages as many pixels as any other (a 3-pixel strip of
    /// text cut by the bottom edge is not judged on a third of a square).
    public func difference(from other: RasterImage, block k: Int, threshold: Int) -> Difference {
        precondition(width == other.width && height == other.height, "difference needs pictures of one size")
        precondition(k >= 1)
        let sa = Int(cairo_image_surface_get_stride(surface)), sb = Int(cairo_image_surface_get_stride(other.surface))
        let a = UnsafeRawPointer(cairo_image_surface_get_data(surface)!), b = UnsafeRawPointer(cairo_image_surface_get_data(other.surface)!)
        /// The first index of each square along a side of `n` pixels.
        func starts(_ n: Int) -> [Int] {
            guard n > k else { return [0] }
            let whole = Array(stride(from: 0, through: n - k, by: k))
            return whole.last == n - k ? whole : whole + [n - k]
        }
        let xs = starts(width)
        var over = 0, largest = 0
        var columns = [Int](repeating: 0, count: width * 4)   // a square row's differences, per pixel column
        for y0 in starts(height) {
            for i in columns.indices { columns[i] = 0 }
            let rows = y0..<min(height, y0 + k)
            for y in rows {
                let ra = (a + y * sa).assumingMemoryBound(to: UInt32.self), rb = (b + y * sb).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width where ra[x] != rb[x] {
                    for c in 0..<4 {
                        let s = UInt32(8 * c)
                        columns[x * 4 + c] += Int((ra[x] >> s) & 0xff) - Int((rb[x] >> s) & 0xff)
                    }
                }
            }
            for x0 in xs {
                let cols = x0..<min(width, x0 + k), n = rows.count * cols.count
                var d = 0
                for c in 0..<4 { d = max(d, abs(cols.reduce(0) { $0 + columns[$1 * 4 + c] }) / n) }
                largest = max(largest, d)
                if d > threshold { over += 1 }
            }
        }
        return Difference(blocks: over, largest: largest)
    }
}
