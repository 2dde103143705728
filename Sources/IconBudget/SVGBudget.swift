import Foundation
import Geometry
#if canImport(FoundationXML)
import FoundationXML
import PathNames
#endif

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

    /// Why `data` expands past a bound, or nil if it stays within them all.
    public static func problem(_ data: Data) -> String? {
        let scan = Scan()
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.delegate = scan
        guard parser.parse() else { return scan.failure ?? "not well-formed XML (\(parser.parserError.map { "\($0.localizedDescription)" } ?? "unknown error"))" }
        if let f = scan.failure { return f }
        // Elements and filter runs after expansion: each element counts itself, its children
        // and what its `<use>` points at, once per use.
        var memo: [Int: (elements: Int, filters: Int)] = [:], visiting: Set<Int> = []
        func cost(_ i: Int) -> (elements: Int, filters: Int)? {
            if let m = memo[i] { return m }
            guard visiting.insert(i).inserted else { return nil }   // a <use> cycle
            defer { visiting.remove(i) }
            let n = scan.nodes[i]
            var e = 1, f = n.filterPrimitive ? 1 : 0
            for c in n.children {
                guard let s = cost(c) else { return nil }
                e += s.elements; f += s.filters
                if e > maxElements * 4 { break }
            }
            if let ref = n.use {
                guard let target = scan.ids[ref], let s = cost(target) else { return nil }
                e += s.elements; f += s.filters
            }
            e = min(e, Int.max / 4); f = min(f, Int.max / 4)
            memo[i] = (e, f)
            return (e, f)
        }
        guard let total = scan.nodes.isEmpty ? (0, 0) : cost(0) else { return "a <use> refers to itself, or to nothing" }
        if total.elements > maxElements {
            return "it expands to more than \(maxElements) elements once each <use> is counted (\(total.elements >= maxElements * 4 ? "far more" : String(total.elements)))"
        }
        if total.filters > maxFilterRuns { return "it applies filters \(total.filters) times once each <use> is counted; at most \(maxFilterRuns)" }
        return nil
    }

    final class Scan: NSObject, XMLParserDelegate {
        struct Node { var children: [Int] = []; var use: String?; var filterPrimitive = false }
        var nodes: [Node] = [], stack: [Int] = [], ids: [String: Int] = [:]
        var failure: String?

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            guard failure == nil else { return }
            let local = name.split(separator: ":").last.map(String.init) ?? name
            var node = Node()
            if local == "use", let href = attributes["href"] ?? attributes["xlink:href"], href.hasPrefix("#") { node.use = String(href.dropFirst()) }
            if let why = SVGBudget.referenceProblem(element: local, attributes: attributes) { failure = why; parser.abortParsing(); return }
            inStyle = local == "style"
            if local.hasPrefix("fe") { node.filterPrimitive = true }
            if local == "feGaussianBlur", let sd = attributes["stdDeviation"] {
                let values = sd.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
                if values.contains(where: { !$0.isFinite || $0 > SVGBudget.maxBlur }) {
                    failure = "a blur of \(FilePath.clip(sd)) units; at most \(Int(SVGBudget.maxBlur))"
                }
            }
            if local == "feTurbulence", let o = attributes["numOctaves"] {
                let n = Double(o.trimmingCharacters(in: .whitespaces))
                if let n, !n.isFinite || n > Double(SVGBudget.maxOctaves) {
                    failure = "feTurbulence with numOctaves \(FilePath.clip(o)); at most \(SVGBudget.maxOctaves)"
                }
            }
            if local == "image", let href = attributes["href"] ?? attributes["xlink:href"] {
                if let why = SVGBudget.imageProblem(href) { failure = why }
            }
            let i = nodes.count
            nodes.append(node)
            if let parent = stack.last { nodes[parent].children.append(i) }
            if let id = attributes["id"] { ids[id] = i }
            stack.append(i)
            if nodes.count > SVGBudget.maxElements { failure = "more than \(SVGBudget.maxElements) elements"; parser.abortParsing() }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            _ = stack.popLast()
            inStyle = false
        }

        /// A `<style>` element's text: no `@import`, no `url()` of another file.
        var inStyle = false
        func parser(_ parser: XMLParser, foundCharacters string: String) { checkStyle(parser, string) }
        func parser(_ parser: XMLParser, foundCDATA data: Data) { checkStyle(parser, String(decoding: data, as: UTF8.self)) }
        func checkStyle(_ parser: XMLParser, _ text: String) {
            guard inStyle, failure == nil, let why = SVGBudget.cssProblem(text) else { return }
            failure = why; parser.abortParsing()
        }

        /// `<?xml-stylesheet href="…"?>` reads another file.
        func parser(_ parser: XMLParser, foundProcessingInstructionWithTarget target: String, data: String?) {
            guard failure == nil, target.lowercased() == "xml-stylesheet" else { return }
            failure = "an <?xml-stylesheet?> refers to another file (\(FilePath.clip(data ?? "")))"; parser.abortParsing()
        }
    }

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
        var rest = text[...]
        while let r = rest.range(of: "url(", options: .caseInsensitive) {
            var target = rest[r.upperBound...].prefix { $0 != ")" }.trimmingCharacters(in: .whitespaces)
            if let q = target.first, q == "'" || q == "\"" { target = String(target.dropFirst().dropLast(target.last == q ? 1 : 0)) }
            if !target.hasPrefix("#"), !target.lowercased().hasPrefix("data:") { return target }
            rest = rest[r.upperBound...]
        }
        return nil
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

