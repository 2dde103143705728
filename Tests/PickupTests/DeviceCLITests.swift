import Foundation
import Render
import TestSupport
import XCTest

/// `--device`, `--context`, `--locale` and `--matrix` as a user types them.
final class DeviceCLITests: XCTestCase {
    func pickup(_ args: [String]) throws -> ToolRun { try Tool.run(CLITests.binary, args, cwd: Repo.root) }

    func testUnknownDeviceLocaleOrModifierIsAUsageErrorNamingTheChoices() throws {
        let out = Repo.tempDir("pickup-cli-device")
        let device = try pickup(["export", "--device", "xl", "--out", out])
        XCTAssertEqual(device.status, 64)
        XCTAssertTrue(device.stderr.contains("choose one of: \(Repo.devices.list)"), device.stderr)
        let modifier = try pickup(["export", "--context", "season=winter", "--out", out])
        XCTAssertEqual(modifier.status, 64)
        XCTAssertTrue(modifier.stderr.contains("no modifier 'season'"), modifier.stderr)
        let malformed = try pickup(["export", "--context", "device", "--out", out])
        XCTAssertEqual(malformed.status, 64)
        let locale = try pickup(["export", "--locale", "xx-XX", "--out", out])
        XCTAssertEqual(locale.status, 64, "an unknown choice on the command line is a usage error")
        XCTAssertTrue(locale.stderr.contains("en-GB, en-US, fr-FR, ja-JP"), locale.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out + "/comps"), "nothing is written")
    }

    /// A device is declared once, in the resolver: a context added there (a 360 × 780 pt screen
    /// at @2x) is in `--help`, is a `--device` choice, is exported by `--matrix`, and gets
    /// snapshot references at its own native scale — with no other edit.
    func testADeviceAddedToTheResolverIsEverywhere() throws {
        let dir = Repo.tempDir("pickup-cli-newdevice")
        try FileManager.default.copyItem(atPath: Repo.tokensPath, toPath: dir + "/design-tokens.json")
        var resolver = try String(contentsOfFile: Repo.resolverPath, encoding: .utf8)
        let context = #""tiny": [{"size": {"canvas": {"width": {"$type": "dimension", "$value": {"value": 360, "unit": "px"}}, "#
            + #""height": {"$type": "dimension", "$value": {"value": 780, "unit": "px"}}, "scale": {"$type": "number", "$value": 2}}}}],"#
        let anchor = #""contexts": {"#
        let at = try XCTUnwrap(resolver.range(of: anchor), "the device modifier's contexts")
        resolver.insert(contentsOf: "\n" + context, at: at.upperBound)
        try resolver.write(toFile: dir + "/design-tokens.resolver.json", atomically: true, encoding: .utf8)
        func run(_ args: [String]) throws -> ToolRun { try Tool.run(CLITests.binary, args, cwd: dir) }

        let help = try run(["export", "--help"])
        XCTAssertEqual(help.status, 0, help.stderr)
        XCTAssertTrue(help.stdout.contains("Device class from the resolver: tiny, se, mini, pro, plus, promax"), help.stdout)
        // (Its native scale is `pickup help devices`' to say: help resolves no device, issue 47.13.)
        // `pickup help devices` resolves it: its canvas and scale, the base set's safe area and corners.
        let devices = try run(["help", "devices"])
        XCTAssertEqual(devices.status, 0, devices.stderr)
        let tiny = try XCTUnwrap(devices.stdout.split(separator: "\n").first { $0.hasPrefix("  tiny ") }, devices.stdout)
        XCTAssertTrue(tiny.hasSuffix("360 × 780 pt, safe area 59 / 34 pt, @2x, rounded corners"), String(tiny))
        let table = try run(["help", "devices", "--markdown"])
        XCTAssertTrue(table.stdout.contains("\n| `tiny` | 360 × 780 | 59 / 34 | @2x | rounded |\n"), table.stdout)
        XCTAssertTrue(table.stdout.contains("\n| `se` | 375 × 667 | 20 / 0 | @2x | square (sheet radius 0) |\n"), table.stdout)
        let m = try run(["export", "--matrix", "--devices", "tiny", "--locales", "en-GB", "--scales", "1", "--formats", "png",
                         "--out", "out", "--snapshots", "snaps", "--quiet"])
        XCTAssertEqual(m.status, 0, m.stderr)
        let comp = try XCTUnwrap(RasterImage.load(png: dir + "/out/tiny/en-GB/comps/pickup@1x.png"))
        XCTAssertEqual([comp.width, comp.height], [360, 780])
        let snap = try XCTUnwrap(RasterImage.load(png: dir + "/snaps/__Snapshots__/PickupSnapshotTests/testPickup.tiny.png"))
        XCTAssertEqual([snap.width, snap.height], [720, 1560], "its own native scale, @2x")
    }

    func testTooLongPayloadIsRefusedNamingTheLimit() throws {
        let dir = Repo.tempDir("pickup-cli-payload")
        let content = dir + "/long.json"
        // Over the longest that fits the SE (1452 bytes in English, over the compact card).
        try JSONSerialization.data(withJSONObject: ["qrPayload": String(repeating: "x", count: 1500)])
            .write(to: URL(fileURLWithPath: content))
        let r = try pickup(["export", "--device", "se", "--content", content, "--out", dir + "/out"])
        XCTAssertEqual(r.status, 65)
        XCTAssertTrue(r.stderr.contains("pickup: error: content 'qrPayload' (1500 bytes)"), r.stderr)
        XCTAssertTrue(r.stderr.contains("the longest payload that fits this device is"), r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out"))
    }

    /// A card so tall (a 200-pt headline) that it leaves the code no room on the screen: the
    /// card scrolls below the code (issue 33.2), which keeps its least side and scans. (Before,
    /// no code fitted and the card was named as the cause.)
    func testACardTallerThanTheScreenScrollsBelowTheCode() throws {
        let dir = Repo.tempDir("pickup-cli-noroom")
        var tokens = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Repo.tokensPath))) as! [String: Any]
        var type = tokens["type"] as! [String: Any], screen2 = type["pickup"] as! [String: Any]
        var headline = screen2["headline"] as! [String: Any], value = headline["$value"] as! [String: Any]
        value["fontSize"] = ["value": 200, "unit": "px"]
        headline["$value"] = value; screen2["headline"] = headline; type["pickup"] = screen2; tokens["type"] = type
        try JSONSerialization.data(withJSONObject: tokens).write(to: URL(fileURLWithPath: dir + "/tokens.json"))
        let r = try pickup(["export", "--tokens", dir + "/tokens.json", "--out", dir + "/out", "--scales", "2", "--formats", "png", "--quiet"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(try Tool.zbar(dir + "/out/comps/pickup@2x.png"), "BLANKSTREET-A42")
    }

    func testDeviceAndContextAreTheSameAndDrawTheDevicesCanvas() throws {
        let dir = Repo.tempDir("pickup-cli-se")
        let a = try pickup(["frame", "--device", "se", "--at", "7", "--scale", "1", "--out", dir + "/a.png"])
        XCTAssertEqual(a.status, 0, a.stderr)
        let b = try pickup(["frame", "--context", "device=se", "--at", "7", "--scale", "1", "--out", dir + "/b.png"])
        XCTAssertEqual(b.status, 0, b.stderr)
        let pa = try XCTUnwrap(FileManager.default.contents(atPath: dir + "/a.png"))
        XCTAssertEqual(pa, FileManager.default.contents(atPath: dir + "/b.png"))
        // IHDR: width and height of the SE canvas at @1x.
        XCTAssertEqual(pa[16..<24].map { $0 }, [0, 0, 1, 0x77, 0, 0, 2, 0x9B])
        XCTAssertEqual(try Tool.zbar(dir + "/a.png"), "BLANKSTREET-A42")
    }

    func testMatrixWritesEveryVariantAndThePictureThenSkipsEverything() throws {
        let out = Repo.tempDir("pickup-cli-matrix")
        let args = ["export", "--matrix", "--devices", "se,promax", "--locales", "fr-FR,ja-JP", "--formats", "png,pdf",
                    "--scales", "1", "--out", out]
        let first = try pickup(args)
        XCTAssertEqual(first.status, 0, first.stderr)
        for variant in ["se/fr-FR", "se/ja-JP", "promax/fr-FR", "promax/ja-JP"] {
            XCTAssertEqual(try Tool.zbar("\(out)/\(variant)/comps/pickup@1x.png"), "BLANKSTREET-A42", variant)
            XCTAssertTrue(FileManager.default.fileExists(atPath: "\(out)/\(variant)/comps.pdf"), variant)
        }
        XCTAssertTrue(try Tool.pdfText("\(out)/se/fr-FR/comps/pickup.pdf").contains("Montrez ceci à votre barista"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/matrix.png"))
        let second = try pickup(args)
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertFalse(second.stdout.contains("rendered 1"), second.stdout)
        XCTAssertEqual(second.stdout.components(separatedBy: "nothing changed").count - 1, 5, second.stdout)
        let bad = try pickup(["export", "--matrix", "--device", "se", "--out", out])
        XCTAssertEqual(bad.status, 64)
    }
}
