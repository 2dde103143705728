import Foundation
import Render
import XCTest

/// The card's separator is a hairline: one device pixel at @1x and at @3x (not 0.5 pt, which is
/// a 1.5-pixel smear at @3x).
final class HairlineTests: XCTestCase {
    func testOrderCardSeparatorIsOneDevicePixelAtEveryScale() {
        for scale in [1, 3] {
            let img = Fixture.image("order-ready", scale: scale)
            // Rows where a long run of pixels is neither the card's white nor anything lighter:
            // the separator, #E5E5EA on white, inset at its leading edge to the rows' text.
            var rows: [Int] = []
            for y in 0..<img.height {
                var run = 0, best = 0
                for x in 0..<img.width {
                    let p = img.pixel(x, y)
                    if abs(Int(p.r) - 0xE5) <= 6 && abs(Int(p.g) - 0xE5) <= 6 && abs(Int(p.b) - 0xEA) <= 6 { run += 1; best = max(best, run) } else { run = 0 }
                }
                if best >= 200 * scale { rows.append(y) }
            }
            print("order-ready @\(scale)x: separator rows \(rows)")
            XCTAssertEqual(rows.count, 1, "@\(scale)x: the separator covers \(rows.count) device rows: \(rows)")
        }
    }
}
