import Foundation
import Screens
import TestSupport
import XCTest

/// `pickup export`, `pickup watch` and `pickup tokens --diff` as a user runs them.
final class CommandTests: XCTestCase {
    static var binary: String { Repo.pickupBinary }

    func testExportPrintsRenderedSkippedAndTheChangedToken() throws {
        let dir = Repo.tempDir("pickup-cmd")
        let args = ["export", "--out", dir + "/out", "--scales", "1", "--formats", "png"]
        let first = try Tool.run(Self.binary, args + ["--tokens", Repo.tokensPath, "--quiet"])
        XCTAssertEqual(first.status, 0, first.stderr)
        let road = try Tool.run(Self.binary, args + ["--tokens", roadTokens(in: dir)])
        XCTAssertEqual(road.status, 0, road.stderr)
        XCTAssertTrue(road.stdout.contains("tokens changed: color.facade.road"), road.stdout)
        XCTAssertTrue(road.stderr.contains("comps/order-street@1x.png"), "progress names what was drawn: \(road.stderr)")
        let noop = try Tool.run(Self.binary, args + ["--tokens", roadTokens(in: dir)])
        XCTAssertTrue(noop.stdout.contains("rendered 0, skipped \(Comps.all.count + 1), removed 0 — nothing changed"), noop.stdout)
    }

    func testDiffNamesTokensCompsAndFrameRanges() throws {
        let dir = Repo.tempDir("pickup-cmd")
        let r = try Tool.run(Self.binary, ["tokens", "--diff", Repo.tokensPath, roadTokens(in: dir), "--fps", "10"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("color.facade.road: #A6A6A6 → #B39999"), r.stdout)
        XCTAssertTrue(r.stdout.contains("Tokens: 1 changed, 0 added, 0 removed"), r.stdout)
        let comps = r.stdout.split(separator: "\n").first { $0.hasPrefix("Comps touched") } ?? ""
        XCTAssertTrue(comps.contains("order-street") && !comps.contains(" pickup"), r.stdout)
        XCTAssertTrue(r.stdout.contains("frames 0000–"), r.stdout)
        let same = try Tool.run(Self.binary, ["tokens", "--diff", Repo.tokensPath, Repo.tokensPath, "--fps", "2"])
        XCTAssertTrue(same.stdout.contains("Frames touched at 2 fps (0 of 17): no frames"), same.stdout)
        let usage = try Tool.run(Self.binary, ["tokens", "--diff", Repo.tokensPath])
        XCTAssertEqual(usage.status, 64)
    }

    /// Drives `pickup watch`: a summary after the first export, an error (with the token path)
    /// for a broken save with the exports left as they were, a summary again after the fix,
    /// and exit 0 on SIGINT with a last line.
    func testWatchSurvivesABrokenSaveAndStopsOnSIGINT() throws {
        let dir = Repo.tempDir("pickup-watch")
        let tokens = dir + "/tokens.json", out = dir + "/out"
        let good = try Data(contentsOf: URL(fileURLWithPath: Repo.tokensPath))
        try good.write(to: URL(fileURLWithPath: tokens))

        let p = try BackgroundPickup(["watch", "--tokens", tokens, "--out", out, "--scales", "1", "--formats", "png"])
        p.waitFor("— export: rendered \(Comps.all.count + 1)", count: 1)
        let exported = try snapshot(out)

        // An editor's save: write a temporary file, rename it over the original.
        func save(_ data: Data) throws {
            try data.write(to: URL(fileURLWithPath: dir + "/.tokens.json.swp"))
            XCTAssertEqual(rename(dir + "/.tokens.json.swp", tokens), 0)
        }
        let broken = String(decoding: good, as: UTF8.self).replacingOccurrences(of: "\"#A6A6A6\"", with: "\"#A6A6\"")
        try save(Data(broken.utf8))
        p.waitFor("token 'color.facade.road'", count: 1)
        let untouched = try snapshot(out)
        XCTAssertEqual(Set(untouched.keys), Set(exported.keys))
        for (k, v) in exported { XCTAssertTrue(untouched[k]!.data == v.data && untouched[k]!.mtime == v.mtime, "\(k) kept") }

        try save(Data(contentsOf: URL(fileURLWithPath: roadTokens(in: dir))))
        p.waitFor("tokens changed: color.facade.road", count: 1)
        // A plain in-place write (close-after-write) is seen too.
        try good.write(to: URL(fileURLWithPath: tokens))
        p.waitFor("tokens changed: color.facade.road", count: 2)

        p.interrupt()   // SIGINT
        XCTAssertEqual(p.process.terminationReason, .exit)
        XCTAssertEqual(p.process.terminationStatus, 0, p.output)
        p.waitFor("Stopped watching.", count: 1)
    }

}
