import JSONReader

/// The members of one object of Figma's response, read by kind: a member that is missing or
/// of the wrong kind is refused naming the object (`variable 'VariableID:1:2'`) and its place.
struct FigmaFields {
    let node: JSONNode
    /// What the object is, for messages.
    let what: String

    init(_ node: JSONNode, _ what: String) throws {
        guard node.isObject else { throw ImportError("\(what) must be a JSON object, not \(node.kindName)", at: node.position) }
        self.node = node; self.what = what
    }

    private func member(_ key: String) throws -> JSONNode {
        guard let v = node[key] else { throw ImportError("\(what) has no '\(key)'", at: node.position) }
        return v
    }

    private func wrong(_ key: String, _ v: JSONNode, _ kind: String) -> ImportError {
        ImportError("\(what): '\(key)' must be \(kind), not \(v.kindName)", at: v.position)
    }

    func string(_ key: String) throws -> String {
        let v = try member(key)
        guard let s = v.string else { throw wrong(key, v, "a string") }
        return s
    }

    /// A string member that may be missing (then `fallback`).
    func string(_ key: String, or fallback: String) throws -> String {
        node[key] == nil ? fallback : try string(key)
    }

    /// A boolean member that may be missing (then false).
    func flag(_ key: String) throws -> Bool {
        guard let v = node[key], !isNull(v) else { return false }
        guard let b = v.bool else { throw wrong(key, v, "true or false") }
        return b
    }

    func object(_ key: String) throws -> JSONNode {
        let v = try member(key)
        guard v.isObject else { throw wrong(key, v, "an object") }
        return v
    }

    func array(_ key: String) throws -> [JSONNode] {
        let v = try member(key)
        guard let items = v.items else { throw wrong(key, v, "an array") }
        return items
    }

    /// An array of strings that may be missing (then empty).
    func strings(_ key: String) throws -> [String] {
        guard node[key] != nil else { return [] }
        return try array(key).map { item in
            guard let s = item.string else { throw ImportError("\(what): each of '\(key)' must be a string, not \(item.kindName)", at: item.position) }
            return s
        }
    }

    private func isNull(_ v: JSONNode) -> Bool { if case .null = v.kind { return true }; return false }
}
