/// The name a mistyped one was most likely meant to be, for "did you mean": one a letter or two
/// away (one, for a name of three letters or fewer: `xl` is two from every short name) (`exprot` → `export`, `promx` → `promax`), or one it begins or ends with (`fr` →
/// `fr-FR`); nil where none is that close. The closest wins: fewest edits, then by name.
public enum Nearest {
    public static func to(_ name: String, among names: [String]) -> String? {
        guard !name.isEmpty, name.count <= 40 else { return nil }
        let scored = names.map { n -> (name: String, score: Int, edits: Int) in
            let d = distance(Array(name.lowercased()), Array(n.lowercased()))
            return (n, n.lowercased().hasPrefix(name.lowercased()) || name.lowercased().hasPrefix(n.lowercased()) ? min(d, 1) : d, d)
        }
        guard let best = scored.min(by: { ($0.score, $0.edits, $0.name) < ($1.score, $1.edits, $1.name) }),
              best.score <= (name.count <= 3 ? 1 : 2), best.name != name else { return nil }
        return best.name
    }

    /// Levenshtein distance.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var prev = row[0]; row[0] = i
            for j in 1...b.count {
                let cur = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] == b[j - 1] ? 0 : 1))
                prev = cur
            }
        }
        return row[b.count]
    }

    /// "; did you mean 'x'?" (with `prefix` before the name: `--`), or "".
    public static func hint(_ name: String, among names: [String], prefix: String = "") -> String {
        to(name, among: names).map { "; did you mean '\(prefix)\($0)'?" } ?? ""
    }
}
