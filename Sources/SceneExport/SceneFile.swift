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
        switch kind {
        case .usdz:
            // The root layer first, as USDZ requires; the same name whatever the package's.
            let files = [(name: "reveal.usda", data: layer)] + textures.files.map { (name: "\(folder)/\($0.name)", data: $0.data) }
            try AtomicFile.write(Data(USDZ.archive(files)), to: path)
            written = [path]
        case .usda:
            let dir = FilePath.join(FilePath.dirname(path), folder)
            try makeFolder(dir)
            for t in textures.files {
                let p = FilePath.join(dir, t.name)
                try AtomicFile.write(Data(t.data), to: p)
                written.append(p)
            }
            try AtomicFile.write(Data(layer), to: path)
            written.insert(path, at: 0)
        }
        let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        return Report(files: written, bytes: bytes, codeBlocks: model.blocks.count, streetBlocks: stage.street.count,
                      timeCodes: stage.codes.count, timeCodeRange: stage.codes.first!...stage.codes.last!)
    }
}
