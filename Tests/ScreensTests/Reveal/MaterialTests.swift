import Foundation
import Geometry
import Nodes
import Render
@testable import Screens
import XCTest

/// The top buttons are SwiftUI's ultraThinMaterial: the facade shows through clearly. Measured
/// against the same frame without the buttons (the reveal's first frame, which is order-ground's
/// picture): inside each circle the tint lightens the facade little and the blur keeps some of
/// its contrast (white 45 % over a 12-px blur measured 28.9 / 255 and 17 %; now 12.3 and 27 %).
final class MaterialTests: XCTestCase {
    func testFacadeShowsThroughTheTopButtons() throws {
        let s = RevealFixture.styles, c = RevealFixture.content
        let bare = try Reveal.node(s, c, layout: RevealFixture.layout, time: RevealFixture.keyTimes[0])
        let withButtons = Canvas(width: s.chrome.canvas.width, height: s.chrome.canvas.height) {
            bare
            TopButtons.node(s.order, morph: 1)
        }.node
        let scale = 2.0
        let a = RevealFixture.render(bare, scale: scale), b = RevealFixture.render(withButtons, scale: scale)
        let o = s.order, r = o.chrome.button / 2
        for cx in [o.chrome.buttonEdge + r, o.chrome.canvas.width - o.chrome.buttonEdge - r] {
            let cy = o.chrome.safeTop + r
            var la: [Double] = [], lb: [Double] = []
            for y in Int((cy - r) * scale)..<Int((cy + r) * scale) {
                for x in Int((cx - r) * scale)..<Int((cx + r) * scale) {
                    let dx = (Double(x) + 0.5) / scale - cx, dy = (Double(y) + 0.5) / scale - cy
                    // The ring inside the circle, clear of its edge and of the glyph.
                    let d = (dx * dx + dy * dy).squareRoot()
                    guard d < r - 2, d > o.chrome.buttonIcon / 2 + 2 else { continue }
                    func lum(_ p: RasterImage.Pixel) -> Double { 0.2126 * Double(p.r) + 0.7152 * Double(p.g) + 0.0722 * Double(p.b) }
                    la.append(lum(a.pixel(x, y))); lb.append(lum(b.pixel(x, y)))
                }
            }
            func mean(_ v: [Double]) -> Double { v.reduce(0, +) / Double(v.count) }
            func sd(_ v: [Double]) -> Double { let m = mean(v); return (v.map { ($0 - m) * ($0 - m) }.reduce(0, +) / Double(v.count)).squareRoot() }
            let lift = mean(lb) - mean(la), kept = sd(lb) / sd(la)
            print(String(format: "button at x = %.0f: lightened by %.1f / 255, keeps %.0f %% of the facade's contrast", cx, lift, kept * 100))
            XCTAssertLessThan(lift, 20, "the tint washes the facade out")
            XCTAssertGreaterThan(kept, 0.22, "the blur leaves too little of the facade")
        }
    }
}
