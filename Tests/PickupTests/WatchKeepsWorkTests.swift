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

    /// A thousand icons removed at once make a short line (issue 42.7): the first few named,
    /// then how many more — it was one 27 KB line. The start line, which names every watched
    /// file, is summarised alike.
    func testAThousandIconsRemovedAreSummarised() throws {
        let dir = Repo.tempDir("pickup-watch-thousand")
        try FileManager.default.copyItem(atPath: Repo.tokensPath, toPath: dir + "/design-tokens.json")
        try FileManager.default.createDirectory(atPath: dir + "/icons", withIntermediateDirectories: false)
        let names = (0..<1000).map { String(format: "i%04d.svg", $0) }
        for n in names { try Data(square.utf8).write(to: URL(fileURLWithPath: dir + "/icons/" + n)) }
        // No icon is called i0000: the first export is refused, and watch waits for a fix.
        let p = try BackgroundPickup(["watch", "--out", "out", "--scales", "1", "--formats", "png"], cwd: dir)
        p.waitFor("no icon is called", count: 1)
        XCTAssertTrue(p.output.contains("Watching design-tokens.json, icons/i0000.svg, icons/i0001.svg and 998 more → out/"), p.output)
        for n in names { try FileManager.default.removeItem(atPath: dir + "/icons/" + n) }
        p.waitFor(" — export: rendered", count: 1)
        p.interrupt()
        XCTAssertEqual(p.process.terminationStatus, 0, p.output)
        XCTAssertTrue(p.output.contains(" icons/i0000.svg, icons/i0001.svg, icons/i0002.svg and 997 more removed — export: rendered"), p.output)
        let longest = p.output.split(separator: "\n").map(\.utf8.count).max() ?? 0
        XCTAssertLessThan(longest, 400, "every line short: \(p.output.prefix(2000))")
    }
}
