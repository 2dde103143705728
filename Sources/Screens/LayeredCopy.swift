import Foundation
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
        let builtIn = BuiltInFiles.label("content/\(Self.builtInLocale).json")
        files = Dictionary(uniqueKeysWithValues: Content.keys.map { ($0, builtIn) })
    }

    /// The locale `Content()` is (`content/en-GB.json`, built in).
    static let builtInLocale = "en-GB"

    /// Content JSON already in memory (a built-in locale) laid over the copy; `file` names it.
    public mutating func lay(_ data: Data, file: String) throws {
        let (content, keys) = try Content.layer(data, file: file, over: content)
        self.content = content
        for key in keys { files[key] = file }
    }

    /// A content file laid over the copy.
    public mutating func lay(path: String) throws {
        try lay(try Content.data(path: path), file: path)
    }
}
