import Foundation
import TextEscape

/// A JSON value that `pickup import` writes: members in the order they are given, numbers
/// written the one way (integers without a point, others as Swift's shortest round-trip text),
/// two-space indents and a final newline, so the same input gives the same bytes.
public indirect enum OutJSON: Equatable, Sendable {
    case null
    case bool(Bool)
    /// Finite only: a reader refuses NaN and infinities before a value is made.
    case number(Double)
    case string(String)
    case array([OutJSON])
    case object([Member])

    public struct Member: Equatable, Sendable {
        public var key: String
        public var value: OutJSON
        public init(_ key: String, _ value: OutJSON) { self.key = key; self.value = value }
    }

    /// An object from key–value pairs, in their order.
    public static func members(_ pairs: [(String, OutJSON)]) -> OutJSON { .object(pairs.map { Member($0.0, $0.1) }) }

    /// The member named `key`, if this is an object that has one.
    public subscript(key: String) -> OutJSON? {
        guard case .object(let m) = self else { return nil }
        return m.last { $0.key == key }?.value
    }

    /// The document's text: pretty-printed, ending in a newline.
    public var text: String {
        var out = ""
        write(into: &out, indent: "")
        return out + "\n"
    }

    public var data: Data { Data(text.utf8) }

    /// A finite number as JSON writes it: `2`, `0.5`, `1e-05`.
    public static func number(text n: Double) -> String {
        precondition(n.isFinite, "OutJSON holds finite numbers only")
        if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
        return "\(n)"
    }

    private func write(into out: inout String, indent: String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += Self.number(text: n)
        case .string(let s): out += Escape.json(s)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            let inner = indent + "  "
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += inner
                item.write(into: &out, indent: inner)
                out += i == items.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            let inner = indent + "  "
            out += "{\n"
            for (i, m) in members.enumerated() {
                out += inner + Escape.json(m.key) + ": "
                m.value.write(into: &out, indent: inner)
                out += i == members.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        }
    }
}
