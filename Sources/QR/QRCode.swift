import CQREncode
import Foundation

/// Error-correction level: how much of the code may be damaged and still read.
public enum ECLevel: String, CaseIterable, Sendable {
    case L, M, Q, H
    var c: QRecLevel {
        switch self {
        case .L: QR_ECLEVEL_L
        case .M: QR_ECLEVEL_M
        case .Q: QR_ECLEVEL_Q
        case .H: QR_ECLEVEL_H
        }
    }
}

/// Why a payload could not become a QR code. Callers show `description` to the user; `.empty`
/// and `.tooLong` are the user's to fix (a shorter payload or a lower level).
public enum QRError: Error, Equatable, CustomStringConvertible {
    case empty
    /// `bytes` do not fit a version-40 code at `level`.
    case tooLong(bytes: Int, level: ECLevel)
    case encoderFailed(String)

    public var description: String {
        switch self {
        case .empty: "the QR payload is empty"
        case .tooLong(let n, let level):
            "the QR payload is \(n) bytes, more than a QR code holds at level \(level.rawValue) (\(QRCode.capacity8bit[level]!) bytes in 8-bit mode at version 40)"
        case .encoderFailed(let why): "libqrencode failed: \(why)"
        }
    }
}

/// A QR code as a grid of modules (8-bit mode, through libqrencode). The library makes the
/// model; turning it into nodes or blocks is the screens' business.
public struct QRCode: Hashable, Sendable {
    /// 1…40; the grid is `4 · version + 17` modules square.
    public let version: Int
    /// Modules per side (25 for version 2).
    public let size: Int
    public let level: ECLevel
    public let payload: String
    private let dark: [Bool]     // row-major, size × size

    /// The light border every reader needs around the code, in modules (ISO/IEC 18004 §6.3.8).
    public static let quietZone = 4
    /// Bytes that fit a version-40 code in 8-bit mode, per level (ISO/IEC 18004 Table 7).
    public static let capacity8bit: [ECLevel: Int] = [.L: 2953, .M: 2331, .Q: 1663, .H: 1273]

    public init(payload: String, level: ECLevel = .M) throws {
        let bytes = Array(payload.utf8)
        guard !bytes.isEmpty else { throw QRError.empty }
        errno = 0
        guard let code = Self.encode(bytes, level) else {
            if errno == ERANGE { throw QRError.tooLong(bytes: bytes.count, level: level) }
            throw QRError.encoderFailed(String(cString: strerror(errno)))
        }
        defer { QRcode_free(code) }
        let w = Int(code.pointee.width)
        version = Int(code.pointee.version)
        size = w
        self.level = level
        self.payload = payload
        // libqrencode: bit 0 of each byte is the module's colour (1 = dark).
        dark = (0..<(w * w)).map { code.pointee.data[$0] & 1 == 1 }
    }

    /// The ECI designator of UTF-8 (ISO/IEC 18004 §6.4.2, AIM ECI 26).
    static let utf8ECI: UInt32 = 26

    /// libqrencode's code for `bytes` in 8-bit mode. A payload with any byte beyond ASCII is
    /// marked as UTF-8 first (an ECI 26 header, 12 bits): without it a reader guesses the
    /// bytes' encoding, and zbar reads a short "Café-A42" as Shift-JIS ("Caf矇-A42"). An ASCII
    /// payload is encoded as before, with no header: every reader agrees on it.
    static func encode(_ bytes: [UInt8], _ level: ECLevel) -> UnsafeMutablePointer<QRcode>? {
        guard bytes.contains(where: { $0 >= 0x80 }) else { return QRcode_encodeData(Int32(bytes.count), bytes, 0, level.c) }
        guard let input = QRinput_new2(0, level.c) else { return nil }
        defer { QRinput_free(input) }
        guard QRinput_appendECIheader(input, utf8ECI) == 0,
              QRinput_append(input, QR_MODE_8, Int32(bytes.count), bytes) == 0 else { return nil }
        return QRcode_encodeInput(input)
    }

    /// Whether the module at column `x`, row `y` is dark; outside the grid (the quiet zone) is light.
    public func isDark(_ x: Int, _ y: Int) -> Bool {
        guard x >= 0, y >= 0, x < size, y < size else { return false }
        return dark[y * size + x]
    }

    /// Top-left module of each 7 × 7 finder pattern: top-left, top-right, bottom-left.
    public var finderOrigins: [(x: Int, y: Int)] { [(0, 0), (size - 7, 0), (0, size - 7)] }
    public static let finderSize = 7

    /// Centres of the 5 × 5 alignment patterns (none for version 1), from the row/column
    /// positions of ISO/IEC 18004 Annex E, skipping the three that would overlap finders.
    public var alignmentCenters: [(x: Int, y: Int)] {
        let p = Self.alignmentPositions(version: version)
        var out: [(Int, Int)] = []
        for (i, y) in p.enumerated() {
            for (j, x) in p.enumerated() {
                let last = p.count - 1
                if (i == 0 && j == 0) || (i == 0 && j == last) || (i == last && j == 0) { continue }
                out.append((x, y))
            }
        }
        return out
    }

    /// Annex E's positions: 6, then evenly spaced (an even step) up to `size − 7`.
    static func alignmentPositions(version v: Int) -> [Int] {
        guard v >= 2 else { return [] }
        let count = v / 7 + 2
        let size = 4 * v + 17
        let step = v == 32 ? 26 : (v * 4 + count * 2 + 1) / (count * 2 - 2) * 2
        var out = [6]
        var pos = size - 7
        var tail: [Int] = []
        for _ in 0..<(count - 1) { tail.insert(pos, at: 0); pos -= step }
        out += tail
        return out
    }
}

extension QRCode {
    /// The most bytes of 8-bit data whose level-`level` code is at most `maxModules` square
    /// (0 if not even one byte fits). Capacity depends only on the length in 8-bit mode.
    public static func longestPayload(level: ECLevel, maxModules: Int) -> Int {
        guard maxModules >= 21 else { return 0 }
        func fits(_ n: Int) -> Bool {
            guard let code = try? QRCode(payload: String(repeating: "a", count: n), level: level) else { return false }
            return code.size <= maxModules
        }
        var lo = 0, hi = capacity8bit[level]!
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if fits(mid) { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }
}
