import Foundation
import Geometry
import Tokens
import TextEscape

/// `pickup tokens --format swift`: colour tokens, for SwiftUI and (where UIKit is) UIKit.
extension SwiftTokens {
    /// Where the UIKit colour accessors are: UIKit without watchOS, whose UIKit has neither
    /// `UIColor(dynamicProvider:)` nor `UIColor(named:in:compatibleWith:)` (nor appearance traits).
    static let uiColorFence = "#if canImport(UIKit) && !os(watchOS)\n"

    /// A colour: the catalog's set, a literal, or (literal with a dark value) a dynamic UIColor;
    /// then `<name>UIColor`, the same colour for UIKit.
    static func colorDeclaration(_ c: Geometry.Color, _ t: Token, name: String, pad: String, options: Options,
                                 unique: (String) -> String) -> String {
        let decl = "\(pad)public static let \(name)"
        let bare = name.replacingOccurrences(of: "`", with: "")
        let uiName = unique(bare + "UIColor")
        if options.colors == .catalog {
            let setName = literal(Names.kebab(t.path))
            return "\(pad)public static var \(name): SwiftUI.Color { SwiftUI.Color(\(setName), bundle: \(rootName).bundle) }\n"
                + uiColorFence
                + "\(pad)/// `\(bare)` for UIKit: the same colour set, its appearances (dark, high contrast) by the trait collection.\n"
                + "\(pad)public static var \(uiName): UIKit.UIColor { UIKit.UIColor(named: \(setName), in: \(rootName).bundle, compatibleWith: nil) ?? UIKit.UIColor.clear }\n"
                + "#endif\n"
        }
        let uiDoc = "\(pad)/// `\(bare)` for UIKit.\n"
        guard let dynamic = dynamicUIColor(c, t, options: options) else {
            return "\(decl) = \(color(c, t.colorSource))\n"
                + uiColorFence + uiDoc + "\(pad)public static let \(uiName): UIKit.UIColor = \(uiColor(c, t.colorSource))\n#endif\n"
        }
        var notes = ""
        if let d = options.dark[t.path] { notes += "\(pad)/// Dark appearance: \(Escape.commentLine(d.value.display)).\n" }
        if let h = options.contrast[t.path] { notes += "\(pad)/// Increased contrast: \(Escape.commentLine(h.value.display)).\n" }
        return uiColorFence + notes
            + "\(pad)\(available.uiColor)\n"
            + "\(decl) = SwiftUI.Color(uiColor: \(dynamic))\n"
            + uiDoc + "\(pad)public static let \(uiName): UIKit.UIColor = \(dynamic)\n"
            + "#else\n\(decl) = \(color(c, t.colorSource))\n#endif\n"
    }

    /// `--colors literal`: a UIColor choosing by the trait collection where the dark appearance
    /// or increased contrast (`accessibilityContrast`) changes the colour, else nil. Dark
    /// alone keeps its one test; with contrast, all four (at both: the resolver's value there).
    static func dynamicUIColor(_ c: Geometry.Color, _ t: Token, options: Options) -> String? {
        let d = options.dark[t.path], h = options.contrast[t.path]
        // Without increased contrast known (no contrast modifier), the two together are dark.
        let both = options.darkContrast[t.path] ?? (options.contrast.isEmpty && options.darkContrast.isEmpty ? d ?? t : t)
        let ui = { (x: Token?) -> String in
            guard let x, case .color(let xc) = x.value else { return uiColor(c, t.colorSource) }
            return uiColor(xc, x.colorSource)
        }
        if h == nil, SettingVariants.same(both, d ?? t) {
            guard d != nil else { return nil }
            return "UIKit.UIColor { $0.userInterfaceStyle == .dark ? \(ui(d)) : \(ui(t)) }"
        }
        return "UIKit.UIColor { $0.userInterfaceStyle == .dark ? ($0.accessibilityContrast == .high ? \(ui(both)) : \(ui(d ?? t))) "
            + ": ($0.accessibilityContrast == .high ? \(ui(h ?? t)) : \(ui(t))) }"
    }

    /// A UIColor literal: sRGB, or the Display P3 components the file gave.
    static func uiColor(_ c: Geometry.Color, _ src: ColorSource?) -> String {
        if let w = src?.wideGamut, w.colorSpace == "display-p3" {
            let k = w.components.map(n)
            return "UIKit.UIColor(displayP3Red: \(k[0]), green: \(k[1]), blue: \(k[2]), alpha: \(n(w.alpha)))"
        }
        return "UIKit.UIColor(red: \(n(c.r)), green: \(n(c.g)), blue: \(n(c.b)), alpha: \(n(c.a)))"
    }
}
