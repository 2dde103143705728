import Foundation
import Nodes
import ProjectInputs
import Render
@testable import Screens
import TestSupport
import XCTest

/// The code lands centred (issue 45, point 1): from 4.8 to 5.3 s, at 60 fps, the left and
/// right margins of all the dark blocks on screen (the code's and the street's) differ by at
/// most 12 pt in every frame, on every device. Measured in the picture of the scene alone
/// (the chrome over it is not blocks), @1x. Before: pro 70 / 0 pt at 4.967 s (the code cut at
/// the right edge), se 91 / 35, promax 81 / 0 — the camera moved across the code along the
/// rise's own progress, so it was still over the left part as the code came into view.
final class CentringTests: XCTestCase {
    static let most = 12.0

    /// The first and last columns of `image` with a dark pixel (luminance below mid-grey).
    static func darkColumns(_ image: RasterImage) -> (first: Int, last: Int)? {
        let w = image.width, h = image.height
        var first = w, last = -1
        image.withPixels { p, stride in
            for y in 0..<h {
                for x in 0..<w where x < first || x > last {
                    let o = y * stride + x * 4   // B G R A, over an opaque picture
                    if 0.0722 * Double(p[o]) + 0.7152 * Double(p[o + 1]) + 0.2126 * Double(p[o + 2]) < 128 {
                        first = min(first, x); last = max(last, x)
                    }
                }
            }
        }
        return last < 0 ? nil : (first, last)
    }

    func testTheBlocksAreFramedSymmetricallyAsTheCodeLands() throws {
        let r = Renderer()
        for device in Repo.devices.names {
            let p = try Project(Inputs(tokens: Repo.tokensPath, contexts: ["device": device]))
            var worst = (t: 0.0, left: 0.0, right: 0.0)
            for t in RevealFixture.frames(4.8, 5.3) {
                let image = r.image(p.resolve(GeometryNode(p.film.reveal.frame(at: t))), scale: 1)
                guard let c = Self.darkColumns(image) else { XCTFail("\(device) at \(t) s: no block on screen"); continue }
                let left = Double(c.first), right = Double(image.width - 1 - c.last)
                if abs(left - right) > abs(worst.left - worst.right) { worst = (t, left, right) }
                XCTAssertLessThanOrEqual(abs(left - right), Self.most,
                                         String(format: "%@ at %.3f s: the blocks stand %.0f pt from the left, %.0f from the right", device, t, left, right))
            }
            print(String(format: "%@: margins differ by at most %.0f pt (%.0f / %.0f at %.3f s)",
                         device, abs(worst.left - worst.right), worst.left, worst.right, worst.t))
        }
    }

    /// The measure sees a code off-centre: a dark square 70 pt from the left and 10 from the right.
    func testTheMeasureSeesAnOffCentreCode() throws {
        let image = try XCTUnwrap(RasterImage.filled(width: 100, height: 40) { p, stride in
            for y in 0..<40 {
                for x in 0..<100 {
                    let v: UInt8 = (70..<90).contains(x) && (10..<30).contains(y) ? 28 : 239
                    p[y * stride + x * 4] = v; p[y * stride + x * 4 + 1] = v; p[y * stride + x * 4 + 2] = v; p[y * stride + x * 4 + 3] = 255
                }
            }
            return true
        })
        let c = try XCTUnwrap(Self.darkColumns(image))
        XCTAssertEqual(c.first, 70); XCTAssertEqual(c.last, 89)
    }
}
