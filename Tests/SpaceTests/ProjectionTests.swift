import Foundation
import Geometry
import Nodes
@testable import Space
import XCTest

/// The projector's arithmetic on cases whose answers are known by hand.
final class ProjectionTests: XCTestCase {
    /// 90° vertical field of view on a 200 × 200 screen: focal length 100 points.
    let cam = Camera(position: .zero, pitch: 0, fieldOfView: .pi / 2, screen: Size(200, 200), near: 0.5)

    func assertPoint(_ p: Point?, _ x: Double, _ y: Double, file: StaticString = #filePath, line: UInt = #line) {
        guard let p else { return XCTFail("not projected", file: file, line: line) }
        XCTAssertEqual(p.x, x, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(p.y, y, accuracy: 1e-9, file: file, line: line)
    }

    func testProjectionOfKnownPoints() {
        let pr = Projector(cam)
        XCTAssertEqual(cam.focalLength, 100, accuracy: 1e-9)
        assertPoint(pr.project(Vec3(0, 0, -1)), 100, 100)      // on the axis: the centre
        assertPoint(pr.project(Vec3(1, 0, -1)), 200, 100)      // 45° right: the edge
        assertPoint(pr.project(Vec3(0, 1, -2)), 100, 50)       // up is up the screen (y down)
        XCTAssertEqual(pr.depth(Vec3(3, 4, -7)), 7, accuracy: 1e-12)
        XCTAssertNil(pr.project(Vec3(0, 0, 1)))                // behind the eye
        XCTAssertNil(pr.project(Vec3(0, 0, -0.25)))            // in front, but nearer than `near`
    }

    func testStraightDownCameraSeesNorthUp() {
        var c = cam
        c.position = Vec3(0, 10, 0); c.pitch = -.pi / 2
        let pr = Projector(c)
        assertPoint(pr.project(Vec3(0, 0, 0)), 100, 100)
        assertPoint(pr.project(Vec3(1, 0, 0)), 110, 100)       // east is right
        assertPoint(pr.project(Vec3(0, 0, -1)), 100, 90)       // north is up
    }

    func testNearPlaneClippingOfPolygonCrossingThePlane() {
        // A ground square running from 3 in front of the eye to 1 behind it.
        let pr = Projector(cam)
        let quad = [Vec3(-1, -1, -3), Vec3(1, -1, -3), Vec3(1, -1, 1), Vec3(-1, -1, 1)]
        let out = pr.projectPolygon(quad)
        XCTAssertEqual(out.count, 4, "two corners kept, two made on the near plane")
        // Kept corners project normally; new ones sit at depth `near` (z = −0.5): x = ±1 → ±200.
        assertPoint(out[0], 100 - 100.0 / 3, 100 + 100.0 / 3)
        assertPoint(out[1], 100 + 100.0 / 3, 100 + 100.0 / 3)
        assertPoint(out[2], 100 + 200, 100 + 200)
        assertPoint(out[3], 100 - 200, 100 + 200)
        XCTAssertTrue(pr.projectPolygon(quad.map { $0 + Vec3(0, 0, 5) }).isEmpty, "wholly behind: nothing")
        XCTAssertEqual(pr.projectPolygon(quad.map { $0 - Vec3(0, 0, 5) }).count, 4, "wholly in front: untouched")
    }

    func testCurveSubdivisionStaysWithinAQuarterPixel() {
        // Circles on a plane seen steeply at @3x: sample the true projected curve densely and
        // measure its distance to the flattened polyline.
        var c = cam
        c.position = Vec3(0, 3, 4); c.pitch = -0.6
        let pr = Projector(c)
        let scale = 3.0, tol = 0.25 / scale
        let tex = PlaneTexture(origin: Vec3(-2, 0, -2), u: Vec3(0.02, 0, 0), v: Vec3(0, 0.004, 0.02), list: OutlinedList(size: Size(200, 200), items: []))
        var worst = 0.0
        for (cx, cy, r) in [(100.0, 100.0, 80.0), (40.0, 150.0, 12.0), (160.0, 30.0, 3.0)] {
            let circle = Path.circle(center: Point(cx, cy), radius: r)
            let flat = Flattener(map: { pr.projectUnclipped(tex.world($0)) }, tolerance: tol).flatten(circle)
            var poly: [Point] = []
            for e in flat.elements { if case .move(let p) = e { poly.append(p) } else if case .line(let p) = e { poly.append(p) } }
            for i in 0..<4000 {
                let a = Double(i) / 4000 * 2 * .pi
                // The path is cubic arcs, not a true circle: sample the Béziers themselves.
                let q = pr.projectUnclipped(tex.world(bezierCirclePoint(circle, a)))
                var d = Double.infinity
                for j in 0..<(poly.count - 1) { d = min(d, Flattener.distance(q, poly[j], poly[j + 1])) }
                worst = max(worst, d)
            }
        }
        print(String(format: "curve flattening: worst distance %.4f device px at @3x (limit 0.25)", worst * scale))
        XCTAssertLessThanOrEqual(worst * scale, 0.25)
    }

    /// The point of `circle`'s cubic arcs at angle fraction `a` (4 arcs of 90°, uniform in t).
    func bezierCirclePoint(_ circle: Path, _ a: Double) -> Point {
        var cubics: [(Point, Point, Point, Point)] = []
        var cur = Point.zero
        for e in circle.elements {
            switch e {
            case .move(let p): cur = p
            case .cubic(let c1, let c2, let p): cubics.append((cur, c1, c2, p)); cur = p
            default: break
            }
        }
        let u = a / (2 * .pi) * Double(cubics.count)
        let k = min(cubics.count - 1, Int(u)), t = u - Double(k)
        let (p0, p1, p2, p3) = cubics[k], s = 1 - t
        return p0 * (s * s * s) + p1 * (3 * s * s * t) + p2 * (3 * s * t * t) + p3 * (t * t * t)
    }

    func testBoxFrontFacesProjectWithOneWinding() {
        var c = cam
        c.position = Vec3(3, 4, 5); c.pitch = -0.5
        let pr = Projector(c)
        let box = Box(min: Vec3(-1, -2, -6), max: Vec3(1, -1, -5))
        let faces = box.frontFaces(pr)
        XCTAssertEqual(Set(faces), [.top, .south, .east])
        for f in faces {
            let p = pr.projectPolygon(box.corners(f))
            var area = 0.0
            for i in p.indices { let a = p[i], b = p[(i + 1) % p.count]; area += a.x * b.y - b.x * a.y }
            XCTAssertLessThan(area, 0, "\(f): counter-clockwise outside reads clockwise in y-down screen space? sign must agree")
        }
    }
}
