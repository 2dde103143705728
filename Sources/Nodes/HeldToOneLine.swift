/// A tree laid out again with one copy key's texts on one line: what tells which copy's wrapping
/// moved a text that no longer fits (`LayoutChecks` names it). Only a layout refusal asks; a
/// comp is never drawn this way.
extension Node {
    /// This tree with every text that shows copy `key` (`TextContent.copyKeys`) limited to one
    /// line. Branches without such a text are the same nodes (their sizes stay remembered);
    /// geometry already resolved (`Layout.prelaid`) is kept as it is.
    public func holdingToOneLine(copy key: String) -> Node {
        mapTexts { t in
            guard t.copyKeys.contains(key), t.lineLimit != 1 else { return nil }
            var held = t
            held.lineLimit = 1
            return held
        } ?? self
    }

    /// The tree with `change` applied to its texts; nil where it changes none.
    func mapTexts(_ change: (TextContent) -> TextContent?) -> Node? {
        func one(_ c: Node) -> Node? { c.mapTexts(change) }
        func all(_ cs: [Node]) -> [Node]? {
            let mapped = cs.map(one)
            return mapped.contains { $0 != nil } ? zip(cs, mapped).map { $1 ?? $0 } : nil
        }
        switch kind {
        case .text(let t): return change(t).map { Node(.text($0)) }
        case .stack(let axis, let h, let v, let spacing, let cs): return all(cs).map { Node(.stack(axis, h, v, spacing: spacing, $0)) }
        case .zstack(let a, let cs): return all(cs).map { Node(.zstack(a, $0)) }
        case .canvas(let s, let cs): return all(cs).map { Node(.canvas(s, $0)) }
        case .padding(let i, let c): return one(c).map { Node(.padding(i, $0)) }
        case .frame(let f, let c): return one(c).map { Node(.frame(f, $0)) }
        case .offset(let d, let rel, let c): return one(c).map { Node(.offset(d, relative: rel, $0)) }
        case .transform(let t, let anchor, let c): return one(c).map { Node(.transform(t, anchor: anchor, $0)) }
        case .group(let e, let c): return one(c).map { Node(.group(e, $0)) }
        case .clip(let k, let c): return one(c).map { Node(.clip(k, $0)) }
        case .anchor(let name, let c): return one(c).map { Node(.anchor(name, $0)) }
        case .overlay(let base, let over), .background(let base, let over):
            let b = one(base), o = one(over)
            guard b != nil || o != nil else { return nil }
            if case .overlay = kind { return Node(.overlay(b ?? base, o ?? over)) }
            return Node(.background(b ?? base, o ?? over))
        case .shape, .spacer, .material, .svg, .geometry, .empty: return nil
        }
    }
}
