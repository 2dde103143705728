import InputFile
import TokenCheck
/// Why a token file was refused. Every case names the file and, where there is one, the token's
/// dotted path, so a designer can go straight to the line they broke.
public struct TokenError: Error, Equatable, CustomStringConvertible {
    public enum Kind: Equatable, Sendable {
        case unreadable            // the file cannot be read
        case notFound              // the file named does not exist (exit 66, as `check` has it)
        case invalidJSON           // not JSON at all
        case wrongType             // `$type` unknown, or a token is not of the type asked for
        case malformedValue        // a colour, dimension, duration… that does not parse
        case missing               // a token the screens need is not in the file
        case outOfRange            // a value outside the domain the screens can draw (or not finite)
        case tooLarge              // a document that expands past a stated bound ($extends, resolver sets)
        case rule                  // a rule of the spec or a Pickup bound, as `pickup check` reports it
    }
    public var kind: Kind
    public var file: String
    /// Dotted token path, or nil for whole-file problems.
    public var path: String?
    public var message: String

    /// Where `check` places the problem (`.rule`): line, column and rule id.
    public var line: Int? = nil
    public var column: Int? = nil
    public var rule: String? = nil

    public init(_ kind: Kind, file: String, path: String?, _ message: String) {
        self.kind = kind; self.file = file; self.path = path; self.message = message
    }

    /// `pickup check`'s problem, as every command reports it: the same file, line, column,
    /// path, message and rule id (`FILE:LINE:COL: token 'PATH': MESSAGE [rule]`).
    public init(_ problem: Problem) {
        self.init(.rule, file: problem.file, path: problem.path.isEmpty ? nil : problem.path, problem.message)
        line = problem.line; column = problem.column; rule = problem.rule
        notAFile = Self.isNotAFile(problem)
    }

    /// A file read on the way (a resolver's source) that is a FIFO, device or folder: "no
    /// input" (exit 66), as a file named on the command line is.
    public var notAFile = false

    /// True for a file-read problem about something that is not a regular file.
    public static func isNotAFile(_ problem: Problem) -> Bool {
        problem.rule == Rule.fileRead.rawValue && InputFile.notRegular(problem.file) != nil
    }

    public var description: String {
        if let line, let column, let rule {
            let what: String
            if rule.hasPrefix("json-") { what = "invalid JSON: " }
            else if let path, path.hasPrefix("#") || rule.hasPrefix("resolver-") { what = "\(Problem.shown(path)): " }   // a place or source in a resolver
            else if let path { what = "token '\(Problem.shown(path))': " }
            else { what = "" }
            return "\(file):\(line):\(column): \(what)\(message) [\(rule)] (pickup check lists every problem)"
        }
        if let path { return "\(file): token '\(Problem.shown(path))': \(message)" }
        return "\(file): \(message)"
    }
}
