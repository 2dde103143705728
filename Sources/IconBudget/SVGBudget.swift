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
        guard parser.parse() else { return scan.failure ?? "not well-formed XML (\(parser.parserError.map { "\($0.localizedDescription)" } ?? "unknown error"))" }
        if let f = scan.failure { return f }
        guard !scan.nodes.isEmpty else { return nil }
        if let d = scan.file.unmeasurableDash {
            return "a stroke-dasharray with \(FilePath.clip(d)), which cannot be sized before drawing; write its lengths in absolute units (px, pt, mm, …)"
        }
        let own = scan.nodes.indices.map(scan.ownCost), factors = scan.nodes.indices.map(scan.factor)
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
    /// a `data:` URL (bounded by `imageProblem`); `url()` in any attribute (`fill`, `style`, …)
    /// may name a part of this file; XInclude is refused whole.
    static func referenceProblem(element local: String, attributes: [String: String]) -> String? {
        if local == "include" { return "an XInclude <\(FilePath.clip(local))> refers to another file" }
        if let href = attributes["href"] ?? attributes["xlink:href"] {
            let h = href.trimmingCharacters(in: .whitespaces)
            let embedded = (local == "image" || local == "feImage") && h.hasPrefix("data:")
            if !h.hasPrefix("#"), !embedded {
                return "an <\(FilePath.clip(local))> refers to another file (\(FilePath.clip(href))); an icon is one file\(local == "image" || local == "feImage" ? ": embed it as a data: URL" : "")"
            }
        }
        for (name, value) in attributes.sorted(by: { $0.key < $1.key }) where name != "href" && name != "xlink:href" {
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

    /// Why an embedded image is refused: its pixel size from its header (PNG, JPEG, GIF, WebP),
    /// or a file reference (an icon stands alone).
    static func imageProblem(_ href: String) -> String? {
        guard href.hasPrefix("data:") else { return "an <image> refers to another file (\(FilePath.clip(href))); embed it as a data: URL" }
        guard let comma = href.firstIndex(of: ","), href[..<comma].hasSuffix(";base64") else { return nil }
        // The header is in the first few hundred bytes; JPEG's size marker may come later.
        let b64 = href[href.index(after: comma)...].filter { !$0.isWhitespace }
        let prefix = String(b64.prefix(64 * 1024 / 3 * 4))
        guard let bytes = Data(base64Encoded: String(prefix.prefix(prefix.count / 4 * 4))).map(Array.init) else { return nil }
        guard let (w, h) = imageSize(bytes) else { return nil }
        return w * h > maxImagePixels ? "an embedded image of \(w) × \(h) pixels; at most \(maxImagePixels) pixels" : nil
    }

    static func imageSize(_ b: [UInt8]) -> (Int, Int)? {
        func be32(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
        func be16(_ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }
        func le16(_ i: Int) -> Int { Int(b[i]) | Int(b[i + 1]) << 8 }
        if b.count >= 24, b[0] == 0x89, b[1] == 0x50 { return (be32(16), be32(20)) }                 // PNG IHDR
        if b.count >= 10, b[0] == 0x47, b[1] == 0x49 { return (le16(6), le16(8)) }                   // GIF
        if b.count >= 30, b[0] == 0x52, b[8] == 0x57, b[12] == 0x56, b[15] == 0x38 {                  // WebP
            switch b[15] {
            case 0x20: return (le16(26) & 0x3FFF, le16(28) & 0x3FFF)                                  // VP8
            case 0x4C: let v = Int(b[21]) | Int(b[22]) << 8 | Int(b[23]) << 16 | Int(b[24]) << 24      // VP8L
                return ((v & 0x3FFF) + 1, ((v >> 14) & 0x3FFF) + 1)
            default: return (Int(b[24]) | Int(b[25]) << 8 | Int(b[26]) << 16 + 1, Int(b[27]) | Int(b[28]) << 8 | Int(b[29]) << 16 + 1)
            }
        }
        if b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 {                                                 // JPEG: find SOFn
            var i = 2
            while i + 9 < b.count, b[i] == 0xFF {
                let marker = b[i + 1]
                if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC { return (be16(i + 7), be16(i + 5)) }
                i += 2 + be16(i + 2)
            }
        }
        return nil
    }
}

