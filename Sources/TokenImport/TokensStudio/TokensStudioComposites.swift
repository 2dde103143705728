import Foundation
import JSONReader

/// Tokens Studio's composite values as DTCG's: `typography` (its five properties; what DTCG has
/// no place for kept in `$extensions`), `boxShadow` → `shadow` (`x`, `y` → `offsetX`,
/// `offsetY`; `innerShadow` → `inset`), `border`.
extension TokensStudioValues {
    /// Typography's properties: Tokens Studio's key, DTCG's, how it is read, what it is when absent.
    static let typographyFields: [(String, String, Kind)] = [
        ("fontFamily", "fontFamily", .fontFamily), ("fontSize", "fontSize", .dimension), ("fontWeight", "fontWeight", .fontWeight),
        ("letterSpacing", "letterSpacing", .letterSpacing), ("lineHeight", "lineHeight", .lineHeight),
    ]

    func typography(_ n: JSONNode, _ t: TokensStudioToken, _ v: Int?) throws -> (Field, extras: OutJSON?) {
        guard let members = n.members else {
            throw ImportError("\(t.label): a typography is an object (fontFamily, fontSize, fontWeight, lineHeight, letterSpacing)", at: t.position)
        }
        var out: [(String, OutJSON)] = [], computed = false
        for (from, to, kind) in Self.typographyFields {
            var f: Field
            if let value = n[from] {
                f = from == "letterSpacing" ? try letterSpacing(value, fontSize: n["fontSize"], t, v) : try field(value, kind, t, v)
            } else if from == "letterSpacing" {
                f = Field(json: .members([("value", .number(0)), ("unit", .string("px"))]))
            } else if from == "lineHeight" {
                notes.autoLineHeight.append(t.dotted)
                f = Field(json: .number(TokensStudioTypes.autoLineHeight), computed: true)
            } else {
                throw ImportError("\(t.label): a typography needs \(from)", at: t.position)
            }
            computed = computed || f.computed
            out.append((to, f.json))
        }
        let known = Set(Self.typographyFields.map(\.0))
        let extras = members.filter { !known.contains($0.key) }
        for m in extras { notes.typographyExtras.insert(m.key) }
        let kept = extras.isEmpty ? nil : OutJSON.object(extras.map { OutJSON.Member($0.key, Self.copy($0.value)) })
        return (Field(json: .members(out), computed: computed), kept)
    }

    /// Letter spacing in a typography: in `%`, a share of the typography's font size (a
    /// reference to a token in `%` too), converted; otherwise a dimension.
    private func letterSpacing(_ n: JSONNode, fontSize: JSONNode?, _ t: TokensStudioToken, _ v: Int?) throws -> Field {
        var percent: Double?
        if let s = n.string, let ref = TokensStudioResolver.alias(s) {
            guard let v else { return try field(n, .letterSpacing, t, nil) }
            let target = try resolver.target(ref, in: v, from: t)
            if let q = try? resolver.quantity(target.value, in: v, from: target), q.unit == "%" { percent = q.value }
        } else if let q = try? resolver.quantity(n, in: v, from: t), q.unit == "%" {
            percent = q.value
        }
        guard let percent else { return try field(n, .letterSpacing, t, v) }
        guard let fontSize else { throw ImportError("\(t.label): letter spacing in % needs the typography's fontSize", at: t.position) }
        let size = try resolver.quantity(fontSize, in: v, from: t)
        guard size.unit != "%" else { throw ImportError("\(t.label): a font size in % cannot carry letter spacing in %", at: t.position) }
        let value = (percent / 100 * size.value * 10000).rounded() / 10000
        return Field(json: .members([("value", .number(value)), ("unit", .string(size.unit ?? "px"))]), computed: true)
    }

    func shadow(_ n: JSONNode, _ t: TokensStudioToken, _ v: Int?) throws -> Field {
        if let items = n.items {
            let layers = try items.map { try shadowLayer($0, t, v) }
            return Field(json: .array(layers.map(\.json)), computed: layers.contains { $0.computed })
        }
        return try shadowLayer(n, t, v)
    }

    private func shadowLayer(_ n: JSONNode, _ t: TokensStudioToken, _ v: Int?) throws -> Field {
        guard n.isObject else { throw ImportError("\(t.label): a shadow is an object (x, y, blur, spread, color) or a list of them", at: t.position) }
        var out: [(String, OutJSON)] = [], computed = false
        for (from, to, kind) in [("color", "color", Kind.color), ("x", "offsetX", .dimension), ("y", "offsetY", .dimension),
                                 ("blur", "blur", .dimension), ("spread", "spread", .dimension)] {
            guard let value = n[from] ?? n[to] else {
                if from == "spread" || from == "blur" { out.append((to, .members([("value", .number(0)), ("unit", .string("px"))]))); continue }
                throw ImportError("\(t.label): a shadow needs \(from)", at: t.position)
            }
            let f = try field(value, kind, t, v)
            computed = computed || f.computed
            out.append((to, f.json))
        }
        if n["type"]?.string == "innerShadow" || n["inset"]?.bool == true { out.append(("inset", .bool(true))) }
        return Field(json: .members(out), computed: computed)
    }

    func border(_ n: JSONNode, _ t: TokensStudioToken, _ v: Int?) throws -> Field {
        guard n.isObject, let color = n["color"], let width = n["width"] else {
            throw ImportError("\(t.label): a border is an object with color, width and style", at: t.position)
        }
        let c = try field(color, .color, t, v), w = try field(width, .dimension, t, v)
        let style = n["style"].map { Self.copy($0) } ?? .string("solid")
        return Field(json: .members([("color", c.json), ("width", w.json), ("style", style)]), computed: c.computed || w.computed)
    }
}
