import Foundation
import ProjectInputs
import Tokens

/// What `pickup tokens --format swift|css|xcassets` makes of the inputs, before a byte is
/// written: the tokens one platform is handed (`prepare`: loaded, their exported names and each
/// setting's changes checked), then the file's text or the catalog. The command writes it; the
/// test that holds `check` to the outputs (`CheckPassesWhatTokensPassesTests`) calls the same
/// code in process.
public enum TokenFiles {
    /// The tokens for one platform (nil: every platform), and what each setting changes of them.
    public struct Prepared: Sendable {
        public let inputs: Inputs
        public let platform: String?
        /// Every token, and those the platform is handed.
        public let all: TokenSet
        public let set: TokenSet
        /// What dark, Increase Contrast, both and Reduce Motion change: of `set` for a file, of
        /// `all` for a catalog (its colour sets carry every appearance).
        public let variants: SettingVariants
    }

    /// Which tokens the settings' changes are taken against.
    public enum Reference: Sendable { case exported, all }

    /// Loads the inputs and checks what every format needs of them: each exported name, and each
    /// setting's resolution. Any design system's tokens: the screens' own tokens are checked
    /// only where they are drawn (`--comps`).
    public static func prepare(_ inputs: Inputs, platform: String?, reference: Reference = .exported) throws -> Prepared {
        let all = try inputs.resolvedTokens()
        let set = all.exported(to: platform)
        try ExportedNames.check(set)
        let variants = try SettingVariants(inputs, reference: reference == .all ? all : set)
        return Prepared(inputs: inputs, platform: platform, all: all, set: set, variants: variants)
    }

    /// The Swift or CSS file, how many tokens it holds, and the tokens Swift had to rename.
    public static func text(format: String, _ p: Prepared, sourceName: String,
                            swiftOptions: SwiftTokens.Options = SwiftTokens.Options()) throws -> (text: String, count: Int, renamed: [SwiftTokens.Renamed]) {
        let text: String, renamed: [SwiftTokens.Renamed]
        if format == "swift" {
            var options = swiftOptions
            options.dark = p.variants.colors.dark
            options.contrast = p.variants.colors.contrast
            options.darkContrast = p.variants.colors.darkContrast
            // The text styles' sizes are the pipeline's: a system font of its style's size is that style.
            options.styleSizes = p.all.textStyleSizes
            (text, renamed) = SwiftTokens.generate(p.set, sourceName: sourceName, options: options)
        } else {
            (text, renamed) = (CSSTokens.source(p.set, sourceName: sourceName, variants: p.variants), [])
        }
        try OutputBound.check(bytes: text.utf8.count, what: format == "swift" ? "the Swift file" : "the CSS file", file: sourceName)
        return (text, p.set.tokens.count, renamed)
    }

    /// The asset catalog at `out` from tokens prepared with `reference: .all`: colour sets (with
    /// their appearances) and icon sets. Colour and icon sets need neither the fonts nor the film.
    @discardableResult
    public static func catalog(_ p: Prepared, to out: String) throws -> AssetCatalog.Written {
        try AssetCatalog.write(tokens: p.all, icons: try p.inputs.loadIcons(), to: out, platform: p.platform, variants: p.variants.colors)
    }

    /// The asset catalog with an image set per comp too: the comps are drawn, which needs the
    /// project (its fonts installed).
    @discardableResult
    public static func catalogWithComps(_ inputs: Inputs, to out: String, platform: String?) throws -> AssetCatalog.Written {
        let project = try Project(inputs)
        try ExportedNames.check(project.tokens.exported(to: platform))
        let variants = try SettingVariants(inputs, reference: project.tokens).colors
        return try AssetCatalog.write(project, to: out, comps: true, platform: platform, variants: variants)
    }
}
