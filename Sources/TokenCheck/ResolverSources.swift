import Foundation
import Geometry
import JSONReader
import PathNames

/// Reference objects in a resolver (Resolver §4.2): where they may point, and the files they read.
extension ResolverCheck {
    func internalSource(_ ref: String, at: Position, owner: SourceOwner, through: [String]) -> JSONNode? {
        guard let tokens = References.pointerTokens(ref) else {
            report(at, ref, .resolverPointer, "'\(ref)' is not a JSON Pointer (#/sets/name)")
            return nil
        }
        if tokens.first == "resolutionOrder" {
            report(at, ref, .resolverPointer, "a reference object must not point into resolutionOrder")
            return nil
        }
        if tokens.first == "modifiers" {
            report(at, ref, .resolverPointer, "only resolutionOrder may point at a modifier; \(owner == .set ? "a set" : "a modifier's context") must not")
            return nil
        }
        guard !through.contains(ref) else {
            report(at, ref, .resolverCycle, "circular reference: \((through + [ref]).joined(separator: " → "))")
            return nil
        }
        guard through.count < References.maxChain else {
            report(at, ref, .resolverLimit, "more than \(References.maxChain) nested references; not followed")
            return nil
        }
        guard let node = Self.walk(root, tokens) else {
            report(at, ref, .resolverSourceMissing, "'\(ref)' points at nothing in the resolver")
            return nil
        }
        if tokens.count == 2, tokens[0] == "sets", let sources = node["sources"]?.items {
            // A set: its sources merged in order.
            var out: JSONNode? = nil
            for s in sources { out = Merge.lay(out, source(s, owner: .set, through: through + [ref])) }
            return out
        }
        return node
    }

    static func walk(_ root: JSONNode, _ tokens: [String]) -> JSONNode? {
        var node = root
        for t in tokens {
            if let items = node.items {
                guard let k = Int(t), k >= 0, k < items.count else { return nil }
                node = items[k]
            } else if let next = node[t] { node = next } else { return nil }
        }
        return node
    }

    func fileSource(_ ref: String, at: Position) -> JSONNode? {
        if ref.contains("://") {
            report(at, ref, .resolverSourceRemote, "remote sources are not read by pickup check (it reads local files only)")
            return nil
        }
        let parts = ref.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let name = parts[0].removingPercentEncoding ?? parts[0]
        if let read {
            // The built-in files: read by name, trusted (they ship with pickup).
            guard let data = read(name) else {
                report(at, ref, .resolverSourceMissing, "the source file '\(name)' does not exist")
                return nil
            }
            return fragment(parts, of: document(name) { Reading.data(data, file: name) }, ref: ref, at: at, name: name)
        }
        let folder = FilePath.dirname(file)
        let path = name.hasPrefix("/") ? name : (folder.isEmpty ? name : folder + "/" + name)
        guard confined(path) else {
            report(at, ref, .resolverSourceOutside,
                   "'\(ref)' leads outside the resolver's folder; it was not read (pickup reads sources from the resolver's folder and below; --allow-root DIR allows another)")
            return nil
        }
        guard FileManager.default.fileExists(atPath: path) else {
            report(at, ref, .resolverSourceMissing, "the source file '\(name)' does not exist")
            return nil
        }
        return fragment(parts, of: document(path) { Reading.file(path) }, ref: ref, at: at, name: name)
    }

    /// The token file the user named to replace the first set's sources (not confined).
    func baseSource(_ path: String) -> JSONNode? {
        guard FileManager.default.fileExists(atPath: path) else {
            fileProblems.append(Problem(Position(file: path, line: 1, column: 1), "", .fileRead, "the token file does not exist"))
            return nil
        }
        return document(path) { Reading.file(path) }
    }

    /// A source file read once (its problems reported once, whichever resolution read it first).
    private func document(_ path: String, _ reading: () -> (JSONNode?, [Problem])) -> JSONNode? {
        if let known = files[path] { return known }
        let (r, ps) = reading()
        fileProblems += ps
        files[path] = r
        return r
    }

    private func fragment(_ parts: [String], of doc: JSONNode?, ref: String, at: Position, name: String) -> JSONNode? {
        guard let doc else { return nil }
        guard parts.count == 2 else { return doc }
        // `file.json#/group`: that part of the file (RFC 6901 fragment; `#group` read likewise).
        let frag = parts[1].hasPrefix("/") ? parts[1] : "/" + parts[1]
        guard let tokens = References.pointerTokens("#" + frag), let node = Self.walk(doc, tokens) else {
            report(at, ref, .resolverSourceMissing, "'\(ref)': the fragment points at nothing in \(name)")
            return nil
        }
        return node
    }

    /// Whether `path` lies in the resolver's folder (or an allowed root), by real paths.
    func confined(_ path: String) -> Bool {
        let roots = [FilePath.dirname(file)] + allowedRoots
        let realRoots = roots.compactMap { RealPath.of($0.isEmpty ? "." : $0) }
        let dir = FilePath.dirname(path)
        let real = RealPath.of(path) ?? RealPath.of(dir.isEmpty ? "." : dir).map { FilePath.join($0, FilePath.basename(path)) }
        guard let real else { return false }
        return realRoots.contains { real == $0 || real.hasPrefix($0 == "/" ? "/" : $0 + "/") }
    }
}

/// Laying one token document over another: groups merge key by key; a token (an object with
/// `$value` or `$ref`) or any other value replaces what was there whole.
enum Merge {
    static func lay(_ a: JSONNode?, _ b: JSONNode?) -> JSONNode? {
        guard let b else { return a }
        guard let a, let am = a.members, let bm = b.members, !DocumentCheck.isToken(a), !DocumentCheck.isToken(b) else { return b }
        var out = am
        for m in bm {
            if let k = out.lastIndex(where: { $0.key == m.key }) {
                let merged = lay(out[k].value, m.value)!
                out[k] = JSONNode.Member(key: m.key, keyPosition: m.keyPosition, value: merged)
            } else {
                out.append(m)
            }
        }
        return JSONNode(.object(out), at: b.position)
    }
}
