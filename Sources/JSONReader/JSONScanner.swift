import Foundation
import InputFile

/// The one JSON reader of every file a user hands over — token files, resolvers, copy, files
/// given to `check` — strict RFC 8259 in UTF-8 (no trailing commas, no UTF-16; a UTF-8 BOM is
/// skipped), recording the line and column of every key and value and keeping members in the
/// file's order. It stops at the first syntax error (what follows cannot be read reliably) but
/// reports duplicate keys and carries on. Bounds: `maxBytes`, `maxDepth`.
public struct JSONScanner {
    /// Files larger than this are refused before they are read.
    public static let maxBytes = 64 << 20
    /// Arrays and objects nested deeper than this are refused (the reader recurses).
    public static let maxDepth = 256

    struct Failure: Error { var position: Position; var message: String }

    private let bytes: [UInt8]
    private let file: String
    private var i = 0, line = 1, lineStart = 0
    private(set) var duplicates: [JSONProblem] = []

    /// Reads a whole file: its root and the duplicate-key problems, or the first problem that
    /// stopped it (missing, too large, not UTF-8, a syntax error).
    public static func read(file: String) -> (root: JSONNode?, problems: [JSONProblem]) {
        let at = Position(file: file, line: 1, column: 1)
        do {
            return parse(try contents(of: file), file: file)
        } catch let r as InputFile.Refusal {
            return (nil, [JSONProblem(at, .fileRead, message(r))])
        } catch { return (nil, [JSONProblem(at, .fileRead, "\(error)")]) }
    }

    /// A file's bytes, through the one opener (`InputFile`): a FIFO, device, socket or folder
    /// is refused before a byte is read, and a file over `maxBytes` without being read to its
    /// end. Throws `InputFile.Refusal`.
    public static func contents(of file: String) throws -> Data {
        try InputFile.read(file, limit: maxBytes)
    }

    /// What a refused read says in a JSON problem ("the file does not exist", "this is a FIFO, …").
    public static func message(_ r: InputFile.Refusal) -> String {
        switch r.kind {
        case .missing: return "the file does not exist"
        case .notRegular: return r.reason.hasPrefix("is a folder") ? "this is a folder, not a JSON file" : "this " + r.reason
        case .tooLarge, .unreadable: return r.reason.hasPrefix("the file") ? r.reason : "the file " + r.reason
        }
    }

    public static func parse(_ data: Data, file: String) -> (root: JSONNode?, problems: [JSONProblem]) {
        guard data.count <= maxBytes else {
            return (nil, [JSONProblem(Position(file: file, line: 1, column: 1), .fileRead, "over \(maxBytes >> 20) MiB; refused")])
        }
        var s = JSONScanner(bytes: Array(data), file: file)
        do {
            let root = try s.document()
            return (root, s.duplicates)
        } catch let f as Failure {
            return (nil, s.duplicates + [JSONProblem(f.position, .syntax, f.message)])
        } catch {
            return (nil, [JSONProblem(Position(file: file, line: 1, column: 1), .syntax, "\(error)")])
        }
    }

    private init(bytes: [UInt8], file: String) { self.bytes = bytes; self.file = file }

    private var colIndex = 0, colCount = 1
    /// Where the reader stands: the column counts characters (UTF-8 continuation bytes skipped),
    /// counted on from the last position asked for, so a long one-line file stays linear.
    private mutating func here() -> Position {
        if colIndex < lineStart || colIndex > i { colIndex = lineStart; colCount = 1 }
        while colIndex < i { if bytes[colIndex] & 0xC0 != 0x80 { colCount += 1 }; colIndex += 1 }
        return Position(file: file, line: line, column: colCount)
    }

    private mutating func fail(_ message: String) -> Failure { Failure(position: here(), message: message) }

    private mutating func document() throws -> JSONNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3; lineStart = 3 }   // a BOM may be ignored (RFC 8259 §8.1)
        guard String(validating: bytes[i...], as: UTF8.self) != nil else { throw fail("the file is not UTF-8 text") }
        skipSpace()
        guard i < bytes.count else { throw fail("the file is empty; expected a JSON object") }
        let root = try value(depth: 0)
        skipSpace()
        guard i == bytes.count else { throw fail("unexpected \(shownByte()) after the end of the JSON value") }
        return root
    }

    /// Skips JSON's white space, counting lines as editors do: LF, CRLF and a lone CR (a file
    /// saved with classic Mac line ends) each end one — a CR-only file was one line, its 3,030th
    /// reported as `1:76065`.
    private mutating func skipSpace() {
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x09: i += 1
            case 0x0D where i + 1 < bytes.count && bytes[i + 1] == 0x0A: i += 1   // CRLF: its LF ends the line
            case 0x0A, 0x0D: i += 1; line += 1; lineStart = i
            default: return
            }
        }
    }

    private func shownByte() -> String {
        guard i < bytes.count else { return "end of file" }
        let b = bytes[i]
        return b >= 0x21 && b < 0x7F ? "'\(Character(Unicode.Scalar(b)))'" : String(format: "byte 0x%02X", b)
    }

    private mutating func value(depth: Int) throws -> JSONNode {
        guard depth <= Self.maxDepth else { throw fail("nested more than \(Self.maxDepth) levels deep; refused") }
        let at = here()
        guard i < bytes.count else { throw fail("unexpected end of file; expected a value") }
        switch bytes[i] {
        case UInt8(ascii: "{"): return try object(depth: depth, at: at)
        case UInt8(ascii: "["): return try array(depth: depth, at: at)
        case UInt8(ascii: "\""): return JSONNode(.string(try string()), at: at)
        case UInt8(ascii: "t"): try literal("true"); return JSONNode(.bool(true), at: at)
        case UInt8(ascii: "f"): try literal("false"); return JSONNode(.bool(false), at: at)
        case UInt8(ascii: "n"): try literal("null"); return JSONNode(.null, at: at)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return JSONNode(.number(try number()), at: at)
        default: throw fail("unexpected \(shownByte()); expected a JSON value")
        }
    }

    private mutating func literal(_ word: String) throws {
        let w = Array(word.utf8)
        guard bytes.count - i >= w.count, Array(bytes[i..<(i + w.count)]) == w else { throw fail("unexpected \(shownByte()); expected a JSON value") }
        i += w.count
    }

    private mutating func object(depth: Int, at: Position) throws -> JSONNode {
        i += 1
        var members: [JSONNode.Member] = []
        // Keys compared as JSON compares them, code point by code point: Swift's `==` would call
        // "café" and "cafe\u{301}" one key (canonical equivalence); they are two (a resolver
        // then refuses them as names that would share one folder).
        var seen: [[UInt8]: Position] = [:]
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return JSONNode(.object([]), at: at) }
        while true {
            skipSpace()
            let keyAt = here()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw fail("unexpected \(shownByte()); expected a key in double quotes") }
            let key = try string()
            if let first = seen[Array(key.utf8)] {
                duplicates.append(JSONProblem(keyAt, .duplicateKey,
                                          "the key \"\(key.count <= 80 ? key : key.prefix(79) + "…")\" is given twice in one object (first at \(first.line):\(first.column)); readers disagree on which counts"))
            }
            seen[Array(key.utf8)] = keyAt
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw fail("unexpected \(shownByte()); expected ':' after the key") }
            i += 1
            skipSpace()
            members.append(JSONNode.Member(key: key, keyPosition: keyAt, value: try value(depth: depth + 1)))
            skipSpace()
            guard i < bytes.count else { throw fail("unexpected end of file; expected ',' or '}'") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "}") { i += 1; return JSONNode(.object(members), at: at) }
            throw fail("unexpected \(shownByte()); expected ',' or '}'")
        }
    }

    private mutating func array(depth: Int, at: Position) throws -> JSONNode {
        i += 1
        var items: [JSONNode] = []
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return JSONNode(.array([]), at: at) }
        while true {
            skipSpace()
            items.append(try value(depth: depth + 1))
            skipSpace()
            guard i < bytes.count else { throw fail("unexpected end of file; expected ',' or ']'") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "]") { i += 1; return JSONNode(.array(items), at: at) }
            throw fail("unexpected \(shownByte()); expected ',' or ']'")
        }
    }

    private mutating func string() throws -> String {
        i += 1
        var out: [UInt8] = []
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") { i += 1; return String(decoding: out, as: UTF8.self) }
            if b < 0x20 { throw fail("a control character (\(String(format: "0x%02X", b))) inside a string must be escaped") }
            if b == UInt8(ascii: "\\") {
                try escape(into: &out)
            } else {
                out.append(b); i += 1
            }
        }
        throw fail("unexpected end of file inside a string")
    }

    private mutating func escape(into out: inout [UInt8]) throws {
        let backslash = i
        i += 1
        guard i < bytes.count else { throw fail("unexpected end of file inside a string") }
        let simple: [UInt8: UInt8] = [0x22: 0x22, 0x5C: 0x5C, 0x2F: 0x2F, 0x62: 0x08, 0x66: 0x0C, 0x6E: 0x0A, 0x72: 0x0D, 0x74: 0x09]
        if let c = simple[bytes[i]] { out.append(c); i += 1; return }
        guard bytes[i] == UInt8(ascii: "u") else { throw fail("unknown escape \\\(shownByte()) in a string") }
        i += 1
        var code = try hex4()
        if (0xD800...0xDBFF).contains(code), bytes.count - i >= 6, bytes[i] == 0x5C, bytes[i + 1] == UInt8(ascii: "u") {
            let save = i
            i += 2
            let low = try hex4()
            if (0xDC00...0xDFFF).contains(low) { code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00) } else { i = save }
        }
        // A lone surrogate is legal JSON grammar but no character: readers disagree (Foundation
        // refuses it, Python keeps it), so it is refused, at its backslash (RFC 8259 §8.2).
        guard let scalar = Unicode.Scalar(code) else {
            i = backslash
            throw fail("\\u\(String(code, radix: 16, uppercase: true)) is a lone surrogate, not a character; write the character, or both halves of its pair")
        }
        out.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    private mutating func hex4() throws -> UInt32 {
        guard bytes.count - i >= 4, let v = UInt32(String(decoding: bytes[i..<(i + 4)], as: UTF8.self), radix: 16) else {
            throw fail("\\u must be followed by four hex digits")
        }
        i += 4
        return v
    }

    private mutating func number() throws -> Double {
        let start = i
        func digits() -> Int { let s = i; while i < bytes.count, (0x30...0x39).contains(bytes[i]) { i += 1 }; return i - s }
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        guard i < bytes.count, (0x30...0x39).contains(bytes[i]) else { throw fail("a number needs a digit after '-'") }
        if bytes[i] == UInt8(ascii: "0") { i += 1 } else { _ = digits() }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digits() > 0 else { throw fail("a number needs digits after '.'") }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits() > 0 else { throw fail("a number needs digits in its exponent") }
        }
        if i < bytes.count, (0x30...0x39).contains(bytes[i]) { throw fail("a number must not have leading zeros") }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        // Echoed cut to 80 characters, as every value is (a 50,000-digit number was echoed whole).
        let shown = text.count <= 80 ? text : text.prefix(39) + "…" + text.suffix(40) + " (\(text.count) characters)"
        guard let n = Double(text), n.isFinite else { throw fail("the number \(shown) is too large for a double") }
        return n
    }
}

extension JSONScanner {
    /// The root of a document, or the first problem in it (by place: a duplicate key before a
    /// later syntax error) — for readers that stop at the first (the token loader, the resolver,
    /// the copy); `check` lists them all (`parse`).
    public static func document(_ data: Data, file: String) throws -> JSONNode {
        let (root, problems) = parse(data, file: file)
        if let first = problems.min(by: { ($0.position.line, $0.position.column) < ($1.position.line, $1.position.column) }) { throw first }
        return root!
    }
}

/// Why a JSON file could not be read, and where.
public struct JSONProblem: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// Missing, unreadable, a folder, over `JSONScanner.maxBytes`.
        case fileRead
        /// Not RFC 8259 JSON in UTF-8, or nested past `JSONScanner.maxDepth`.
        case syntax
        /// One object names a key twice (readers disagree on which counts).
        case duplicateKey
    }
    public var position: Position
    public var kind: Kind
    public var message: String
    public init(_ position: Position, _ kind: Kind, _ message: String) {
        self.position = position; self.kind = kind; self.message = message
    }
    /// `invalid JSON at line 3, column 5: unexpected '}'; expected a key in double quotes`.
    public var description: String {
        kind == .fileRead ? message : "invalid JSON at line \(position.line), column \(position.column): \(message)"
    }
}
