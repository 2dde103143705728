/// A usage error: printed with the command's usage, exit status 64 (EX_USAGE).
struct UsageError: PickupError, CustomStringConvertible {
    var message: String
    var description: String { message }
    var exitCode: Int32 { ExitCode.usage }
    var userMessage: String { message }
}
