import Foundation
import JSONReader

/// One token as Tokens Studio writes it, found in a set: its path (names as written), its type
/// (its own or its group's), its value, description and extensions, and where it stands.
/// Both forms are read: `value`/`type`/`description` and the DTCG-flavoured `$value`/`$type`.
struct TokensStudioToken {
    var set: String
    var path: [String]
    var type: String?
    var value: JSONNode
    var description: String?
    var extensions: JSONNode?
    var position: Position

    var dotted: String { path.joined(separator: ".") }
    /// `token 'colors.red' (set 'core', core.json:3:5)`, as every message names it.
    var label: String { "token '\(dotted)' in set '\(set)'" }

    /// Every token of a set, in the file's order. A group's `type`/`$type` (a string) is
    /// inherited by its tokens; a member named `type` that is an object is a child, as written.
    static func tokens(of set: String, _ root: JSONNode) -> [TokensStudioToken] {
        var out: [TokensStudioToken] = []
        walk(root, set: set, path: [], inherited: nil, at: root.position, into: &out)
        return out
    }

    private static func walk(_ node: JSONNode, set: String, path: [String], inherited: String?, at: Position,
                             into out: inout [TokensStudioToken]) {
        guard let members = node.members else { return }
        if let value = node["$value"] ?? node["value"], !path.isEmpty {
            let type = (node["$type"] ?? node["type"])?.string ?? inherited
            let description = (node["$description"] ?? node["description"])?.string
            out.append(TokensStudioToken(set: set, path: path, type: type, value: value, description: description,
                                         extensions: node["$extensions"], position: at))
            return
        }
        let groupType = (node["$type"] ?? node["type"])?.string ?? inherited
        for m in members where m.value.isObject && !m.key.hasPrefix("$") {
            walk(m.value, set: set, path: path + [m.key], inherited: groupType, at: m.keyPosition, into: &out)
        }
    }
}
