import Geometry

extension NodeConvertible {
    /// Records where this node is laid out, in page points, as `DisplayList.anchors[name]`: a
    /// prototype's tap area is read from the screen it belongs to instead of being worked out
    /// again. Changes nothing that is drawn (nor any digest); layout is unchanged.
    ///
    ///     Capsule().fill(.black).frame(height: 50).anchor("wallet")
    ///
    /// A name placed twice keeps its last placement (drawn on top, so what a tap there hits);
    /// under a rotation the box is the bounding box of the turned rectangle.
    public func anchor(_ name: String) -> Node { Node(.anchor(name, node)) }
}
