import Geometry
import Typeface

/// A DTCG `transition` composite: when and how a change animates.
public struct Transition: Hashable, Sendable {
    public var duration: Double       // seconds
    public var delay: Double          // seconds
    public var timingFunction: [Double]   // cubic Bézier x1, y1, x2, y2
    public init(duration: Double, delay: Double, timingFunction: [Double]) {
        self.duration = duration; self.delay = delay; self.timingFunction = timingFunction
    }
}

/// A DTCG `strokeStyle`: one of the CSS keywords (`solid`, `dashed`…) or a dash pattern.
public struct StrokeStyleValue: Hashable, Sendable {
    /// The format's stroke keywords (§8.5) and line caps: the one list `check` and the model read.
    public static let keywords = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]
    public static let lineCaps = ["round", "butt", "square"]
    /// The keyword, or nil for the object form.
    public var keyword: String?
    /// Object form: dash and gap lengths in points, and the line cap.
    public var dashArray: [Double] = []
    public var lineCap: String = "butt"
    public init(keyword: String?, dashArray: [Double] = [], lineCap: String = "butt") {
        self.keyword = keyword; self.dashArray = dashArray; self.lineCap = lineCap
    }
}

/// A DTCG `border` composite.
public struct BorderValue: Hashable, Sendable {
    public var color: Color
    public var width: Double          // points
    public var style: StrokeStyleValue
    public init(color: Color, width: Double, style: StrokeStyleValue) { self.color = color; self.width = width; self.style = style }
}

/// One layer of a DTCG `shadow` (a token holds one or a list of them).
public struct ShadowValue: Hashable, Sendable {
    public var color: Color
    public var offsetX: Double, offsetY: Double, blur: Double, spread: Double   // points
    public var inset: Bool
    public init(color: Color, offsetX: Double, offsetY: Double, blur: Double, spread: Double, inset: Bool) {
        self.color = color; self.offsetX = offsetX; self.offsetY = offsetY; self.blur = blur; self.spread = spread; self.inset = inset
    }
}

/// One stop of a DTCG `gradient`; `position` is clamped to 0…1 as the format asks.
public struct GradientStop: Hashable, Sendable {
    public var color: Color
    public var position: Double
    public init(color: Color, position: Double) { self.color = color; self.position = position }
}

/// A colour as the file wrote it (any of the format's colour spaces), beside the sRGB the
/// screens draw: exports that can say `display-p3` (asset catalogs, CSS, SwiftUI) keep it.
public struct ColorSource: Hashable, Sendable {
    public var colorSpace: String
    /// `nil` for the keyword `none`.
    public var components: [Double?]
    public var alpha: Double
    /// Whether converting to sRGB had to clip (a wide-gamut colour outside sRGB).
    public var clipped: Bool
    public init(colorSpace: String, components: [Double?], alpha: Double, clipped: Bool) {
        self.colorSpace = colorSpace; self.components = components; self.alpha = alpha; self.clipped = clipped
    }
}

/// A resolved token value. Dimensions are in points (`px` is read as a point, as iOS does;
/// `rem` as `pointsPerRem`, 16 pt); durations in seconds; colours in sRGB (see `Token.colorSource`).
public enum TokenValue: Hashable, Sendable {
    /// Points to the rem: the web's root font size (16 px), by which a `rem` dimension is read
    /// into points and the CSS export writes it back in rem. The one place the 16 is written.
    public static let pointsPerRem = Units.pointsPerRem

    case color(Color)
    case dimension(Double)
    case fontFamily([String])
    case fontWeight(Int)
    case duration(Double)
    case cubicBezier([Double])
    case number(Double)
    case typography(Font, lineHeight: Double?)
    case transition(Transition)
    case strokeStyle(StrokeStyleValue)
    case border(BorderValue)
    case shadow([ShadowValue])
    case gradient([GradientStop])

    public var type: TokenType {
        switch self {
        case .color: .color
        case .dimension: .dimension
        case .fontFamily: .fontFamily
        case .fontWeight: .fontWeight
        case .duration: .duration
        case .cubicBezier: .cubicBezier
        case .number: .number
        case .typography: .typography
        case .transition: .transition
        case .strokeStyle: .strokeStyle
        case .border: .border
        case .shadow: .shadow
        case .gradient: .gradient
        }
    }
}

/// One token after aliases are resolved.
public struct Token: Hashable, Sendable {
    /// Dotted path from the file's root, e.g. `color.facade.sandstone` (a group's `$root`
    /// token is `group.$root`; `{group}` also reaches it).
    public var path: String
    public var value: TokenValue
    public var description: String?
    /// The alias it was written as, if any (`{color.brand.green}`).
    public var alias: String?
    /// `$deprecated`: nil if not deprecated, "" if deprecated without a message (inherited from groups).
    public var deprecated: String? = nil
    /// `$extensions`, as canonical JSON text (sorted keys), or nil.
    public var extensions: String? = nil
    /// For a colour: the colour space and components as written.
    public var colorSource: ColorSource? = nil
    /// `$extensions["com.pickup"]["platforms"]` (inherited from groups): the platforms the
    /// exports hand it to (`ios`, `web`, `pipeline`…); nil for every platform.
    public var platforms: [String]? = nil
    /// `$extensions["com.pickup"]["domain"]` (inherited from groups): the range the screens
    /// accept, as the file declares it. The screens check the ranges compiled from the built-in
    /// keys (`Tok`, made at build time), not this: a user's file cannot widen them.
    public var domain: TokenDomain? = nil
    /// `$extensions["com.pickup"]["textStyle"]` (inherited from groups, or from the token an
    /// alias names): the Apple text style a typography or dimension token scales with under
    /// Dynamic Type (`TextStyle`); nil for one that keeps its size.
    public var textStyle: String? = nil
    /// Where the value was written as an alias, by field: `""` the whole value (`{color.a}`;
    /// the token path it resolves to), `"color"`, `"fontSize"`, `"[0].color"` (a shadow layer's
    /// or a gradient stop's), `"[1]"` (a shadow layer or gradient stop spliced in from another
    /// token: the first of its items; `"[2]~"` the ones after it). A `$ref` into a value's
    /// components is a value, not an alias: it is not here. The CSS export writes `var(--…)`
    /// for these, the Swift export the catalog's colour of a composite's colour.
    public var refs: [String: String] = [:]
    /// The dimension fields written in `rem` (`""` the whole value, `"fontSize"`, `"[0].blur"`…),
    /// which the CSS export keeps in rem (the value itself is in points, `TokenValue.pointsPerRem` to the rem).
    public var remFields: Set<String> = []
    /// A composite's colours as written, by field (`"color"`, `"[0].color"`: a border's, a shadow
    /// layer's, a gradient stop's), as `colorSource` is the whole value's: every export keeps a
    /// colour in the space the file gave it, in a composite as on its own.
    public var colorParts: [String: ColorSource] = [:]

    /// Whether an export for `platform` includes it (nil: every export).
    public func isFor(_ platform: String?) -> Bool {
        guard let platform, let platforms else { return true }
        return platforms.contains(platform)
    }

    public init(path: String, value: TokenValue, description: String? = nil, alias: String? = nil,
                deprecated: String? = nil, extensions: String? = nil, colorSource: ColorSource? = nil) {
        self.path = path; self.value = value; self.description = description; self.alias = alias
        self.deprecated = deprecated; self.extensions = extensions; self.colorSource = colorSource
    }
}
