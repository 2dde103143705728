import Foundation
import Typeface
import XCTest
import Geometry
@testable import Nodes

/// A layout pass remembers each node's size per proposal: nested stacks stop measuring the
/// same text again and again, and the page comes out exactly as without the memo.
final class SizeMemoTests: XCTestCase {
    /// `FixedMeasurer`'s metrics, counting calls.
    final class CountingMeasurer: TextMeasurer, @unchecked Sendable {
        let base = FixedMeasurer()
        private let lock = NSLock()
        private var n = 0
        var calls: Int { lock.lock(); defer { lock.unlock() }; return n }
        func measure(_ text: TextContent, width: Double?) -> Size {
            lock.lock(); n += 1; lock.unlock()
            return base.measure(text, width: width)
        }
        func runOutlines(_ item: TextItem) -> [Path] { base.runOutlines(item) }
    }

    /// Stacks four deep, each level sharing its length among text and a flexible child.
    func tree(_ depth: Int) -> Node {
        let font = Font(family: "Inter", size: 10)
        if depth == 0 { return Text("leaf words that may wrap", font: font, color: .black).node }
        let inner = tree(depth - 1)
        return (depth % 2 == 0
            ? HStack(spacing: 4) { Text("label \(depth)", font: font, color: .black); inner; Spacer() }.node
            : VStack(spacing: 2) { inner; Text("line \(depth)", font: font, color: .black); inner }.node)
    }

    func testAPassMeasuresLessAndDrawsTheSame() {
        let root = tree(4), page = Size(240, 400)
        let plain = CountingMeasurer(), remembered = CountingMeasurer()
        let before = Layout(measurer: plain).resolveForgetting(root, size: page)
        let after = Layout(measurer: remembered).resolve(root, size: page)
        XCTAssertEqual(after, before)
        XCTAssertFalse(after.items.isEmpty)
        XCTAssertLessThan(remembered.calls * 4, plain.calls,
                          "remembered \(remembered.calls) measurements, forgetting \(plain.calls)")
    }

    /// A part laid out once (`prelaid`) and placed in a canvas gives the items, groups and
    /// anchors the part gives laid out in place: offsets, flexible frames, a group and an anchor.
    func testAPrelaidPartIsThePartLaidOutInPlace() {
        let font = Font(family: "Inter", size: 10)
        let part = VStack(spacing: 3) {
            Text("a sign over the door", font: font, color: .black).anchor("sign")
            Rectangle().fill(.black).frame(maxWidth: .infinity, minHeight: 4).opacity(0.5)
            tree(2)
        }.padding(7).offset(y: -12).node
        let layout = Layout(measurer: FixedMeasurer()), page = Size(240, 400)
        let moved = layout.prelaid(part, proposal: Proposal(page))
        let inPlace = layout.resolve(Canvas(width: page.width, height: page.height) { part; Text("over", font: font, color: .black) }.node, size: page)
        let prelaid = layout.resolve(Canvas(width: page.width, height: page.height) { moved; Text("over", font: font, color: .black) }.node, size: page)
        XCTAssertEqual(prelaid, inPlace)
        XCTAssertEqual(prelaid.anchors.keys.sorted(), ["sign"])
        XCTAssertGreaterThan(prelaid.items.count, 4)
    }

    /// Copies of one node share its storage (so the memo finds them); two equal nodes built
    /// apart do not, and each is sized for itself.
    func testEqualNodesBuiltApartAreSizedApart() {
        let font = Font(family: "Inter", size: 10)
        let short = Text("a", font: font, color: .black).node, long = Text("a much longer line", font: font, color: .black).node
        let list = Layout(measurer: FixedMeasurer()).resolve(VStack(spacing: 0) { short; long; short }.node, size: Size(200, 100))
        let widths = list.items.compactMap { item -> Double? in
            if case .text(let t) = item { return Layout(measurer: FixedMeasurer()).measurer.measure(t.content, width: t.width).width }
            return nil
        }
        XCTAssertEqual(widths, [5, 90, 5])
    }
}
