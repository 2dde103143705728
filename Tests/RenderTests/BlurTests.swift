import CCairo
import Foundation
import XCTest
@testable import Render

/// The blur is computed fast (lines padded, four pixels at once) but must give exactly what the
/// plain definition gives: each pixel the sum, in kernel order, of its clamped neighbours.
final class BlurTests: XCTestCase {
    /// The definition, one pixel and one tap at a time.
    static func reference(_ px: [UInt32], _ w: Int, _ h: Int, sigma: Double) -> [UInt32] {
        let k = Blur.kernel(sigma: sigma), r = k.count / 2
        func pass(_ get: (Int) -> UInt32, _ set: (Int, UInt32) -> Void, _ n: Int) {
            let line = (0..<n).map { i -> SIMD4<Float> in
                let v = get(i)
                return SIMD4(Float(v & 0xff), Float((v >> 8) & 0xff), Float((v >> 16) & 0xff), Float(v >> 24))
            }
            for i in 0..<n {
                var acc = SIMD4<Float>.zero
                for j in 0..<k.count { acc += line[min(n - 1, max(0, i + j - r))] * k[j] }
                let c = (acc + 0.5).clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 255))
                let a = UInt32(c[3]), b = min(UInt32(c[0]), a), g = min(UInt32(c[1]), a), rr = min(UInt32(c[2]), a)
                set(i, a << 24 | rr << 16 | g << 8 | b)
            }
        }
        var out = px
        for y in 0..<h { pass({ out[y * w + $0] }, { out[y * w + $0] = $1 }, w) }
        for x in 0..<w { pass({ out[$0 * w + x] }, { out[$0 * w + x] = $1 }, h) }
        return out
    }

    func testTheFastBlurIsTheDefinitionExactly() {
        var seed: UInt64 = 0x5EED
        func random() -> UInt32 { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return UInt32(truncatingIfNeeded: seed >> 33) }
        // Narrower and wider than the kernel, odd and even, one pixel; σ small and at the cap.
        for (w, h, sigma) in [(78, 80, 6.0), (5, 3, 6.0), (1, 1, 2.0), (37, 23, 0.7), (9, 64, 3.3), (4, 4, 1.0)] {
            let img = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
            defer { cairo_surface_destroy(img) }
            let stride = Int(cairo_image_surface_get_stride(img)) / 4
            let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(img)!).bindMemory(to: UInt32.self, capacity: stride * h)
            var px = [UInt32](repeating: 0, count: w * h)
            for i in px.indices {
                // Premultiplied: no channel above alpha; runs of one colour and noise.
                let a = random() % 256, v = i % 7 < 3 ? 0x80 : random()
                px[i] = a << 24 | min(v & 0xff, a) << 16 | min((v >> 8) & 0xff, a) << 8 | min((v >> 16) & 0xff, a)
                data[(i / w) * stride + i % w] = px[i]
            }
            cairo_surface_mark_dirty(img)
            Blur.apply(img, sigma: sigma)
            let got = (0..<(w * h)).map { data[($0 / w) * stride + $0 % w] }
            XCTAssertEqual(got, Self.reference(px, w, h, sigma: sigma), "\(w)×\(h), σ \(sigma)")
        }
    }
}
