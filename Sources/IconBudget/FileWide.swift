import Foundation

/// What an icon says that may bear on any of its elements: the shortest dash period, the
/// widest stroke, the largest font size, the viewports a percentage can refer to, and what its
/// stylesheets set (a rule may select any element, so each is taken to apply to all).
struct FileWide {
    /// The shortest period of any `stroke-dasharray`, in user units.
    var dashPeriod: Double?
    /// A `stroke-dasharray` length that cannot be sized before drawing, as written.
    var unmeasurableDash: String?
    var strokeWidths: [SVGLength] = []
    /// Absolute font sizes, and the factors of relative ones (`200%`, `2em`, `larger`).
    var fontSizes: [Double] = [], fontFactors: [Double] = []
    /// viewBox sizes and absolute widths and heights of viewports: what a percentage is of.
    var viewports: [Double] = []
    /// The product of every enlarging transform and nested viewBox (a viewBox `v` units across
    /// counts 1/v; the viewport it maps into is at most `viewport`, applied in `boundingBox`).
    var enlargement = 1.0, nestedViewBoxes = 0
    /// The deepest nesting (relative font sizes compound at each level).
    var depth = 0
    /// Targets a stylesheet names with `url(#…)`; the largest scale a stylesheet `transform`
    /// makes; the sizes a stylesheet gives shapes (`r`, `width`, …).
    var cssTargets: [String] = [], cssTransform: Double?, cssGeometry: [SVGLength] = []
    /// Whether a stylesheet paints a stroke (on any element it may select), and the widths it
    /// gives strokes (`StrokeReach`).
    var cssStroke = false, cssStrokeWidths: [SVGLength] = []

    /// librsvg's default font size (`medium`).
    static let defaultFontSize = 12.0

    mutating func read(_ name: String, _ value: Substring) {
        switch name {
        case "stroke-dasharray":
            switch DashPattern(value) {
            case .solid: break
            case .period(let p): dashPeriod = min(dashPeriod ?? p, p)
            case .unmeasurable(let s): if unmeasurableDash == nil { unmeasurableDash = s }
            }
        case "stroke-width": if let l = SVGLength(value) { strokeWidths.append(l) }
        case "font-size": fontSize(value)
        case "font": for token in value.split(whereSeparator: \.isWhitespace) { fontSize(token.split(separator: "/").first ?? token, shorthand: true) }
        default: break
        }
    }

    mutating func fontSize(_ value: Substring, shorthand: Bool = false) {
        let v = value.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        switch v {
        case "larger": fontFactors.append(1.2)
        case "smaller", "medium", "small", "x-small", "xx-small", "inherit", "initial", "unset", "": break
        case "large", "x-large", "xx-large", "xxx-large": fontSizes.append(4 * Self.defaultFontSize)
        default:
            switch SVGLength(v[...]) {
            case .absolute(let u)?: fontSizes.append(abs(u))
            case .percent(let p)?: fontFactors.append(abs(p))
            case .fontRelative(let e)?: fontFactors.append(abs(e))
            case nil: break
            }
        }
    }

    mutating func readStylesheet(_ css: String) {
        for (name, value) in StyleDeclarations.parse(css) {
            read(name, value)
            cssTargets += StyleDeclarations.urlTargets(value)
            switch name {
            case "transform": if let s = TransformScale.of(value) { cssTransform = max(cssTransform ?? s, s); enlargement *= max(1, s) }
            case "r", "rx", "ry", "width", "height": if let l = SVGLength(value) { cssGeometry.append(l) }
            case "stroke": if StrokeReach.paint(value, exactName: false) == .painted { cssStroke = true }
            case "stroke-width": if let l = SVGLength(value) { cssStrokeWidths.append(l) }
            default: break
            }
        }
    }

    /// The largest viewport dimension, in any user units: 100% of anything is at most this.
    var viewport: Double { viewports.filter(\.isFinite).max() ?? 1 }

    /// The largest font size any element can have: the largest absolute one, grown by the
    /// largest relative factor at every level of nesting.
    var font: Double {
        let base = max(Self.defaultFontSize, fontSizes.max() ?? 0)
        let factor = max(1, fontFactors.max() ?? 1)
        return factor == 1 ? base : base * pow(factor, Double(depth))
    }

    /// The widest stroke (librsvg's default is 1).
    var strokeWidth: Double { max(1, strokeWidths.map { $0.bound(viewport: viewport, font: font) }.max() ?? 1) }

    /// The largest size a stylesheet gives a shape, or 0.
    var cssShapeSize: Double { cssGeometry.map { $0.bound(viewport: viewport, font: font) }.max() ?? 0 }
}
