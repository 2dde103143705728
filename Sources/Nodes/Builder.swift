/// Anything the DSL can place: the node types and `Node` itself.
public protocol NodeConvertible {
    var node: Node { get }
}

/// Builds child lists the way SwiftUI's `ViewBuilder` does: plain statements, `if`, `if/else`,
/// `for … in` and optionals.
@resultBuilder
public enum NodeBuilder {
    public static func buildExpression(_ n: NodeConvertible) -> [Node] { [n.node] }
    public static func buildExpression(_ n: [Node]) -> [Node] { n }
    public static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }
    public static func buildOptional(_ n: [Node]?) -> [Node] { n ?? [] }
    public static func buildEither(first n: [Node]) -> [Node] { n }
    public static func buildEither(second n: [Node]) -> [Node] { n }
    public static func buildArray(_ n: [[Node]]) -> [Node] { n.flatMap { $0 } }
    public static func buildLimitedAvailability(_ n: [Node]) -> [Node] { n }
}

extension Array: NodeConvertible where Element == Node {
    /// Several nodes as one: drawn in order, each in the same space (a ZStack from the top-left).
    public var node: Node { count == 1 ? self[0] : Node(.zstack(.topLeading, self)) }
}
