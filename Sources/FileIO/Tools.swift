import Foundation
import Geometry
import PathNames

/// The executable `tool` on PATH, if any (as the shell finds it: the first folder that has it).
public func which(_ tool: String) -> String? {
    for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
        let p = "\(dir)/\(tool)"
        if FileManager.default.isExecutableFile(atPath: p) { return p }
    }
    return nil
}

/// A tool the command needs is not installed: exit 69 (EX_UNAVAILABLE), with how to get it.
public struct ToolMissingError: Error, CustomStringConvertible {
    public var tool: String
    public var install: String
    public init(tool: String, install: String) { self.tool = tool; self.install = install }
    public var description: String { "\(tool) is not installed (not found on PATH). \(install)" }
}

/// A tool ran and failed: what it said.
public struct ToolFailedError: Error, CustomStringConvertible {
    public var tool: String
    public var status: Int32
    public var message: String
    public init(tool: String, status: Int32, message: String) { self.tool = tool; self.status = status; self.message = message }
    public var description: String { "\(tool) failed (exit \(status)): \(message.trimmingCharacters(in: .whitespacesAndNewlines))" }
}

/// Runs the commands, `width` at a time; the first that exits non-zero is thrown as a
/// `ToolFailedError` naming its tool.
public func runConcurrently(_ commands: [[String]], width: Int) throws {
    var pending = commands[...]
    var running: [Process] = []
    func reap() throws {
        let p = running.removeFirst()
        p.waitUntilExit()
        if p.terminationStatus != 0 {
            throw ToolFailedError(tool: FilePath.basename(p.executableURL?.path ?? "tool"), status: p.terminationStatus,
                                  message: (p.arguments ?? []).joined(separator: " "))
        }
    }
    while let c = pending.popFirst() {
        if running.count == width { try reap() }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: c[0]); p.arguments = Array(c.dropFirst())
        try p.run()
        running.append(p)
    }
    while !running.isEmpty { try reap() }
}
