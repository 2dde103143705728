import Foundation
import Geometry
import Nodes
@testable import Render
import Typeface
import XCTest

/// Typography a typographer would accept: Japanese breaks between phrases, a house number stays
/// with its street, and no paragraph ends with one word alone when it could balance. The rules
/// are in the layout (Pango attributes and a balancing pass), not characters in the copy.
final class LineBreakingTests: XCTestCase {
    let engine = TextEngine()
    func text(_ s: String, size: Double = 16, weight: Int = 400) -> TextContent {
        Text(s, font: Font(family: "Inter, Noto Sans CJK JP", size: size, weight: weight), color: .black).content
    }

    /// Every width from one phrase to the whole line: no line starts or ends inside a word.
    func assertBreaksOnlyBetween(_ phrases: [String], size: Double = 16, file: StaticString = #filePath, line: UInt = #line) {
        let whole = phrases.joined()
        for w in stride(from: 60.0, through: 400, by: 7) {
            let lines = engine.lines(text(whole, size: size), width: w)
            var rest = Substring(whole)
            for l in lines {
                XCTAssertTrue(rest.hasPrefix(l), "lines \(lines) at \(w) pt", file: file, line: line)
                rest = rest.dropFirst(l.count)
                let done = whole.count - rest.count
                let boundaries = phrases.indices.map { phrases[...$0].joined().count }
                // A phrase wider than the line cannot stay whole (it then breaks as Pango would).
                let tooWide = phrases.contains { engine.lines(text($0, size: size), width: w).count > 1 }
                XCTAssertTrue(boundaries.contains(done) || tooWide,
                              "'\(l)' ends inside a phrase at \(w) pt: \(lines)", file: file, line: line)
            }
        }
    }

    func testJapaneseBreaksBetweenPhrases() {
        assertBreaksOnlyBetween(["ピックアップカウンターで", "お受け取りください"])
        assertBreaksOnlyBetween(["レギュラー・", "アイス・", "オーツミルク"])
        assertBreaksOnlyBetween(["このコードを", "バリスタに", "見せてください"], size: 24)
        assertBreaksOnlyBetween(["ブロンディ抹茶、", "レギュラー・", "ゴードン通り42"])
    }

    /// A house number stays with its street, and the `·` before it with both (issue 46.6): the
    /// separator never ends a line, and the street keeps its number wherever the line holds
    /// `· 42 Gordon Street`.
    func testAHouseNumberStaysWithItsStreet() {
        for w in stride(from: 120.0, through: 380, by: 3) {
            let lines = engine.lines(text("Blondie Matcha, Regular · 42 Gordon Street"), width: w)
            for l in lines {
                XCTAssertFalse(l.hasSuffix("42"), "\(lines) at \(w)")
                XCTAssertFalse(l.hasSuffix("·"), "\(lines) at \(w)")
                let fits = engine.lines(text("· 42 Gordon Street"), width: w).count == 1
                if l.contains("42"), fits { XCTAssertTrue(l.contains("42 Gordon Street"), "\(lines) at \(w)") }
            }
        }
    }

    /// Where the last line would hold one word, the paragraph balances (when it can).
    func testNoWidowWhereTheTextCouldBalance() {
        for s in ["Collect from the pickup counter", "Brightness is turned up while this is open",
                  "Show your code to the barista", "Normal, glacé, lait d'avoine"] {
            for w in stride(from: 90.0, through: 300, by: 5) {
                let lines = engine.lines(text(s), width: w)
                guard lines.count >= 2, lines.allSatisfy({ $0.contains(" ") || $0 == lines.last }) else { continue }
                let words = s.split(separator: " ").count
                if words >= 2 * lines.count { XCTAssertTrue(lines.last!.contains(" "), "'\(s)' at \(w): \(lines)") }
            }
        }
    }

    func testTheRulesAreSpansNotCharacters() {
        let s = "Ready in about 2 min"
        XCTAssertEqual(LineBreaking.unbreakable(s).map { String(decoding: Array(s.utf8)[$0], as: UTF8.self) }, ["2 min"])
        let j = "お受け取りください"
        XCTAssertEqual(LineBreaking.unbreakable(j).count, 1)
        XCTAssertFalse(engine.lines(text("42 Gordon Street"), width: 400).joined().contains("\u{A0}"))
    }
}

extension LineBreakingTests {
    /// Balancing narrows a paragraph to give its last word company, never so far that a word
    /// the line holds splits between its letters (large text sizes: "Montr / ez", "Regula / r,"
    /// kept the number of lines while a word broke). Every width from the widest word up.
    func testBalancingNeverSplitsAWordTheLineHolds() {
        for (copy, size, weight) in [("Montrez ceci à votre barista", 61.1, 700), ("Regular, iced, oat milk", 51.0, 400),
                                     ("Show this to your barista", 58.0, 700), ("Collect from the pickup counter", 51.0, 400)] {
            let widest = copy.split(separator: " ").map { engine.measure(text(String($0), size: size, weight: weight), width: nil).width }.max()!
            for w in stride(from: widest.rounded(.up), through: widest * 2.5, by: 1.5) {
                let lines = engine.lines(text(copy, size: size, weight: weight), width: w)
                let words = Set(copy.split(separator: " ").map(String.init))
                for l in lines {
                    for piece in l.split(separator: " ") {
                        XCTAssertTrue(words.contains(String(piece)), "'\(copy)' at \(w) pt: \(lines)")
                    }
                }
            }
        }
    }
}
