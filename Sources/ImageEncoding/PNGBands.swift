import CPNGShim
import FileIO
import Foundation
import Render

/// The frames' PNG encoder. A PNG's pixels are one zlib stream over rows; here the rows are cut
/// into bands of `rows` rows, and each band is deflated by a fresh stream ended at a byte
/// boundary, so its bytes depend on its own pixels alone. A band equal to one encoded before
/// (the same pixels, anywhere in any earlier frame) is not encoded again: most frames of the
/// order screen differ from the one before only in a band (a digit, a progress bar, the sheet).
/// A file's bytes never depend on what was encoded before it, in which order, or on which
/// thread or shard — only on its pixels.
///
/// Measured on a reveal frame @3x (which changes everywhere): zlib level 1 in bands, scanlines
/// made in C, 17 ms; libdeflate level 1 on the whole picture 24 ms (20 % smaller); libpng's
/// writer 30–40 ms. So every frame goes through bands.
public final class PNGBands: @unchecked Sendable {
    /// Rows per band.
    public let rows: Int
    /// Pixel bytes the cache may hold (each band's pixels are kept to confirm a match).
    public let budget: Int
    /// zlib's level.
    static let level: Int32 = 1

    private struct Band {
        var pixels: Data        // the band's rows as Cairo holds them, stride = width × 4
        var deflated: Data
        var adler: UInt32
        var rawLength: Int
        var alpha: Bool
        var used: Int
    }
    private let lock = NSLock()
    private var bands: [UInt64: [Band]] = [:]
    private var held = 0, clock = 0
    /// Bands found in the cache, and bands deflated (for `pickup bench`).
    public private(set) var reused = 0, encoded = 0

    public init(rows: Int = 64, budget: Int = 48 << 20) {
        precondition(rows > 0)
        self.rows = rows; self.budget = budget
    }

    /// The PNG file of `image`; `path` names the file in an error.
    public func encode(_ image: RasterImage, for path: String) throws -> Data {
        try image.withPixels { data, stride in
            let pixels = UnsafePointer(data)
            let alpha = pickup_png_opaque(pixels, Int32(image.width), Int32(image.height), Int32(stride)) == 0
            var parts: [Band] = []
            for top in Swift.stride(from: 0, to: image.height, by: rows) {
                let n = min(rows, image.height - top)
                parts.append(try band(pixels + top * stride, width: image.width, rows: n, stride: stride, alpha: alpha, path))
            }
            return try assemble(parts, width: image.width, height: image.height, alpha: alpha, path)
        }
    }

    /// One band: from the cache if its pixels were encoded before, else deflated and kept.
    private func band(_ p: UnsafePointer<UInt8>, width: Int, rows n: Int, stride: Int, alpha: Bool, _ path: String) throws -> Band {
        let key = pickup_rows_hash(p, Int32(width), Int32(n), Int32(stride)) ^ (alpha ? 1 : 0)
        if let hit = cached(key, p, width: width, rows: n, stride: stride, alpha: alpha) { return hit }
        var out: UnsafeMutablePointer<UInt8>?, length = 0, adler: UInt32 = 0, raw = 0
        guard pickup_png_band(p, Int32(width), Int32(n), Int32(stride), alpha ? 1 : 0, Self.level, &out, &length, &adler, &raw) == 0,
              let out else { throw OutputError(path: path, message: "cannot encode the PNG (out of memory)") }
        defer { free(out) }
        var copy = Data(count: width * 4 * n)
        copy.withUnsafeMutableBytes { dst in
            for y in 0..<n { memcpy(dst.baseAddress! + y * width * 4, p + y * stride, width * 4) }
        }
        let band = Band(pixels: copy, deflated: Data(bytes: out, count: length), adler: adler, rawLength: raw, alpha: alpha, used: 0)
        keep(key, band)
        return band
    }

    private func cached(_ key: UInt64, _ p: UnsafePointer<UInt8>, width: Int, rows n: Int, stride: Int, alpha: Bool) -> Band? {
        lock.lock(); defer { lock.unlock() }
        guard let candidates = bands[key] else { return nil }
        for (i, c) in candidates.enumerated() where c.alpha == alpha && c.pixels.count == width * 4 * n {
            let same = c.pixels.withUnsafeBytes { b in
                (0..<n).allSatisfy { y in memcmp(b.baseAddress! + y * width * 4, p + y * stride, width * 4) == 0 }
            }
            if same {
                clock += 1; bands[key]![i].used = clock; reused += 1
                return c
            }
        }
        return nil
    }

    /// Keeps `band`, dropping the least recently used bands beyond the budget.
    private func keep(_ key: UInt64, _ band: Band) {
        lock.lock(); defer { lock.unlock() }
        clock += 1; encoded += 1
        var b = band; b.used = clock
        bands[key, default: []].append(b)
        held += b.pixels.count + b.deflated.count
        guard held > budget else { return }
        // Oldest first, until a quarter of the budget is free (evicting in batches keeps it cheap).
        var all = bands.flatMap { k, list in list.map { (k, $0.used, $0.pixels.count + $0.deflated.count) } }
        all.sort { $0.1 < $1.1 }
        for (k, used, size) in all where held > budget * 3 / 4 {
            bands[k]?.removeAll { $0.used == used }
            if bands[k]?.isEmpty == true { bands[k] = nil }
            held -= size
        }
    }

    private func assemble(_ parts: [Band], width: Int, height: Int, alpha: Bool, _ path: String) throws -> Data {
        var deflated = Data(capacity: parts.reduce(0) { $0 + $1.deflated.count })
        for p in parts { deflated.append(p.deflated) }
        var out: UnsafeMutablePointer<UInt8>?, length = 0
        let rc = deflated.withUnsafeBytes { d in
            pickup_png_assemble(Int32(width), Int32(height), alpha ? 1 : 0, d.bindMemory(to: UInt8.self).baseAddress, d.count,
                                parts.map(\.adler), parts.map(\.rawLength), Int32(parts.count), &out, &length)
        }
        guard rc == 0, let out else { throw OutputError(path: path, message: "cannot encode the PNG (too large)") }
        defer { free(out) }
        return Data(bytes: out, count: length)
    }
}
