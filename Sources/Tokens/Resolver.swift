import Foundation
import Geometry
import JSONReader
import PathNames

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
    /// The raw document, kept to resolve on demand.
    private let order: [Step]
    private let setsBox: JSONBox
    private var sets: [String: Any] { setsBox.value }
    /// Parsed JSON, never mutated after `init`.
    private struct JSONBox: @unchecked Sendable { let value: [String: Any] }
    private enum Step: @unchecked Sendable {
        case sources([Any], setName: String)
        case modifier(String, contexts: [String: [Any]])
    }

    /// `#/sets/…` sources inside sets, nested at most this deep (as `check`).
    static let maxNestedSets = 64

    public static func load(path: String) throws -> Resolver {
        guard let data = try TokenLoader.contents(path, file: path) else {
            let why = FileManager.default.fileExists(atPath: path) ? "cannot be read" : "does not exist"
            throw TokenError(.unreadable, file: path, path: nil, "the resolver file \(why)")
        }
        return try Resolver(data: data, file: path)
    }

    public init(data: Data, file: String, builtIn: Bool = false) throws {
        self.file = file
        self.builtIn = builtIn
        func bad(_ message: String) -> TokenError { TokenError(.malformedValue, file: file, path: nil, message) }
        let (root, ordered) = try Self.document(data, file: file)
        guard let version = root["version"] as? String, version == "2025.10" else {
            throw bad("'version' must be \"2025.10\" (DTCG Resolver Module)")
        }
        let sets = root["sets"] as? [String: Any] ?? [:]
        let mods = root["modifiers"] as? [String: Any] ?? [:]
        guard let order = root["resolutionOrder"] as? [Any], !order.isEmpty else {
            throw bad("'resolutionOrder' must be a non-empty list")
        }
        var steps: [Step] = [], modifiers: [Modifier] = []
        func addModifier(_ name: String, _ m: [String: Any], _ node: JSONNode?, at i: Int) throws {
            let (modifier, step) = try Self.modifier(name, m, node, at: i, after: modifiers, bad)
            modifiers.append(modifier); steps.append(step)
        }
        for (i, entry) in order.enumerated() {
            guard let obj = entry as? [String: Any] else { throw bad("resolutionOrder[\(i)] is not an object") }
            let ref = obj["$ref"] as? String
            if let ref, ref.hasPrefix("#/sets/") {
                let name = String(ref.dropFirst("#/sets/".count))
                guard let set = sets[name] as? [String: Any], let sources = set["sources"] as? [Any] else {
                    throw bad("resolutionOrder[\(i)]: no set '\(name)' with 'sources'")
                }
                steps.append(.sources(sources, setName: name))
            } else if let ref, ref.hasPrefix("#/modifiers/") {
                let name = String(ref.dropFirst("#/modifiers/".count))
                guard let m = mods[name] as? [String: Any] else { throw bad("resolutionOrder[\(i)]: no modifier '\(FilePath.clip(name))'") }
                try addModifier(name, m, ordered["modifiers"]?[name], at: i)
            } else if ref == nil, obj["type"] as? String == "set" || (obj["type"] == nil && obj["sources"] is [Any]) {
                // An inline set: {"type": "set", "name": "…", "sources": […]}.
                guard let sources = obj["sources"] as? [Any] else { throw bad("resolutionOrder[\(i)]: an inline set needs 'sources'") }
                steps.append(.sources(sources, setName: obj["name"] as? String ?? "resolutionOrder[\(i)]"))
            } else if ref == nil, obj["type"] as? String == "modifier" || (obj["type"] == nil && obj["contexts"] is [String: Any]) {
                // An inline modifier: {"type": "modifier", "name": "…", "contexts": {…}, "default": "…"}.
                guard let name = obj["name"] as? String, !name.isEmpty else { throw bad("resolutionOrder[\(i)]: an inline modifier needs a 'name'") }
                try addModifier(name, obj, ordered["resolutionOrder"]?[index: i], at: i)
            } else {
                throw bad("resolutionOrder[\(i)]: expected {\"$ref\": \"#/sets/…\"}, {\"$ref\": \"#/modifiers/…\"} or an inline set or modifier")
            }
        }
        // Contexts become folders (`export --matrix`): every name of the document is one that
        // can be a folder name, and no two of a kind land in the same folder.
        try Self.checkFolderNames(Array(sets.keys).sorted(), "set", bad)
        try Self.checkFolderNames(modifiers.map(\.name), "modifier", bad)
        self.setsBox = JSONBox(value: sets)
        self.order = steps
        self.modifiers = modifiers
    }

    /// The document read once, by the one JSON reader: as objects, and as nodes in the file's
    /// order (contexts are listed in the file's order).
    private static func document(_ data: Data, file: String) throws -> ([String: Any], JSONNode) {
        let node: JSONNode
        do { node = try JSONScanner.document(data, file: file) } catch let p as JSONProblem {
            throw TokenError(p.kind == .fileRead ? .tooLarge : .invalidJSON, file: file, path: nil, p.description)
        }
        guard let root = node.foundation as? [String: Any] else {
            throw TokenError(.invalidJSON, file: file, path: nil, "not a JSON object (a DTCG resolver document)")
        }
        return (root, node)
    }

    /// A modifier's contexts checked and its order kept (`node`: the same modifier read in
    /// order), with the step it adds to the resolution order.
    private static func modifier(_ name: String, _ m: [String: Any], _ node: JSONNode?, at i: Int, after earlier: [Modifier],
                                 _ bad: (String) -> TokenError) throws -> (Modifier, Step) {
        guard let ctx = m["contexts"] as? [String: Any], !ctx.isEmpty else {
            throw bad("resolutionOrder[\(i)]: modifier '\(name)' has no 'contexts'")
        }
        guard !earlier.contains(where: { $0.name == name }) else { throw bad("resolutionOrder[\(i)]: modifier '\(name)' comes twice") }
        var contexts: [String: [Any]] = [:]
        for (k, v) in ctx {
            guard let list = v as? [Any] else { throw bad("modifier '\(name)': context '\(k)' must be a list of sources") }
            contexts[k] = list
        }
        let def = m["default"] as? String
        if let def, contexts[def] == nil { throw bad("modifier '\(name)': default '\(def)' is not one of its contexts") }
        let names = node?["contexts"]?.keys ?? contexts.keys.sorted()
        try checkFolderNames(names, "modifier '\(FolderName.shown(name))': context", bad)
        // Resolver 4.1.5.1: "Tools SHOULD throw an error for modifiers with only 1 context".
        guard names.count >= 2 else {
            throw bad("modifier '\(FolderName.shown(name))' has one context; a modifier chooses between two or more (Resolver Module 4.1.5.1)")
        }
        return (Modifier(name: name, contexts: names, defaultContext: def), .modifier(name, contexts: contexts))
    }

    public func modifier(_ name: String) -> Modifier? { modifiers.first { $0.name == name } }

    /// The token set for the chosen contexts (modifier name → context name); modifiers not
    /// chosen take their default. A modifier with neither is an error (the Resolver Module: a
    /// tool SHOULD refuse it). `base`, if given, replaces the sources of the first set (so
    /// `--tokens FILE` works with `--device`).
    public func resolve(_ chosen: [String: String], base: String? = nil) throws -> TokenSet {
        for (m, c) in chosen {
            guard let mod = modifier(m) else {
                throw ResolverChoiceError(message: "the resolver \(file) has no modifier '\(FilePath.clip(m))'; it has: \(modifiers.map(\.name).joined(separator: ", "))")
            }
            guard mod.contexts.contains(c) else {
                let shown = mod.contexts.count <= 24 ? mod.contexts.joined(separator: ", ")
                    : mod.contexts.prefix(20).joined(separator: ", ") + ", … (\(mod.contexts.count) in all)"
                throw ResolverChoiceError(message: "modifier '\(FolderName.shown(m))' has no context '\(FolderName.shown(c))'; choose one of: \(shown)")
            }
        }
        let folder = FilePath.dirname(file)
        let cache = SourceCache()
        var merged: [String: Any] = [:]
        var firstSet = true
        var label: [String] = []
        for step in order {
            switch step {
            case .sources(let sources, _):
                if firstSet, let base {
                    merged = Self.merge(merged, try Self.document(at: base, file: base))
                } else {
                    for s in sources { merged = Self.merge(merged, try source(s, folder: folder, cache)) }
                }
                firstSet = false
            case .modifier(let name, let contexts):
                guard let c = chosen[name] ?? modifier(name)?.defaultContext else {
                    let names = contexts.keys.sorted()
                    throw ResolverChoiceError(message: "modifier '\(FolderName.shown(name))' of \(file) has no default context: choose one with "
                        + "--context \(FolderName.shown(name))=CONTEXT (\(names.prefix(20).map { FolderName.shown($0) }.joined(separator: ", "))\(names.count > 20 ? ", …" : ""))")
                }
                guard let sources = contexts[c] else { continue }
                if chosen[name] != nil { label.append("\(name)=\(c)") }
                for s in sources { merged = Self.merge(merged, try source(s, folder: folder, cache)) }
            }
        }
        let name = (base ?? file) + (label.isEmpty ? "" : " [\(label.joined(separator: ", "))]")
        return try TokenSet.parse(object: merged, file: name)
    }

    /// One source as a token document: `{"$ref": "file.json"}`, `{"$ref": "file.json#/group"}`
    /// (part of a file), `{"$ref": "#/sets/name"}` (another set's sources, merged in order) or
    /// inline tokens.
    /// Each set's merged sources, made once per resolution (a set that includes another twice,
    /// level after level, would otherwise take exponential time), and how many sources were read.
    final class SourceCache {
        var sets: [String: [String: Any]] = [:]
        var reads = 0
    }
    /// The most sources one resolution reads (files, inline documents, sets) before it is refused.
    static let maxSourceReads = 10_000

    private func source(_ s: Any, folder: String, _ cache: SourceCache, through: [String] = []) throws -> [String: Any] {
        cache.reads += 1
        guard cache.reads <= Self.maxSourceReads else {
            throw TokenError(.tooLarge, file: file, path: nil, "the resolution reads more than \(Self.maxSourceReads) sources; refusing")
        }
        guard let obj = s as? [String: Any] else {
            throw TokenError(.malformedValue, file: file, path: nil, "a source must be an object: {\"$ref\": \"file.json\"} or inline tokens")
        }
        guard let ref = obj["$ref"] as? String else { return obj }
        if ref.hasPrefix("#/sets/") {
            let name = String(ref.dropFirst("#/sets/".count))
            guard !through.contains(name) else {
                throw TokenError(.aliasCycle, file: file, path: nil, "source $ref cycle: \((through + [name]).joined(separator: " → "))")
            }
            guard through.count < Self.maxNestedSets else {
                throw TokenError(.tooLarge, file: file, path: nil, "source $ref '\(FolderName.shown(ref))': sets nested more than "
                                 + "\(Self.maxNestedSets) deep (a Pickup bound, as check's resolver-limit)")
            }
            guard let set = sets[name] as? [String: Any], let sources = set["sources"] as? [Any] else {
                throw TokenError(.malformedValue, file: file, path: nil, "source $ref '\(ref)': no set '\(name)' with 'sources'")
            }
            if let done = cache.sets[name] { return done }
            var merged: [String: Any] = [:]
            for s in sources { merged = Self.merge(merged, try source(s, folder: folder, cache, through: through + [name])) }
            cache.sets[name] = merged
            return merged
        }
        guard !ref.hasPrefix("#") else {
            throw TokenError(.malformedValue, file: file, path: nil, "source $ref '\(ref)': within the resolver only #/sets/… may be a source")
        }
        let parts = ref.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let name = parts[0]
        var doc: [String: Any]
        if builtIn, let data = BuiltInFiles.data(name),
           let d = (try? TokenLoader.read(data, file: name)) as? [String: Any] {
            doc = d
        } else {
            let path = name.hasPrefix("/") ? name : (folder.isEmpty ? name : folder + "/" + name)
            try confine(path, ref: ref)
            doc = try Self.document(at: path, file: path)
        }
        if parts.count == 2 {
            // A fragment: the group it points at, kept at its place (so paths stay the same).
            guard let segs = References.pointer("#" + parts[1]) else {
                throw TokenError(.malformedValue, file: file, path: nil, "source $ref '\(ref)': the fragment must be a JSON pointer (#/group/…)")
            }
            let refs = References(file: name, root: doc)
            guard let sub = refs.node(segs) as? [String: Any] else {
                throw TokenError(.unknownAlias, file: file, path: nil, "source $ref '\(ref)' points at nothing in \(name)")
            }
            var wrapped: [String: Any] = sub
            for seg in segs.reversed() { wrapped = [seg: wrapped] }
            doc = wrapped
        }
        return doc
    }

    /// Refuses a file source outside the resolver's folder (and the allowed roots), judged by
    /// real paths with every link resolved, before a byte of it is read: a resolver handed over
    /// must not make Pickup read, and quote in its errors, a file the user did not mean to share.
    func confine(_ path: String, ref: String) throws {
        let roots = [FilePath.dirname(file)] + allowedRoots
        let realRoots = roots.compactMap { RealPath.of($0.isEmpty ? "." : $0) }
        // A source that does not exist is judged by its folder (its error then says it is missing).
        let real = RealPath.of(path) ?? RealPath.of(FilePath.dirname(path).isEmpty ? "." : FilePath.dirname(path)).map {
            FilePath.join($0, FilePath.basename(path))
        }
        if let real, realRoots.contains(where: { real == $0 || real.hasPrefix($0 == "/" ? "/" : $0 + "/") }) { return }
        throw TokenError(.outsideRoot, file: file, path: nil,
                         "source $ref '\(FolderName.shown(ref))' leads outside the resolver's folder\(allowedRoots.isEmpty ? "" : " and the allowed roots"); "
                         + "it was not read. Sources are read from the resolver's folder and below; --allow-root DIR allows another folder")
    }

    static func document(at path: String, file: String) throws -> [String: Any] {
        guard let data = try TokenLoader.contents(path, file: file) else {
            let why = FileManager.default.fileExists(atPath: path) ? "cannot be read" : "does not exist"
            throw TokenError(.unreadable, file: file, path: nil, "the token file \(why)")
        }
        guard let obj = try TokenLoader.read(data, file: file) as? [String: Any] else {
            throw TokenError(.invalidJSON, file: file, path: nil, "the top level must be a JSON object of groups and tokens")
        }
        return obj
    }

    /// `b` laid over `a`: groups merge key by key; a token (an object with `$value`) or any
    /// other value in `b` replaces `a`'s whole.
    static func merge(_ a: [String: Any], _ b: [String: Any]) -> [String: Any] {
        var out = a
        for (k, v) in b {
            if let vb = v as? [String: Any], vb["$value"] == nil, let va = out[k] as? [String: Any], va["$value"] == nil {
                out[k] = merge(va, vb)
            } else {
                out[k] = v
            }
        }
        return out
    }

    /// Each of `names` usable as one folder name, and no two the same folder (case folded, NFC).
    static func checkFolderNames(_ names: [String], _ what: String, _ bad: (String) -> TokenError) throws {
        if let why = FolderName.problem(in: names, what: what) { throw bad(why) }
    }

}

/// A `--device` or `--context` naming a modifier or context the resolver does not declare.
public struct ResolverChoiceError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
