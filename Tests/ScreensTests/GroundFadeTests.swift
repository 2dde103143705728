import Foundation
import Geometry
import Render
import XCTest

/// After the ground fade the brief has plain cream ground right up to the shop: the pavement
/// strip and its kerb fade with the road (the furniture stays, standing on the ground).
final class GroundFadeTests: XCTestCase {
    func stripPixels(_ comp: String, _ colour: Color, tolerance: Int = 2) -> Int {
        let f = Fixture.project.styles.order.facade
        let img = Fixture.image(comp, scale: 1)
        var n = 0
        for y in Int((f.shopBottom * f.scale).rounded(.up))..<Int((f.facadeHeight * f.scale).rounded(.down)) {
            for x in 0..<img.width {
                let p = img.pixel(x, y)
                let d = max(abs(Int(p.r) - Int((colour.r * 255).rounded())), abs(Int(p.g) - Int((colour.g * 255).rounded())),
                            abs(Int(p.b) - Int((colour.b * 255).rounded())))
                if d <= tolerance { n += 1 }
            }
        }
        return n
    }

    /// The kerb's colour is gone from the strip; the strip is the ground's colour except where
    /// the furniture stands (the pavement, #EEE8DC, is within 4/255 of the ground, #EFEAE0, so
    /// it is told apart at 1/255).
    func testNoPavementOrKerbAfterTheFade() {
        let f = Fixture.project.styles.order.facade
        let img = Fixture.image("order-street", scale: 1)
        let all = img.width * (Int((f.facadeHeight * f.scale).rounded(.down)) - Int((f.shopBottom * f.scale).rounded(.up)))
        let street = (stripPixels("order-street", f.ground, tolerance: 1), stripPixels("order-street", f.kerb))
        let ground = (stripPixels("order-ground", f.ground, tolerance: 1), stripPixels("order-ground", f.kerb))
        print(String(format: "strip @1x: ground-coloured %.0f %% / kerb pixels %d at order-street; %.0f %% / %d at order-ground",
                     Double(street.0) * 100 / Double(all), street.1, Double(ground.0) * 100 / Double(all), ground.1))
        XCTAssertLessThan(Double(street.0) / Double(all), 0.05, "the street has its pavement strip")
        XCTAssertGreaterThan(street.1, 300, "and its kerb")
        XCTAssertGreaterThan(Double(ground.0) / Double(all), 0.6, "plain ground under the shop after the fade")
        XCTAssertEqual(ground.1, 0, "kerb left after the fade")
    }
}
