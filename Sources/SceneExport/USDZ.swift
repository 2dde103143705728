/// A USDZ package: a zip archive whose files are stored (not compressed), each file's data
/// starting at a multiple of 64 bytes from the archive's start, the root layer first. Written
/// here, byte by byte: no zip library, no time stamps (every entry is dated 1980-01-01 00:00),
/// so the same files give the same bytes.
enum USDZ {
    /// The alignment of every file's data.
    static let alignment = 64

    /// The archive of `files` (package path, bytes), in that order: the first is the root layer.
    /// - Precondition: names are relative, ASCII, and each file is under 4 GiB (no zip64).
    static func archive(_ files: [(name: String, data: [UInt8])]) -> [UInt8] {
        var out: [UInt8] = [], central: [UInt8] = []
        let dosTime: UInt16 = 0, dosDate: UInt16 = (0 << 9) | (1 << 5) | 1   // 1980-01-01 00:00
        for f in files {
            let name = Array(f.name.utf8)
            precondition(f.data.count < 0xFFFF_FFFF && name.count < 0xFFFF, "zip64 is not written")
            let offset = out.count, crc = CRC32.checksum(f.data), size = UInt32(f.data.count)
            // The data follows the 30-byte header, the name and the extra field: pad the extra
            // field so it starts on the alignment. A pad field needs 4 bytes for its own header.
            var pad = (alignment - (offset + 30 + name.count) % alignment) % alignment
            if pad > 0 && pad < 4 { pad += alignment }
            var extra: [UInt8] = []
            if pad > 0 { extra = le16(0x1986) + le16(UInt16(pad - 4)) + [UInt8](repeating: 0, count: pad - 4) }
            out += le32(0x0403_4B50) + le16(10) + le16(0) + le16(0) + le16(dosTime) + le16(dosDate)
            out += le32(crc) + le32(size) + le32(size) + le16(UInt16(name.count)) + le16(UInt16(extra.count))
            out += name + extra
            precondition(out.count % alignment == 0)
            out += f.data
            central += le32(0x0201_4B50) + le16(10) + le16(10) + le16(0) + le16(0) + le16(dosTime) + le16(dosDate)
            central += le32(crc) + le32(size) + le32(size) + le16(UInt16(name.count)) + le16(0) + le16(0)
            central += le16(0) + le16(0) + le32(0) + le32(UInt32(offset)) + name
        }
        let start = out.count
        out += central
        out += le32(0x0605_4B50) + le16(0) + le16(0) + le16(UInt16(files.count)) + le16(UInt16(files.count))
        out += le32(UInt32(central.count)) + le32(UInt32(start)) + le16(0)
        return out
    }

    static func le16(_ v: UInt16) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8)] }
    static func le32(_ v: UInt32) -> [UInt8] { [UInt8(v & 0xFF), UInt8((v >> 8) & 0xFF), UInt8((v >> 16) & 0xFF), UInt8(v >> 24)] }
}
