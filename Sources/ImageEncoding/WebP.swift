import CWebP
import FileIO
import Foundation
import InputFile
import Render

/// Lossless WebP (libwebp), the prototype's frames: written and read back.
extension RasterImage {
    /// Reads a WebP file (libwebp); nil if it cannot be read.
    public static func load(webp path: String) -> RasterImage? {
        guard let data = InputFile.readIfPresent(path, limit: 1 << 30) else { return nil }
        var w: Int32 = 0, h: Int32 = 0
        guard data.withUnsafeBytes({ WebPGetInfo($0.bindMemory(to: UInt8.self).baseAddress, $0.count, &w, &h) }) != 0 else { return nil }
        return RasterImage.filled(width: Int(w), height: Int(h)) { px, stride in
            // Cairo's ARGB32 is B, G, R, A in memory (little-endian), premultiplied.
            let ok = data.withUnsafeBytes { WebPDecodeBGRAInto($0.bindMemory(to: UInt8.self).baseAddress, $0.count, px, stride * Int(h), Int32(stride)) } != nil
            guard ok else { return false }
            for y in 0..<Int(h) {
                let row = px + y * stride
                for x in 0..<Int(w) {
                    let a = UInt32(row[x * 4 + 3])
                    if a == 255 { continue }
                    for c in 0..<3 { row[x * 4 + c] = UInt8((UInt32(row[x * 4 + c]) * a + 127) / 255) }
                }
            }
            return true
        }
    }

    /// Writes a lossless WebP (libwebp's simple lossless encoder: every pixel as drawn; the
    /// same picture gives the same bytes) of the pixels in `box`, or all, atomically.
    public func writeWebP(to file: OutputFile, box: Box? = nil) throws {
        let path = file.path
        let b = box ?? Box(x: 0, y: 0, width: width, height: height)
        precondition(b.x >= 0 && b.y >= 0 && b.width > 0 && b.height > 0 && b.x + b.width <= width && b.y + b.height <= height,
                     "box \(b) outside \(width)×\(height)")
        // Straight alpha, B G R A, rows of the box only.
        var bgra = [UInt8](repeating: 0, count: b.width * b.height * 4)
        withPixels { data, stride in
            for y in 0..<b.height {
                let src = data + (b.y + y) * stride + b.x * 4
                for x in 0..<b.width {
                    let a = UInt32(src[x * 4 + 3]), o = (y * b.width + x) * 4
                    for c in 0..<3 {
                        let v = UInt32(src[x * 4 + c])
                        bgra[o + c] = a == 255 || a == 0 ? UInt8(v) : UInt8(min(255, (v * 255 + a / 2) / a))
                    }
                    bgra[o + 3] = UInt8(a)
                }
            }
        }
        var out: UnsafeMutablePointer<UInt8>?
        let n = WebPEncodeLosslessBGRA(bgra, Int32(b.width), Int32(b.height), Int32(b.width * 4), &out)
        guard n > 0, let out else { throw OutputError(path: path, message: "libwebp could not encode the picture") }
        defer { WebPFree(out) }
        try file.write(Data(bytes: out, count: n))
    }
}
