import Foundation
import TextEscape

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
            if Escape.isControl(s) {
                return "contains the control character U+\(String(format: "%04X", s.value))"
            }
            // What a byte that is not UTF-8 reads as: the file's real name is another.
            if s == "\u{FFFD}" { return "is not UTF-8 (or holds U+FFFD, the replacement character); rename it" }
        }
        if name == "." || name == ".." { return "is '\(name)', which names a folder that already exists" }
        if name.hasPrefix(".") { return "starts with '.' (a hidden file)" }
        if name.utf8.count > maxBytes { return "is \(name.utf8.count) bytes long; a folder name may have at most \(maxBytes)" }
        return nil
    }

    /// The name two file systems compare by: Unicode NFC, case folded (as macOS's APFS does).
    public static func comparisonKey(_ name: String) -> String {
        // ASCII is its own NFC, and folds to lower case (the same key, without Foundation's cost:
        // `check` compares every token's exported name in every resolution).
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return name.lowercased() }
        return name.precomposedStringWithCanonicalMapping.folding(options: [.caseInsensitive], locale: nil)
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
        FilePath.clip(Escape.terminal(name), limit)
    }
}
