import JSONReader
import Typeface

/// The composite types (Format §9): objects and lists whose fields are values of other types,
/// each field written out or an alias of a token of that type (recorded in `Token.refs`).
extension TokenModel {
    /// A composite's field: an alias of a token of `type` (its value), or the value written out.
    /// `key`: the field as `Token.refs` and `remFields` name it, if not `field`.
    mutating func sub(_ v: JSONNode?, as type: TokenType, _ s: Spot, field: String, key: String? = nil) throws -> TokenValue {
        let key = key ?? field
        guard let v else { throw unexpected(JSONNode(.null, at: Position(file: file, line: 1, column: 1)), s, type) }
        if let target = Self.aliasTarget(v) {
            let t = try resolve(target, visiting: s.visiting)
            refs[key] = target
            if t.remFields.contains("") { remFields.insert(key) }
            if let src = t.colorSource { colorParts[key] = src }
            return t.value
        }
        let here = Spot(path: s.path, field: field, visiting: s.visiting)
        if type == .color {
            // A colour keeps its space (display-p3, oklch…) as written, for the exports.
            let (c, src) = try color(v, here)
            colorParts[key] = src
            return .color(c)
        }
        let before = remFields
        let value = try parse(v, as: type, here)
        // parse records a rem dimension under its field; the key is what the exports look up.
        if remFields.count > before.count, key != field { remFields.remove(field); remFields.insert(key) }
        return value
    }

    mutating func typography(_ v: JSONNode, _ s: Spot) throws -> TokenValue {
        guard case .fontFamily(let fam) = try sub(v["fontFamily"], as: .fontFamily, s, field: "fontFamily"),
              case .dimension(let size) = try sub(v["fontSize"], as: .dimension, s, field: "fontSize"),
              case .fontWeight(let weight) = try sub(v["fontWeight"], as: .fontWeight, s, field: "fontWeight"),
              case .dimension(let tracking) = try sub(v["letterSpacing"], as: .dimension, s, field: "letterSpacing"),
              case .number(let lineHeight) = try sub(v["lineHeight"], as: .number, s, field: "lineHeight")
        else { throw unexpected(v, s, .typography) }
        return .typography(Font(family: fam.joined(separator: ", "), size: size, weight: weight, letterSpacing: tracking),
                           lineHeight: lineHeight)
    }

    mutating func strokeStyle(_ v: JSONNode, _ s: Spot) throws -> TokenValue {
        if let keyword = v.string { return .strokeStyle(StrokeStyleValue(keyword: keyword)) }
        var lengths: [Double] = []
        for (i, d) in (v["dashArray"]?.items ?? []).enumerated() {
            guard case .dimension(let x) = try sub(d, as: .dimension, s, field: "\(s.at)dashArray[\(i)]") else { throw unexpected(v, s, .strokeStyle) }
            lengths.append(x)
        }
        guard let cap = v["lineCap"]?.string else { throw unexpected(v, s, .strokeStyle) }
        return .strokeStyle(StrokeStyleValue(keyword: nil, dashArray: lengths, lineCap: cap))
    }

    mutating func border(_ v: JSONNode, _ s: Spot) throws -> TokenValue {
        guard case .color(let c) = try sub(v["color"], as: .color, s, field: "color"),
              case .dimension(let w) = try sub(v["width"], as: .dimension, s, field: "width"),
              case .strokeStyle(let st) = try sub(v["style"], as: .strokeStyle, s, field: "style")
        else { throw unexpected(v, s, .border) }
        return .border(BorderValue(color: c, width: w, style: st))
    }

    mutating func transition(_ v: JSONNode, _ s: Spot) throws -> TokenValue {
        guard case .duration(let dur) = try sub(v["duration"], as: .duration, s, field: "duration"),
              case .duration(let delay) = try sub(v["delay"], as: .duration, s, field: "delay"),
              case .cubicBezier(let curve) = try sub(v["timingFunction"], as: .cubicBezier, s, field: "timingFunction")
        else { throw unexpected(v, s, .transition) }
        return .transition(Transition(duration: dur, delay: delay, timingFunction: curve))
    }
}
