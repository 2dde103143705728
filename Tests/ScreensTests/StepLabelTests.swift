import Export
import Foundation
import Geometry
import Nodes
import ProjectInputs
import Render
@testable import Screens
import TestSupport
import XCTest

/// The step labels under the progress bars: the current one is never cut short, and each
/// keeps a clear gap before the next (it wraps instead), on every device and locale; the weight
/// change shows no doubled word endings.
final class StepLabelTests: XCTestCase {
    /// Every text item of `list`, with its page position.
    func texts(_ items: [DisplayItem]) -> [TextItem] {
        items.flatMap { item -> [TextItem] in
            switch item {
            case .text(let t): return [t]
            case .group(let g): return texts(g.items)
            default: return []
            }
        }
    }

    func testLabelsAreWholeWithAClearGap() throws {
        let measurer = PangoMeasurer()
        for device in Repo.devices.names {
            for locale in ["en-GB", "fr-FR", "ja-JP"] {
                let p = try Project(Inputs(tokens: Repo.tokensPath, contexts: ["device": device], locale: locale))
                for comp in ["order-being-made", "order-ready"] {
                    let list = try p.displayList(Comps.named(comp)!)
                    let fonts = [p.styles.order.fonts.step, p.styles.order.fonts.stepCurrent]
                    let labels = p.content.steps.map { step in
                        texts(list.items).first { $0.content.string == step && fonts.contains($0.content.runs[0].font) }!
                    }
                    let label = "\(device) \(locale) \(comp)"
                    for (step, t) in zip(p.content.steps, labels) {
                        var whole = t.content
                        whole.lineLimit = nil
                        let full = measurer.measure(whole, width: t.width)
                        XCTAssertLessThanOrEqual(full.height, t.size.height + 0.5, "\(label): '\(step)' is cut short")
                    }
                    let x = labels.map { $0.transform.tx }
                    for i in 0..<2 {
                        let gap = x[i + 1] - (x[i] + labels[i].size.width)
                        XCTAssertGreaterThanOrEqual(gap, 2 * p.styles.order.sizes.barGap - 0.5,
                                                    "\(label): '\(p.content.steps[i])' runs into the next label (gap \(gap) pt)")
                    }
                }
            }
        }
    }

    /// At 60 fps, at most three frames show both weights at once, each cross-blurred.
    func testTheWeightChangesInAFewBlurredFrames() {
        let fps = 60.0, span = 0.35   // motion.time.crossfade
        var both = 0
        for n in 0...Int(span * fps) {
            let w = OrderSheet.weightChange(Double(n) / (span * fps))
            if w > 0, w < 1 { both += 1 }
        }
        XCTAssertLessThanOrEqual(both, 4)
        XCTAssertGreaterThan(OrderSheet.weightChangeBlur, 0)
    }
}
