import Foundation
import JSONReader

/// A whole token as DTCG writes it: `$type`, `$value`, `$description`, `$extensions`. A value
/// that math, a colour modifier or a % letter spacing computes from references is computed in
/// every view its set is read in; if the views disagree it is refused (one set, one file, one value).
extension TokensStudioValues {
    struct Converted: Equatable { var type: String; var value: Field; var extras: OutJSON? }

    func value(_ t: TokensStudioToken, in v: Int?) throws -> Converted? {
        let kind = TokensStudioTypes.kind(t.type)
        let alias = t.value.string.flatMap(TokensStudioResolver.alias)
        let modify = t.extensions?["studio.tokens"]?["modify"]
        var extras: OutJSON?
        let f: Field
        switch kind {
        case .none:
            notes.droppedByType[t.type ?? "(no type)", default: []].append(t.dotted)
            return nil
        case .dimension where t.value.string.map(TokensStudioMath.isMultiValue) == true:
            notes.multiValue.append(t.dotted)
            return nil
        case .color where modify != nil:
            f = Field(json: try resolver.color(of: t, in: v).json, computed: true)
        case .letterSpacing where alias == nil:
            if let q = try? resolver.quantity(t.value, in: v, from: t), q.unit == "%" {
                guard q.value == 0 else { notes.percentLetterSpacing.append(t.dotted); return nil }
                f = Field(json: .members([("value", .number(0)), ("unit", .string("px"))]), computed: true)
            } else {
                f = try field(t.value, kind, t, v)
            }
        case .typography where alias == nil:
            let r = try typography(t.value, t, v)
            f = r.0
            extras = r.extras
        case .shadow where alias == nil: f = try shadow(t.value, t, v)
        case .border where alias == nil: f = try border(t.value, t, v)
        case .dtcg: f = Field(json: Self.copy(t.value))
        default: f = try field(t.value, kind, t, v)
        }
        return Converted(type: TokensStudioTypes.dtcgType(kind), value: f, extras: extras)
    }

    /// Whether the value can differ between views: it reads a reference for more than to name it.
    func dependsOnView(_ t: TokensStudioToken) -> Bool {
        let alias = t.value.string.flatMap(TokensStudioResolver.alias)
        let modify = t.extensions?["studio.tokens"]?["modify"]
        if alias != nil { return modify != nil || TokensStudioTypes.kind(t.type) == .letterSpacing }
        var refs = false
        func scan(_ n: JSONNode) {
            if let s = n.string, s.contains("{") { refs = true }
            n.items?.forEach(scan)
            n.members?.forEach { scan($0.value) }
        }
        scan(t.value)
        if let modify { scan(modify) }
        return refs
    }

    /// The token's DTCG JSON, or nil if it is left out (said in the notes).
    func converted(_ t: TokensStudioToken) throws -> OutJSON? {
        try resolver.checkReferences(t)
        let views = resolver.viewsOfSet[t.set] ?? []
        guard let first = try value(t, in: views.first) else { return nil }
        if dependsOnView(t) {
            for v in views.dropFirst() {
                guard let other = try value(t, in: v), other == first else {
                    throw ImportError("\(t.label) comes to one value in \(resolver.views[views[0]].label) and another in \(resolver.views[v].label); "
                                      + "pickup import writes one value per set (write the value in each theme's own set)", at: t.position)
                }
            }
        }
        var doc: [(String, OutJSON)] = [("$type", .string(first.type)), ("$value", first.value.json)]
        if let d = t.description { doc.append(("$description", .string(d))) }
        if let ext = extensions(t, first) { doc.append(("$extensions", ext)) }
        return .members(doc)
    }

    /// The token's own `$extensions`, with `studio.tokens` gaining the `expression` it was
    /// computed from and the typography properties DTCG has no place for.
    private func extensions(_ t: TokensStudioToken, _ c: Converted) -> OutJSON? {
        var own: [OutJSON.Member] = []
        if let e = t.extensions, case .object(let m) = Self.copy(e, references: false) { own = m }
        var studio: [OutJSON.Member] = []
        if let k = own.firstIndex(where: { $0.key == "studio.tokens" }) {
            if case .object(let m) = own[k].value { studio = m }
            own.remove(at: k)
        }
        if c.value.computed { studio.append(OutJSON.Member("expression", Self.copy(t.value, references: false))) }
        if let x = c.extras { studio.append(OutJSON.Member("typography", x)) }
        if !studio.isEmpty { own.append(OutJSON.Member("studio.tokens", .object(studio))) }
        return own.isEmpty ? nil : .object(own)
    }
}
