import Foundation
import InputFile
import JSONReader
import PathNames
import TextEscape
import TokenCheck
import Tokens

/// Why a content file was refused.
public struct ContentError: Error, CustomStringConvertible {
    public var file: String
    public var message: String
    /// The file named does not exist (exit 66, "no input").
    public var notFound = false
    public var description: String { "\(file): \(message)" }
    public init(file: String, message: String, notFound: Bool = false) { self.file = file; self.message = message; self.notFound = notFound }
}

/// One thing wrong with a copy file, and where: `check` lists every one, a command that draws
/// stops at the first (the same message either way).
public struct CopyFinding: Hashable, Sendable {
    public enum Rule: String, Sendable, CaseIterable {
        case rootObject = "root-object"
        case unknownKey = "copy-key-unknown"
        case kind = "copy-value-kind"
        case nul = "copy-value-nul"
        case length = "copy-length"
        case format = "copy-format"
        case steps = "copy-steps"
        case payload = "copy-payload-empty"
        case minutes = "copy-minutes"
        /// A warning: a locale's file lacks a key, so the English text shows in its place.
        case missingKey = "copy-key-missing"
    }
    public var position: Position
    /// The copy key ("" for the file).
    public var key: String
    public var rule: Rule
    public var message: String
    public var isWarning: Bool { rule == .missingKey }
}

/// Reads a copy file's JSON (`JSONNode`, from the one reader) straight into `Content`, laid over
/// a base: each key the file sets replaces the base's, through the key table (`Content.table`).
public enum ContentReader {
    /// `root` laid over `base`, and the keys it sets (sorted); the first problem is thrown,
    /// with the message `export` has always given.
    public static func layer(_ root: JSONNode, file: String, over base: Content) throws -> (content: Content, keys: [String]) {
        let (content, keys, findings) = review(root, over: base)
        if let first = findings.first(where: { !$0.isWarning }) { throw ContentError(file: file, message: first.message) }
        return (content, keys)
    }

    /// A file's bytes read by the one reader and laid over `base`.
    public static func layer(_ data: Data, file: String, over base: Content) throws -> (content: Content, keys: [String]) {
        let root: JSONNode
        do { root = try JSONScanner.document(data, file: file) } catch let p as JSONProblem {
            throw ContentError(file: file, message: p.description)
        }
        return try layer(root, file: file, over: base)
    }

    /// A content file's bytes (through the one opener), or why it cannot be read.
    public static func data(path: String) throws -> Data {
        do { return try JSONScanner.contents(of: path) } catch let r as InputFile.Refusal {
            // Missing, or a FIFO, folder or device: "no input" (exit 66), before a byte is read.
            throw ContentError(file: path, message: r.kind == .tooLarge ? JSONScanner.message(r) : r.reason, notFound: r.isNoInput)
        }
    }

    /// Everything wrong with `root` as copy laid over `base`, in the order a drawing command
    /// judges it (its first is the one it refuses with); with `missing`, a warning for each key
    /// the file lacks, naming `base`'s text that shows in its place (`from`: where that text is).
    public static func review(_ root: JSONNode, over base: Content, missing from: ((String) -> String)? = nil)
        -> (content: Content, keys: [String], findings: [CopyFinding]) {
        guard let members = root.members else {
            return (base, [], [CopyFinding(position: root.position, key: "", rule: .rootObject, message: "the top level must be a JSON object")])
        }
        var findings: [CopyFinding] = []
        func find(_ at: Position, _ key: String, _ rule: CopyFinding.Rule, _ message: String) {
            findings.append(CopyFinding(position: at, key: key, rule: rule, message: message))
        }
        // The last member of each key (the reader refuses duplicates), by key, sorted.
        var byKey: [String: JSONNode.Member] = [:]
        for m in members { byKey[m.key] = m }
        let names = byKey.keys.sorted()
        for name in names where Content.key(name) == nil {
            find(byKey[name]!.keyPosition, name, .unknownKey,
                 "unknown key '\(name.count <= 80 ? name : name.prefix(79) + "…")'; known keys: \(Content.keys.joined(separator: ", "))"
                 + Nearest.hint(name, among: Content.keys))
        }
        // Each value against its key's kind: the message names the key, what it must be and what it is.
        var content = base, set: [String] = []
        for name in names {
            guard let key = Content.key(name) else { continue }
            let node = byKey[name]!.value
            switch key.slot {
            case .string(let p):
                if let s = node.string { content[keyPath: p] = s; set.append(name); continue }
            case .strings(let p):
                if let items = node.items {
                    let strings = items.compactMap(\.string)
                    if strings.count == items.count { content[keyPath: p] = strings; set.append(name); continue }
                }
            case .wholeNumber(let p):
                if let x = node.number, x.rounded() == x, abs(x) < 1e9 { content[keyPath: p] = Int(x); set.append(name); continue }
            }
            find(node.position, name, .kind, "'\(name)' must be \(key.kind.described), not \(PickupExtension.shown(node))")
        }
        findings += limits(content, set: set, byKey: byKey, root: root)
        if let from {
            for key in Content.table where byKey[key.name] == nil {
                find(root.position, key.name, .missingKey,
                     "not set; \(from(key.name)) shows in its place: \(key.shown(in: base))")
            }
        }
        return (content, set, findings)
    }

    /// What the set strings and the laid copy break: NUL characters, lengths (a field, a
    /// filled format), the three steps, formats naming no string, an empty payload, negative
    /// minutes — in the order a drawing command judges them.
    private static func limits(_ content: Content, set: [String], byKey: [String: JSONNode.Member], root: JSONNode) -> [CopyFinding] {
        var findings: [CopyFinding] = []
        func find(_ at: Position, _ key: String, _ rule: CopyFinding.Rule, _ message: String) {
            findings.append(CopyFinding(position: at, key: key, rule: rule, message: message))
        }
        // The strings themselves: where in the file each one was written.
        func strings(_ name: String) -> [(String, Position)] {
            let node = byKey[name]!.value
            if let s = node.string { return [(s, node.position)] }
            return (node.items ?? []).compactMap { i in i.string.map { ($0, i.position) } }
        }
        for name in set {
            if let (_, at) = strings(name).first(where: { $0.0.unicodeScalars.contains("\0") }) {
                find(at, name, .nul, "'\(name)' holds a NUL character (U+0000), which no text can show; remove it")
            }
        }
        // Copy is short: a field, and what a format fills in, is bounded so that no file can ask
        // for more text than a screen lays out in well under a second (`maxFieldLength`).
        for name in set where name != "qrPayload" {
            if let (long, at) = strings(name).first(where: { $0.0.unicodeScalars.count > Content.maxFieldLength }) {
                find(at, name, .length, "'\(name)' is \(long.unicodeScalars.count) characters long; at most \(Content.maxFieldLength) (a Pickup bound on one string of copy)")
            }
        }
        func place(_ name: String) -> Position { byKey[name]?.value.position ?? root.position }
        for name in Content.formats {
            let filled = content.fillCount(content[keyPath: formatPath(name)])
            if filled > Content.maxFieldLength {
                find(place(name), name, .length, "'\(name)' fills to \(filled) characters; at most \(Content.maxFieldLength) (a Pickup bound on one string of copy, after each {name} is filled)")
            }
        }
        if content.steps.count != 3 { find(place("steps"), "steps", .steps, "'steps' must list exactly three labels") }
        for name in Content.formats {
            if let unknown = Content.unknownPlaceholder(content[keyPath: formatPath(name)]) {
                find(place(name), name, .format, "'\(name)': no string is called {\(FilePath.clip(unknown, 40))}; a format may name "
                     + Content.placeholders.map { "{\($0)}" }.joined(separator: ", "))
            }
        }
        if content.qrPayload.isEmpty { find(place("qrPayload"), "qrPayload", .payload, "'qrPayload' is empty") }
        // A countdown counts minutes left: none is negative.
        for (name, m) in [("minutesBefore", content.minutesBefore), ("minutesAfter", content.minutesAfter)] where m < 0 {
            find(place(name), name, .minutes, "'\(name)' is \(m); minutes left are 0 or more")
        }
        return findings
    }

    private static func formatPath(_ name: String) -> WritableKeyPath<Content, String> {
        guard case .string(let p)? = Content.key(name)?.slot else { fatalError("'\(name)' is not a string key") }
        return p
    }
}
