import Foundation

/// What a file handed over as an icon really is, by its first bytes, when it is plainly not SVG:
/// a PNG saved as `clock.svg` is "a PNG image", not "not well-formed XML".
public enum FileKind {
    /// Signatures of the files a designer might save by mistake under `.svg`.
    static let signatures: [(bytes: [UInt8], name: String)] = [
        ([0x89, 0x50, 0x4E, 0x47], "a PNG image"),
        ([0xFF, 0xD8, 0xFF], "a JPEG image"),
        ([0x47, 0x49, 0x46, 0x38], "a GIF image"),
        ([0x25, 0x50, 0x44, 0x46], "a PDF document"),
        ([0x1F, 0x8B], "a gzip-compressed file (an .svgz: unpack it to .svg)"),
        ([0x50, 0x4B, 0x03, 0x04], "a ZIP archive"),
        ([0x49, 0x49, 0x2A, 0x00], "a TIFF image"),
        ([0x4D, 0x4D, 0x00, 0x2A], "a TIFF image"),
    ]

    /// The kind of file `data` is, if it is plainly one that is not SVG; nil otherwise (SVG or
    /// anything else, which the XML reader then judges).
    public static func notSVG(_ data: Data) -> String? {
        let head = [UInt8](data.prefix(16))
        if head.count >= 12, head[0..<4] == [0x52, 0x49, 0x46, 0x46], head[8..<12] == [0x57, 0x45, 0x42, 0x50] { return "a WebP image" }
        if head.count >= 12, head[4..<8] == [0x66, 0x74, 0x79, 0x70] { return "an HEIF or other ISO media file" }
        return signatures.first { head.starts(with: $0.bytes) }?.name
    }
}
