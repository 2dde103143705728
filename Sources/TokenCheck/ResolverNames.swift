import JSONReader
import PathNames

/// Pickup's rules about a resolver document: the names that become folders, and modifiers
/// nothing applies.
extension ResolverCheck {
    /// Every set, modifier and context name becomes one folder (`export --matrix` makes one per
    /// context; `FolderName`, the definition every command that makes a folder uses): each must be
    /// one folder name, and no two of a kind may land in one folder (compared ignoring case and
    /// Unicode normalisation, as on macOS). `resolver-folder-name`, at the later name.
    func checkFolderNames(_ order: [JSONNode]) {
        names((root["sets"]?.members ?? []).map { ($0.key, $0.keyPosition) }, what: "set", path: "#/sets")
        var modifiers: [(name: String, at: Position, node: JSONNode, path: String)] =
            (root["modifiers"]?.members ?? []).map { ($0.key, $0.keyPosition, $0.value, References.pointer(["modifiers", $0.key])) }
        for (i, item) in order.enumerated() where item["type"]?.string == "modifier" {
            if let name = item["name"], let s = name.string { modifiers.append((s, name.position, item, "#/resolutionOrder/\(i)")) }
        }
        names(modifiers.map { ($0.name, $0.at) }, what: "modifier", path: "#/modifiers")
        for m in modifiers {
            names((m.node["contexts"]?.members ?? []).map { ($0.key, $0.keyPosition) },
                  what: "modifier '\(FolderName.shown(m.name))': context", path: m.path + "/contexts")
        }
    }

    private func names(_ list: [(String, Position)], what: String, path: String) {
        var seen: [String: String] = [:]
        for (name, at) in list {
            if let why = FolderName.problem(in: [name], what: what) {
                report(at, path, .resolverFolderName, why)
                continue
            }
            let key = FolderName.comparisonKey(name)
            if let earlier = seen[key], let why = FolderName.problem(in: [earlier, name], what: what) {
                report(at, path, .resolverFolderName, why)
                continue
            }
            seen[key] = name
        }
    }

    /// A modifier declared in `modifiers` but named by no entry of `resolutionOrder`: no
    /// resolution applies it (Resolver 6.2 walks `resolutionOrder` alone, and only
    /// `resolutionOrder` may reference a modifier, 4.2.1), yet it is one of the resolver's
    /// modifiers, which an input may name (6.1). Every context of it is then the same tokens: a
    /// theme that never changes anything. Refused (`resolver-modifier-unused`), at its name, so
    /// that no command drops its contexts silently or denies that it exists.
    func checkUnusedModifiers(_ order: [JSONNode]) {
        var used = Set<String>()
        for item in order {
            if let s = item["$ref"]?.string, let t = References.pointerTokens(s), t.count == 2, t[0] == "modifiers" { used.insert(t[1]) }
        }
        for m in root["modifiers"]?.members ?? [] where !used.contains(m.key) {
            let ref = References.pointer(["modifiers", m.key])
            report(m.keyPosition, ref, .resolverModifierUnused,
                   "modifier '\(FolderName.shown(m.key))' is declared but not in resolutionOrder, so no resolution applies its contexts "
                   + "(Resolver 6.2 applies resolutionOrder's entries; only resolutionOrder may reference a modifier, 4.2.1): "
                   + "add {\"$ref\": \"\(ref)\"} to resolutionOrder where it belongs, or remove the modifier")
        }
    }
}
