import Foundation
/// Tokens Studio's math in a value — `{space.sm} * 2`, `(16 + {gap}) / 2` — evaluated: numbers
/// with an optional unit (`px`, `rem`, `%`), references, `+ - * / × ÷ −` and parentheses.
/// Bounded (length, nesting, references) and strict: units that do not add up, a division by
/// zero or a result that is not finite are refused, with the reason.
struct TokensStudioMath {
    struct Quantity: Equatable { var value: Double; var unit: String? }
    struct Failure: Error { var message: String }

    static let maxLength = 1000
    static let maxDepth = 32
    static let maxReferences = 64
    static let units = ["px", "rem", "%"]

    enum Piece: Equatable { case number(Double, String?), reference(String), op(Character), open, close }

    private var pieces: [Piece]
    private var at = 0
    private let lookup: (String) throws -> Quantity

    /// Whether `text` is math rather than one number, one dimension or one reference.
    static func isExpression(_ text: String) -> Bool {
        guard let p = try? pieces(text) else { return text.contains { "*/×÷()".contains($0) } }
        return p.count > 1 && !(p.count == 2 && p[0] == .op("-") && { if case .number = p[1] { return true }; return false }())
    }

    /// Whether `text` is several values side by side (`4px 8px`, Tokens Studio's multi-value
    /// spacing), which one DTCG dimension cannot hold.
    static func isMultiValue(_ text: String) -> Bool {
        guard let p = try? pieces(text), p.count > 1 else { return false }
        func ends(_ x: Piece) -> Bool { if case .op = x { return false }; return x != .open }
        func starts(_ x: Piece) -> Bool { if case .op = x { return false }; return x != .close }
        return zip(p, p.dropFirst()).contains { ends($0) && starts($1) }
    }

    static func evaluate(_ text: String, lookup: @escaping (String) throws -> Quantity) throws -> Quantity {
        guard text.count <= maxLength else { throw Failure(message: "the expression is longer than \(maxLength) characters") }
        var m = TokensStudioMath(pieces: try pieces(text), lookup: lookup)
        let q = try m.sum(depth: 0)
        guard m.at == m.pieces.count else { throw Failure(message: "unexpected text after the expression in '\(text)'") }
        guard q.value.isFinite, abs(q.value) < 1e12 else { throw Failure(message: "'\(text)' comes to a number too large") }
        return q
    }

    static func pieces(_ text: String) throws -> [Piece] {
        var out: [Piece] = [], chars = Array(text), i = 0
        while i < chars.count {
            let c = chars[i]
            if c == " " || c == "\t" { i += 1; continue }
            if c == "{" {
                guard let end = chars[i...].firstIndex(of: "}") else { throw Failure(message: "a '{' without its '}' in '\(text)'") }
                out.append(.reference(String(chars[(i + 1)..<end]))); i = end + 1
            } else if c.isNumber && c.isASCII || c == "." {
                var j = i
                while j < chars.count, chars[j].isASCII, chars[j].isNumber || chars[j] == "." { j += 1 }
                guard let n = Double(String(chars[i..<j])) else { throw Failure(message: "'\(String(chars[i..<j]))' is not a number") }
                let unit = units.first { u in j + u.count <= chars.count && String(chars[j..<(j + u.count)]) == u }
                out.append(.number(n, unit)); i = j + (unit?.count ?? 0)
            } else if "+-*/×÷−".contains(c) {
                out.append(.op(c == "−" ? "-" : c == "×" ? "*" : c == "÷" ? "/" : c)); i += 1
            } else if c == "(" || c == ")" {
                out.append(c == "(" ? .open : .close); i += 1
            } else {
                throw Failure(message: "'\(c)' cannot stand in an expression (numbers, units px, rem, %, references, + - * / and parentheses)")
            }
        }
        guard out.filter({ if case .reference = $0 { return true }; return false }).count <= maxReferences else {
            throw Failure(message: "the expression names more than \(maxReferences) references")
        }
        return out
    }

    private var next: Piece? { at < pieces.count ? pieces[at] : nil }

    private mutating func sum(depth: Int) throws -> Quantity {
        var left = try product(depth: depth)
        while case .op(let o)? = next, o == "+" || o == "-" {
            at += 1
            let right = try product(depth: depth)
            guard left.unit == right.unit || left.unit == nil || right.unit == nil else {
                throw Failure(message: "cannot \(o == "+" ? "add" : "subtract") \(left.unit!) and \(right.unit!)")
            }
            left = Quantity(value: o == "+" ? left.value + right.value : left.value - right.value, unit: left.unit ?? right.unit)
        }
        return left
    }

    private mutating func product(depth: Int) throws -> Quantity {
        var left = try unary(depth: depth)
        while case .op(let o)? = next, o == "*" || o == "/" {
            at += 1
            let right = try unary(depth: depth)
            if o == "*" {
                guard left.unit == nil || right.unit == nil else { throw Failure(message: "cannot multiply \(left.unit!) by \(right.unit!)") }
                left = Quantity(value: left.value * right.value, unit: left.unit ?? right.unit)
            } else {
                guard right.value != 0 else { throw Failure(message: "division by zero") }
                guard right.unit == nil || right.unit == left.unit else {
                    throw Failure(message: "cannot divide \(left.unit ?? "a number") by \(right.unit!)")
                }
                left = Quantity(value: left.value / right.value, unit: right.unit == nil ? left.unit : nil)
            }
        }
        return left
    }

    private mutating func unary(depth: Int) throws -> Quantity {
        guard depth < Self.maxDepth else { throw Failure(message: "the expression is nested more than \(Self.maxDepth) levels deep") }
        switch next {
        case .op("-")?: at += 1; let q = try unary(depth: depth + 1); return Quantity(value: -q.value, unit: q.unit)
        case .op("+")?: at += 1; return try unary(depth: depth + 1)
        case .number(let n, let u)?: at += 1; return Quantity(value: n, unit: u)
        case .reference(let r)?: at += 1; return try lookup(r)
        case .open?:
            at += 1
            let q = try sum(depth: depth + 1)
            guard next == .close else { throw Failure(message: "a '(' without its ')'") }
            at += 1
            return q
        default: throw Failure(message: at < pieces.count ? "an operator without a value beside it" : "the expression ends without a value")
        }
    }
}
