import Foundation
import JSONReader

/// The one model of a token document: read once (the one JSON reader), checked once (`check`'s
/// rules, `DocumentCheck`), and its tokens resolved once into typed values (`Token`,
/// `TokenValue`) — aliases followed, `$ref` and `$extends` applied, colours and units read, each
/// token's `$type`, `$deprecated` and `com.pickup` settings inherited from its groups. Every
/// command reads its tokens from here; `Tokens` keeps no reading of the format of its own.
///
/// The model is built only from a document `check` passes: its problems are `check`'s, with
/// their places. What it adds is a bound no rule of the spec can see (a `rem` too large to be
/// a number of points), reported the same way.
public struct TokenModel {
    let file: String
    /// A token as written (its value plain: `ModelDocument`), before its alias is followed.
    struct Raw {
        var path: String
        /// Its `$type`, or the closest group's; its own only (an alias's type is the token it names).
        var declaredType: TokenType?
        var value: JSONNode
        var description: String?
        var deprecated: String?
        var extensions: String?
        var settings: PickupExtension.Settings
    }
    var raws: [String: Raw] = [:]
    var resolved: [String: Token] = [:]
    /// The token being read: its fields written as aliases, in rem, and its composite's colours.
    var refs: [String: String] = [:]
    var remFields: Set<String> = []
    var colorParts: [String: ColorSource] = [:]

    init(file: String) { self.file = file }

    /// A token document's bytes, read and checked once: its tokens, or `check`'s problems
    /// (the first of which every command reports).
    public static func read(_ data: Data, file: String) -> (tokens: [String: Token]?, problems: [Problem]) {
        let (root, problems) = Reading.data(data, file: file)
        guard let root, problems.isEmpty else { return (nil, problems) }
        let found = TokenCheck.sorted(TokenCheck.unique(DocumentCheck(root: root).run()))
        guard found.isEmpty else { return (nil, found) }
        do { return (try tokens(root, file: file), []) } catch let p as Problem { return (nil, [p]) } catch { return (nil, []) }
    }

    /// The tokens of a document `check` has passed (a resolution `TokenCheck.resolution` merged).
    public static func tokens(_ root: JSONNode, file: String) throws -> [String: Token] {
        var model = TokenModel(file: file)
        try model.collect(ModelDocument(root).prepared(), path: [], type: nil, deprecated: nil, settings: PickupExtension.Settings())
        for path in model.raws.keys.sorted() { _ = try model.resolve(path) }
        return model.resolved
    }

    func fail(_ n: JSONNode, _ path: String, _ rule: Rule, _ message: String) -> Problem {
        Problem(n.position, path, rule, message)
    }

    /// `$extensions` as canonical JSON (sorted keys): the same object gives the same bytes.
    static func canonical(_ n: JSONNode) -> String {
        let o = n.foundation
        guard JSONSerialization.isValidJSONObject(o),
              let d = try? JSONSerialization.data(withJSONObject: o, options: [.sortedKeys, .withoutEscapingSlashes]) else { return "{}" }
        return String(decoding: d, as: UTF8.self)
    }

    /// `$deprecated`: a message, "" (deprecated without one), or nil; inherited if absent.
    static func deprecated(_ d: JSONNode?, inherited: String?) -> String? {
        guard let d else { return inherited }
        if let s = d.string { return s }
        return d.bool == true ? "" : nil
    }

    /// What Pickup's namespace (`com.pickup`) says here, laid over what the groups above said.
    static func settings(_ n: JSONNode, inherited: PickupExtension.Settings) -> PickupExtension.Settings {
        guard let mine = n["$extensions"]?[PickupExtension.namespace],
              case .success(let own) = PickupExtension.read(mine) else { return inherited }
        return own.laid(over: inherited)
    }

    mutating func collect(_ g: JSONNode, path: [String], type: TokenType?, deprecated: String?, settings: PickupExtension.Settings) throws {
        let dotted = path.joined(separator: ".")
        let type = g["$type"]?.string.flatMap(TokenType.init) ?? type
        let deprecated = Self.deprecated(g["$deprecated"], inherited: deprecated)
        let settings = Self.settings(g, inherited: settings)
        if let value = g["$value"] {
            raws[dotted] = Raw(path: dotted, declaredType: type, value: value, description: g["$description"]?.string,
                               deprecated: deprecated, extensions: g["$extensions"].map(Self.canonical), settings: settings)
            return
        }
        for m in (g.members ?? []).sorted(by: { $0.key < $1.key }) where (!m.key.hasPrefix("$") || m.key == "$root") && m.value.isObject {
            try collect(m.value, path: path + [m.key], type: type, deprecated: deprecated, settings: settings)
        }
    }
}

extension Problem: Error {}
