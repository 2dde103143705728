import Foundation
import InputFile
import JSONReader
import TokenCheck

/// A token file's or resolver's bytes, through the one opener (`InputFile`), read no further
/// than the one JSON reader's bound.
enum TokenFile {
    /// `what`: "token file", "resolver file". Missing, or not a regular file (a FIFO, a
    /// folder): `.notFound` (exit 66), before a byte is read; too large: `check`'s file-read problem.
    static func contents(_ path: String, what: String) throws -> Data {
        do { return try JSONScanner.contents(of: path) } catch let r as InputFile.Refusal {
            switch r.kind {
            case .missing: throw TokenError(.notFound, file: path, path: nil, "the \(what) does not exist")
            case .notRegular: throw TokenError(.notFound, file: path, path: nil, "the \(what) \(r.reason)")
            case .unreadable: throw TokenError(.unreadable, file: path, path: nil, "the \(what) \(r.reason)")
            case .tooLarge:
                throw TokenError(TokenCheck.problem(reading: JSONProblem(Position(file: path, line: 1, column: 1), .fileRead, JSONScanner.message(r))))
            }
        }
    }
}
