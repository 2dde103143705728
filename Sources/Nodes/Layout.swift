import Geometry

/// A size offered to a node; nil in a dimension asks for the node's ideal size there.
public struct Proposal: Hashable, Sendable {
    public var width: Double?
    public var height: Double?
    public init(width: Double?, height: Double?) { self.width = width; self.height = height }
    public init(_ s: Size) { width = s.width; height = s.height }
    public static let unspecified = Proposal(width: nil, height: nil)
    func main(_ axis: Axis) -> Double? { axis == .horizontal ? width : height }
    func cross(_ axis: Axis) -> Double? { axis == .horizontal ? height : width }
    static func along(_ axis: Axis, main: Double?, cross: Double?) -> Proposal {
        axis == .horizontal ? Proposal(width: main, height: cross) : Proposal(width: cross, height: main)
    }
}

extension Size {
    func main(_ axis: Axis) -> Double { axis == .horizontal ? width : height }
    func cross(_ axis: Axis) -> Double { axis == .horizontal ? height : width }
    static func along(_ axis: Axis, main: Double, cross: Double) -> Size {
        axis == .horizontal ? Size(main, cross) : Size(cross, main)
    }
}

/// SwiftUI's layout, for the node kinds here: a parent proposes a size, the child chooses its
/// own, the parent places it. Stacks share their length among children from the least flexible
/// to the most, as SwiftUI's stacks do.
public struct Layout: Sendable {
    /// A shape offered no size takes this (SwiftUI's default for an unframed shape).
    static let defaultShapeSide = 10.0
    public let measurer: TextMeasurer
    /// Sizes already worked out in this pass (`resolve` makes one; a plain layout has none).
    private let memo: SizeMemo?
    public init(measurer: TextMeasurer) { self.measurer = measurer; memo = nil }
    private init(measurer: TextMeasurer, memo: SizeMemo) { self.measurer = measurer; self.memo = memo }
    /// This layout with a fresh memo: for one pass over one tree.
    func remembering() -> Layout { Layout(measurer: measurer, memo: SizeMemo()) }
    /// Lays out without remembering sizes (what a pass did before `SizeMemo`; tests compare).
    func resolveForgetting(_ root: Node, size pageSize: Size) -> DisplayList {
        Layout(measurer: measurer).pass(root, size: pageSize)
    }

    // MARK: sizing

    public func size(_ n: Node, _ p: Proposal) -> Size {
        guard let memo else { return computeSize(n, p) }
        switch n.kind {
        // Leaves that cost nothing are not worth a lookup.
        case .empty, .spacer, .shape, .material, .svg, .canvas, .geometry: return computeSize(n, p)
        default: return memo.size(of: n, p) { computeSize(n, p) }
        }
    }

    private func computeSize(_ n: Node, _ p: Proposal) -> Size {
        switch n.kind {
        case .empty:
            return .zero
        case .shape, .material, .svg:
            if case .svg(let s) = n.kind, p.width == nil || p.height == nil { return s.size }
            return Size(p.width ?? Self.defaultShapeSide, p.height ?? Self.defaultShapeSide)
        case .text(let t):
            let width = p.width.map { $0.isFinite ? $0 : nil } ?? nil
            if let width, let one = oneLine(t, toFit: width) { return measurer.measure(one, width: nil) }
            return measurer.measure(t, width: width)
        case .spacer(let minLength):
            return Size(max(minLength, p.width ?? minLength), max(minLength, p.height ?? minLength))
        case .canvas(let s, _):
            return s
        case .geometry(let list):
            return list.size
        case .stack(let axis, _, let vAlign, let spacing, let children):
            let sizes = stackSizes(axis, spacing, children, p)
            let main = sizes.reduce(0) { $0 + $1.main(axis) } + spacing * Double(max(0, children.count - 1))
            let cross = axis == .horizontal && vAlign == .firstLine
                ? firstLineOffsets(children, sizes).height : sizes.map { $0.cross(axis) }.max() ?? 0
            return .along(axis, main: main, cross: cross)
        case .zstack(_, let children):
            var w = 0.0, h = 0.0
            for c in children { let s = size(c, p); w = max(w, s.width); h = max(h, s.height) }
            return Size(w, h)
        case .padding(let i, let c):
            let s = size(c, Proposal(width: p.width.map { max(0, $0 - i.horizontal) },
                                     height: p.height.map { max(0, $0 - i.vertical) }))
            return Size(s.width + i.horizontal, s.height + i.vertical)
        case .frame(let f, let c):
            return frameSize(f, c, p).frame
        case .overlay(let base, _), .background(let base, _), .offset(_, _, let base),
             .transform(_, _, let base), .group(_, let base), .clip(_, let base), .anchor(_, let base):
            return size(base, p)
        }
    }

    /// The sizes of a stack's children along `axis`, sharing the proposed length.
    func stackSizes(_ axis: Axis, _ spacing: Double, _ children: [Node], _ p: Proposal) -> [Size] {
        let cross = p.cross(axis)
        func propose(_ c: Node, _ main: Double?) -> Size {
            if case .spacer(let minLength) = c.kind {
                return .along(axis, main: max(minLength, main ?? minLength), cross: 0)
            }
            return size(c, .along(axis, main: main, cross: cross))
        }
        guard let total = p.main(axis), total.isFinite else { return children.map { propose($0, nil) } }
        // Flexibility: how much a child's length can vary between the smallest and largest offer.
        let flex = children.map { c -> Double in
            propose(c, .infinity).main(axis) - propose(c, 0).main(axis)
        }
        // Spacers go last: they take what the other children leave, as in SwiftUI.
        func isSpacer(_ i: Int) -> Bool { if case .spacer = children[i].kind { return true } else { return false } }
        let order = children.indices.sorted {
            isSpacer($0) != isSpacer($1) ? !isSpacer($0)
                : flex[$0] != flex[$1] ? flex[$0] < flex[$1] : $0 < $1
        }
        var remaining = total - spacing * Double(max(0, children.count - 1))
        var sizes = [Size](repeating: .zero, count: children.count)
        let nonSpacers = children.indices.filter { !isSpacer($0) }.count
        // Spacers' minimum lengths are set aside first, so the others cannot take them.
        func minLength(_ i: Int) -> Double { if case .spacer(let m) = children[i].kind { return m } else { return 0 } }
        remaining -= children.indices.reduce(0) { $0 + minLength($1) }
        for (k, i) in order.enumerated() {
            remaining += minLength(i)
            let left = isSpacer(i) ? children.count - k : nonSpacers - k
            let share = max(0, remaining / Double(left))
            sizes[i] = propose(children[i], share)
            remaining -= sizes[i].main(axis)
        }
        return sizes
    }

    /// `t` on one line in `width`: closed up (`tightened`) or else scaled down (`shrunk`); nil
    /// if it fits already or may do neither.
    func oneLine(_ t: TextContent, toFit width: Double) -> TextContent? {
        tightened(t, toFit: width) ?? shrunk(t, toFit: width)
    }

    /// `t` scaled down just enough to fit `width` on one line, or nil if it fits already, may
    /// not shrink, or would need a smaller scale than `t.oneLineScale`.
    func shrunk(_ t: TextContent, toFit width: Double) -> TextContent? {
        guard let least = t.oneLineScale, !t.string.contains("\n") else { return nil }
        let ideal = measurer.measure(t, width: nil).width
        guard ideal > width else { return nil }
        var factor = width / ideal
        for _ in 0..<4 {
            guard factor >= least else { return nil }
            let small = t.scaled(by: factor)
            let got = measurer.measure(small, width: nil).width
            if got <= width { return small }
            factor *= width / got * 0.999
        }
        return nil
    }

    /// `t` with its letters closed up just enough to fit `width` on one line, or nil if it fits
    /// already, may not tighten, or would need more than `TextContent.maxTightening`.
    func tightened(_ t: TextContent, toFit width: Double) -> TextContent? {
        guard t.allowsTightening, !t.string.contains("\n") else { return nil }
        let ideal = measurer.measure(t, width: nil).width
        let chars = Double(t.string.count)
        guard ideal > width, chars > 1 else { return nil }
        // Pango spaces graphemes, not characters, so find the amount by secant steps.
        var perChar = (ideal - width) / chars + 0.001
        let limit = TextContent.maxTightening * (t.runs.map(\.font.size).max() ?? 0)
        for _ in 0..<4 {
            guard perChar <= limit else { return nil }
            let tight = t.tightened(by: perChar)
            let got = measurer.measure(tight, width: nil).width
            if got <= width { return tight }
            perChar *= (ideal - width) / max(ideal - got, 1e-6) * 1.01
        }
        return nil
    }

    func frameSize(_ f: FrameSpec, _ c: Node, _ p: Proposal) -> (frame: Size, child: Size) {
        func clamp(_ v: Double?, _ lo: Double?, _ hi: Double?) -> Double? {
            guard var v else { return nil }
            if let lo { v = max(v, lo) }
            if let hi { v = min(v, hi) }
            return v
        }
        if let k = f.widthFraction {
            let cs = size(c, Proposal(width: p.width.map { $0 * k }, height: p.height))
            return (Size(p.width ?? cs.width / max(k, 1e-9), cs.height), cs)
        }
        let childP = Proposal(width: f.width ?? clamp(p.width, f.minWidth, f.maxWidth),
                              height: f.height ?? clamp(p.height, f.minHeight, f.maxHeight))
        let cs = size(c, childP)
        func dim(_ fixed: Double?, _ lo: Double?, _ hi: Double?, _ proposed: Double?, _ child: Double) -> Double {
            if let fixed { return fixed }
            if lo == nil && hi == nil { return child }
            let l = lo ?? child, h = max(l, hi ?? child)
            var v = proposed ?? child
            if !v.isFinite { v = child }
            return min(max(v, l), h)
        }
        return (Size(dim(f.width, f.minWidth, f.maxWidth, p.width, cs.width),
                     dim(f.height, f.minHeight, f.maxHeight, p.height, cs.height)), cs)
    }

    // MARK: placing

    /// Lays `root` out on a page of `size` and resolves it into absolute geometry.
    public func resolve(_ root: Node, size pageSize: Size) -> DisplayList {
        // One pass over one tree: remember sizes by node while `root` keeps every node alive.
        (memo == nil ? remembering() : self).pass(root, size: pageSize)
    }

    /// `n` laid out once as a canvas lays out a child (its size for `proposal`, at the origin)
    /// and kept as geometry: a part of a screen that many frames share is then copied into
    /// each frame's display list, not laid out again. Placed at a canvas's origin it gives the
    /// same items as `n` itself.
    public func prelaid(_ n: Node, proposal: Proposal) -> Node {
        let layout = memo == nil ? remembering() : self
        let s = layout.size(n, proposal)
        var out = Emitted()
        layout.place(n, in: Rect(origin: .zero, size: s), ctm: .identity, into: &out)
        return Node(.geometry(DisplayList(size: s, items: out.items, anchors: out.anchors)))
    }

    /// Lays `root` out with this layout's memo (or none).
    private func pass(_ root: Node, size pageSize: Size) -> DisplayList {
        var out = Emitted()
        // As SwiftUI centres its root view in the window.
        let page = Rect(origin: .zero, size: pageSize)
        place(root, in: Alignment.center.place(size(root, Proposal(pageSize)), in: page), ctm: .identity, into: &out)
        return DisplayList(size: pageSize, items: out.items, anchors: out.anchors)
    }

    /// What placing emits: the items of the group being filled, and every anchor so far.
    struct Emitted {
        var items: [DisplayItem] = []
        var anchors: [String: Rect] = [:]
        static func += (out: inout Emitted, items: [DisplayItem]) { out.items += items }
        mutating func append(_ item: DisplayItem) { items.append(item) }
        /// `body`'s items gathered into one group item.
        mutating func group(_ e: GroupEffect, clip: Path?, _ body: (inout Emitted) -> Void) {
            var inner = Emitted(items: [], anchors: anchors)
            body(&inner)
            anchors = inner.anchors
            items.append(.group(DisplayGroup(e, clip: clip, inner.items)))
        }
    }

    /// Emits `n` laid out in `r` (local coordinates), mapped to the page by `ctm`.
    func place(_ n: Node, in r: Rect, ctm: Transform, into out: inout Emitted) {
        switch n.kind {
        case .empty, .spacer:
            return
        case .shape(let kind, let style):
            let path = kind.path(in: r).applying(ctm)
            if let fill = style.fill, fill.a > 0 { out.append(.fill(path, fill, kind.fillRule, crisp: style.crisp)) }
            if let s = style.stroke, s.color.a > 0 {
                var abs = s
                abs.width = s.width * ctm.meanScale
                abs.dash = s.dash.map { $0 * ctm.meanScale }
                out.append(.stroke(path, abs))
            }
        case .material(let kind, let m):
            out.append(.material(kind.path(in: r).applying(ctm), kind.fillRule,
                                 Material(blurRadius: m.blurRadius * ctm.meanScale, tint: m.tint)))
        case .svg(let s):
            out.append(.svg(s, r, ctm))
        case .geometry(let list):
            let t = ctm.preConcat(.translation(r.minX, r.minY))
            if t.isIdentity { out += list.items } else { out += list.items.map { $0.applying(t) } }
            for (name, a) in list.anchors { out.anchors[name] = Self.box(a, t) }
        case .text(let t):
            out.append(.text(placeText(t, in: r, ctm: ctm)))
        case .canvas(let s, let children):
            let local = Rect(origin: r.origin, size: s)
            for c in children { place(c, in: Alignment.topLeading.place(size(c, Proposal(s)), in: local), ctm: ctm, into: &out) }
        case .stack(let axis, let hAlign, let vAlign, let spacing, let children):
            placeStack(axis, hAlign, vAlign, spacing, children, in: r, ctm: ctm, into: &out)
        case .zstack(let a, let children):
            for c in children { place(c, in: a.place(size(c, Proposal(r.size)), in: r), ctm: ctm, into: &out) }
        case .padding(let i, let c):
            place(c, in: r.insetBy(i), ctm: ctm, into: &out)
        case .frame(let f, let c):
            let cs = frameSize(f, c, Proposal(r.size)).child
            place(c, in: f.alignment.place(cs, in: r), ctm: ctm, into: &out)
        case .overlay(let base, let over):
            place(base, in: r, ctm: ctm, into: &out)
            place(over, in: r, ctm: ctm, into: &out)
        case .background(let base, let under):
            place(under, in: r, ctm: ctm, into: &out)
            place(base, in: r, ctm: ctm, into: &out)
        case .offset(let d, let rel, let c):
            place(c, in: Rect(x: r.minX + d.x + rel.x * r.width, y: r.minY + d.y + rel.y * r.height,
                              width: r.width, height: r.height), ctm: ctm, into: &out)
        case .transform(let t, let anchor, let c):
            let ax = r.minX + anchor.x * r.width, ay = r.minY + anchor.y * r.height
            let about = Transform.translation(ax, ay).preConcat(t).preConcat(.translation(-ax, -ay))
            place(c, in: r, ctm: ctm.preConcat(about), into: &out)
        case .group(let e, let c):
            out.group(GroupEffect(opacity: e.opacity, blur: e.blur * ctm.meanScale, isolated: e.isolated), clip: nil) { place(c, in: r, ctm: ctm, into: &$0) }
        case .clip(let kind, let c):
            out.group(GroupEffect(), clip: kind.path(in: r).applying(ctm)) { place(c, in: r, ctm: ctm, into: &$0) }
        case .anchor(let name, let c):
            // The last placement wins: it is drawn on top, so it is what a tap there hits.
            out.anchors[name] = Self.box(r, ctm)
            place(c, in: r, ctm: ctm, into: &out)
        }
    }

    /// A text laid out in its slot `r`: wrapped only where it must be.
    private func placeText(_ text: TextContent, in r: Rect, ctm: Transform) -> TextItem {
        var t = text
        // A line a hair too long for its slot closes up rather than breaks, if allowed.
        if let one = oneLine(t, toFit: r.width + 0.01) { t = one }
        // Lines break only where the text's one-line width does not fit its slot.
        let ideal = measurer.measure(t, width: nil)
        let wraps = ideal.width > r.width + 0.01
        let wrapWidth: Double? = wraps || t.alignment != .leading ? r.width + 0.01 : nil
        let box = Alignment.leading.place(measurer.measure(t, width: wrapWidth), in: r)
        return TextItem(content: t, width: wrapWidth,
                        transform: ctm.preConcat(.translation(box.minX, box.minY)), size: box.size)
    }

    /// A stack's children one after another along `axis`, each aligned across it.
    private func placeStack(_ axis: Axis, _ hAlign: HorizontalAlignment, _ vAlign: VerticalAlignment, _ spacing: Double,
                            _ children: [Node], in r: Rect, ctm: Transform, into out: inout Emitted) {
        let sizes = stackSizes(axis, spacing, children, Proposal(r.size))
        var cursor = axis == .horizontal ? r.minX : r.minY
        let lines = axis == .horizontal && vAlign == .firstLine ? firstLineOffsets(children, sizes) : nil
        for (i, (c, s)) in zip(children, sizes).enumerated() {
            let slot: Rect
            if let lines {
                // The group centred as `center` centres a child; each child at its offset in it.
                slot = Rect(x: cursor, y: r.minY + (r.height - lines.height) / 2 + lines.offsets[i], width: s.width, height: s.height)
                cursor += s.width + spacing
            } else if axis == .horizontal {
                slot = Alignment(horizontal: .leading, vertical: vAlign)
                    .place(s, in: Rect(x: cursor, y: r.minY, width: s.width, height: r.height))
                cursor += s.width + spacing
            } else {
                slot = Alignment(horizontal: hAlign, vertical: .top)
                    .place(s, in: Rect(x: r.minX, y: cursor, width: r.width, height: s.height))
                cursor += s.height + spacing
            }
            place(c, in: slot, ctm: ctm, into: &out)
        }
    }

    /// `VerticalAlignment.firstLine`: each child's offset from the group's top so their first
    /// lines' centres meet (a text's first line is as tall as the text on one line; any other
    /// child counts whole), and the group's height.
    func firstLineOffsets(_ children: [Node], _ sizes: [Size]) -> (offsets: [Double], height: Double) {
        let lines = zip(children, sizes).map { c, s -> Double in
            if case .text(let t) = c.kind { return min(s.height, measurer.measure(t, width: nil).height) }
            return s.height
        }
        let centre = (lines.max() ?? 0) / 2
        let offsets = lines.map { centre - $0 / 2 }
        return (offsets, zip(offsets, sizes).map { $0 + $1.height }.max() ?? 0)
    }

    /// The page box of local rectangle `r` drawn through `ctm`.
    static func box(_ r: Rect, _ ctm: Transform) -> Rect {
        if ctm.isIdentity { return r }
        return Path.rect(r).applying(ctm).controlBounds ?? r
    }
}
