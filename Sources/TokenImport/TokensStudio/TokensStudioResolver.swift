import Foundation
import JSONReader
import TokenCheck

/// Tokens read as Tokens Studio reads them: in each view (one theme of each group), the views'
/// sets laid in order, a later set's token over an earlier one's. References are looked up
/// here — each must name a token of every view its set is read in — and followed, bounded, to
/// the number or colour that math and colour modifiers need.
struct TokensStudioResolver {
    typealias Quantity = TokensStudioMath.Quantity
    let tokens: [TokensStudioToken]
    let views: [TokensStudioThemes.View]
    /// Per view: each token's dotted path → its index in `tokens`.
    private var maps: [[String: Int]] = []
    /// Per set: the views it is read in.
    private(set) var viewsOfSet: [String: [Int]] = [:]

    /// References followed in one chain at most (an alias of an alias …): as many as `check`
    /// follows, so what import resolves, the written files resolve too.
    static let maxChain = TokenCheck.maxChain

    init(tokens: [TokensStudioToken], views: [TokensStudioThemes.View]) {
        self.tokens = tokens
        self.views = views
        var bySet: [String: [Int]] = [:]
        for (i, t) in tokens.enumerated() { bySet[t.set, default: []].append(i) }
        for (v, view) in views.enumerated() {
            var map: [String: Int] = [:]
            for set in view.sets {
                viewsOfSet[set, default: []].append(v)
                for i in bySet[set] ?? [] { map[tokens[i].dotted] = i }
            }
            maps.append(map)
        }
    }

    /// Tokens Studio's `rgba({colors.blue}, 0.5)`: a referenced colour with another alpha.
    static func rgbaOfReference(_ text: String) -> (String, String)? {
        let t = text.trimmingCharacters(in: .whitespaces)
        guard t.lowercased().hasPrefix("rgba("), t.hasSuffix(")") else { return nil }
        let inner = t.dropFirst(5).dropLast().trimmingCharacters(in: .whitespaces)
        guard inner.hasPrefix("{"), let close = inner.firstIndex(of: "}") else { return nil }
        let rest = inner[inner.index(after: close)...].trimmingCharacters(in: .whitespaces)
        guard rest.hasPrefix(",") else { return nil }
        return (String(inner[inner.index(after: inner.startIndex)..<close]), String(rest.dropFirst()).trimmingCharacters(in: .whitespaces))
    }

    /// Every `{…}` in a text.
    static func references(in text: String) -> [String] {
        var out: [String] = [], rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            out.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return out
    }

    /// The one reference a text is, if it is nothing else: `{colors.red}` → `colors.red`.
    static func alias(_ text: String) -> String? {
        let t = text.trimmingCharacters(in: .whitespaces)
        guard t.hasPrefix("{"), t.hasSuffix("}"), t.filter({ $0 == "{" || $0 == "}" }).count == 2 else { return nil }
        return String(t.dropFirst().dropLast())
    }

    /// The token `ref` names in view `v`, followed through aliases to one that holds a value;
    /// a missing token, a loop or a chain past `maxChain` is refused, naming `from`.
    func target(_ ref: String, in v: Int, from: TokensStudioToken) throws -> TokensStudioToken {
        var seen: [String] = [], name = ref
        while true {
            guard let i = maps[v][name] else {
                let via = seen.isEmpty ? "" : " (through \(seen.map { "{\($0)}" }.joined(separator: " → ")))"
                throw ImportError("\(from.label) refers to {\(name)}\(via), which no set read with it holds (\(views[v].label))", at: from.position)
            }
            if seen.contains(name) || seen.count > Self.maxChain {
                throw ImportError("\(from.label) refers to {\(ref)}, which leads round a loop of references: \(seen.map { "{\($0)}" }.joined(separator: " → ")) → {\(name)}",
                                  at: from.position)
            }
            seen.append(name)
            let t = tokens[i]
            guard let s = t.value.string, let next = Self.alias(s) else { return t }
            name = next
        }
    }

    /// Every reference anywhere in a token's value (and its colour modifier), checked in every
    /// view its set is read in.
    func checkReferences(_ t: TokensStudioToken) throws {
        var texts: [String] = []
        func collect(_ n: JSONNode?) {
            guard let n else { return }
            if let s = n.string { texts.append(s) }
            n.items?.forEach(collect)
            n.members?.forEach { collect($0.value) }
        }
        collect(t.value)
        collect(t.extensions?["studio.tokens"]?["modify"])
        let refs = texts.flatMap(Self.references)
        guard !refs.isEmpty else { return }
        for v in viewsOfSet[t.set] ?? [] { for r in refs { _ = try target(r, in: v, from: t) } }
    }

    /// A value as a number with its unit, in view `v`: a literal, a reference, or math.
    func quantity(_ node: JSONNode, in v: Int?, from: TokensStudioToken, depth: Int = 0) throws -> Quantity {
        if let n = node.number {
            guard abs(n) < 1e12 else { throw ImportError("\(from.label): the number \(n) is too large for a token", at: node.position) }
            return Quantity(value: n, unit: nil)
        }
        guard let text = node.string else {
            throw ImportError("\(from.label): \(node.kindName) where a number or dimension was expected", at: from.position)
        }
        guard depth < Self.maxChain else {
            throw ImportError("\(from.label): references and math nest more than \(Self.maxChain) deep (a loop?)", at: from.position)
        }
        let lookup: (String) throws -> Quantity = { ref in
            guard let v else { throw ImportError("\(from.label) refers to {\(ref)}, but its set is read in no theme", at: from.position) }
            let t = try target(ref, in: v, from: from)
            return try quantity(t.value, in: v, from: t, depth: depth + 1)
        }
        do {
            return try TokensStudioMath.evaluate(text, lookup: lookup)
        } catch let f as TokensStudioMath.Failure {
            let shown = text.count <= 80 ? text : text.prefix(40) + " … " + text.suffix(30) + " (\(text.count) characters)"
            throw ImportError("\(from.label): '\(shown)': \(f.message)", at: from.position)
        }
    }

    /// A colour value in view `v`: a literal or a reference, with the token's own colour
    /// modifier applied (a reference reads the referenced token's modified colour).
    func color(of t: TokensStudioToken, in v: Int?, depth: Int = 0) throws -> TokensStudioColor {
        guard let text = t.value.string else { throw ImportError("\(t.label): a colour is a string, not \(t.value.kindName)", at: t.position) }
        guard depth < Self.maxChain else { throw ImportError("\(t.label): colour references nest more than \(Self.maxChain) deep", at: t.position) }
        var base: TokensStudioColor
        do {
            if let ref = Self.alias(text), let v {
                base = try color(of: target(ref, in: v, from: t), in: v, depth: depth + 1)
            } else if let ra = Self.rgbaOfReference(text), let v {
                base = try color(of: target(ra.0, in: v, from: t), in: v, depth: depth + 1)
                let a = try quantity(JSONNode(.string(ra.1), at: t.position), in: v, from: t)
                base.alpha = max(0, min(1, a.unit == "%" ? a.value / 100 : a.value))
            } else {
                base = try TokensStudioColor.parse(text)
            }
            guard var m = t.extensions?["studio.tokens"]?["modify"] else { return base }
            if let s = m.string, let ref = Self.alias(s), let v { m = try target(ref, in: v, from: t).value }
            return try modifier(m, of: t, in: v, depth: depth).apply(base)
        } catch let f as TokensStudioColor.Failure {
            throw ImportError("\(t.label): \(f.message)", at: t.position)
        }
    }

    /// A token's `modify`: its amount a number (or a reference, or math), its mix colour.
    func modifier(_ m: JSONNode, of t: TokensStudioToken, in v: Int?, depth: Int) throws -> TokensStudioModify {
        guard let type = m["type"]?.string, let amount = m["value"] else {
            throw ImportError("\(t.label): a colour modifier needs a \"type\" and a \"value\"", at: m.position)
        }
        let q = try quantity(amount, in: v, from: t)
        guard q.unit == nil || q.unit == "%" else { throw ImportError("\(t.label): a colour modifier's amount is a number 0…1", at: m.position) }
        var mixWith: TokensStudioColor?
        if let c = m["color"] {
            var stand = t
            stand.value = c
            stand.extensions = nil
            mixWith = try color(of: stand, in: v, depth: depth + 1)
        }
        return TokensStudioModify(type: type, amount: q.unit == "%" ? q.value / 100 : q.value,
                                  space: m["space"]?.string ?? "srgb", mixWith: mixWith)
    }
}
