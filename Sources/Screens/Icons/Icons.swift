import Foundation
import Nodes

/// The screens' icons by name: the built-in glyphs (`Symbols`), any of which a designer can
/// replace with an SVG of the same name (`icons/<name>.svg` beside the token file). A dropped-in
/// SVG is drawn by librsvg into the icon's square, its `currentColor` the colour the screen
/// gives the icon — so one file serves the grey clock and the white wallet alike.
public struct Icons: Hashable, Sendable {
    /// The icons the screens draw, named as SF Symbols are (the file name without `.svg`).
    public enum Name: String, CaseIterable, Hashable, Sendable {
        case chevronLeft = "chevron.left", xmark, chevronRight = "chevron.right", ellipsis
        case share = "square.and.arrow.up", clock, checkmarkCircleFill = "checkmark.circle.fill", checkmark
        case icedCup = "cup.iced", storefront, sun = "sun.max", wallet = "wallet.pass"
    }

    /// Replacements, by name. Empty: every icon is the built-in glyph.
    public var svgs: [Name: SVGSource]
    public init(_ svgs: [Name: SVGSource] = [:]) { self.svgs = svgs }

    /// The icon to draw for `name`.
    subscript(_ name: Name) -> Glyph {
        var g = Symbols.glyph(name)
        g.svg = svgs[name]
        return g
    }
}

extension Symbols {
    static func glyph(_ name: Icons.Name) -> Glyph {
        switch name {
        case .chevronLeft: chevronLeft
        case .xmark: xmark
        case .chevronRight: chevronRight
        case .ellipsis: ellipsis
        case .share: share
        case .clock: clock
        case .checkmarkCircleFill: checkmarkCircleFill
        case .checkmark: checkmark
        case .icedCup: icedCup
        case .storefront: storefront
        case .sun: sun
        case .wallet: wallet
        }
    }
}
