import CJansson
import Foundation

/// A JSON document as libjansson reads it: every object's members in the file's order (DTCG
/// gives order meaning — a resolver's contexts, say — and Foundation's JSONSerialization loses
/// it), and no two members of an object with the same name. libjansson refuses byte-identical
/// duplicates; names Swift treats as equal (Unicode canonical equivalence: "café" written
/// precomposed and decomposed) are refused here, since a Swift dictionary would keep only one
/// of them, silently.
public indirect enum OrderedJSON: Sendable {
    case object([(key: String, value: OrderedJSON)])
    case array([OrderedJSON])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// Parses `data`; invalid JSON and duplicate names throw `TokenError(.invalidJSON)` with the
    /// line and column (duplicates: the object's path).
    public static func parse(_ data: Data, file: String) throws -> OrderedJSON {
        var error = json_error_t()
        // Every number as a double: an integer too big for 64 bits is valid JSON.
        let flags = JSON_REJECT_DUPLICATES | JSON_DECODE_ANY | JSON_ALLOW_NUL | JSON_DECODE_INT_AS_REAL
        let root: UnsafeMutablePointer<json_t>? = data.withUnsafeBytes { raw in
            json_loadb(raw.baseAddress?.assumingMemoryBound(to: CChar.self), raw.count, Int(flags), &error)
        }
        guard let root else {
            let text = withUnsafeBytes(of: error.text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            throw TokenError(.invalidJSON, file: file, path: nil, "invalid JSON at line \(error.line), column \(error.column): \(text)")
        }
        defer { json_decref(root) }
        return try convert(root, path: [], file: file)
    }

    private static func convert(_ j: UnsafeMutablePointer<json_t>, path: [String], file: String) throws -> OrderedJSON {
        switch j.pointee.type {
        case JSON_OBJECT:
            var members: [(key: String, value: OrderedJSON)] = []
            var seen: [String: String] = [:]
            var it = json_object_iter(j)
            while let i = it {
                let key = String(decoding: UnsafeRawBufferPointer(start: json_object_iter_key(i), count: json_object_iter_key_len(i)),
                                 as: UTF8.self)
                if let earlier = seen[key] {
                    throw TokenError(.invalidJSON, file: file, path: nil,
                                     (path.isEmpty ? "" : "in \(path.joined(separator: ".")): ") + "the names \(debugName(earlier)) and \(debugName(key)) are the same name in Unicode "
                                     + "(canonically equivalent); write one of them")
                }
                seen[key] = key
                members.append((key, try convert(json_object_iter_value(i), path: path + [key], file: file)))
                it = json_object_iter_next(j, i)
            }
            return .object(members)
        case JSON_ARRAY:
            return .array(try (0..<json_array_size(j)).map { try convert(json_array_get(j, $0), path: path + ["\($0)"], file: file) })
        case JSON_STRING:
            return .string(String(decoding: UnsafeRawBufferPointer(start: json_string_value(j), count: json_string_length(j)), as: UTF8.self))
        case JSON_INTEGER: return .number(Double(json_integer_value(j)))
        case JSON_REAL: return .number(json_real_value(j))
        case JSON_TRUE: return .bool(true)
        case JSON_FALSE: return .bool(false)
        default: return .null
        }
    }

    /// A name with its code points spelled out, so two that look alike can be told apart.
    private static func debugName(_ s: String) -> String {
        "'\(s.prefix(40))' (" + s.unicodeScalars.prefix(40).map { String(format: "U+%04X", $0.value) }.joined(separator: " ") + ")"
    }

    /// The member `key` of an object (nil for anything else).
    public subscript(key: String) -> OrderedJSON? {
        guard case .object(let m) = self else { return nil }
        return m.first { $0.key == key }?.value
    }
    /// The element `i` of an array (nil for anything else, or out of range).
    public subscript(index i: Int) -> OrderedJSON? {
        guard case .array(let a) = self, a.indices.contains(i) else { return nil }
        return a[i]
    }
    /// An object's member names in the file's order (empty for anything else).
    public var keys: [String] {
        guard case .object(let m) = self else { return [] }
        return m.map(\.key)
    }
}
