import Foundation
import Geometry
import JSONReader
import PathNames
import TextEscape
import TokenCheck

/// A DTCG Resolver Module (2025.10) document: named `sets` of token sources, `modifiers` whose
/// `contexts` each hold more sources, and a `resolutionOrder` that lays them over each other.
///
///     let r = try Resolver.load(path: "design-tokens.resolver.json")
///     let se = try r.resolve(["device": "se"])          // the base set with the `se` overrides
///
/// A source is `{"$ref": "file.json"}` (relative to the resolver's folder), `{"$ref":
/// "#/sets/name"}` inside `resolutionOrder`, or an inline token document. Later sources override
/// earlier ones token by token (a token is replaced whole; groups merge).
public struct Resolver: Sendable {
    public struct Modifier: Sendable {
        public var name: String
        /// Context names in the order the file lists them (JSON objects are unordered, so sorted
        /// when the file cannot tell), and the one used when none is chosen.
        public var contexts: [String]
        public var defaultContext: String?
    }

    public let file: String
    public let modifiers: [Modifier]
    /// Folders a file source may be read from: the resolver's own folder and below, and any the
    /// user widened it to (`--allow-root`). A source elsewhere is refused before it is read.
    public var allowedRoots: [String] = []
    /// The built-in resolver: its file sources are the built-in files (`BuiltInFiles`).
    public let builtIn: Bool
    /// The document as read once, resolved on demand by `check`'s resolution.
    private let root: JSONNode

    /// Reads and checks a resolver: a document `pickup check` refuses is refused here with its
    /// first problem (the structure, the sources, and each resolution `check` tries).
    public static func load(path: String, allowedRoots: [String] = []) throws -> Resolver {
        let data = try TokenFile.contents(path, what: "resolver file")
        guard let root = TokenCheck.read(data, file: path).root else {
            // What stopped the reader, among every problem, as `check` lists them.
            let first = TokenCheck.problems(resolver: data, file: path, allowedRoots: allowedRoots).first
            throw first.map(TokenError.init) ?? TokenError(.invalidJSON, file: path, path: nil, "the resolver cannot be read")
        }
        if let first = TokenCheck.problems(resolver: root, file: path, allowedRoots: allowedRoots).first {
            throw TokenError(first)
        }
        var r = try Resolver(root: root, file: path)
        r.allowedRoots = allowedRoots
        return r
    }

    /// A resolver already checked (`load`), or the built-in one: its modifiers, in the order
    /// `resolutionOrder` applies them, each with its contexts in the file's order.
    public init(data: Data, file: String, builtIn: Bool = false) throws {
        try self.init(root: Self.read(data, file: file), file: file, builtIn: builtIn)
    }

    private init(root: JSONNode, file: String, builtIn: Bool = false) throws {
        self.file = file
        self.builtIn = builtIn
        self.root = root
        let modifiers = TokenCheck.modifiers(resolver: root, file: file)
        // Contexts become folders (`export --matrix`): that every name of the document can be
        // one folder name, and no two of a kind share one, is `check`'s rule
        // (`resolver-folder-name`), run by `load` and by every resolution.
        self.modifiers = modifiers.map { Modifier(name: $0.name, contexts: $0.contexts, defaultContext: $0.defaultContext) }
    }

    /// The document, read by the one JSON reader.
    private static func read(_ data: Data, file: String) throws -> JSONNode {
        let (root, problems) = TokenCheck.read(data, file: file)
        if let root { return root }
        let p = problems.first
        let fileRead = p?.rule == Rule.fileRead.rawValue
        throw TokenError(fileRead ? .tooLarge : .invalidJSON, file: file, path: nil,
                         p.map { fileRead ? $0.message : "invalid JSON at line \($0.line), column \($0.column): \($0.message)" } ?? "")
    }

    public func modifier(_ name: String) -> Modifier? { modifiers.first { $0.name == name } }

    /// The token set for the chosen contexts (modifier name → context name); modifiers not
    /// chosen take their default. A modifier with neither is an error (the Resolver Module: a
    /// tool SHOULD refuse it). `base`, if given, replaces the sources of the first set (so
    /// `--tokens FILE` works with `--device`).
    ///
    /// The sources are read and merged by `check`'s own resolution (`TokenCheck.resolution`),
    /// and the merged tokens checked by its rules, before the loader reads a value: a
    /// resolution `check` refuses is refused here with its first problem.
    public func resolve(_ chosen: [String: String], base: String? = nil) throws -> TokenSet {
        try validate(chosen)
        var choice: [String: String] = [:]
        var label: [String] = []
        for m in modifiers {
            guard let c = chosen[m.name] ?? m.defaultContext else {
                throw ResolverChoiceError(message: "modifier '\(FolderName.shown(m.name))' of \(file) has no default context: choose one with "
                    + "--context \(FolderName.shown(m.name))=CONTEXT (\(m.contexts.prefix(20).map { FolderName.shown($0) }.joined(separator: ", "))\(m.contexts.count > 20 ? ", …" : ""))")
            }
            choice[m.name] = c
            if chosen[m.name] != nil { label.append("\(m.name)=\(c)") }
        }
        let name = (base ?? file) + (label.isEmpty ? "" : " [\(label.joined(separator: ", "))]")
        let set = try merged(choice, base: base, name: name)
        // A text size other than the default: tokens linked to a text style scale by the
        // style's size here ÷ its size in the same resolution at the default text size.
        guard let sizes = modifier(TextStyle.modifier), let large = sizes.defaultContext,
              let chosenSize = choice[sizes.name], chosenSize != large else { return set }
        var reference = choice
        reference[sizes.name] = large
        return try set.scalingText(from: merged(reference, base: base, name: name))
    }

    /// The resolution of `choice` (a context for every modifier), merged and checked by
    /// `check`'s own code, as a token set named `name`.
    private func merged(_ choice: [String: String], base: String?, name: String) throws -> TokenSet {
        var read: (@Sendable (String) -> Data?)? = nil
        if builtIn { read = { name in BuiltInFiles.data(name) } }
        let (merged, problems) = TokenCheck.resolution(resolver: root, file: file, choice: choice, base: base,
                                                       allowedRoots: allowedRoots, read: read)
        if let first = problems.first { throw TokenError(first) }
        guard let merged else { throw TokenError(.invalidJSON, file: name, path: nil, "the resolution is not a token document") }
        do { return TokenSet(file: name, tokens: try TokenModel.tokens(merged, file: name)) } catch let p as Problem { throw TokenError(p) }
    }

    /// Every chosen modifier and context is one the resolver declares.
    private func validate(_ chosen: [String: String]) throws {
        for (m, c) in chosen {
            guard let mod = modifier(m) else {
                let names = modifiers.map(\.name)
                throw ResolverChoiceError(message: "the resolver \(file) has no modifier '\(FilePath.clip(m))'; it has: \(names.joined(separator: ", "))"
                                          + Nearest.hint(m, among: names))
            }
            guard mod.contexts.contains(c) else {
                let shown = mod.contexts.count <= 24 ? mod.contexts.joined(separator: ", ")
                    : mod.contexts.prefix(20).joined(separator: ", ") + ", … (\(mod.contexts.count) in all)"
                throw ResolverChoiceError(message: "modifier '\(FolderName.shown(m))' has no context '\(FolderName.shown(c))'; choose one of: \(shown)"
                                          + Nearest.hint(c, among: mod.contexts))
            }
        }
    }

}

/// A `--device` or `--context` naming a modifier or context the resolver does not declare.
public struct ResolverChoiceError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
