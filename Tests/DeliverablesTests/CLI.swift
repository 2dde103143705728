import Foundation
import TestSupport

/// `pickup` as a user runs it: the built binary beside this test bundle, from the
/// repository's root, optionally with another PATH.
enum CLI {
    static var binary: String { Repo.pickupBinary }

    static func run(_ args: [String], path: String? = nil) throws -> ToolRun {
        try Tool.run(binary, args, cwd: Repo.root, environment: path.map { ["PATH": $0] } ?? [:])
    }
}
