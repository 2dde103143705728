import Foundation
import TokenCheck

/// Apple's text styles, by SwiftUI's names (`Font.TextStyle`): what a typography or dimension
/// token links to with `$extensions["com.pickup"]["textStyle"]`. Each style's size and leading
/// at every text size are tokens (`font.textStyle.<name>.size`, `.leading`): the base set holds
/// the default size (`large`), the resolver's `dynamicType` modifier another column
/// (design-tokens.dynamic-type.json). A linked token keeps its size at `large` and scales by
/// its style's ratio (the style's size at the context ÷ its size at `large`), as
/// `UIFontMetrics(forTextStyle:)` scales a custom font.
public enum TextStyle {
    /// SwiftUI's `Font.TextStyle` cases, largest first.
    public static let names = PickupExtension.textStyles
    /// UIKit's name for each (`UIFont.TextStyle`): SwiftUI's `title` and `caption` are UIKit's
    /// `title1` and `caption1`.
    public static func uiKit(_ name: String) -> String {
        switch name {
        case "title": "title1"
        case "caption": "caption1"
        default: name
        }
    }
    /// The tokens that hold a style's size and leading (line height), in points.
    public static func sizePath(_ name: String) -> String { "font.textStyle.\(name).size" }
    public static func leadingPath(_ name: String) -> String { "font.textStyle.\(name).leading" }
    /// The resolver modifier whose contexts are text sizes (SwiftUI's `DynamicTypeSize` cases).
    public static let modifier = "dynamicType"
    /// A style's size and leading: 1–200 pt, as a font size (`TokenSet.fontSizes`).
    public static let sizes = TokenSet.fontSizes
}

/// A text style's size and leading in one resolution.
struct StyleMetrics {
    var size: Double
    var leading: Double

    /// `name`'s metrics in `set`, each in its domain, or an error naming the token.
    init(_ name: String, in set: TokenSet) throws {
        size = try set.dimension(TextStyle.sizePath(name), in: TextStyle.sizes)
        leading = try set.dimension(TextStyle.leadingPath(name), in: TextStyle.sizes)
    }
}

extension TokenSet {
    /// Each text style's size in points, where the set has it as a dimension
    /// (`font.textStyle.<name>.size`): what a linked system font's size is compared with.
    public var textStyleSizes: [String: Double] {
        var out: [String: Double] = [:]
        for name in TextStyle.names {
            if case .dimension(let d)? = tokens[TextStyle.sizePath(name)]?.value { out[name] = d }
        }
        return out
    }

    /// Every one of Apple's text styles has a size and a leading in their range: the table is
    /// whole, whichever styles the typography tokens link to today (the screens check it before
    /// drawing, so a text-size context that drops a style is refused, not half applied).
    /// A token file from before text styles (no token links one) is drawn as it was.
    public func checkTextStyles() throws {
        guard tokens.values.contains(where: { $0.textStyle != nil }) else { return }
        for name in TextStyle.names { _ = try StyleMetrics(name, in: self) }
    }

    /// The set with every token linked to a text style scaled from `reference` (the same
    /// resolution at the default text size) to this one's sizes: a typography token's size and
    /// letter spacing by the style's size ratio and its line height by the leading ratio; a
    /// dimension token by the size ratio (`UIFontMetrics.scaledValue(for:)`).
    public func scalingText(from reference: TokenSet) throws -> TokenSet {
        var out = tokens
        var ratios: [String: (size: Double, leading: Double)] = [:]
        for (path, token) in tokens {
            guard let style = token.textStyle else { continue }
            if ratios[style] == nil {
                let at = try StyleMetrics(style, in: self), large = try StyleMetrics(style, in: reference)
                ratios[style] = (at.size / large.size, at.leading / large.leading)
            }
            let r = ratios[style]!
            switch token.value {
            case .typography(var f, let lineHeight):
                f.size *= r.size
                f.letterSpacing *= r.size
                // A line height is a multiple of the size: the line grows by the leading ratio.
                out[path]?.value = .typography(f, lineHeight: lineHeight.map { $0 * r.leading / r.size })
            case .dimension(let d):
                out[path]?.value = .dimension(d * r.size)
            default:
                continue
            }
        }
        var set = TokenSet(file: file, tokens: out)
        set.reads = reads
        return set
    }
}
