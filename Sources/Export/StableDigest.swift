import Foundation
import Geometry
import Nodes
import Tokens
import Typeface

/// A canonical byte serialisation, fed to SHA-256: what the export manifest records for each
/// output's inputs. Stable across processes and runs (unlike `hashValue`, seeded per process).
///
/// Numbers are written as their IEEE-754 bit patterns, little-endian — the fixed formatting that
/// loses nothing: two inputs digest alike only if every coordinate is bit-for-bit equal, so a
/// change too small to print still re-renders. −0 is written as +0 (they draw alike). Every
/// case and every variable-length field is tagged or length-prefixed, so no two different
/// inputs serialise to the same bytes.
public struct StableDigest {
    private var bytes: [UInt8] = []
    public init() { bytes.reserveCapacity(4096) }

    public mutating func add(_ v: Double) { add(UInt64((v == 0 ? 0 : v).bitPattern)) }
    public mutating func add(_ v: UInt64) { withUnsafeBytes(of: v.littleEndian) { bytes.append(contentsOf: $0) } }
    public mutating func add(_ v: Int) { add(UInt64(bitPattern: Int64(v))) }
    public mutating func add(_ v: Bool) { bytes.append(v ? 1 : 0) }
    public mutating func tag(_ t: UInt8) { bytes.append(t) }
    public mutating func add(_ s: String) { let u = Array(s.utf8); add(u.count); bytes += u }
    public mutating func add(_ d: Data) { add(d.count); bytes += d }
    public mutating func add(_ d: Digest) { bytes += d.bytes }

    public var digest: Digest { SHA256.hash(bytes) }
}

// MARK: display lists — one switch over the item kinds, as the backends have

extension StableDigest {
    mutating func add(_ p: Point) { add(p.x); add(p.y) }
    mutating func add(_ c: Color) { add(c.r); add(c.g); add(c.b); add(c.a) }
    mutating func add(_ t: Transform) { add(t.a); add(t.b); add(t.c); add(t.d); add(t.tx); add(t.ty) }
    mutating func add(_ r: Rect) { add(r.origin); add(r.width); add(r.height) }
    mutating func add(_ r: FillRule) { tag(r == .nonZero ? 0 : 1) }

    mutating func add(_ path: Path) {
        add(path.elements.count)
        for e in path.elements {
            switch e {
            case .move(let p): tag(0); add(p)
            case .line(let p): tag(1); add(p)
            case .quad(let c, let p): tag(2); add(c); add(p)
            case .cubic(let c1, let c2, let p): tag(3); add(c1); add(c2); add(p)
            case .close: tag(4)
            }
        }
    }

    mutating func add(_ f: Font) { add(f.family); add(f.size); add(f.weight); add(f.letterSpacing) }

    mutating func add(_ s: Stroke) {
        add(s.color); add(s.width)
        switch s.cap { case .butt: tag(0); case .round: tag(1); case .square: tag(2) }
        switch s.join { case .miter: tag(0); case .round: tag(1); case .bevel: tag(2) }
        add(s.dash.count); for d in s.dash { add(d) }
    }

    mutating func add(_ t: TextItem) {
        add(t.content.runs.count)
        for r in t.content.runs { add(r.string); add(r.font); add(r.color) }
        switch t.content.alignment { case .leading: tag(0); case .center: tag(1); case .trailing: tag(2) }
        if let lh = t.content.lineHeight { tag(1); add(lh) } else { tag(0) }
        if let w = t.width { tag(1); add(w) } else { tag(0) }
        // Only when set, so digests of text without a limit are as they were.
        if let n = t.content.lineLimit { tag(7); add(n) }
        add(t.transform)
    }

    /// A list digests as it did when groups were flat `begin … end` runs of items: the count of
    /// that run, then a group as its begin mark, its children, its end mark. Anchors are not
    /// drawn, so not digested.
    public mutating func add(_ list: DisplayList) {
        add(list.size.width); add(list.size.height); add(Self.flatCount(list.items))
        add(list.items)
    }

    mutating func add(_ items: [DisplayItem]) {
        for item in items {
            switch item {
            case .fill(let p, let c, let rule, let crisp): tag(1); add(p); add(c); add(rule); add(crisp)
            case .stroke(let p, let s): tag(2); add(p); add(s)
            case .text(let t): tag(3); add(t)
            case .material(let p, let rule, let m): tag(4); add(p); add(rule); add(m.blurRadius); add(m.tint)
            case .svg(let src, let r, let t):
                tag(5); add(src.data); add(src.size.width); add(src.size.height); add(r); add(t)
                if let c = src.color { tag(1); add(c) }
            case .group(let g):
                tag(6); add(g.effect.opacity); add(g.effect.blur)
                if g.effect.isolated { tag(8) }
                if let clip = g.clip { tag(1); add(clip) } else { tag(0) }
                add(g.items)
                tag(7)
            }
        }
    }

    /// Items counted with each group as its begin mark, its children and its end mark.
    static func flatCount(_ items: [DisplayItem]) -> Int {
        items.reduce(0) { n, item in
            if case .group(let g) = item { return n + 2 + flatCount(g.items) }
            return n + 1
        }
    }

    /// The digest of one display list.
    public static func of(_ list: DisplayList) -> Digest {
        var d = StableDigest(); d.add(list); return d.digest
    }
}

// MARK: token values — for naming the tokens that changed since the last export

extension StableDigest {
    public mutating func add(_ v: TokenValue) {
        add(v.type.rawValue)
        switch v {
        case .color(let c): add(c)
        case .dimension(let x), .duration(let x), .number(let x): add(x)
        case .fontFamily(let names): add(names.count); names.forEach { add($0) }
        case .fontWeight(let w): add(w)
        case .cubicBezier(let xs): add(xs.count); xs.forEach { add($0) }
        case .typography(let f, let lh):
            add(f)
            if let lh { tag(1); add(lh) } else { tag(0) }
        case .transition(let t):
            add(t.duration); add(t.delay); add(t.timingFunction.count); t.timingFunction.forEach { add($0) }
        case .strokeStyle(let s): add(s)
        case .border(let b): add(b.color); add(b.width); add(b.style)
        case .shadow(let layers):
            add(layers.count)
            for l in layers { add(l.color); add(l.offsetX); add(l.offsetY); add(l.blur); add(l.spread); add(l.inset ? 1 : 0) }
        case .gradient(let stops):
            add(stops.count)
            for s in stops { add(s.color); add(s.position) }
        }
    }

    mutating func add(_ s: StrokeStyleValue) {
        add(s.keyword ?? ""); add(s.dashArray.count); s.dashArray.forEach { add($0) }; add(s.lineCap)
    }

    /// Each token's value digest by dotted path (resolved values: an alias that now points
    /// elsewhere but yields the same value is not a change).
    public static func tokens(_ set: TokenSet) -> [String: String] {
        set.tokens.mapValues { t in var d = StableDigest(); d.add(t.value); return d.digest.hex }
    }
}
