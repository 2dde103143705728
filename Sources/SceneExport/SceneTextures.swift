import Foundation
import Geometry
import Nodes
import Render
import Screens

/// The pictures the scene's faces carry, drawn by Pickup as PNG: the facade (the front face),
/// the finder in the reveal's colours and in screen 2's (the roof, standing and flat).
struct SceneTextures {
    /// Package path (under the layer's texture folder) and PNG bytes, in the order written.
    let files: [(name: String, data: [UInt8])]

    static let facade = "facade.png", finder = "finder.png", flatFinder = "finder-flat.png"

    /// - Parameter scale: PNG pixels per point of the facade; the finder is drawn at the same
    ///   pixels per module as the facade (7 modules across both).
    init(_ model: RevealModel, scale: Double, renderer: Renderer = Renderer()) throws {
        let perModule = scale * model.facadeSize.width / Double(model.building.x1 - model.building.x0)
        let c = model.colors
        func png(_ list: DisplayList, _ scale: Double, _ name: String) throws -> (String, [UInt8]) {
            let image = renderer.image(list, scale: scale)
            return (name, [UInt8](try image.pngData(for: name, level: 9, adaptive: true)))
        }
        files = [try png(model.facade, scale, Self.facade),
                 try png(model.finder(dark: c.block, light: c.ground), perModule, Self.finder),
                 try png(model.finder(dark: c.flatDark, light: c.flatLight), perModule, Self.flatFinder)]
    }
}
