/// How every one-line report lists names (icons, tokens): the first few, then how many more —
/// `a.svg, b.svg, c.svg and 997 more` — so a thousand icons removed at once make a line, not
/// 27 KB. The one rule for every such list.
public enum NameList {
    /// Names shown before the rest are counted.
    public static let shown = 3

    /// `names` joined with ", ", past `shown` (and one more, which would take as long to count
    /// as to show) cut to the first `shown` and `and N more`.
    public static func summary(_ names: [String]) -> String {
        guard names.count > shown + 1 else { return names.joined(separator: ", ") }
        return names.prefix(shown).joined(separator: ", ") + " and \(names.count - shown) more"
    }
}
