import JSONReader
import PathNames
import TokenCheck

/// One variable's token in one mode: `$type`, `$value` (a value of its type, or a reference
/// `{Brand.Primary}` to the variable it aliases), `$description`, and what DTCG has no
/// property for under `$extensions["com.figma"]`.
enum FigmaToken {
    static let vendorKey = "com.figma"

    static func json(_ v: FigmaVariable, type: TokenType, value: FigmaValue, at: Position, mode: String,
                     path: (String) -> [String]?) throws -> OutJSON {
        var members: [(String, OutJSON)] = [("$type", .string(type.rawValue))]
        if let id = value.aliasId {
            members.append(("$value", .string("{" + (path(id) ?? []).joined(separator: ".") + "}")))
        } else {
            members.append(("$value", try literal(value, type, whose: "\(v.label), mode '\(FolderName.shown(mode))'", at: at)))
        }
        if !v.description.isEmpty { members.append(("$description", .string(v.description))) }
        members.append(("$extensions", .members([(vendorKey, figma(v))])))
        return .members(members)
    }

    /// Figma's own: the variable's id and name as Figma writes them, its scopes, its code syntax
    /// and whether it is hidden from publishing.
    static func figma(_ v: FigmaVariable) -> OutJSON {
        var m: [(String, OutJSON)] = [("variableId", .string(v.id)), ("name", .string(v.name)), ("scopes", .array(v.scopes.map(OutJSON.string)))]
        if !v.codeSyntax.isEmpty { m.append(("codeSyntax", .members(v.codeSyntax.map { ($0.0, OutJSON.string($0.1)) }))) }
        if v.hiddenFromPublishing { m.append(("hiddenFromPublishing", .bool(true))) }
        return .members(m)
    }

    /// A value as its DTCG type writes it; what `check` would refuse for the type is refused
    /// here, at its place in Figma's file.
    static func literal(_ value: FigmaValue, _ type: TokenType, whose: String, at: Position) throws -> OutJSON {
        switch (value, type) {
        case (.color(let r, let g, let b, let a), .color):
            var c: [(String, OutJSON)] = [("colorSpace", .string("srgb")), ("components", .array([.number(r), .number(g), .number(b)]))]
            if a != 1 { c.append(("alpha", .number(a))) }
            return .members(c)
        case (.number(let x), .dimension): return .members([("value", .number(x)), ("unit", .string("px"))])
        case (.number(let x), .number): return .number(x)
        case (.number(let x), .fontWeight):
            guard (1...1000).contains(x) else {
                throw ImportError("\(whose): font weight \(OutJSON.number(text: x)) is outside [1, 1000] (DTCG fontWeight)", at: at)
            }
            return .number(x)
        case (.string(let s), .fontFamily):
            guard !s.isEmpty else { throw ImportError("\(whose): a font family cannot be empty", at: at) }
            return .string(s)
        default:
            preconditionFailure("FigmaType.own gives \(type) only to values of its kind")
        }
    }
}
