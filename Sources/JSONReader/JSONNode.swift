import Foundation

/// Where something stands in a file: 1-based line and column (columns count characters).
public struct Position: Hashable, Sendable {
    public var file: String
    public var line: Int
    public var column: Int
    public init(file: String, line: Int, column: Int) { self.file = file; self.line = line; self.column = column }
}

/// A JSON value that remembers where it was written, and where each object key was: every
/// problem names a place (no C library records positions per value).
public final class JSONNode: @unchecked Sendable {
    public struct Member {
        public var key: String
        public var keyPosition: Position
        public var value: JSONNode
        public init(key: String, keyPosition: Position, value: JSONNode) {
            self.key = key; self.keyPosition = keyPosition; self.value = value
        }
    }
    public enum Kind {
        case null, bool(Bool), number(Double), string(String)
        case array([JSONNode])
        /// Members in the file's order (duplicates kept; the scanner reports them).
        case object([Member])
    }
    public let kind: Kind
    public let position: Position

    public init(_ kind: Kind, at position: Position) { self.kind = kind; self.position = position }

    public var members: [Member]? { if case .object(let m) = kind { return m }; return nil }
    public var items: [JSONNode]? { if case .array(let a) = kind { return a }; return nil }
    public var string: String? { if case .string(let s) = kind { return s }; return nil }
    public var number: Double? { if case .number(let n) = kind { return n }; return nil }
    public var bool: Bool? { if case .bool(let b) = kind { return b }; return nil }
    public var isObject: Bool { members != nil }

    /// Where each key's last member stands, made on first use: a group of 20 000 tokens is
    /// looked up once per reference, and a scan each time would be quadratic.
    private var keyIndex: [String: Int]?

    /// The member named `key` (the last one, as most JSON readers keep).
    public subscript(key: String) -> JSONNode? { member(key)?.value }
    public func member(_ key: String) -> Member? {
        guard let m = members else { return nil }
        if m.count < 16 { return m.last { $0.key == key } }
        if keyIndex == nil {
            var index: [String: Int] = [:]
            for (k, member) in m.enumerated() { index[member.key] = k }
            keyIndex = index
        }
        return keyIndex![key].map { m[$0] }
    }
    public func has(_ key: String) -> Bool { self[key] != nil }

    /// What kind of JSON value this is, for messages.
    public var kindName: String {
        switch kind {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

extension JSONNode {
    /// An object's keys in the file's order.
    public var keys: [String]? { members?.map(\.key) }
    /// An array's item at `index`, if there is one.
    public subscript(index i: Int) -> JSONNode? {
        guard let a = items, a.indices.contains(i) else { return nil }
        return a[i]
    }

    /// The value as Foundation's `JSONSerialization` gives it — `[String: Any]`, `[Any]`,
    /// `String`, `NSNumber` (numbers and booleans), `NSNull` — for code written against that
    /// shape. (Duplicate keys never get here: `JSONScanner.document` refuses them.)
    public var foundation: Any {
        switch kind {
        case .null: return NSNull()
        case .bool(let b): return NSNumber(value: b)
        case .number(let x): return NSNumber(value: x)
        case .string(let s): return s
        case .array(let a): return a.map(\.foundation)
        case .object(let m):
            var d: [String: Any] = [:]
            for member in m { d[member.key] = member.value.foundation }
            return d
        }
    }
}
