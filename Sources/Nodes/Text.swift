import Geometry
import Typeface

/// A styled run inside a line of text: `Ready in about ` grey, `2` bold black, ` min` grey.
public struct TextRun: Hashable, Sendable {
    public var string: String
    public var font: Font
    public var color: Color
    public init(_ string: String, font: Font, color: Color) {
        self.string = string; self.font = font; self.color = color
    }
}

public enum TextAlignment: Hashable, Sendable { case leading, center, trailing }

/// What a text node says and how: runs, line alignment and an optional line-height multiple.
public struct TextContent: Hashable, Sendable {
    public var runs: [TextRun]
    public var alignment: TextAlignment = .leading
    /// Line spacing for wrapped text, as a multiple of the font size (nil = the font's own).
    public var lineHeight: Double?
    /// SwiftUI's `allowsTightening`: rather than break a line that is a hair too long, close its
    /// letters up a little (at most `TextContent.maxTightening` em per character).
    public var allowsTightening = false
    /// The most tightening allowed, in em per character (iOS tightens by a few hundredths).
    public static let maxTightening = 0.02
    /// SwiftUI's `lineLimit`: at most this many lines; text that needs more is cut at the end of
    /// the last line with `…` (Pango's ellipsization). nil: as many lines as it needs.
    public var lineLimit: Int?
    /// Rather than wrap, take one line with every run's size (and letter spacing) scaled down,
    /// if a scale of at least this fits; where none does, wrap at full size. nil: never.
    public var oneLineScale: Double?
    /// The keys of the copy this text shows (`showCode`; a filled format names its format and
    /// the strings it fills): a layout refusal names them, and the file each came from, so the
    /// message says what to change. Neither drawn nor digested.
    public var copyKeys: [String] = []
    public var string: String { runs.map(\.string).joined() }

    /// The same text with every run's size and letter spacing scaled by `factor`.
    func scaled(by factor: Double) -> TextContent {
        var t = self
        for i in t.runs.indices {
            t.runs[i].font.size *= factor
            t.runs[i].font.letterSpacing *= factor
        }
        return t
    }

    /// The same text with every run's letter spacing reduced by `points`.
    func tightened(by points: Double) -> TextContent {
        var t = self
        for i in t.runs.indices { t.runs[i].font.letterSpacing -= points }
        return t
    }
}

/// Text, laid out and measured by Pango (72 dpi, unhinted metrics, unrounded glyph positions).
public struct Text: NodeConvertible, Sendable {
    public var content: TextContent
    public init(_ string: String, font: Font, color: Color) {
        content = TextContent(runs: [TextRun(string, font: font, color: color)])
    }
    public init(_ runs: [TextRun]) { content = TextContent(runs: runs) }
    public var node: Node { Node(.text(content)) }
    public func multilineTextAlignment(_ a: TextAlignment) -> Text { var t = self; t.content.alignment = a; return t }
    public func lineHeight(_ multiple: Double?) -> Text { var t = self; t.content.lineHeight = multiple; return t }
    public func allowsTightening(_ on: Bool) -> Text { var t = self; t.content.allowsTightening = on; return t }
    /// At most `n` lines (n ≥ 1), truncated with `…` at the end as SwiftUI truncates.
    public func lineLimit(_ n: Int?) -> Text { var t = self; t.content.lineLimit = n.map { max(1, $0) }; return t }
    /// One line, shrunk down to `minimum` of its size if it must be, else wrapped at full size
    /// (`TextContent.oneLineScale`): how a compact card keeps a long line to one.
    public func shrinksToOneLine(downTo minimum: Double?) -> Text {
        var t = self; t.content.oneLineScale = minimum.map { min(1, max(0.01, $0)) }; return t
    }
    /// The copy keys this text shows (`TextContent.copyKeys`).
    public func copy(_ keys: String...) -> Text { copy(keys) }
    public func copy(_ keys: [String]) -> Text { var t = self; t.content.copyKeys = keys; return t }
}

/// Measures text for layout. `Render` implements it with Pango; layout never draws.
public protocol TextMeasurer: Sendable {
    /// The size of `text` laid out with lines broken to fit `width` (nil: one line per paragraph).
    func measure(_ text: TextContent, width: Double?) -> Size
    /// The glyph outlines of each run of `item`, in page coordinates (element i for run i).
    func runOutlines(_ item: TextItem) -> [Path]
}
