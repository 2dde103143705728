import Foundation
import JSONReader
import Tokens

/// The copy a project draws, laid file over file — the built-in English, the folder's
/// `content/en-GB.json`, the locale's file, `--content` — remembering which file set each key
/// last: a layout refusal names the key to change and the file to change it in.
public struct LayeredCopy: Sendable {
    public private(set) var content: Content
    /// Copy key → the file that set it (`content/ar.json`, `content/en-GB.json (built in)`).
    public private(set) var files: [String: String]

    /// The built-in English copy, every key from its file.
    public init() {
        content = Content()
        let builtIn = BuiltInFiles.label(Content.builtInFile)
        files = Dictionary(uniqueKeysWithValues: Content.keys.map { ($0, builtIn) })
    }

    /// Content JSON already in memory (a built-in locale) laid over the copy; `file` names it.
    /// `locale`: the file is a locale's copy, which should set every key — the ones it lacks are
    /// returned, each with the text that shows in its place (a `--content` file sets any it likes).
    @discardableResult
    public mutating func lay(_ data: Data, file: String, locale: Bool = false) throws -> MissingCopy? {
        let root: JSONNode
        do { root = try JSONScanner.document(data, file: file) } catch let p as JSONProblem {
            throw ContentError(file: file, message: p.description)
        }
        let missing = locale ? MissingCopy(file: file, root: root, under: self) : nil
        let (content, keys) = try ContentReader.layer(root, file: file, over: content)
        self.content = content
        for key in keys { files[key] = file }
        return missing.flatMap { $0.keys.isEmpty ? nil : $0 }
    }

    /// A content file laid over the copy.
    @discardableResult
    public mutating func lay(path: String, locale: Bool = false) throws -> MissingCopy? {
        try lay(try ContentReader.data(path: path), file: path, locale: locale)
    }
}

/// The keys a locale's copy file lacks, and the text that shows in place of each: a warning
/// (the product still draws), given once per run (`pickup: warning: …`).
public struct MissingCopy: Hashable, Sendable {
    public var file: String
    /// Key → what shows in its place (`"Added"`), and the file that text is from.
    public var keys: [(key: String, shown: String, from: String)] { entries.map { ($0.key, $0.shown, $0.from) } }
    struct Entry: Hashable, Sendable { var key: String, shown: String, from: String }
    var entries: [Entry]

    init(file: String, root: JSONNode, under copy: LayeredCopy) {
        self.file = file
        let set = Set(root.keys ?? [])
        entries = Content.table.filter { !set.contains($0.name) }.map {
            Entry(key: $0.name, shown: $0.shown(in: copy.content), from: copy.files[$0.name] ?? "")
        }
    }

    /// `content/fr-FR.json lacks 2 keys: 'added' shows "Added" and 'signLeft' "BLANK" (from content/en-GB.json (built in))`.
    public var message: String {
        let n = entries.count
        let files = entries.reduce(into: [String]()) { if !$0.contains($1.from) { $0.append($1.from) } }
        let shown = entries.map { "'\($0.key)' \($0.shown)" }.joined(separator: ", ")
        return "\(file) lacks \(n) key\(n == 1 ? "" : "s") of copy; the English shows in \(n == 1 ? "its" : "their") place "
            + "(from \(files.joined(separator: ", "))): \(shown)"
    }
}
