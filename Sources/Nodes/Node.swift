import Foundation
import Geometry

/// One node of the declarative tree. Built with the DSL (`VStack { … }`, `Text(…)`,
/// `.padding()`), laid out by `Layout`, resolved into a `DisplayList`.
public struct Node: NodeConvertible, Sendable {
    indirect enum Kind: Sendable {
        case shape(ShapeKind, ShapeStyle)
        case text(TextContent)
        case stack(Axis, HorizontalAlignment, VerticalAlignment, spacing: Double, [Node])
        case zstack(Alignment, [Node])
        case canvas(Size, [Node])
        case spacer(minLength: Double)
        case padding(EdgeInsets, Node)
        case frame(FrameSpec, Node)
        /// The second node drawn over (overlay) or under (background) the first, laid out in
        /// the first's bounds (the modifiers align it there through a `ZStack`).
        case overlay(Node, Node)
        case background(Node, Node)
        /// Moved by `delta` plus `relative` × the node's own size (so a sheet can slide by its height).
        case offset(Point, relative: Point, Node)
        case transform(Transform, anchor: UnitPoint, Node)
        case group(GroupEffect, Node)
        case clip(ShapeKind, Node)
        case material(ShapeKind, Material)
        case svg(SVGSource)
        /// Geometry already resolved (a projected 3D scene), drawn at the node's origin.
        case geometry(DisplayList)
        /// The node, its laid-out rectangle recorded in the display list under a name.
        case anchor(String, Node)
        case empty
    }
    /// The node's content, in a box of its own: copies of a node share it, so one layout pass
    /// can remember a node's size by the box's identity (`SizeMemo`).
    final class Storage: Sendable {
        let kind: Kind
        init(_ kind: Kind) { self.kind = kind }
    }
    let storage: Storage
    var kind: Kind { storage.kind }
    init(_ kind: Kind) { storage = Storage(kind) }
    public var node: Node { self }
    /// Draws nothing and takes no space.
    public static let empty = Node(.empty)
}

public enum Axis: Sendable { case horizontal, vertical }

/// A fixed or flexible frame, as SwiftUI's `.frame(width:height:)` and
/// `.frame(minWidth:maxWidth:minHeight:maxHeight:)`.
public struct FrameSpec: Sendable {
    public var width, height: Double?
    public var minWidth, maxWidth, minHeight, maxHeight: Double?
    public var alignment: Alignment
    /// Offer the child this share of the proposed width (a progress bar's fill), and take all of it.
    public var widthFraction: Double?
}

/// Effects that need their content drawn as a group: opacity, and the soft blur of a crossfade.
public struct GroupEffect: Hashable, Sendable {
    public var opacity: Double = 1
    /// Gaussian-like blur radius in points (0 = none).
    public var blur: Double = 0
    /// A backdrop of its own: a material inside sees only what the group draws before it, not
    /// what lies below the group — a whole picture laid over another, as a dissolve lays it.
    public var isolated = false
    public init(opacity: Double = 1, blur: Double = 0, isolated: Bool = false) {
        self.opacity = opacity; self.blur = blur; self.isolated = isolated
    }
}

/// A frosted material: the backdrop blurred by `blurRadius`, then `tint` laid over it,
/// as UIKit's `UIBlurEffect` materials are built.
public struct Material: Hashable, Sendable {
    public var blurRadius: Double
    public var tint: Color
    public init(blurRadius: Double, tint: Color) { self.blurRadius = blurRadius; self.tint = tint }
}

/// An SVG document drawn through librsvg, scaled to fit its frame.
public struct SVGSource: Hashable, Sendable {
    public var data: Data
    /// Intrinsic size (the document's width/height), used when no frame is given.
    public var size: Size
    /// The CSS `color` the document's `currentColor` takes (an icon tinted like a symbol);
    /// nil leaves the document's own.
    public var color: Color?
    public init(data: Data, size: Size, color: Color? = nil) { self.data = data; self.size = size; self.color = color }
}
