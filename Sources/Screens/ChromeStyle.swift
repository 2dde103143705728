import Geometry
import Tokens

/// What every screen shares, read from the tokens once: the canvas, its native scale and its safe area, the
/// round top buttons, the sheet's grabber, the text colours, the crossfade's blur — and the
/// icons (built-in glyphs unless a designer dropped in SVGs; not from the tokens).
public struct ChromeStyle: Sendable {
    public var canvas: Size
    /// Pixels per point of the device's screen (`size.canvas.scale`: the SE 2, the others 3),
    /// as the simulator renders it: snapshot references are drawn at this scale.
    public var nativeScale: Int
    public var safeTop, safeBottom: Double
    /// The round top buttons: diameter, distance from the screen's side, glyph size.
    public var button, buttonEdge, buttonIcon: Double
    public var buttonMaterial: (blur: Double, tint: Color)
    public var buttonIconColor: Color
    /// The grabber at the top of a sheet or card.
    public var handle: Size, handleTop: Double, handleColor: Color
    public var primary, secondary, onDark: Color
    public var crossfadeBlur: Double
    public var icons: Icons
    /// Whether the text size is one of iOS's accessibility sizes (SwiftUI's
    /// `isAccessibilitySize`), where rows become columns: Body at `accessibilityBody` or more.
    public var accessibilitySize: Bool
    /// Whether the text size is larger than the default (`large`: Body 17 pt): above it the
    /// facade need not keep a floor of windows above the sign (`OrderScreen.mostEdge`).
    public var aboveDefaultSize: Bool
    /// Body's size at accessibility1, the smallest accessibility size, in Apple's Dynamic Type
    /// table (xxxLarge's is 23 pt, accessibility5's 53 pt).
    public static let accessibilityBody = 28.0
    /// Body's size at the default text size (`large`).
    public static let defaultBody = 17.0

    public init(_ t: TokenSet, icons: Icons = Icons()) throws {
        self.icons = icons
        let canvasWidth = try t[Tok.size.canvas.width]
        // Portrait: the facade (at least `FacadeStyle.leastHeight` of its design space, scaled to
        // the width) must fit the screen's height — a landscape canvas is refused here, by name.
        let needed = (FacadeStyle.leastHeight * canvasWidth / FacadeStyle.designWidth).rounded(.up)
        let tallest = Tok.size.canvas.height.domain.upper
        guard needed <= tallest else {
            // No height the canvas may have is tall enough: the width is what is at fault.
            throw TokenError(.outOfRange, file: t.file, path: Tok.size.canvas.width.path,
                             "\(tokenNumber(canvasWidth)) px is too wide for a portrait screen: the facade needs a height of at least "
                             + "\(tokenNumber(needed)) px at this width, and a canvas is at most \(tokenNumber(tallest)) px tall; "
                             + "at most \(tokenNumber((tallest * FacadeStyle.designWidth / FacadeStyle.leastHeight).rounded(.down))) px wide (less with a taller facade)")
        }
        canvas = Size(canvasWidth, try t[Tok.size.canvas.height.atLeast(needed)])
        let scale = try t[Tok.size.canvas.scale]
        guard scale == scale.rounded() else {
            throw TokenError(.outOfRange, file: t.file, path: Tok.size.canvas.scale.path,
                             "\(tokenNumber(scale)) is not a whole number of pixels per point (1, 2 or 3)")
        }
        nativeScale = Int(scale)
        safeTop = try t[Tok.size.safeArea.top]; safeBottom = try t[Tok.size.safeArea.bottom]
        button = try t[Tok.size.topButton.diameter]; buttonEdge = try t[Tok.size.topButton.edge]
        buttonIcon = try t[Tok.size.topButton.icon]
        buttonMaterial = (try t[Tok.motion.blur.buttonMaterial], try t[Tok.color.button.materialTint])
        buttonIconColor = try t[Tok.color.button.icon]
        let sheet = Tok.size.sheet
        handle = Size(try t[sheet.handleWidth], try t[sheet.handleHeight])
        handleTop = try t[sheet.handleTop]; handleColor = try t[Tok.color.sheet.handle]
        primary = try t[Tok.color.text.primary]; secondary = try t[Tok.color.text.secondary]
        onDark = try t[Tok.color.text.onDark]
        crossfadeBlur = try t[Tok.motion.blur.crossfade]
        // A token file from before text styles has no table: the default size.
        let body = (try? t.dimension(TextStyle.sizePath("body"))) ?? Self.defaultBody
        accessibilitySize = body >= Self.accessibilityBody
        aboveDefaultSize = body > Self.defaultBody
    }
}
