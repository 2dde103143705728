import Geometry
import Nodes
import QR

/// A QR code as nodes: all dark modules as ONE path — the outline of their union — so no
/// seams can show between neighbours in any renderer, drawn crisp (edges on device pixels,
/// no antialiasing).
public enum QRNode {
    public static func node(_ code: QRCode, module: Double, dark: Color) -> Node {
        node(outline(code, module: module), side: Double(code.size) * module, dark: dark)
    }

    /// The code placed on a screen, its outline traced once (`QRPlacement.outline`).
    public static func node(_ qr: QRPlacement, dark: Color) -> Node {
        node(qr.outline, side: qr.side, dark: dark)
    }

    static func node(_ outline: Path, side: Double, dark: Color) -> Node {
        Canvas(width: side, height: side) {
            PathShape(outline, rule: .evenOdd).fill(dark).crisp()
        }.node
    }

    /// The boundary of the union of dark modules. Every cell edge between a dark and a light
    /// cell is emitted once, oriented clockwise around the dark cell, then chained into loops.
    /// The even-odd rule fills exactly the dark cells whatever way loops are chained, since a
    /// point's crossing parity depends only on the set of edges.
    public static func outline(_ code: QRCode, module k: Double) -> Path {
        struct V: Hashable { var x, y: Int }
        var next: [V: [V]] = [:]
        func edge(_ a: V, _ b: V) { next[a, default: []].append(b) }
        for y in 0..<code.size {
            for x in 0..<code.size where code.isDark(x, y) {
                if !code.isDark(x, y - 1) { edge(V(x: x, y: y), V(x: x + 1, y: y)) }
                if !code.isDark(x + 1, y) { edge(V(x: x + 1, y: y), V(x: x + 1, y: y + 1)) }
                if !code.isDark(x, y + 1) { edge(V(x: x + 1, y: y + 1), V(x: x, y: y + 1)) }
                if !code.isDark(x - 1, y) { edge(V(x: x, y: y + 1), V(x: x, y: y)) }
            }
        }
        var path = Path()
        // Visit start vertices in a fixed order so the path (and the files) are deterministic.
        let starts = next.keys.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
        for s in starts {
            while let first = next[s]?.first {
                next[s]!.removeFirst()
                var loop = [s, first]
                var cur = first
                while cur != s, let n = next[cur]?.first {
                    next[cur]!.removeFirst()
                    loop.append(n); cur = n
                }
                // Drop points in the middle of straight runs.
                var pts: [V] = []
                for p in loop.dropLast() {
                    if pts.count >= 2 {
                        let a = pts[pts.count - 2], b = pts[pts.count - 1]
                        if (a.x == b.x && b.x == p.x) || (a.y == b.y && b.y == p.y) { pts.removeLast() }
                    }
                    pts.append(p)
                }
                path.move(to: Point(Double(pts[0].x) * k, Double(pts[0].y) * k))
                for p in pts.dropFirst() { path.line(to: Point(Double(p.x) * k, Double(p.y) * k)) }
                path.close()
            }
        }
        return path
    }
}
