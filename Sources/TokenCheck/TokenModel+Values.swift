import JSONReader

/// A token's value read by its type, one function per DTCG type: the simple types here, the
/// composites (their fields may be aliases) in TokenModel+Composites.swift, colours in
/// TokenModel+Color.swift. The value is one `check` passed: its shape is not judged again.
extension TokenModel {
    /// Where a value is read: its token, the field inside a composite (nil for the whole value)
    /// and the aliases followed to reach it.
    struct Spot {
        let path: String
        let field: String?
        let visiting: [String]
        /// What every message about the value starts with: `fontSize: `, or nothing.
        var at: String { field.map { "\($0): " } ?? "" }
    }

    /// What `check` would have refused, met in a value (never, for a document it passed).
    func unexpected(_ n: JSONNode, _ s: Spot, _ type: TokenType) -> Problem {
        fail(n, s.path, type.rule, "\(s.at)not a \(type.rawValue) value (pickup check names the problem)")
    }

    /// Finite: no infinity (a rem × 16 past the largest number) reaches an output. Any finite
    /// number is a DTCG number (Format 8.7); where a screen reads one, its typed key's domain
    /// refuses what it cannot draw (docs/maintainers/dtcg-decisions.md, case 20).
    func sane(_ x: Double, _ n: JSONNode, _ s: Spot, _ type: TokenType) throws -> Double {
        guard x.isFinite else { throw fail(n, s.path, type.rule, s.at + "value \(x) is not a finite number") }
        return x
    }

    mutating func parse(_ v: JSONNode, as type: TokenType, _ s: Spot) throws -> TokenValue {
        switch type {
        case .color: return .color(try color(v, s).0)
        case .dimension:
            let (x, unit) = try valueAndUnit(v, s, type)
            if unit == "rem" { remFields.insert(s.field ?? "") }
            return .dimension(try sane(Units.points(x, unit), v, s, type))
        case .duration:
            let (x, unit) = try valueAndUnit(v, s, type)
            return .duration(Units.seconds(x, unit))
        case .number: return .number(try v.number ?? { throw unexpected(v, s, type) }())
        case .fontFamily:
            if let name = v.string { return .fontFamily([name]) }
            return .fontFamily(try (v.items ?? []).map { try $0.string ?? { throw unexpected(v, s, type) }() })
        case .fontWeight:
            if let x = v.number { return .fontWeight(Int(x.rounded())) }
            return .fontWeight(try v.string.flatMap(FontWeightNames.weight) ?? { throw unexpected(v, s, type) }())
        case .cubicBezier:
            let n = (v.items ?? []).compactMap(\.number)
            guard n.count == 4 else { throw unexpected(v, s, type) }
            return .cubicBezier(n)
        case .typography: return try typography(v, s)
        case .strokeStyle: return try strokeStyle(v, s)
        case .border: return try border(v, s)
        case .shadow: return try shadow(v, s)
        case .gradient: return try gradient(v, s)
        case .transition: return try transition(v, s)
        }
    }

    /// A `{value, unit}` object (dimension, duration): its number and its unit.
    private func valueAndUnit(_ v: JSONNode, _ s: Spot, _ type: TokenType) throws -> (Double, String) {
        guard let x = v["value"]?.number, let unit = v["unit"]?.string else { throw unexpected(v, s, type) }
        return (x, unit)
    }
}
