import PathNames

/// What an incremental run did, and why.
public struct ExportReport: Sendable {
    /// Relative paths drawn and written; skipped (digest unchanged, file present); deleted
    /// (in the old manifest, but no longer an output of this kind).
    public var rendered: [String] = []
    public var skipped: [String] = []
    public var removed: [String] = []
    /// Tokens whose value changed since the last run of this kind, by dotted path.
    public var changedTokens: [String] = []
    public var addedTokens: [String] = []
    public var removedTokens: [String] = []
    /// Other reasons to draw: no earlier manifest, a new tool build, other content, missing files.
    public var reasons: [String] = []

    /// `rendered 4, skipped 26, removed 0 — tokens changed: color.facade.road`
    public var summary: String {
        var why: [String] = []
        func list(_ xs: [String]) -> String { NameList.summary(xs) }
        if !changedTokens.isEmpty { why.append("tokens changed: " + list(changedTokens)) }
        if !addedTokens.isEmpty { why.append("tokens added: " + list(addedTokens)) }
        if !removedTokens.isEmpty { why.append("tokens removed: " + list(removedTokens)) }
        why += reasons
        if why.isEmpty { why.append(rendered.isEmpty && removed.isEmpty ? "nothing changed" : "outputs changed") }
        return "rendered \(rendered.count), skipped \(skipped.count), removed \(removed.count) — " + why.joined(separator: "; ")
    }
}
