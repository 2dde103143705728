import Geometry

public enum HorizontalAlignment: Sendable { case leading, center, trailing }
/// `firstLine`, in an `HStack`: the children's first lines centred on one another — an icon
/// beside text that wraps sits on its first line, as SwiftUI's `Label` puts it; a child that is
/// not text counts whole. With one line each it places as `center` does; elsewhere it is `center`.
public enum VerticalAlignment: Sendable { case top, center, bottom, firstLine }

/// A 2D alignment, as SwiftUI's `Alignment`.
public struct Alignment: Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// Where a child of `size` sits inside `rect`.
    func place(_ size: Size, in rect: Rect) -> Rect {
        let x: Double
        switch horizontal {
        case .leading: x = rect.minX
        case .center: x = rect.minX + (rect.width - size.width) / 2
        case .trailing: x = rect.maxX - size.width
        }
        let y: Double
        switch vertical {
        case .top: y = rect.minY
        case .center, .firstLine: y = rect.minY + (rect.height - size.height) / 2
        case .bottom: y = rect.maxY - size.height
        }
        return Rect(x: x, y: y, width: max(0, size.width), height: max(0, size.height))
    }
}

/// A point in a rectangle's unit space: (0, 0) top-left, (1, 1) bottom-right.
public struct UnitPoint: Hashable, Sendable {
    public var x, y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
}
