/// An embedded image's pixel size from its header (PNG, JPEG, GIF, WebP), the size gdk-pixbuf
/// decodes it to. A GIF's frames are each decoded (an index buffer of the frame's own size, which
/// may exceed the screen it says it has), so it counts every frame, at the largest extent any
/// of them or its screen reaches.
struct ImageHeader: Equatable {
    var width: Int, height: Int
    /// Frames decoded (a GIF's image blocks; 1 for the other formats).
    var frames = 1

    /// In a Double: a header may say 2³² × 2³², past any Int product.
    var pixels: Double { Double(width) * Double(height) * Double(frames) }

    static func read(_ b: [UInt8]) -> ImageHeader? {
        func be32(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
        func be16(_ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }
        func le16(_ i: Int) -> Int { Int(b[i]) | Int(b[i + 1]) << 8 }
        if b.count >= 24, b[0] == 0x89, b[1] == 0x50 { return .init(width: be32(16), height: be32(20)) }         // PNG IHDR
        if b.count >= 10, b[0] == 0x47, b[1] == 0x49 { return gif(b) }
        if b.count >= 30, b[0] == 0x52, b[8] == 0x57, b[12] == 0x56, b[15] == 0x38 {                          // WebP
            switch b[15] {
            case 0x20: return .init(width: le16(26) & 0x3FFF, height: le16(28) & 0x3FFF)                      // VP8
            case 0x4C: let v = Int(b[21]) | Int(b[22]) << 8 | Int(b[23]) << 16 | Int(b[24]) << 24              // VP8L
                return .init(width: (v & 0x3FFF) + 1, height: ((v >> 14) & 0x3FFF) + 1)
            default: return .init(width: (Int(b[24]) | Int(b[25]) << 8 | Int(b[26]) << 16) + 1,               // VP8X canvas
                                  height: (Int(b[27]) | Int(b[28]) << 8 | Int(b[29]) << 16) + 1)
            }
        }
        if b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 {                                                         // JPEG: find SOFn
            var i = 2
            while i + 9 < b.count, b[i] == 0xFF {
                let marker = b[i + 1]
                if marker == 0xFF { i += 1; continue }                                                        // fill byte
                if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                    return .init(width: be16(i + 7), height: be16(i + 5))
                }
                i += 2 + be16(i + 2)
            }
        }
        return nil
    }

    /// A GIF's logical screen and every image block in it (GIF89a: blocks after the global
    /// colour table, extensions skipped by their sub-blocks).
    static func gif(_ b: [UInt8]) -> ImageHeader? {
        guard b.count >= 13 else { return nil }
        func le16(_ i: Int) -> Int { Int(b[i]) | Int(b[i + 1]) << 8 }
        var w = le16(6), h = le16(8), frames = 0
        var i = 13 + (b[10] & 0x80 != 0 ? 3 << (Int(b[10] & 7) + 1) : 0)
        func skipSubBlocks() { while i < b.count, b[i] != 0 { i += Int(b[i]) + 1 }; i += 1 }
        while i < b.count {
            switch b[i] {
            case 0x21: i += 2; skipSubBlocks()                                                               // extension
            case 0x2C:                                                                                        // image
                guard i + 10 <= b.count else { i = b.count; break }
                w = max(w, le16(i + 1) + le16(i + 5)); h = max(h, le16(i + 3) + le16(i + 7)); frames += 1
                let flags = b[i + 9]
                i += 10 + (flags & 0x80 != 0 ? 3 << (Int(flags & 7) + 1) : 0) + 1                          // + LZW code size
                skipSubBlocks()
            default: i = b.count                                                                              // trailer, or not GIF
            }
        }
        return .init(width: w, height: h, frames: max(1, frames))
    }
}
