import Geometry
import Nodes

/// A prototype's tappable area: the screen element that carries its anchor (`hotspot(_:)`),
/// found where the laid-out screen put it (`DisplayList.anchors`), so a page hit-tests what it
/// shows and nothing repeats the layout.
///
///     let settled = project.resolve(project.film.node(at: styles.timeline.end))
///     let wallet = Hotspot.wallet.rect(in: settled)   // the Add to Apple Wallet capsule
public enum Hotspot: String, CaseIterable, Sendable {
    /// The order sheet (screen 1), where it is drawn.
    case sheet
    /// The top-leading circle: back on screen 1 (does nothing), close on screen 2.
    case topLeading
    /// The Pickup card's `Add to Apple Wallet` capsule.
    case wallet

    /// The anchor's name in a display list.
    public var anchor: String { "hotspot." + rawValue }

    /// Where the laid-out screen `list` shows it, in points on the canvas; nil if it does not.
    public func rect(in list: DisplayList) -> Rect? { list.anchors[anchor] }

    /// How a too-small touch target is named in a `LayoutViolation` (nil: not a button).
    var touchTarget: String? {
        switch self {
        case .sheet: nil
        case .topLeading: "the top buttons (\(Tok.size.topButton.diameter.path))"
        case .wallet: "the wallet button (\(Tok.size.pickup.buttonHeight.path))"
        }
    }

    /// The buttons `list` shows, named for `LayoutChecks` (their size, and no text under them).
    /// The top buttons are a pair: the trailing one is the leading one mirrored.
    public static func touchTargets(in list: DisplayList) -> [(String, Rect)] {
        allCases.flatMap { h -> [(String, Rect)] in
            guard let name = h.touchTarget, let r = h.rect(in: list) else { return [] }
            guard h == .topLeading else { return [(name, r)] }
            return [(name, r), (name, Rect(x: list.size.width - r.maxX, y: r.minY, width: r.width, height: r.height))]
        }
    }
}

extension NodeConvertible {
    /// Marks this node as hotspot `h` (an anchor: nothing drawn changes).
    func hotspot(_ h: Hotspot) -> Node { anchor(h.anchor) }
}
