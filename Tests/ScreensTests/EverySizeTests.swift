import Foundation
import Geometry
import Nodes
import ProjectInputs
import Render
@testable import Screens
import TestSupport
import Tokens
import XCTest

/// The text sizes, as the resolver declares them (`dynamicType`), split where iOS's
/// accessibility sizes start.
enum TextSizes {
    static let all: [String] = try! Resolver.load(path: Repo.resolverPath).modifier(TextStyle.modifier)!.contexts
    static let accessibility = all.filter { $0.hasPrefix("accessibility") }
    static let upToXXXLarge = all.filter { !$0.hasPrefix("accessibility") }
}

/// Layouts that hold at every text size (issue 33, point 2): every comp of every device at
/// every text size, in a Latin and a CJK locale and French's long words, passes the layout
/// checks (no text cut by the canvas or under a button, touch targets ≥ 44 pt, nothing over
/// the code), no text is cut with '…', no word breaks in a narrow column, and the code scans.
final class EverySizeTests: XCTestCase {
    func project(_ device: String, _ size: String, _ locale: String) throws -> Project {
        try Project(Inputs(tokens: Repo.tokensPath, contexts: ["device": device, "dynamicType": size], locale: locale))
    }

    /// A text item whose line limit cuts it: laid out without the limit it takes more room.
    func cut(_ t: TextItem, _ m: TextMeasurer) -> Bool {
        guard t.content.lineLimit != nil else { return false }
        var whole = t.content
        whole.lineLimit = nil
        return m.measure(whole, width: t.width).height > m.measure(t.content, width: t.width).height + 0.5
    }

    /// A word of a Latin copy broken between its letters (wider than its text's widest line)
    /// though a line across the screen, less the sheets' margins (24 pt a side), would hold it:
    /// the column was too narrow, not the word too wide ("Picku / p code" beside the pill,
    /// "Montr / ez" where balancing narrowed the lines). A word wider than that may break.
    func brokenWord(_ t: TextItem, _ m: TextMeasurer, canvas: Double) -> String? {
        guard let w = t.width, t.content.oneLineScale == nil else { return nil }
        for run in t.content.runs {
            for word in run.string.split(separator: " ") {
                var one = t.content
                one.runs = [TextRun(String(word), font: run.font, color: run.color)]
                one.lineLimit = nil
                let need = m.measure(one, width: nil).width
                if need > w + 0.5, need <= canvas - 48 { return String(word) }
            }
        }
        return nil
    }

    /// Two texts of the screens' copy (the sign painted on the facade aside) whose boxes overlap.
    func overlapping(_ list: DisplayList, _ p: Project) -> (String, String)? {
        let sign = [p.content.signLeft, p.content.signRight]
        let boxes = list.leaves.compactMap { item -> (String, Rect)? in
            guard case .text(let t) = item, !sign.contains(where: { t.content.string.contains($0) }) else { return nil }
            return (t.content.string, LayoutChecks.textBounds(t, p.measurer))
        }
        for (i, (a, ra)) in boxes.enumerated() {
            for (b, rb) in boxes[(i + 1)...] {
                let w = min(ra.maxX, rb.maxX) - max(ra.minX, rb.minX), h = min(ra.maxY, rb.maxY) - max(ra.minY, rb.minY)
                if w > 0.5, h > 0.5 { return (a, b) }
            }
        }
        return nil
    }

    func testEveryCompHoldsAtEveryTextSize() throws {
        XCTAssertEqual(TextSizes.all.count, 12)
        for size in TextSizes.all {
            for device in Repo.devices.names {
                for locale in ["en-GB", "fr-FR", "ja-JP"] {
                    let p = try project(device, size, locale)
                    for comp in Comps.all {
                        let list: DisplayList
                        do { list = try p.displayList(comp) } catch {
                            XCTFail("\(device) \(locale) \(size): \(error)"); continue
                        }
                        for case .text(let t) in list.leaves where cut(t, p.measurer) {
                            XCTFail("\(device) \(locale) \(size) \(comp.name): '\(t.content.string)' is cut with '…'")
                        }
                        if let (a, b) = overlapping(list, p) {
                            XCTFail("\(device) \(locale) \(size) \(comp.name): '\(a)' overlaps '\(b)'")
                        }
                        for case .text(let t) in list.leaves where locale != "ja-JP" {
                            if let word = brokenWord(t, p.measurer, canvas: list.size.width) {
                                XCTFail("\(device) \(locale) \(size) \(comp.name): '\(word)' breaks between its letters in lines \(Int(t.width ?? 0)) pt wide")
                            }
                        }
                    }
                }
            }
        }
    }

    /// Bold Text combined with text sizes (the two modifiers combine): every comp still holds.
    func testBoldTextHoldsWithTheTextSizes() throws {
        for size in ["large", "xxxLarge", "accessibility5"] {
            for device in Repo.smallestAndLargestDevices {
                for locale in ["fr-FR", "ja-JP"] {
                    let p = try Project(Inputs(tokens: Repo.tokensPath,
                                               contexts: ["device": device, "dynamicType": size, "legibilityWeight": "bold"], locale: locale))
                    for comp in Comps.all {
                        do {
                            let list = try p.displayList(comp)
                            for case .text(let t) in list.leaves where cut(t, p.measurer) {
                                XCTFail("\(device) \(locale) \(size) bold \(comp.name): '\(t.content.string)' is cut with '…'")
                            }
                        } catch { XCTFail("\(device) \(locale) \(size) bold: \(error)") }
                    }
                }
            }
        }
    }

    /// The code scans at every text size (zbar reads the Pickup comp), on the smallest and the
    /// largest device.
    func testTheCodeScansAtEveryTextSize() throws {
        let dir = Repo.tempDir("every-size")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for size in TextSizes.all {
            for device in Repo.smallestAndLargestDevices {
                let p = try project(device, size, "ja-JP")
                let path = dir + "/\(device)-\(size).png"
                try Renderer().image(try p.displayList(Comps.named("pickup")!), scale: 2).writePNG(to: .single(path))
                XCTAssertEqual(try Tool.zbar(path), p.content.qrPayload, "\(device) \(size)")
            }
        }
    }

    /// Past the screen, the order sheet and the Pickup card scroll: they start below the top
    /// buttons and the code, and run on past the bottom edge, laid out whole.
    func testSheetsTallerThanTheScreenScroll() throws {
        let p = try project("se", "accessibility5", "fr-FR")
        let layout = Layout(measurer: p.measurer)
        let m = OrderScreen.measure(p.styles.order, p.content, layout: layout)
        let top = try XCTUnwrap(m.scrollTop, "the sheet scrolls on the SE at accessibility5")
        let c = p.styles.chrome
        // Below the top buttons, and low enough that half the door shows above it.
        XCTAssertEqual(top, max(c.safeTop + c.button + p.styles.order.sizes.sheetInset, OrderScreen.halfDoorLine(p.styles.order)))
        let list = try p.displayList(Comps.named("order-being-made")!)
        let sheet = try XCTUnwrap(ScrollView.rects(in: list).first)
        XCTAssertGreaterThan(sheet.maxY, list.size.height, "laid out past the bottom edge")
        XCTAssertTrue(m.stacked.rows && m.stacked.steps, "rows and steps stack at accessibility5")
        let qr = try PickupScreen.placement(p.styles.pickup, p.content, layout: layout)
        XCTAssertEqual(qr.scrollingCardTop, qr.quietRect.maxY)
        XCTAssertGreaterThanOrEqual(qr.side, p.styles.pickup.sizes.qrLeast)
    }
}
