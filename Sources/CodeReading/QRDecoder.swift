import CZBar
import Foundation
import Render

/// Reads QR codes back from rendered pictures with libzbar, in process: the independent check
/// that a picture meant to show the code really scans (`pickup export`, `pickup frames --verify`).
public enum QRDecoder {
    /// The payloads of every QR code zbar finds in an 8-bit grey picture (`width × height`
    /// bytes, row after row), in the order zbar reports them.
    public static func decode(grey: [UInt8], width: Int, height: Int) -> [String] {
        precondition(grey.count >= width * height, "grey buffer smaller than \(width)×\(height)")
        guard width > 0, height > 0 else { return [] }
        guard let scanner = zbar_image_scanner_create() else { return [] }
        defer { zbar_image_scanner_destroy(scanner) }
        // QR only: no time spent looking for EAN or Code 128 in the picture.
        zbar_image_scanner_set_config(scanner, ZBAR_NONE, ZBAR_CFG_ENABLE, 0)
        zbar_image_scanner_set_config(scanner, ZBAR_QRCODE, ZBAR_CFG_ENABLE, 1)
        guard let image = zbar_image_create() else { return [] }
        defer { zbar_image_destroy(image) }
        // zbar_fourcc('Y','8','0','0') is a macro: the same little-endian four-character code.
        let y800 = UInt(UInt8(ascii: "Y")) | UInt(UInt8(ascii: "8")) << 8 | UInt(UInt8(ascii: "0")) << 16 | UInt(UInt8(ascii: "0")) << 24
        zbar_image_set_format(image, y800)
        zbar_image_set_size(image, UInt32(width), UInt32(height))
        return grey.withUnsafeBufferPointer { buf -> [String] in
            // zbar only reads the data during zbar_scan_image; no cleanup handler: we own the buffer.
            zbar_image_set_data(image, buf.baseAddress, UInt(width * height), nil)
            guard zbar_scan_image(scanner, image) > 0 else { zbar_image_set_data(image, nil, 0, nil); return [] }
            var out: [String] = []
            var symbol = zbar_image_first_symbol(image)
            while let s = symbol {
                if zbar_symbol_get_type(s) == ZBAR_QRCODE, let data = zbar_symbol_get_data(s) {
                    let n = Int(zbar_symbol_get_data_length(s))
                    out.append(String(decoding: UnsafeRawBufferPointer(start: data, count: n), as: UTF8.self))
                }
                symbol = zbar_symbol_next(s)
            }
            zbar_image_set_data(image, nil, 0, nil)
            return out
        }
    }

    /// The payloads in packed 8-bit RGB (`bytesPerPixel` 3) or RGBA (4, straight alpha,
    /// composited over white) rows of `stride` bytes.
    public static func decode(pixels: UnsafeRawBufferPointer, width: Int, height: Int, bytesPerPixel: Int, stride: Int? = nil) -> [String] {
        precondition(bytesPerPixel == 3 || bytesPerPixel == 4, "RGB or RGBA")
        let stride = stride ?? width * bytesPerPixel
        precondition(pixels.count >= stride * max(0, height - 1) + width * bytesPerPixel, "pixel buffer too small")
        var grey = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let o = y * stride + x * bytesPerPixel
                var l = RasterImage.luma(Int(pixels[o]), Int(pixels[o + 1]), Int(pixels[o + 2]))
                if bytesPerPixel == 4 { let a = Int(pixels[o + 3]); l = (l * a + 255 * (255 - a) + 127) / 255 }
                grey[y * width + x] = UInt8(l)
            }
        }
        return decode(grey: grey, width: width, height: height)
    }

    /// The payloads in a rendered picture (premultiplied ARGB32, composited over white).
    /// With `downsample` k > 1 the picture is first sampled at 1/k of its size (an @3x frame read
    /// at @1x: a 12 pt module is still 12 px, and zbar's time falls about k²-fold).
    public static func decode(_ image: RasterImage, downsample k: Int = 1) -> [String] {
        if k <= 1 { return decode(grey: image.grey(), width: image.width, height: image.height) }
        let w = image.width / k, h = image.height / k
        return decode(grey: image.grey(downsample: k), width: w, height: h)
    }
}
