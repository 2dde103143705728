import Foundation
import Export
import ProjectInputs
import Render
import Screens
import TestSupport
import XCTest

/// Every comp at @1x against a golden image that was reviewed by eye at @3x beside the spec.
/// A per-channel tolerance and a small share of pixels absorb antialiasing noise; a real change
/// (a moved label, a wrong colour) fails and writes actual/expected images to a temp folder.
/// Re-record after an intended change with `PICKUP_RECORD=1 scripts/test.sh --filter GoldenTests`,
/// then look at the new images before committing them.
final class GoldenTests: XCTestCase {
    static let goldenDir = Repo.root + "/Tests/ScreensTests/Golden"
    static let record = ProcessInfo.processInfo.environment["PICKUP_RECORD"] == "1"
    let strategy = ImageComparison(tolerance: 3, allowedShare: 0.002)

    func testEveryCompMatchesItsGolden() throws {
        for comp in Comps.all {
            let actual = Fixture.image(comp.name, scale: 1)
            let golden = "\(Self.goldenDir)/\(comp.name)@1x.png"
            if Self.record {
                try actual.writePNG(to: golden, level: 9)
                continue
            }
            guard let expected = RasterImage.load(png: golden) else {
                XCTFail("no golden image \(golden); record with PICKUP_RECORD=1")
                continue
            }
            strategy.assertMatches(actual, expected, comp.name)
        }
    }

    /// Each other device's key comps (the order sheet, the top-down reveal, the Pickup screen)
    /// against goldens in `Golden/<device>/`, reviewed by eye at @3x like the rest.
    func testEveryDevicesKeyCompsMatchTheirGoldens() throws {
        let renderer = Renderer()
        for device in ["se", "mini", "plus", "promax"] {
            let project = try Project(Inputs(tokens: Repo.tokensPath, contexts: ["device": device]))
            for name in ["order-being-made", "reveal-top-down", "pickup"] {
                let actual = renderer.image(try project.displayList(Comps.named(name)!), scale: 1)
                let golden = "\(Self.goldenDir)/\(device)/\(name)@1x.png"
                if Self.record {
                    try FileManager.default.createDirectory(atPath: "\(Self.goldenDir)/\(device)", withIntermediateDirectories: true)
                    try actual.writePNG(to: golden, level: 9)
                    continue
                }
                guard let expected = RasterImage.load(png: golden) else {
                    XCTFail("no golden image \(golden); record with PICKUP_RECORD=1")
                    continue
                }
                strategy.assertMatches(actual, expected, "\(device)-\(name)")
            }
        }
    }
}
