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
