import Foundation
import Geometry
import Nodes
@testable import Screens
import XCTest

/// How long a 3D frame takes to build and draw next to a 2D one (printed, not asserted).
final class SpeedTests: XCTestCase {
    func measure(_ label: String, _ times: [Double], scale: Double, _ node: (Double) -> Node) -> Double {
        let t0 = Date()
        for t in times { _ = RevealFixture.render(node(t), scale: scale) }
        let ms = Date().timeIntervalSince(t0) * 1000 / Double(times.count)
        print(String(format: "%@ @%.0fx: %.1f ms per frame", label, scale, ms))
        return ms
    }

    func testFrameTimes() throws {
        let s = RevealFixture.styles, c = RevealFixture.content
        let times = stride(from: 4.0, through: 5.45, by: 0.1).map { $0 }
        _ = RevealFixture.scene
        for scale in [1.0, 3.0] {
            _ = measure("2D order-ground", times, scale: scale) { _ in
                OrderScreen.node(s.order, c, OrderState(minutes: 1, ready: 1, makingFill: 1, sheetDown: 1, buttonMorph: 1, groundFade: 1), layout: RevealFixture.layout)
            }
            _ = measure("3D reveal (scene built per frame)", times, scale: scale) { t in
                try! Reveal.node(s, c, layout: RevealFixture.layout, time: t)
            }
            _ = measure("3D reveal (scene built once)", times, scale: scale) { t in GeometryNode(RevealFixture.scene.frame(at: t)) }
        }
    }
}
