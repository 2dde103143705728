import JSONReader

/// Names within one group that are one name in another Unicode form (`café` written
/// precomposed and as `e` + U+0301): JSON keeps them apart, code point by code point, but every
/// reader that normalises — Swift's strings, a Mac's file names, the loader's objects — sees one
/// name, and keeps one of the two tokens without a word. A collision, as `a b` and `AB` are in
/// the outputs (`export-name-clash`); reported at the later name (`name-unicode`).
extension DocumentCheck {
    func checkUnicodeNames(_ g: JSONNode, _ path: [String]) {
        // Swift's `String` compares by canonical equivalence: equal keys here are NFC-equal names.
        var seen: [String: JSONNode.Member] = [:]
        for m in g.members ?? [] where !m.key.hasPrefix("$") || m.key == "$root" {
            if let first = seen[m.key] {
                guard Array(first.key.unicodeScalars) != Array(m.key.unicodeScalars) else { continue }   // a duplicate key: json-duplicate-key
                report(m.keyPosition, path + [m.key], .nameUnicode,
                       "the name '\(Problem.shown(m.key))' is the name at \(first.keyPosition.line):\(first.keyPosition.column) in another Unicode form "
                       + "(equal after NFC normalisation); readers that normalise keep one of the two: write one name once")
            } else {
                seen[m.key] = m
            }
        }
    }
}
