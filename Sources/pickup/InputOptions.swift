import Export
import Geometry
import PathNames
import ProjectInputs
import Tokens
import Foundation

/// The options that choose what a command draws from: tokens, resolver contexts, copy.
extension Shared {
    static let resolver = Options.Spec(name: "resolver", valueName: "file", help: "DTCG resolver document", rule: .path,
                                       defaultNote: "design-tokens.resolver.json beside the tokens")
    static let allowRoot = Options.Spec(name: "allow-root", valueName: "dir",
                                        help: "A folder the resolver's sources may also be read from", rule: .path,
                                        defaultNote: "only the resolver's folder and below")
    static let device = Options.Spec(name: "device", valueName: "name",
                                     help: "Device class from the resolver: \(devices.list)", defaultNote: devices.defaultName ?? "none")
    /// The devices of the resolver a command reads here (the folder's, else the built-in one),
    /// for help texts: the resolver is where a device is declared.
    static var devices: DeviceRegistry { (try? Inputs().devices()) ?? .builtIn }
    /// `se @2x, mini @3x, …`: each device's native scale, from its context's `size.canvas.scale`.
    static var deviceScales: String {
        let inputs = Inputs()
        return devices.names.map { d in "\(d)\((try? inputs.nativeScale(of: d)).map { " @\($0)x" } ?? "")" }.joined(separator: ", ")
    }
    static let context = Options.Spec(name: "context", valueName: "modifier=context",
                                      help: "A context of any modifier the resolver declares; repeatable", repeatable: true)
    static let locale = Options.Spec(name: "locale", valueName: "name",
                                     help: "Copy from content/<name>.json: \(Inputs().locales.joined(separator: ", "))", defaultNote: "en-GB")
    static let jobs = Options.Spec(name: "jobs", valueName: "n", help: "Pictures drawn at once", rule: .wholeNumber(1...256),
                                   defaultNote: "one per core, or PICKUP_JOBS")
    /// Every input option, in the order `--help` lists them (and --jobs, which every drawing command takes).
    static let inputs: [Options.Spec] = [tokens, resolver, allowRoot, device, context, content, locale, jobs]

    /// The inputs a command's options name. `--device X` is `--context device=X`.
    static func inputs(_ o: Options) throws -> Inputs {
        var contexts: [String: String] = [:]
        for pair in (o.value("context") ?? "").split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw UsageError(message: "--context: '\(pair)' is not MODIFIER=CONTEXT (e.g. device=se)")
            }
            if let c = contexts[parts[0]], c != parts[1] {
                throw UsageError(message: "--context \(FilePath.clip(parts[0]))=\(FilePath.clip(c)) and --context \(FilePath.clip(parts[0]))=\(FilePath.clip(parts[1])) disagree; choose one context per modifier")
            }
            contexts[parts[0]] = parts[1]
        }
        if let d = o.value("device") {
            if let c = contexts["device"], c != d { throw UsageError(message: "--device \(d) and --context device=\(c) disagree") }
            contexts["device"] = d
        }
        for (k, v) in [("tokens", o.value("tokens")), ("resolver", o.value("resolver")), ("content", o.value("content"))] {
            if let v, v.isEmpty { throw UsageError(message: "--\(k) is empty") }
        }
        let inputs = Inputs(tokens: o.value("tokens"), resolver: o.value("resolver"), contexts: contexts,
                            content: o.value("content"), locale: o.value("locale"), allowedRoots: o.value("allow-root").map { [$0] } ?? [])
        // An unknown choice on the command line is a usage error, as `--device xx` is.
        if let l = inputs.locale, !inputs.locales.contains(l) {
            throw UsageError(message: "--locale: no copy for '\(FolderName.shown(l))'; choose one of: \(inputs.locales.joined(separator: ", "))")
        }
        return inputs
    }

    /// The project the options name; a device or context the resolver lacks is a usage error.
    static func project(_ o: Options) throws -> Project {
        let inputs = try inputs(o)
        do { return try Project(inputs) } catch let e as ResolverChoiceError { throw UsageError(message: e.message) }
    }
}
