import Foundation
import Geometry
import JSONReader

/// A DTCG Resolver Module 2025.10 document: its structure checked against the module, then
/// every context of every modifier (the others at their defaults) resolved into one merged
/// token document and checked as a token file. A problem found in every resolution is
/// reported once; one found in some names the contexts it occurs in.
final class ResolverCheck {
    let file: String
    let root: JSONNode
    let allowedRoots: [String]
    var problems: [Problem] = []
    /// Token files read, by path (each read and its syntax reported once).
    var files: [String: JSONNode?] = [:]
    var fileProblems: [Problem] = []
    var sourceReads = 0
    /// For the loader (`TokenCheck.resolution`): a token file that replaces the first set's
    /// sources, and where source files are read from when not the disk (the built-in files).
    var base: String? = nil
    var read: (@Sendable (String) -> Data?)? = nil
    private var baseLaid = false

    /// Sources read in one resolution, and resolutions checked, before `check` stops.
    static let maxSourceReads = 10_000
    static let maxResolutions = 1_000

    struct Modifier { var name: String; var contexts: [(String, JSONNode)]; var defaultContext: String? }
    enum Step { case set(name: String, sources: JSONNode?, kind: SourceOwner), modifier(Modifier) }
    enum SourceOwner { case set, modifier }

    init(file: String, root: JSONNode, allowedRoots: [String]) {
        self.file = file; self.root = root; self.allowedRoots = allowedRoots
    }

    func report(_ at: Position, _ path: String, _ rule: Rule, _ message: String) {
        problems.append(Problem(at, path, rule, message))
    }

    func run() -> [Problem] {
        guard root.isObject else {
            report(root.position, "", .rootObject, "a resolver document must be a JSON object, not \(root.kindName)")
            return problems
        }
        let steps = checkStructure()
        let structural = problems
        problems = []
        return structural + resolveEach(steps, structural: Set(structural))
    }

    // MARK: Resolutions

    /// One resolution (`choice`: a context for each modifier to apply), for the loader: the
    /// merged document, and every problem of the structure, the sources and the merged tokens.
    func resolveOne(_ choice: [String: String]) -> (JSONNode?, [Problem]) {
        guard root.isObject else {
            report(root.position, "", .rootObject, "a resolver document must be a JSON object, not \(root.kindName)")
            return (nil, problems)
        }
        let steps = checkStructure()
        guard problems.isEmpty else { return (nil, problems) }
        sourceReads = 0
        baseLaid = false
        var merged: JSONNode? = nil
        for step in steps { merged = layer(merged, step, choice) }
        let document = merged ?? JSONNode(.object([]), at: root.position)
        return (document, problems + fileProblems + DocumentCheck(root: document).run())
    }

    /// The choices checked (`TokenCheck.choices`).
    func choices(_ mods: [Modifier]) -> [[String: String]] {
        TokenCheck.choices(mods.map { ($0.name, $0.contexts.map(\.0), $0.defaultContext) })
    }

    private func resolveEach(_ steps: [Step], structural: Set<Problem>) -> [Problem] {
        let mods = steps.compactMap { if case .modifier(let m) = $0 { return m }; return nil }
        var all = choices(mods)
        if all.count > Self.maxResolutions {
            report(root.position, "", .resolverLimit, "the modifiers have \(all.count) contexts; only the first \(Self.maxResolutions) are checked")
            all = Array(all.prefix(Self.maxResolutions))
        }
        var found: [Problem: [String]] = [:]
        var order: [Problem] = []
        for choice in all {
            sourceReads = 0
            let label = mods.map { "\($0.name)=\(choice[$0.name] ?? "")" }.joined(separator: ", ")
            let before = problems.count
            var merged: JSONNode? = nil
            for step in steps { merged = layer(merged, step, choice) }
            // Pointer rules broken in a source are reported by the structure check already.
            var ps = Array(problems[before...]).filter { !structural.contains($0) }
            problems.removeSubrange(before...)
            if let merged { ps += DocumentCheck(root: merged).run() }
            for p in ps {
                if found[p] == nil { order.append(p) }
                found[p, default: []].append(label)
            }
        }
        return problems + fileProblems + order.map { p in
            var q = p
            let labels = found[p] ?? []
            if all.count > 1, labels.count < all.count, !mods.isEmpty {
                q.message += labels.count <= 3 ? " (in \(labels.joined(separator: "; ")))" : " (in \(labels.count) of \(all.count) resolutions)"
            }
            return q
        }
    }

    private func layer(_ merged: JSONNode?, _ step: Step, _ choice: [String: String]) -> JSONNode? {
        var out = merged
        switch step {
        case .set(let name, let sources, let kind):
            if let base, !baseLaid {
                baseLaid = true
                return Merge.lay(out, baseSource(base))
            }
            for s in sources?.items ?? [] { out = Merge.lay(out, source(s, owner: kind, through: ["#/sets/\(name)"])) }
        case .modifier(let m):
            guard let c = choice[m.name], let list = m.contexts.first(where: { $0.0 == c })?.1 else { return out }
            for s in list.items ?? [] { out = Merge.lay(out, source(s, owner: .modifier, through: [])) }
        }
        return out
    }

    /// One source as a token document: inline tokens, `{"$ref": "#/sets/x"}`, a same-document
    /// pointer, or a file (`file.json`, `file.json#/group`), confined to the resolver's folder.
    func source(_ s: JSONNode, owner: SourceOwner, through: [String]) -> JSONNode? {
        sourceReads += 1
        guard sourceReads <= Self.maxSourceReads else {
            if sourceReads == Self.maxSourceReads + 1 { report(s.position, "", .resolverLimit, "one resolution reads more than \(Self.maxSourceReads) sources; the rest are skipped") }
            return nil
        }
        guard s.isObject else { return nil }   // reported by the structure check
        guard let refNode = s["$ref"] else { return s }
        guard let ref = refNode.string else { return nil }
        let target: JSONNode?
        if ref.hasPrefix("#") {
            target = internalSource(ref, at: refNode.position, owner: owner, through: through)
        } else {
            target = fileSource(ref, at: refNode.position)
        }
        guard let target else { return nil }
        // Keys beside $ref override the target's, shallowly (Resolver §4.2.2).
        let extra = (s.members ?? []).filter { $0.key != "$ref" }
        guard !extra.isEmpty, let tm = target.members else { return target }
        let kept = tm.filter { m in !extra.contains { $0.key == m.key } }
        return JSONNode(.object(kept + extra), at: target.position)
    }
}
