import Foundation
import Tokens
import TextEscape
import Typeface

/// `pickup tokens --format swift`: type styles and the dimensions that grow with text, each
/// naming the Apple text style the token links to (`$extensions.com.pickup.textStyle`,
/// `TextStyle`): the SwiftUI font, the link itself (`<name>TextStyle`, for
/// `@ScaledMetric(relativeTo:)`) and a UIKit accessor scaled by `UIFontMetrics`.
extension SwiftTokens {
    /// A type style: the font, its text style and UIKit font, then its tracking and line height
    /// as members of their own (`titleTracking`, `titleLineHeight`).
    static func typographyDeclaration(_ f: Typeface.Font, lineHeight: Double?, _ t: Token, name: String, pad: String,
                                      options: Options, unique: (String) -> String) -> String {
        let families = f.family.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let system = families.contains { systemFamilies.contains($0.lowercased()) }
        let bare = name.replacingOccurrences(of: "`", with: "")
        var s = swiftUIFont(f, family: system ? nil : families.first ?? "", style: t.textStyle, name: name, pad: pad, options: options)
        if let style = t.textStyle {
            s += textStyleMember(style, name: bare, pad: pad, unique: unique)
        }
        s += "#if canImport(UIKit)\n"
        s += "\(pad)/// `\(bare)` for UIKit\(t.textStyle.map { ", scaled as \(styleTitle($0)) by `UIFontMetrics` (set the label's `adjustsFontForContentSizeCategory`)" } ?? ", a fixed size").\n"
        s += "\(pad)public static var \(unique(bare + "UIFont")): UIKit.UIFont { \(uiFont(f, family: system ? nil : families.first ?? "", style: t.textStyle)) }\n"
        s += "#endif\n"
        // SF Pro has its own tracking per size; the file's values for Inter (its
        // dynamic-metrics formula) are not SF Pro's. A value that is not Inter's formula
        // is a deliberate choice (a sign's wide spacing) and is kept.
        let interLike = abs(f.letterSpacing - interTracking(f.size)) < 0.01
        let tracking = system && interLike ? sfProTracking(f.size) : f.letterSpacing
        if tracking != 0 {
            if system && interLike {
                s += "\(pad)/// SF Pro's own tracking at \(n(f.size)) pt (Apple's table), which the system font applies by itself: "
                    + "`.tracking(\(bare)Tracking)` keeps it.\n"
            } else {
                s += "\(pad)/// Tracking of `\(Escape.commentLine(t.path))`, in points: `Text(…).font(\(bare)).tracking(\(bare)Tracking)`.\n"
            }
            s += "\(pad)public static let \(unique(bare + "Tracking")): CoreGraphics.CGFloat = \(n(tracking))\n"
        }
        if let lineHeight {
            s += "\(pad)/// Line height of `\(Escape.commentLine(t.path))`, a multiple of the font size.\n"
            s += "\(pad)public static let \(unique(bare + "LineHeight")): CoreGraphics.CGFloat = \(n(lineHeight))\n"
        }
        return s
    }

    /// The SwiftUI font. The system font (`family` nil) is its text style where its size is the
    /// style's (`Options.styleSizes`), else a fixed size, said so; another family is
    /// `Font.custom(_:size:relativeTo:)` of its style. No style: a fixed size, said so.
    static func swiftUIFont(_ f: Typeface.Font, family: String?, style: String?, name: String, pad: String, options: Options) -> String {
        let decl = "\(pad)public static let \(name)", w = weight(f.weight)
        guard let style else {
            let font = family.map { "SwiftUI.Font.custom(\(literal($0)), size: \(n(f.size))).weight(.\(w))" }
                ?? "SwiftUI.Font.system(size: \(n(f.size)), weight: .\(w))"
            return "\(pad)/// No text style: \(n(f.size)) pt at every text size (`$extensions.com.pickup.textStyle` would link one).\n"
                + "\(decl): SwiftUI.Font = \(font)\n"
        }
        if let family {
            return "\(pad)\(available.relativeTo)\n\(pad)public static var \(name): SwiftUI.Font { "
                + "SwiftUI.Font.custom(\(literal(family)), size: \(n(f.size)), relativeTo: .\(style)).weight(.\(w)) }\n"
        }
        if options.styleSizes[style] == f.size {
            return "\(pad)\(available.textStyle)\n\(pad)public static var \(name): SwiftUI.Font { SwiftUI.Font.system(.\(style), weight: .\(w)) }\n"
        }
        let bare = name.replacingOccurrences(of: "`", with: "")
        let styleSize = options.styleSizes[style].map { " (\(n($0)) pt)" } ?? ""
        return "\(pad)/// \(styleTitle(style)) text, but \(n(f.size)) pt is not the style's size\(styleSize), so this is a fixed size; to grow with text,\n"
            + "\(pad)/// `@ScaledMetric(relativeTo: .\(style)) var size: CGFloat = \(n(f.size))` and `.system(size: size, weight: .\(w))`, or `Font(\(bare)UIFont)`.\n"
            + "\(decl): SwiftUI.Font = SwiftUI.Font.system(size: \(n(f.size)), weight: .\(w))\n"
    }

    /// The UIKit font: the system font, or the family by descriptor with its weight, scaled by
    /// `UIFontMetrics` of the style (UIKit's name for it) when it has one.
    static func uiFont(_ f: Typeface.Font, family: String?, style: String?) -> String {
        let base = family.map {
            "UIKit.UIFont(descriptor: UIKit.UIFontDescriptor(fontAttributes: [.family: \(literal($0)), "
                + ".traits: [UIKit.UIFontDescriptor.TraitKey.weight: UIKit.UIFont.Weight.\(weight(f.weight)).rawValue]]), size: \(n(f.size)))"
        } ?? "UIKit.UIFont.systemFont(ofSize: \(n(f.size)), weight: .\(weight(f.weight)))"
        guard let style else { return base }
        return "UIKit.UIFontMetrics(forTextStyle: .\(TextStyle.uiKit(style))).scaledFont(for: \(base))"
    }

    /// `<name>TextStyle`: the link, for `@ScaledMetric(relativeTo:)` and `Font.custom(_:size:relativeTo:)`.
    static func textStyleMember(_ style: String, name: String, pad: String, unique: (String) -> String) -> String {
        "\(pad)/// The text style `\(name)` scales with: `@ScaledMetric(relativeTo: \(name)TextStyle)`.\n"
            + (newerTextStyles.contains(style) ? "\(pad)\(available.newerTextStyle)\n" : "")
            + "\(pad)public static let \(unique(name + "TextStyle")): SwiftUI.Font.TextStyle = .\(style)\n"
    }

    /// A dimension that grows with text (linked to a text style): the value at the default text
    /// size, its text style, and in UIKit the value at the current one (`UIFontMetrics.scaledValue(for:)`).
    static func scaledDimension(_ d: Double, style: String, name: String, pad: String, unique: (String) -> String) -> String {
        let bare = name.replacingOccurrences(of: "`", with: "")
        return "\(pad)/// Grows with text as \(styleTitle(style)) does: `@ScaledMetric(relativeTo: \(bare)TextStyle) var \(bare) = \(n(d))`"
            + " in SwiftUI, `\(bare)Scaled` in UIKit.\n"
            + "\(pad)public static let \(name): CoreGraphics.CGFloat = \(n(d))\n"
            + textStyleMember(style, name: bare, pad: pad, unique: unique)
            + "#if canImport(UIKit)\n"
            + "\(pad)/// `\(bare)` at the current text size, scaled as \(styleTitle(style)) by `UIFontMetrics`.\n"
            + "\(pad)public static var \(unique(bare + "Scaled")): CoreGraphics.CGFloat { "
            + "UIKit.UIFontMetrics(forTextStyle: .\(TextStyle.uiKit(style))).scaledValue(for: \(n(d))) }\n"
            + "#endif\n"
    }

    /// A style's name as Apple writes it in prose: `largeTitle` → Large Title, `title2` → Title 2.
    static func styleTitle(_ style: String) -> String {
        var out = ""
        for ch in style {
            if ch.isUppercase || (ch.isNumber && !(out.last?.isNumber ?? true)) { out += " " }
            out += out.isEmpty ? ch.uppercased() : String(ch)
        }
        return out.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }
}
