@preconcurrency import Glibc
import Export
import Foundation
import Geometry
import QR
import Render
import Screens
import Tokens

/// `pickup`: the Pickup app's visuals, from design tokens to comps.
let version = pickupVersion
let commands: [any Command.Type] = [ExportCommand.self, FramesCommand.self, FrameCommand.self, PrototypeCommand.self,
                                    VideoCommand.self, WatchCommand.self, TokensCommand.self, BenchCommand.self]

func mainUsage() -> String {
    """
    pickup \(version) — draws the Pickup app's screens from design tokens.

    USAGE: pickup <command> [options]

    COMMANDS:
    \(commands.map { "  \($0.name.padding(toLength: 11, withPad: " ", startingAt: 0))\($0.summary)" }.joined(separator: "\n"))
      help       Show help for a command: pickup help <command>

    OPTIONS:
      --help     Show this help.
      --version  Show the version.
    """
}

func fail(_ message: String, status: Int32) -> Never {
    fputs("pickup: error: \(message)\n", stderr)
    exit(status)
}

var args = Array(CommandLine.arguments.dropFirst())
guard let first = args.first else { print(mainUsage()); exit(0) }
switch first {
case "--help", "-h": print(mainUsage()); exit(0)
case "--version": print("pickup \(version)"); exit(0)
case "help":
    guard args.count > 1 else { print(mainUsage()); exit(0) }
    guard let c = commands.first(where: { $0.name == args[1] }) else {
        fputs("pickup: error: unknown command '\(FilePath.clip(args[1]))'\n" + mainUsage() + "\n", stderr); exit(64)
    }
    print(c.help); exit(0)
default: break
}
guard let command = commands.first(where: { $0.name == first }) else {
    fputs("pickup: error: unknown command '\(FilePath.clip(first))'\n" + mainUsage() + "\n", stderr)
    exit(64)
}
args.removeFirst()
if args.contains("--help") || args.contains("-h") { print(command.help); exit(0) }
do {
    let options = try Options(command.options, parsing: args)
    if let j = options.value("jobs") {
        // `--jobs N` is PICKUP_JOBS for this run (Parallel.workers reads it).
        guard let n = Int(j), (1...256).contains(n) else { throw UsageError(message: "--jobs: '\(FilePath.clip(j))' is not a whole number in 1…256") }
        setenv("PICKUP_JOBS", String(n), 1)
    }
    try command.run(options)
} catch let e as UsageError {
    fputs("pickup: error: \(e.message)\nUSAGE: \(command.usage)\n  (see 'pickup help \(command.name)')\n", stderr)
    exit(64)
} catch let e as TokenError {
    fail("\(e)\nNothing was written.", status: 65)
} catch let e as ContentError {
    fail("\(e)\nNothing was written.", status: 65)
} catch let e as QRError {
    fail("\(e)\nNothing was written.", status: 65)
} catch let e as PayloadError {
    fail("\(e)\nNothing was written.", status: 65)
} catch let e as LayoutViolation {
    fail("\(e)", status: 65)
} catch let e as OutputError {
    fail("\(e)", status: 73)
} catch let e as ToolMissingError {
    fail("\(e)", status: 69)
} catch let e as FontMissingError {
    fail("\(e)\nNothing was written.", status: 69)
} catch {
    fail(describe(error), status: 1)
}

/// A readable message for an error from Foundation: the file and the system's reason, never
/// "NSCocoaErrorDomain error 512".
func describe(_ error: Error) -> String {
    let e = error as NSError
    guard e.domain == NSCocoaErrorDomain || e.domain == NSPOSIXErrorDomain else { return FilePath.clip("\(error)", 400) }
    let path = (e.userInfo[NSFilePathErrorKey] as? String) ?? (e.userInfo[NSURLErrorKey] as? URL)?.path
    var reason: String?
    if let u = e.userInfo[NSUnderlyingErrorKey] as? NSError, u.domain == NSPOSIXErrorDomain { reason = systemReason(Int32(u.code)) }
    if e.domain == NSPOSIXErrorDomain { reason = systemReason(Int32(e.code)) }
    let text = reason ?? (e.userInfo[NSLocalizedDescriptionKey] as? String) ?? "failed (\(e.localizedFailureReason ?? "no reason given"))"
    return path.map { "\($0): \(text)" } ?? text
}
