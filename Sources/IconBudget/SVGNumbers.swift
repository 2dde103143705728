/// SVG's number grammar, scanned by hand (path data packs numbers with no separator between
/// them: `1.5.5`, `-1-2`, `1e-5`, arc flags `110`). Only digits, a sign, one point and an
/// exponent make a number: never `nan` or `inf`.
struct SVGNumbers {
    private let chars: [UInt8]
    private(set) var index = 0

    init(_ text: Substring) { chars = Array(text.utf8) }
    init(_ text: String) { chars = Array(text.utf8) }

    var atEnd: Bool { index >= chars.count }
    var current: UInt8? { index < chars.count ? chars[index] : nil }

    /// Skips spaces and at most one comma (and the spaces after it).
    mutating func skipSeparators() {
        while let c = current, c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D { index += 1 }
        if current == UInt8(ascii: ",") { index += 1 }
        while let c = current, c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D { index += 1 }
    }

    /// Skips one byte (one that no number or command starts with).
    mutating func skipOne() { index += 1 }

    mutating func skipLetter() -> UInt8? {
        guard let c = current else { return nil }
        index += 1
        return c
    }

    static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

    /// The number at the cursor (after separators), or nil with the cursor unmoved.
    mutating func number() -> Double? {
        skipSeparators()
        let start = index
        var i = index
        if i < chars.count, chars[i] == UInt8(ascii: "+") || chars[i] == UInt8(ascii: "-") { i += 1 }
        var digits = 0
        while i < chars.count, Self.isDigit(chars[i]) { i += 1; digits += 1 }
        if i < chars.count, chars[i] == UInt8(ascii: ".") {
            i += 1
            while i < chars.count, Self.isDigit(chars[i]) { i += 1; digits += 1 }
        }
        guard digits > 0 else { return nil }
        if i < chars.count, chars[i] == UInt8(ascii: "e") || chars[i] == UInt8(ascii: "E") {
            var j = i + 1
            if j < chars.count, chars[j] == UInt8(ascii: "+") || chars[j] == UInt8(ascii: "-") { j += 1 }
            if j < chars.count, Self.isDigit(chars[j]) {
                while j < chars.count, Self.isDigit(chars[j]) { j += 1 }
                i = j
            }
        }
        guard let v = Double(String(decoding: chars[start..<i], as: UTF8.self)) else { return nil }
        index = i
        return v
    }

    /// An arc flag: one `0` or `1`, which may be packed against what follows.
    mutating func flag() -> Double? {
        skipSeparators()
        guard let c = current, c == UInt8(ascii: "0") || c == UInt8(ascii: "1") else { return nil }
        index += 1
        return c == UInt8(ascii: "1") ? 1 : 0
    }

    /// The letters right after a number (its unit: `px`, `%`, `em`), lowercased.
    mutating func unit() -> String {
        let start = index
        while let c = current, (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == UInt8(ascii: "%") { index += 1 }
        return String(decoding: chars[start..<index], as: UTF8.self).lowercased()
    }

    /// Every number in `text`, in order, skipping whatever is not one (a conservative reading
    /// of a list: `points`, `viewBox`, a transform's arguments).
    static func all(_ text: Substring) -> [Double] {
        var s = SVGNumbers(text), out: [Double] = []
        while !s.atEnd {
            if let v = s.number() { out.append(v) } else { s.skipOne() }
        }
        return out
    }
    static func all(_ text: String) -> [Double] { all(text[...]) }
}
