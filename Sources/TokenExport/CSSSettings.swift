import Tokens

/// `pickup tokens --format css`: the settings after `:root`, each as the declarations its
/// resolver context changes, under the browser's media feature and under an attribute an app
/// sets on `<html>` to choose for itself (`data-<modifier>="<context>"`, the resolver's names):
///
///     theme=dark                     (prefers-color-scheme: dark)   [data-theme="dark"]
///     contrast=increased             (prefers-contrast: more)       [data-contrast="increased"]
///     both                           both features                  both attributes (and mixes)
///     motion=reduced                 (prefers-reduced-motion: reduce) [data-motion="reduced"]
///
/// While an attribute is set (to either context: `data-theme="light"` too), its media feature
/// is not followed (`:root:not([data-theme])`), so each setting is the page's or the system's.
/// Values are written out, never `var()` of a token this file does not hold (the resolver's
/// pipeline-only `color.increasedContrast.*`); an alias of one it holds stays a `var()`.
extension CSSTokens {
    /// One setting: its media feature, its attribute (name, context), and the tokens it changes.
    struct Setting {
        var feature: String, attribute: String, context: String
    }
    static let theme = Setting(feature: "(prefers-color-scheme: dark)", attribute: "data-theme", context: "dark")
    static let contrast = Setting(feature: "(prefers-contrast: more)", attribute: "data-contrast", context: "increased")
    static let motion = Setting(feature: "(prefers-reduced-motion: reduce)", attribute: "data-motion", context: "reduced")

    static let settingsComment = """
        /* The settings, from the resolver's contexts: each block holds only what its setting changes.
           theme=dark where the browser prefers a dark colour scheme or [data-theme="dark"];
           contrast=increased where it prefers more contrast or [data-contrast="increased"];
           the two together under both; motion=reduced where it prefers reduced motion
           or [data-motion="reduced"]. An app that chooses for itself sets data-theme ("light" or
           "dark"), data-contrast ("standard" or "increased") or data-motion ("standard" or
           "reduced") on <html>; while one is set, its media feature is not followed. A setting
           that changes no token this file holds has no block.
           Dynamic Type (the resolver's dynamicType) has no web media feature: the type sizes here
           are the default text size's (large), and a browser's text size setting scales rem only. */

        """

    /// Every setting's blocks, in cascade order: a later block wins where two apply, so the two
    /// together repeat whatever they need over the contrast block and the dark one.
    static func settingBlocks(_ set: TokenSet, _ v: SettingVariants, exported: Set<String>) -> String {
        let decls = { (t: Token) in Dictionary(declarations(t, exported: exported), uniquingKeysWith: { a, _ in a }) }
        let base = { (p: String) in decls(set.tokens[p]!) }
        var out = settingsComment
        out += blocks([theme], overrides(v.dark, set, exported) { base($0) })
        out += blocks([contrast], overrides(v.contrast, set, exported) { base($0) })
        // Under both, what applies without this block: the contrast block's, else the dark one's, else :root's.
        var both = v.darkContrast
        for p in Set(v.dark.keys).union(v.contrast.keys) where both[p] == nil && v.hasContrast { both[p] = set.tokens[p] }
        out += blocks([theme, contrast], overrides(both, set, exported) { p in
            base(p).merging(v.dark[p].map(decls) ?? [:]) { _, d in d }.merging(v.contrast[p].map(decls) ?? [:]) { _, c in c }
        })
        out += blocks([motion], overrides(v.reducedMotion, set, exported) { base($0) })
        return out
    }

    /// The declarations of `changed` (tokens of `set` only) that differ from what applies
    /// without them, sorted by path, one `name: value;` a line.
    static func overrides(_ changed: [String: Token], _ set: TokenSet, _ exported: Set<String>,
                          without: (String) -> [String: String]) -> [String] {
        var out: [String] = []
        for path in changed.keys.filter({ set.tokens[$0] != nil }).sorted() {
            let before = without(path)
            for (name, value) in declarations(changed[path]!, exported: exported) where before[name] != value {
                out.append("\(name): \(value);")
            }
        }
        return out
    }

    /// The rules for a combination of settings: every mix of media feature (while the attribute
    /// is unset) and attribute, the media rules first. Nothing when there is nothing to write.
    static func blocks(_ settings: [Setting], _ lines: [String]) -> String {
        guard !lines.isEmpty else { return "" }
        var out = ""
        // Bit i set: setting i chosen by its attribute, else by its media feature.
        for mask in (0..<(1 << settings.count)).sorted(by: { $0.nonzeroBitCount < $1.nonzeroBitCount || ($0.nonzeroBitCount == $1.nonzeroBitCount && $0 < $1) }) {
            let chosen = settings.indices.map { mask & (1 << $0) != 0 }
            let selector = ":root" + zip(settings, chosen).map { s, byAttribute in
                byAttribute ? "[\(s.attribute)=\"\(s.context)\"]" : ":not([\(s.attribute)])"
            }.joined()
            let media = zip(settings, chosen).filter { !$0.1 }.map { $0.0.feature }.joined(separator: " and ")
            if media.isEmpty {
                out += "\(selector) {\n" + lines.map { "  \($0)\n" }.joined() + "}\n"
            } else {
                out += "@media \(media) {\n  \(selector) {\n" + lines.map { "    \($0)\n" }.joined() + "  }\n}\n"
            }
        }
        return out
    }
}
