import Foundation
import Geometry
import Space

/// A USDA layer as text, written line by line with its nesting: prims open and close, values
/// are formatted one way, so the same scene gives the same bytes.
struct USDAText {
    private(set) var text = ""
    private var depth = 0

    mutating func line(_ s: String) {
        text += String(repeating: "    ", count: depth) + s + "\n"
    }

    /// `header` (`def Xform "Name"`), its metadata in parentheses if any, then its body, closed.
    mutating func prim(_ header: String, _ metadata: [String] = [], _ body: (inout USDAText) -> Void) {
        if metadata.isEmpty {
            line(header)
        } else {
            line(header + " (")
            depth += 1
            for m in metadata { line(m) }
            depth -= 1
            line(")")
        }
        line("{")
        depth += 1
        body(&self)
        depth -= 1
        line("}")
    }

    /// `declaration.timeSamples = { code: value, … }`, leaving out each sample that equals both
    /// its neighbours: linear interpolation between the ones kept gives it back exactly.
    mutating func samples(_ declaration: String, _ values: [(code: Int, value: String)]) {
        line(declaration + ".timeSamples = {")
        depth += 1
        for (i, s) in values.enumerated() {
            let same = i > 0 && i < values.count - 1 && values[i - 1].value == s.value && values[i + 1].value == s.value
            if !same { line("\(s.code): \(s.value),") }
        }
        depth -= 1
        line("}")
    }
}

/// Numbers as USDA takes them: the shortest text that reads back as the same value, with no
/// needless `.0` and no negative zero.
enum USDANumber {
    static func float(_ x: Double) -> String { trim(Float(x).description) }
    static func double(_ x: Double) -> String { trim(x.description) }

    static func trim(_ s: String) -> String {
        var s = s
        if s.hasSuffix(".0") { s.removeLast(2) }
        if s.hasPrefix("-"), Double(s) == 0 { s.removeFirst() }
        return s
    }

    static func vec(_ v: Vec3, double: Bool = false) -> String {
        let f = double ? Self.double : Self.float
        return "(\(f(v.x)), \(f(v.y)), \(f(v.z)))"
    }

    static func points(_ ps: [Vec3]) -> String { "[" + ps.map { vec($0) }.joined(separator: ", ") + "]" }

    /// A colour as UsdPreviewSurface takes it: linear Rec. 709 (the tokens are sRGB).
    static func linear(_ c: Color) -> String {
        "(\(float(SRGB.linear(c.r))), \(float(SRGB.linear(c.g))), \(float(SRGB.linear(c.b))))"
    }
}
