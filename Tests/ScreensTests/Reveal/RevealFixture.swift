import Copy
import Foundation
import Geometry
import Nodes
import Render
@testable import Screens
import TestSupport
import Tokens

/// What every reveal test needs, loaded once: tokens, styles, a layout with Pango, the scene.
enum RevealFixture {
    static let tokens = try! TokenSet.load(path: Repo.tokensPath)
    static let styles = try! Styles(tokens)
    static let content = Content()
    static let layout = Layout(measurer: PangoMeasurer())
    static let renderer = Renderer()
    static let scene = try! Reveal.scene(styles, content, layout: layout)
    static var keyTimes: [Double] { styles.reveal.keyTimes }

    /// Times from `a` to `b` inclusive, every 1/60 s (rounded to whole frames).
    static func frames(_ a: Double, _ b: Double) -> [Double] {
        let n0 = Int((a * 60).rounded()), n1 = Int((b * 60).rounded())
        return (n0...n1).map { Double($0) / 60 }
    }

    /// A `canvas`-sized node drawn at `scale`.
    static func render(_ n: Node, scale: Double) -> RasterImage {
        renderer.image(layout.resolve(n, size: styles.chrome.canvas), scale: scale)
    }
}
