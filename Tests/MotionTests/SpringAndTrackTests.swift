import Foundation
import XCTest
@testable import Motion

final class SpringTests: XCTestCase {
    func testApplesExample() {
        let s = Spring(duration: 0.5, bounce: 0.3)
        XCTAssertEqual(s.stiffness, 157.9, accuracy: 0.05)
        XCTAssertEqual(s.damping, 17.6, accuracy: 0.05)
        XCTAssertEqual(s.mass, 1)
    }

    func testStartsAtRestAndSettles() {
        for bounce in [-0.3, 0, 0.15, 0.3] {
            let s = Spring(duration: 0.5, bounce: bounce)
            XCTAssertEqual(s.value(0), 0)
            XCTAssertEqual(s.value(0.001), 0, accuracy: 1e-3, "starts at rest")
            XCTAssertEqual(s.value(5), 1, accuracy: 1e-4, "settles, bounce \(bounce)")
        }
    }

    func testBouncySpringOvershootsAndCriticalDoesNot() {
        let bouncy = Spring(duration: 0.5, bounce: 0.3), critical = Spring(duration: 0.5, bounce: 0)
        let peak = stride(from: 0.0, to: 2, by: 0.001).map(bouncy.value).max()!
        // An underdamped oscillator's first overshoot is exp(−πζ/√(1−ζ²)): 4.6 % for ζ = 0.7.
        XCTAssertEqual(peak - 1, exp(-Double.pi * 0.7 / (1 - 0.49).squareRoot()), accuracy: 1e-4)
        XCTAssertLessThanOrEqual(stride(from: 0.0, to: 2, by: 0.001).map(critical.value).max()!, 1 + 1e-12)
    }

    func testSettledSpringsAreExactlyOne() {
        for bounce in [-0.3, 0, 0.15] {
            let s = Spring(duration: 0.4, bounce: bounce)
            XCTAssertEqual(s.value(s.settlingTime), 1)
            XCTAssertLessThan(abs(s.raw(s.settlingTime * 0.999) - 1), 2 * Spring.settledWithin, "no visible jump at settling")
        }
    }

    /// The closed form satisfies the equation of motion x'' = −k(x − 1) − c·x'.
    func testSatisfiesTheEquationOfMotion() {
        let s = Spring(duration: 0.6, bounce: 0.15), h = 1e-4
        for t in stride(from: 0.05, to: 1.5, by: 0.1) {
            let x0 = s.raw(t - h), x1 = s.raw(t), x2 = s.raw(t + h)
            let v = (x2 - x0) / (2 * h), a = (x2 - 2 * x1 + x0) / (h * h)
            XCTAssertEqual(a, -s.stiffness * (x1 - 1) - s.damping * v, accuracy: 1e-2 * s.stiffness)
        }
    }
}

final class TrackTests: XCTestCase {
    func testHoldsBeforeAndEasesBetween() {
        let t = Track(0.0, [.init(at: 1, to: 10, .curve(.linear, duration: 2))])
        XCTAssertEqual(t.value(at: 0), 0)
        XCTAssertEqual(t.value(at: 2), 5)
        XCTAssertEqual(t.value(at: 3), 10)
        XCTAssertEqual(t.value(at: 9), 10)
    }

    func testAChangeDuringAnotherStartsFromTheCurrentValue() {
        let t = Track(0.0, [.init(at: 0, to: 10, .curve(.linear, duration: 2)), .init(at: 1, to: 0, .curve(.linear, duration: 1))])
        XCTAssertEqual(t.value(at: 1), 5, "no jump when the second change starts")
        XCTAssertEqual(t.value(at: 1.5), 2.5)
        XCTAssertEqual(t.value(at: 2), 0)
    }

    func testNoneIsAStep() {
        let t = Track(2.0, [.init(at: 0.6, to: 1, .none)])
        XCTAssertEqual(t.value(at: 0.599), 2); XCTAssertEqual(t.value(at: 0.6), 1)
    }

    func testSpringChangeMatchesTheSpring() {
        let s = Spring(duration: 0.6, bounce: 0.15)
        let t = Track(0.6, [.init(at: 1.4, to: 1, .spring(s))])
        XCTAssertEqual(t.value(at: 1.7), 0.6 + 0.4 * s.value(0.3), accuracy: 1e-12)
    }
}
