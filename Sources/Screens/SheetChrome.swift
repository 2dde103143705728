import Geometry
import Nodes

/// What the order sheet and the Pickup card share: content padded above the home indicator,
/// full width, with the grabber centred at the top.
extension NodeConvertible {
    /// `padding` on every side, and at the bottom at least the home-indicator area left below a
    /// sheet inset `inset` from the screen's bottom edge.
    func sheetContent(padding: Double, safeBottom: Double, inset: Double, handle: Size, handleTop: Double,
                      handleColor: Color) -> Node {
        self.padding(EdgeInsets(top: padding, leading: padding, bottom: max(padding, safeBottom - inset), trailing: padding))
            .frame(maxWidth: .infinity, alignment: .leading)
            .overlay(alignment: .top) {
                Capsule().fill(handleColor).frame(width: handle.width, height: handle.height)
                    .padding(EdgeInsets(top: handleTop))
            }
    }
}
