import TokenCheck

/// Tokens Studio's token types and the DTCG 2025.10 type each becomes — the one table.
enum TokensStudioTypes {
    enum Kind: Equatable {
        case color, dimension, fontFamily, fontWeight, number, lineHeight, letterSpacing, typography, shadow, border
        /// A DTCG type (the DTCG-flavoured export) Tokens Studio has no name of its own for: kept as written.
        case dtcg(String)
        /// No DTCG type: left out, with a warning.
        case none
    }

    /// Tokens Studio's type → what it is read as.
    static let table: [String: Kind] = [
        "color": .color,
        "sizing": .dimension, "spacing": .dimension, "borderRadius": .dimension, "borderWidth": .dimension,
        "fontSizes": .dimension, "paragraphSpacing": .dimension, "paragraphIndent": .dimension, "dimension": .dimension,
        "fontFamilies": .fontFamily, "fontFamily": .fontFamily,
        "fontWeights": .fontWeight, "fontWeight": .fontWeight,
        "lineHeights": .lineHeight, "lineHeight": .lineHeight,
        "letterSpacing": .letterSpacing,
        "opacity": .number, "number": .number,
        "typography": .typography, "boxShadow": .shadow, "shadow": .shadow, "border": .border,
    ]

    static func kind(_ type: String?) -> Kind {
        guard let type else { return .none }
        if let k = table[type] { return k }
        if let t = TokenType(rawValue: type), ![.color, .dimension, .fontFamily, .fontWeight, .number].contains(t) { return .dtcg(type) }
        return .none
    }

    /// The DTCG `$type` a kind is written as.
    static func dtcgType(_ k: Kind) -> String {
        switch k {
        case .color: return "color"
        case .dimension, .letterSpacing: return "dimension"
        case .fontFamily: return "fontFamily"
        case .fontWeight: return "fontWeight"
        case .number, .lineHeight: return "number"
        case .typography: return "typography"
        case .shadow: return "shadow"
        case .border: return "border"
        case .dtcg(let t): return t
        case .none: return ""
        }
    }

    /// A weight's name (`Bold`, `Semi Bold`, `ExtraLight`) as DTCG's number, by DTCG's own names
    /// (`FontWeightNames`), compared without case, spaces or hyphens.
    static func weight(_ name: String) -> Int? {
        func key(_ s: String) -> String { s.lowercased().filter(\.isLetter) }
        let k = key(name)
        return FontWeightNames.all.first { key($0.key) == k }?.value
    }

    /// What a line height of `AUTO` is read as (CSS's `normal` is about this).
    static let autoLineHeight = 1.2
}
