import TextEscape
import Export
import Foundation
import Geometry
import PathNames
import Tokens

/// `pickup`: the Pickup app's visuals, from design tokens to comps.
let version = pickupVersion
let commands: [any Command.Type] = [ExportCommand.self, FramesCommand.self, FrameCommand.self, PrototypeCommand.self,
                                    VideoCommand.self, SceneCommand.self, WatchCommand.self, TokensCommand.self, CheckCommand.self, BenchCommand.self, InitCommand.self,
                                    ImportCommand.self]

func mainUsage() -> String {
    """
    pickup \(version) — draws the Pickup app's screens from design tokens.

    USAGE: pickup <command> [options]

    COMMANDS:
    \(commands.map { "  \($0.name.padding(toLength: 11, withPad: " ", startingAt: 0))\($0.summary)" }.joined(separator: "\n"))
      help       Show help for a command: pickup help <command>; every bound: pickup help limits;
                 the devices the resolver declares: pickup help devices; check's rules: pickup help rules

    OPTIONS:
      --help     Show this help.
      --version  Show the version.
    """
}

// Every argument must be UTF-8: Swift reads a byte that is not as U+FFFD, so `--out $'ex\xff'`
// would write into a folder of another name and `--tokens` would name a file that is not there.
for i in 1..<Int(CommandLine.argc) {
    guard let raw = CommandLine.unsafeArgv[i] else { continue }
    if String(validatingCString: raw) == nil {
        let shown = NonUTF8.escaped(raw)
        fputs("pickup: error: argument \(i) is not UTF-8: '\(shown)'; Pickup takes file names and values in UTF-8 only\n", stderr)
        exit(ExitCode.usage)
    }
}

var args = Array(CommandLine.arguments.dropFirst())
guard let first = args.first else { print(mainUsage()); exit(0) }
switch first {
case "--help", "-h": print(mainUsage()); exit(0)
case "--version": print("pickup \(version)"); exit(0)
case "help":
    // `pickup help` and `pickup help help`: the overview, which says what help does.
    guard args.count > 1, args[1] != "help" else { print(mainUsage()); exit(0) }
    if args[1] == "rules" { print(args.count > 2 && args[2] == "--markdown" ? RulesHelp.markdown : RulesHelp.help); exit(0) }
    if args[1] == "limits" { print(args.count > 2 && args[2] == "--markdown" ? Limits.markdown : Limits.help); exit(0) }
    if args[1] == "devices" {
        do { print(try DevicesHelp.text(markdown: args.count > 2 && args[2] == "--markdown")); exit(0) } catch {
            let e = reported(error)
            fputs("pickup: error: \(escapingControls(e.userMessage))\n", stderr)
            exit(e.exitCode)
        }
    }
    guard let c = commands.first(where: { $0.name == args[1] }) else {
        fputs("pickup: error: unknown command '\(FilePath.clip(args[1]))'\(Nearest.hint(args[1], among: commands.map { $0.name }))\n"
              + mainUsage() + "\n", stderr); exit(ExitCode.usage)
    }
    print(c.help); exit(0)
default: break
}
guard let command = commands.first(where: { $0.name == first }) else {
    fputs("pickup: error: unknown command '\(FilePath.clip(first))'\(Nearest.hint(first, among: commands.map { $0.name }))\n"
          + mainUsage() + "\n", stderr)
    exit(ExitCode.usage)
}
args.removeFirst()
// `pickup init DIR`: the folder may come first, as an argument.
if command.name == InitCommand.name, let first = args.first, !first.hasPrefix("-") { args = ["--out", first] + args.dropFirst() }
if args.contains("--help") || args.contains("-h") { print(command.help); exit(0) }
do {
    try command.main(args)
} catch {
    let e = reported(error)
    var text = "pickup: error: \(escapingControls(e.userMessage))\n"
    // The one line that says what is wrong, then where the rest is (not the whole usage block).
    if e is UsageError { text += "  (see 'pickup help \(command.name)')\n" }
    if e.refusedBeforeWriting { text += "Nothing was written.\n" }
    fputs(text, stderr)
    exit(e.exitCode)
}
