@testable import Export
import Geometry
import Nodes
import XCTest

/// The manifest's digests did not change when the display list became a tree: a group digests
/// as the flat `begin … end` run of items it replaced, and anchors are not digested.
final class DigestTreeTests: XCTestCase {
    let a = Path.rect(Rect(x: 0, y: 0, width: 10, height: 10))
    let b = Path.rect(Rect(x: 2, y: 3, width: 4, height: 5))
    let clip = Path.ellipse(in: Rect(x: 0, y: 0, width: 8, height: 8))
    let stroke = Stroke(.black, width: 2)

    /// fill, [opacity 0.5, clipped: fill, [blur 2: stroke]].
    var nested: DisplayList {
        DisplayList(size: Size(20, 30), items: [
            .fill(a, .black, .nonZero, crisp: true),
            .group(DisplayGroup(GroupEffect(opacity: 0.5), clip: clip, [
                .fill(b, .white, .evenOdd, crisp: false),
                .group(DisplayGroup(GroupEffect(blur: 2), clip: nil, [.stroke(a, stroke)])),
            ])),
        ])
    }

    func testAGroupDigestsAsItsFlatBeginChildrenEndRun() {
        // What the flat list `fill, begin, fill, begin, stroke, end, end` digested to.
        var d = StableDigest()
        d.add(20.0); d.add(30.0); d.add(7)
        d.tag(1); d.add(a); d.add(Color.black); d.add(FillRule.nonZero); d.add(true)
        d.tag(6); d.add(0.5); d.add(0.0); d.tag(1); d.add(clip)
        d.tag(1); d.add(b); d.add(Color.white); d.add(FillRule.evenOdd); d.add(false)
        d.tag(6); d.add(1.0); d.add(2.0); d.tag(0)
        d.tag(2); d.add(a); d.add(stroke)
        d.tag(7)
        d.tag(7)
        XCTAssertEqual(StableDigest.of(nested), d.digest)
    }

    func testAnchorsAreNotDigested() {
        var anchored = nested
        anchored.anchors = ["hotspot.wallet": Rect(x: 1, y: 2, width: 3, height: 4)]
        XCTAssertEqual(StableDigest.of(anchored), StableDigest.of(nested))
    }
}
