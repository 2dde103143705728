import Foundation
import PathNames
import TokenCheck

/// A design tool's name as a DTCG token or group name, and the names `check` would refuse
/// together — said once for every importer.
public enum DTCGName {
    /// `name` with each character DTCG forbids in a name (`.`, `{`, `}`, and `$` leading it)
    /// replaced by `-`: `1.5` → `1-5`, `$brand` → `-brand`. Everything else is kept as written.
    public static func name(_ name: String) -> String {
        var out = ""
        for (i, ch) in name.enumerated() {
            out.append(ch == "." || ch == "{" || ch == "}" || (i == 0 && ch == "$") ? "-" : ch)
        }
        return out
    }

    /// One named thing to be imported: how the source names it (`variable 'Space/1.5' in
    /// collection 'Primitives'`) and the DTCG path it becomes.
    public struct Item: Sendable {
        public var label: String
        public var path: [String]
        public init(label: String, path: [String]) { self.label = label; self.path = path }
    }

    /// The first two of `items` that `check` would refuse together, and why: they become one
    /// path, are one path after Unicode NFC normalisation, or export as one name (CSS, the asset
    /// catalog, Swift — `Names.kebab`, compared as a Mac's file system compares).
    public static func clash(_ items: [Item]) -> (Item, Item, String)? {
        var exact: [String: Int] = [:], nfc: [String: Int] = [:], exported: [String: Int] = [:]
        for (i, item) in items.enumerated() {
            let dotted = item.path.joined(separator: ".")
            if let j = exact[dotted] { return (items[j], item, "both become '\(dotted)'") }
            exact[dotted] = i
            let normal = dotted.precomposedStringWithCanonicalMapping
            if let j = nfc[normal] { return (items[j], item, "both become '\(normal)' once Unicode-normalised (NFC)") }
            nfc[normal] = i
            let kebab = FolderName.comparisonKey(Names.kebab(dotted))
            if !kebab.isEmpty, let j = exported[kebab] {
                return (items[j], item, "both export as '\(Names.kebab(dotted))' (CSS, the asset catalog, Swift)")
            }
            exported[kebab] = i
        }
        return nil
    }

    /// The error for a clash: both names and why.
    public static func refusal(_ clash: (Item, Item, String), file: String) -> ImportError {
        ImportError("\(clash.0.label) and \(clash.1.label) cannot both be imported: they \(clash.2); rename one", file: file)
    }
}
