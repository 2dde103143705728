import Foundation

/// Where lines may not break, beyond Pango's own rules (which allow a break between any two
/// kana or kanji, and after any space): given to Pango as `allow_breaks = false` attributes, so
/// the copy itself carries no special characters.
///
/// - A number stays with the words after it up to the next separator (`·`, `,`, `;`, `|`, `–`,
///   `—`) — a house number with its street, "2 min" together — and with the word before it when
///   it ends the phrase ("Gordon Street 42" never leaves "42" alone).
/// - A separator standing between spaces (`·`, `|`, `–`, `—`) stays with the word after it:
///   "Regular · / 42 Gordon Street" never ends a line with `·` (issue 46.6).
/// - Japanese breaks between phrases (bunsetsu), not inside words: a phrase runs from a content
///   word (kanji, katakana, digits or Latin letters) through the hiragana that follow it (its
///   particles and endings); a break is allowed only where hiragana give way to a new content
///   word (not before a number, which stays with the word it follows), before the honorific
///   お/ご that starts one, and after Japanese punctuation. So
///   "オーツミルク" and "お受け取り" stay whole; "ピックアップカウンターで｜お受け取りください".
public enum LineBreaking {
    /// UTF-8 byte ranges of `text` inside which no line may break.
    /// `strength` 2: every rule; 1: a number keeps only the next word (for a line too narrow
    /// for a whole address); 0: none (a phrase wider than the line breaks as Pango would).
    public static func unbreakable(_ text: String, strength: Int = 2) -> [Range<Int>] {
        guard strength > 0 else { return [] }
        return numberSpans(text, wholePhrase: strength >= 2) + separatorSpans(text) + phraseSpans(text)
    }

    /// The separators that stand alone between spaces and lead the phrase after them.
    static let leadingSeparators: Set<Character> = ["·", "|", "–", "—"]

    /// A separator standing alone (spaces either side) glued to the word after it.
    static func separatorSpans(_ text: String) -> [Range<Int>] {
        var spans: [Range<Int>] = [], offset = 0, open: Int? = nil, inWord = false, wordStart = 0
        var word = ""
        func endWord() {
            if let o = open, o != wordStart { spans.append(o..<offset); open = nil }
            if word.count == 1, leadingSeparators.contains(word.first!) { open = wordStart }
            word = ""; inWord = false
        }
        for ch in text {
            if ch.isWhitespace {
                if inWord { endWord() }
            } else if !inWord {
                inWord = true; wordStart = offset
            }
            if inWord { word.append(ch) }
            offset += String(ch).utf8.count
        }
        if inWord { endWord() }
        return spans
    }

    static let separators: Set<Character> = ["·", ",", ";", "|", "–", "—", "、", "・", "。"]

    /// A token with a digit, glued to the words after it up to a separator.
    static func numberSpans(_ text: String, wholePhrase: Bool = true) -> [Range<Int>] {
        // Words with their byte ranges.
        var words: [(range: Range<Int>, text: Substring)] = []
        var offset = 0, start: Int?, startIndex = text.startIndex
        for (i, ch) in zip(text.indices, text) {
            let n = String(ch).utf8.count
            if ch.isWhitespace {
                if let s = start { words.append((s..<offset, text[startIndex..<i])) }
                start = nil
            } else if start == nil {
                start = offset; startIndex = i
            }
            offset += n
        }
        if let s = start { words.append((s..<offset, text[startIndex...])) }
        var spans: [Range<Int>] = []
        for (k, w) in words.enumerated() where w.text.contains(where: \.isNumber) && !w.text.contains(where: separators.contains) {
            var end = k
            while end + 1 < words.count, !words[end].text.contains(where: separators.contains),
                  !words[end + 1].text.allSatisfy(separators.contains) {
                end += 1
                if !wholePhrase || words[end].text.last.map(separators.contains) == true { break }
            }
            var first = k
            // A number that ends its phrase keeps the word before it.
            if end == k, k > 0, !words[k - 1].text.contains(where: separators.contains) { first = k - 1 }
            if end > first { spans.append(words[first].range.lowerBound..<words[end].range.upperBound) }
        }
        return spans
    }

    enum Kind { case hiragana, content, punctuation, other }
    static func kind(_ s: Unicode.Scalar) -> Kind {
        switch s.value {
        case 0x3041...0x309F: return .hiragana
        case 0x30A0...0x30FF where s.value != 0x30FB, 0x31F0...0x31FF, 0x4E00...0x9FFF, 0x3400...0x4DBF, 0xFF10...0xFF19, 0xFF21...0xFF5A:
            return .content
        case 0x3000...0x303F, 0x30FB, 0xFF01...0xFF0F: return .punctuation
        default:
            if s.properties.isAlphabetic || ("0"..."9").contains(s) { return .content }
            return .other
        }
    }

    /// One-kana particles, which end a phrase.
    static let particles: Set<Unicode.Scalar> = ["は", "が", "を", "に", "で", "と", "の", "も", "へ", "や", "か", "ね", "よ"]

    /// Japanese phrases: runs of kana and kanji (no spaces) cut only at the allowed points.
    static func phraseSpans(_ text: String) -> [Range<Int>] {
        let scalars = Array(text.unicodeScalars)
        guard scalars.contains(where: { (0x3041...0x30FF).contains($0.value) }) else { return [] }
        var offsets: [Int] = [], o = 0
        for s in scalars { offsets.append(o); o += String(s).utf8.count }
        offsets.append(o)
        var spans: [Range<Int>] = []
        var phraseStart: Int? = nil
        func close(_ i: Int) {
            if let p = phraseStart, i - p >= 2 { spans.append(offsets[p]..<offsets[i]) }
            phraseStart = nil
        }
        for i in scalars.indices {
            let k = kind(scalars[i])
            if k == .other || scalars[i].properties.isWhitespace { close(i); continue }
            if phraseStart == nil { phraseStart = i; continue }
            let prev = kind(scalars[i - 1])
            func honorific(_ j: Int) -> Bool {
                (scalars[j] == "お" || scalars[j] == "ご") && j + 1 < scalars.count && kind(scalars[j + 1]) == .content
            }
            // The honorific starts the phrase of the word it honours: no break after it.
            let afterHonorific = honorific(i - 1) && (i < 2 || kind(scalars[i - 2]) != .content)
            // A number stays with the word it follows ("ゴードン通り42").
            let digit = scalars[i].properties.numericType != nil
            // Okurigana inside a compound ("受け取り": kanji, one kana that is no particle,
            // kanji) is part of the word.
            let okurigana = i >= 2 && kind(scalars[i - 2]) == .content && !particles.contains(scalars[i - 1])
            if prev == .punctuation
                || (prev == .hiragana && !afterHonorific && !digit && !okurigana && (k == .content || honorific(i))) {
                close(i); phraseStart = i
            }
        }
        close(scalars.count)
        return spans
    }
}
