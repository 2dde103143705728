import Foundation

/// What one shape's outline asks of the renderer, in the shape's own user units: how many
/// pieces it is written as, where markers may go, its curves (each flattened into many short
/// lines, more the larger it is drawn), and a bound on its length (for dashes). Upper bounds
/// throughout: a Bézier is no longer than its control polygon, an arc no longer than its
/// larger (corrected) radius times its sweep.
struct ShapeMeasure: Equatable {
    /// Pieces as written: lines, Béziers, and each quarter of an arc.
    var segments = 0.0
    /// Points a marker may be drawn at (path, line, polyline and polygon only).
    var vertices = 0.0
    /// Béziers, an arc's quarters and a rounded corner's.
    var curves = 0.0
    /// Σ √(control-polygon length) over the curves: a curve drawn `s` device pixels per unit
    /// flattens into about √(length × s ÷ tolerance) lines, so this times √(s ÷ tolerance)
    /// bounds the lines all of them make.
    var bend = 0.0
    /// An upper bound of the outline's length.
    var length = 0.0
    /// The farthest any of its points (control points included) lies from the origin along
    /// either axis: a bound of its bounding box.
    var extent = 0.0

    mutating func reach(_ x: Double, _ y: Double) { extent = max(extent, abs(x), abs(y)) }

    /// A quarter of a circle's control polygon is 1.106 × its arc: 1.2 bounds it.
    static let polygonPerArc = 1.2

    mutating func curve(polygon: Double) {
        segments += 1; curves += 1; vertices += 1
        length += polygon
        bend += polygon.squareRoot()
    }

    /// An arc (or a whole ellipse) of radius at most `r` sweeping `angle` radians.
    mutating func arc(radius r: Double, angle: Double) {
        let quarters = max(1, (angle / (Double.pi / 2) - 1e-9).rounded(.up))
        let arcLength = r * angle
        segments += quarters; curves += quarters
        length += arcLength
        bend += quarters * (arcLength / quarters * Self.polygonPerArc).squareRoot()
    }

    // MARK: Shapes

    static func rect(x: Double, y y0: Double, width w: Double, height h: Double, rx: Double?, ry: Double?) -> ShapeMeasure {
        var m = ShapeMeasure()
        guard w > 0, h > 0 else { return m }
        m.reach(abs(x) + w, abs(y0) + h)
        var x = rx ?? ry ?? 0, y = ry ?? rx ?? 0
        x = min(max(x, 0), w / 2); y = min(max(y, 0), h / 2)
        m.segments = 4; m.length = 2 * (w + h)
        if x > 0, y > 0 { m.arc(radius: max(x, y), angle: 2 * .pi) }
        return m
    }

    static func ellipse(cx: Double, cy: Double, rx: Double, ry: Double) -> ShapeMeasure {
        var m = ShapeMeasure()
        guard rx > 0, ry > 0 else { return m }
        m.reach(abs(cx) + rx, abs(cy) + ry)
        m.arc(radius: max(rx, ry), angle: 2 * .pi)
        return m
    }

    static func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> ShapeMeasure {
        var m = ShapeMeasure(segments: 1, vertices: 2, curves: 0, bend: 0, length: hypot(x2 - x1, y2 - y1))
        m.reach(x1, y1); m.reach(x2, y2)
        return m
    }

    /// `points` of a polyline, or a polygon (`closed`: one more side, back to the first).
    static func poly(_ points: String, closed: Bool) -> ShapeMeasure {
        let n = SVGNumbers.all(points)
        var m = ShapeMeasure()
        guard n.count >= 2 else { return m }
        m.extent = n.map(abs).max() ?? 0
        var i = 2
        m.vertices = 1
        while i + 1 < n.count {
            m.segments += 1; m.vertices += 1
            m.length += hypot(n[i] - n[i - 2], n[i + 1] - n[i - 1])
            i += 2
        }
        if closed {
            m.segments += 1; m.vertices += 1
            m.length += hypot(n[i - 2] - n[0], n[i - 1] - n[1])
        }
        return m
    }

    // MARK: Path data

    /// A path's `d`. Where the data goes wrong librsvg stops drawing; this reads on, skipping
    /// what it does not understand, so it never counts less than is drawn.
    static func path(_ d: String) -> ShapeMeasure {
        var pen = PathPen()
        var s = SVGNumbers(d)
        var command: UInt8 = 0
        while true {
            s.skipSeparators()
            guard let c = s.current else { break }
            if (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) {
                s.skipOne()
                command = c
                if c | 0x20 == UInt8(ascii: "z") { pen.close() }
                continue
            }
            let before = s.index
            let ok = pen.step(&command, &s)
            pen.reachCurrent()
            if !ok, s.index == before { s.skipOne() }
        }
        return pen.m
    }

    /// Where a path's pen is and what it has measured so far: one command at a time.
    struct PathPen {
        var m = ShapeMeasure()
        var x = 0.0, y = 0.0, startX = 0.0, startY = 0.0
        var control: (x: Double, y: Double)?      // the last cubic's second control point
        var quadControl: (x: Double, y: Double)?  // the last quadratic's control point

        static func dist(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) -> Double { hypot(bx - ax, by - ay) }

        mutating func close() {
            m.segments += 1; m.vertices += 1
            m.length += Self.dist(x, y, startX, startY)
            x = startX; y = startY; control = nil; quadControl = nil
        }

        mutating func reachCurrent() {
            m.reach(x, y)
            if let c = control { m.reach(c.x, c.y) }
            if let c = quadControl { m.reach(c.x, c.y) }
        }

        /// One command's arguments (`command` may turn a moveto into a lineto); false when they
        /// do not read.
        mutating func step(_ command: inout UInt8, _ s: inout SVGNumbers) -> Bool {
            let relative = command >= 0x61
            let ox = relative ? x : 0, oy = relative ? y : 0
            switch command | 0x20 {   // lowercase
            case UInt8(ascii: "m"):
                control = nil; quadControl = nil
                guard let a = s.number(), let b = s.number() else { return false }
                x = ox + a; y = oy + b; startX = x; startY = y
                m.vertices += 1
                command = relative ? UInt8(ascii: "l") : UInt8(ascii: "L")
                return true
            case UInt8(ascii: "l"):
                control = nil; quadControl = nil
                guard let a = s.number(), let b = s.number() else { return false }
                m.segments += 1; m.vertices += 1
                m.length += Self.dist(x, y, ox + a, oy + b); x = ox + a; y = oy + b
                return true
            case UInt8(ascii: "h"), UInt8(ascii: "v"):
                control = nil; quadControl = nil
                guard let a = s.number() else { return false }
                let horizontal = command | 0x20 == UInt8(ascii: "h")
                m.segments += 1; m.vertices += 1; m.length += abs(relative ? a : (horizontal ? a - x : a - y))
                if horizontal { x = relative ? x + a : a } else { y = relative ? y + a : a }
                return true
            case UInt8(ascii: "c"), UInt8(ascii: "s"): return cubic(smooth: command | 0x20 == UInt8(ascii: "s"), ox, oy, &s)
            case UInt8(ascii: "q"), UInt8(ascii: "t"): return quadratic(smooth: command | 0x20 == UInt8(ascii: "t"), ox, oy, &s)
            case UInt8(ascii: "a"): return arc(ox, oy, &s)
            default: return false
            }
        }

        mutating func cubic(smooth: Bool, _ ox: Double, _ oy: Double, _ s: inout SVGNumbers) -> Bool {
            var c1x = x, c1y = y
            if smooth { if let p = control { c1x = 2 * x - p.x; c1y = 2 * y - p.y } }
            else if let a = s.number(), let b = s.number() { c1x = ox + a; c1y = oy + b } else { return false }
            guard let a = s.number(), let b = s.number(), let e = s.number(), let f = s.number() else { return false }
            let c2x = ox + a, c2y = oy + b, px = ox + e, py = oy + f
            m.curve(polygon: Self.dist(x, y, c1x, c1y) + Self.dist(c1x, c1y, c2x, c2y) + Self.dist(c2x, c2y, px, py))
            m.reach(c1x, c1y)
            control = (c2x, c2y); quadControl = nil; x = px; y = py
            return true
        }

        mutating func quadratic(smooth: Bool, _ ox: Double, _ oy: Double, _ s: inout SVGNumbers) -> Bool {
            var cx = x, cy = y
            if smooth { if let p = quadControl { cx = 2 * x - p.x; cy = 2 * y - p.y } }
            else if let a = s.number(), let b = s.number() { cx = ox + a; cy = oy + b } else { return false }
            guard let e = s.number(), let f = s.number() else { return false }
            let px = ox + e, py = oy + f
            m.curve(polygon: Self.dist(x, y, cx, cy) + Self.dist(cx, cy, px, py))
            quadControl = (cx, cy); control = nil; x = px; y = py
            return true
        }

        mutating func arc(_ ox: Double, _ oy: Double, _ s: inout SVGNumbers) -> Bool {
            control = nil; quadControl = nil
            guard let rx = s.number(), let ry = s.number(), let phi = s.number(), let large = s.flag(), let sweep = s.flag(),
                  let e = s.number(), let f = s.number() else { return false }
            let px = ox + e, py = oy + f
            m.vertices += 1
            if let (r, angle) = ShapeMeasure.arcSweep(x, y, rx, ry, phi, large != 0, sweep != 0, px, py) {
                m.arc(radius: r, angle: angle)
                m.reach(abs(x) + 2 * r, abs(y) + 2 * r)
            } else if px != x || py != y {
                m.segments += 1; m.length += Self.dist(x, y, px, py)
            }
            x = px; y = py
            return true
        }
    }

    /// An arc's larger radius, corrected as SVG says when the radii cannot reach the end
    /// point, and its sweep in radians (SVG 1.1, F.6.5–F.6.6); nil when it draws as a line
    /// (a zero radius) or not at all (the same end point).
    static func arcSweep(_ x1: Double, _ y1: Double, _ rx0: Double, _ ry0: Double, _ phiDegrees: Double,
                         _ large: Bool, _ sweep: Bool, _ x2: Double, _ y2: Double) -> (Double, Double)? {
        guard x1 != x2 || y1 != y2 else { return nil }
        var rx = abs(rx0), ry = abs(ry0)
        guard rx > 0, ry > 0 else { return nil }
        let phi = phiDegrees * .pi / 180
        let dx = (x1 - x2) / 2, dy = (y1 - y2) / 2
        let xp = cos(phi) * dx + sin(phi) * dy, yp = -sin(phi) * dx + cos(phi) * dy
        let lambda = (xp * xp) / (rx * rx) + (yp * yp) / (ry * ry)
        if lambda > 1 { rx *= lambda.squareRoot(); ry *= lambda.squareRoot() }
        let r = max(rx, ry)
        let num = rx * rx * ry * ry - rx * rx * yp * yp - ry * ry * xp * xp
        let den = rx * rx * yp * yp + ry * ry * xp * xp
        let coef = (large == sweep ? -1.0 : 1.0) * (den > 0 ? max(0, num / den).squareRoot() : 0)
        let cx = coef * rx * yp / ry, cy = -coef * ry * xp / rx
        let ux = (xp - cx) / rx, uy = (yp - cy) / ry, vx = (-xp - cx) / rx, vy = (-yp - cy) / ry
        var angle = atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        if !sweep, angle > 0 { angle -= 2 * .pi } else if sweep, angle < 0 { angle += 2 * .pi }
        guard angle.isFinite, r.isFinite else { return (r.isFinite ? r : .infinity, 2 * .pi) }
        return (r, min(abs(angle), 2 * .pi))
    }
}
