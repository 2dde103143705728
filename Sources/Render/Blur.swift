import CCairo
import Foundation

/// Gaussian-like blur of a Cairo ARGB32 image in place: three box-blur passes per axis
/// (the classic approximation, within ~3 % of a true Gaussian), edges clamped so the border
/// does not darken. `sigma` is in pixels.
enum Blur {
    /// Box widths whose three passes have standard deviation ≈ `sigma` (W. Jarosz, "Fast
    /// Image Convolutions", 2001: n passes of width w give σ² = n(w² − 1)/12).
    static func boxRadii(sigma: Double) -> [Int] {
        let w = (4 * sigma * sigma + 1).squareRoot()   // 12σ²/3 + 1 = 4σ² + 1
        let r = max(0, Int((w - 1) / 2 + 0.5))
        return [r, r, r]
    }

    static func apply(_ surface: OpaquePointer, sigma: Double) {
        guard sigma > 0.3 else { return }
        cairo_surface_flush(surface)
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        guard w > 0, h > 0, let base = cairo_image_surface_get_data(surface) else { return }
        let px = UnsafeMutableRawPointer(base).bindMemory(to: UInt32.self, capacity: stride * h)
        var line = [UInt32](repeating: 0, count: max(w, h))
        for r in boxRadii(sigma: sigma) where r > 0 {
            for y in 0..<h { boxPass(px + y * stride, count: w, step: 1, radius: r, scratch: &line) }
            for x in 0..<w { boxPass(px + x, count: h, step: stride, radius: r, scratch: &line) }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// One running-sum box blur along a line of `count` pixels `step` apart.
    private static func boxPass(_ p: UnsafeMutablePointer<UInt32>, count n: Int, step: Int, radius r: Int, scratch: inout [UInt32]) {
        for i in 0..<n { scratch[i] = p[i * step] }
        let div = UInt32(2 * r + 1)
        var s0: UInt32 = 0, s1: UInt32 = 0, s2: UInt32 = 0, s3: UInt32 = 0
        @inline(__always) func at(_ i: Int) -> UInt32 { scratch[min(n - 1, max(0, i))] }
        for i in -r...r {
            let v = at(i)
            s0 += v & 0xff; s1 += (v >> 8) & 0xff; s2 += (v >> 16) & 0xff; s3 += v >> 24
        }
        let half = div / 2
        for i in 0..<n {
            p[i * step] = ((s3 + half) / div) << 24 | ((s2 + half) / div) << 16 | ((s1 + half) / div) << 8 | ((s0 + half) / div)
            let add = at(i + r + 1), sub = at(i - r)
            s0 = s0 &+ (add & 0xff) &- (sub & 0xff)
            s1 = s1 &+ ((add >> 8) & 0xff) &- ((sub >> 8) & 0xff)
            s2 = s2 &+ ((add >> 16) & 0xff) &- ((sub >> 16) & 0xff)
            s3 = s3 &+ (add >> 24) &- (sub >> 24)
        }
    }
}
