import Foundation
import TestSupport

/// `pickup` as a user runs it: the built binary beside this test bundle (as CLITests finds it),
/// from the repository's root, optionally with another PATH.
enum CLI {
    static let binary: String = {
        let dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path
        return dir + "/pickup"
    }()

    struct Run { var status: Int32; var stdout, stderr: String }

    static func run(_ args: [String], path: String? = nil) throws -> Run {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: Self.binary)
        p.arguments = args
        p.currentDirectoryURL = URL(fileURLWithPath: Repo.root)
        if let path { p.environment = ["PATH": path] }
        let out = Pipe(), err = Pipe()
        p.standardOutput = out; p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Run(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self))
    }
}
