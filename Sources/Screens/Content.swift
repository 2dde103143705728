import Foundation
import Tokens

/// Every string the screens show, and the QR payload: one place, deterministic defaults,
/// overridable with `pickup … --content FILE` (JSON with any of these keys).
public struct Content: Codable, Hashable, Sendable {
    public var orderCode = "A42"
    public var drink = "Blondie Matcha"
    public var drinkSize = "Regular"
    public var options = "Regular, iced, oat milk"
    public var price = "£4.45"
    public var store = "42 Gordon Street"
    public var storeNote = "Collect from the pickup counter"
    public var qrPayload = "BLANKSTREET-A42"
    /// Minutes left, as the countdown shows them before and after its tick.
    public var minutesBefore = 2
    public var minutesAfter = 1

    // The screens' copy.
    public var orderPrefix = "Order"
    public var beingMade = "Being made"
    public var ready = "Ready"
    public var readyInPrefix = "Ready in about "
    public var readyInSuffix = " min"
    public var showCode = "Show your code to the barista"
    public var steps = ["Ordered", "Making", "Ready"]
    public var pickupTitle = "Pickup"
    public var pickupCodeLabel = "Pickup code"
    public var pillReady = "Ready"
    public var showBarista = "Show this to your barista"
    public var brightnessNote = "Brightness is turned up while this is open"
    public var addToWallet = "Add to Apple Wallet"
    public var added = "Added"
    public var signLeft = "BLANK"
    public var signRight = "STREET"

    public init() {}

    /// `Order A42`.
    public var orderLabel: String { "\(orderPrefix) \(orderCode)" }
    /// `Blondie Matcha, Regular · 42 Gordon Street`.
    public var pickupDetail: String { "\(drink), \(drinkSize) · \(store)" }
}

/// Why a content file was refused.
public struct ContentError: Error, CustomStringConvertible {
    public var file: String
    public var message: String
    public var description: String { "\(file): \(message)" }
    public init(file: String, message: String) { self.file = file; self.message = message }
}

extension Content {
    /// Reads a content JSON file; unknown keys and wrong types are refused with their name.
    public static func load(path: String, over base: Content = Content()) throws -> Content {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ContentError(file: path, message: FileManager.default.fileExists(atPath: path) ? "cannot be read" : "does not exist")
        }
        return try parse(data, file: path, over: base)
    }

    /// The keys a content file may set, sorted.
    public static var keys: [String] {
        ((try? JSONSerialization.jsonObject(with: JSONEncoder().encode(Content())) as? [String: Any]) ?? [:]).keys.sorted()
    }

    /// Reads content JSON already in memory (a built-in locale); `file` names it in errors.
    public static func parse(_ data: Data, file path: String, over base: Content = Content()) throws -> Content {
        let object: Any
        do { object = try JSONSerialization.jsonObject(with: data) } catch {
            throw ContentError(file: path, message: invalidJSONMessage(error, in: data))
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
        if content.steps.count != 3 { throw ContentError(file: path, message: "'steps' must list exactly three labels") }
        if content.qrPayload.isEmpty { throw ContentError(file: path, message: "'qrPayload' is empty") }
        return content
    }
}
