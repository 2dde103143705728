import XCTest
import Render
import Screens
import TestSupport

/// The spec's colours, sampled from the exported @3x PNGs where the spec puts them.
final class CompColourTests: XCTestCase {
    struct Sample { var comp: String; var x: Double; var y: Double; var hex: String; var what: String }

    // Points in pt, chosen inside each region (away from edges and brick lines).
    let samples: [Sample] = [
        Sample(comp: "order-being-made", x: 110, y: 60, hex: "#D8C29E", what: "sandstone wall"),
        Sample(comp: "order-being-made", x: 70, y: 250, hex: "#5F7383", what: "slate-blue glass, first-floor lower sash"),
        Sample(comp: "order-being-made", x: 70, y: 200, hex: "#FFFFFF", what: "white glazing bar"),
        Sample(comp: "order-being-made", x: 60, y: 470, hex: "#6DAA5F", what: "light-green shopfront"),
        Sample(comp: "order-being-made", x: 20, y: 310, hex: "#4E8A45", what: "shopfront trim"),
        Sample(comp: "order-being-made", x: 190, y: 470, hex: "#2C4A2C", what: "dark green door"),
        Sample(comp: "order-being-made", x: 100, y: 380, hex: "#F4EAD2", what: "cream shop window"),
        Sample(comp: "order-being-made", x: 196, y: 504, hex: "#C7C7CC", what: "sheet handle"),
        Sample(comp: "order-being-made", x: 100, y: 625, hex: "#5BA55B", what: "Ordered bar, full"),
        Sample(comp: "order-being-made", x: 180, y: 625, hex: "#5BA55B", what: "Making bar, first 60 %"),
        Sample(comp: "order-being-made", x: 230, y: 625, hex: "#DADADA", what: "Making bar, rest"),
        Sample(comp: "order-being-made", x: 300, y: 625, hex: "#DADADA", what: "Ready bar"),
        Sample(comp: "order-being-made", x: 60, y: 725, hex: "#DDF5D8", what: "pale-green icon circle"),
        Sample(comp: "order-being-made", x: 280, y: 725, hex: "#FFFFFF", what: "white card"),
        Sample(comp: "order-ready", x: 230, y: 625, hex: "#5BA55B", what: "Making bar, full when ready"),
        Sample(comp: "order-ready", x: 300, y: 625, hex: "#DADADA", what: "Ready bar stays grey"),
        Sample(comp: "order-street", x: 200, y: 530, hex: "#A6A6A6", what: "grey road"),
        Sample(comp: "order-street", x: 200, y: 548, hex: "#FFFFFF", what: "white dashed centre line"),
        Sample(comp: "order-street", x: 100, y: 650, hex: "#E9E3D7", what: "cream paving slab"),
        Sample(comp: "order-ground", x: 200, y: 530, hex: "#EFEAE0", what: "road faded to cream ground"),
        Sample(comp: "order-ground", x: 200, y: 700, hex: "#EFEAE0", what: "paving faded to cream ground"),
        Sample(comp: "pickup", x: 10, y: 10, hex: "#EFEFEF", what: "Pickup background"),
        Sample(comp: "pickup", x: 58, y: 215, hex: "#EFEFEF", what: "light module inside the code"),
        Sample(comp: "pickup", x: 200, y: 700, hex: "#FAFAF8", what: "bottom card"),
        Sample(comp: "pickup", x: 290, y: 580, hex: "#DFF7DA", what: "Ready pill"),
        Sample(comp: "pickup", x: 200, y: 800, hex: "#000000", what: "wallet button"),
        Sample(comp: "pickup", x: 40, y: 70, hex: "#E6E6E6", what: "top-bar circle"),
    ]

    func testSpecColoursWhereTheSpecPutsThem() {
        var cache: [String: RasterImage] = [:]
        for s in samples {
            let img = cache[s.comp] ?? Fixture.image(s.comp, scale: 3)
            cache[s.comp] = img
            let got = img.pixel(Int(s.x * 3) + 1, Int(s.y * 3) + 1).color.hex
            XCTAssertEqual(got, s.hex, "\(s.comp) at (\(s.x), \(s.y)) pt: \(s.what)")
        }
    }

    func testSheetHandleIs36By5() {
        let img = Fixture.image("order-being-made", scale: 3)
        let handle = "#C7C7CC"
        let row = (0..<img.width).filter { img.pixel($0, 504 * 3).color.hex == handle }
        let col = (490 * 3..<520 * 3).filter { img.pixel(196 * 3, $0).color.hex == handle }
        XCTAssertEqual(Double(row.count) / 3, 36, accuracy: 1.5)
        XCTAssertEqual(Double(col.count) / 3, 5, accuracy: 1)
    }

    func testTopButtonsAre44PointsAnd16FromTheEdges() {
        // The Pickup screen's opaque circles: measure the circle's row through its centre (y = 59 + 22).
        let img = Fixture.image("pickup", scale: 3)
        let y = 81 * 3
        let xs = (0..<100 * 3).filter { img.pixel($0, y).color.hex != "#EFEFEF" }
        XCTAssertEqual(Double(xs.first!) / 3, 16, accuracy: 0.4)
        XCTAssertEqual(Double(xs.last! - xs.first! + 1) / 3, 44, accuracy: 0.7)
    }

    /// The card's trailing price and chevron end on the same vertical line (their ink, @3x).
    func testTrailingPriceAndChevronAlign() {
        let img = Fixture.image("order-being-made", scale: 3)
        func inkRight(_ rows: Range<Int>) -> Int {
            rows.map { y in (900..<1100).last { x in let p = img.pixel(x, y); return Int(p.r) + Int(p.g) + Int(p.b) < 600 } ?? 0 }.max()!
        }
        let price = inkRight(2100..<2160), chevron = inkRight(2320..<2370)
        XCTAssertGreaterThan(price, 1000); XCTAssertGreaterThan(chevron, 1000)
        XCTAssertLessThanOrEqual(abs(price - chevron), 2, "price ends at x = \(price), chevron at \(chevron) (@3x pixels)")
    }
}
