/// Where something stands in a file: 1-based line and column (columns count characters).
public struct Position: Hashable, Sendable {
    public var file: String
    public var line: Int
    public var column: Int
    public init(file: String, line: Int, column: Int) { self.file = file; self.line = line; self.column = column }
}

/// A JSON value that remembers where it was written, and where each object key was: every
/// problem `check` reports names a place, and libjansson gives none for values.
public final class JSONNode: @unchecked Sendable {
    public struct Member {
        public var key: String
        public var keyPosition: Position
        public var value: JSONNode
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
