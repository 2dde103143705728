import Foundation
import Geometry
import PathNames

/// A token's value checked against its type, one function per DTCG type: the simple types here,
/// the composites (their fields may be aliases) in TokenLoader+Composites.swift.
extension TokenLoader {
    /// Where a value is read: its token, the field inside a composite (nil for the whole value)
    /// and the aliases followed to reach it (for cycles).
    struct Spot {
        let path: String
        let field: String?
        let visiting: [String]
        /// What every message about the value starts with: `fontSize: `, or nothing.
        var at: String { field.map { "\($0): " } ?? "" }
    }

    func bad(_ what: String, _ s: Spot) -> TokenError { error(.malformedValue, s.path, s.at + what) }

    /// A composite's properties: the first `required` of `known` must be there, nothing else may.
    func fields(_ o: [String: Any], _ known: [String], required: Int, what: String, _ s: Spot) throws {
        for k in known.prefix(required) where o[k] == nil { throw bad("\(what) is missing \(k)", s) }
        for k in o.keys.sorted() where !known.contains(k) {
            throw bad("\(what) has an unknown property '\(FilePath.clip(k))'; expected \(known.joined(separator: ", "))", s)
        }
    }

    /// Finite: no NaN or infinity (a rem × 16 included) reaches an output. Any finite number is
    /// a DTCG number (Format 8.7); where a screen reads one, its typed key's domain refuses
    /// what it cannot draw (docs/maintainers/dtcg-decisions.md, case 20).
    func sane(_ n: Double, _ s: Spot) throws -> Double {
        guard n.isFinite else {
            throw error(.outOfRange, s.path, s.at + "value \(n) is not a finite number")
        }
        return n
    }

    mutating func parse(_ v: Any, as type: TokenType, path: String, visiting: [String], field: String? = nil) throws -> TokenValue {
        let s = Spot(path: path, field: field, visiting: visiting)
        switch type {
        case .color: return .color(try ColorValue.parse(v) { bad($0, s) })
        case .dimension: return try dimension(v, s)
        case .duration: return try duration(v, s)
        case .number:
            guard let n = number(v) else { throw bad("expected a number, found \(show(v))", s) }
            return .number(try sane(n, s))
        case .fontFamily: return try fontFamily(v, s)
        case .fontWeight: return try fontWeight(v, s)
        case .cubicBezier: return try cubicBezier(v, s)
        case .typography: return try typography(v, s)
        case .strokeStyle: return try strokeStyle(v, s)
        case .border: return try border(v, s)
        case .shadow: return try shadow(v, s)
        case .gradient: return try gradient(v, s)
        case .transition: return try transition(v, s)
        }
    }

    /// A `{value, unit}` object (dimension, duration): its finite number and its unit.
    private func valueAndUnit(_ v: Any, _ s: Spot, what: String, example: String) throws -> (Double, String) {
        guard let o = v as? [String: Any], let n = number(o["value"]), let unit = o["unit"] as? String else {
            throw bad("malformed \(what) \(show(v)); expected \(example)", s)
        }
        try fields(o, ["value", "unit"], required: 2, what: what, s)
        return (try sane(n, s), unit)
    }

    private mutating func dimension(_ v: Any, _ s: Spot) throws -> TokenValue {
        let (n, unit) = try valueAndUnit(v, s, what: "dimension", example: #"{"value": 16, "unit": "px"}"#)
        switch unit {
        case "px": return .dimension(n)
        case "rem":
            remFields.insert(s.field ?? "")
            return .dimension(try sane(n * TokenValue.pointsPerRem, s))
        default: throw bad("unknown dimension unit \"\(FilePath.clip(unit))\"; expected \"px\" or \"rem\"", s)
        }
    }

    private func duration(_ v: Any, _ s: Spot) throws -> TokenValue {
        let (n, unit) = try valueAndUnit(v, s, what: "duration", example: #"{"value": 0.4, "unit": "s"}"#)
        // Any sign is a duration (the format's schema allows a negative one); where a screen
        // reads one, its typed key's range refuses what it cannot draw.
        switch unit {
        case "s": return .duration(n)
        case "ms": return .duration(n / 1000)
        default: throw bad("unknown duration unit \"\(FilePath.clip(unit))\"; expected \"ms\" or \"s\"", s)
        }
    }

    private mutating func fontFamily(_ v: Any, _ s: Spot) throws -> TokenValue {
        if let name = v as? String, !name.isEmpty { return .fontFamily([name]) }
        // Each item a name: an alias is not a font name (Format 8.3, 7.3; decisions, case 13).
        if let a = v as? [String], !a.isEmpty, !a.contains(where: \.isEmpty) { return .fontFamily(a) }
        throw bad("expected a font family name or a list of names, found \(show(v))", s)
    }

    private func fontWeight(_ v: Any, _ s: Spot) throws -> TokenValue {
        if let n = number(v) {
            guard n >= 1, n <= 1000 else { throw bad("font weight \(tokenNumber(n)) is not a number in 1…1000", s) }
            return .fontWeight(Int(n.rounded()))
        }
        if let name = v as? String, let w = Self.weightNames[name] { return .fontWeight(w) }
        throw bad("unknown font weight \(show(v)); expected 1…1000 or a name such as \"semi-bold\"", s)
    }

    private mutating func cubicBezier(_ v: Any, _ s: Spot) throws -> TokenValue {
        guard let a = v as? [Any], a.count == 4 else {
            throw bad("expected [x1, y1, x2, y2], found \(show(v))", s)
        }
        // Four numbers (Format 8.6; a curly alias is not one: decisions, case 3).
        let n = a.compactMap { number($0) }
        guard n.count == 4, (0...1).contains(n[0]), (0...1).contains(n[2]) else {
            throw bad("expected four numbers with x1 and x2 in 0…1, found \(show(v))", s)
        }
        for x in n { _ = try sane(x, s) }
        return .cubicBezier(n)
    }

    /// DTCG's named weights (§8.4).
    static let weightNames: [String: Int] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600,
        "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]
}
