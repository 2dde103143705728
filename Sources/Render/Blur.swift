import CCairo
import Foundation

/// Gaussian blur of a Cairo ARGB32 image (premultiplied) in place: an exact separable kernel
/// of radius ⌈3σ⌉, edges clamped so the border does not darken. Exact rather than the usual
/// box-blur approximation because the box's whole-pixel widths make a growing blur jump (a
/// crossfade's first frames would pop); callers keep σ small (≤ `CairoBackend.blurSigmaPixels`)
/// by blurring at a reduced resolution, so the kernel stays short.
enum Blur {
    /// Normalised weights for offsets −r…r.
    static func kernel(sigma: Double) -> [Float] {
        let r = max(1, Int((3 * sigma).rounded(.up)))
        var w = (-r...r).map { Float(exp(-Double($0 * $0) / (2 * sigma * sigma))) }
        let sum = w.reduce(0, +)
        for i in w.indices { w[i] /= sum }
        return w
    }

    static func apply(_ surface: OpaquePointer, sigma: Double) {
        guard sigma > 0.05 else { return }
        cairo_surface_flush(surface)
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        guard w > 0, h > 0, let base = cairo_image_surface_get_data(surface) else { return }
        let px = UnsafeMutableRawPointer(base).bindMemory(to: UInt32.self, capacity: stride * h)
        let k = kernel(sigma: sigma)
        var line = [SIMD4<Float>](repeating: .zero, count: max(w, h) + k.count)
        for y in 0..<h { pass(px + y * stride, count: w, step: 1, kernel: k, scratch: &line) }
        for x in 0..<w { pass(px + x, count: h, step: stride, kernel: k, scratch: &line) }
        cairo_surface_mark_dirty(surface)
    }

    /// Convolves one line of `count` pixels, `step` apart. The line is copied into `scratch`
    /// with each end repeated the kernel's radius beyond it, so every tap of every pixel reads
    /// what clamping to the edge would, without a test.
    private static func pass(_ p: UnsafeMutablePointer<UInt32>, count n: Int, step: Int, kernel k: [Float],
                             scratch: inout [SIMD4<Float>]) {
        let r = k.count / 2
        func value(_ i: Int) -> SIMD4<Float> {
            let v = p[i * step]
            return SIMD4(Float(v & 0xff), Float((v >> 8) & 0xff), Float((v >> 16) & 0xff), Float(v >> 24))
        }
        let first = value(0), last = value(n - 1)
        for i in 0..<r { scratch[i] = first; scratch[r + n + i] = last }
        for i in 0..<n { scratch[r + i] = value(i) }
        @inline(__always) func store(_ acc: SIMD4<Float>, at i: Int) {
            let c = (acc + 0.5).clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 255))
            // Premultiplied: no channel may exceed alpha after rounding.
            let a = UInt32(c[3]), b = min(UInt32(c[0]), a), g = min(UInt32(c[1]), a), rr = min(UInt32(c[2]), a)
            p[i * step] = a << 24 | rr << 16 | g << 8 | b
        }
        k.withUnsafeBufferPointer { kw in
            scratch.withUnsafeBufferPointer { src in
                // Pixel i's taps are src[i…i + 2r]. Four pixels at once: each sum runs in the same
                // order as alone, on its own accumulator, so their additions overlap.
                var i = 0
                while i + 4 <= n {
                    var a0 = SIMD4<Float>.zero, a1 = a0, a2 = a0, a3 = a0
                    for j in 0..<kw.count {
                        let w = kw[j]
                        a0 += src[i + j] * w; a1 += src[i + j + 1] * w
                        a2 += src[i + j + 2] * w; a3 += src[i + j + 3] * w
                    }
                    store(a0, at: i); store(a1, at: i + 1); store(a2, at: i + 2); store(a3, at: i + 3)
                    i += 4
                }
                for i in i..<n {
                    var acc = SIMD4<Float>.zero
                    for j in 0..<kw.count { acc += src[i + j] * kw[j] }
                    store(acc, at: i)
                }
            }
        }
    }
}
