import Foundation
import Export
import Geometry
import Nodes
import PathNames
import ProjectInputs
import Render
import Screens
import TestSupport
import XCTest

/// Every comp at @1x against a golden image that was reviewed by eye at @3x beside the spec,
/// pixel for pixel: the same inputs draw the same pixels, so any difference is a change (a moved
/// label, a colour a hair off) and fails, writing actual/expected images to a temp folder.
/// Re-record after an intended change with `PICKUP_RECORD=1 scripts/test.sh --filter GoldenTests`,
/// then look at the new images before committing them.
///
/// The devices are the resolver's (`Repo.devices`): the default device's goldens are every comp,
/// in `Golden/`; each other device's are its key comps, in `Golden/<device>/`. A device added to
/// the resolver fails here, by name, until its goldens are recorded and reviewed.
final class GoldenTests: XCTestCase {
    static let goldenDir = Repo.root + "/Tests/ScreensTests/Golden"
    static let record = ProcessInfo.processInfo.environment["PICKUP_RECORD"] == "1"
    /// Pixel-equal (composited over white, alpha compared too).
    static let strategy = ImageComparison.exact
    /// The comps each device other than the default is held to.
    static let keyComps = ["order-being-made", "reveal-top-down", "pickup"]

    /// Where `device`'s golden of `comp` lives.
    static func golden(_ comp: String, device: String) -> String {
        device == Repo.devices.defaultName ? "\(goldenDir)/\(comp)@1x.png" : "\(goldenDir)/\(device)/\(comp)@1x.png"
    }
    static func comps(of device: String) -> [String] {
        device == Repo.devices.defaultName ? Comps.all.map(\.name) : keyComps
    }
    static func project(_ device: String) throws -> Project {
        try Project(Inputs(tokens: Repo.tokensPath, contexts: ["device": device]))
    }

    func testEveryDevicesCompsMatchTheirGoldens() throws {
        let renderer = Renderer()
        XCTAssertFalse(Repo.devices.names.isEmpty)
        for device in Repo.devices.names {
            let project = try Self.project(device)
            for name in Self.comps(of: device) {
                let actual = renderer.image(try project.displayList(Comps.named(name)!), scale: 1)
                let golden = Self.golden(name, device: device)
                if Self.record {
                    try FileManager.default.createDirectory(atPath: FilePath.dirname(golden), withIntermediateDirectories: true)
                    try actual.writePNG(to: .single(golden), level: 9)
                    continue
                }
                guard let expected = RasterImage.load(png: golden) else {
                    XCTFail("device '\(device)' has no golden \(name)@1x.png (\(golden)): record it with "
                            + "PICKUP_RECORD=1 scripts/test.sh --filter GoldenTests, then review it at @3x")
                    continue
                }
                Self.strategy.assertMatches(actual, expected, "\(device)-\(name)")
            }
        }
    }

    /// The goldens bite: the "Pickup code" caption recoloured by ΔE2000 = 2 (lighter, then
    /// darker) fails against every device's golden.
    func testACaptionRecolouredByDeltaE2FailsOnEveryDevice() throws {
        guard !Self.record else { return }
        let renderer = Renderer()
        for device in Repo.devices.names {
            let project = try Self.project(device)
            let list = try project.displayList(Comps.named("pickup")!)
            let caption = project.content.pickupCodeLabel
            let colour = project.styles.pickup.colors.secondaryLabel
            let expected = try XCTUnwrap(RasterImage.load(png: Self.golden("pickup", device: device)), device)
            for lighter in [true, false] {
                let moved = DeltaE2000.shifted(colour, by: 2, lighter: lighter)
                XCTAssertEqual(DeltaE2000.difference(colour, moved), 2, accuracy: 0.01)
                let recoloured = list.recolouringText(caption, to: moved)
                XCTAssertNotEqual(recoloured, list, "\(device): the caption '\(caption)' is in the comp")
                let actual = renderer.image(recoloured, scale: 1)
                XCTAssertFalse(Self.strategy.matches(actual, expected),
                               "\(device): a caption \(lighter ? "lighter" : "darker") by ΔE2000 2 (\(colour.hex) → \(moved.hex)) passed the golden")
            }
        }
    }
}
