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
            if isControl(s) {
                return "contains the control character U+\(String(format: "%04X", s.value))"
            }
        }
        if name == "." || name == ".." { return "is '\(name)', which names a folder that already exists" }
        if name.hasPrefix(".") { return "starts with '.' (a hidden file)" }
        if name.utf8.count > maxBytes { return "is \(name.utf8.count) bytes long; a folder name may have at most \(maxBytes)" }
        return nil
    }

    /// A C0 or C1 control character, or DEL.
    public static func isControl(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x20 || s.value == 0x7F || (0x80...0x9F).contains(s.value)
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

    /// Why `names`, each to become a folder (`what`: "locale", "modifier 'device': context"),
    /// cannot: the first that is not one folder name, or the first two that share a folder.
    public static func problem(in names: [String], what: String) -> String? {
        for n in names {
            if let why = problem(n) { return "\(what) '\(shown(n))' cannot be a folder name: it \(why)" }
        }
        if let (a, b) = clash(names) {
            return "\(what)s '\(shown(a))' and '\(shown(b))' would share one folder "
                + "(names are compared ignoring case and Unicode normalisation, as on macOS)"
        }
        return nil
    }

    /// `name` for a message: control characters escaped (a name can hold terminal escape
    /// sequences), cut to `limit` characters.
    public static func shown(_ name: String, limit: Int = 80) -> String {
        FilePath.clip(escaped(name), limit)
    }

    /// `text` with terminal control characters and bidirectional controls written as `\u{1B}`;
    /// line breaks kept if `keepingNewlines`.
    public static func escaped(_ text: String, keepingNewlines: Bool = false) -> String {
        var out = ""
        for s in text.unicodeScalars {
            let control = isControl(s) || isBidiControl(s)
            if control, !(keepingNewlines && s == "\n") {
                out += "\\u{" + String(s.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(s)
            }
        }
        return out
    }
}
