import Foundation

/// How a command-line argument that is not UTF-8 is shown: printable ASCII as it is, every
/// other byte as `\xHH` (at most the first 200 bytes).
enum NonUTF8 {
    static func escaped(_ raw: UnsafePointer<CChar>) -> String {
        var out = "", n = 0
        var p = raw
        while p.pointee != 0 {
            let b = UInt8(bitPattern: p.pointee)
            if n == 200 { out += "…"; break }
            out += (0x20...0x7E).contains(b) && b != 0x5C ? String(UnicodeScalar(b)) : String(format: "\\x%02X", b)
            n += 1
            p += 1
        }
        return out
    }
}
