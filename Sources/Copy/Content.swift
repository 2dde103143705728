import Foundation
import JSONReader
import Tokens

/// Every string the screens show, and the QR payload: overridable with `pickup … --content FILE`
/// (JSON with any of these keys, `Content.table`). The English copy is `content/en-GB.json`
/// alone (built in); `Content()` is that file, and each locale's file is laid over it. Joiners and list
/// punctuation are copy too: `orderLabelFormat` and `pickupDetailFormat` fill `{key}`
/// placeholders with the other strings, so a locale writes its own ("{drink}、{drinkSize}").
/// Encodable only for the manifest's digest of what is drawn (`stableDigest`): copy is read by
/// the one JSON reader straight into these fields (`ContentReader`), never decoded.
public struct Content: Encodable, Hashable, Sendable {
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

    /// Every field empty: what a file that sets every key is laid over.
    init(blank: Void) {
        orderCode = ""; drink = ""; drinkSize = ""; options = ""; price = ""; store = ""; storeNote = ""; qrPayload = ""
        minutesBefore = 0; minutesAfter = 0
        orderLabelFormat = ""; beingMade = ""; ready = ""; readyInPrefix = ""; readyInSuffix = ""; showCode = ""; steps = []
        pickupTitle = ""; pickupCodeLabel = ""; pillReady = ""; showBarista = ""; brightnessNote = ""; addToWallet = ""
        added = ""; pickupDetailFormat = ""; signLeft = ""; signRight = ""
    }

    /// The locale `Content()` is (`content/en-GB.json`, built in).
    public static let builtInLocale = "en-GB"
    /// The built-in English copy's file name (`content/en-GB.json`).
    public static let builtInFile = "content/\(builtInLocale).json"

    static let english: Content = {
        guard let data = BuiltInFiles.data(builtInFile),
              let root = try? JSONScanner.document(data, file: builtInFile),
              let (english, keys) = try? ContentReader.layer(root, file: builtInFile, over: Content(blank: ())),
              keys.count == table.count else {
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
    public static let placeholders = ["orderCode", "drink", "drinkSize", "options", "price", "store"]
    private func value(_ key: String) -> String? {
        guard Self.placeholders.contains(key), case .string(let path)? = Self.key(key)?.slot else { return nil }
        return self[keyPath: path]
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
