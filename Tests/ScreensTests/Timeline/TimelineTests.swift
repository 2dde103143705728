import Foundation
import ProjectInputs
import XCTest
import Export
import FileIO
import Geometry
import Nodes
import Render
@testable import Screens
import TestSupport

/// The sequence as the brief times it: frames are pure functions of t, comps are frames.
final class TimelineTests: XCTestCase {
    static let project = try! Project(tokensPath: Repo.tokensPath)
    var project: Project { Self.project }

    func testSixtyFramesPerSecondFromZeroThroughTheEnd() {
        let times = Timeline.frameTimes(project.styles, fps: 60)
        XCTAssertEqual(times.count, 493)
        XCTAssertEqual(times.first, 0)
        XCTAssertEqual(times.last!, 8.2, accuracy: 1e-9)
        XCTAssertEqual(FramesJob(outDir: "/x").indices(project), Array(0...492))
    }

    func testCompsAreTheirFramesAndRestartIsFrameZero() throws {
        for comp in Comps.all where comp.name != "pickup-wallet-added" {
            let t = try comp.time(project.tokens)
            XCTAssertEqual(try project.displayList(comp), try project.frame(at: t), comp.name)
        }
        XCTAssertEqual(try project.frame(at: 0), try project.displayList(Comps.named("order-being-made")!))
    }

    /// The facade and street are laid out once per sequence (`OrderScreen.Scenery`, through
    /// `Layout.prelaid`); every order frame before the ground fades is exactly the frame laid
    /// out whole, on a device whose facade moves up (se), one that draws a wall above it
    /// (promax), in a script whose sheet is taller (ja-JP).
    func testTheSceneryLaidOutOnceIsTheFrameLaidOutWhole() throws {
        for (device, locale) in [("se", "en-GB"), ("promax", "ja-JP"), ("pro", "en-GB")] {
            let p = try Project(Inputs(tokens: Repo.tokensPath, contexts: ["device": device], locale: locale))
            var compared = 0
            for t in Timeline.frameTimes(p.styles, fps: 30) {
                guard case .order(let st) = p.film.storyboard.shot(at: t), st.groundFade == 0 else { continue }
                let whole = p.resolve(OrderScreen.node(p.styles.order, p.content, st, p.film.orderMeasures))
                XCTAssertEqual(try p.frame(at: t), whole, "\(device) \(locale) at \(t) s")
                compared += 1
            }
            XCTAssertGreaterThan(compared, 60, device)
        }
    }

    func testTheSequenceReadsAsTheBriefSaysIt() throws {
        func state(_ t: Double) -> OrderState {
            guard case .order(let s) = Storyboard(project.styles.timeline, project.content).shot(at: t) else {
                XCTFail("no order screen at \(t)"); return OrderState(minutes: 0, makingFill: 0)
            }
            return s
        }
        XCTAssertEqual(state(0.3).tick, 0); XCTAssertEqual(state(0.3).ready, 0)
        XCTAssertEqual(state(0.3).makingFill, 0.6, accuracy: 1e-12, "Making ~60 % while being made")
        XCTAssertEqual(state(0.95).tick, 1, "ticked to 1 min by 0.9 s")
        XCTAssertGreaterThan(state(1.5).ready, 0); XCTAssertLessThan(state(1.5).ready, 1)
        XCTAssertEqual(state(2.5).ready, 1); XCTAssertEqual(state(2.5).makingFill, 1, "bars settled")
        XCTAssertEqual(state(2.89).sheetDown, 0); XCTAssertEqual(state(3.3).sheetDown, 1)
        XCTAssertLessThan(state(3.25).sheetDown, 1, "the slide takes the brief's ~0.4 s")
        XCTAssertEqual(state(3.3).buttonMorph, 1)
        XCTAssertEqual(state(3.3).groundFade, 0); XCTAssertEqual(state(3.9).groundFade, 1)
        let seq = Storyboard(project.styles.timeline, project.content)
        XCTAssertEqual(seq.shot(at: 4.6), .reveal(4.6))
        guard case .pickup(let p) = seq.shot(at: 5.7), case .pickup(let still) = seq.shot(at: 6.2) else { return XCTFail() }
        XCTAssertGreaterThan(p.title, 0); XCTAssertLessThan(p.title, 1)
        XCTAssertEqual(still, PickupState(), "still from ~6 s: title shown, card settled")
    }

    func testBarsFillWithTheSpring() throws {
        // Making goes 0.6 → 1 with Spring(duration: 0.6, bounce: 0.15): it overshoots a little.
        let fills = stride(from: 1.4, to: 2.4, by: 1.0 / 60).map { t -> Double in
            guard case .order(let s) = Storyboard(project.styles.timeline, project.content).shot(at: t) else { return 0 }
            return s.makingFill
        }
        XCTAssertEqual(fills.first!, 0.6, accuracy: 1e-9)
        XCTAssertGreaterThan(fills.max()!, 1, "the spring overshoots (the bar is clamped when drawn)")
        XCTAssertEqual(fills.last!, 1)
    }

    /// The countdown tick is SwiftUI's numeric-text transition: only the number changes. Every
    /// pixel that differs between the frame before the tick and the frames during it lies in a
    /// narrow column where the number is; the clock and the words left of it never change.
    func testTheTickChangesOnlyTheNumber() throws {
        let r = Renderer()
        let tl = project.styles.timeline
        guard case .curve(_, let d) = tl.countdown.animation else { return XCTFail() }
        let before = r.image(try project.frame(at: 0), scale: 1)
        var minX = Int.max, maxX = Int.min
        for k in 1..<6 {
            let img = r.image(try project.frame(at: tl.countdown.start + d * Double(k) / 6), scale: 1)
            for y in 0..<img.height {
                for x in 0..<img.width {
                    let p = before.pixel(x, y), q = img.pixel(x, y)
                    if max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b))) > 2 {
                        minX = min(minX, x); maxX = max(maxX, x)
                    }
                }
            }
        }
        print("tick @1x: pixels change only in columns \(minX)…\(maxX)")
        XCTAssertGreaterThan(maxX, minX, "the number changes")
        XCTAssertLessThanOrEqual(maxX - minX, 60, "only the number (blurring) and the words after it (sliding by the width difference) change")
        XCTAssertGreaterThan(minX, 100, "the clock and 'Ready in about' stay still")
    }

    /// The PDF of a frame says what the brief says then.
    func testPDFTextAtKeyTimes() throws {
        let dir = Repo.tempDir()
        let expectations: [(Double, [String], [String])] = [
            (0.3, ["Being made", "Ready in about 2 min", "Order A42"], ["Show your code"]),
            (0.9, ["Being made", "Ready in about 1 min"], ["about 2 min"]),
            (2.5, ["Ready", "Show your code to the barista"], ["Being made", "Ready in about"]),
            (7.0, ["Pickup", "A42", "Show this to your barista", "Add to Apple Wallet"], ["Being made"]),
        ]
        let r = Renderer()
        for (t, present, absent) in expectations {
            let path = "\(dir)/\(t).pdf"
            try OutputFile.single(path).write(r.pdf([try project.frame(at: t)], title: "t"))
            let text = try Tool.pdfText(path)
            for s in present { XCTAssertTrue(text.contains(s), "\(t) s lacks '\(s)':\n\(text)") }
            for s in absent { XCTAssertFalse(text.contains(s), "\(t) s still shows '\(s)'") }
        }
    }

    /// No pops: rendered at @1x, each frame's change from the one before is never far beyond
    /// the changes around it — motion is continuous, with no frame that jumps.
    func testConsecutiveFramesChangeSmoothly() throws {
        let r = Renderer()
        let times = Timeline.frameTimes(project.styles, fps: 60)
        var previous: RasterImage?
        var changes: [Double] = []
        for t in times {
            let img = r.image(try project.frame(at: t), scale: 1)
            if let p = previous { changes.append(Self.meanDifference(p, img)) }
            previous = img
        }
        // A pop is a change much larger than both neighbours' (a cut between two moving frames,
        // or a jump after stillness). Mean absolute difference per channel, in 0…255.
        var pops: [String] = []
        for i in changes.indices {
            let around = [i - 2, i - 1, i + 1, i + 2].filter { changes.indices.contains($0) }.map { changes[$0] }
            let neighbour = around.max() ?? 0
            if changes[i] > max(4 * neighbour, 0.5) {
                pops.append(String(format: "%.3f→%.3f s: %.2f vs ≤ %.2f around", times[i], times[i + 1], changes[i], neighbour))
            }
        }
        XCTAssertEqual(pops, [], "frames that jump")
    }

    static func meanDifference(_ a: RasterImage, _ b: RasterImage) -> Double {
        var total = 0
        for y in stride(from: 0, to: a.height, by: 1) {
            for x in stride(from: 0, to: a.width, by: 1) {
                let p = a.pixel(x, y), q = b.pixel(x, y)
                total += abs(Int(p.r) - Int(q.r)) + abs(Int(p.g) - Int(q.g)) + abs(Int(p.b) - Int(q.b))
            }
        }
        return Double(total) / Double(3 * a.width * a.height)
    }
}

/// The brief's static Pickup screen: from `motion.time.still` (6.0 s) to the end every frame is
/// the last one, on every device the resolver declares, while the card still arrives on a
/// spring (it overshoots, then comes to rest with no jump).
final class StillScreenTests: XCTestCase {
    func testEveryFrameFromStillToTheEndIsTheLast() throws {
        for device in Repo.devices.names {
            let project = try Project(Inputs(tokens: Repo.tokensPath, contexts: ["device": device]))
            let tl = project.styles.timeline
            XCTAssertEqual(tl.still, 6.0, "the spec's 6.0 s")
            let last = try project.frame(at: tl.end)
            var t = tl.still
            while t < tl.end {
                XCTAssertEqual(try project.frame(at: t), last, "\(device): the frame at \(t) s differs from the last")
                t += 1.0 / 60
            }
            XCTAssertNotEqual(try project.frame(at: tl.still - 1.0 / 60), last, "\(device): the card is still moving just before")
        }
        // The display lists being equal, the pictures are: one checked pixel for pixel at @3x.
        let project = try Project(Inputs(tokens: Repo.tokensPath))
        let r = Renderer()
        let a = r.image(try project.frame(at: project.styles.timeline.still), scale: 3)
        let b = r.image(try project.frame(at: project.styles.timeline.end), scale: 3)
        XCTAssertTrue(ImageComparison.exact.matches(a, b), "6.0 s and 8.2 s @3x")
    }

    func testTheCardArrivesOnASpringAndRestsWithoutAJump() throws {
        let project = try Project(Inputs(tokens: Repo.tokensPath))
        let tl = project.styles.timeline, seq = Storyboard(tl, project.content)
        var values: [Double] = []
        var t = tl.card.start
        while t <= tl.still + 0.05 {
            guard case .pickup(let p) = seq.shot(at: t) else { return XCTFail("\(t) s is not the Pickup screen") }
            values.append(p.card)
            t += 1.0 / 600
        }
        XCTAssertGreaterThan(values.max()!, 1, "it overshoots: a spring, not a curve")
        XCTAssertEqual(values.last, 1)
        let steps = zip(values, values.dropFirst()).map { abs($1 - $0) }
        let tail = steps.suffix(60)   // the last 0.1 s before rest and after
        XCTAssertLessThan(tail.max()!, 1e-3, "no jump where it comes to rest")
    }
}

/// More → share is SF Symbols' replace, one glyph after the other: the two are never both
/// above 10 % opacity in one frame, and each changes continuously.
final class ReplaceTransitionTests: XCTestCase {
    func testTheTwoGlyphsAreNeverBothVisible() {
        var last = TopButtons.replacePhases(0)
        XCTAssertEqual(last.out.opacity, 1); XCTAssertEqual(last.into.opacity, 0)
        for k in 1...1000 {
            let p = TopButtons.replacePhases(Double(k) / 1000)
            XCTAssertFalse(p.out.opacity > 0.1 && p.into.opacity > 0.1, "both glyphs show at t = \(Double(k) / 1000)")
            XCTAssertLessThanOrEqual(abs(p.out.opacity - last.out.opacity) + abs(p.into.opacity - last.into.opacity), 0.0021)
            last = p
        }
        XCTAssertEqual(last.out.opacity, 0); XCTAssertEqual(last.into.opacity, 1); XCTAssertEqual(last.into.scale, 1)
    }
}
