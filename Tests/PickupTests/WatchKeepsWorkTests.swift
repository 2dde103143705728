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

    /// A folder replaced — `mv tok tok.old; mkdir tok`, as a branch switch does — is followed by
    /// its path (issue 32, point 5a): the new folder's file is exported, and a save in the
    /// moved-away copy is not.
    func testAReplacedFolderIsFollowedByItsPath() throws {
        let dir = Repo.tempDir("pickup-watch-replaced")
        try FileManager.default.createDirectory(atPath: dir + "/tok", withIntermediateDirectories: false)
        try FileManager.default.copyItem(atPath: Repo.tokensPath, toPath: dir + "/tok/design-tokens.json")
        let p = try BackgroundPickup(["watch", "--tokens", "tok/design-tokens.json", "--out", "out", "--scales", "1", "--formats", "png"], cwd: dir)
        p.waitFor("start — export", count: 1)
        let comp = dir + "/out/comps/order-street@1x.png"
        let stock = try Data(contentsOf: URL(fileURLWithPath: comp))
        try FileManager.default.moveItem(atPath: dir + "/tok", toPath: dir + "/tok.old")
        try FileManager.default.createDirectory(atPath: dir + "/tok", withIntermediateDirectories: false)
        let road = try roadTokens(in: dir)
        try FileManager.default.copyItem(atPath: road, toPath: dir + "/tok/design-tokens.json")
        p.waitFor("tokens changed: color.facade.road", count: 1)
        let recoloured = try Data(contentsOf: URL(fileURLWithPath: comp))
        XCTAssertNotEqual(recoloured, stock, "the new folder's tokens are drawn")
        // A save in the moved-away folder is not the watched file.
        try FileManager.default.removeItem(atPath: dir + "/tok.old/design-tokens.json")
        try FileManager.default.copyItem(atPath: try roadTokens(in: dir, hex: "#998877", components: [0.6, 0.533, 0.467]),
                                         toPath: dir + "/tok.old/design-tokens.json")
        Thread.sleep(forTimeInterval: 1.0)
        XCTAssertEqual(p.output.components(separatedBy: "saved — export").count - 1, 1, p.output)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: comp)), recoloured)
        // And the new folder keeps being watched.
        try FileManager.default.removeItem(atPath: dir + "/tok/design-tokens.json")
        try FileManager.default.copyItem(atPath: Repo.tokensPath, toPath: dir + "/tok/design-tokens.json")
        p.waitFor("saved — export", count: 2)
        p.waitFor("tokens changed: color.facade.road", count: 2)
        p.interrupt()
        XCTAssertEqual(p.process.terminationStatus, 0, p.output)
    }

    /// An icons/ folder there at start (issue 32, point 5b): an icon removed is no longer drawn
    /// (the built-in glyph is), and an icon added is exported.
    func testIconsAddedAndRemovedInAFolderThereAtStartAreExported() throws {
        let dir = Repo.tempDir("pickup-watch-icons-there")
        try FileManager.default.copyItem(atPath: Repo.tokensPath, toPath: dir + "/design-tokens.json")
        try FileManager.default.createDirectory(atPath: dir + "/icons", withIntermediateDirectories: false)
        try Data(square.utf8).write(to: URL(fileURLWithPath: dir + "/icons/clock.svg"))
        let p = try BackgroundPickup(["watch", "--out", "out", "--scales", "1", "--formats", "png"], cwd: dir)
        p.waitFor("start — export", count: 1)
        try FileManager.default.removeItem(atPath: dir + "/icons/clock.svg")
        p.waitFor("icons/clock.svg removed — export: rendered", count: 1)
        XCTAssertFalse(p.output.contains("was removed"), p.output)
        try Data(square.utf8).write(to: URL(fileURLWithPath: dir + "/icons/checkmark.svg"))
        p.waitFor("icons/checkmark.svg added — export: rendered", count: 1)
        p.interrupt()
        XCTAssertEqual(p.process.terminationStatus, 0, p.output)
    }
}
