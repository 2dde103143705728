import Deliverables
import Export
import FileIO
import Foundation
import Render
import Screens
import TestSupport
import XCTest

/// Review mode for designers (`?review`, or V), in headless Chromium.
final class ReviewModeTests: XCTestCase {
    func testReviewModeStepsFrameByFrameWithTheCompsMarked() throws {
        guard let exe = Chromium.executable else {
            throw XCTSkip("chromium is not installed (scripts/setup-deps.sh installs Debian's chromium)")
        }
        let made = DefaultPrototype.made, project = DefaultPrototype.project
        let browser = try Chromium(exe, dir: Repo.tempDir("pickup-review"), width: 393, height: 852, scale: 2)
        defer { browser.quit() }
        try browser.navigate("file://" + made.dir + "/prototype/index.html?review")
        try browser.wait("window.pickupState", toBe: "review", timeout: 90)
        func frame() throws -> Int { try XCTUnwrap(browser.evaluate("window.pickupReview.frame") as? Int) }
        func label() throws -> String { try XCTUnwrap(browser.evaluate("document.getElementById('rv-time').textContent") as? String) }
        XCTAssertEqual(try frame(), 0)
        XCTAssertEqual(try browser.evaluate("window.pickupReview.playing") as? Bool, false, "review opens paused")
        XCTAssertEqual(try browser.evaluate("document.getElementById('review').hidden") as? Bool, false)

        // The comps, marked at their token times (one mark per moment).
        let marks = try XCTUnwrap(browser.evaluate("[...document.querySelectorAll('#rv-marks [data-comp]')].map(b => b.dataset.comp).join(',')") as? String)
        XCTAssertTrue(marks.hasPrefix("order-being-made,order-1-min,order-ready"), marks)
        XCTAssertTrue(marks.contains("pickup"), marks)
        XCTAssertFalse(marks.contains("pickup-wallet-added"), "a variant shares its moment's mark")

        // → three times, ← once: frame 2, t = 2/60 s, and the picture is that frame.
        for _ in 0..<3 { try browser.press("ArrowRight", code: "ArrowRight", keyCode: 39) }
        XCTAssertEqual(try frame(), 3)
        try browser.press("ArrowLeft", code: "ArrowLeft", keyCode: 37)
        XCTAssertEqual(try frame(), 2)
        XCTAssertEqual(try browser.evaluate("window.pickupFrame") as? String, "frame 2")
        let l2 = try label()
        XCTAssertTrue(l2.hasPrefix("frame 2 · 0.033 s"), l2)
        // Shift+→ steps ten frames; to the comp `order-1-min` (t = 1 s = frame 60) by clicking its mark.
        try browser.press("ArrowRight", code: "ArrowRight", keyCode: 39, shift: true)
        XCTAssertEqual(try frame(), 12)
        try browser.evaluate("document.querySelector('#rv-marks [data-comp=order-1-min]').click()")
        let t1 = try project.tokens[Tok.comp.order1Min]
        XCTAssertEqual(try frame(), Int((t1 * 60).rounded()))
        let l60 = try label()
        XCTAssertTrue(l60.contains("order-1-min"), l60)
        let rect = try XCTUnwrap(browser.evaluate("""
            (() => { const r = document.getElementById("screen").getBoundingClientRect(); return [r.width, r.height].join(","); })()
            """) as? String).split(separator: ",").map { Double($0)! }
        XCTAssertEqual(rect[1], 852 - 56, accuracy: 0.5, "the screen fits above the review bar")

        // Play at 0.25×: about 15 frames a second (the browser's clock; loosely), then Space pauses.
        try browser.evaluate("document.querySelector('#review button[data-speed=\"0.25\"]').click()")
        XCTAssertEqual(try browser.evaluate("window.pickupReview.speed") as? Double, 0.25)
        let before = try frame()
        try browser.press(" ", code: "Space", keyCode: 32)
        XCTAssertEqual(try browser.evaluate("window.pickupReview.playing") as? Bool, true)
        Thread.sleep(forTimeInterval: 1.0)
        try browser.press(" ", code: "Space", keyCode: 32)
        let moved = try frame() - before
        XCTAssertGreaterThan(moved, 3, "it plays")
        XCTAssertLessThan(moved, 40, "at a quarter speed (60 fps × 0.25 ≈ 15 frames/s)")
        let paused = try frame()
        Thread.sleep(forTimeInterval: 0.3)
        XCTAssertEqual(try frame(), paused, "paused")

        // V leaves review mode: the app-like flow starts again from t = 0.
        try browser.press("v", code: "KeyV", keyCode: 86)
        XCTAssertEqual(try browser.evaluate("window.pickupState") as? String, "status")
        XCTAssertEqual(try browser.evaluate("document.getElementById('review').hidden") as? Bool, true)
        // Without ?review the flow is the default, and the arrows do nothing to it.
        try browser.navigate("file://" + made.dir + "/prototype/index.html")
        try browser.wait("location.search + window.pickupState", toBe: "status", timeout: 90)
        try browser.press("ArrowRight", code: "ArrowRight", keyCode: 39)
        XCTAssertEqual(try browser.evaluate("window.pickupState") as? String, "status")
    }
}
