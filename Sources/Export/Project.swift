import Foundation
import Geometry
import Nodes
import Render
import Screens
import Tokens

/// Tokens and content loaded, styles checked: everything a job needs before it draws.
/// Building one fails — before anything is written — on a bad token file or content file.
public struct Project: Sendable {
    public let tokens: TokenSet
    public let styles: Styles
    public let content: Content
    public let measurer: PangoMeasurer

    public init(tokensPath: String, contentPath: String? = nil) throws {
        tokens = try TokenSet.load(path: tokensPath)
        styles = try Styles(tokens)
        content = try contentPath.map { try Content.load(path: $0) } ?? Content()
        measurer = PangoMeasurer()
        _ = try codeShownFrom()
    }

    public var canvas: Size { styles.order.canvas }

    /// The frame at time `t` of the sequence, resolved.
    public func frame(at t: Double) throws -> DisplayList {
        try resolve(Timeline.node(styles, content, layout: Layout(measurer: measurer), at: t))
    }

    /// Lays a node tree out on the canvas: the display list every backend draws.
    public func resolve(_ node: Node) -> DisplayList {
        Layout(measurer: measurer).resolve(node, size: canvas)
    }

    /// A comp's display list.
    public func displayList(_ comp: Comp) throws -> DisplayList {
        try resolve(comp.build(styles, content, layout: Layout(measurer: measurer), tokens: tokens))
    }
}
