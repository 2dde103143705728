import Deliverables
import Export
import FileIO
import Foundation
import ProjectInputs
import Render
import Screens
import TestSupport
import XCTest

/// The prototype follows the browser's `prefers-reduced-motion` on its own: the same page and
/// files, Chromium with the media feature emulated, and the canvas holds Reduce Motion's frames.
final class ReducedMotionPrototypeTests: XCTestCase {
    func testEmulatedReducedMotionPlaysTheDissolves() throws {
        guard let exe = Chromium.executable else {
            throw XCTSkip("chromium is not installed (scripts/setup-deps.sh installs Debian's chromium)")
        }
        let made = DefaultPrototype.made, standard = DefaultPrototype.project
        var inputs = standard.inputs
        inputs.contexts["motion"] = "reduced"
        let reduced = try Project(inputs)
        let sheet = try XCTUnwrap(Hotspot.sheet.rect(in: standard.resolve(standard.film.node(at: standard.styles.timeline.sheetDismiss.start))))
        let renderer = Renderer()
        // The canvas draws the files 1:1; a dissolve is the browser's blend of two frames, so a
        // level or two of rounding apart from Cairo's.
        let near = ImageComparison(tolerance: 3, allowedShare: 0.001)
        for emulate in [true, false] {
            let dir = Repo.tempDir("pickup-reduced-proto")
            let browser = try Chromium(exe, dir: dir, width: 393, height: 852, scale: 2)
            defer { browser.quit() }
            if emulate {
                try browser.send("Emulation.setEmulatedMedia", ["features": [["name": "prefers-reduced-motion", "value": "reduce"]]])
            }
            try browser.navigate("file://" + made.dir + "/prototype/index.html?review")
            try browser.wait("window.pickupState", toBe: "review", timeout: 90)
            XCTAssertEqual(try browser.evaluate("window.pickupReducedMotion()") as? Bool, emulate)
            // The comp mark of reveal-top-down: under Reduce Motion, the middle of the dissolve.
            try browser.evaluate("document.querySelector('#rv-marks [data-comp=reveal-top-down]').click()")
            let project = emulate ? reduced : standard
            let t = try project.film.time(Comps.named("reveal-top-down")!, project.tokens)
            XCTAssertEqual(try browser.evaluate("window.pickupReview.frame") as? Int, Int((t * 60).rounded()), "emulated: \(emulate)")
            // The flow: Ready, a tap on the sheet, then the clock paused three times on the way:
            // each picture is the frame of that index in the sequence the page follows.
            try browser.press("v", code: "KeyV", keyCode: 86)
            try browser.wait("window.pickupState", toBe: "ready", timeout: 30)
            try browser.tap(sheet.midX, sheet.midY)
            var blended = 0
            for pause in [0.15, 1.3, 1.3] {
                Thread.sleep(forTimeInterval: pause)
                try browser.evaluate("window.pickupPause(true)")
                Thread.sleep(forTimeInterval: 0.1)
                let label = try XCTUnwrap(browser.evaluate("window.pickupFrame") as? String)
                let i = try XCTUnwrap(Int(label.dropFirst("frame ".count)), label)
                if try browser.evaluate("window.pickupManifest.reduced.blends['\(i)'] !== undefined") as? Bool == true { blended += 1 }
                let png = dir + "/frame\(i).png"
                try browser.screenshot().write(to: URL(fileURLWithPath: png))
                let shown = try XCTUnwrap(RasterImage.load(png: png))
                near.assertMatches(shown, renderer.image(try project.frame(at: Double(i) / 60), scale: 2), "emulated-\(emulate)-frame\(i)")
                try browser.evaluate("window.pickupPause(false)")
            }
            if emulate { XCTAssertGreaterThan(blended, 0, "a frame of a dissolve was shown") }
        }
    }

    /// Reduce Motion costs the page data, not pictures: no file more than the standard frames.
    func testTheReducedFramesAreDrawnFromTheStandardFiles() throws {
        let m = try DefaultPrototype.manifest(DefaultPrototype.folder + "/index.html")
        let reduced = try XCTUnwrap(m["reduced"] as? [String: Any])
        let files = Set(m["frames"] as! [Int])
        let frames = reduced["frames"] as! [Int], blends = reduced["blends"] as! [String: [String: Any]]
        XCTAssertEqual(frames.count, (m["frames"] as! [Int]).count)
        XCTAssertTrue(Set(frames).isSubset(of: files))
        XCTAssertTrue(Set(blends.values.map { $0["to"] as! Int }).isSubset(of: files))
        XCTAssertGreaterThan(blends.count, 90, "every frame of the reveal's dissolve is a blend")
        XCTAssertEqual(reduced["always"] as? Bool, false)
    }
}
