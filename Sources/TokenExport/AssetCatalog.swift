import Export
import FileIO
import Foundation
import Geometry
import InputFile
import JSONReader
import Nodes
import PathNames
import ProjectInputs
import Render
import Screens
import Tokens

/// `pickup tokens --format xcassets`: an Xcode asset catalog with a colour set per colour token
/// (with its dark and high-contrast appearances, `ColorSetAppearances`) and, with `--comps`,
/// an image set per comp (@1x/@2x/@3x PNGs), in Apple's `Contents.json` format. Names are the
/// token's path in kebab case (`color-facade-sandstone`), as in CSS.
///
/// The catalog may hold the app's own assets: pickup writes only the sets it owns, listed in
/// `<catalog>/.pickup-sets` (one folder name a line). It never touches or deletes another set
/// or file; a set of its own that is no longer made (a deleted colour token) is removed; a set
/// it would write whose name is taken by one it does not own is refused. Each set is built in
/// a temporary folder beside it and swapped in, so a reader sees the old set or the new one.
/// The catalog's own `Contents.json` is written only if there is none.
public enum AssetCatalog {
    /// Apple's `info` block, as Xcode writes it.
    static let info: [String: Any] = ["version": 1, "author": "xcode"]
    /// The list of sets pickup owns in a catalog.
    public static let ownedName = ".pickup-sets"

    /// What one run wrote into a catalog, set by set, and the sets of an earlier run it removed.
    public struct Written: Sendable {
        public var colorSets = 0, iconSets = 0, compSets = 0
        public var removed: [String] = []
        /// "67 colour sets, 2 icon sets, 4 comp image sets; removed color-old.colorset".
        public var summary: String {
            var parts = ["\(colorSets) colour sets", "\(iconSets) icon set\(iconSets == 1 ? "" : "s")"]
            if compSets > 0 { parts.append("\(compSets) comp image sets") }
            return parts.joined(separator: ", ") + (removed.isEmpty ? "" : "; removed \(removed.joined(separator: ", "))")
        }
    }

    @discardableResult
    public static func write(_ project: Project, to path: String, comps: Bool, platform: String? = nil, variants: SettingVariants = SettingVariants(),
                             log: @escaping @Sendable (String) -> Void = { _ in }) throws -> Written {
        let lists = comps ? try Comps.all.map { ($0.name, try project.displayList($0)) } : []
        return try write(tokens: project.tokens, icons: project.styles.chrome.icons, to: path, comps: lists, platform: platform, variants: variants, log: log)
    }

    /// The catalog from the tokens and icons alone: colour and icon sets need no font, so a
    /// first family that is not installed here (the app's "SF Pro Text") does not stop them.
    /// `comps`: the comps' display lists for image sets (which do need the fonts: a `Project`).
    @discardableResult
    public static func write(tokens: TokenSet, icons: Icons, to path: String, comps lists: [(String, DisplayList)] = [],
                             platform: String? = nil, variants: SettingVariants = SettingVariants(),
                             log: @escaping @Sendable (String) -> Void = { _ in }) throws -> Written {
        let comps = !lists.isEmpty
        try OutputBound.check(colorSets: tokens.tokens.values.filter { if case .color = $0.value, $0.isFor(platform) { true } else { false } }.count,
                              file: tokens.file)
        var st = stat()
        if stat(path, &st) == 0, st.st_mode & S_IFMT != S_IFDIR {
            throw OutputError(path: path, message: "exists and is \(FilePath.kind(st.st_mode)), not a folder")
        }
        // The catalog is the location: nothing written in it follows a link out of it.
        let location = OutputLocation(folder: path)
        // The files written at the catalog's top are inside it: a link there is never followed
        // out of the catalog (nor read as the list of sets it owns).
        try location.preflight(["Contents.json", ownedName].map { path + "/" + $0 })
        try location.makeFolder(path)
        removeStaleSetFolders(in: path)
        location.removeStaleTemporaries(in: path)

        // Every set this run makes, by folder name, with how to fill its (temporary) folder.
        var sets: [(name: String, fill: (String) throws -> Void)] = []
        for p in tokens.tokens.keys.sorted() {
            let token = tokens.tokens[p]!
            guard case .color = token.value, token.isFor(platform) else { continue }
            // Apple's format: an entry per appearance (dark, high contrast, both) that differs.
            let final = colorSet(token, variants: variants)
            sets.append(("\(Names.kebab(p)).colorset", { dir in try json(final, to: location.file(dir + "/Contents.json")) }))
        }
        // Icons a designer dropped in (`icons/<name>.svg`): the same SVG for the app, kept as a
        // vector, a template image (tinted like a symbol) when it draws in `currentColor`.
        let icons = icons.svgs
        for name in icons.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            let svg = icons[name]!.data, file = name.rawValue + ".svg"
            let template = String(decoding: svg, as: UTF8.self).contains("currentColor")
            sets.append(("\(iconSetName(name)).imageset", { dir in
                try location.file(dir + "/" + file).write(svg)
                try json(["images": [["idiom": "universal", "filename": file]], "info": info,
                          "properties": ["preserves-vector-representation": true,
                                         "template-rendering-intent": template ? "template" : "original"]],
                         to: location.file(dir + "/Contents.json"))
            }))
        }
        for (name, _) in lists {
            sets.append(("\(name).imageset", { dir in
                try json(["images": scales.map { ["idiom": "universal", "scale": "\($0)x", "filename": Format.png.fileName(name, scale: $0)] },
                          "info": info], to: location.file(dir + "/Contents.json"))
            }))
        }
        let names = Set(sets.map(\.name))
        // A set folder's name is one file name: past the system's limit nothing is touched.
        if let long = names.sorted().first(where: { $0.utf8.count > OutputLocation.maxNameBytes }) {
            var e = OutputError(path: path + "/" + long, message: "is \(long.utf8.count) bytes; a file name has at most \(OutputLocation.maxNameBytes)")
            e.beforeWriting = true
            throw e
        }
        let owned = readOwned(path)
        for n in names.sorted() where !owned.contains(n) && lexists(path + "/" + n) {
            throw OutputError(path: path + "/" + n, message: "exists and is not one of pickup's sets (not listed in \(ownedName)); "
                              + "refusing to replace it: rename it, or give the tokens a catalog of their own (e.g. Tokens.xcassets)")
        }
        // Each set is built in a temporary folder beside it, named by its place in this run
        // (`.pickup-set-7.colorset.PID.tmp`), so the name fits whatever the set's own is.
        let order = Dictionary(uniqueKeysWithValues: sets.enumerated().map { ($0.element.name, $0.offset) })
        let tmpOf: @Sendable (String) -> String = { name in
            path + "/.pickup-set-\(order[name]!).\(FilePath.ext(name)).\(getpid()).tmp"
        }
        do {
            for set in sets {
                let tmp = tmpOf(set.name)
                try? FileManager.default.removeItem(atPath: tmp)
                try location.makeFolder(tmp)
                try set.fill(tmp)
            }
            if comps { try imageSets(lists, in: path, location: location, tmpOf: tmpOf, log: log) }
        } catch {
            // Nothing of the catalog was touched: the list and the sets are as they were.
            for set in sets { try? FileManager.default.removeItem(atPath: tmpOf(set.name)) }
            throw error
        }
        // Every set is built: only now is the catalog changed. The list claims the new sets just
        // before they are swapped in (so a run killed while swapping still owns what it moved),
        // and is written again at the end, listing only what exists.
        do {
            try writeOwned(owned.filter { lexists(path + "/" + $0) }.union(names), in: path, location: location)
            if !lexists(path + "/Contents.json") { try json(["info": info], to: location.file(path + "/Contents.json")) }
            for (i, set) in sets.enumerated() {
                do { try swap(tmpOf(set.name), into: path + "/" + set.name, index: i) } catch {
                    for later in sets[i...] { try? FileManager.default.removeItem(atPath: tmpOf(later.name)) }
                    throw error
                }
            }
        } catch {
            try? writeOwned(owned.union(names).filter { lexists(path + "/" + $0) }, in: path, location: location)
            throw error
        }
        // Sets pickup made before and makes no more (a deleted colour token): removed.
        var written = Written()
        for n in owned.subtracting(names).sorted() {
            var st = stat()
            if lstat(path + "/" + n, &st) == 0, st.st_mode & S_IFMT == S_IFDIR {
                try? FileManager.default.removeItem(atPath: path + "/" + n)
                written.removed.append(n)
            }
        }
        // Last: the sets that exist now, and only those.
        try writeOwned(names.filter { lexists(path + "/" + $0) }, in: path, location: location)
        written.colorSets = sets.filter { $0.name.hasSuffix(".colorset") }.count
        written.iconSets = icons.count
        written.compSets = lists.count
        return written
    }

    static let scales = [1, 2, 3]

    /// An icon's set name: `icon-` and its SF Symbol name in kebab case (`icon-checkmark-circle-fill`),
    /// beside the colours' `color-…` sets; `Image("icon-clock")` in the app.
    public static func iconSetName(_ name: Icons.Name) -> String {
        "icon-" + name.rawValue.replacingOccurrences(of: ".", with: "-")
    }

    static func lexists(_ p: String) -> Bool { var st = stat(); return lstat(p, &st) == 0 }

    /// The set names listed in the catalog's `.pickup-sets` (only plain set folder names).
    public static func readOwned(_ catalog: String) -> Set<String> {
        guard let data = InputFile.readIfPresent(catalog + "/" + ownedName, limit: JSONScanner.maxBytes) else { return [] }
        return Set(String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).filter {
            FilePath.isSafeRelative($0) && !$0.contains("/") && ($0.hasSuffix(".colorset") || $0.hasSuffix(".imageset"))
        })
    }

    static func writeOwned(_ names: Set<String>, in catalog: String, location: OutputLocation) throws {
        let text = "# Sets written by `pickup tokens --format xcassets`; it touches no other.\n" + names.sorted().map { $0 + "\n" }.joined()
        let path = catalog + "/" + ownedName
        if InputFile.readIfPresent(path, limit: JSONScanner.maxBytes) == Data(text.utf8) { return }
        try location.file(path).write(Data(text.utf8))
    }

    /// Removes set folders (`.NAME.set.PID.tmp`) left by runs no longer running.
    static func removeStaleSetFolders(in catalog: String) {
        for f in (try? FileManager.default.contentsOfDirectory(atPath: catalog)) ?? [] where f.hasPrefix(".") && f.hasSuffix(".tmp") {
            let parts = f.dropLast(4).split(separator: ".")
            guard parts.count >= 3, let pid = pid_t(parts[parts.count - 1]), pid > 0,
                  ["colorset", "imageset", "old"].contains(parts[parts.count - 2]) else { continue }
            if pid == getpid() || kill(pid, 0) == 0 || errno == EPERM { continue }
            var st = stat()
            if lstat(catalog + "/" + f, &st) == 0, st.st_mode & S_IFMT == S_IFDIR { try? FileManager.default.removeItem(atPath: catalog + "/" + f) }
        }
    }

    /// A colour set's `Contents.json`: components as strings with three decimals, in sRGB
    /// where the colour fits it, else in Display P3 (`"color-space": "display-p3"`), mapped
    /// into P3 by CSS Color 4's algorithm where it is outside P3 too (`WideGamutColor`). A
    /// display-p3 token keeps its components.
    static func colorSet(_ c: Geometry.Color, _ src: ColorSource?) -> [String: Any] {
        let w = src?.wideGamut ?? WideGamutColor(colorSpace: "srgb", components: [c.r, c.g, c.b], alpha: c.a)
        let f = { (x: Double) in String(format: "%.3f", x) }
        return ["colors": [["idiom": "universal",
                            "color": ["color-space": w.colorSpace,
                                      "components": ["red": f(w.components[0]), "green": f(w.components[1]),
                                                     "blue": f(w.components[2]), "alpha": f(w.alpha)]]]],
                "info": info]
    }

    /// Every comp at @1x, @2x and @3x (the scales an iPhone asks for), on all cores, into the
    /// sets' temporary folders.
    static func imageSets(_ lists: [(String, DisplayList)], in dir: String, location: OutputLocation, tmpOf: @escaping @Sendable (String) -> String,
                          log: @escaping @Sendable (String) -> Void) throws {
        let jobs = lists.flatMap { l in scales.map { (l.0, l.1, $0) } }
        try Parallel.run(jobs.count, log: log) { i, renderer in
            let (name, list, s) = jobs[i]
            let file = tmpOf("\(name).imageset") + "/" + Format.png.fileName(name, scale: s)
            try renderer.image(list, scale: Double(s)).writePNG(to: location.file(file))
            return "\(dir)/\(name).imageset/\(Format.png.fileName(name, scale: s))"
        }
    }

    static func json(_ object: [String: Any], to file: OutputFile) throws {
        var data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        data.append(0x0A)
        try file.write(data)
    }

    /// Moves `tmp` to `path`, replacing an older catalog there.
    static func swap(_ tmp: String, into path: String, index: Int) throws {
        let old = FilePath.join(FilePath.dirname(path), ".pickup-set-\(index).old.\(getpid()).tmp")
        let had = FileManager.default.fileExists(atPath: path)
        if had, rename(path, old) != 0 {
            throw OutputError(path: path, message: "cannot replace (\(systemReason()))")
        }
        guard rename(tmp, path) == 0 else {
            let why = systemReason()
            if had { rename(old, path) }
            throw OutputError(path: path, message: "cannot replace (\(why))")
        }
        if had { try? FileManager.default.removeItem(atPath: old) }
    }
}
