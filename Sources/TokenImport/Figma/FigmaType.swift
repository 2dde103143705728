import TokenCheck

/// The DTCG type a variable's own values take, from its `resolvedType` and its scopes (Figma's
/// `VariableScope`: where the editor offers it). The one place this mapping is written.
enum FigmaType {
    static let resolvedTypes = ["BOOLEAN", "FLOAT", "STRING", "COLOR"]

    /// The scopes that place a number as a length in pixels: gap, width and height, corner
    /// radius, stroke width, font size, line height, letter spacing, paragraph spacing and
    /// paragraph indent. `EFFECT_FLOAT` (blur, spread, and shadow offsets alike) and `OPACITY`
    /// are not among them; `ALL_SCOPES` (Figma's default) is every field, lengths or not.
    static let sizeScopes: Set<String> = ["GAP", "WIDTH_HEIGHT", "CORNER_RADIUS", "STROKE_FLOAT", "FONT_SIZE", "LINE_HEIGHT",
                                          "LETTER_SPACING", "PARAGRAPH_SPACING", "PARAGRAPH_INDENT"]

    /// `COLOR` → color; `FLOAT` → dimension (px) when every scope is a size, fontWeight for
    /// `FONT_WEIGHT` alone, number otherwise (no scopes, `ALL_SCOPES`, mixed); `STRING` with
    /// `FONT_FAMILY` among its scopes → fontFamily. Nil: DTCG has no type for it (other strings,
    /// `BOOLEAN`).
    static func own(_ v: FigmaVariable) -> TokenType? {
        switch v.resolvedType {
        case "COLOR": return .color
        case "FLOAT":
            if !v.scopes.isEmpty, v.scopes.allSatisfy(sizeScopes.contains) { return .dimension }
            return v.scopes == ["FONT_WEIGHT"] ? .fontWeight : .number
        case "STRING": return v.scopes.contains("FONT_FAMILY") ? .fontFamily : nil
        default: return nil
        }
    }

    /// Why a variable has no DTCG type, for the warning.
    static func untyped(_ v: FigmaVariable) -> String {
        v.resolvedType == "BOOLEAN" ? "BOOLEAN" : "STRING without the FONT_FAMILY scope"
    }
}
