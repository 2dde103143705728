import FileIO
import Foundation
import PathNames
import Render
import Screens

/// `pickup scene`'s output: the reveal as an OpenUSD stage, one `.usda` layer with its
/// textures in a folder beside it, or one `.usdz` package holding both. Every file is written
/// to a temporary name and renamed into place; the same inputs give the same bytes.
public enum SceneFile {
    public enum Kind: String, Sendable { case usda, usdz }

    /// What was written.
    public struct Report: Sendable {
        public var files: [String]
        /// Bytes of the file named by the caller (the package, or the layer alone).
        public var bytes: Int
        public var codeBlocks, streetBlocks, timeCodes: Int
        public var timeCodeRange: ClosedRange<Int>
    }

    /// The kind an output path's extension names, or nil.
    public static func kind(of path: String) -> Kind? { Kind(rawValue: FilePath.ext(path).lowercased()) }

    /// The folder beside a `.usda` layer its textures go in: `reveal.usda` → `reveal-textures`.
    public static func textureFolder(of path: String) -> String {
        let base = FilePath.basename(path)
        return String(base.dropLast(FilePath.ext(path).count + 1)) + "-textures"
    }

    /// Writes the scene of `model` to `path` (`.usda` or `.usdz`; anything else is a
    /// precondition the command checks first), the facade drawn at `textureScale` px per point.
    public static func write(_ model: RevealModel, to path: String, textureScale: Double) throws -> Report {
        guard let kind = kind(of: path) else { preconditionFailure("not a .usda or .usdz path: \(path)") }
        let textures = try SceneTextures(model, scale: textureScale)
        let folder = kind == .usdz ? "textures" : textureFolder(of: path)
        let stage = RevealStage(model, textureFolder: folder)
        let layer = [UInt8](stage.text.utf8)
        var written: [String] = []
        // The folder holding the file is the location: the file named may be a link (written
        // through), but nothing below it — the textures' folder or a texture — leads out of it.
        let location = OutputLocation(file: path)
        switch kind {
        case .usdz:
            // The root layer first, as USDZ requires; the same name whatever the package's.
            let files = [(name: "reveal.usda", data: layer)] + textures.files.map { (name: "\(folder)/\($0.name)", data: $0.data) }
            try location.preflight([path])
            try location.makeFolder(location.root)
            try location.namedFile.write(Data(USDZ.archive(files)))
            written = [path]
        case .usda:
            let dir = FilePath.join(location.root, folder)
            let files = textures.files.map { (path: FilePath.join(dir, $0.name), data: $0.data) }
            // Every file checked before the first is written.
            try location.preflight([path] + files.map(\.path))
            try location.makeFolder(dir)
            for t in files {
                try location.file(t.path).write(Data(t.data))
                written.append(t.path)
            }
            try location.namedFile.write(Data(layer))
            written.insert(path, at: 0)
        }
        // The file written: through a link at `path`, the file it leads to.
        var st = stat()
        let bytes = stat(path, &st) == 0 ? Int(st.st_size) : 0
        return Report(files: written, bytes: bytes, codeBlocks: model.blocks.count, streetBlocks: stage.street.count,
                      timeCodes: stage.codes.count, timeCodeRange: stage.codes.first!...stage.codes.last!)
    }
}
