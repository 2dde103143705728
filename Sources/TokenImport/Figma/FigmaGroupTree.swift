/// Tokens placed by path into nested groups, each group's members in the order first placed:
/// `Brand/Primary` and `Brand/Secondary` share the group `Brand`. Paths are checked before
/// (`FigmaNames.paths`: no two alike, no token inside another).
final class FigmaGroupTree {
    private var keys: [String] = []
    private var tokens: [String: OutJSON] = [:]
    private var groups: [String: FigmaGroupTree] = [:]

    func add(_ path: ArraySlice<String>, _ token: OutJSON) {
        guard let key = path.first else { return }
        if path.count == 1 {
            keys.append(key)
            tokens[key] = token
            return
        }
        if groups[key] == nil { keys.append(key); groups[key] = FigmaGroupTree() }
        groups[key]!.add(path.dropFirst(), token)
    }

    var json: OutJSON { .object(keys.map { OutJSON.Member($0, tokens[$0] ?? groups[$0]!.json) }) }
}
