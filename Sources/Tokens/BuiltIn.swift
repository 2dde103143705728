import Foundation

extension BuiltInFiles {
    /// How a built-in file is named in messages: `design-tokens.json (built in)`.
    public static func label(_ name: String) -> String { name + " (built in)" }
    public static func data(_ name: String) -> Data? { files[name].map { Data($0.utf8) } }
    /// The locales with built-in copy (`content/<locale>.json`).
    public static var locales: [String] {
        files.keys.filter { $0.hasPrefix("content/") && $0.hasSuffix(".json") }
            .map { String($0.dropFirst("content/".count).dropLast(".json".count)) }.sorted()
    }
}
