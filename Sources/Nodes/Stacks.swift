import Geometry

/// Children top to bottom, as SwiftUI's `VStack`.
public struct VStack: NodeConvertible {
    public let node: Node
    public init(alignment: HorizontalAlignment = .center, spacing: Double = 0, @NodeBuilder _ content: () -> [Node]) {
        node = Node(.stack(.vertical, alignment, .center, spacing: spacing, content()))
    }
}

/// Children leading to trailing, as SwiftUI's `HStack`.
public struct HStack: NodeConvertible {
    public let node: Node
    public init(alignment: VerticalAlignment = .center, spacing: Double = 0, @NodeBuilder _ content: () -> [Node]) {
        node = Node(.stack(.horizontal, .center, alignment, spacing: spacing, content()))
    }
}

/// Children on top of each other, aligned, as SwiftUI's `ZStack`.
public struct ZStack: NodeConvertible {
    public let node: Node
    public init(alignment: Alignment = .center, @NodeBuilder _ content: () -> [Node]) {
        node = Node(.zstack(alignment, content()))
    }
}

/// Takes the space a stack has left over along its axis (never less than `minLength`).
public struct Spacer: NodeConvertible {
    public let node: Node
    public init(minLength: Double = 0) { node = Node(.spacer(minLength: minLength)) }
}

/// A fixed-size drawing surface for illustrations: children are drawn in its local coordinates
/// (top-left origin), each proposed the canvas size; place them with `.offset` or by their paths.
public struct Canvas: NodeConvertible {
    public let node: Node
    public init(width: Double, height: Double, @NodeBuilder _ content: () -> [Node]) {
        node = Node(.canvas(Size(width, height), content()))
    }
}

/// Groups children without layout of its own (a ZStack from the top-left), for modifiers.
public struct Group: NodeConvertible {
    public let node: Node
    public init(@NodeBuilder _ content: () -> [Node]) { node = content().node }
}
