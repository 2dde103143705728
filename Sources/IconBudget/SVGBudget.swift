import Foundation
import Geometry
#if canImport(FoundationXML)
import FoundationXML
#endif
import PathNames

/// What an icon expands to, measured before librsvg draws it (librsvg 2.54 cannot cancel a
/// render): a 2 KB file can `<use>` a blurred group a million times (88 s a frame) or embed a
/// PNG that decodes to 30,000² pixels (6 GB). Read with libxml2 (Foundation's XMLParser),
/// without external entities.
public enum SVGBudget {
    /// Elements after every `<use>` is expanded.
    public static let maxElements = 20_000
    /// Filter primitives applied, after expansion (each blurs or composites a surface).
    public static let maxFilterRuns = 64
    /// The widest blur, in the icon's own units (an icon is a few dozen units across).
    public static let maxBlur = 64.0
    /// The most octaves of noise a `feTurbulence` may ask for: each is a pass over the filter's
    /// whole region, and 10 already add detail finer than a pixel (librsvg draws what it is
    /// told: a million octaves take minutes).
    public static let maxOctaves = 10
    /// Pixels of any one embedded image, from its header.
    public static let maxImagePixels = 4096 * 4096
    /// Pixels of embedded images drawn: each image's decoded pixels, once for every time it is
    /// drawn after expansion, and `imageDrawSetUp` more. librsvg decodes an image once but
    /// resamples all of it into the icon's box at every draw: a 77 KB icon drawing one 4096² PNG
    /// 9,990 times took 133 s and 296 MB an export (here 1.5 s with one draw, 0.04 s each
    /// more). Four draws of the largest image allowed: 1.6 s an export.
    public static let maxDrawnImagePixels = 4 * (maxImagePixels + imageDrawSetUp)
    /// What setting up one draw of an image costs, in pixels: a 64² image drawn 9,990 times
    /// took 6.9 s an export, 9,990 squares 2.5 s (0.44 ms a draw, some 180,000 pixels'
    /// resampling). At this, at most 1,028 draws of the smallest image: half a second more.
    public static let imageDrawSetUp = 1 << 16

    /// Dashes drawn, at most: each is a piece of outline the stroker makes and keeps (the
    /// issue's 254-byte icon, 8 million dashes, cost 1.1 GB and half a minute an export).
    public static let maxDashes = 100_000
    /// Line pieces the outlines flatten into, at most: pieces as written, each curve (and each
    /// possible round join or cap) flattened at the largest size an icon is drawn. 4,000
    /// curves whose control points reach far outside the icon took minutes a frame and a GB.
    public static let maxPathPieces = 200_000
    /// Markers drawn, after expansion: librsvg sets each up as a group of its own, a quarter of a
    /// millisecond a frame even when empty (6,000 took a minute an export).
    public static let maxMarkers = 500
    /// Characters of text drawn, after expansion: laying out a text costs more than linearly
    /// in its length (30,000 characters took 74 s a frame).
    public static let maxTextCharacters = 1_000
    /// The largest box Pickup draws an icon in, in pixels: an icon token's largest size, 200
    /// pt, at the largest scale, 4 (`--scales`). Curves flatten at this size.
    public static let drawnSize = 800.0
    /// Cairo's flattening tolerance, in pixels, and the most pieces one curve can flatten into
    /// (at the edge of Cairo's 24.8 fixed-point range, 2²⁴ pixels across).
    static let tolerance = 0.1, worstCurvePieces = 13_000.0

    /// Why `data` expands past a bound, or nil if it stays within them all.
    public static func problem(_ data: Data) -> String? {
        let scan = SVGScan()
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.delegate = scan
        // Foundation's parse() returns true for a document that ends early; its error says so.
        guard parser.parse(), parser.parserError == nil else { return scan.failure ?? XMLFailure.described(parser) }
        if let f = scan.failure { return f }
        guard !scan.nodes.isEmpty else { return nil }
        if let d = scan.file.unmeasurableDash {
            return "a stroke-dasharray with \(FilePath.clip(d)), which cannot be sized before drawing; write its lengths in absolute units (px, pt, mm, …)"
        }
        let strokes = scan.strokeWidths()
        let own = scan.nodes.indices.map { scan.ownCost($0, stroke: strokes[$0]) }, factors = scan.nodes.indices.map(scan.factor)
        let base: [DrawCost?]
        do { base = try scan.expand(own: own, factors: factors) } catch {
            return "a <use> or url() refers to itself\((error as? SVGScan.ExpansionFailure) == .missingUse ? ", or a <use> to nothing" : "")"
        }
        if base[0]!.elements > Double(maxElements) {
            return "it expands to more than \(maxElements) elements once each <use> is counted (\(shown(base[0]!.elements)))"
        }
        var total = base[0]!
        let ambient = scan.ambientTargets(base)
        if !ambient.isEmpty {
            let perCopy = AmbientReferences.perCopy(ambient)
            guard let all = try? scan.expand(own: own, factors: factors, ambient: perCopy)[0] else { return "a <use> or url() refers to itself" }
            total = all
            if total.markers > Double(maxMarkers) {
                return "it draws \(shown(total.markers)) markers (one at each vertex of each marked shape, once each <use> is counted); at most \(maxMarkers)"
            }
            if total.elements > Double(maxElements) {
                return "its markers and patterns draw their content again at every vertex and element: more than \(maxElements) elements (\(shown(total.elements)))"
            }
        }
        if total.filters > Double(maxFilterRuns) {
            return "it applies filters \(shown(total.filters)) times once each <use>, reference, marker and pattern is counted; at most \(maxFilterRuns)"
        }
        if total.imagePixels > Double(maxDrawnImagePixels) {
            return "it draws \(shown(total.imagePixels)) pixels of embedded images (each draw its image's own pixels and \(imageDrawSetUp) for setting it up, once each <use>, reference, marker and pattern is counted); at most \(maxDrawnImagePixels)"
        }
        if total.characters > Double(maxTextCharacters) {
            return "it draws \(shown(total.characters)) characters of text once each <use> is counted; at most \(maxTextCharacters)"
        }
        if let period = scan.file.dashPeriod {
            let dashes = total.length / period
            if !(dashes <= Double(maxDashes)) {
                return "its dashes: a stroke-dasharray period of \(String(format: "%g", period)) units along up to \(shown(total.length)) units of outline makes about \(shown(dashes)) dashes; at most \(maxDashes)"
            }
        }
        let pieces = total.segments + total.bend * (1 / tolerance).squareRoot() + total.unscaled * worstCurvePieces
        if !(pieces <= Double(maxPathPieces)) {
            return "its outlines flatten into about \(shown(pieces)) line pieces at \(Int(drawnSize)) px (\(shown(total.segments)) segments, \(shown(total.curves)) curves and round joins); at most \(maxPathPieces)"
        }
        return nil
    }

    /// A count as a message shows it: "far more" past any sensible number.
    static func shown(_ v: Double) -> String { v.isFinite && v < 1e15 ? String(Int(v.rounded(.up))) : "far more" }

    /// Why an element reaches outside its file (nil if it does not): an icon is one file.
    /// `href` may name a part of this file (`#id`), and an `<image>` or `<feImage>` may embed
    /// a `data:` URL (bounded by `EmbeddedImage`); `url()` in any attribute (`fill`, `style`, …)
    /// may name a part of this file; XInclude is refused whole.
    static func referenceProblem(element local: String, attributes: [String: String]) -> String? {
        if local == "include" { return "an XInclude <\(FilePath.clip(local))> refers to another file" }
        for href in SVGScan.hrefs(attributes) {
            let h = href.trimmingCharacters(in: .whitespaces)
            let embedded = (local == "image" || local == "feImage") && h.hasPrefix("data:")
            if !h.hasPrefix("#"), !embedded {
                return "an <\(FilePath.clip(local))> refers to another file (\(FilePath.clip(href))); an icon is one file\(local == "image" || local == "feImage" ? ": embed it as a data: URL" : "")"
            }
        }
        for (name, value) in attributes.sorted(by: { $0.key < $1.key }) where name != "href" && !name.hasSuffix(":href") {
            if let target = outsideURL(value) {
                return "its \(FilePath.clip(name)) refers to another file (url(\(FilePath.clip(target)))); an icon is one file"
            }
        }
        return nil
    }

    /// Why a stylesheet reaches outside the file: `@import`, or a `url()` not in it.
    static func cssProblem(_ css: String) -> String? {
        if css.range(of: "@import", options: .caseInsensitive) != nil { return "its <style> has an @import of another file" }
        if let target = outsideURL(css) { return "its <style> refers to another file (url(\(FilePath.clip(target))))" }
        return nil
    }

    /// The first `url(…)` in `text` whose target is not a part of this file (`#id`) or a
    /// `data:` URL, or nil.
    static func outsideURL(_ text: String) -> String? {
        StyleDeclarations.urls(text[...]).first { !$0.hasPrefix("#") && !$0.lowercased().hasPrefix("data:") }
    }
}
