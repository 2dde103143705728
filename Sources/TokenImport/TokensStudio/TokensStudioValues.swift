import Foundation
import JSONReader

/// One field of a Tokens Studio value as DTCG writes it, in one view: references kept as DTCG
/// references (`{colors.red}`), numbers and dimensions read (math evaluated), colours and
/// weights' names converted. `computed` says whether math or a conversion made the value.
struct TokensStudioValues {
    typealias Kind = TokensStudioTypes.Kind
    let resolver: TokensStudioResolver
    let notes: TokensStudioNotes

    struct Field: Equatable { var json: OutJSON; var computed = false }

    /// A reference in DTCG's spelling: each name as `DTCGName` writes it.
    static func reference(_ path: String) -> String {
        "{" + path.split(separator: ".", omittingEmptySubsequences: false).map { DTCGName.name(String($0)) }.joined(separator: ".") + "}"
    }

    /// A string with every reference in it spelled as DTCG names.
    static func mappingReferences(_ text: String) -> String {
        var out = text
        for r in Set(TokensStudioResolver.references(in: text)) { out = out.replacingOccurrences(of: "{\(r)}", with: reference(r)) }
        return out
    }

    /// Any JSON as written, with references in its strings spelled as DTCG names.
    static func copy(_ n: JSONNode, references: Bool = true) -> OutJSON {
        switch n.kind {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .number(let x): return .number(x)
        case .string(let s): return .string(references ? mappingReferences(s) : s)
        case .array(let a): return .array(a.map { copy($0, references: references) })
        case .object(let m): return .object(m.map { OutJSON.Member($0.key, copy($0.value, references: references)) })
        }
    }

    func field(_ n: JSONNode, _ kind: Kind, _ t: TokensStudioToken, _ v: Int?) throws -> Field {
        if let s = n.string, let ref = TokensStudioResolver.alias(s) {
            try keptTarget(ref, t, v)
            return Field(json: .string(Self.reference(ref)))
        }
        let computed = n.string.map(TokensStudioMath.isExpression) ?? false
        switch kind {
        case .color:
            var stand = t
            stand.value = n
            stand.extensions = nil
            return Field(json: try resolver.color(of: stand, in: v).json)
        case .dimension, .letterSpacing:
            let q = try resolver.quantity(n, in: v, from: t)
            guard q.unit != "%" else {
                throw ImportError("\(t.label): '\(n.string ?? "")' is a percentage; a dimension is in px or rem", at: t.position)
            }
            return Field(json: .members([("value", .number(q.value)), ("unit", .string(q.unit ?? "px"))]), computed: computed)
        case .number, .lineHeight:
            if kind == .lineHeight, n.string?.uppercased() == "AUTO" {
                notes.autoLineHeight.append(t.dotted)
                return Field(json: .number(TokensStudioTypes.autoLineHeight), computed: true)
            }
            let q = try resolver.quantity(n, in: v, from: t)
            guard q.unit == nil || q.unit == "%" else {
                throw ImportError("\(t.label): '\(n.string ?? "")' is in \(q.unit!); a \(kind == .lineHeight ? "line height" : "number") has no unit (or %)", at: t.position)
            }
            return Field(json: .number(q.unit == "%" ? q.value / 100 : q.value), computed: computed || q.unit == "%")
        case .fontWeight: return try weight(n, t, v)
        case .fontFamily:
            guard n.string != nil || n.items?.allSatisfy({ $0.string != nil }) == true else {
                throw ImportError("\(t.label): a font family is a string or a list of strings, not \(n.kindName)", at: t.position)
            }
            return Field(json: Self.copy(n))
        default: return Field(json: Self.copy(n))
        }
    }

    /// A reference kept as a reference must name a token that is written: not one of a type
    /// DTCG has none for (math and colour modifiers read those; a reference cannot).
    private func keptTarget(_ ref: String, _ t: TokensStudioToken, _ v: Int?) throws {
        guard let v else { return }
        let target = try resolver.target(ref, in: v, from: t)
        guard TokensStudioTypes.kind(target.type) == .none else { return }
        throw ImportError("\(t.label) refers to {\(ref)}, \(target.label), which is left out: DTCG has no type for '\(target.type ?? "no type")'",
                          at: t.position)
    }

    private func weight(_ n: JSONNode, _ t: TokensStudioToken, _ v: Int?) throws -> Field {
        if let s = n.string, !TokensStudioMath.isExpression(s), Double(s) == nil {
            guard let w = TokensStudioTypes.weight(s) else {
                throw ImportError("\(t.label): '\(s)' is not a font weight DTCG names (Thin, Light, Regular, Medium, Semi Bold, Bold, Black …)", at: t.position)
            }
            return Field(json: .number(Double(w)), computed: true)
        }
        let q = try resolver.quantity(n, in: v, from: t)
        guard q.unit == nil, (1...1000).contains(q.value) else {
            throw ImportError("\(t.label): a font weight is a number 1…1000", at: t.position)
        }
        return Field(json: .number(q.value), computed: n.string != nil)
    }
}

/// What an import says on the way: tokens left out or read with an assumption, gathered and
/// said once each.
final class TokensStudioNotes {
    var droppedByType: [String: [String]] = [:]
    var autoLineHeight: [String] = []
    var percentLetterSpacing: [String] = []
    var typographyExtras: Set<String> = []
    var unusedSets: [String] = []
    var multiValue: [String] = []

    var warnings: [String] {
        func few(_ all: [String]) -> String {
            var seen = Set<String>()
            let names = all.filter { seen.insert($0).inserted }
            return names.prefix(5).joined(separator: ", ") + (names.count > 5 ? ", … (\(names.count) in all)" : "")
        }
        var out: [String] = []
        for (type, names) in droppedByType.sorted(by: { $0.key < $1.key }) {
            out.append("\(names.count) token(s) of type '\(type)' left out: DTCG has no type for them (\(few(names)))")
        }
        if !unusedSets.isEmpty { out.append("set(s) \(few(unusedSets.map { "'\($0)'" })) left out: no theme enables them") }
        if !multiValue.isEmpty { out.append("several values in one token (4px 8px) left out: a DTCG dimension is one value: \(few(multiValue))") }
        if !autoLineHeight.isEmpty { out.append("line height AUTO read as \(OutJSON.number(text: TokensStudioTypes.autoLineHeight)) in \(few(autoLineHeight))") }
        if !percentLetterSpacing.isEmpty {
            out.append("letter spacing in % left out where no font size goes with it (typographies that use it get it converted): \(few(percentLetterSpacing))")
        }
        if !typographyExtras.isEmpty {
            out.append("typography properties DTCG has no place for kept in $extensions[\"studio.tokens\"]: \(typographyExtras.sorted().joined(separator: ", "))")
        }
        return out
    }
}
