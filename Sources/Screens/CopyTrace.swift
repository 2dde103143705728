import Geometry
import Nodes

/// Which copy put a refused text where it is, found from the layout itself: the comp is laid
/// out again with each wrapping text's copy held to one line (`Node.holdingToOneLine`), and a
/// key whose text then no longer sizes or moves the refused one is named. A long Arabic
/// `showCode` grows the order sheet, which slides "Order A42" under the top buttons: the
/// message names `showCode` and its file, not the order label it displaced.
public struct CopyTrace: Sendable {
    /// Copy key → the file that set it (`LayeredCopy.files`).
    public var files: [String: String]
    /// The comp laid out again with `key`'s texts held to one line.
    public var relaid: @Sendable (_ key: String) -> DisplayList

    public init(files: [String: String], relaid: @escaping @Sendable (_ key: String) -> DisplayList) {
        self.files = files; self.relaid = relaid
    }

    /// A layout refusal's word on the copy of the `index`th text of `list` (nil: it shows
    /// none): the keys whose own text no longer fits, and those whose texts moved it there,
    /// the one that moved it most first. Without a trace, or where no wrapping copy moves it,
    /// its own keys.
    static func note(text index: Int, of list: DisplayList, trace: CopyTrace?, measurer: TextMeasurer) -> String? {
        let texts = Self.texts(list)
        guard texts.indices.contains(index) else { return nil }
        let refused = texts[index]
        let own = refused.content.copyKeys
        // With how far each moved it: the one that moved it most is named first.
        var sized: [(String, Double)] = [], moved: [(String, Double)] = []
        if let trace {
            // Only a text on more than one line changes when held to one.
            var wrapping: [String] = []
            for t in texts where t.size.height > measurer.measure(t.content, width: nil).height + 0.5 {
                for key in t.content.copyKeys where !wrapping.contains(key) { wrapping.append(key) }
            }
            for key in wrapping {
                let again = Self.texts(trace.relaid(key))
                guard again.count == texts.count, again[index].content.string == refused.content.string,
                      let was = DisplayItem.text(refused).bounds, let now = DisplayItem.text(again[index]).bounds,
                      !same(was, now) else { continue }
                let by = max(abs(was.minX - now.minX), abs(was.minY - now.minY), abs(was.maxX - now.maxX), abs(was.maxY - now.maxY))
                if own.contains(key) { sized.append((key, by)) } else { moved.append((key, by)) }
            }
        }
        func named(_ keys: [(String, Double)]) -> String {
            Self.named(keys.enumerated().sorted { ($0.element.1, -$0.offset) > ($1.element.1, -$1.offset) }.map(\.element.0),
                       files: trace?.files ?? [:])
        }
        var sentences: [String] = []
        if !sized.isEmpty { sentences.append("The copy that no longer fits: " + named(sized)) }
        if !moved.isEmpty { sentences.append("Moved there by the copy " + named(moved)) }
        if sentences.isEmpty, !own.isEmpty { sentences.append("Its copy: " + Self.named(own, files: trace?.files ?? [:])) }
        return sentences.isEmpty ? nil : sentences.joined(separator: ". ")
    }

    /// `'showCode' and 'steps' in content/ar.json; 'drink' in content/en-GB.json (built in)`:
    /// keys grouped by their file, in the order given.
    static func named(_ keys: [String], files: [String: String]) -> String {
        var order: [String?] = [], byFile: [String?: [String]] = [:]
        for key in keys {
            let file = files[key]
            if byFile[file] == nil { order.append(file) }
            byFile[file, default: []].append(key)
        }
        return order.map { file in
            let ks = byFile[file]!.map { "'\($0)'" }
            let list = ks.count == 1 ? ks[0] : ks.dropLast().joined(separator: ", ") + " and " + ks.last!
            return file.map { "\(list) in \($0)" } ?? list
        }.joined(separator: "; ")
    }

    /// The text items of `list`, in drawing order.
    static func texts(_ list: DisplayList) -> [TextItem] {
        list.leaves.compactMap { if case .text(let t) = $0 { return t } else { return nil } }
    }

    /// Boxes within a quarter point of each other: the same place.
    static func same(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) < 0.25 && abs(a.minY - b.minY) < 0.25 && abs(a.maxX - b.maxX) < 0.25 && abs(a.maxY - b.maxY) < 0.25
    }
}
