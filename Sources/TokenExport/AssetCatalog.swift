import Export
import Foundation
import Geometry
import Render
import Screens
import Tokens

/// `pickup tokens --format xcassets`: an Xcode asset catalog with a colour set per colour token
/// and, with `--comps`, an image set per comp (@1x/@2x/@3x PNGs), in Apple's `Contents.json`
/// format. Names are the token's path in kebab case (`color-facade-sandstone`), as in CSS.
///
/// The catalog is wholly generated: it is built in a temporary folder beside `path` and swapped
/// in, so a reader sees the old catalog or the new one, and colours of deleted tokens vanish.
/// A folder holding anything but sets and `Contents.json` is refused rather than replaced.
public enum AssetCatalog {
    /// Apple's `info` block, as Xcode writes it.
    static let info: [String: Any] = ["version": 1, "author": "xcode"]

    public static func write(_ project: Project, to path: String, comps: Bool,
                             log: @escaping @Sendable (String) -> Void = { _ in }) throws {
        try checkReplaceable(path)
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty { try makeFolder(parent) }
        let tmp = (parent.isEmpty ? "" : parent + "/") + ".\((path as NSString).lastPathComponent).\(getpid()).tmp"
        try? FileManager.default.removeItem(atPath: tmp)
        do {
            try makeFolder(tmp)
            try json(["info": info], to: tmp + "/Contents.json")
            for p in project.tokens.tokens.keys.sorted() {
                guard case .color(let c) = project.tokens.tokens[p]!.value else { continue }
                let dir = tmp + "/\(Names.kebab(p)).colorset"
                try makeFolder(dir)
                try json(colorSet(c), to: dir + "/Contents.json")
            }
            if comps { try imageSets(project, in: tmp, log: log) }
            try swap(tmp, into: path)
        } catch {
            try? FileManager.default.removeItem(atPath: tmp)
            throw error
        }
    }

    /// A colour set's `Contents.json`: sRGB components as strings with three decimals.
    static func colorSet(_ c: Geometry.Color) -> [String: Any] {
        let f = { (x: Double) in String(format: "%.3f", x) }
        return ["colors": [["idiom": "universal",
                            "color": ["color-space": "srgb",
                                      "components": ["red": f(c.r), "green": f(c.g), "blue": f(c.b), "alpha": f(c.a)]]]],
                "info": info]
    }

    /// Every comp at @1x, @2x and @3x (the scales an iPhone asks for), on all cores.
    static func imageSets(_ project: Project, in dir: String, log: @escaping @Sendable (String) -> Void) throws {
        let lists = try Comps.all.map { ($0.name, try project.displayList($0)) }
        let scales = [1, 2, 3]
        for (name, _) in lists {
            let set = dir + "/\(name).imageset"
            try makeFolder(set)
            try json(["images": scales.map { ["idiom": "universal", "scale": "\($0)x", "filename": pngName(name, scale: $0)] },
                      "info": info], to: set + "/Contents.json")
        }
        let jobs = lists.flatMap { l in scales.map { (l.0, l.1, $0) } }
        try Parallel.run(jobs.count, log: log) { i, renderer in
            let (name, list, s) = jobs[i]
            let file = "\(dir)/\(name).imageset/\(pngName(name, scale: s))"
            try renderer.image(list, scale: Double(s)).writePNG(to: file)
            return file
        }
    }

    static func json(_ object: [String: Any], to path: String) throws {
        var data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        data.append(0x0A)
        try AtomicFile.write(data, to: path)
    }

    /// Refuses to replace a folder that is not a catalog this command could have written.
    static func checkReplaceable(_ path: String) throws {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else { return }
        guard isDir.boolValue else { throw OutputError(path: path, message: "exists and is not a folder") }
        let foreign = (try? FileManager.default.contentsOfDirectory(atPath: path))?.filter {
            $0 != "Contents.json" && !$0.hasSuffix(".colorset") && !$0.hasSuffix(".imageset")
        } ?? []
        if let f = foreign.sorted().first {
            throw OutputError(path: path, message: "holds '\(f)', which this command did not write; give a catalog of its own (e.g. Tokens.xcassets)")
        }
    }

    /// Moves `tmp` to `path`, replacing an older catalog there.
    static func swap(_ tmp: String, into path: String) throws {
        let old = tmp + ".old"
        let had = FileManager.default.fileExists(atPath: path)
        if had, rename(path, old) != 0 {
            throw OutputError(path: path, message: "cannot replace (\(String(cString: strerror(errno))))")
        }
        guard rename(tmp, path) == 0 else {
            let why = String(cString: strerror(errno))
            if had { rename(old, path) }
            throw OutputError(path: path, message: "cannot replace (\(why))")
        }
        if had { try? FileManager.default.removeItem(atPath: old) }
    }
}
