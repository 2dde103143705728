import XCTest
@testable import Geometry

final class TransformTests: XCTestCase {
    func testPreConcatAppliesTheArgumentFirst() {
        let scale = Transform.scale(2, 2), move = Transform.translation(10, 0)
        // move after scale: (1, 1) → (2, 2) → (12, 2)
        XCTAssertEqual(move.preConcat(scale).apply(Point(1, 1)), Point(12, 2))
        // scale after move: (1, 1) → (11, 1) → (22, 2)
        XCTAssertEqual(move.postConcat(scale).apply(Point(1, 1)), Point(22, 2))
    }

    func testRotationTurnsXTowardsY() {
        let p = Transform.rotation(.pi / 2).apply(Point(1, 0))
        XCTAssertEqual(p.x, 0, accuracy: 1e-12)
        XCTAssertEqual(p.y, 1, accuracy: 1e-12)
    }

    func testMeanScaleOfUniformScale() {
        XCTAssertEqual(Transform.scale(3, 3).meanScale, 3, accuracy: 1e-12)
    }
}

final class PathTests: XCTestCase {
    /// Samples a cubic segment at parameter t.
    func cubicPoint(_ p0: Point, _ c1: Point, _ c2: Point, _ p3: Point, _ t: Double) -> Point {
        let u = 1 - t
        return p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p3 * (t * t * t)
    }

    func testArcStaysOnTheCircle() {
        var p = Path()
        p.arc(center: Point(5, 5), radius: 10, startAngle: 0.3, endAngle: 4.0)
        var last = Point.zero
        var worst = 0.0
        for e in p.elements {
            switch e {
            case .move(let q): last = q
            case .cubic(let c1, let c2, let q):
                for i in 0...20 {
                    let s = cubicPoint(last, c1, c2, q, Double(i) / 20) - Point(5, 5)
                    worst = max(worst, abs((s.x * s.x + s.y * s.y).squareRoot() - 10))
                }
                last = q
            default: break
            }
        }
        XCTAssertLessThan(worst, 10 * 3e-4, "arc error \(worst)")
    }

    func testRoundedRectClampsRadiiToHalfTheShortSide() {
        let p = Path.roundedRect(Rect(x: 0, y: 0, width: 10, height: 4), radius: 40)
        let b = p.controlBounds!
        XCTAssertEqual(b, Rect(x: 0, y: 0, width: 10, height: 4))
    }

    func testEmptyPathHasNoBounds() {
        XCTAssertNil(Path().controlBounds)
    }
}

final class ColorTests: XCTestCase {
    func testHexParsesSixAndEightDigits() {
        XCTAssertEqual(Color(hex: "#D8C29E")?.hex, "#D8C29E")
        XCTAssertEqual(Color(hex: "#00000080")!.a, 128.0 / 255, accuracy: 1e-9)
    }

    func testMalformedHexIsRefused() {
        for bad in ["D8C29E", "#D8C29", "#GGGGGG", "#", ""] { XCTAssertNil(Color(hex: bad), bad) }
    }
}

/// The bulk shortcuts of `Path` give exactly the path the element-by-element calls give.
final class PathBuildingTests: XCTestCase {
    func testPolygonAndAppendMatchStepByStep() {
        let pts = [Point(0, 0), Point(3, 1), Point(2, 5), Point(-1, 4)]
        let stepwise = Path { p in
            p.move(to: pts[0]); for q in pts.dropFirst() { p.line(to: q) }; p.close()
        }
        XCTAssertEqual(Path(polygon: pts), stepwise)
        var a = Path { $0.move(to: Point(9, 9)); $0.line(to: Point(10, 9)) }
        var b = a
        a.append(stepwise)
        for e in stepwise.elements {
            switch e {
            case .move(let p): b.move(to: p)
            case .line(let p): b.line(to: p)
            case .quad(let c, let p): b.quad(to: p, control: c)
            case .cubic(let c1, let c2, let p): b.cubic(to: p, control1: c1, control2: c2)
            case .close: b.close()
            }
        }
        XCTAssertEqual(a, b)
        // After the appended path, the current point is where it left it: a line goes on from there.
        a.line(to: Point(7, 7)); b.line(to: Point(7, 7))
        XCTAssertEqual(a, b)
    }
}
