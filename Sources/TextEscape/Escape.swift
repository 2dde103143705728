/// Text from a user's file written into another language: the terminal, JSON, Swift source,
/// CSS, a one-line comment. One place decides which characters are controls and how each
/// language escapes them, so a name, a description or a message can never end a string, a
/// comment or a line early, nor send the terminal an escape sequence. (`pickup check`'s
/// output and the exporters use it alike.)
public enum Escape {
    /// A C0 or C1 control character, or DEL.
    public static func isControl(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x20 || s.value == 0x7F || (0x80...0x9F).contains(s.value)
    }

    /// A bidirectional embedding, override or isolate: it reorders what a terminal shows.
    public static func isBidiControl(_ s: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(s.value) || (0x2066...0x2069).contains(s.value) || s.value == 0x200E || s.value == 0x200F
    }

    /// A control character, or one that ends a line in a source file (U+2028, U+2029).
    public static func isLineOrControl(_ u: Unicode.Scalar) -> Bool {
        isControl(u) || u.value == 0x2028 || u.value == 0x2029
    }

    /// For a terminal: control and bidirectional characters written as `\u{1B}`; line breaks
    /// kept if `keepingNewlines`.
    public static func terminal(_ text: String, keepingNewlines: Bool = false) -> String {
        var out = ""
        for s in text.unicodeScalars {
            let control = isControl(s) || isBidiControl(s)
            if control, !(keepingNewlines && s == "\n") {
                out += "\\u{" + String(s.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(s)
            }
        }
        return out
    }

    /// A JSON string (RFC 8259 §7), quotes included: `"`, `\`, the short escapes, and every
    /// other control or bidirectional character as `\uXXXX`.
    public static func json(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if isControl(u) || isBidiControl(u) {
                    out += "\\u" + hex4(u.value)
                } else { out.unicodeScalars.append(u) }
            }
        }
        return out + "\""
    }

    /// A Swift string literal, quotes included.
    public static func swift(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            default:
                // Every other control or line-ending character as an escape: a raw one would end
                // the line (and the literal) in the generated file.
                out += isLineOrControl(u) ? "\\u{\(String(u.value, radix: 16, uppercase: true))}" : String(u)
            }
        }
        return out + "\""
    }

    /// A CSS string (CSS Syntax 3, 4.3.5), quotes included: a quote or backslash escaped, and
    /// every line end or control character as a hex escape, so the value cannot end the string
    /// or the rule.
    public static func css(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            if u == "\"" || u == "\\" { out += "\\" + String(u) }
            else if isLineOrControl(u) { out += "\\" + String(u.value, radix: 16) + " " }
            else { out += String(u) }
        }
        return out + "\""
    }

    /// `s` fit to stand inside a one-line comment of generated code: every line-ending or control
    /// character (CR, LF, VT, FF, NEL, U+2028, U+2029…) becomes a space, so a description, a
    /// name or a file name cannot end the comment and write code after it.
    public static func commentLine(_ s: String) -> String {
        String(String.UnicodeScalarView(s.unicodeScalars.map { isLineOrControl($0) ? " " : $0 }))
    }

    /// The lines of a text to write as comment lines, split at every kind of line end.
    public static func commentLines(_ s: String) -> [String] {
        s.split(whereSeparator: { $0.isNewline }).map { commentLine(String($0)) }
    }

    /// Four upper-case hex digits (`001B`).
    static func hex4(_ v: UInt32) -> String {
        let h = String(v, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - h.count)) + h
    }
}
