import Foundation

/// Radii of a rounded rectangle's four corners, clockwise from the top-left.
public struct CornerRadii: Hashable, Sendable {
    public var topLeading, topTrailing, bottomTrailing, bottomLeading: Double
    public init(topLeading: Double = 0, topTrailing: Double = 0, bottomTrailing: Double = 0, bottomLeading: Double = 0) {
        self.topLeading = topLeading; self.topTrailing = topTrailing
        self.bottomTrailing = bottomTrailing; self.bottomLeading = bottomLeading
    }
    public init(all r: Double) { self.init(topLeading: r, topTrailing: r, bottomTrailing: r, bottomLeading: r) }
    public static func top(_ r: Double) -> CornerRadii { CornerRadii(topLeading: r, topTrailing: r) }
}

/// The cubic-Bézier constant for a quarter circle: control arms of k·r.
let kappa = 4.0 / 3.0 * (2.0.squareRoot() - 1)

extension Path {
    public static func rect(_ r: Rect) -> Path {
        Path { p in
            p.move(to: Point(r.minX, r.minY)); p.line(to: Point(r.maxX, r.minY))
            p.line(to: Point(r.maxX, r.maxY)); p.line(to: Point(r.minX, r.maxY)); p.close()
        }
    }

    /// A rectangle with circular corners; each radius is clamped to half the shorter side.
    public static func roundedRect(_ r: Rect, radii: CornerRadii) -> Path {
        let m = min(r.width, r.height) / 2
        let tl = min(radii.topLeading, m), tr = min(radii.topTrailing, m)
        let br = min(radii.bottomTrailing, m), bl = min(radii.bottomLeading, m)
        return Path { p in
            p.move(to: Point(r.minX + tl, r.minY))
            p.line(to: Point(r.maxX - tr, r.minY))
            if tr > 0 { p.cubic(to: Point(r.maxX, r.minY + tr), control1: Point(r.maxX - tr + tr * kappa, r.minY), control2: Point(r.maxX, r.minY + tr - tr * kappa)) }
            p.line(to: Point(r.maxX, r.maxY - br))
            if br > 0 { p.cubic(to: Point(r.maxX - br, r.maxY), control1: Point(r.maxX, r.maxY - br + br * kappa), control2: Point(r.maxX - br + br * kappa, r.maxY)) }
            p.line(to: Point(r.minX + bl, r.maxY))
            if bl > 0 { p.cubic(to: Point(r.minX, r.maxY - bl), control1: Point(r.minX + bl - bl * kappa, r.maxY), control2: Point(r.minX, r.maxY - bl + bl * kappa)) }
            p.line(to: Point(r.minX, r.minY + tl))
            if tl > 0 { p.cubic(to: Point(r.minX + tl, r.minY), control1: Point(r.minX, r.minY + tl - tl * kappa), control2: Point(r.minX + tl - tl * kappa, r.minY)) }
            p.close()
        }
    }

    public static func roundedRect(_ r: Rect, radius: Double) -> Path { roundedRect(r, radii: CornerRadii(all: radius)) }
    public static func capsule(_ r: Rect) -> Path { roundedRect(r, radius: min(r.width, r.height) / 2) }

    public static func ellipse(in r: Rect) -> Path {
        let rx = r.width / 2, ry = r.height / 2, cx = r.midX, cy = r.midY
        return Path { p in
            p.move(to: Point(cx + rx, cy))
            p.cubic(to: Point(cx, cy + ry), control1: Point(cx + rx, cy + ry * kappa), control2: Point(cx + rx * kappa, cy + ry))
            p.cubic(to: Point(cx - rx, cy), control1: Point(cx - rx * kappa, cy + ry), control2: Point(cx - rx, cy + ry * kappa))
            p.cubic(to: Point(cx, cy - ry), control1: Point(cx - rx, cy - ry * kappa), control2: Point(cx - rx * kappa, cy - ry))
            p.cubic(to: Point(cx + rx, cy), control1: Point(cx + rx * kappa, cy - ry), control2: Point(cx + rx, cy - ry * kappa))
            p.close()
        }
    }
    public static func circle(center: Point, radius: Double) -> Path {
        ellipse(in: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }
}
