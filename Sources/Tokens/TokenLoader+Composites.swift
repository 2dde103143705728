import Foundation
import TokenCheck
import Geometry
import PathNames
import Typeface

/// The composite types (§9): objects and lists whose fields are values of other types, each
/// field either written out or an alias of a token of that type.
extension TokenLoader {
    /// Follows an alias inside a composite value (a typography's `fontSize: "{size.body}"`).
    /// `key`: the field as `Token.refs` and `remFields` name it, if not `field`.
    mutating func subValue(_ v: Any, as type: TokenType, path: String, field: String, key: String? = nil,
                           visiting: [String]) throws -> TokenValue {
        let key = key ?? field
        if let written = Self.aliasTarget(v) {
            guard let target = lookup(written) else {
                throw error(.unknownAlias, path, "\(field): unknown alias {\(FilePath.clip(written))}: no token has that path")
            }
            let t = try resolve(target, visiting: visiting)
            guard t.value.type == type else {
                throw error(.wrongType, path, "\(field): {\(target)} is a \(t.value.type.rawValue), expected \(type.rawValue)")
            }
            refs[key] = target
            if t.remFields.contains("") { remFields.insert(key) }
            if let src = t.colorSource { colorParts[key] = src }
            return t.value
        }
        let before = remFields
        let value = try parse(v, as: type, path: path, visiting: visiting, field: field)
        // A colour keeps its space (display-p3, oklch…) as written, for the exports.
        if type == .color, let (_, src) = try? ColorValue.parseWithSource(v, fail: { error(.malformedValue, path, $0) }) {
            colorParts[key] = src
        }
        // parse records a rem dimension under its field; the key is what the exports look up.
        if remFields.count > before.count, key != field { remFields.remove(field); remFields.insert(key) }
        return value
    }

    /// The most items a list value (a gradient's stops, a shadow's layers, a font family's
    /// names) may have once the aliases in it are spliced in.
    static let maxListItems = TokenCheck.maxListItems

    /// An element of a list value (a shadow's layers, a gradient's stops) written as an alias of
    /// a token of the same type: its items, spliced in (DTCG 2025.10 allows a reference wherever
    /// a value goes). `at`: the index the first item takes in the whole list (for `Token.refs`).
    mutating func spliced(_ v: Any, as type: TokenType, path: String, field: String, at: Int, visiting: [String]) throws -> TokenValue? {
        guard let written = Self.aliasTarget(v) else { return nil }
        guard let target = lookup(written) else {
            throw error(.unknownAlias, path, "\(field): unknown alias {\(FilePath.clip(written))}: no token has that path")
        }
        let t = try resolve(target, visiting: visiting)
        guard t.value.type == type else {
            throw error(.wrongType, path, "\(field): {\(target)} is a \(t.value.type.rawValue), expected a \(type.rawValue) "
                        + "(an element of a \(type.rawValue) list may name another \(type.rawValue) token, whose items it stands for)")
        }
        let count: Int
        switch t.value {
        case .shadow(let l): count = l.count
        case .gradient(let s): count = s.count
        case .fontFamily(let f): count = f.count
        default: count = 1
        }
        // Lists that name lists that name lists double per level: a 1 KB file could ask for
        // millions of stops. A list stops at `maxListItems`, checked as each alias is spliced.
        guard at + count <= Self.maxListItems else {
            throw error(.tooLarge, path, "\(field): {\(target)} makes this \(type.rawValue) list longer than \(Self.maxListItems) items "
                        + "(an alias in a list stands for all the items of the list it names) — refusing")
        }
        for i in 0..<count { refs["[\(at + i)]" + (i == 0 ? "" : "~")] = target }
        // The items' own aliases and rem (`[j].color`), at their new places: an export that
        // cannot name the whole target (Swift's colours) still names their colours.
        func moved(_ key: String) -> String? {
            guard key.hasPrefix("["), let close = key.firstIndex(of: "]"), let j = Int(key[key.index(after: key.startIndex)..<close]),
                  key[key.index(after: close)...].hasPrefix(".") else { return nil }
            return "[\(j + at)]" + key[key.index(after: close)...]
        }
        for (k, v) in t.refs { if let m = moved(k) { refs[m] = v } }
        for k in t.remFields { if let m = moved(k) { remFields.insert(m) } }
        for (k, v) in t.colorParts { if let m = moved(k) { colorParts[m] = v } }
        return t.value
    }

    mutating func typography(_ v: Any, _ s: Spot) throws -> TokenValue {
        let (path, visiting) = (s.path, s.visiting)
        guard let o = v as? [String: Any] else { throw bad("expected a typography object, found \(show(v))", s) }
        try fields(o, ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"], required: 5, what: "typography", s)
        guard case .fontFamily(let fam) = try subValue(o["fontFamily"]!, as: .fontFamily, path: path, field: "fontFamily", visiting: visiting),
              case .dimension(let size) = try subValue(o["fontSize"]!, as: .dimension, path: path, field: "fontSize", visiting: visiting),
              case .fontWeight(let weight) = try subValue(o["fontWeight"]!, as: .fontWeight, path: path, field: "fontWeight", visiting: visiting),
              case .dimension(let tracking) = try subValue(o["letterSpacing"]!, as: .dimension, path: path, field: "letterSpacing", visiting: visiting),
              case .number(let lineHeight) = try subValue(o["lineHeight"]!, as: .number, path: path, field: "lineHeight", visiting: visiting)
        else { throw bad("malformed typography", s) }
        return .typography(Font(family: fam.joined(separator: ", "), size: size, weight: weight, letterSpacing: tracking),
                           lineHeight: lineHeight)
    }

    mutating func strokeStyle(_ v: Any, _ s: Spot) throws -> TokenValue {
        if let keyword = v as? String {
            guard StrokeStyleValue.keywords.contains(keyword) else {
                throw bad("unknown stroke style \(show(v)); expected one of \(StrokeStyleValue.keywords.joined(separator: ", ")) or {dashArray, lineCap}", s)
            }
            return .strokeStyle(StrokeStyleValue(keyword: keyword))
        }
        guard let o = v as? [String: Any] else { throw bad("expected a stroke style keyword or {dashArray, lineCap}, found \(show(v))", s) }
        try fields(o, ["dashArray", "lineCap"], required: 2, what: "strokeStyle", s)
        guard let dashes = o["dashArray"] as? [Any], !dashes.isEmpty else { throw bad("dashArray must be a non-empty list of dimensions", s) }
        var lengths: [Double] = []
        for (i, d) in dashes.enumerated() {
            guard case .dimension(let x) = try subValue(d, as: .dimension, path: s.path, field: "\(s.at)dashArray[\(i)]", visiting: s.visiting) else { throw bad("malformed dashArray", s) }
            lengths.append(x)
        }
        guard let cap = o["lineCap"] as? String, StrokeStyleValue.lineCaps.contains(cap) else {
            throw bad("lineCap must be one of \(StrokeStyleValue.lineCaps.joined(separator: ", ")), found \(show(o["lineCap"]!))", s)
        }
        return .strokeStyle(StrokeStyleValue(keyword: nil, dashArray: lengths, lineCap: cap))
    }

    mutating func border(_ v: Any, _ s: Spot) throws -> TokenValue {
        let (path, visiting) = (s.path, s.visiting)
        guard let o = v as? [String: Any] else { throw bad("expected a border object {color, width, style}, found \(show(v))", s) }
        try fields(o, ["color", "width", "style"], required: 3, what: "border", s)
        guard case .color(let c) = try subValue(o["color"]!, as: .color, path: path, field: "color", visiting: visiting),
              case .dimension(let w) = try subValue(o["width"]!, as: .dimension, path: path, field: "width", visiting: visiting),
              case .strokeStyle(let st) = try subValue(o["style"]!, as: .strokeStyle, path: path, field: "style", visiting: visiting)
        else { throw bad("malformed border", s) }
        return .border(BorderValue(color: c, width: w, style: st))
    }

    /// One shadow, or a list of layers; a layer may itself be an alias of a shadow token.
    mutating func shadow(_ v: Any, _ s: Spot) throws -> TokenValue {
        let layers: [Any]
        if let a = v as? [Any] {
            guard !a.isEmpty else { throw bad("a shadow list must not be empty", s) }
            layers = a
        } else { layers = [v] }
        var out: [ShadowValue] = []
        for (i, layer) in layers.enumerated() {
            let f = layers.count > 1 || v is [Any] ? "[\(i)]." : ""
            if case .shadow(let more)? = try spliced(layer, as: .shadow, path: s.path, field: "\(s.at)[\(i)]", at: out.count, visiting: s.visiting) {
                out += more; continue
            }
            out.append(try shadowLayer(layer, f: f, key: "[\(out.count)].", s))
        }
        return .shadow(out)
    }

    /// A shadow object: `f` prefixes its fields in messages (`[1].`, or nothing for a lone
    /// shadow), `key` in `Token.refs` (its index among the spliced layers).
    private mutating func shadowLayer(_ layer: Any, f: String, key lk: String, _ s: Spot) throws -> ShadowValue {
        let (path, visiting) = (s.path, s.visiting)
        guard let o = layer as? [String: Any] else { throw bad("\(f)expected a shadow object {color, offsetX, offsetY, blur, spread}, found \(show(layer))", s) }
        try fields(o, ["color", "offsetX", "offsetY", "blur", "spread", "inset"], required: 5, what: "shadow", s)
        func dim(_ k: String) throws -> Double {
            guard case .dimension(let x) = try subValue(o[k]!, as: .dimension, path: path, field: f + k, key: lk + k, visiting: visiting) else { throw bad("malformed shadow", s) }
            return x
        }
        guard case .color(let c) = try subValue(o["color"]!, as: .color, path: path, field: f + "color", key: lk + "color", visiting: visiting) else { throw bad("malformed shadow", s) }
        var inset = false
        if let x = o["inset"] {
            guard let b = x as? Bool, number(x) == nil else { throw bad("\(f)inset must be true or false, found \(show(x))", s) }
            inset = b
        }
        // Any sign is a dimension (Format 8.2, 9.4, 9.6; docs/maintainers/dtcg-decisions.md, case 19): no
        // screen draws these composites, and the outputs write them as the file does.
        let blur = try dim("blur")
        return ShadowValue(color: c, offsetX: try dim("offsetX"), offsetY: try dim("offsetY"), blur: blur, spread: try dim("spread"), inset: inset)
    }

    mutating func gradient(_ v: Any, _ s: Spot) throws -> TokenValue {
        let (path, visiting) = (s.path, s.visiting)
        guard let a = v as? [Any], !a.isEmpty else { throw bad("expected a list of stops [{color, position}], found \(show(v))", s) }
        var stops: [GradientStop] = []
        for (i, stop) in a.enumerated() {
            // A stop may be an alias of a gradient token: its stops, spliced in.
            if case .gradient(let more)? = try spliced(stop, as: .gradient, path: path, field: "\(s.at)[\(i)]", at: stops.count, visiting: visiting) {
                stops += more; continue
            }
            guard let o = stop as? [String: Any] else {
                throw bad("[\(i)]: expected a stop {color, position} or an alias of a gradient token, found \(show(stop))", s)
            }
            try fields(o, ["color", "position"], required: 2, what: "gradient stop", s)
            let k = "[\(stops.count)]."
            guard case .color(let c) = try subValue(o["color"]!, as: .color, path: path, field: "[\(i)].color", key: k + "color", visiting: visiting),
                  case .number(let p) = try subValue(o["position"]!, as: .number, path: path, field: "[\(i)].position", key: k + "position", visiting: visiting)
            else { throw bad("malformed gradient", s) }
            stops.append(GradientStop(color: c, position: min(1, max(0, p))))   // §9.6: clamped to [0, 1]
        }
        return .gradient(stops)
    }

    mutating func transition(_ v: Any, _ s: Spot) throws -> TokenValue {
        let (path, visiting) = (s.path, s.visiting)
        guard let o = v as? [String: Any], let d = o["duration"], let dl = o["delay"], let tf = o["timingFunction"] else {
            throw bad("expected {duration, delay, timingFunction}, found \(show(v))", s)
        }
        try fields(o, ["duration", "delay", "timingFunction"], required: 3, what: "transition", s)
        guard case .duration(let dur) = try subValue(d, as: .duration, path: path, field: "duration", visiting: visiting),
              case .duration(let delay) = try subValue(dl, as: .duration, path: path, field: "delay", visiting: visiting),
              case .cubicBezier(let curve) = try subValue(tf, as: .cubicBezier, path: path, field: "timingFunction", visiting: visiting)
        else { throw bad("malformed transition", s) }
        return .transition(Transition(duration: dur, delay: delay, timingFunction: curve))
    }
}
