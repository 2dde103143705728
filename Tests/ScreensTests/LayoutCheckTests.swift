import Copy
import Foundation
import Geometry
@testable import Nodes
import ProjectInputs
@testable import Screens
import TestSupport
import Typeface
import XCTest

/// The layout checks on display lists made to break them: what scrolling and wrapping now
/// prevent in the screens (issue 33.2) is still refused if anything draws it.
final class LayoutCheckTests: XCTestCase {
    let p = try! Project(Inputs(tokens: Repo.tokensPath))

    func text(_ s: String, size: Double, spacing: Double = 0, at origin: Point) -> DisplayItem {
        var font = Font(family: "Inter", size: size, weight: 700)
        font.letterSpacing = spacing
        let content = TextContent(runs: [TextRun(s, font: font, color: .black)])
        let measured = p.measurer.measure(content, width: nil)
        return .text(TextItem(content: content, width: nil, transform: .translation(origin.x, origin.y), size: measured))
    }

    /// Glyphs that leave the canvas though the text's box does not: Inter's 'j' reaches left
    /// of its origin (6 pt at 200 pt), its box just inside the left edge.
    func testGlyphsOffTheCanvasAreCaught() throws {
        let list = DisplayList(size: Size(393, 852), items: [text("j", size: 200, at: Point(0.3, 300))])
        XCTAssertThrowsError(try LayoutChecks.check(list, comp: "test", code: nil, touchTargets: [], measurer: p.measurer)) { e in
            XCTAssertTrue("\(e)".contains("draws off the canvas: its glyphs reach (-"), "\(e)")
        }
        // A font size in from the edge, the same glyph is on the canvas.
        let inside = DisplayList(size: Size(393, 852), items: [text("j", size: 200, at: Point(20, 300))])
        XCTAssertNoThrow(try LayoutChecks.check(inside, comp: "test", code: nil, touchTargets: [], measurer: p.measurer))
    }

    /// Text under a button that is not its label.
    func testTextUnderTheTopButtonsIsCaught() throws {
        let list = DisplayList(size: Size(393, 852), items: [text("Order A42", size: 15, at: Point(20, 70))])
        let button = ("the top buttons (size.topButton.diameter)", Rect(x: 16, y: 59, width: 44, height: 44))
        XCTAssertThrowsError(try LayoutChecks.check(list, comp: "test", code: nil, touchTargets: [button], measurer: p.measurer)) { e in
            XCTAssertTrue("\(e)".contains("text 'Order A42' at ("), "\(e)")
            XCTAssertTrue("\(e)".contains("lies under the top buttons (size.topButton.diameter) at (16, 59, 44 × 44)"), "\(e)")
        }
    }

    /// A refused text names its copy (issue 42.7): the key and the file of the text that moved
    /// it there, found by laying the comp out again with that copy held to one line — not the
    /// displaced text's own, nor a guess from the strings.
    func testARefusedTextNamesTheCopyThatMovedIt() throws {
        let button = ("the top buttons (size.topButton.diameter)", Rect(x: 16, y: 59, width: 44, height: 44))
        func keyed(_ item: DisplayItem, _ keys: [String], width: Double? = nil) -> DisplayItem {
            guard case .text(var t) = item else { return item }
            t.content.copyKeys = keys
            if let width { t.width = width; t.size = p.measurer.measure(t.content, width: width) }
            return .text(t)
        }
        let label = keyed(text("Order A42", size: 15, at: Point(20, 70)), ["orderLabelFormat", "orderCode"])
        // A wrapping text below it (two lines and more), and one that does not wrap.
        let long = keyed(text("Montrez votre code au barista, s'il vous plaît", size: 15, at: Point(20, 100)), ["showCode"], width: 120)
        let short = keyed(text("Prête", size: 15, at: Point(20, 200)), ["ready"])
        let list = DisplayList(size: Size(393, 852), items: [label, long, short])
        let files = ["showCode": "content/ar.json", "orderLabelFormat": "content/en-GB.json (built in)", "orderCode": "content/en-GB.json (built in)"]
        final class Asked: @unchecked Sendable { var keys: [String] = [] }
        let asked = Asked()
        // Held to one line, showCode lets the label down out from under the buttons.
        let trace = CopyTrace(files: files) { key in
            asked.keys.append(key)
            guard key == "showCode" else { return list }
            return DisplayList(size: list.size, items: [label.applying(.translation(0, 60)), long, short])
        }
        XCTAssertThrowsError(try LayoutChecks.check(list, comp: "test", code: nil, touchTargets: [button], measurer: p.measurer, trace: trace)) { e in
            XCTAssertTrue("\(e)".contains("text 'Order A42' at ("), "\(e)")
            XCTAssertTrue("\(e)".hasSuffix(" pt. Moved there by the copy 'showCode' in content/ar.json. Nothing was written."), "\(e)")
            XCTAssertFalse("\(e)".contains("orderCode"), "the displaced text's own copy fits: \(e)")
        }
        XCTAssertEqual(asked.keys, ["showCode"], "only a wrapping text's copy is held to one line")
        // Without a trace (or where no wrapping copy moves it): the text's own copy.
        XCTAssertThrowsError(try LayoutChecks.check(list, comp: "test", code: nil, touchTargets: [button], measurer: p.measurer)) { e in
            XCTAssertTrue("\(e)".hasSuffix(" pt. Its copy: 'orderLabelFormat' and 'orderCode'. Nothing was written."), "\(e)")
        }
        // The long text itself refused (off the canvas's right edge): its own copy no longer fits.
        let wide = keyed(text("Montrez votre code au barista, s'il vous plaît", size: 15, at: Point(300, 400)), ["showCode"], width: 120)
        let off = DisplayList(size: Size(393, 852), items: [label.applying(.translation(0, 100)), wide])
        let held = CopyTrace(files: files) { key in
            guard key == "showCode", case .text(var t) = wide else { return off }
            t.content.lineLimit = 1; t.size = self.p.measurer.measure(t.content, width: t.width)
            return DisplayList(size: off.size, items: [label.applying(.translation(0, 100)), .text(t)])
        }
        XCTAssertThrowsError(try LayoutChecks.check(off, comp: "test", code: nil, touchTargets: [], measurer: p.measurer, trace: held)) { e in
            XCTAssertTrue("\(e)".contains("runs off the canvas"), "\(e)")
            XCTAssertTrue("\(e)".hasSuffix(" pt. The copy that no longer fits: 'showCode' in content/ar.json. Nothing was written."), "\(e)")
        }
    }

    /// Every text the comps and the sequence draw says which copy it shows, by keys a content
    /// file has: a refusal can then name them (a text without would be refused nameless).
    func testEveryTextNamesItsCopy() throws {
        var lists = try Comps.all.map { ($0.name, try p.displayList($0)) }
        for t in stride(from: 0.0, through: p.styles.timeline.end, by: 0.5) { lists.append(("frame at \(t) s", p.resolve(p.film.node(at: t)))) }
        let keys = Set(Content.keys)
        var seen = Set<String>()
        for (name, list) in lists {
            for t in CopyTrace.texts(list) {
                XCTAssertFalse(t.content.copyKeys.isEmpty, "\(name): '\(t.content.string)' names no copy")
                XCTAssertEqual(Set(t.content.copyKeys).subtracting(keys), [], "\(name): '\(t.content.string)'")
                seen.formUnion(t.content.copyKeys)
            }
        }
        // Every string of copy drawn is named somewhere (the minutes are numbers in the countdown;
        // the payload is the code).
        XCTAssertEqual(keys.subtracting(seen), ["minutesAfter", "minutesBefore", "qrPayload"])
    }

    /// Text in a scrolling sheet that crosses the bottom edge is below the fold; the same text
    /// outside a scrolling sheet is cut.
    func testTextBelowTheFoldOfAScrollingSheetIsNotCut() throws {
        let canvas = Size(393, 852)
        let item = text("Blondie", size: 40, at: Point(30, 830))
        let cut = DisplayList(size: canvas, items: [item])
        XCTAssertThrowsError(try LayoutChecks.check(cut, comp: "test", code: nil, touchTargets: [], measurer: p.measurer))
        let scrolled = DisplayList(size: canvas, items: [item], anchors: [ScrollView.anchor + ".sheet": Rect(x: 8, y: 100, width: 377, height: 1200)])
        XCTAssertNoThrow(try LayoutChecks.check(scrolled, comp: "test", code: nil, touchTargets: [], measurer: p.measurer))
    }
}
