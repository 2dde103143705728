import Foundation
import Geometry
import Nodes
import Render
import Screens
import Tokens

/// Tokens and content loaded, styles checked: everything a job needs before it draws.
/// Building one fails — before anything is written — on a bad token file or content file.
public struct Project: Sendable {
    public let inputs: Inputs
    public let tokens: TokenSet
    public let styles: Styles
    public let content: Content
    public let measurer: PangoMeasurer

    public init(tokensPath: String, contentPath: String? = nil) throws {
        try self.init(Inputs(tokens: tokensPath, content: contentPath))
    }

    /// Loads the tokens (through the resolver when a context is chosen), the locale's copy and
    /// the content file over it, and checks that the code fits this device with this copy.
    public init(_ inputs: Inputs) throws {
        self.inputs = inputs
        if inputs.contexts.isEmpty {
            tokens = try TokenSet.load(path: inputs.tokens ?? Inputs.defaultTokens)
        } else {
            tokens = try Resolver.load(path: inputs.resolverPath).resolve(inputs.contexts, base: inputs.tokens)
        }
        styles = try Styles(tokens)
        var copy = Content()
        if let locale = inputs.locale { copy = try Content.load(path: inputs.localePath(locale), over: copy) }
        if let path = inputs.content { copy = try Content.load(path: path, over: copy) }
        content = copy
        measurer = PangoMeasurer()
        _ = try PickupScreen.placement(styles.pickup, content, layout: Layout(measurer: measurer))
    }

    public var canvas: Size { styles.order.canvas }

    /// The frame at time `t` of the sequence, resolved.
    public func frame(at t: Double) throws -> DisplayList {
        try resolve(Timeline.node(styles, content, layout: Layout(measurer: measurer), at: t))
    }

    /// Lays a node tree out on the canvas: the display list every backend draws.
    public func resolve(_ node: Node) -> DisplayList {
        Layout(measurer: measurer).resolve(node, size: canvas)
    }

    /// A comp's display list, checked against the design's invariants (`LayoutChecks`): a comp
    /// that breaks one throws `LayoutViolation` and is never written.
    public func displayList(_ comp: Comp) throws -> DisplayList {
        let layout = Layout(measurer: measurer)
        let list = resolve(try comp.build(styles, content, layout: layout, tokens: tokens))
        let code = comp.showsPickupCode ? try PickupScreen.placement(styles.pickup, content, layout: layout) : nil
        let top = Hotspots.topLeading(styles)
        try LayoutChecks.check(list, comp: comp.name, code: code,
                               touchTargets: [("the top buttons (size.topButton.diameter)", top),
                                              ("the wallet button (size.pickup.buttonHeight)", Hotspots.walletButton(styles))],
                               measurer: measurer)
        return list
    }
}

/// What a project is made from: the files and the resolver contexts a command was given.
public struct Inputs: Hashable, Sendable {
    public static let defaultTokens = "design-tokens.json"
    public static let defaultResolver = "design-tokens.resolver.json"
    /// The token file (with contexts: the resolver's base set is replaced by it).
    public var tokens: String?
    public var resolver: String?
    /// Modifier → context (`device` → `se`). Empty: the token file alone, as the base set is.
    public var contexts: [String: String]
    public var content: String?
    /// A locale's copy, `content/<locale>.json` beside the tokens; nil is the built-in en-GB.
    public var locale: String?

    public init(tokens: String? = nil, resolver: String? = nil, contexts: [String: String] = [:],
                content: String? = nil, locale: String? = nil) {
        self.tokens = tokens; self.resolver = resolver; self.contexts = contexts
        self.content = content; self.locale = locale
    }

    /// The resolver: given, or `design-tokens.resolver.json` beside the tokens.
    public var resolverPath: String { resolver ?? folder + Self.defaultResolver }
    /// The folder the default files are looked up in, with a trailing slash ("" for the current one).
    var folder: String {
        let base = tokens ?? resolver ?? Self.defaultTokens
        guard let slash = base.lastIndex(of: "/") else { return "" }
        return String(base[...slash])
    }
    /// The locales with a content file.
    public var locales: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder + "content")) ?? []
        return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }
    func localePath(_ locale: String) throws -> String {
        let path = folder + "content/" + locale + ".json"
        guard !locale.isEmpty, !locale.contains("/"), FileManager.default.fileExists(atPath: path) else {
            throw ContentError(file: path, message: "no copy for locale '\(locale)'; available: \(locales.joined(separator: ", "))")
        }
        return path
    }
    /// Every file a project is read from, for watching.
    public var sourceFiles: [String] {
        var files = [tokens ?? Self.defaultTokens]
        if !contexts.isEmpty { files.append(resolverPath) }
        if let locale, let path = try? localePath(locale) { files.append(path) }
        if let content { files.append(content) }
        return files
    }
    /// The device chosen, or the resolver's default.
    public var device: String { contexts["device"] ?? "pro" }
}
