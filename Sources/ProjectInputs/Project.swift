import Copy
import Foundation
import Geometry
import Nodes
import PathNames
import Render
import Screens
import TextEscape
import Tokens

/// Tokens and content loaded, styles checked: everything a job needs before it draws.
/// Building one fails — before anything is written — on a bad token file or content file.
public struct Project: Sendable {
    public let inputs: Inputs
    public let tokens: TokenSet
    public let styles: Styles
    public let content: Content
    /// Copy key → the file that set it (`LayeredCopy`): named with the key when a layout is refused.
    public let copyFiles: [String: String]
    public let measurer: PangoMeasurer
    /// The sequence built once (code placed, reveal scene outlined, tracks): every frame and
    /// comp is drawn from it.
    public let film: Film

    public init(tokensPath: String, contentPath: String? = nil) throws {
        try self.init(Inputs(tokens: tokensPath, content: contentPath))
    }

    /// Loads the tokens (through the resolver when a context is chosen), the locale's copy and
    /// the content file over it, and checks that the code fits this device with this copy.
    /// `icons`: these icons in place of the ones beside the tokens (`tokens --diff` tells an
    /// icon's effects from a token's by swapping them).
    public init(_ inputs: Inputs, icons: Icons? = nil) throws {
        self.inputs = inputs
        tokens = try inputs.resolvedTokens()
        styles = try Styles(tokens, icons: try icons ?? inputs.loadIcons(), smallerText: try inputs.smallerTextTokens())
        // The base copy (en-GB: the folder's own content/en-GB.json when it has one), then the
        // chosen locale's over it, then --content.
        // A locale's file that lacks keys is warned of once per run (the English shows there);
        // --content may set any keys it likes.
        var copy = LayeredCopy()
        try inputs.lay(Inputs.baseLocale, on: &copy).map(CopyWarnings.say)
        if let locale = inputs.locale, locale != Inputs.baseLocale { try inputs.lay(locale, on: &copy).map(CopyWarnings.say) }
        if let path = inputs.content { try copy.lay(path: path) }
        content = copy.content
        copyFiles = copy.files
        measurer = PangoMeasurer()
        try Self.checkFonts(tokens)
        film = try Film(styles, content, layout: Layout(measurer: measurer), tokens: tokens)
        _ = try codeShownFrom()
    }

    public var canvas: Size { styles.chrome.canvas }

    /// Every typography token's first family must be installed: fontconfig would otherwise
    /// substitute another face and every line of text would lay out differently, silently.
    /// (Generic families — `sans-serif` — stand for whatever is installed and are not checked.)
    public static func checkFonts(_ tokens: TokenSet) throws {
        let engine = TextEngine()
        var seen: [String: String?] = [:]
        for path in tokens.tokens.keys.sorted() {
            guard case .typography(let f, _) = tokens.tokens[path]!.value,
                  let first = f.family.split(separator: ",").first?.trimmingCharacters(in: .whitespaces),
                  !TextEngine.genericFamilies.contains(first.lowercased()) else { continue }
            if seen[first] == nil { seen[first] = .some(engine.resolvedFamily(first)) }
            let actual = seen[first]!
            if actual?.lowercased() != first.lowercased() {
                throw FontMissingError(family: first, token: path, file: tokens.file, fallback: actual)
            }
        }
    }

    /// The frame at time `t` of the sequence, resolved. Once the Pickup screen has settled
    /// (title shown, card in place) the frame is checked as the comps are (`LayoutChecks`):
    /// before then the card is still sliding in from below the screen, which is the design.
    public func frame(at t: Double) throws -> DisplayList {
        let list = resolve(film.node(at: t))
        if case .pickup(let st) = film.storyboard.shot(at: t), st.card == 1, st.title == 1 {
            try LayoutChecks.check(list, comp: String(format: "frame at %.3f s", t), code: film.placement,
                                   touchTargets: [], measurer: measurer, trace: trace(film.node(at: t)))
        }
        return list
    }

    /// Lays a node tree out on the canvas: the display list every backend draws.
    public func resolve(_ node: Node) -> DisplayList {
        Layout(measurer: measurer).resolve(node, size: canvas)
    }

    /// A comp's display list, checked against the design's invariants (`LayoutChecks`): a comp
    /// that breaks one throws `LayoutViolation` and is never written.
    public func displayList(_ comp: Comp) throws -> DisplayList {
        let node = try comp.build(film, tokens: tokens)
        let list = resolve(node)
        let code = comp.checks.contains(.flatCode) ? film.placement : nil
        try LayoutChecks.check(list, comp: "comp '\(comp.name)'", code: code, touchTargets: Hotspot.touchTargets(in: list),
                               measurer: measurer, trace: trace(node))
        return list
    }

    /// What a layout refusal of `node` needs to name the copy to change: the file of each key,
    /// and the tree laid out again with one key's texts held to one line.
    func trace(_ node: Node) -> CopyTrace {
        CopyTrace(files: copyFiles) { [self] key in resolve(node.holdingToOneLine(copy: key)) }
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
    /// A locale's copy, `content/<locale>.json` beside the tokens; nil is `baseLocale`.
    public var locale: String?
    /// The copy every locale is laid over, and the one drawn when no locale is chosen: the
    /// folder's `content/en-GB.json` where it has one, else the built-in one.
    public static let baseLocale = "en-GB"
    /// Folders besides the resolver's own that its sources may be read from (`--allow-root`).
    public var allowedRoots: [String]

    public init(tokens: String? = nil, resolver: String? = nil, contexts: [String: String] = [:],
                content: String? = nil, locale: String? = nil, allowedRoots: [String] = []) {
        self.tokens = tokens; self.resolver = resolver; self.contexts = contexts
        self.content = content; self.locale = locale; self.allowedRoots = allowedRoots
    }

    /// The resolver: given, or `design-tokens.resolver.json` beside the tokens.
    public var resolverPath: String { resolver ?? folder + Self.defaultResolver }
    /// The folder the default files are looked up in, with a trailing slash ("" for the current one).
    var folder: String {
        let dir = FilePath.dirname(tokens ?? resolver ?? Self.defaultTokens)
        return dir.isEmpty || dir.hasSuffix("/") ? dir : dir + "/"
    }
    /// Whether the built-in files (`BuiltInFiles`) stand in for the default ones: no token or
    /// resolver file was named and there is no `design-tokens.json` in the current folder.
    public var usesBuiltIn: Bool {
        tokens == nil && resolver == nil && !FileManager.default.fileExists(atPath: Self.defaultTokens)
    }
    /// A user's files override the built-in ones piece by piece: with a token file but no
    /// resolver beside it, the built-in resolver (its device and theme contexts) is laid over it.
    public var resolverIsBuiltIn: Bool {
        usesBuiltIn || (resolver == nil && !FileManager.default.fileExists(atPath: resolverPath))
    }
    /// The token file that replaces the resolver's base set: the one named, or the user's
    /// default file under the built-in resolver.
    public var baseTokens: String? {
        tokens ?? (resolverIsBuiltIn && !usesBuiltIn ? Self.defaultTokens : nil)
    }

    /// The tokens a command draws from or exports: always a resolver's resolution — the
    /// project's resolver, or the built-in one — at the chosen contexts, every other modifier at
    /// its default. So the resolver's default context (`device` `pro`) is what a plain `export`
    /// draws: an edited default is drawn as `--device pro` draws it. A token file named with
    /// `--tokens`, or one with no resolver beside it, takes the place of the resolver's base set.
    /// The tokens at the text size one step smaller than these inputs' (the resolver's
    /// `dynamicType` contexts, in order), nil at the smallest or without a resolver: what no
    /// text may be drawn smaller than (issue 46.5).
    public func smallerTextTokens() throws -> TokenSet? {
        guard hasResolver else { return nil }
        let resolver = try loadResolver()
        guard let m = resolver.modifier(TextStyle.modifier), let at = contexts[TextStyle.modifier] ?? m.defaultContext,
              let i = m.contexts.firstIndex(of: at), i > 0 else { return nil }
        var smaller = contexts
        smaller[TextStyle.modifier] = m.contexts[i - 1]
        return try resolver.resolve(smaller, base: baseTokens)
    }

    public func resolvedTokens() throws -> TokenSet {
        if let base = baseTokens { try TokenSet.check(path: base) }
        return try loadResolver().resolve(contexts, base: baseTokens)
    }

    /// Whether there is a resolver: the built-in one, or a file.
    public var hasResolver: Bool { resolverIsBuiltIn || FileManager.default.fileExists(atPath: resolverPath) }

    /// The resolver (or the built-in one, whose sources are the built-in files).
    public func loadResolver() throws -> Resolver {
        if resolverIsBuiltIn, let data = BuiltInFiles.data(Self.defaultResolver) {
            return try Resolver(data: data, file: BuiltInFiles.label(Self.defaultResolver), builtIn: true)
        }
        return try Resolver.load(path: resolverPath, allowedRoots: allowedRoots)
    }

    /// The tokens of `reference` that the resolver's `chosen` contexts change, laid over these
    /// inputs' own contexts (`["theme": "dark"]`, `["theme": "dark", "contrast": "increased"]`):
    /// in value, colour space, or how they are written (an alias, rem), with their tokens in that
    /// resolution. Empty when there is no resolver, or it lacks one of the modifiers or contexts.
    /// `resolver`: the one `loadResolver()` gives, if the caller has it (several settings' changes
    /// are asked of one resolver, which is then loaded and checked once).
    public func changedTokens(by chosen: [String: String], from reference: TokenSet, resolver loaded: Resolver? = nil) throws -> [String: Token] {
        guard hasResolver else { return [:] }
        let resolver = try loaded ?? loadResolver()
        for (modifier, context) in chosen {
            guard let m = resolver.modifier(modifier), m.contexts.contains(context) else { return [:] }
        }
        let changed = try resolver.resolve(contexts.merging(chosen) { _, new in new }, base: baseTokens)
        var out: [String: Token] = [:]
        for (path, t) in reference.tokens {
            if let d = changed.tokens[path], d.value != t.value || d.colorSource != t.colorSource || d.colorParts != t.colorParts || d.refs != t.refs || d.remFields != t.remFields {
                out[path] = d
            }
        }
        return out
    }

    /// A locale's copy laid over `copy`: `content/<locale>.json` beside the tokens, or the
    /// built-in one of that locale when the folder has none (piece by piece, as the resolver);
    /// the keys it lacks, if any.
    @discardableResult
    public func lay(_ locale: String, on copy: inout LayeredCopy) throws -> MissingCopy? {
        let name = "content/\(locale).json"
        if usesBuiltIn || !FileManager.default.fileExists(atPath: folder + name), let data = BuiltInFiles.data(name) {
            return try copy.lay(data, file: BuiltInFiles.label(name), locale: true)
        }
        return try copy.lay(path: localePath(locale), locale: true)
    }

    /// The locales with a content file whose name can be a folder name (for messages).
    public var locales: [String] { localeFiles.map(\.name).filter { FolderName.problem($0) == nil } }

    /// Every locale with a content file, checked: each becomes a folder (`export --matrix`), so
    /// a name that cannot be one folder name, or two that would share a folder, are refused
    /// (exit 65) naming the file.
    public func checkedLocales() throws -> [String] {
        let files = localeFiles
        // Named by the first file whose name is at fault (the later of two that clash).
        for k in files.indices {
            if let why = FolderName.problem(in: files[...k].map(\.name), what: "locale") { throw ContentError(file: FolderName.shown(files[k].file, limit: 160), message: why) }
        }
        return files.map(\.name)
    }

    /// `content/<locale>.json` files, by locale, sorted.
    private var localeFiles: [(name: String, file: String)] {
        let builtIn = BuiltInFiles.locales.map { (name: $0, file: BuiltInFiles.label("content/\($0).json")) }
        if usesBuiltIn { return builtIn }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder + "content")) ?? []
        let own = names.filter { $0.hasSuffix(".json") }.map { (name: String($0.dropLast(5)), file: folder + "content/" + $0) }
        let mine = Set(own.map(\.name))
        return (own + builtIn.filter { !mine.contains($0.name) }).sorted { $0.name < $1.name }
    }

    func localePath(_ locale: String) throws -> String {
        let path = folder + "content/" + locale + ".json"
        guard FolderName.problem(locale) == nil, FileManager.default.fileExists(atPath: path) else {
            throw ContentError(file: FolderName.shown(path, limit: 160),
                               message: "no copy for locale '\(FolderName.shown(locale))'; available: \(locales.joined(separator: ", "))")
        }
        // Confined as the resolver's sources are: a locale file that is a link leading out of
        // the project's folder (and the allowed roots) is not read, so a folder handed over
        // cannot make Pickup read — and quote in an error, or draw — another file.
        let roots = ([folder.isEmpty ? "." : folder] + allowedRoots).compactMap { RealPath.of($0) }
        guard let real = RealPath.of(path), roots.contains(where: { real == $0 || real.hasPrefix($0 == "/" ? "/" : $0 + "/") }) else {
            throw ContentError(file: FolderName.shown(path, limit: 160),
                               message: "leads outside the project's folder\(allowedRoots.isEmpty ? "" : " and the allowed roots"); "
                                   + "a locale's copy is read only from the folder's content/ (a link there may not lead out)")
        }
        return path
    }
    /// Every file a project is read from, for watching.
    public var sourceFiles: [String] {
        var files = [tokens ?? Self.defaultTokens]
        if !contexts.isEmpty { files.append(resolverPath) }
        if !usesBuiltIn {
            for l in Set([Self.baseLocale, locale ?? Self.baseLocale]).sorted() {
                if let path = try? localePath(l), FileManager.default.fileExists(atPath: path) { files.append(path) }
            }
        }
        if let content { files.append(content) }
        return files + iconFiles
    }
    /// The device chosen, or the resolver's default (`DeviceRegistry`); "default" when its
    /// device modifier has none and the base set is drawn as it is.
    public var device: String { contexts[DeviceRegistry.modifier] ?? (try? devices().defaultName) ?? "default" }
    /// The devices the resolver declares.
    public func devices() throws -> DeviceRegistry { DeviceRegistry(try loadResolver()) }
    /// A device's native scale (`size.canvas.scale` in its context), these inputs' other contexts kept.
    public func nativeScale(of device: String) throws -> Int {
        var inputs = self
        inputs.contexts[DeviceRegistry.modifier] = device
        return try ChromeStyle(try inputs.resolvedTokens()).nativeScale
    }
}

/// Warnings about the project's files, each said once per run on standard error
/// (`pickup: warning: …`): a matrix or `watch` builds many projects from one locale file and one
/// `icons/` folder, and says what it lacks or skips once.
public enum OnceWarnings {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var said = Set<String>()

    public static func say(_ message: String) {
        lock.lock(); defer { lock.unlock() }
        guard said.insert(message).inserted else { return }
        fputs("pickup: warning: \(Escape.terminal(message))\n", stderr)
    }
}

/// A locale file's missing keys, said once per run.
public enum CopyWarnings {
    public static func say(_ missing: MissingCopy) { OnceWarnings.say(missing.message) }
}

/// A typography token names a font family that is not installed (exit 69).
public struct FontMissingError: Error, CustomStringConvertible {
    public var family: String, token: String, file: String
    /// What fontconfig would draw instead.
    public var fallback: String?
    public var description: String {
        "\(file): token '\(token)': font family '\(family)' is not installed"
            + (fallback.map { " (fontconfig would draw '\($0)' instead, and the text would lay out differently)" } ?? "")
            + ". Install it (Inter: `sudo apt-get install fonts-inter`, or scripts/setup-deps.sh) or name an installed family; `fc-list : family` lists them."
    }
}
