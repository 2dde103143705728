import Geometry
import Nodes

/// What the order sheet and the Pickup card share: content padded above the home indicator,
/// full width, with the grabber centred at the top.
extension NodeConvertible {
    /// `padding` on every side, and at the bottom at least the home-indicator area left below a
    /// sheet inset `inset` from the screen's bottom edge; the grabber drawn in `handle`.
    func sheetContent(padding: Double, inset: Double, handle: Color, _ chrome: ChromeStyle) -> Node {
        self.padding(EdgeInsets(top: padding, leading: padding, bottom: max(padding, chrome.safeBottom - inset), trailing: padding))
            .frame(maxWidth: .infinity, alignment: .leading)
            .overlay(alignment: .top) {
                Capsule().fill(handle).frame(width: chrome.handle.width, height: chrome.handle.height)
                    .padding(EdgeInsets(top: chrome.handleTop))
            }
    }
}
