import Copy
import Export
import FileIO
import Foundation
import Geometry
import PathNames
import ProjectInputs
import QR
import Screens
import Tokens
import TextEscape
import TokenImport

/// An error `pickup` reports: the exit status it ends with and the line it prints after
/// `pickup: error: `. Every error type a command can throw adopts it here, in one table, so
/// `main` and `watch` report errors the same way; anything else is `UnexpectedError` (exit 1).
protocol PickupError: Error {
    /// A `sysexits.h` status (`ExitCode`).
    var exitCode: Int32 { get }
    var userMessage: String { get }
    /// A refusal that came before any file was touched: `main` adds "Nothing was written."
    var refusedBeforeWriting: Bool { get }
}

extension PickupError {
    var refusedBeforeWriting: Bool { false }
}

/// Most errors' message is their description.
extension PickupError where Self: CustomStringConvertible {
    var userMessage: String { description }
}

/// The exit statuses `pickup` uses, from `sysexits.h`.
enum ExitCode {
    static let failure: Int32 = 1        // anything else (a tool that ran and failed, say)
    static let usage: Int32 = 64         // EX_USAGE: the command line is wrong
    static let dataError: Int32 = 65     // EX_DATAERR: tokens, content or a comp that cannot be drawn
    static let noInput: Int32 = 66       // EX_NOINPUT: an input file named does not exist (every command)
    static let unavailable: Int32 = 69   // EX_UNAVAILABLE: a tool or font is not installed
    static let software: Int32 = 70      // EX_SOFTWARE: pickup's own fault (an SVG unlike its picture)
    static let cannotCreate: Int32 = 73  // EX_CANTCREAT: an output cannot be written
}

// Bad data: a token, resolver, content or payload file, or a comp breaking a layout invariant.
extension TokenError: PickupError {
    /// A file named that does not exist is "no input" (66), as in `check`; else bad data.
    var exitCode: Int32 { kind == .notFound || notAFile ? ExitCode.noInput : ExitCode.dataError }
    var refusedBeforeWriting: Bool { true }
}
extension ContentError: PickupError {
    var exitCode: Int32 { notFound ? ExitCode.noInput : ExitCode.dataError }
    var refusedBeforeWriting: Bool { true }
}
/// A design tool's export that cannot be imported: nothing was written.
extension ImportError: PickupError {
    var exitCode: Int32 { notFound ? ExitCode.noInput : ExitCode.dataError }
    var refusedBeforeWriting: Bool { true }
}
extension QRError: PickupError {
    var exitCode: Int32 { ExitCode.dataError }
    var refusedBeforeWriting: Bool { true }
}
/// A `--device` or `--context` the resolver does not declare: the command line's choice.
extension ResolverChoiceError: PickupError {
    var exitCode: Int32 { ExitCode.usage }
    var refusedBeforeWriting: Bool { true }
}
/// More pictures than one command may ask for: the command line's choice, refused at once.
extension TooManyPictures: PickupError {
    var exitCode: Int32 { ExitCode.usage }
    var refusedBeforeWriting: Bool { true }
}
extension MatrixNameError: PickupError {
    var exitCode: Int32 { ExitCode.dataError }
    var refusedBeforeWriting: Bool { true }
}
/// Read before writing (comps) or while writing (frames, each PNG again): says which.
extension UnscannableCode: PickupError {
    var exitCode: Int32 { ExitCode.dataError }
    var refusedBeforeWriting: Bool { !whileWriting }
}
extension PayloadError: PickupError {
    var exitCode: Int32 { ExitCode.dataError }
    var refusedBeforeWriting: Bool { true }
}
/// Its description already says "Nothing was written."
extension LayoutViolation: PickupError {
    var exitCode: Int32 { ExitCode.dataError }
}

// Missing pieces of the system.
extension ToolMissingError: PickupError {
    var exitCode: Int32 { ExitCode.unavailable }
}
extension FontMissingError: PickupError {
    var exitCode: Int32 { ExitCode.unavailable }
    var refusedBeforeWriting: Bool { true }
}

// Outputs and tools.
extension OutputError: PickupError {
    var refusedBeforeWriting: Bool { beforeWriting }
    var exitCode: Int32 { ExitCode.cannotCreate }
}
/// An SVG librsvg draws unlike the PNG of the same picture: a fault of pickup's own.
extension SVGMismatch: PickupError {
    var exitCode: Int32 { ExitCode.software }
}
/// ffmpeg or resvg ran and failed: not the command line's fault.
extension ToolFailedError: PickupError {
    var exitCode: Int32 { ExitCode.failure }
    var userMessage: String { FilePath.clip(description, 400) }
}

/// Any other error (from Foundation, say), described readably.
struct UnexpectedError: PickupError {
    var underlying: Error
    var exitCode: Int32 { ExitCode.failure }
    var userMessage: String { describe(underlying) }
}

/// `error` as `pickup` reports it.
func reported(_ error: Error) -> any PickupError {
    (error as? any PickupError) ?? UnexpectedError(underlying: error)
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

/// `message` with terminal control characters escaped (a name from a user's file may hold
/// escape sequences, which must not reach the terminal); line breaks kept.
func escapingControls(_ message: String) -> String { Escape.terminal(message, keepingNewlines: true) }
