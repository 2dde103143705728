import TextEscape

/// `pickup check --format sarif`: the problems as one SARIF 2.1.0 log (OASIS), the form GitHub
/// code scanning uploads: every rule `check` has (`tool.driver.rules`, its description, help and
/// level), then one result a problem (its rule, level, message, file, line and column).
/// Deterministic: the rules in declaration order, the results in `check`'s order, keys in a
/// fixed order, no time or absolute folder written but a file outside `folder`.
public enum SARIF {
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The base a relative artifact URI is read against: the folder `check` ran in (the
    /// repository's root in a workflow), as CodeQL names it.
    public static let sourceRoot = "%SRCROOT%"
    /// Results one run holds: GitHub code scanning refuses a run of more ("SARIF support for code
    /// scanning", its limits table), so the log holds the first of them and says so.
    public static let maxResults = 25_000

    /// The log: `rules` (every rule, in order; a problem under an id not among them adds one),
    /// the tool's `version`, files named relative to `folder` (the current folder) where they lie
    /// in it; the first `maxResults` problems, and a notification saying so past them.
    public static func log(_ problems: [Problem], rules: [RuleText], version: String, folder: String) -> String {
        var rules = rules
        for id in problems.map(\.rule) where !rules.contains(where: { $0.id == id }) {
            rules.append(RuleText(id: id, summary: id, help: id))
        }
        var index: [String: Int] = [:]
        for (i, r) in rules.enumerated() where index[r.id] == nil { index[r.id] = i }
        let driver: JSONOut = .object([
            ("name", .string("pickup")), ("version", .string(version)), ("rules", .array(rules.map(rule))),
        ])
        let results = problems.prefix(maxResults).map { result($0, ruleIndex: index[$0.rule]!, folder: folder) }
        var run: [(String, JSONOut)] = [("tool", .object([("driver", driver)]))]
        if problems.count > maxResults {
            let note = "\(problems.count) problems; the log holds the first \(maxResults), as many as GitHub code scanning takes in one run"
            run.append(("invocations", .array([.object([
                ("executionSuccessful", .bool(true)),
                ("toolExecutionNotifications", .array([.object([("level", .string("warning")), ("message", .object([("text", .string(note))]))])])),
            ])])))
        }
        run += [("columnKind", .string("unicodeCodePoints")), ("results", .array(results))]
        let log: JSONOut = .object([("$schema", .string(schema)), ("version", .string("2.1.0")), ("runs", .array([.object(run)]))])
        return log.rendered() + "\n"
    }

    static func rule(_ r: RuleText) -> JSONOut {
        .object([
            ("id", .string(r.id)),
            ("shortDescription", .object([("text", .string(r.summary))])),
            ("fullDescription", .object([("text", .string(r.summary + " " + r.help))])),
            ("help", .object([("text", .string(r.help))])),
            ("defaultConfiguration", .object([("level", .string(r.level.rawValue))])),
        ])
    }

    static func result(_ p: Problem, ruleIndex: Int, folder: String) -> JSONOut {
        let (uri, relative) = artifactURI(p.file, folder: folder)
        var artifact: [(String, JSONOut)] = [("uri", .string(uri))]
        if relative { artifact.append(("uriBaseId", .string(sourceRoot))) }
        var location: [(String, JSONOut)] = [("physicalLocation", .object([
            ("artifactLocation", .object(artifact)),
            // The character the problem is placed at (check knows where a problem starts, not its length).
            ("region", .object([("startLine", .int(max(1, p.line))), ("startColumn", .int(max(1, p.column))),
                                ("endLine", .int(max(1, p.line))), ("endColumn", .int(max(1, p.column) + 1))])),
        ]))]
        // The token or group path, whole (the message cuts a long one).
        if !p.path.isEmpty { location.append(("logicalLocations", .array([.object([("fullyQualifiedName", .string(p.path))])]))) }
        let message = (p.path.isEmpty ? "" : Problem.shown(p.path) + ": ") + p.message
        return .object([
            ("ruleId", .string(p.rule)), ("ruleIndex", .int(ruleIndex)), ("level", .string(p.severity.rawValue)),
            ("message", .object([("text", .string(message))])), ("locations", .array([.object(location)])),
        ])
    }

    /// A file as `check` names it, as an artifact URI: relative to `folder` and percent-encoded
    /// where it lies in `folder` (`tokens/base.json`, `content/fr-FR.json`), else an absolute
    /// `file://` URI. The path is read lexically (`.` and `..` folded), never resolved on disk.
    public static func artifactURI(_ file: String, folder: String) -> (uri: String, relative: Bool) {
        let base = fold(folder)
        let path = fold(file.hasPrefix("/") ? file : base + "/" + file)
        let prefix = base == "/" ? "/" : base + "/"
        if path.hasPrefix(prefix), path.count > prefix.count { return (encode(String(path.dropFirst(prefix.count))), true) }
        return ("file://" + encode(path), false)
    }

    /// An absolute path with `.`, `..` and repeated slashes folded (`..` above `/` stays at `/`).
    static func fold(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." { _ = parts.popLast(); continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// RFC 3986: every byte of the UTF-8 but the unreserved characters and `/` as `%XX`.
    static func encode(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            let c = Character(Unicode.Scalar(byte))
            if byte < 0x80, c.isLetter || c.isNumber || "-._~/".contains(c) { out.append(c) } else {
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(2)
            }
        }
        return out
    }
}

extension String {
    fileprivate func leftPadded(_ n: Int) -> String { String(repeating: "0", count: max(0, n - count)) + self }
}

/// JSON written in a fixed key order and layout (two spaces an indent), strings escaped by `Escape.json`.
indirect enum JSONOut {
    case string(String), int(Int), bool(Bool), array([JSONOut]), object([(String, JSONOut)])

    func rendered(_ indent: String = "") -> String {
        let inner = indent + "  "
        switch self {
        case .string(let s): return Escape.json(s)
        case .int(let n): return String(n)
        case .bool(let b): return b ? "true" : "false"
        case .array(let items):
            return items.isEmpty ? "[]" : "[\n" + items.map { inner + $0.rendered(inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case .object(let members):
            return members.isEmpty ? "{}" : "{\n" + members.map { inner + Escape.json($0.0) + ": " + $0.1.rendered(inner) }.joined(separator: ",\n") + "\n" + indent + "}"
        }
    }
}
