import Export
import Foundation
import Geometry
import PathNames
import Tokens

/// `pickup`: the Pickup app's visuals, from design tokens to comps.
let version = pickupVersion
let commands: [any Command.Type] = [ExportCommand.self, FramesCommand.self, FrameCommand.self, PrototypeCommand.self,
                                    VideoCommand.self, WatchCommand.self, TokensCommand.self, CheckCommand.self, BenchCommand.self, InitCommand.self]

func mainUsage() -> String {
    """
    pickup \(version) — draws the Pickup app's screens from design tokens.

    USAGE: pickup <command> [options]

    COMMANDS:
    \(commands.map { "  \($0.name.padding(toLength: 11, withPad: " ", startingAt: 0))\($0.summary)" }.joined(separator: "\n"))
      help       Show help for a command: pickup help <command>; every bound: pickup help limits

    OPTIONS:
      --help     Show this help.
      --version  Show the version.
    """
}

var args = Array(CommandLine.arguments.dropFirst())
guard let first = args.first else { print(mainUsage()); exit(0) }
switch first {
case "--help", "-h": print(mainUsage()); exit(0)
case "--version": print("pickup \(version)"); exit(0)
case "help":
    // `pickup help` and `pickup help help`: the overview, which says what help does.
    guard args.count > 1, args[1] != "help" else { print(mainUsage()); exit(0) }
    if args[1] == "limits" { print(args.count > 2 && args[2] == "--markdown" ? Limits.markdown : Limits.help); exit(0) }
    guard let c = commands.first(where: { $0.name == args[1] }) else {
        fputs("pickup: error: unknown command '\(FilePath.clip(args[1]))'\n" + mainUsage() + "\n", stderr); exit(ExitCode.usage)
    }
    print(c.help); exit(0)
default: break
}
guard let command = commands.first(where: { $0.name == first }) else {
    fputs("pickup: error: unknown command '\(FilePath.clip(first))'\n" + mainUsage() + "\n", stderr)
    exit(ExitCode.usage)
}
args.removeFirst()
// `pickup init DIR`: the folder may come first, as an argument.
if command.name == InitCommand.name, let first = args.first, !first.hasPrefix("-") { args = ["--out", first] + args.dropFirst() }
if args.contains("--help") || args.contains("-h") { print(command.help); exit(0) }
do {
    let options = try Options(command.options, parsing: args, takesArguments: command.arguments != nil)
    if options.value("jobs") != nil { Parallel.requestedWorkers = options.ints("jobs")[0] }   // checked by its declaration
    try command.run(options)
} catch {
    let e = reported(error)
    var text = "pickup: error: \(escapingControls(e.userMessage))\n"
    if e is UsageError { text += "USAGE: \(command.usage)\n  (see 'pickup help \(command.name)')\n" }
    if e.refusedBeforeWriting { text += "Nothing was written.\n" }
    fputs(text, stderr)
    exit(e.exitCode)
}
