import Tokens

/// A colour set's appearances, in Apple's `Contents.json` format: the colour for any
/// appearance first, then one entry per appearance whose colour differs — dark
/// (`luminosity` `dark`), high contrast (`contrast` `high`, Increase Contrast) and the two
/// together — each from the resolver's context for that setting (`SettingVariants`).
extension AssetCatalog {
    static let darkAppearance = [["appearance": "luminosity", "value": "dark"]]
    static let highContrastAppearance = [["appearance": "contrast", "value": "high"]]
    static let darkHighContrastAppearance = darkAppearance + highContrastAppearance

    /// The set of a colour token. A high-contrast entry where `contrast` `increased` changes the
    /// colour; a dark high-contrast one where the two together need a value of their own
    /// (`SettingVariants.darkContrastEntry`): where both settings change it, or where the
    /// combination differs from the entry iOS would fall back to.
    static func colorSet(_ token: Token, variants: SettingVariants) -> [String: Any] {
        guard case .color(let c) = token.value else { return [:] }
        var set = colorSet(c, token.colorSource)
        var entries = set["colors"] as! [[String: Any]]
        let variant = { (t: Token?, appearances: [[String: String]]) in
            guard let t, case .color(let vc) = t.value else { return }
            var entry = (colorSet(vc, t.colorSource)["colors"] as! [[String: Any]])[0]
            entry["appearances"] = appearances
            entries.append(entry)
        }
        variant(variants.dark[token.path], darkAppearance)
        variant(variants.contrast[token.path], highContrastAppearance)
        if variants.hasContrast {
            variant(variants.darkContrastEntry(token.path, reference: token), darkHighContrastAppearance)
        }
        set["colors"] = entries
        return set
    }
}
