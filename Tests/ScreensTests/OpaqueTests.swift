import Foundation
import Nodes
import ProjectInputs
import Render
@testable import Screens
import TestSupport
import XCTest

/// A screen has no transparent pixel, and the switch from the flat order screen to the 3D
/// reveal does not show, on every device the resolver declares (issue 31, points 3 and 4). A
/// join on a fractional device pixel between two parts drawn side by side leaves pixels that
/// neither covers whole; an opaque simulator screenshot can never match such a comp.
final class OpaqueTests: XCTestCase {
    let renderer = Renderer()

    func project(_ device: String, locale: String? = nil) throws -> Project {
        try Project(Inputs(tokens: Repo.tokensPath, contexts: ["device": device], locale: locale))
    }

    /// How many pixels are not fully opaque, and the first such row.
    func transparency(_ image: RasterImage) -> (count: Int, row: Int?) {
        image.withPixels { p, stride in
            var n = 0, first: Int?
            for y in 0..<image.height {
                for x in 0..<image.width where p[y * stride + x * 4 + 3] != 255 {
                    n += 1
                    if first == nil { first = y }
                }
            }
            return (n, first)
        }
    }

    func assertOpaque(_ list: DisplayList, scale: Double, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        let t = transparency(renderer.image(list, scale: scale))
        XCTAssertEqual(t.count, 0, "\(what) @\(scale)x: \(t.count) pixels not opaque, the first in row \(t.row ?? -1)",
                       file: file, line: line)
    }

    /// Every comp at @1x, @2x and @3x on every device, and at the device's native scale in
    /// every locale (the sheet's height, and so where the facade joins the street, follows the copy).
    func testEveryCompIsOpaqueOnEveryDeviceScaleAndLocale() throws {
        for device in Repo.devices.names {
            let base = try project(device)
            for comp in Comps.all {
                let list = try base.displayList(comp)
                for scale in [1.0, 2, 3] { assertOpaque(list, scale: scale, "\(device) \(comp.name)") }
            }
            let native = Double(base.styles.chrome.nativeScale)
            for locale in try Inputs(tokens: Repo.tokensPath).checkedLocales() where locale != Inputs.baseLocale {
                let p = try project(device, locale: locale)
                for comp in Comps.all { assertOpaque(try p.displayList(comp), scale: native, "\(device) \(locale) \(comp.name)") }
            }
        }
    }

    /// Frames every 0.2 s of the sequence, and every frame of the reveal's first half-second at
    /// 30 fps, at the device's native scale.
    func testEveryFrameIsOpaqueOnEveryDevice() throws {
        for device in Repo.devices.names {
            let p = try project(device)
            let native = Double(p.styles.chrome.nativeScale)
            let start = p.styles.reveal.keyTimes[0]
            let times = stride(from: 0.0, through: 8.2, by: 0.2).map { $0 } + (0..<15).map { start + Double($0) / 30 }
            for t in times { assertOpaque(try p.frame(at: t), scale: native, String(format: "%@ frame at %.3f s", device, t)) }
        }
    }

    /// The last flat frame before the reveal and its first 3D frame are the same picture, pixel
    /// for pixel, at @1x, @2x and @3x on every device, in every locale (where the facade sits
    /// follows the sheet's height, and so the copy).
    func testTheSwitchTo3DIsInvisibleOnEveryDeviceAndLocale() throws {
        let locales = try Inputs(tokens: Repo.tokensPath).checkedLocales()
        for device in Repo.devices.names {
            for locale in locales {
                let p = try project(device, locale: locale)
                let start = p.styles.reveal.keyTimes[0]
                let flat = try p.frame(at: start - 1.0 / 60), reveal = try p.frame(at: start)
                for scale in [1.0, 2, 3] {
                    let r = ImageComparison.diff(renderer.image(reveal, scale: scale), renderer.image(flat, scale: scale), tolerance: 0)
                    XCTAssertEqual(r.maxDelta, 0, "\(device) \(locale) @\(scale)x: \(String(format: "%.4f", r.share * 100)) % of pixels differ, by up to \(r.maxDelta)/255")
                }
            }
        }
    }
}
