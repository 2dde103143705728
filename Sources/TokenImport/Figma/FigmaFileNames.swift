import Foundation
import JSONReader
import PathNames

/// Each collection's and mode's token file name — `<Collection>.<Mode>.tokens.json`, or
/// `<Collection>.tokens.json` for a collection of one mode — and the names the resolver gives
/// its sets, modifiers and contexts. Each name is one file name, and no two may be taken for
/// one (case and Unicode normalisation ignored, as on a Mac): refused naming the collection or
/// mode, at its place.
enum FigmaFileNames {
    static let suffix = ".tokens.json"

    static func file(_ c: FigmaCollection, _ m: FigmaCollection.Mode) -> String {
        c.modes.count == 1 ? c.name + suffix : c.name + "." + m.name + suffix
    }

    static func check(_ collections: [FigmaCollection]) throws {
        var seenCollections: [String: FigmaCollection] = [:], seenFiles: [String: String] = [:]
        for c in collections {
            try one(c.name, what: c.label, at: c.at)
            if c.modes.count > 1 { try choosable(c) }
            if let other = seenCollections[FolderName.comparisonKey(c.name)] {
                throw ImportError("\(other.label) and \(c.label) would be one set or modifier, and their files one file "
                                  + "(names compared ignoring case and Unicode normalisation, as on a Mac); rename one", at: c.at)
            }
            seenCollections[FolderName.comparisonKey(c.name)] = c
            var seenModes: [String: String] = [:]
            for m in c.modes {
                let what = "mode '\(FolderName.shown(m.name))' of \(c.label)"
                try one(m.name, what: what, at: m.at)
                if let other = seenModes[FolderName.comparisonKey(m.name)] {
                    throw ImportError("modes '\(FolderName.shown(other))' and '\(FolderName.shown(m.name))' of \(c.label) differ only by case or "
                                      + "Unicode normalisation: as contexts and file names they would be one; rename one", at: m.at)
                }
                seenModes[FolderName.comparisonKey(m.name)] = m.name
                let name = file(c, m), key = FolderName.comparisonKey(name)
                if let other = seenFiles[key] {
                    throw ImportError("\(what) and \(other) would both be written to '\(FolderName.shown(name))'; rename one", at: m.at)
                }
                try one(name, what: what, at: m.at)
                seenFiles[key] = what
            }
        }
    }

    /// A modifier's contexts are chosen on the command line as `--context MODIFIER=CONTEXT`,
    /// split at the first `=` and trimmed of spaces: a collection of several modes whose name
    /// holds `=`, or whose name or a mode's begins or ends with a space, could not be chosen.
    private static func choosable(_ c: FigmaCollection) throws {
        if c.name.contains("=") {
            throw ImportError("\(c.label) has several modes, so it becomes a modifier chosen with --context MODIFIER=CONTEXT, "
                              + "which a name with '=' cannot be; rename it", at: c.at)
        }
        for (name, at) in [(c.name, c.at)] + c.modes.map({ ($0.name, $0.at) }) where name.trimmingCharacters(in: .whitespaces) != name {
            throw ImportError("'\(FolderName.shown(name))' (\(c.label)) begins or ends with a space, which --context MODIFIER=CONTEXT "
                              + "trims away; rename it", at: at)
        }
    }

    private static func one(_ name: String, what: String, at: Position) throws {
        if let why = FolderName.problem(name) {
            throw ImportError("\(what) cannot name a token file or a resolver context: it \(why)", at: at)
        }
    }
}
