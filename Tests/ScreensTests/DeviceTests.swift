import Copy
import Foundation
import Export
import Geometry
import Nodes
import ProjectInputs
import QR
import Render
@testable import Screens
import TestSupport
import Tokens
import XCTest

/// Every device, every payload, every language: the screens adapt, never covering the code.
/// Codes are read back by zbar; text by pdftotext; fonts by pdffonts.
final class DeviceTests: XCTestCase {
    static let devices = Repo.devices.names
    static let resolverPath = Repo.resolverPath
    let renderer = Renderer()

    /// A project for `device` with `content` (JSON object) laid over the locale's copy.
    func project(_ device: String, locale: String? = nil, content: [String: Any]? = nil) throws -> Project {
        var path: String?
        if let content {
            path = Repo.tempDir("pickup-content") + "/content.json"
            try JSONSerialization.data(withJSONObject: content).write(to: URL(fileURLWithPath: path!))
        }
        return try Project(Inputs(tokens: Repo.tokensPath, contexts: ["device": device], content: path, locale: locale))
    }

    func png(_ list: DisplayList, scale: Double) throws -> String {
        let path = Repo.tempDir("pickup-device") + "/comp.png"
        try renderer.image(list, scale: scale).writePNG(to: .single(path))
        return path
    }

    /// The spec's device classes, as the resolver declares them: the names, canvases and safe
    /// areas are read from the spec's Canvas section (docs/spec/PICKUP.md: "`se` 375 × 667
    /// (20 / 0), …"), the default from its "The default is 393 × 852 pt (…), @3x". The spec gives
    /// no other native scale: each is a whole 2 or 3, as iPhones have.
    func testResolverDeclaresTheSpecsDevicesWithItsDefault() throws {
        let spec = try String(contentsOfFile: Repo.root + "/docs/spec/PICKUP.md", encoding: .utf8)
        let canvas = try XCTUnwrap(spec.components(separatedBy: "\n## ").first { $0.hasPrefix("Canvas\n") }, "the spec's Canvas section")
        /// Each match's captured groups.
        func groups(_ pattern: String) throws -> [[String]] {
            try NSRegularExpression(pattern: pattern).matches(in: canvas, range: NSRange(canvas.startIndex..., in: canvas)).map { m in
                (1..<m.numberOfRanges).map { String(canvas[Range(m.range(at: $0), in: canvas)!]) }
            }
        }
        let expected = Dictionary(uniqueKeysWithValues: try groups("`([a-z]+)` (\\d+) × (\\d+) \\((\\d+) / (\\d+)\\)").map {
            ($0[0], $0.dropFirst().map { Double($0)! })
        })
        XCTAssertGreaterThanOrEqual(expected.count, 2, "the spec's devices, read from:\n\(canvas)")
        let r = try Resolver.load(path: Self.resolverPath)
        XCTAssertEqual(Set(DeviceRegistry(r).names), Set(expected.keys))
        for (name, v) in expected {
            let t = try r.resolve(["device": name])
            XCTAssertEqual([try t.dimension("size.canvas.width"), try t.dimension("size.canvas.height"),
                            try t.dimension("size.safeArea.top"), try t.dimension("size.safeArea.bottom")], v, name)
            XCTAssertTrue([2, 3].contains(try t.number("size.canvas.scale", in: .closed(1...3))), name)
        }
        // The default: the device of the spec's default canvas, at the spec's scale.
        let d = try XCTUnwrap(try groups("The default is (\\d+) × (\\d+) pt [^@]*@(\\d)x").first, "the spec's default").map { Double($0)! }
        let name = try XCTUnwrap(expected.first { Array($0.value.prefix(2)) == Array(d.prefix(2)) }?.key, "a device of the default's canvas")
        XCTAssertEqual(DeviceRegistry(r).defaultName, name)
        XCTAssertEqual(try r.resolve(["device": name]).number("size.canvas.scale", in: .closed(1...3)), d[2])
        // The default context changes nothing: the same values as the token file alone.
        let base = try TokenSet.load(path: Repo.tokensPath)
        XCTAssertEqual(try r.resolve([:]).tokens.mapValues(\.value), base.tokens.mapValues(\.value))
    }

    /// The docs' device table says what the resolver declares, device by device: canvas, safe
    /// area and native scale (scripts/docs.py writes `pickup help devices --markdown`; a device
    /// added to the resolver fails here until the docs are made again).
    func testTheDocsDeviceTableIsTheResolvers() throws {
        let page = try String(contentsOfFile: Repo.root + "/docs/guide/devices-and-locales.md", encoding: .utf8)
        let rows = page.split(separator: "\n").filter { $0.hasPrefix("| `") && !$0.hasPrefix("| `--") }.map(String.init)
        XCTAssertEqual(rows.count, Self.devices.count, "one row per device: \(rows)")
        for name in Self.devices {
            let p = try project(name)
            let c = p.canvas, s = p.styles.chrome
            func n(_ x: Double) -> String { String(Int(x)) }
            let row = try XCTUnwrap(rows.first { $0.hasPrefix("| `\(name)`") }, "no row for \(name)")
            let pattern = "\\| \(n(c.width)) × \(n(c.height)) \\| \(n(s.safeTop)) / \(n(s.safeBottom)) \\| @\(s.nativeScale)x \\|"
            XCTAssertNotNil(row.range(of: pattern, options: .regularExpression), "the docs' row for \(name) lacks \(pattern):\n\(row)")
        }
    }

    func testUnknownDeviceOrModifierIsNamedWithTheChoices() throws {
        let r = try Resolver.load(path: Self.resolverPath)
        XCTAssertThrowsError(try r.resolve(["device": "xl"])) { e in
            XCTAssertTrue("\(e)".contains(Repo.devices.list), "\(e)")
        }
        XCTAssertThrowsError(try r.resolve(["season": "winter"])) { e in XCTAssertTrue("\(e)".contains("no modifier 'season'"), "\(e)") }
    }

    /// Every device × payload lengths from 1 byte to the refusal limit: the Pickup comp decodes
    /// at @1x and @3x, and one byte more is refused naming the limit.
    func testEveryDeviceDecodesPayloadsUpToTheLimitAndRefusesOneMore() throws {
        let url = "https://pickup.blankstreet.com/orders/A42?store=gordon-street&t="
        func payload(_ n: Int) -> String { String((url + String(repeating: "7", count: max(0, n - url.count))).prefix(n)) }
        for device in Self.devices {
            let p = try project(device)
            let limit = PickupScreen.longestPayload(p.styles.pickup, p.content, layout: Layout(measurer: p.measurer))
            XCTAssertGreaterThan(limit, 150, "\(device): a real order URL of 50–150 bytes must fit")
            for n in [1, 15, 57, 150, 400, limit] {
                let q = try project(device, content: ["qrPayload": payload(n)])
                let list = try q.displayList(Comps.named("pickup")!)
                for scale in [1.0, 3.0] {
                    XCTAssertEqual(try Tool.zbar(png(list, scale: scale)), payload(n), "\(device), \(n) bytes, @\(Int(scale))x")
                }
            }
            XCTAssertThrowsError(try project(device, content: ["qrPayload": payload(limit + 1)])) { e in
                guard let e = e as? PayloadError else { return XCTFail("\(device): \(e)") }
                XCTAssertEqual(e.longest, limit)
                XCTAssertTrue(e.description.contains("'qrPayload' (\(limit + 1) bytes)"), e.description)
            }
        }
    }

    /// The module is whole points, the code no wider than the token, and the quiet zone on the
    /// canvas between the top bar and the card, on every device.
    func testCodeSitsOnWholePointsClearOfBarAndCard() throws {
        for device in Self.devices {
            let p = try project(device)
            let s = p.styles.pickup, layout = Layout(measurer: p.measurer)
            let qr = try PickupScreen.placement(s, p.content, layout: layout)
            XCTAssertEqual(qr.module, qr.module.rounded(), device)
            XCTAssertEqual(qr.origin.x, qr.origin.x.rounded(), device)
            XCTAssertEqual(qr.origin.y, qr.origin.y.rounded(), device)
            XCTAssertLessThanOrEqual(qr.side, s.sizes.qrSide, device)
            let room = s.qrRoom(cardHeight: PickupScreen.cardHeight(s, p.content, layout: layout))
            XCTAssertGreaterThanOrEqual(qr.quietRect.minX, 0, device)
            XCTAssertLessThanOrEqual(qr.quietRect.maxX, s.chrome.canvas.width, device)
            XCTAssertGreaterThanOrEqual(qr.quietRect.minY, room.top, device)
            XCTAssertLessThanOrEqual(qr.quietRect.maxY, room.bottom, device)
        }
    }

    /// The code keeps at least `size.pickup.qrLeast` (200 pt) on every device in every locale,
    /// the card compacting where it must (issue 31, point 6), and the card as drawn is the
    /// one the code was placed above.
    func testTheCodeKeepsItsLeastSideOnEveryDeviceAndLocale() throws {
        for device in Self.devices {
            for locale in try Inputs(tokens: Repo.tokensPath).checkedLocales() {
                for size in TextSizes.upToXXXLarge {
                    try assertCodeKeepsItsLeast(device, locale, size)
                }
            }
        }
        // At the accessibility sizes the code keeps its least side too, the card scrolling below it.
        for device in Self.devices {
            for size in TextSizes.accessibility {
                let p = try Project(Inputs(tokens: Repo.tokensPath, contexts: ["device": device, "dynamicType": size], locale: "ja-JP"))
                let qr = try PickupScreen.placement(p.styles.pickup, p.content, layout: Layout(measurer: p.measurer))
                XCTAssertGreaterThanOrEqual(qr.side, p.styles.pickup.sizes.qrLeast, "\(device) \(size)")
            }
        }
        // A headline too long for one line even at 70 % wraps at full size, compact or not: still drawn.
        let long = try project("se", content: ["showBarista": String(repeating: "Show this to your barista ", count: 4)])
        _ = try long.displayList(Comps.named("pickup")!)
    }

    func assertCodeKeepsItsLeast(_ device: String, _ locale: String, _ size: String) throws {
        let p = try Project(Inputs(tokens: Repo.tokensPath, contexts: ["device": device, "dynamicType": size], locale: locale))
        let s = p.styles.pickup, layout = Layout(measurer: p.measurer)
        let qr = try PickupScreen.placement(s, p.content, layout: layout)
        let label = "\(device) \(locale) \(size)"
        print("\(label): the code is \(Int(qr.side)) pt\(qr.compactCard ? ", over the compact card" : "")")
        XCTAssertGreaterThanOrEqual(qr.side, s.sizes.qrLeast, label)
        // The SE at the largest sizes keeps the code's least side with the card scrolling below.
        if qr.scrollingCardTop != nil { return }
        let card = PickupScreen.cardHeight(s, p.content, layout: layout, compact: qr.compactCard)
        XCTAssertLessThanOrEqual(qr.quietRect.maxY, s.qrRoom(cardHeight: card).bottom, label)
        // The comp draws that card: its headline's top is where that card puts it.
        let list = try p.displayList(Comps.named("pickup")!)
        let headline = list.items.compactMap { item -> TextItem? in
            if case .text(let t) = item, t.content.string == p.content.showBarista { return t } else { return nil }
        }
        XCTAssertEqual(headline.count, 1, label)
        if qr.compactCard { XCTAssertLessThanOrEqual(headline.first?.content.runs[0].font.size ?? 0, s.fonts.headline.size, "\(label): compact") }
    }

    /// Long copy on the smallest screen: every comp passes the layout checks (nothing over the
    /// code, no text cut by the canvas) and the code still scans.
    func testLongCopyOnSEKeepsTheCodeClear() throws {
        // Every string of copy the screens draw, from the model: its English twice over, each alone.
        var refused: [String] = []
        for key in Content.table where key.kind == .string && !Content.formats.contains(key.name) && key.name != "qrPayload" {
            let text = key.strings(in: Content())[0]
            do {
                let p = try project("se", content: [key.name: text + " " + text])
                for comp in Comps.all { _ = try p.displayList(comp) }
            } catch { refused.append(key.name + ": " + "\(error)".prefix(200)) }
        }
        XCTAssertEqual(refused, [], "twice over")
        // And all at once — but the sign: its two halves share one line on the facade, and both
        // twice over ("BLANK BLANK ▪ STREET STREET") run under the top buttons on se.
        var all: [String: Any] = [:]
        for key in Content.table where key.kind == .string && !Content.formats.contains(key.name) && key.name != "qrPayload" && key.name != "signRight" {
            let text = key.strings(in: Content())[0]
            all[key.name] = text + " " + text
        }
        let twice = try project("se", content: all)
        for comp in Comps.all { _ = try twice.displayList(comp) }
        XCTAssertEqual(try Tool.zbar(png(try twice.displayList(Comps.named("pickup")!), scale: 1)), "BLANKSTREET-A42")

        let long = ["showBarista": "Show this code to your barista at the pickup counter when your name is called",
                    "drink": "Blondie Matcha with an extra shot of vanilla and cinnamon foam",
                    "options": "Large, iced, oat milk, two pumps of vanilla, light ice, extra matcha",
                    "store": "42 Gordon Street, Bloomsbury, London WC1H 0PD, United Kingdom",
                    "storeNote": "Collect from the pickup counter on the left as you come in through the door",
                    "brightnessNote": "Brightness is turned up while this is open so that the reader can see the code",
                    "pickupTitle": "Your pickup code for today’s order at Blank Street",
                    "addToWallet": "Add this order to Apple Wallet for quick access later",
                    "beingMade": "Being made by our baristas right now"]
        let p = try project("se", content: long)
        for comp in Comps.all { _ = try p.displayList(comp) }
        XCTAssertEqual(try Tool.zbar(png(try p.displayList(Comps.named("pickup")!), scale: 1)), "BLANKSTREET-A42")
    }

    /// The key table is the model: one key for each field of `Content`, in its order, of its
    /// kind — so every list of keys made from it (the fuzzer's, the long copy above, `check`'s)
    /// has them all.
    func testTheKeyTableIsEveryFieldOfContent() {
        let fields = Mirror(reflecting: Content()).children
        XCTAssertEqual(fields.map { $0.label ?? "" }, Content.table.map(\.name))
        for (field, key) in zip(fields, Content.table) {
            let kind: ContentKey.Kind? = field.value is String ? .string : field.value is [String] ? .strings : field.value is Int ? .wholeNumber : nil
            XCTAssertEqual(kind, key.kind, key.name)
        }
    }

    /// Japanese copy: real glyphs from a CJK font (pdffonts), the strings in the PDF (pdftotext).
    func testJapaneseCopyIsDrawnWithCJKGlyphs() throws {
        let p = try project("se", locale: "ja-JP")
        let list = try p.displayList(Comps.named("pickup")!)
        let pdf = Repo.tempDir("pickup-ja") + "/pickup.pdf"
        try renderer.pdf([list], title: "pickup").write(to: URL(fileURLWithPath: pdf))
        let fonts = try Tool.run("pdffonts", [pdf]).stdout
        XCTAssertTrue(fonts.contains("CJK"), "no CJK font embedded:\n\(fonts)")
        // Wrapped lines are joined: CJK text breaks between any two characters.
        let text = try Tool.pdfText(pdf).filter { !$0.isWhitespace }
        for s in [p.content.showBarista, p.content.pickupTitle, p.content.pickupCodeLabel] {
            XCTAssertTrue(text.contains(s.replacingOccurrences(of: " ", with: "")), "\(s) missing from:\n\(text)")
        }
        XCTAssertEqual(try Tool.zbar(png(list, scale: 1)), "BLANKSTREET-A42")
    }

    /// Every locale's every comp passes the layout checks on the smallest and largest screens
    /// the resolver declares.
    func testEveryLocaleOnSmallestAndLargestDevice() throws {
        XCTAssertFalse(Repo.smallestAndLargestDevices.isEmpty)
        for locale in Inputs(tokens: Repo.tokensPath).locales {
            for device in Repo.smallestAndLargestDevices {
                let p = try project(device, locale: locale)
                for comp in Comps.all { XCTAssertNoThrow(try p.displayList(comp), "\(locale) \(device) \(comp.name)") }
            }
        }
        // en-GB is the built-in copy.
        XCTAssertEqual(try project("pro", locale: "en-GB").content, Content())
    }

    /// The reveal's flat end is exactly the Pickup screen's code on every device (@1x).
    func testRevealEndsOnThePickupCodeOnEveryDevice() throws {
        for device in Self.devices {
            let p = try project(device)
            let s = p.styles, layout = Layout(measurer: p.measurer)
            let st = PickupState(title: 0, card: 0)
            let flat = try PickupScreen.node(s.pickup, p.content, st, layout: layout)
            let reveal = Canvas(width: s.chrome.canvas.width, height: s.chrome.canvas.height) {
                try! Reveal.node(s, p.content, layout: layout, time: s.reveal.keyTimes[3])
                PickupScreen.chrome(s.pickup, p.content, st)
            }.node
            let a = renderer.image(p.resolve(reveal), scale: 1), b = renderer.image(p.resolve(flat), scale: 1)
            ImageComparison(tolerance: 2, allowedShare: 0.001).assertMatches(a, b, "reveal-end-\(device)")
        }
    }

    /// The 2D → 3D switch is invisible on every device: the first reveal frame equals screen 1
    /// with the ground faded, wherever the facade was moved to keep the shop above the sheet.
    /// On the design device every edge is on a whole pixel and the frames agree to 0.1 %; where
    /// the facade is scaled (375, 430, 440 pt wide) its edges fall between pixels and the 3D
    /// path antialiases them twice (the box's silhouette, then the facade on it): measured at
    /// 0.26–0.52 % of pixels, one-pixel rows along the foot of the facade and the cornice, at
    /// most 66/255 (promax, where the faded pavement's cream meets the sandstone silhouette).
    func testRevealStartsOnOrderGroundOnEveryDevice() throws {
        for device in Self.devices {
            let p = try project(device)
            let s = p.styles, layout = Layout(measurer: p.measurer)
            let flat = OrderScreen.node(s.order, p.content, OrderState(minutes: 1, ready: 1, makingFill: 1, sheetDown: 1,
                                                                       buttonMorph: 1, groundFade: 1), layout: layout)
            let reveal = Canvas(width: s.chrome.canvas.width, height: s.chrome.canvas.height) {
                try! Reveal.node(s, p.content, layout: layout, time: s.reveal.keyTimes[0])
                TopButtons.node(s.order, morph: 1)
            }.node
            let a = renderer.image(p.resolve(reveal), scale: 1), b = renderer.image(p.resolve(flat), scale: 1)
            let scaled = p.styles.order.facade.scale != 1
            ImageComparison(tolerance: 2, allowedShare: scaled ? 0.006 : 0.001).assertMatches(a, b, "reveal-start-\(device)")
            XCTAssertLessThanOrEqual(ImageComparison.diff(a, b, tolerance: 2).maxDelta, scaled ? 72 : 255, device)
        }
    }

    /// The sheet sits on the kerb and the facade is framed in stone, on every device and in
    /// every locale: the facade's foot is at or below the sheet's top (no road above it), the
    /// screen's top edge cuts the facade only within `Grid.topEdges` (whole floors), and at
    /// least half the door's height shows above the sheet (issue 31, point 5); the sheet's top
    /// never leaves just the chairs' backs poking above it.
    func testSheetSitsOnTheKerbTheFacadeInStoneAndHalfTheDoorShows() throws {
        for device in Self.devices {
            for locale in Inputs(tokens: Repo.tokensPath).locales {
                for size in TextSizes.upToXXXLarge {
                    let p = try Project(Inputs(tokens: Repo.tokensPath, contexts: ["device": device, "dynamicType": size], locale: locale))
                    let s = p.styles.order, layout = Layout(measurer: p.measurer)
                    let stacked = OrderSheet.Stacking.measure(s, p.content, layout: layout)
                    let frame = OrderScreen.facadeFrame(s, p.content, stacked: stacked, layout: layout)
                    // A sheet that would hide more than half the door scrolls instead (`ScrollView`).
                    let sheetTop = frame.sheet.top
                    let f = s.facade.raised(frame.attic).deepened(frame.deeper)
                    let foot = frame.top + f.fittedSize.height
                    let label = "\(device) \(locale) \(size)"
                    XCTAssertGreaterThanOrEqual(foot, sheetTop - 1e-9, "\(label): road shows above the sheet (\(sheetTop - foot) pt)")
                    let cut = -frame.top / f.scale
                    XCTAssertTrue(Grid.topEdges.contains { $0.range.lowerBound - 1 / f.scale <= cut && cut <= $0.range.upperBound + 1 / f.scale },
                                  "\(label): the top edge cuts the facade at \(cut)")
                    if frame.attic > 0 { XCTAssertEqual(foot, sheetTop, accuracy: 1e-9, label) }
                    // A deepened pavement's kerb is on the whole point at or just below the sheet's top.
                    if frame.deeper > 0 { XCTAssertEqual(foot, sheetTop.rounded(.up), accuracy: 1e-9, label) }
                    let doorTop = frame.top + (frame.attic + Grid.door.minY) * f.scale
                    let shown = min(1, (sheetTop - doorTop) / (Grid.door.height * f.scale))
                    print(String(format: "%@: %.0f %% of the door shows above the sheet (top edge at %.1f, pavement %.1f deeper)",
                                 label, shown * 100, cut, frame.deeper))
                    XCTAssertGreaterThanOrEqual(shown, Grid.doorShown, "\(label): \(Int(shown * 100)) % of the door shows above the sheet")
                    // Nor does the sheet's top leave only the chairs' tops poking above it: at least
                    // half their height shows, or none (issue 31, point 9).
                    let at = cut + sheetTop / f.scale, ground = f.furnitureGround, h = Facade.bistroHeight
                    XCTAssertFalse(ground - h + 0.5 < at && at < ground - h / 2,
                                   "\(label): only the chairs' top \(Int(at - (ground - h))) of \(Int(h)) design points show above the sheet")
                }
            }
        }
    }

    /// The facade keeps its proportions and its windows centred: the drawing is the design
    /// space scaled by canvas width / 393, with the middle bay on the canvas's centre line.
    func testFacadeIsFittedToTheCanvasWidth() throws {
        for device in Self.devices {
            let p = try project(device)
            let f = p.styles.order.facade
            XCTAssertEqual(f.fittedSize.width, f.canvas.width, device)
            XCTAssertEqual(f.fittedSize.height / f.fittedSize.width, (f.facadeHeight + f.attic) / FacadeStyle.designWidth, accuracy: 1e-12)
            XCTAssertEqual(Grid.bays[1] * f.scale, f.canvas.width / 2, accuracy: 1e-9, device)
        }
    }

    /// The checks themselves: something drawn over the quiet zone is refused, naming it.
    func testLayoutCheckRefusesAnythingOverTheQuietZone() throws {
        let p = try project("pro")
        let qr = try PickupScreen.placement(p.styles.pickup, p.content, layout: Layout(measurer: p.measurer))
        var list = try p.displayList(Comps.named("pickup")!)
        let r = qr.quietRect
        list.items.append(.fill(.rect(Rect(x: r.minX + 2, y: r.maxY - 6, width: 40, height: 20)), .black, .nonZero, crisp: false))
        XCTAssertThrowsError(try LayoutChecks.check(list, comp: "pickup", code: qr, touchTargets: [], measurer: p.measurer)) { e in
            XCTAssertTrue("\(e)".contains("over the code's quiet zone"), "\(e)")
        }
        XCTAssertThrowsError(try LayoutChecks.check(list, comp: "pickup", code: nil,
                                                    touchTargets: [("a button", Rect(x: 0, y: 0, width: 30, height: 44))],
                                                    measurer: p.measurer)) { e in
            XCTAssertTrue("\(e)".contains("a button is 30 × 44 pt"), "\(e)")
        }
    }
}
