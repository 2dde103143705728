import Foundation
import PathNames
import TextEscape
import TokenCheck
import TokenExport
import Tokens

/// `pickup tokens --diff OLD NEW` on two resolvers: the tokens each context resolves to, compared.
/// The contexts are those `check` tries (`TokenCheck.choices`): `default` (every modifier at its
/// default), each other context of each modifier alone (`theme=dark`), and the contexts the
/// outputs resolve together (`theme=dark,contrast=increased`), each named as `--context` takes
/// it and resolved on each side against that side's defaults. A context only one side has is
/// named, not compared. Bounded: `OutputBound.maxDiffContexts` contexts compared and
/// `OutputBound.maxDiffLines` changes listed in all; the rest are counted.
enum ResolverDiff {
    struct Context { var name: String; var choice: [String: String] }

    /// The contexts of `resolver`, named: `default`, else the pairs that differ from the defaults.
    static func contexts(_ resolver: Resolver) -> [Context] {
        let mods = resolver.modifiers
        let all = TokenCheck.choices(mods.map { ($0.name, $0.contexts, $0.defaultContext) })
        let base = all.first ?? [:]
        return all.map { choice in
            let pairs = mods.filter { choice[$0.name] != base[$0.name] }.map { "\($0.name)=\(choice[$0.name] ?? "")" }
            return Context(name: pairs.isEmpty ? "default" : pairs.joined(separator: ","), choice: choice)
        }
    }

    static func run(_ oldPath: String, _ newPath: String, allowedRoots: [String]) throws {
        let a = try Resolver.load(path: oldPath, allowedRoots: allowedRoots)
        let b = try Resolver.load(path: newPath, allowedRoots: allowedRoots)
        let (oldContexts, newContexts) = (contexts(a), contexts(b))
        let newByName = Dictionary(newContexts.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let oldNames = Set(oldContexts.map(\.name))
        let both = oldContexts.filter { newByName[$0.name] != nil }
        let onlyOld = oldContexts.filter { newByName[$0.name] == nil }.map(\.name)
        let onlyNew = newContexts.filter { !oldNames.contains($0.name) }.map(\.name)
        let compared = both.prefix(OutputBound.maxDiffContexts)
        let (shownOld, shownNew) = (Escape.terminal(FilePath.clip(oldPath)), Escape.terminal(FilePath.clip(newPath)))
        print("Contexts: \(compared.count) compared\(both.count > compared.count ? " of \(both.count) in both" : ""), "
              + "\(onlyOld.count) only in \(shownOld), \(onlyNew.count) only in \(shownNew)")
        var listed = 0
        for c in compared {
            let changes = try a.resolve(c.choice).changes(to: b.resolve(newByName[c.name]!.choice))
            let count = { (k: TokenChange.Kind) in changes.filter { $0.kind == k }.count }
            let said = changes.isEmpty ? "no change" : "\(count(.changed)) changed, \(count(.added)) added, \(count(.removed)) removed"
            print(Escape.terminal(c.name) + ": " + said)
            let room = max(0, OutputBound.maxDiffLines - listed)
            for change in changes.prefix(room) { print("  " + Escape.terminal(change.shortDescription)) }
            listed += min(room, changes.count)
            if changes.count > room { print("  … and \(changes.count - room) more (\(OutputBound.maxDiffLines) changes are listed in all)") }
        }
        if both.count > compared.count {
            print("… and \(both.count - compared.count) more contexts in both, not compared (the first \(OutputBound.maxDiffContexts) are): "
                  + names(both.dropFirst(compared.count).map(\.name)))
        }
        for (side, list) in [(shownOld, onlyOld), (shownNew, onlyNew)] where !list.isEmpty {
            print("Only in \(side): " + names(list))
        }
    }

    /// Context names, the first 20 of them, for one line.
    static func names(_ list: [String]) -> String {
        Escape.terminal(list.prefix(20).joined(separator: ", ")) + (list.count > 20 ? ", … (\(list.count) in all)" : "")
    }
}
