import Foundation

/// The resolver an import writes (DTCG Resolver Module 2025.10): each set and modifier reads
/// its token files by `$ref`, and `resolutionOrder` lays them in the order imported.
enum ResolverDocument {
    static let schema = "https://www.designtokens.org/schemas/2025.10/resolver.json"

    static func json(_ p: ImportedProject) -> OutJSON {
        func sources(_ files: [String]) -> OutJSON { .array(files.map { .members([("$ref", .string($0))]) }) }
        func described(_ d: String?, _ rest: [(String, OutJSON)]) -> OutJSON {
            .members((d.map { [("description", OutJSON.string($0))] } ?? []) + rest)
        }
        var sets: [(String, OutJSON)] = [], modifiers: [(String, OutJSON)] = [], order: [OutJSON] = []
        for layer in p.layers {
            switch layer {
            case .set(let s):
                sets.append((s.name, described(s.description, [("sources", sources(s.files))])))
                order.append(.members([("$ref", .string("#/sets/" + pointer(s.name)))]))
            case .modifier(let m):
                let contexts = OutJSON.members(m.contexts.map { ($0.name, sources($0.files)) })
                modifiers.append((m.name, described(m.description, [("contexts", contexts), ("default", .string(m.defaultContext))])))
                order.append(.members([("$ref", .string("#/modifiers/" + pointer(m.name)))]))
            }
        }
        var doc: [(String, OutJSON)] = [("$schema", .string(schema)), ("name", .string(p.name)), ("version", .string("2025.10")),
                                        ("description", .string(p.description))]
        if !sets.isEmpty { doc.append(("sets", .members(sets))) }
        if !modifiers.isEmpty { doc.append(("modifiers", .members(modifiers))) }
        doc.append(("resolutionOrder", .array(order)))
        return .members(doc)
    }

    /// A name as one JSON Pointer token (RFC 6901: `~` → `~0`, `/` → `~1`).
    static func pointer(_ name: String) -> String {
        name.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }
}
