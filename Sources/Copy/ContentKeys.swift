/// One key a copy file may set: its name, what kind of JSON value it holds, and the field of
/// `Content` it sets. The table (`Content.table`) is the one list of keys: the reader, `check`,
/// `export --help` and the tests' lists of keys are all made from it.
public struct ContentKey: @unchecked Sendable {
    /// What a key holds.
    public enum Kind: Sendable, Hashable {
        case string, strings, wholeNumber
        /// `a string`, `a list of strings`, `a whole number` (as the messages say it).
        public var described: String {
            switch self {
            case .string: "a string"
            case .strings: "a list of strings"
            case .wholeNumber: "a whole number"
            }
        }
    }
    /// The field a key sets.
    enum Slot {
        case string(WritableKeyPath<Content, String>)
        case strings(WritableKeyPath<Content, [String]>)
        case wholeNumber(WritableKeyPath<Content, Int>)
    }
    public let name: String
    let slot: Slot

    public var kind: Kind {
        switch slot {
        case .string: .string
        case .strings: .strings
        case .wholeNumber: .wholeNumber
        }
    }

    init(_ name: String, _ path: WritableKeyPath<Content, String>) { self.name = name; slot = .string(path) }
    init(_ name: String, _ path: WritableKeyPath<Content, [String]>) { self.name = name; slot = .strings(path) }
    init(_ name: String, _ path: WritableKeyPath<Content, Int>) { self.name = name; slot = .wholeNumber(path) }

    /// The key's value in `content`, as strings (a number: none).
    public func strings(in content: Content) -> [String] {
        switch slot {
        case .string(let p): [content[keyPath: p]]
        case .strings(let p): content[keyPath: p]
        case .wholeNumber: []
        }
    }

    /// The key's value in `content` as a message quotes it: `"Added"`, `["Ordered", "Making", "Ready"]`, `2`.
    public func shown(in content: Content) -> String {
        func quoted(_ s: String) -> String {
            let q = "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
            return q.count <= 80 ? q : String(q.prefix(79)) + "…"
        }
        switch slot {
        case .string(let p): return quoted(content[keyPath: p])
        case .strings(let p): return "[" + content[keyPath: p].map(quoted).joined(separator: ", ") + "]"
        case .wholeNumber(let p): return String(content[keyPath: p])
        }
    }
}

extension Content {
    /// Every key a copy file may set, in the order the English file lists them.
    public static let table: [ContentKey] = [
        .init("orderCode", \.orderCode), .init("drink", \.drink), .init("drinkSize", \.drinkSize),
        .init("options", \.options), .init("price", \.price), .init("store", \.store), .init("storeNote", \.storeNote),
        .init("qrPayload", \.qrPayload), .init("minutesBefore", \.minutesBefore), .init("minutesAfter", \.minutesAfter),
        .init("orderLabelFormat", \.orderLabelFormat), .init("beingMade", \.beingMade), .init("ready", \.ready),
        .init("readyInPrefix", \.readyInPrefix), .init("readyInSuffix", \.readyInSuffix), .init("showCode", \.showCode),
        .init("steps", \.steps), .init("pickupTitle", \.pickupTitle), .init("pickupCodeLabel", \.pickupCodeLabel),
        .init("pillReady", \.pillReady), .init("showBarista", \.showBarista), .init("brightnessNote", \.brightnessNote),
        .init("addToWallet", \.addToWallet), .init("added", \.added), .init("pickupDetailFormat", \.pickupDetailFormat),
        .init("signLeft", \.signLeft), .init("signRight", \.signRight),
    ]

    /// The keys a content file may set, sorted.
    public static let keys: [String] = table.map(\.name).sorted()

    /// The key called `name`, if there is one.
    public static func key(_ name: String) -> ContentKey? { byName[name] }
    private static let byName: [String: ContentKey] = Dictionary(uniqueKeysWithValues: table.map { ($0.name, $0) })

    /// The formats: strings whose `{key}` placeholders are filled with other strings.
    public static let formats = ["orderLabelFormat", "pickupDetailFormat"]
}
