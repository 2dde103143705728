import Geometry
import Nodes
import Render
import XCTest

/// Groups are drawn from the tree: a frosted material inside a group is frosted over what came
/// before it, the group's own earlier children included.
final class GroupTreeTests: XCTestCase {
    let renderer = Renderer()
    let blue = Color(hex: "#0000FF")!
    let page = Rect(x: 0, y: 0, width: 40, height: 20)

    func testAMaterialInsideAFadedGroupIsFrostedOverTheGroupsEarlierChildren() {
        // In the faded group's own surface only the blue right half is drawn; a clear material
        // over the page shows its backdrop blurred, so blue spreads left of x = 20 only if the
        // backdrop holds the group's first child.
        let list = DisplayList(size: page.size, items: [
            .group(DisplayGroup(GroupEffect(opacity: 0.99), clip: nil, [
                .fill(.rect(Rect(x: 20, y: 0, width: 20, height: 20)), blue, .nonZero, crisp: false),
                .material(.rect(page), .nonZero, Material(blurRadius: 3, tint: .clear)),
            ])),
        ])
        let img = renderer.image(list, scale: 1)
        XCTAssertGreaterThan(img.pixel(18, 10).a, 40, "the blurred blue reaches past its edge")
        XCTAssertGreaterThan(img.pixel(18, 10).b, 40)
        XCTAssertEqual(img.pixel(2, 10).a, 0, "and fades out within three blur radii")
    }

    func testAMaterialAfterAGroupIsFrostedOverTheWholeGroup() {
        let list = DisplayList(size: page.size, items: [
            .group(DisplayGroup(GroupEffect(), clip: .rect(Rect(x: 20, y: 0, width: 10, height: 20)), [
                .fill(.rect(Rect(x: 20, y: 0, width: 20, height: 20)), blue, .nonZero, crisp: false),
            ])),
            .material(.rect(page), .nonZero, Material(blurRadius: 3, tint: .clear)),
        ])
        let img = renderer.image(list, scale: 1)
        XCTAssertGreaterThan(img.pixel(18, 10).a, 40, "blue from inside the clip, blurred out of it")
        XCTAssertLessThan(img.pixel(37, 10).a, img.pixel(25, 10).a, "the clip held while the group was drawn")
    }
}
