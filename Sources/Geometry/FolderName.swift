import Foundation

/// A name read from a user's file that becomes one part of an output path: a resolver's
/// modifier, context or set, a locale file's name, a comp or an icon. It must be usable as one
/// folder name on Linux and macOS alike, so that no data file can make a path that leaves the
/// output folder or lands two variants in one folder.
public enum FolderName {
    /// The longest name, in UTF-8 bytes (the limit of Linux's and APFS's file names).
    public static let maxBytes = 255

    /// Why `name` cannot be one folder name, or nil if it can. Spaces and non-ASCII are fine.
    public static func problem(_ name: String) -> String? {
        if name.isEmpty { return "is empty" }
        for s in name.unicodeScalars {
            if s == "/" || s == "\\" { return "contains '\(s)', which would make it a path of several folders" }
            if s.value < 0x20 || s.value == 0x7F || (0x80...0x9F).contains(s.value) {
                return "contains the control character U+\(String(format: "%04X", s.value))"
            }
        }
        if name == "." || name == ".." { return "is '\(name)', which names a folder that already exists" }
        if name.hasPrefix(".") { return "starts with '.' (a hidden file)" }
        if name.utf8.count > maxBytes { return "is \(name.utf8.count) bytes long; a folder name may have at most \(maxBytes)" }
        return nil
    }

    /// A bidirectional embedding, override or isolate: it reorders what a terminal shows.
    public static func isBidiControl(_ s: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(s.value) || (0x2066...0x2069).contains(s.value) || s.value == 0x200E || s.value == 0x200F
    }

    /// The name two file systems compare by: Unicode NFC, case folded (as macOS's APFS does).
    public static func comparisonKey(_ name: String) -> String {
        name.precomposedStringWithCanonicalMapping.folding(options: [.caseInsensitive], locale: nil)
    }

    /// The first two of `names` that would land in the same folder, if any.
    public static func clash(_ names: [String]) -> (String, String)? {
        var seen: [String: String] = [:]
        for n in names {
            let key = comparisonKey(n)
            if let earlier = seen[key] { return (earlier, n) }
            seen[key] = n
        }
        return nil
    }

    /// `name` for a message: control characters escaped (a name can hold terminal escape
    /// sequences), cut to `limit` characters.
    public static func shown(_ name: String, limit: Int = 80) -> String {
        var out = ""
        for s in name.unicodeScalars {
            if s.value < 0x20 || s.value == 0x7F || (0x80...0x9F).contains(s.value) || isBidiControl(s) {
                out += String(format: "\\u{%X}", s.value)
            } else {
                out.unicodeScalars.append(s)
            }
        }
        return FilePath.clip(out, limit)
    }
}
