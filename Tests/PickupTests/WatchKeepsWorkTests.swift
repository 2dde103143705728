import Foundation
import TestSupport
import XCTest

/// `watch` never loses work: a watched file that vanishes (a checkout, an editor that deletes
/// then writes) leaves the exports as they are — the built-in tokens do not stand in for it —
/// and its return is exported; an icons/ folder made after watch started is watched.
final class WatchKeepsWorkTests: XCTestCase {
    let square = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" fill="currentColor"/></svg>"#

    func testAVanishedTokenFileKeepsTheExports() throws {
        let dir = Repo.tempDir("pickup-watch-gone")
        let tokens = dir + "/design-tokens.json"
        // A design of the user's own: the road recoloured.
        let road = try roadTokens(in: dir)
        try FileManager.default.copyItem(atPath: road, toPath: tokens)
        let p = try BackgroundPickup(["watch", "--out", "out", "--scales", "1", "--formats", "png"], cwd: dir)
        p.waitFor("start — export", count: 1)
        let comp = dir + "/out/comps/order-street@1x.png"
        let before = try Data(contentsOf: URL(fileURLWithPath: comp))
        try FileManager.default.removeItem(atPath: tokens)
        p.waitFor("design-tokens.json was removed", count: 1)
        Thread.sleep(forTimeInterval: 0.5)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: comp)), before, "the user's design is kept, not the stock one")
        // Back, as it was: exported as usual (nothing to draw).
        try FileManager.default.copyItem(atPath: road, toPath: tokens)
        p.waitFor("design-tokens.json saved — export:", count: 1)
        XCTAssertEqual(p.output.components(separatedBy: "was removed").count - 1, 1, "said once: \(p.output)")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: comp)), before)
        p.interrupt()
        XCTAssertEqual(p.process.terminationStatus, 0, p.output)
    }

    func testAnIconsFolderMadeLaterIsWatched() throws {
        let dir = Repo.tempDir("pickup-watch-icons")
        try FileManager.default.copyItem(atPath: Repo.tokensPath, toPath: dir + "/design-tokens.json")
        let p = try BackgroundPickup(["watch", "--out", "out", "--scales", "1", "--formats", "png"], cwd: dir)
        p.waitFor("start — export", count: 1)
        try FileManager.default.createDirectory(atPath: dir + "/icons", withIntermediateDirectories: false)
        p.waitFor("icons/ created — export:", count: 1)
        try Data(square.utf8).write(to: URL(fileURLWithPath: dir + "/icons/clock.svg"))
        p.waitFor("icons/clock.svg added — export: rendered", count: 1)
        p.interrupt()
        XCTAssertEqual(p.process.terminationStatus, 0, p.output)
    }
}
