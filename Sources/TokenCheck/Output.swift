import Foundation
import Geometry
import TextEscape

/// The ways `check` writes its problems.
public enum CheckOutput {
    /// One line a problem: `FILE:LINE:COL: error: PATH: MESSAGE [rule]`.
    public static func text(_ problems: [Problem]) -> String {
        problems.map { $0.text + "\n" }.joined()
    }

    /// One JSON array of `{file, line, column, path, rule, message, severity}`, in that key order.
    public static func json(_ problems: [Problem]) -> String {
        let q = Escape.json
        let items = problems.map { p in
            "  {\"file\": \(q(p.file)), \"line\": \(p.line), \"column\": \(p.column), \"path\": \(q(p.path)), \"rule\": \(q(p.rule)), \"message\": \(q(p.message)), \"severity\": \(q(p.severity.rawValue))}"
        }
        return items.isEmpty ? "[]\n" : "[\n" + items.joined(separator: ",\n") + "\n]\n"
    }

    /// GitHub Actions workflow commands: `::error file=…,line=…,col=…::message` (`::warning`), escaped as
    /// GitHub reads them (% CR LF in the message; also : and , in properties).
    public static func github(_ problems: [Problem]) -> String {
        func data(_ s: String) -> String {
            Escape.terminal(s).replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
        }
        func property(_ s: String) -> String { data(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C") }
        return problems.map { p in
            let path = p.path.isEmpty ? "" : Problem.shown(p.path) + ": "
            return "::\(p.severity.rawValue) file=\(property(p.file)),line=\(p.line),col=\(p.column),title=\(property(p.rule))::\(data(path + p.message + " [" + p.rule + "]"))\n"
        }.joined()
    }
}
