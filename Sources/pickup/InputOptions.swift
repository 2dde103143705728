import Export
import Geometry
import PathNames
import TextEscape
import ProjectInputs
import Tokens
import Foundation

/// The options that choose what a command draws from: tokens, resolver contexts, copy.
extension Shared {
    static let resolver = OptionSpec(name: "resolver", valueName: "file", help: "DTCG resolver document", rule: .path,
                                     defaultNote: "design-tokens.resolver.json beside the tokens")
    static let allowRoot = OptionSpec(name: "allow-root", valueName: "dir",
                                      help: "A folder the resolver's sources may also be read from", rule: .path,
                                      defaultNote: "only the resolver's folder and below")
    static let device = OptionSpec(name: "device", valueName: "name",
                                   help: "Device class from the resolver: \(devices.list)", defaultNote: devices.defaultName ?? "none")
    /// The devices of the resolver a command reads here (the folder's, else the built-in one),
    /// for help texts: the resolver is where a device is declared.
    static var devices: DeviceRegistry { (try? Inputs().devices()) ?? .builtIn }
    static let context = OptionSpec(name: "context", valueName: "modifier=context",
                                    help: "A context of any modifier the resolver declares; repeatable", repeatable: true)
    static let locale = OptionSpec(name: "locale", valueName: "name",
                                   help: "Copy from content/<name>.json: \(Inputs().locales.joined(separator: ", "))", defaultNote: "en-GB")
    static let jobs = OptionSpec(name: "jobs", valueName: "n", help: "Pictures drawn at once", rule: .wholeNumber(1...256),
                                 defaultNote: "one per core, or PICKUP_JOBS")
    /// `--jobs`, or else PICKUP_JOBS, held to --jobs' rule: a value that is not 1–256 is an
    /// error, not ignored.
    static func useJobs(_ jobs: Int?) throws {
        if let jobs { Parallel.requestedWorkers = jobs; return }
        _ = try EnvironmentSetting.jobs.value()
    }

    /// The inputs these options name. `--device X` is `--context device=X`.
    static func inputs(tokens: String?, resolver: String?, allowRoot: String?, device: String?, context: [String],
                       content: String?, locale: String?) throws -> Inputs {
        var contexts: [String: String] = [:]
        for pair in context.flatMap({ $0.split(separator: ",") }) {
            let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw UsageError(message: "--context: '\(pair)' is not MODIFIER=CONTEXT (e.g. device=se)")
            }
            if let c = contexts[parts[0]], c != parts[1] {
                throw UsageError(message: "--context \(FilePath.clip(parts[0]))=\(FilePath.clip(c)) and --context \(FilePath.clip(parts[0]))=\(FilePath.clip(parts[1])) disagree; choose one context per modifier")
            }
            contexts[parts[0]] = parts[1]
        }
        if let d = device {
            if let c = contexts["device"], c != d { throw UsageError(message: "--device \(d) and --context device=\(c) disagree") }
            contexts["device"] = d
        }
        for (k, v) in [("tokens", tokens), ("resolver", resolver), ("content", content)] {
            if let v, v.isEmpty { throw UsageError(message: "--\(k) is empty") }
        }
        let inputs = Inputs(tokens: tokens, resolver: resolver, contexts: contexts,
                            content: content, locale: locale, allowedRoots: allowRoot.map { [$0] } ?? [])
        // An unknown choice on the command line is a usage error, as `--device xx` is.
        if let l = inputs.locale, !inputs.locales.contains(l) {
            throw UsageError(message: "--locale: no copy for '\(FolderName.shown(l))'; choose one of: \(inputs.locales.joined(separator: ", "))"
                             + Nearest.hint(l, among: inputs.locales))
        }
        return inputs
    }

    /// The project `inputs` name; a device or context the resolver lacks is a usage error.
    static func project(_ inputs: Inputs) throws -> Project {
        do { return try Project(inputs) } catch let e as ResolverChoiceError { throw UsageError(message: e.message) }
    }
}

/// The options that choose what a drawing command draws from, and on how many cores: taken
/// whole by each (`@OptionGroup var inputs: InputOptions`), in this order.
struct InputOptions: ParsableOptions {
    @Option(Shared.tokens) var tokens: String?
    @Option(Shared.resolver) var resolver: String?
    @Option(Shared.allowRoot) var allowRoot: String?
    @Option(Shared.device) var device: String?
    @Option(Shared.context) var context: [String]
    @Option(Shared.content) var content: String?
    @Option(Shared.locale) var locale: String?
    @Option(Shared.jobs) var jobs: Int?

    func validate() throws { try Shared.useJobs(jobs) }

    /// The inputs the options name.
    func inputs() throws -> Inputs {
        try Shared.inputs(tokens: tokens, resolver: resolver, allowRoot: allowRoot, device: device, context: context,
                          content: content, locale: locale)
    }

    /// The project the options name; a device or context the resolver lacks is a usage error.
    func project() throws -> Project { try Shared.project(inputs()) }
}
