import Foundation
import JSONReader

/// `check` reads with the one JSON reader (`JSONScanner`) and reports what stopped it as
/// problems with their rule ids.
enum Reading {
    static func file(_ path: String) -> (JSONNode?, [Problem]) {
        let (root, problems) = JSONScanner.read(file: path)
        return (root, problems.map(problem))
    }

    static func data(_ data: Data, file: String) -> (JSONNode?, [Problem]) {
        let (root, problems) = JSONScanner.parse(data, file: file)
        return (root, problems.map(problem))
    }

    static func problem(_ p: JSONProblem) -> Problem {
        let rule: Rule
        switch p.kind {
        case .fileRead: rule = .fileRead
        case .syntax: rule = .jsonSyntax
        case .duplicateKey: rule = .jsonDuplicateKey
        }
        return Problem(p.position, "", rule, p.message)
    }
}
