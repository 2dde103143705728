import XCTest
@testable import Motion

final class CubicBezierTests: XCTestCase {
    func testLinearIsIdentity() {
        for i in 0...10 { XCTAssertEqual(CubicBezier.linear(Double(i) / 10), Double(i) / 10, accuracy: 1e-9) }
    }

    func testEaseInOutIsSymmetricAndHalfwayAtHalfTime() {
        let e = CubicBezier.easeInOut
        XCTAssertEqual(e(0.5), 0.5, accuracy: 1e-9)
        for i in 1..<10 {
            let x = Double(i) / 10
            XCTAssertEqual(e(x) + e(1 - x), 1, accuracy: 1e-9)
        }
    }

    func testEaseInOutKnownValue() {
        // Solved independently (bisection in Python): x(s) = 0.25 at s ≈ 0.22507, y(s) ≈ 0.12916.
        XCTAssertEqual(CubicBezier.easeInOut(0.25), 0.12916, accuracy: 1e-4)
    }

    func testEndsAndClamping() {
        let e = CubicBezier(0.2, -0.5, 0.8, 1.5)
        XCTAssertEqual(e(0), 0); XCTAssertEqual(e(1), 1)
        XCTAssertEqual(e(-3), 0); XCTAssertEqual(e(7), 1)
    }

    func testMonotonicForMonotonicCurve() {
        var last = -1.0
        for i in 0...1000 {
            let v = CubicBezier.easeInOut(Double(i) / 1000)
            XCTAssertGreaterThanOrEqual(v, last)
            last = v
        }
    }
}
