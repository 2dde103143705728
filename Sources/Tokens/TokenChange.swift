import Geometry

/// One token that differs between two token files, by resolved value (an alias retargeted to
/// an equal value is no change; a changed alias target changes every token that uses it).
public struct TokenChange: Hashable, Sendable {
    public enum Kind: String, Sendable { case added, removed, changed }
    public var path: String
    public var kind: Kind
    public var before: TokenValue?
    public var after: TokenValue?

    /// `color.facade.road: #A6A6A6 → #B39999`, `+ size.new: 4px`, `- size.old: 4px`.
    public var description: String { described(\.display) }

    /// The change, each value shown by `show`.
    public func described(_ show: (TokenValue) -> String) -> String {
        switch kind {
        case .changed: return "\(path): \(show(before!)) → \(show(after!))"
        case .added: return "+ \(path): \(show(after!)) (added)"
        case .removed: return "- \(path): \(show(before!)) (removed)"
        }
    }
}

extension TokenSet {
    /// The tokens that differ from `self` to `new`, sorted by path.
    ///
    ///     old.changes(to: new).map(\.description)   // ["color.facade.road: #A6A6A6 → #B39999"]
    public func changes(to new: TokenSet) -> [TokenChange] {
        Set(tokens.keys).union(new.tokens.keys).sorted().compactMap { path in
            switch (tokens[path]?.value, new.tokens[path]?.value) {
            case (nil, let b?): return TokenChange(path: path, kind: .added, before: nil, after: b)
            case (let a?, nil): return TokenChange(path: path, kind: .removed, before: a, after: nil)
            case (let a?, let b?) where a != b: return TokenChange(path: path, kind: .changed, before: a, after: b)
            default: return nil
            }
        }
    }
}

/// Numbers as the token file would write them: shortest round-trip digits, no trailing `.0`.
public func tokenNumber(_ x: Double) -> String {
    if x == x.rounded(), abs(x) < 1e15 { return String(Int(x)) }
    return "\(x)"
}

extension TokenValue {
    /// A short human form, in the file's units (px, s), for diffs and messages.
    public var display: String {
        switch self {
        case .color(let c): return c.a == 1 ? c.hex : c.hex + " alpha \(tokenNumber(c.a))"
        case .dimension(let d): return tokenNumber(d) + "px"
        case .duration(let d): return tokenNumber(d) + "s"
        case .number(let n): return tokenNumber(n)
        case .fontFamily(let f): return f.joined(separator: ", ")
        case .fontWeight(let w): return String(w)
        case .cubicBezier(let c): return "cubic-bezier(" + c.map(tokenNumber).joined(separator: ", ") + ")"
        case .typography(let f, let lh):
            var s = "\(f.family.split(separator: ",").first.map(String.init) ?? f.family) \(tokenNumber(f.size))px \(f.weight)"
            if f.letterSpacing != 0 { s += " tracking \(tokenNumber(f.letterSpacing))px" }
            if let lh { s += " line-height \(tokenNumber(lh))" }
            return s
        case .transition(let t):
            return "\(tokenNumber(t.duration))s cubic-bezier(\(t.timingFunction.map(tokenNumber).joined(separator: ", "))) after \(tokenNumber(t.delay))s"
        case .strokeStyle(let s): return s.display
        case .border(let b): return "\(tokenNumber(b.width))px \(b.style.display) \(TokenValue.color(b.color).display)"
        case .shadow(let layers):
            return layers.map { l in
                (l.inset ? "inset " : "") + [l.offsetX, l.offsetY, l.blur, l.spread].map { tokenNumber($0) + "px" }.joined(separator: " ")
                    + " " + TokenValue.color(l.color).display
            }.joined(separator: ", ")
        case .gradient(let stops):
            return stops.map { "\(TokenValue.color($0.color).display) \(tokenNumber($0.position))" }.joined(separator: ", ")
        }
    }
}

extension StrokeStyleValue {
    /// `dashed`, or `dash 4px 2px round`.
    public var display: String {
        keyword ?? "dash " + dashArray.map { tokenNumber($0) + "px" }.joined(separator: " ") + " " + lineCap
    }
}
