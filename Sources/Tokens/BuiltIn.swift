import Foundation

/// The default inputs, built into the binary by SwiftPM from `Defaults/` (links to the
/// repository's own `design-tokens.json`, resolver and `content/`, so an edit there is built in
/// on the next build): used when no file is given and none is in the current folder.
public enum BuiltInFiles {
    /// Every built-in file by its path in the repository. SwiftPM names an embedded file by its
    /// base name alone, so a new locale's file is listed here too (a test checks the list).
    static let files: [String: [UInt8]] = [
        "design-tokens.json": PackageResources.design_tokens_json,
        "design-tokens.resolver.json": PackageResources.design_tokens_resolver_json,
        "content/en-GB.json": PackageResources.en_GB_json,
        "content/en-US.json": PackageResources.en_US_json,
        "content/fr-FR.json": PackageResources.fr_FR_json,
        "content/ja-JP.json": PackageResources.ja_JP_json,
    ]

    /// The paths of the built-in files, sorted.
    public static var names: [String] { files.keys.sorted() }

    /// How a built-in file is named in messages: `design-tokens.json (built in)`.
    public static func label(_ name: String) -> String { name + " (built in)" }
    public static func data(_ name: String) -> Data? { files[name].map { Data($0) } }
    /// The locales with built-in copy (`content/<locale>.json`).
    public static var locales: [String] {
        files.keys.filter { $0.hasPrefix("content/") && $0.hasSuffix(".json") }
            .map { String($0.dropFirst("content/".count).dropLast(".json".count)) }.sorted()
    }
}
