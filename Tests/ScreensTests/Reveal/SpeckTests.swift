import Foundation
import Nodes
import ProjectInputs
import Render
@testable import Screens
import TestSupport
import XCTest

/// The street leaves without specks (issue 31, point 1): from the top-down moment to the
/// landing, no dark shape — a connected region darker than mid-grey — is smaller than 4 pt on
/// screen, in any frame, on any device, at any scale. Shapes cut by the frame's edge, and the
/// top bar's glyphs, aside.
final class SpeckTests: XCTestCase {
    let renderer = Renderer()
    static let least = 4.0

    /// The dark regions of `image` (luminance below mid-grey) wholly inside it and below `top`
    /// pixels, that are under `least` pixels both wide and tall: (count, the first one's box).
    static func specks(_ image: RasterImage, least: Double, below top: Int) -> (count: Int, first: RasterImage.Box?) {
        let w = image.width, h = image.height
        var dark = [Bool](repeating: false, count: w * h)
        image.withPixels { p, stride in
            for y in top..<h {
                for x in 0..<w {
                    let o = y * stride + x * 4   // B G R A, premultiplied over an opaque picture
                    let l = 0.0722 * Double(p[o]) + 0.7152 * Double(p[o + 1]) + 0.2126 * Double(p[o + 2])
                    dark[y * w + x] = l < 128
                }
            }
        }
        var seen = [Bool](repeating: false, count: w * h)
        var count = 0, first: RasterImage.Box?
        var stack: [Int] = []
        for start in 0..<(w * h) where dark[start] && !seen[start] {
            var x0 = w, x1 = -1, y0 = h, y1 = -1
            seen[start] = true
            stack.append(start)
            while let i = stack.popLast() {
                let x = i % w, y = i / w
                x0 = min(x0, x); x1 = max(x1, x); y0 = min(y0, y); y1 = max(y1, y)
                for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)] where nx >= 0 && nx < w && ny >= 0 && ny < h {
                    let j = ny * w + nx
                    if dark[j] && !seen[j] { seen[j] = true; stack.append(j) }
                }
            }
            let cut = x0 == 0 || y0 <= top || x1 == w - 1 || y1 == h - 1
            if !cut, Double(x1 - x0 + 1) < least, Double(y1 - y0 + 1) < least {
                count += 1
                if first == nil { first = RasterImage.Box(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1) }
            }
        }
        return (count, first)
    }

    /// The scene alone (the chrome over it is not the street), every frame of 4.6 s to the
    /// landing at 60 fps @1x, at 30 fps @2x and at 10 fps @3x, on every device.
    func testNoSpeckFromTopDownToTheLanding() throws {
        for device in Repo.devices.names {
            let p = try Project(Inputs(tokens: Repo.tokensPath, contexts: ["device": device]))
            let k = p.styles.reveal.keyTimes
            let top = p.styles.chrome.safeTop + p.styles.pickup.sizes.topBar
            for (scale, fps) in [(1.0, 60.0), (2, 30), (3, 10)] {
                let n0 = Int((k[1] * fps).rounded(.up)), n1 = Int((k[3] * fps).rounded(.down))
                for n in n0...n1 {
                    let t = Double(n) / fps
                    let list = p.resolve(GeometryNode(p.film.reveal.frame(at: t)))
                    let s = Self.specks(renderer.image(list, scale: scale), least: Self.least * scale, below: Int(top * scale))
                    XCTAssertEqual(s.count, 0, String(format: "%@ @%.0fx at %.3f s: %d dark shapes under 4 pt, the first at %@",
                                                      device, scale, t, s.count, "\(s.first.map { "\($0)" } ?? "")"))
                }
            }
        }
    }

    /// The counter counts: a 2-pt dark square on light ground is one speck, a 6-pt one none.
    func testTheCounterFindsASpeck() throws {
        for (side, expected) in [(2, 1), (6, 0)] {
            let image = try XCTUnwrap(RasterImage.filled(width: 40, height: 40) { p, stride in
                for y in 0..<40 {
                    for x in 0..<40 {
                        let inside = (10..<(10 + side)).contains(x) && (10..<(10 + side)).contains(y)
                        let v: UInt8 = inside ? 0 : 240
                        p[y * stride + x * 4] = v; p[y * stride + x * 4 + 1] = v; p[y * stride + x * 4 + 2] = v; p[y * stride + x * 4 + 3] = 255
                    }
                }
                return true
            })
            XCTAssertEqual(Self.specks(image, least: 4, below: 0).count, expected, "\(side)-px square")
        }
    }
}
