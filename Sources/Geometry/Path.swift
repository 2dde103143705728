import Foundation

/// How a path's interior is decided where it crosses itself.
public enum FillRule: Hashable, Sendable { case nonZero, evenOdd }

/// A vector path in local coordinates: the DSL's and the display list's one shape type.
public struct Path: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case quad(Point, to: Point)
        case cubic(Point, Point, to: Point)
        case close
    }
    public private(set) var elements: [Element] = []
    private var current = Point.zero
    private var start = Point.zero

    public init() {}
    public init(_ build: (inout Path) -> Void) { build(&self) }
    /// A closed polygon through `pts` (at least one point): move, lines, close.
    public init(polygon pts: [Point]) {
        elements.reserveCapacity(pts.count + 1)
        elements.append(.move(pts[0]))
        for q in pts.dropFirst() { elements.append(.line(q)) }
        elements.append(.close)
        start = pts[0]; current = start
    }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to p: Point) { elements.append(.move(p)); current = p; start = p }
    public mutating func line(to p: Point) { elements.append(.line(p)); current = p }
    public mutating func quad(to p: Point, control c: Point) { elements.append(.quad(c, to: p)); current = p }
    public mutating func cubic(to p: Point, control1 c1: Point, control2 c2: Point) {
        elements.append(.cubic(c1, c2, to: p)); current = p
    }
    public mutating func close() { elements.append(.close); current = start }

    /// Appends a circular arc around `center` from `startAngle` to `endAngle` (radians, y down so
    /// positive angles turn clockwise on screen), as cubic Béziers (each ≤ 90°, error < 0.03 %).
    /// Draws a line from the current point to the arc's start unless the path is empty.
    public mutating func arc(center: Point, radius r: Double, startAngle a0: Double, endAngle a1: Double) {
        let p0 = Point(center.x + r * cos(a0), center.y + r * sin(a0))
        if elements.isEmpty || elements.last == .close { move(to: p0) } else { line(to: p0) }
        let sweep = a1 - a0
        let n = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(n)
        let k = 4.0 / 3.0 * tan(step / 4)   // control-arm length of a Bézier arc of `step` radians
        var a = a0
        for _ in 0..<n {
            let b = a + step
            let c1 = Point(center.x + r * (cos(a) - k * sin(a)), center.y + r * (sin(a) + k * cos(a)))
            let c2 = Point(center.x + r * (cos(b) + k * sin(b)), center.y + r * (sin(b) - k * cos(b)))
            cubic(to: Point(center.x + r * cos(b), center.y + r * sin(b)), control1: c1, control2: c2)
            a = b
        }
    }

    public mutating func append(_ other: Path) {
        // A path that opens with a move leaves the point where it left it, whatever came before.
        if case .move = other.elements.first {
            elements.append(contentsOf: other.elements)
            current = other.current; start = other.start
            return
        }
        for e in other.elements {
            switch e {
            case .move(let p): move(to: p)
            case .line(let p): line(to: p)
            case .quad(let c, let p): quad(to: p, control: c)
            case .cubic(let c1, let c2, let p): cubic(to: p, control1: c1, control2: c2)
            case .close: close()
            }
        }
    }

    /// The path with every point mapped through `t`.
    public func applying(_ t: Transform) -> Path {
        if t.isIdentity { return self }
        var out = Path()
        for e in elements {
            switch e {
            case .move(let p): out.move(to: t.apply(p))
            case .line(let p): out.line(to: t.apply(p))
            case .quad(let c, let p): out.quad(to: t.apply(p), control: t.apply(c))
            case .cubic(let c1, let c2, let p): out.cubic(to: t.apply(p), control1: t.apply(c1), control2: t.apply(c2))
            case .close: out.close()
            }
        }
        return out
    }

    /// The bounds of all points, control points included (a cheap, conservative box).
    public var controlBounds: Rect? {
        var pts: [Point] = []
        for e in elements {
            switch e {
            case .move(let p), .line(let p): pts.append(p)
            case .quad(let c, let p): pts += [c, p]
            case .cubic(let c1, let c2, let p): pts += [c1, c2, p]
            case .close: break
            }
        }
        guard let f = pts.first else { return nil }
        var x0 = f.x, y0 = f.y, x1 = f.x, y1 = f.y
        for p in pts { x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
