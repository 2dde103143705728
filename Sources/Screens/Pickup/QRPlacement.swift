import Geometry
import Nodes
import QR

/// Where screen 2 draws the code, and at what module size: the one answer the Pickup screen,
/// the reveal's flat end and the layout checks share.
///
/// The module is a whole number of points (edges on device pixels at @1x/@2x/@3x), the largest
/// with the code no wider than `size.pickup.qrSide` and the code with its 4-module quiet zone on
/// the canvas, below the top bar and above the card. The code sits `size.pickup.qrTop` below the
/// top bar when that leaves the quiet zone clear; otherwise it moves up, and only then shrinks.
public struct QRPlacement: Hashable, Sendable {
    public let code: QRCode
    /// Points per module, ≥ `minimumModule`.
    public let module: Double
    /// The code's top-left corner (not the quiet zone's), on whole points.
    public let origin: Point
    /// The dark modules' outline at this module size, from the code's top-left (traced once).
    public let outline: Path
    /// Whether the card under the code is the compact one (`PickupCard.node(compact:)`).
    public private(set) var compactCard = false
    /// Where the card's top is when it scrolls (`ScrollView`: no card on the screen leaves the
    /// code `size.pickup.qrLeast`, so the code keeps that and the card runs on below it); nil
    /// where the card rests on the bottom edge.
    public private(set) var scrollingCardTop: Double? = nil
    /// The scrolling card's whole height, as laid out (its content's, not the screen's).
    public private(set) var scrollingCardHeight: Double = 0
    /// The scrolling card's top and height (`PickupScreen.chrome(scrolling:)`), nil if it rests.
    public var scrolling: (top: Double, height: Double)? { scrollingCardTop.map { ($0, scrollingCardHeight) } }
    init(code: QRCode, module: Double, origin: Point) {
        self.code = code; self.module = module; self.origin = origin
        outline = QRNode.outline(code, module: module)
    }
    public var side: Double { Double(code.size) * module }
    /// This placement, with the card under it compact or not.
    func withCompactCard(_ on: Bool) -> QRPlacement { var p = self; p.compactCard = on; return p }
    /// This placement, with the card scrolling from just below the code's quiet zone.
    func withScrollingCard(height: Double) -> QRPlacement {
        var p = self
        p.scrollingCardTop = quietRect.maxY
        p.scrollingCardHeight = height
        return p
    }
    /// The code's square.
    public var rect: Rect { Rect(x: origin.x, y: origin.y, width: side, height: side) }
    /// The code with its quiet zone: what nothing may be drawn over.
    public var quietRect: Rect {
        let q = Double(QRCode.quietZone) * module
        return Rect(x: origin.x - q, y: origin.y - q, width: side + 2 * q, height: side + 2 * q)
    }

    /// Modules smaller than this do not scan reliably from a phone screen held to a reader.
    public static let minimumModule = 2.0

    /// The room the code has: the canvas width, between the top bar's bottom and the card's top.
    public struct Room: Hashable, Sendable {
        public var width: Double
        public var top: Double
        public var bottom: Double
    }

    /// Places `code` in `room`, or nil if even `minimumModule` modules do not fit.
    public static func place(_ code: QRCode, room: Room, maxSide: Double, preferredGap: Double) -> QRPlacement? {
        let n = Double(code.size), q = Double(QRCode.quietZone)
        var m = (maxSide / n).rounded(.down)
        while m >= minimumModule {
            let side = n * m, total = (n + 2 * q) * m
            if total <= room.width, total <= room.bottom - room.top {
                let preferred = (room.top + preferredGap).rounded(.down)
                // Moved up just enough to clear the card, never into the top bar.
                let lowest = (room.bottom - q * m - side).rounded(.down)
                let y = max(room.top + q * m, min(preferred, lowest)).rounded(.up)
                let x = ((room.width - side) / 2).rounded(.down)
                return QRPlacement(code: code, module: m, origin: Point(x, y))
            }
            m -= 1
        }
        return nil
    }

    /// The largest number of modules per side that fits `room` at `minimumModule`.
    public static func maxModules(room: Room, maxSide: Double) -> Int {
        let byRoom = Int((min(room.width, room.bottom - room.top) / minimumModule).rounded(.down)) - 2 * QRCode.quietZone
        return min(byRoom, Int((maxSide / minimumModule).rounded(.down)))
    }
}
