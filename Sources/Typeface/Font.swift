/// A font description: what Pango needs to lay out a run, in points at 72 dpi.
public struct Font: Hashable, Sendable {
    /// Family names, first available wins (Pango's comma-separated list).
    public var family: String
    public var size: Double
    /// CSS/DTCG weight, 1…1000 (400 regular, 600 semibold, 700 bold, 800 heavy).
    public var weight: Int
    /// Extra space after every character, in points (SwiftUI's `tracking`).
    public var letterSpacing: Double
    /// OpenType features, as CSS's `font-feature-settings` and Pango write them ("tnum": digits
    /// of one width, so a ticking number never moves what stands beside it). "" for none.
    public var features = ""
    public init(family: String, size: Double, weight: Int = 400, letterSpacing: Double = 0) {
        self.family = family; self.size = size; self.weight = weight; self.letterSpacing = letterSpacing
    }
    public func weight(_ w: Int) -> Font { var f = self; f.weight = w; return f }
    public func size(_ s: Double) -> Font { var f = self; f.size = s; return f }
    /// Inter's line box per em (its ascent + descent, 0.96875 + 0.2421875): the height Pango
    /// gives one line of it.
    public static let interLineHeight = 1.2109375
    public func features(_ list: String) -> Font { var f = self; f.features = list; return f }
}
