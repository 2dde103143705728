import Copy
import TokenCheck

/// `pickup help rules`: every rule `pickup check` judges by, with its level and what it
/// requires, read from the rules' own descriptions (`RuleText`), which `check --format sarif`
/// writes too; `--markdown` for the docs' table.
enum RulesHelp {
    static var help: String {
        var out = """
            Every rule pickup check judges by: its id (printed in brackets after each problem), its
            level, and what it requires. How each is judged: docs/dtcg-rules.md; copy's: docs/guide/check.md.

            """
        for r in RuleText.check { out += "\n  \(r.id) (\(r.level.rawValue))\n      \(r.summary)" }
        return out
    }

    /// The same rules as a Markdown table (the check guide embeds it).
    static var markdown: String {
        (["| rule | level | what it requires |", "|---|---|---|"] + RuleText.check.map { r in
            "| `\(r.id)` | \(r.level.rawValue) | \(r.summary.replacingOccurrences(of: "|", with: "\\|")) |"
        }).joined(separator: "\n")
    }
}
