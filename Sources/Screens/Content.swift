import Foundation
import Geometry
import InputFile
import JSONReader
import PathNames
import Tokens

/// Every string the screens show, and the QR payload: overridable with `pickup … --content FILE`
/// (JSON with any of these keys). The English copy is `content/en-GB.json` alone (built in);
/// `Content()` is that file, and each locale's file is laid over it. Joiners and list
/// punctuation are copy too: `orderLabelFormat` and `pickupDetailFormat` fill `{key}`
/// placeholders with the other strings, so a locale writes its own ("{drink}、{drinkSize}").
public struct Content: Codable, Hashable, Sendable {
    public var orderCode: String
    public var drink: String
    public var drinkSize: String
    public var options: String
    public var price: String
    public var store: String
    public var storeNote: String
    public var qrPayload: String
    /// Minutes left, as the countdown shows them before and after its tick.
    public var minutesBefore: Int
    public var minutesAfter: Int

    // The screens' copy.
    public var orderLabelFormat: String
    public var beingMade: String
    public var ready: String
    public var readyInPrefix: String
    public var readyInSuffix: String
    public var showCode: String
    public var steps: [String]
    public var pickupTitle: String
    public var pickupCodeLabel: String
    public var pillReady: String
    public var showBarista: String
    public var brightnessNote: String
    public var addToWallet: String
    public var added: String
    public var pickupDetailFormat: String
    public var signLeft: String
    public var signRight: String

    /// The built-in English copy (`content/en-GB.json`).
    public init() { self = Self.english }

    static let english: Content = {
        guard let data = BuiltInFiles.data("content/en-GB.json"),
              let english = try? JSONDecoder().decode(Content.self, from: data) else {
            fatalError("the built-in content/en-GB.json does not hold every content key")
        }
        return english
    }()

    /// `Order A42`.
    public var orderLabel: String { fill(orderLabelFormat) }
    /// `Blondie Matcha, Regular · 42 Gordon Street`.
    public var pickupDetail: String { fill(pickupDetailFormat) }

    /// The copy keys `orderLabel` shows: its format and each string it fills (`Text.copy`).
    public var orderLabelKeys: [String] { ["orderLabelFormat"] + filledKeys(orderLabelFormat) }
    /// The copy keys `pickupDetail` shows.
    public var pickupDetailKeys: [String] { ["pickupDetailFormat"] + filledKeys(pickupDetailFormat) }

    /// The keys `format` fills in, in order, each once.
    func filledKeys(_ format: String) -> [String] {
        var out: [String] = [], rest = Substring(format)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let name = String(rest[rest.index(after: open)..<close])
            if value(name) != nil, !out.contains(name) { out.append(name) }
            rest = rest[rest.index(after: open)...]
        }
        return out
    }

    /// The strings a format may name as `{key}`.
    static let placeholders = ["orderCode", "drink", "drinkSize", "options", "price", "store"]
    private func value(_ key: String) -> String? {
        switch key {
        case "orderCode": orderCode
        case "drink": drink
        case "drinkSize": drinkSize
        case "options": options
        case "price": price
        case "store": store
        default: nil
        }
    }

    /// A Pickup bound: the characters (Unicode scalars) of one string of copy, and of a format
    /// once filled. The QR payload has its own bound (what fits the code).
    public static let maxFieldLength = 1_000

    /// How long `format` is once filled, counted without filling it (a format naming a long
    /// string thousands of times must not be built to be refused).
    func fillCount(_ format: String) -> Int {
        var n = 0
        pieces(format) { n += $0.unicodeScalars.count }
        return n
    }

    /// `format` with every `{key}` replaced by that string.
    func fill(_ format: String) -> String {
        var out = ""
        pieces(format) { out += $0 }
        return out
    }

    /// The pieces `format` fills to, in order: its text, and each `{key}`'s string (a `{` that
    /// opens no known key is text).
    private func pieces(_ format: String, _ piece: (Substring) -> Void) {
        var rest = Substring(format)
        while let open = rest.firstIndex(of: "{") {
            piece(rest[..<open])
            guard let close = rest[open...].firstIndex(of: "}"), let v = value(String(rest[rest.index(after: open)..<close])) else {
                piece("{"); rest = rest[rest.index(after: open)...]; continue
            }
            piece(Substring(v))
            rest = rest[rest.index(after: close)...]
        }
        piece(rest)
    }

    /// The first `{name}` in `format` that names no string, if any.
    static func unknownPlaceholder(_ format: String) -> String? {
        var rest = Substring(format)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let name = String(rest[rest.index(after: open)..<close])
            if !placeholders.contains(name) { return name }
            rest = rest[rest.index(after: close)...]
        }
        return nil
    }
}

/// Why a content file was refused.
public struct ContentError: Error, CustomStringConvertible {
    public var file: String
    public var message: String
    /// The file named does not exist (exit 66, "no input").
    public var notFound = false
    public var description: String { "\(file): \(message)" }
    public init(file: String, message: String, notFound: Bool = false) { self.file = file; self.message = message; self.notFound = notFound }
}

extension Content {
    /// Reads a content JSON file; unknown keys and wrong types are refused with their name.
    public static func load(path: String, over base: Content = Content()) throws -> Content {
        try parse(try data(path: path), file: path, over: base)
    }

    /// A content file's bytes, or why it cannot be read.
    static func data(path: String) throws -> Data {
        let data: Data
        do { data = try JSONScanner.contents(of: path) } catch let r as InputFile.Refusal {
            // Missing, or a FIFO, folder or device: "no input" (exit 66), before a byte is read.
            throw ContentError(file: path, message: r.kind == .tooLarge ? JSONScanner.message(r) : r.reason, notFound: r.isNoInput)
        }
        return data
    }

    /// The keys a content file may set, sorted.
    public static var keys: [String] {
        ((try? JSONSerialization.jsonObject(with: JSONEncoder().encode(Content())) as? [String: Any]) ?? [:]).keys.sorted()
    }

    /// Copy is short: a field, and what a format fills in, is bounded so that no file can ask
    /// for more text than a screen lays out in well under a second (`maxFieldLength`).
    static func checkLengths(_ dict: [String: Any], _ content: Content, file path: String) throws {
        for key in dict.keys.sorted() where key != "qrPayload" {
            let strings = (dict[key] as? String).map { [$0] } ?? (dict[key] as? [String]) ?? []
            if let long = strings.first(where: { $0.unicodeScalars.count > Content.maxFieldLength }) {
                throw ContentError(file: path, message: "'\(key)' is \(long.unicodeScalars.count) characters long; at most \(Content.maxFieldLength) (a Pickup bound on one string of copy)")
            }
        }
        for (key, format) in [("orderLabelFormat", content.orderLabelFormat), ("pickupDetailFormat", content.pickupDetailFormat)] {
            let filled = content.fillCount(format)
            if filled > Content.maxFieldLength {
                throw ContentError(file: path, message: "'\(key)' fills to \(filled) characters; at most \(Content.maxFieldLength) (a Pickup bound on one string of copy, after each {name} is filled)")
            }
        }
    }

    /// Reads content JSON already in memory (a built-in locale); `file` names it in errors.
    public static func parse(_ data: Data, file path: String, over base: Content = Content()) throws -> Content {
        try layer(data, file: path, over: base).content
    }

    /// Content JSON laid over `base`, and the keys the file sets (`LayeredCopy`).
    static func layer(_ data: Data, file path: String, over base: Content) throws -> (content: Content, keys: [String]) {
        // Read by the one JSON reader (strict RFC 8259, duplicate keys refused), as the tokens are.
        let object: Any
        do { object = try JSONScanner.document(data, file: path).foundation } catch let p as JSONProblem {
            throw ContentError(file: path, message: p.description)
        }
        guard let dict = object as? [String: Any] else { throw ContentError(file: path, message: "the top level must be a JSON object") }
        // Every key is optional: the file is laid over the defaults, then decoded whole.
        let defaults = try JSONSerialization.jsonObject(with: JSONEncoder().encode(base)) as! [String: Any]
        if let unknown = dict.keys.sorted().first(where: { defaults[$0] == nil }) {
            throw ContentError(file: path, message: "unknown key '\(unknown.count <= 80 ? unknown : unknown.prefix(79) + "…")'; known keys: \(defaults.keys.sorted().joined(separator: ", "))")
        }
        // Each value is checked against the default's type first, so the message names the key,
        // what it must be and what it is (never a DecodingError dump).
        for key in dict.keys.sorted() {
            let value = dict[key]!, expected = defaults[key]!
            let what: String?
            switch expected {
            case is [Any]:
                what = (value as? [Any])?.allSatisfy({ $0 is String }) == true ? nil : "a list of strings"
            case is String:
                what = value is String ? nil : "a string"
            default:   // a number
                let n = value as? NSNumber
                let whole = n.map { String(cString: $0.objCType) != "c" && $0.doubleValue.rounded() == $0.doubleValue
                    && abs($0.doubleValue) < 1e9 } ?? false
                what = whole ? nil : "a whole number"
            }
            if let what { throw ContentError(file: path, message: "'\(key)' must be \(what), not \(jsonSnippet(value))") }
        }
        let merged = try JSONSerialization.data(withJSONObject: defaults.merging(dict) { $1 })
        let content: Content
        do { content = try JSONDecoder().decode(Content.self, from: merged) } catch let DecodingError.typeMismatch(type, ctx) {
            let key = ctx.codingPath.map(\.stringValue).joined(separator: ".")
            throw ContentError(file: path, message: "'\(key)' must be \(type == Int.self ? "a whole number" : type == [String].self ? "a list of strings" : "a string")")
        } catch {
            throw ContentError(file: path, message: "cannot be read as content (\(jsonSnippet("\(error)")))")
        }
        for key in dict.keys.sorted() {
            let strings = (dict[key] as? String).map { [$0] } ?? (dict[key] as? [String]) ?? []
            if strings.contains(where: { $0.unicodeScalars.contains("\0") }) {
                throw ContentError(file: path, message: "'\(key)' holds a NUL character (U+0000), which no text can show; remove it")
            }
        }
        try checkLengths(dict, content, file: path)
        if content.steps.count != 3 { throw ContentError(file: path, message: "'steps' must list exactly three labels") }
        for (key, format) in [("orderLabelFormat", content.orderLabelFormat), ("pickupDetailFormat", content.pickupDetailFormat)] {
            if let name = Content.unknownPlaceholder(format) {
                throw ContentError(file: path, message: "'\(key)': no string is called {\(FilePath.clip(name, 40))}; a format may name "
                                   + Content.placeholders.map { "{\($0)}" }.joined(separator: ", "))
            }
        }
        if content.qrPayload.isEmpty { throw ContentError(file: path, message: "'qrPayload' is empty") }
        // A countdown counts minutes left: none is negative.
        for (key, m) in [("minutesBefore", content.minutesBefore), ("minutesAfter", content.minutesAfter)] where m < 0 {
            throw ContentError(file: path, message: "'\(key)' is \(m); minutes left are 0 or more")
        }
        return (content, dict.keys.sorted())
    }
}
