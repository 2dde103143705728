import Copy
import Foundation
import Geometry
import IconBudget
import InputFile
import Nodes
import PathNames
import Render
import Screens

/// Icons a designer drops in: `icons/<name>.svg` beside the token file (the current folder with
/// the built-in tokens), each replacing the built-in glyph of that name (`Icons.Name`: SF
/// Symbols' names). Every file is read by librsvg before anything is drawn; an unknown name or
/// a file librsvg cannot read is refused (exit 65) naming the file.
extension Inputs {
    /// The folder dropped-in icons are read from.
    public var iconsFolder: String { folder + "icons" }

    /// The largest icon file read: an icon is a few kilobytes; more is a mistake, not artwork.
    public static let maxIconBytes = 4 << 20

    /// The `.svg` files in `iconsFolder`, sorted (none when there is no such folder).
    var iconFiles: [String] { iconFolderEntries.icons }

    /// What `iconsFolder` holds: the icons (`.svg`, the extension in any case: `clock.SVG` is an
    /// icon too) and every other entry, which is skipped and named (`IconFolder.skipped`).
    var iconFolderEntries: (icons: [String], skipped: [String]) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: iconsFolder)) ?? []).sorted()
        let icons = names.filter(IconFolder.isIcon)
        let skipped = names.filter { !icons.contains($0) && !IconFolder.unnamed.contains($0) }
        return (icons.map { iconsFolder + "/" + $0 }, skipped.map { iconsFolder + "/" + $0 })
    }

    public func loadIcons() throws -> Icons {
        var svgs: [Icons.Name: SVGSource] = [:]
        let entries = iconFolderEntries
        for path in entries.skipped { OnceWarnings.say(IconFolder.skipped(path)) }
        for path in entries.icons {
            let base = String(FilePath.basename(path).dropLast(4))
            guard let name = Icons.Name(rawValue: base) else {
                throw ContentError(file: path, message: "no icon is called '\(FilePath.clip(base))'; the screens draw "
                                   + Icons.Name.allCases.map(\.rawValue).joined(separator: ", "))
            }
            let data: Data
            do { data = try InputFile.read(path, limit: Self.maxIconBytes) } catch let r as InputFile.Refusal {
                throw ContentError(file: path, message: r.kind == .tooLarge ? "more than \(Self.maxIconBytes) bytes; an icon may have at most \(Self.maxIconBytes)"
                                   : r.reason, notFound: r.isNoInput)
            }
            // Bounded before librsvg sees it: a render cannot be cancelled.
            if let other = FileKind.notSVG(data) {
                throw ContentError(file: path, message: "\(other), not SVG: an icon is an SVG file")
            }
            if let why = SVGBudget.problem(data) {
                throw ContentError(file: path, message: "refused: \(why)")
            }
            do { svgs[name] = try SVGDocument.read(data, file: path) } catch let e as SVGDocument.ReadError {
                throw ContentError(file: path, message: "not an SVG librsvg can draw: \(e.reason)")
            }
            if let failure = SVGDocument.trialRender(svgs[name]!) {
                throw ContentError(file: path, message: "librsvg cannot draw it: \(FolderName.shown(failure, limit: 160))")
            }
        }
        return Icons(svgs)
    }
}


/// The folder of dropped-in icons, as a designer sees it.
public enum IconFolder {
    /// Whether an entry of `icons/` is an icon: `.svg` in any case (`clock.SVG` too), not hidden.
    public static func isIcon(_ name: String) -> Bool { name.lowercased().hasSuffix(".svg") && !name.hasPrefix(".") }

    /// Entries skipped without a word: the folder's own notes (`pickup init` writes
    /// `icons/README.md`) and the metadata Finder writes.
    static let unnamed: Set<String> = ["README.md", ".DS_Store"]

    /// The warning for an entry of `icons/` that is not an icon.
    static func skipped(_ path: String) -> String {
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        let name = FilePath.clip(FilePath.basename(path))
        let what = isFolder.boolValue ? "a folder" : name.hasPrefix(".") ? "a hidden file" : "not an .svg file"
        return "\(FilePath.clip(path)): skipped (\(what)); an icon is icons/<name>.svg, <name> one of "
            + Icons.Name.allCases.map(\.rawValue).joined(separator: ", ")
    }
}
