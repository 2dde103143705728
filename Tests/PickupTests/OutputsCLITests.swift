import Foundation
import Render
import Screens
import TestSupport
import XCTest

/// `tokens --diff` with icons beside the files, and `export --snapshots` for the app's tests.
final class OutputsCLITests: XCTestCase {
    static var binary: String { CLITests.binary }
    let square = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" fill="currentColor"/></svg>"#

    /// "Nothing was written" is true (issue 32, point 10): a FIFO where a comp goes, a folder
    /// where the manifest goes, and a manifest or lock that is a link leading out are each
    /// refused (exit 73) before anything is touched — no picture, manifest or lock file — in
    /// `export` and in `frames`. Before, the FIFO stopped the run after 40 other files.
    func testAnOutputInTheWayIsRefusedBeforeAnythingIsWritten() throws {
        let root = Repo.tempDir("pickup-preflight")
        let outside = root + "/outside.json"
        let cases: [(String, [String], (String) throws -> Void, String)] = [
            ("fifo", ["export"], { dir in
                try FileManager.default.createDirectory(atPath: dir + "/comps", withIntermediateDirectories: true)
                XCTAssertEqual(mkfifo(dir + "/comps/pickup.svg", 0o644), 0)
            }, "comps/pickup.svg: is a FIFO, not a regular file"),
            ("folder", ["export"], { dir in
                try FileManager.default.createDirectory(atPath: dir + "/manifest.json", withIntermediateDirectories: true)
            }, "manifest.json: is a folder, not a regular file"),
            ("manifest-link", ["export"], { dir in
                try FileManager.default.createSymbolicLink(atPath: dir + "/manifest.json", withDestinationPath: outside)
            }, "manifest.json: leads out of the output folder"),
            ("lock-link", ["frames", "--fps", "1", "--scale", "1"], { dir in
                try FileManager.default.createSymbolicLink(atPath: dir + "/.pickup.lock", withDestinationPath: outside)
            }, ".pickup.lock: leads out of the output folder"),
        ]
        for (label, command, setUp, why) in cases {
            let dir = root + "/" + label
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            try setUp(dir)
            let before = try FileManager.default.subpathsOfDirectory(atPath: dir).sorted()
            let r = try Tool.run(Self.binary, command + ["--out", dir, "--tokens", Repo.tokensPath])
            XCTAssertEqual(r.status, 73, "\(label): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains(why) && r.stderr.contains("Nothing was written."), "\(label): \(r.stderr)")
            XCTAssertEqual(try FileManager.default.subpathsOfDirectory(atPath: dir).sorted(), before, "\(label): something was written")
            XCTAssertFalse(FileManager.default.fileExists(atPath: outside), label)
        }
    }

    /// A token change and an icon dropped in beside the new file: the tokens' lines hold only what
    /// the road colour touches, the icon gets lines of its own (the clock is on the first three
    /// comps; the road on the first four).
    func testDiffSeparatesIconsFromTokens() throws {
        let dir = Repo.tempDir("pickup-diff-icons")
        try FileManager.default.createDirectory(atPath: dir + "/new/icons", withIntermediateDirectories: true)
        let new = try roadTokens(in: dir + "/new")
        try Data(square.utf8).write(to: URL(fileURLWithPath: dir + "/new/icons/clock.svg"))
        let r = try Tool.run(Self.binary, ["tokens", "--diff", Repo.tokensPath, new, "--fps", "2"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains("Tokens: 1 changed, 0 added, 0 removed"), r.stdout)
        XCTAssertTrue(lines.contains("Comps touched (4 of 9): order-being-made, order-1-min, order-ready, order-street"), r.stdout)
        XCTAssertTrue(lines.contains("Icons: 0 changed, 1 added, 0 removed"), r.stdout)
        XCTAssertTrue(lines.contains("  clock.svg: added (icons/clock.svg replaces the built-in glyph)"), r.stdout)
        let byIcons = try XCTUnwrap(lines.first { $0.hasPrefix("Comps touched by icons") }, r.stdout)
        XCTAssertTrue(byIcons.contains("order-being-made") && !byIcons.contains("order-street") && !byIcons.contains("pickup"), byIcons)
        XCTAssertTrue(lines.contains { $0.hasPrefix("Frames touched by icons at 2 fps") }, r.stdout)

        // The icon alone: no token changes and no comps touched by tokens.
        try FileManager.default.createDirectory(atPath: dir + "/same/icons", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Repo.tokensPath, toPath: dir + "/same/design-tokens.json")
        try Data(square.utf8).write(to: URL(fileURLWithPath: dir + "/same/icons/clock.svg"))
        let icon = try Tool.run(Self.binary, ["tokens", "--diff", Repo.tokensPath, dir + "/same/design-tokens.json", "--fps", "2"])
        XCTAssertEqual(icon.status, 0, icon.stderr)
        XCTAssertTrue(icon.stdout.contains("Tokens: 0 changed, 0 added, 0 removed\nComps touched (0 of 9): none\n"), icon.stdout)
        XCTAssertTrue(icon.stdout.contains("Frames touched at 2 fps (0 of 17): no frames\n"), icon.stdout)
        // No icons on either side: one line saying so.
        let none = try Tool.run(Self.binary, ["tokens", "--diff", Repo.tokensPath, Repo.tokensPath, "--fps", "2"])
        XCTAssertTrue(none.stdout.hasSuffix("Icons: 0 changed, 0 added, 0 removed\n"), none.stdout)
    }

    /// `export --snapshots DIR`: every comp at the device's native scale, named as
    /// swift-snapshot-testing looks for it, equal to the exported PNG; --matrix writes every
    /// device (the SE @2x); a link leading out of DIR and a bad suite name are refused before
    /// anything is written.
    func testSnapshotReferences() throws {
        let dir = Repo.tempDir("pickup-snapshots")
        let r = try Tool.run(Self.binary, ["export", "--tokens", Repo.tokensPath, "--out", dir + "/out", "--formats", "png",
                                           "--snapshots", dir + "/App/Tests", "--quiet"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let folder = dir + "/App/Tests/__Snapshots__/PickupSnapshotTests"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        // One per comp (the comps' own list), named as swift-snapshot-testing looks for them.
        XCTAssertEqual(names.count, Comps.all.count, "\(names)")
        for name in ["testOrder1Min.pro.png", "testOrderBeingMade.pro.png", "testPickupWalletAdded.pro.png", "testRevealTopDown.pro.png"] {
            XCTAssertTrue(names.contains(name), "\(name) in \(names)")
        }
        let image = try XCTUnwrap(RasterImage.load(png: folder + "/testOrderBeingMade.pro.png"))
        XCTAssertEqual([image.width, image.height], [1179, 2556], "pro is @3x")
        XCTAssertEqual(FileManager.default.contents(atPath: folder + "/testOrderBeingMade.pro.png"),
                       FileManager.default.contents(atPath: dir + "/out/comps/order-being-made@3x.png"))

        // The SE at @2x, drawn (the export wrote @1x only), beside pro's, in a suite of its own.
        let m = try Tool.run(Self.binary, ["export", "--tokens", Repo.tokensPath, "--matrix", "--devices", "se,pro", "--locales", "en-GB",
                                           "--scales", "1", "--formats", "png", "--out", dir + "/matrix",
                                           "--snapshots", dir + "/M", "--snapshot-suite", "CheckoutSnapshotTests", "--quiet"])
        XCTAssertEqual(m.status, 0, m.stderr)
        let se = try XCTUnwrap(RasterImage.load(png: dir + "/M/__Snapshots__/CheckoutSnapshotTests/testPickup.se.png"))
        XCTAssertEqual([se.width, se.height], [750, 1334], "the SE is @2x")
        let small = try XCTUnwrap(RasterImage.load(png: dir + "/matrix/se/en-GB/comps/pickup@1x.png"))
        XCTAssertEqual([small.width, small.height], [375, 667])
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/M/__Snapshots__/CheckoutSnapshotTests/testPickup.pro.png"))

        // A link at __Snapshots__ leading out of DIR: refused (73), nothing written anywhere.
        try FileManager.default.createDirectory(atPath: dir + "/elsewhere", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/L", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir + "/L/__Snapshots__", withDestinationPath: dir + "/elsewhere")
        let link = try Tool.run(Self.binary, ["export", "--tokens", Repo.tokensPath, "--out", dir + "/out2", "--snapshots", dir + "/L", "--quiet"])
        XCTAssertEqual(link.status, 73, link.stderr)
        XCTAssertTrue(link.stderr.contains("leads out of the output folder"), link.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir + "/elsewhere"), [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out2"), "checked before the export")

        for (args, message) in [(["--snapshots", dir + "/S", "--snapshot-suite", "a/b"], "contains '/'"),
                                (["--snapshot-suite", "X"], "--snapshot-suite goes with --snapshots"),
                                (["--snapshots", dir + "/S", "--shard", "1/2"], "does not go with --shard")] {
            let bad = try Tool.run(Self.binary, ["export", "--tokens", Repo.tokensPath, "--out", dir + "/out3", "--quiet"] + args)
            XCTAssertEqual(bad.status, 64, bad.stderr)
            XCTAssertTrue(bad.stderr.contains(message), bad.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out3"))
        }
    }
}
