import Deliverables
import Export
import FileIO
import Foundation
import Render
import Screens
import TestSupport
import XCTest

/// The prototype as a person uses it, in a real browser (headless Chromium): wait for Ready,
/// tap the sheet, reach the Pickup screen, tap the wallet button, tap X — each step's
/// screenshot compared with its comp rendered at the same scale.
final class BrowserFlowTests: XCTestCase {
    static let scale = 2.0
    /// The page draws the PNG frames 1:1 into a canvas; the screenshot is that canvas. Only PNG
    /// decoding and compositing stand between them, so the tolerance is small.
    let same = ImageComparison(tolerance: 3, allowedShare: 0.001)

    func testWholeFlowMatchesTheComps() throws {
        guard let exe = Chromium.executable else {
            throw XCTSkip("chromium is not installed (scripts/setup-deps.sh installs Debian's chromium)")
        }
        // The default prototype (@2x, 60 fps; its frames stored as patches), shared with PrototypeSizeTests.
        let dir = DefaultPrototype.made.dir
        let project = DefaultPrototype.project
        let comp: (String) throws -> RasterImage = { name in
            try Renderer().image(project.displayList(Comps.named(name)!), scale: Self.scale)
        }
        let atRest = project.resolve(project.film.node(at: project.styles.timeline.sheetDismiss.start))
        let settled = project.resolve(project.film.node(at: project.styles.timeline.end))
        let sheet = try XCTUnwrap(Hotspot.sheet.rect(in: atRest))
        let close = try XCTUnwrap(Hotspot.topLeading.rect(in: settled)), wallet = try XCTUnwrap(Hotspot.wallet.rect(in: settled))

        let browser = try Chromium(exe, dir: dir, width: 393, height: 852, scale: Self.scale)
        defer { browser.quit() }
        var step = 0
        func check(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
            step += 1
            let png = dir + "/step\(step)-\(name).png"
            try browser.screenshot().write(to: URL(fileURLWithPath: png))
            guard let shot = RasterImage.load(png: png) else { return XCTFail("\(png) is not a PNG", file: file, line: line) }
            same.assertMatches(shot, try comp(name), "step\(step)-\(name)", file: file, line: line)
        }
        let state = "window.pickupState"

        try browser.navigate("file://" + dir + "/prototype/index.html")
        try browser.wait(state, toBe: "status", timeout: 90)      // once the frames up to Ready are in
        // It starts playing before the last file is in: the rest loads while the status plays.
        let atStart = try XCTUnwrap(browser.evaluate("""
            (() => { const h = window.pickupHistory.find(e => e.state === "status"); return [h.loaded, window.pickupLoaded.total]; })()
            """) as? [Int])
        XCTAssertLessThan(atStart[0], atStart[1], "the flow waited for every file: \(atStart)")

        // Before Ready the sheet and the back chevron do nothing (the clock is paused so the
        // check cannot race the status animation).
        try browser.evaluate("window.pickupPause(true)")
        try browser.tap(sheet.midX, sheet.midY)
        try browser.tap(close.midX, close.midY)
        try browser.tap(sheet.midX, sheet.minY + 40, dragTo: [(sheet.midX, sheet.minY + 120), (sheet.midX, sheet.minY + 200)])
        XCTAssertEqual(try browser.evaluate(state) as? String, "status", "taps before Ready are ignored")
        try browser.evaluate("window.pickupPause(false)")

        try browser.wait(state, toBe: "ready", timeout: 20)
        try check("order-ready")
        try browser.tap(close.midX, close.midY)                     // the back chevron
        XCTAssertEqual(try browser.evaluate(state) as? String, "ready", "the back chevron does nothing")
        try browser.tap(20, 200)                                     // the illustration, off the sheet
        XCTAssertEqual(try browser.evaluate(state) as? String, "ready", "a tap off the sheet does nothing")

        try browser.tap(sheet.midX, sheet.midY)
        try browser.wait(state, toBe: "pickup", timeout: 30)
        try check("pickup")
        // The reveal keeps the timeline's time (2.9 → 8.2 s): frames are dropped, never slowed.
        let reveal = try browser.evaluate("""
            (() => { const h = window.pickupHistory, i = h.map(e => e.state).lastIndexOf("reveal");
                     return (h[i + 1].at - h[i].at) / 1000; })()
            """) as? Double ?? 0
        let expected = project.styles.timeline.end - project.styles.timeline.sheetDismiss.start
        XCTAssertGreaterThanOrEqual(reveal, expected - 0.05, "the reveal cannot run faster than the timeline")
        XCTAssertLessThanOrEqual(reveal, expected + 1.0, "the reveal took \(reveal) s for \(expected) s of timeline")

        try browser.tap(wallet.midX, wallet.midY)
        try browser.wait(state, toBe: "wallet-added", timeout: 10)
        try browser.evaluate("window.pickupPause(true)")
        XCTAssertEqual(try browser.evaluate(state) as? String, "wallet-added", "paused while Added shows")
        try check("pickup-wallet-added")
        try browser.evaluate("window.pickupPause(false)")
        try browser.wait(state, toBe: "pickup", timeout: 10)        // Added is brief
        try check("pickup")

        // X restarts at exactly the t = 0 frame, every state reset.
        try browser.evaluate("window.pickupPause(true)")
        try browser.tap(close.midX, close.midY)
        XCTAssertEqual(try browser.evaluate(state) as? String, "status")
        XCTAssertEqual(try browser.evaluate("window.pickupFrame") as? String, "frame 0")
        try check("order-being-made")
        try browser.evaluate("window.pickupPause(false)")

        // A slow drag: the sheet follows the finger (a frame of its slide, part way), and let go
        // short of a third of its travel it goes back up to Ready.
        try browser.wait(state, toBe: "ready", timeout: 20)
        let x = sheet.midX, y0 = sheet.minY + 40
        try browser.slowDrag([(x, y0), (x, y0 + 30), (x, y0 + 60), (x, y0 + 90)], pause: 0.15, release: false)
        XCTAssertEqual(try browser.evaluate(state) as? String, "dragging")
        let readyFrame = try XCTUnwrap(browser.evaluate("window.pickupManifest.readyFrame") as? Int)
        let midDrag = Int(String((try browser.evaluate("window.pickupFrame") as? String ?? "").dropFirst(6))) ?? -1
        XCTAssertGreaterThan(midDrag, readyFrame, "the sheet follows the finger down")
        try browser.slowDrag([(x, y0 + 90), (x, y0 + 80), (x, y0 + 70)], pause: 0.15, press: false)
        try browser.wait(state, toBe: "ready", timeout: 5)
        XCTAssertEqual(try browser.evaluate("window.pickupFrame") as? String, "frame \(readyFrame)", "let go short, it springs back")
        // Dragged slowly past a third of its travel, it goes.
        try browser.slowDrag([(x, y0), (x, y0 + 60), (x, y0 + 120), (x, y0 + 180), (x, y0 + 180)], pause: 0.15)
        XCTAssertEqual(try browser.evaluate(state) as? String, "reveal", "dragged past a third, the sheet is dismissed")
        try browser.wait(state, toBe: "pickup", timeout: 30)
        try browser.tap(close.midX, close.midY)
        try browser.wait(state, toBe: "ready", timeout: 20)

        // The second time through, a downward swipe on the sheet dismisses it.
        try browser.wait(state, toBe: "ready", timeout: 20)
        try browser.tap(sheet.midX, sheet.minY + 40, dragTo: [(sheet.midX, sheet.minY + 120), (sheet.midX, sheet.minY + 200)])
        try browser.wait(state, toBe: "pickup", timeout: 30)
        try check("pickup")

        // In a window of another shape the screen fills it keeping the phone's aspect, and taps
        // still land: X, in the scaled screen, restarts.
        _ = try browser.send("Emulation.setDeviceMetricsOverride", ["width": 700, "height": 600, "deviceScaleFactor": Self.scale, "mobile": false])
        Thread.sleep(forTimeInterval: 0.3)
        let rect = try XCTUnwrap(browser.evaluate("""
            (() => { const r = document.getElementById("screen").getBoundingClientRect();
                     return [r.left, r.top, r.width, r.height].join(","); })()
            """) as? String).split(separator: ",").map { Double($0)! }
        XCTAssertEqual(rect[3], 600, accuracy: 0.5, "fills the window's height")
        XCTAssertEqual(rect[2], 600 * 393 / 852, accuracy: 0.5, "keeps the aspect")
        XCTAssertEqual(rect[0], (700 - rect[2]) / 2, accuracy: 0.5, "centred")
        let k = rect[3] / 852
        try browser.tap(rect[0] + close.midX * k, rect[1] + close.midY * k)
        XCTAssertEqual(try browser.evaluate(state) as? String, "status", "X in the scaled screen")
        _ = try browser.send("Emulation.setDeviceMetricsOverride", ["width": 393, "height": 852, "deviceScaleFactor": Self.scale, "mobile": false])
        Thread.sleep(forTimeInterval: 0.3)

        // The Pickup screen answers as soon as it is there, not at 8.2 s: X from its first
        // frame, the wallet button from the first settled frame, while the sequence plays on.
        func reached(_ key: String) -> String {
            "String(window.pickupState === 'reveal' && +String(window.pickupFrame).slice(6) >= window.pickupManifest.\(key))"
        }
        try browser.wait(state, toBe: "ready", timeout: 20)
        try browser.tap(sheet.midX, sheet.midY)
        try browser.wait(reached("stillFrame"), toBe: "true", timeout: 30)
        try browser.tap(wallet.midX, wallet.midY)
        XCTAssertEqual(try browser.evaluate(state) as? String, "wallet", "the wallet button answers on the settled screen")
        try browser.wait(state, toBe: "pickup", timeout: 10)
        try browser.tap(close.midX, close.midY)
        try browser.wait(state, toBe: "ready", timeout: 20)
        try browser.tap(sheet.midX, sheet.midY)
        try browser.wait(reached("pickupFrame"), toBe: "true", timeout: 30)
        try browser.tap(close.midX, close.midY)
        XCTAssertEqual(try browser.evaluate(state) as? String, "status", "X answers on the Pickup screen's first frame")
    }
}
