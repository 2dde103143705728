import Typeface
import XCTest
import Geometry
@testable import Nodes
import Render

/// A measurer with fixed metrics, so layout is tested apart from fonts: every character is
/// 0.5 em wide, a line is 1.25 em tall; lines break on spaces to fit `width`.
struct FixedMeasurer: TextMeasurer {
    func measure(_ text: TextContent, width: Double?) -> Size {
        let size = text.runs.first?.font.size ?? 10
        let chars = Double(text.string.count)
        let oneLine = chars * (size / 2 + (text.runs.first?.font.letterSpacing ?? 0))
        guard let width, oneLine > width else { return Size(oneLine, size * 1.25) }
        let lines = (oneLine / max(width, 1)).rounded(.up)
        return Size(width, lines * size * 1.25)
    }
    func runOutlines(_ item: TextItem) -> [Path] { item.content.runs.map { _ in Path() } }
}

final class LayoutTests: XCTestCase {
    let layout = Layout(measurer: FixedMeasurer())
    let font = Font(family: "Inter", size: 10)

    /// The rectangles of every fill in `n` laid out on a `w × h` page.
    func fills(_ n: NodeConvertible, _ w: Double = 100, _ h: Double = 100) -> [Rect] {
        layout.resolve(n.node, size: Size(w, h)).items.compactMap {
            if case .fill(let p, _, _, _) = $0 { return p.controlBounds } else { return nil }
        }
    }

    func testVStackStacksWithSpacingAndAlignment() {
        let r = fills(VStack(alignment: .leading, spacing: 5) {
            Rectangle().fill(.black).frame(width: 10, height: 10)
            Rectangle().fill(.black).frame(width: 30, height: 20)
        })
        // The stack is 30 × 35, centred on the 100 × 100 page; children aligned leading.
        XCTAssertEqual(r, [Rect(x: 35, y: 32.5, width: 10, height: 10), Rect(x: 35, y: 47.5, width: 30, height: 20)])
    }

    func testSpacerTakesWhatIsLeftInAnHStack() {
        let r = fills(HStack(spacing: 0) {
            Rectangle().fill(.black).frame(width: 10, height: 10)
            Spacer()
            Rectangle().fill(.black).frame(width: 20, height: 10)
        })
        XCTAssertEqual(r[0].minX, 0); XCTAssertEqual(r[1].maxX, 100)
    }

    func testTextTakesItsWidthBeforeASpacer() {
        // 16 characters × 5 = 80 pt: fits one line next to a spacer in 100 pt.
        let list = layout.resolve(HStack { Text("sixteen chars ok", font: font, color: .black); Spacer() }.node, size: Size(100, 100))
        guard case .text(let t) = list.items.first else { return XCTFail("no text") }
        XCTAssertNil(t.width, "one line, no wrapping")
        XCTAssertEqual(t.transform.tx, 0)
    }

    func testTextWrapsWhenItDoesNotFit() {
        let list = layout.resolve(Text(String(repeating: "word ", count: 10), font: font, color: .black).frame(width: 60).node,
                                  size: Size(100, 100))
        guard case .text(let t) = list.items.first else { return XCTFail("no text") }
        XCTAssertNotNil(t.width)
        XCTAssertEqual(t.width!, 60, accuracy: 0.1)
    }

    func testTighteningClosesUpALineThatIsAHairTooLong() {
        let line = Text(String(repeating: "x", count: 20), font: font, color: .black).allowsTightening(true)   // 100 pt
        XCTAssertEqual(layout.size(line.node, Proposal(width: 98, height: nil)).height, 12.5, "one line")
        XCTAssertLessThanOrEqual(layout.size(line.node, Proposal(width: 98, height: nil)).width, 98)
        XCTAssertEqual(layout.size(line.node, Proposal(width: 80, height: nil)).height, 25, "too much to tighten: wraps")
        let strict = Text(String(repeating: "x", count: 20), font: font, color: .black)
        XCTAssertEqual(layout.size(strict.node, Proposal(width: 98, height: nil)).height, 25, "no tightening unless allowed")
    }

    /// A line allowed to shrink takes one line, scaled just enough to fit, when a scale of at
    /// least its minimum does; else it wraps at full size, never cut.
    func testShrinkingToOneLineScalesDownOrElseWraps() {
        let line = Text(String(repeating: "x", count: 20), font: font, color: .black).shrinksToOneLine(downTo: 0.7)   // 100 pt
        let fit = layout.size(line.node, Proposal(width: 80, height: nil))
        XCTAssertLessThanOrEqual(fit.width, 80)
        XCTAssertGreaterThan(fit.width, 79, "scaled no more than it must")
        XCTAssertEqual(fit.height, 12.5 * 0.8, accuracy: 0.05, "one line at 80 %")
        let list = layout.resolve(line.frame(width: 80).node, size: Size(80, 100))
        guard case .text(let t) = list.items.first else { return XCTFail("no text") }
        XCTAssertEqual(t.content.runs[0].font.size, 8, accuracy: 0.05, "drawn at the size it was measured at")
        XCTAssertEqual(layout.size(line.node, Proposal(width: 60, height: nil)).height, 25, "below 70 %: wraps at full size")
        XCTAssertEqual(layout.size(line.node, Proposal(width: 120, height: nil)).height, 12.5, "fits: full size")
        let never = Text(String(repeating: "x", count: 20), font: font, color: .black).shrinksToOneLine(downTo: nil)
        XCTAssertEqual(layout.size(never.node, Proposal(width: 80, height: nil)).height, 25, "nil: never shrinks")
    }

    func testFlexibleShapesShareEqually() {
        let r = fills(HStack(spacing: 10) { Rectangle().fill(.black); Rectangle().fill(.black) }, 110, 20)
        XCTAssertEqual(r.map(\.width), [50, 50])
    }

    func testPaddingAndMaxWidthFrame() {
        let r = fills(Rectangle().fill(.black).frame(height: 10).frame(maxWidth: .infinity).padding(EdgeInsets(leading: 8, trailing: 4)))
        XCTAssertEqual(r.first, Rect(x: 8, y: 45, width: 88, height: 10))
    }

    func testWidthFractionFillsAShareFromTheLeading() {
        let r = fills(Rectangle().fill(.black).frame(height: 4).frame(widthFraction: 0.6), 200, 4)
        XCTAssertEqual(r.first!.width, 120, accuracy: 1e-9)
        XCTAssertEqual(r.first!.minX, 0)
    }

    func testOverlayIsLaidOutInTheBaseBounds() {
        let r = fills(Rectangle().fill(.black).frame(width: 40, height: 40)
            .overlay(alignment: .bottomTrailing) { Rectangle().fill(.white).frame(width: 10, height: 10) })
        XCTAssertEqual(r[1], Rect(x: 60, y: 60, width: 10, height: 10))
    }

    func testBackgroundIsAlignedInTheBaseBoundsAndDrawnFirst() {
        let r = fills(Rectangle().fill(.black).frame(width: 40, height: 40)
            .background(alignment: .topLeading) { Rectangle().fill(.white).frame(width: 10, height: 10) })
        // The 40 × 40 base is centred on the page at (30, 30); the background sits at its top-leading corner.
        XCTAssertEqual(r, [Rect(x: 30, y: 30, width: 10, height: 10), Rect(x: 30, y: 30, width: 40, height: 40)])
    }

    func testOverlayIsOfferedTheBaseSize() {
        let r = fills(Rectangle().fill(.black).frame(width: 40, height: 20)
            .overlay(alignment: .leading) { Rectangle().fill(.white).frame(maxWidth: .infinity).frame(height: 4) })
        XCTAssertEqual(r[1], Rect(x: 30, y: 48, width: 40, height: 4))
    }

    func testRelativeOffsetMovesByOwnHeight() {
        let r = fills(Rectangle().fill(.black).frame(width: 10, height: 30).offset(relativeY: 1, y: 5))
        XCTAssertEqual(r.first!.minY, 35 + 30 + 5)
    }

    func testCanvasPlacesPathsInLocalCoordinates() {
        let r = fills(Canvas(width: 50, height: 50) { PathShape(.rect(Rect(x: 5, y: 6, width: 7, height: 8))).fill(.black) }
            .offset(x: 10, y: 20), 100, 100)
        // The canvas is centred on the page (25, 25), then offset.
        XCTAssertEqual(r.first, Rect(x: 25 + 10 + 5, y: 25 + 20 + 6, width: 7, height: 8))
    }

    func testChangedTypeSizeReflows() {
        func titleBottom(_ size: Double) -> Double {
            let l = layout.resolve(VStack(alignment: .leading, spacing: 0) {
                Text("Title", font: Font(family: "Inter", size: size), color: .black)
                Rectangle().fill(.black).frame(width: 10, height: 10)
            }.frame(maxHeight: .infinity, alignment: .top).node, size: Size(100, 200))
            return l.items.compactMap { if case .fill(let p, _, _, _) = $0 { return p.controlBounds?.minY } else { return nil } }.first!
        }
        XCTAssertEqual(titleBottom(20) - titleBottom(10), 12.5, accuracy: 1e-9)
    }

    func testOpacityAndClipBecomeNestedGroups() {
        let items = layout.resolve(Rectangle().fill(.black).opacity(0.5).clipShape(Circle()).node, size: Size(10, 10)).items
        XCTAssertEqual(items.count, 1)
        guard case .group(let outer) = items[0], outer.clip != nil, outer.items.count == 1,
              case .group(let inner) = outer.items[0], inner.clip == nil, inner.items.count == 1,
              case .fill = inner.items[0] else {
            return XCTFail("\(items)")
        }
        XCTAssertEqual(inner.effect.opacity, 0.5)
    }

    func testAGroupsBoundsAreWhatItDrawsNotItsClip() {
        let list = layout.resolve(ZStack(alignment: .topLeading) {
            Rectangle().fill(.black).frame(width: 10, height: 10)
            Text("ab", font: font, color: .black).offset(x: 30, y: 40)
            Rectangle().stroke(.black, width: 2).frame(width: 4, height: 4).offset(x: 50)
        }.opacity(0.5).clipShape(Rectangle()).frame(width: 100, height: 100, alignment: .topLeading), size: Size(100, 100))
        guard case .group(let clip) = list.items.first, case .group(let faded) = clip.items.first else { return XCTFail("\(list.items)") }
        // The fill from (0, 0), the text 10 × 12.5 pt at (30, 40), the stroke 2 pt out around
        // (50, 0)–(54, 4); the clip (the 10 × 12.5 pt stack) does not cut it.
        let expected = Rect(x: 0, y: -2, width: 56, height: 54.5)
        XCTAssertEqual(faded.bounds, expected)
        XCTAssertEqual(clip.bounds, expected, "a group's box is its children's, nested groups included")
        XCTAssertEqual(DisplayItem.group(faded).applying(.translation(5, 5)).bounds,
                       Rect(x: 5, y: 3, width: 56, height: 54.5), "moved with its items")
    }

    func testAnAnchorRecordsItsPageRectAndDrawsNothing() {
        let plain = VStack(spacing: 5) {
            Rectangle().fill(.black).frame(width: 10, height: 10)
            Rectangle().fill(.black).frame(width: 30, height: 20)
        }
        let anchored = VStack(spacing: 5) {
            Rectangle().fill(.black).frame(width: 10, height: 10)
            Rectangle().fill(.black).frame(width: 30, height: 20).anchor("button").opacity(0.5)
        }
        let list = layout.resolve(anchored.node, size: Size(100, 100))
        XCTAssertEqual(list.anchors, ["button": Rect(x: 35, y: 47.5, width: 30, height: 20)])
        XCTAssertEqual(list.leaves, layout.resolve(plain.node, size: Size(100, 100)).items, "drawn as without the anchor")
        let moved = layout.resolve(GeometryNode(list).offset(x: 3), size: Size(100, 100))
        XCTAssertEqual(moved.anchors["button"], Rect(x: 38, y: 47.5, width: 30, height: 20), "a placed geometry's anchors move with it")
    }
}

/// Pango measures at 72 dpi: 1 unit = 1 pt, so a 20 pt font's line is about 20 pt × Inter's
/// line-height (ascender + descender ≈ 1.21 em), and twice the size is twice as wide.
final class PangoMeasurementTests: XCTestCase {
    func testMeasuresInPointsAndScalesLinearly() {
        let m = PangoMeasurer()
        func size(_ pt: Double) -> Size {
            m.measure(TextContent(runs: [TextRun("Being made", font: Font(family: "Inter", size: pt, weight: 700), color: .black)]), width: nil)
        }
        let a = size(20), b = size(40)
        XCTAssertEqual(a.height, 20 * 1.21, accuracy: 0.5, "Inter's line height at 72 dpi")
        XCTAssertEqual(b.width / a.width, 2, accuracy: 0.01, "no hinting: widths scale exactly")
    }

    func testBoldRunIsWiderThanRegular() {
        let m = PangoMeasurer()
        let f = Font(family: "Inter", size: 17)
        let regular = m.measure(TextContent(runs: [TextRun("2", font: f, color: .black)]), width: nil)
        let bold = m.measure(TextContent(runs: [TextRun("2", font: f.weight(700), color: .black)]), width: nil)
        XCTAssertGreaterThan(bold.width, regular.width)
    }
}

extension LayoutTests {
    /// `VerticalAlignment.firstLine`: an icon beside text that wraps sits on its first line (as
    /// SwiftUI's `Label`); beside one line it sits where `center` puts it.
    func testFirstLineAlignmentPutsTheIconOnTheFirstLine() {
        func icon(_ text: String, _ alignment: VerticalAlignment) -> Rect? {
            fills(HStack(alignment: alignment, spacing: 4) {
                Rectangle().fill(.black).frame(width: 6, height: 6)
                Text(text, font: font, color: .black)
            }.frame(width: 40), 100, 100).first
        }
        // 160 pt of text in a 30-pt column: six lines of 12.5 pt (10 × 1.25), 75 tall, centred
        // on the page (top 12.5); the icon's centre on the first line's, 6.25 below the top.
        let wrapped = "twelve chars twelve chars twelve"
        XCTAssertEqual(icon(wrapped, .firstLine), Rect(x: 30, y: 12.5 + 6.25 - 3, width: 6, height: 6))
        XCTAssertEqual(icon(wrapped, .center), Rect(x: 30, y: 50 - 3, width: 6, height: 6), "centre: beside the middle lines")
        XCTAssertEqual(icon("one", .firstLine), icon("one", .center))
        XCTAssertEqual(icon("one", .firstLine), Rect(x: 37.5, y: 50 - 3, width: 6, height: 6))   // a 25-pt stack, centred
    }
}
