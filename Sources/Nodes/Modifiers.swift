import Geometry

extension NodeConvertible {
    public func padding(_ insets: EdgeInsets) -> Node { Node(.padding(insets, node)) }
    public func padding(_ all: Double) -> Node { padding(EdgeInsets(all: all)) }
    public func padding(horizontal: Double = 0, vertical: Double = 0) -> Node {
        padding(EdgeInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal))
    }

    /// A fixed frame; a nil dimension takes the child's.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> Node {
        Node(.frame(FrameSpec(width: width, height: height, alignment: alignment), node))
    }
    /// A flexible frame: `maxWidth: .infinity` takes all the width offered.
    public func frame(minWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil,
                      maxHeight: Double? = nil, alignment: Alignment = .center) -> Node {
        Node(.frame(FrameSpec(minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight,
                              alignment: alignment), node))
    }

    /// `content` drawn over this node: offered this node's size and placed in its bounds by
    /// `alignment` (SwiftUI's `.overlay(alignment:content:)`).
    public func overlay(alignment: Alignment = .center, @NodeBuilder _ content: () -> [Node]) -> Node {
        Node(.overlay(node, ZStack(alignment: alignment, content).node))
    }
    /// `content` drawn under this node: offered this node's size and placed in its bounds by
    /// `alignment` (SwiftUI's `.background(alignment:content:)`).
    public func background(alignment: Alignment = .center, @NodeBuilder _ content: () -> [Node]) -> Node {
        Node(.background(node, ZStack(alignment: alignment, content).node))
    }

    /// Drawn moved by (x, y); layout is unchanged (SwiftUI's `.offset`).
    public func offset(x: Double = 0, y: Double = 0) -> Node {
        x == 0 && y == 0 ? node : Node(.offset(Point(x, y), relative: .zero, node))
    }
    /// Moved by a share of its own size, plus points: `.offset(relativeY: 1)` moves a node down
    /// by exactly its height.
    public func offset(relativeX: Double = 0, relativeY: Double = 0, x: Double = 0, y: Double = 0) -> Node {
        relativeX == 0 && relativeY == 0 && x == 0 && y == 0 ? node
            : Node(.offset(Point(x, y), relative: Point(relativeX, relativeY), node))
    }
    /// Takes the whole proposed width and offers the child `fraction` of it, aligned.
    public func frame(widthFraction fraction: Double, alignment: Alignment = .leading) -> Node {
        Node(.frame(FrameSpec(alignment: alignment, widthFraction: fraction), node))
    }
    /// Drawn through `t` about `anchor` of the node's frame; layout is unchanged.
    public func transformEffect(_ t: Transform, anchor: UnitPoint = .topLeading) -> Node {
        t.isIdentity ? node : Node(.transform(t, anchor: anchor, node))
    }
    public func scaleEffect(_ k: Double, anchor: UnitPoint = .center) -> Node {
        transformEffect(.scale(k, k), anchor: anchor)
    }
    public func rotationEffect(radians: Double, anchor: UnitPoint = .center) -> Node {
        transformEffect(.rotation(radians), anchor: anchor)
    }

    public func opacity(_ a: Double) -> Node {
        a == 1 ? node : Node(.group(GroupEffect(opacity: a, blur: 0), node))
    }
    /// The node drawn as a picture of its own (its materials blur only what it draws), laid
    /// over what is below at opacity `a`: a cross-dissolve's upper picture.
    public func isolatedOpacity(_ a: Double) -> Node {
        Node(.group(GroupEffect(opacity: a, blur: 0, isolated: true), node))
    }
    /// A Gaussian-like blur of the drawn content (SwiftUI's `.blur(radius:)`).
    public func blur(radius: Double) -> Node {
        radius == 0 ? node : Node(.group(GroupEffect(opacity: 1, blur: radius), node))
    }
    public func clipShape(_ s: ShapeNode) -> Node { Node(.clip(s.kind, node)) }
}
