import Foundation
import JSONReader

/// What every command that draws asks of `check` before it reads a value: the spec's rules and
/// Pickup's bounds (layers (a) and (b) of docs/dtcg-rules.md), run by the same code as
/// `pickup check`, so a file `check` refuses is refused by every command with the same first
/// problem, at the same line and column. The loader (`Tokens`) adds only what the screens need.
extension TokenCheck {
    /// A Pickup bound: a colour component the spec leaves unbounded (lab and oklab a and b, lch
    /// and oklch chroma) lies within ±10⁶, so converting it cannot overflow.
    public static let maxColorComponent = 1e6
    /// A Pickup bound: the groups, tokens and copied values a document expands to through
    /// `$extends` and `$ref` (`size-limit`): groups that extend each other double it per level.
    public static let maxExpandedNodes = 200_000
    /// A Pickup bound: the values a document's tokens hold once every alias is followed and
    /// every group `$extends` copies is counted again (`size-limit`): what the loader and every
    /// output (Swift, CSS, the catalog, `tokens --diff`) are made of.
    public static let maxResolvedValues = 200_000
    /// A Pickup bound: a list value's items once the aliases in it are spliced in (`size-limit`).
    public static let maxListItems = 1000
    /// A Pickup bound: aliases from a token to its value, `$ref` and `$extends` hops, nested
    /// resolver sets (`reference-limit`, `extends-cycle`, `resolver-limit`).
    public static let maxChain = References.maxChain
    /// A Pickup bound: the sources one resolution reads (files, inline documents, sets).
    public static let maxSourceReads = ResolverCheck.maxSourceReads
    /// A Pickup bound: the resolutions `check` tries in a resolver (the defaults, then each
    /// other context alone).
    public static let maxResolutions = ResolverCheck.maxResolutions

    /// What stopped the reader, as `check` reports it (`file-read`, `json-syntax`, …).
    public static func problem(reading p: JSONProblem) -> Problem { Reading.problem(p) }

    /// A token file's problems, first by place (empty: `check` passes it).
    public static func problems(tokenFile data: Data, file: String) -> [Problem] {
        check(document: data, file: file)
    }

    /// A resolver document's problems, as `pickup check FILE` reports them: its structure and
    /// every resolution `check` tries (the defaults, then each other context alone).
    public static func problems(resolver data: Data, file: String, allowedRoots: [String]) -> [Problem] {
        let (root, problems) = Reading.data(data, file: file)
        guard let root else { return sorted(problems) }
        return sorted(unique(problems + self.problems(resolver: root, file: file, allowedRoots: allowedRoots)))
    }

    /// A document read once by the one JSON reader: its root, or the problems that stopped it.
    public static func read(_ data: Data, file: String) -> (root: JSONNode?, problems: [Problem]) {
        let (root, problems) = Reading.data(data, file: file)
        return (problems.isEmpty ? root : nil, problems)
    }

    /// The problems of a resolver document already read.
    public static func problems(resolver root: JSONNode, file: String, allowedRoots: [String]) -> [Problem] {
        sorted(unique(ResolverCheck(file: file, root: root, allowedRoots: allowedRoots).run()))
    }

    /// One resolution, merged as `check` merges it: `choice` names a context for every modifier
    /// to apply; `base`, if given, replaces the first set's sources (`--tokens FILE` beside a
    /// resolver; the user named it, so it is not confined); `read`, if given, supplies the source
    /// files (the built-in ones) instead of the disk. The merged document, or the problems that
    /// stop it (its structure's, its sources', and the merged document's as a token file).
    public static func resolution(resolver root: JSONNode, file: String, choice: [String: String], base: String? = nil,
                                  allowedRoots: [String] = [], read: (@Sendable (String) -> Data?)? = nil) -> (document: JSONNode?, problems: [Problem]) {
        let check = ResolverCheck(file: file, root: root, allowedRoots: allowedRoots)
        check.base = base
        check.read = read
        let (merged, found) = check.resolveOne(choice)
        return (merged, sorted(unique(found)))
    }

    /// The resolutions `check` tries, in order: every modifier at its default (one without a
    /// default at its first context), then each other context of each modifier alone, the
    /// others at their defaults, then the contexts the outputs resolve together (dark with
    /// Increase Contrast, `OutputContexts.combined`) where the resolver has them. `tokens --diff`
    /// compares two resolvers in the same resolutions.
    public static func choices(_ mods: [(name: String, contexts: [String], defaultContext: String?)]) -> [[String: String]] {
        var base: [String: String] = [:]
        for m in mods { if let d = m.defaultContext ?? m.contexts.first { base[m.name] = d } }
        var out = [base]
        for m in mods {
            for c in m.contexts where c != base[m.name] { var ch = base; ch[m.name] = c; out.append(ch) }
        }
        for combo in OutputContexts.combined {
            guard combo.allSatisfy({ name, c in mods.contains { $0.name == name && $0.contexts.contains(c) } }) else { continue }
            let ch = base.merging(combo) { _, new in new }
            if !out.contains(ch) { out.append(ch) }
        }
        return out
    }

    /// A resolver's modifiers as `resolutionOrder` applies them, each with its contexts in the
    /// file's order and its default: read as `check` reads the resolver's structure (of a
    /// resolver `check` passed: the built-in one, or one `Resolver.load` checked).
    public static func modifiers(resolver root: JSONNode, file: String) -> [(name: String, contexts: [String], defaultContext: String?)] {
        ResolverCheck(file: file, root: root, allowedRoots: []).checkStructure().compactMap { step in
            guard case .modifier(let m) = step else { return nil }
            return (m.name, m.contexts.map(\.0), m.defaultContext)
        }
    }
}

/// The contexts Pickup's outputs resolve beside the defaults, by the names its resolver gives
/// the settings: each alone (which `check` tries as it tries every context), and dark with
/// Increase Contrast together (the catalog's and CSS's dark high-contrast appearance), which
/// `check` tries too, so that a resolver `check` passes gives every output its appearances.
public enum OutputContexts {
    public static let dark = ["theme": "dark"]
    public static let contrast = ["contrast": "increased"]
    public static let reducedMotion = ["motion": "reduced"]
    public static let darkContrast = dark.merging(contrast) { a, _ in a }
    /// The resolutions of several contexts at once that the outputs read.
    public static let combined = [darkContrast]
}
