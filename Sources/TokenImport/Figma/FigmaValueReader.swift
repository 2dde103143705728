import JSONReader
import PathNames

/// One mode's value of a variable, read as its `resolvedType` says it must be: an alias
/// (`{"type": "VARIABLE_ALIAS", "id": …}`) for any type, else RGBA for `COLOR`, a number for
/// `FLOAT`, a string for `STRING`, true or false for `BOOLEAN`. Colour channels must lie in
/// [0, 1] as Figma's `RGBA` says; a number the JSON reader could hold (`1e309` it refuses) is
/// taken as it is and judged by `check`'s rules for the type it becomes.
enum FigmaValueReader {
    static func value(_ n: JSONNode, type: String, of what: String, mode: String) throws -> FigmaValue {
        let whose = "\(what), mode '\(FolderName.shown(mode))'"
        if n["type"]?.string == "VARIABLE_ALIAS" {
            guard let id = n["id"]?.string else { throw ImportError("\(whose): an alias needs the 'id' of the variable it names", at: n.position) }
            return .alias(id)
        }
        switch (type, n.kind) {
        case ("FLOAT", .number(let x)): return .number(x)
        case ("STRING", .string(let s)): return .string(s)
        case ("BOOLEAN", .bool(let b)): return .bool(b)
        case ("COLOR", .object): return try color(n, whose)
        default:
            let expected = ["FLOAT": "a number", "STRING": "a string", "BOOLEAN": "true or false", "COLOR": "an RGBA object {r, g, b, a}"][type] ?? "a value"
            throw ImportError("\(whose): a \(type) variable's value must be \(expected) or an alias, not \(n.kindName)", at: n.position)
        }
    }

    /// `{r, g, b, a}`, each in [0, 1]; `a` may be left out (opaque).
    static func color(_ n: JSONNode, _ whose: String) throws -> FigmaValue {
        var channels: [Double] = []
        for key in ["r", "g", "b", "a"] {
            guard let v = n[key] else {
                if key == "a" { channels.append(1); continue }
                throw ImportError("\(whose): a colour needs '\(key)'", at: n.position)
            }
            guard let x = v.number, (0...1).contains(x) else {
                throw ImportError("\(whose): colour channel '\(key)' must be a number in [0, 1], not \(v.number.map(OutJSON.number(text:)) ?? v.kindName)",
                                  at: v.position)
            }
            channels.append(x)
        }
        return .color(r: channels[0], g: channels[1], b: channels[2], a: channels[3])
    }
}
