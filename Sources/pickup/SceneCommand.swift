import Export
import FileIO
import Foundation
import PathNames
import ProjectInputs
import SceneExport

enum SceneCommand: Command {
    static let name = "scene"
    static let summary = "Write the 3D reveal as an OpenUSD stage (.usdz or .usda) for the app's SceneKit or RealityKit."
    typealias Values = SceneOptions
    static let discussion = """
        WRITES the reveal (4.0–5.5 s) as one OpenUSD stage: every dark module's block its own
        prim, the cream ground, the street as far as the frames show it, the building (the
        facade on its front, the finder on its roof) and the frames' camera, sampled at every
        frame. One unit is one module (metersPerUnit 1: a module is a metre); time code =
        seconds of the sequence × 60, so 4.0 s is 240. The colours snap from the reveal's to
        screen 2's black on #EFEFEF by visibility, where (d)'s colour blend is half way.

          <file>.usdz   reveal.usda and textures/*.png, stored, each file 64-byte aligned
          <file>.usda   the layer, and <name>-textures/facade.png, finder.png, finder-flat.png

        The same inputs give the same bytes.

        EXAMPLES:
          pickup scene --out reveal.usdz
          pickup scene --out se/reveal.usda --device se --texture-scale 2
        """

    static func run(_ o: SceneOptions) throws {
        let out = o.out
        guard SceneFile.kind(of: out) != nil else {
            throw UsageError(message: "--out must end in .usdz or .usda (got '\(FilePath.clip(out))')")
        }
        let project = try o.inputs.project()
        let start = Date()
        let r = try SceneFile.write(project.film.revealModel, to: out, textureScale: o.textureScale)
        if !o.quiet {
            print(String(format: "Scene: %@ (%d code blocks, %d street blocks, camera at %d time codes %d–%d, %.2f MB, %.2f s)",
                         out, r.codeBlocks, r.streetBlocks, r.timeCodes, r.timeCodeRange.lowerBound, r.timeCodeRange.upperBound,
                         Double(r.bytes) / 1e6, Date().timeIntervalSince(start)))
        }
    }
}

/// `pickup scene`'s options: the file is required.
struct SceneOptions: ParsableOptions {
    @Option(.init(name: "out", valueName: "file",
                  help: "Output file, required: .usdz (one package) or .usda (a layer and a folder of textures beside it)",
                  rule: .path).required())
    var out: String
    @Option(.init(name: "texture-scale", valueName: "s", help: "Facade texture pixels per point", rule: .number(Format.scaleRange),
                  defaultValue: "3", defaultNote: "1179 px wide on pro"))
    var textureScale: Double
    @OptionGroup var inputs: InputOptions
    @Flag(Shared.quiet) var quiet: Bool
}
