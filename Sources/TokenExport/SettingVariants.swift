import ProjectInputs
import TokenCheck
import Tokens

/// What the resolver's setting contexts change, for the exports: each a map from token path to
/// the token in that resolution, holding only the tokens whose value (or how it is written)
/// differs from the reference set's — the catalog's appearances, CSS's media and attribute
/// blocks, the Swift file's dynamic colours.
public struct SettingVariants: Sendable {
    /// `theme` `dark`: the dark appearance.
    public var dark: [String: Token] = [:]
    /// `contrast` `increased`: Increase Contrast (the catalog's `"contrast": "high"`).
    public var contrast: [String: Token] = [:]
    /// `theme` `dark` with `contrast` `increased`, against the reference (light, standard) set.
    public var darkContrast: [String: Token] = [:]
    /// `motion` `reduced`: Reduce Motion.
    public var reducedMotion: [String: Token] = [:]

    public init(dark: [String: Token] = [:], contrast: [String: Token] = [:], darkContrast: [String: Token] = [:],
                reducedMotion: [String: Token] = [:]) {
        self.dark = dark; self.contrast = contrast; self.darkContrast = darkContrast; self.reducedMotion = reducedMotion
    }

    /// The resolver's contexts named for each setting.
    public static let darkContext = OutputContexts.dark
    public static let contrastContext = OutputContexts.contrast
    public static let reducedMotionContext = OutputContexts.reducedMotion

    /// Each setting's changes to `reference` (the tokens as the inputs resolve them), through
    /// `Inputs.changedTokens`: empty for a setting the resolver does not have.
    /// A user's own token file under the built-in resolver may lack what a setting's context
    /// names (`color.increasedContrast.*`): that setting is left out. A resolver of the user's
    /// own that cannot resolve a setting is an error, as in `check`.
    public init(_ inputs: Inputs, reference: TokenSet) throws {
        let lenient = inputs.resolverIsBuiltIn && !inputs.usesBuiltIn
        // Loaded (and checked) once for the four settings.
        let resolver = inputs.hasResolver ? try? inputs.loadResolver() : nil
        func changed(_ chosen: [String: String]) throws -> [String: Token] {
            do { return try inputs.changedTokens(by: chosen, from: reference, resolver: resolver) } catch where lenient { return [:] }
        }
        dark = try changed(Self.darkContext)
        contrast = try changed(Self.contrastContext)
        darkContrast = try changed(OutputContexts.darkContrast)
        reducedMotion = try changed(Self.reducedMotionContext)
    }

    /// Whether increased contrast is known at all: without it (a resolver with no `contrast`
    /// modifier) the two together are the dark appearance, and nothing is written for them.
    public var hasContrast: Bool { !contrast.isEmpty || !darkContrast.isEmpty }

    /// Only the colour tokens of each.
    public var colors: SettingVariants {
        let keep = { (m: [String: Token]) in m.filter { $0.value.value.type == .color } }
        return SettingVariants(dark: keep(dark), contrast: keep(contrast), darkContrast: keep(darkContrast),
                               reducedMotion: keep(reducedMotion))
    }

    /// The token at dark with increased contrast, where that combination needs its own value:
    /// always where both settings change the token (a reader holding dark and high-contrast
    /// values alone could take either), else where it differs from what the reader falls back
    /// to — the one setting's value that changes it, or the reference token.
    public func darkContrastEntry(_ path: String, reference: Token) -> Token? {
        let both = darkContrast[path] ?? reference
        if dark[path] != nil, contrast[path] != nil { return both }
        let fallback = dark[path] ?? contrast[path] ?? reference
        return Self.same(both, fallback) ? nil : both
    }

    /// Whether two tokens are written alike: value, colour space, parts, aliases and rem.
    public static func same(_ a: Token, _ b: Token) -> Bool {
        a.value == b.value && a.colorSource == b.colorSource && a.colorParts == b.colorParts && a.refs == b.refs && a.remFields == b.remFields
    }
}
