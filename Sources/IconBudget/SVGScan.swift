import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import PathNames

/// One pass of libxml2 (Foundation's XMLParser, no external entities) over an icon: its
/// elements with what each costs to draw and what it refers to, and what the whole file says
/// that bears on every element (dash periods, stroke widths, font sizes, stylesheet rules).
/// A bound crossed while reading stops the reading (`failure`).
final class SVGScan: NSObject, XMLParserDelegate {
    struct Node {
        var name = ""
        var children: [Int] = []
        var parent: Int?
        var use: String?
        var filterPrimitive = false
        /// Presentation attributes and `style` declarations (which win), by lowercased name;
        /// only those a cost depends on.
        var props: [String: Substring] = [:]
        /// Drawn once per reference from here: clip paths, masks, filters, an feImage's
        /// element, a pattern's or gradient's template.
        var edges: [String] = []
        /// Named by an inherited `fill`/`stroke` (a pattern draws under every element there)
        /// and by `marker-*` (at every vertex).
        var paints: [String] = []
        var markers: [String] = []
        var characters = 0.0
        var stroke = StrokeReach.Declared()
        /// An embedded image's pixels and its setting up (`<image>`, `<feImage>`), drawn each
        /// time this is.
        var imagePixels = 0.0
    }

    /// An element's links, `href` first, then `xlink:href`, then an `href` under any other
    /// prefix (librsvg reads XLink's namespace, whatever prefix names it): all of them, since
    /// which one librsvg follows is not worked out.
    static func hrefs(_ attributes: [String: String]) -> [String] {
        let others = attributes.filter { $0.key.hasSuffix(":href") && $0.key != "xlink:href" }.sorted { $0.key < $1.key }.map(\.value)
        return [attributes["href"], attributes["xlink:href"]].compactMap { $0 } + others
    }

    /// Elements named `fe…` that are parts of a filter primitive, not primitives run.
    static let primitiveParts: Set<String> = [
        "feMergeNode", "feFuncR", "feFuncG", "feFuncB", "feFuncA", "feDistantLight", "fePointLight", "feSpotLight",
    ]
    var nodes: [Node] = [], stack: [Int] = [], ids: [String: Int] = [:]
    var failure: String?
    var file = FileWide()
    /// The farthest point of any shape from its origin (`ownCost` sets it).
    var extent = 0.0

    /// The properties a cost depends on, which `style` and `<style>` may set too.
    static let kept: Set<String> = [
        "transform", "patterntransform", "viewbox", "width", "height", "x1", "y1", "x2", "y2", "r", "rx", "ry", "d", "points",
        "markerunits", "markerwidth", "markerheight", "patternunits", "patterncontentunits", "clippathunits", "maskcontentunits",
        "pathlength", "x", "y", "cx", "cy",
    ]

    /// A blur wider, or noise of more octaves, than the bounds allow; nil otherwise.
    static func filterProblem(_ local: String, _ attributes: [String: String]) -> String? {
        if local == "feGaussianBlur", let sd = attributes["stdDeviation"] {
            let values = sd.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
            if values.contains(where: { !$0.isFinite || $0 > SVGBudget.maxBlur }) {
                return "a blur of \(FilePath.clip(sd)) units; at most \(Int(SVGBudget.maxBlur))"
            }
        }
        if local == "feTurbulence", let o = attributes["numOctaves"] {
            let n = Double(o.trimmingCharacters(in: .whitespaces))
            if let n, !n.isFinite || n > Double(SVGBudget.maxOctaves) {
                return "feTurbulence with numOctaves \(FilePath.clip(o)); at most \(SVGBudget.maxOctaves)"
            }
        }
        return nil
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        guard failure == nil else { return }
        let local = name.split(separator: ":").last.map(String.init) ?? name
        var node = Node(name: local, parent: stack.last)
        let hrefs = Self.hrefs(attributes)
        let own = hrefs.compactMap { $0.hasPrefix("#") ? String($0.dropFirst()) : nil }
        if local == "use" { node.use = own.first; node.edges += own.dropFirst() }
        if ["feImage", "pattern", "linearGradient", "radialGradient"].contains(local) { node.edges += own }
        if let why = SVGBudget.referenceProblem(element: local, attributes: attributes) { failure = why; parser.abortParsing(); return }
        inStyle = local == "style"
        if inStyle { styleText = "" }
        if local == "text" { textDepth += 1 }
        if local.hasPrefix("fe"), !Self.primitiveParts.contains(local) { node.filterPrimitive = true }
        if let why = Self.filterProblem(local, attributes) { failure = why }
        if local == "image" || local == "feImage" {
            for href in hrefs where !href.hasPrefix("#") {
                switch EmbeddedImage.read(href) {
                case .pixels(let p): node.imagePixels += p > 0 ? p + Double(SVGBudget.imageDrawSetUp) : 0
                case .refused(let why): failure = why
                }
            }
        }
        // Attributes, then `style` over them; `exact`: the name as written is the property's.
        var declarations: [(name: String, value: Substring, exact: Bool)] = attributes.map { ($0.key.lowercased(), $0.value[...], $0.key == $0.key.lowercased()) }
        if let style = attributes["style"] {
            declarations += StyleDeclarations.parse(style, keepingCase: true).map { ($0.name.lowercased(), $0.value, $0.name == $0.name.lowercased()) }
        }
        for (key, value, exact) in declarations {
            node.stroke.read(key, value, exactName: exact)
            if Self.kept.contains(key) { node.props[key] = value }
            switch key {
            case "fill", "stroke": node.paints += StyleDeclarations.urlTargets(value)
            case "marker", "marker-start", "marker-mid", "marker-end": node.markers += StyleDeclarations.urlTargets(value)
            case "clip-path", "mask", "filter": node.edges += StyleDeclarations.urlTargets(value)
            default: file.read(key, value)
            }
        }
        if ["svg", "symbol", "use"].contains(local) {
            for key in ["width", "height"] { if let v = node.props[key], let l = SVGLength(v), case .absolute(let u) = l { file.viewports.append(abs(u)) } }
        }
        if let vb = node.props["viewbox"] {
            let size = SVGNumbers.all(vb).suffix(2).map(abs)
            file.viewports += size
            if stack.count > 0, let small = size.min() { file.enlargement *= max(1, small > 0 ? 1 / small : .infinity); file.nestedViewBoxes += 1 }
        }
        for key in ["transform", "patterntransform"] { if let t = node.props[key], let s = TransformScale.of(t) { file.enlargement *= max(1, s) } }
        let i = nodes.count
        nodes.append(node)
        if let parent = stack.last { nodes[parent].children.append(i) }
        if let id = attributes["id"] { ids[id] = i }
        stack.append(i)
        file.depth = max(file.depth, stack.count)
        if nodes.count > SVGBudget.maxElements { failure = "more than \(SVGBudget.maxElements) elements"; parser.abortParsing() }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if inStyle { file.readStylesheet(styleText) }
        if let i = stack.popLast(), nodes[i].name == "text" { textDepth -= 1 }
        inStyle = false
    }

    /// A `<style>` element's text: no `@import`, no `url()` of another file; its declarations
    /// are read when it ends.
    var inStyle = false, styleText = ""
    var textDepth = 0
    func parser(_ parser: XMLParser, foundCharacters string: String) { characters(parser, string) }
    func parser(_ parser: XMLParser, foundCDATA data: Data) { characters(parser, String(decoding: data, as: UTF8.self)) }
    func characters(_ parser: XMLParser, _ text: String) {
        if textDepth > 0, let i = stack.last { nodes[i].characters += Double(text.unicodeScalars.count) }
        guard inStyle, failure == nil else { return }
        styleText += text
        if let why = SVGBudget.cssProblem(text) { failure = why; parser.abortParsing() }
    }

    /// `<?xml-stylesheet href="…"?>` reads another file.
    func parser(_ parser: XMLParser, foundProcessingInstructionWithTarget target: String, data: String?) {
        guard failure == nil, target.lowercased() == "xml-stylesheet" else { return }
        failure = "an <?xml-stylesheet?> refers to another file (\(FilePath.clip(data ?? "")))"; parser.abortParsing()
    }
}
