import Foundation
import Geometry
import Nodes
import ProjectInputs
import Render
import Screens
import TestSupport
import Tokens
import Typeface
import XCTest

/// Every line of copy can be read, in every theme the resolver declares, on every comp: drawn,
/// the pixels in a text's box hold a colour that stands out from the box's most common colour
/// (its ground). A theme that turns the shared text colour white over a card that stays light
/// fails here. Judged on pixels, as a reader sees them, not on token values.
final class LegibleTextTests: XCTestCase {
    /// WCAG's minimum for large text (3:1); the copy's own colours clear 4.5:1, but a text box
    /// also holds antialiased edges, so the strongest pixel is what is measured.
    static let minimumContrast = 3.0

    func testEveryTextStandsOutFromItsGroundInEveryTheme() throws {
        let renderer = Renderer()
        var judged = 0
        for (device, locale) in [("pro", "en-GB"), ("se", "ja-JP")] {
            for theme in ["light", "dark"] {
                let p = try Project(Inputs(tokens: Repo.tokensPath, contexts: ["device": device, "theme": theme], locale: locale))
                for comp in Comps.all {
                    let list = try p.displayList(comp)
                    let image = renderer.image(list, scale: 2)
                    // The shop's sign is illustration (the spec's white lettering on the
                    // shopfront's green), not the app's copy.
                    for (text, box) in Self.texts(list.items) where !(text.contains(p.content.signLeft) && text.contains(p.content.signRight)) {
                        let c = Self.strongestContrast(image, box, scale: 2)
                        XCTAssertGreaterThanOrEqual(c, Self.minimumContrast,
                            "\(device) \(locale) \(theme) \(comp.name): '\(text)' at \(box) stands out only \(String(format: "%.2f", c)):1")
                        judged += 1
                    }
                }
            }
        }
        XCTAssertGreaterThan(judged, 200)
    }

    /// Increase Contrast (the resolver's `contrast=increased`, issue 33): every line of copy
    /// reaches 7:1 against its ground, in light and dark, judged on pixels; the sheet's material
    /// is opaque, so that holds whatever lies behind it.
    func testIncreasedContrastHoldsSevenToOne() throws {
        let renderer = Renderer()
        var judged = 0
        for (device, locale) in [("pro", "en-GB"), ("se", "ja-JP")] {
            for theme in ["light", "dark"] {
                let p = try Project(Inputs(tokens: Repo.tokensPath, contexts: ["device": device, "theme": theme, "contrast": "increased"], locale: locale))
                XCTAssertEqual(p.styles.order.sheetMaterial.tint.a, 1, "\(theme): the sheet's material is opaque")
                for comp in Comps.all {
                    let list = try p.displayList(comp)
                    let image = renderer.image(list, scale: 2)
                    for (text, box) in Self.texts(list.items) where !(text.contains(p.content.signLeft) && text.contains(p.content.signRight)) {
                        let c = Self.strongestContrast(image, box, scale: 2)
                        XCTAssertGreaterThanOrEqual(c, 7, "\(device) \(locale) \(theme) \(comp.name): '\(text)' at \(box) reaches only \(String(format: "%.2f", c)):1")
                        judged += 1
                    }
                }
            }
        }
        XCTAssertGreaterThan(judged, 200)
    }

    /// A control: white copy on the light card is caught.
    func testWhiteOnTheCardIsCaught() {
        let list = DisplayList(size: Size(100, 40), items: [
            .fill(.rect(Rect(x: 0, y: 0, width: 100, height: 40)), Color(hex: "#FAFAF8")!, .nonZero, crisp: false),
        ] + [.text(Layout(measurer: PangoMeasurer()).resolve(
            Text("A42", font: Font(family: "Inter", size: 24, weight: 700), color: .white).node, size: Size(100, 40)).items
            .compactMap { if case .text(let t) = $0 { return t } else { return nil } }[0])])
        let image = Renderer().image(list, scale: 2)
        let (_, box) = Self.texts(list.items)[0]
        XCTAssertLessThan(Self.strongestContrast(image, box, scale: 2), 1.1)
    }

    /// The texts drawn at full opacity (a group faded below half is being crossfaded out), with
    /// their page boxes.
    static func texts(_ items: [DisplayItem]) -> [(String, Rect)] {
        items.flatMap { item -> [(String, Rect)] in
            switch item {
            case .text(let t):
                let corners = [Point(0, 0), Point(t.size.width, 0), Point(0, t.size.height), Point(t.size.width, t.size.height)]
                    .map(t.transform.apply)
                let xs = corners.map(\.x), ys = corners.map(\.y)
                let box = Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
                return t.content.string.trimmingCharacters(in: .whitespaces).isEmpty ? [] : [(t.content.string, box)]
            case .group(let g) where g.effect.opacity >= 0.5: return texts(g.items)
            default: return []
            }
        }
    }

    /// The greatest WCAG contrast between a pixel in `box` (points, at `scale`) and the box's
    /// most common colour.
    static func strongestContrast(_ image: RasterImage, _ box: Rect, scale: Double) -> Double {
        let x0 = max(0, Int(box.minX * scale)), x1 = min(image.width, Int((box.maxX * scale).rounded(.up)))
        let y0 = max(0, Int(box.minY * scale)), y1 = min(image.height, Int((box.maxY * scale).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return .infinity }   // off the page: nothing to read
        var counts: [RasterImage.Pixel: Int] = [:]
        for y in y0..<y1 { for x in x0..<x1 { counts[image.pixel(x, y), default: 0] += 1 } }
        let ground = counts.max { $0.value < $1.value }!.key.color
        return counts.keys.map { TokenSet.contrast($0.color, over: ground) }.max() ?? 1
    }
}

/// The dark theme holds together on the order card: the empty progress track sits darker than
/// the green fill (so the filled part leads, as in light), the icons' circles are toned for the
/// dark card (the icons on them at least 3:1, the circles no brighter than the icons), and the
/// copy meets WCAG AA on the card (4.5:1). The Pickup screen stays light (the spec says why).
final class DarkThemeTests: XCTestCase {
    func testTheOrderCardsColoursHoldTogetherInDark() throws {
        for theme in ["light", "dark"] {
            let p = try Project(Inputs(tokens: Repo.tokensPath, contexts: ["theme": theme]))
            let o = p.styles.order.colors
            let card = o.card, track = o.barTrack, fill = o.barFill, Contrast = TokenSet.self
            if theme == "dark" {
                XCTAssertLessThan(Contrast.luminance(track), Contrast.luminance(fill), "dark: the empty track is darker than the fill")
                XCTAssertLessThan(Contrast.luminance(o.iconCircle), Contrast.luminance(o.icon), "dark: the circles sit behind the icons")
            }
            XCTAssertGreaterThanOrEqual(Contrast.contrast(o.icon, over: o.iconCircle), theme == "dark" ? 3 : 2.5, "\(theme): icon on its circle")
            XCTAssertGreaterThan(Contrast.contrast(track, over: card), 1.2, "\(theme): the track shows on the card")
            // In dark the sheet's copy lies on its material, a tint over whatever is behind:
            // judged over the lightest and the darkest ground there is (cream, ink).
            let tint = p.styles.order.sheetMaterial.tint
            let behind = theme == "dark" ? [Color(hex: "#EFEFEF")!, Color(hex: "#1C1C1C")!] : []   // light: the card alone (the spec's colours)
            let grounds = [card] + behind.map { Color(r: tint.r * tint.a + $0.r * (1 - tint.a), g: tint.g * tint.a + $0.g * (1 - tint.a), b: tint.b * tint.a + $0.b * (1 - tint.a), a: 1) }
            for (name, text) in [("primary", p.styles.chrome.primary), ("secondary", p.styles.chrome.secondary)] {
                for ground in grounds {
                    XCTAssertGreaterThanOrEqual(Contrast.contrast(text, over: ground), 4.5, "\(theme): \(name) copy on \(ground.hex)")
                }
            }
        }
    }
}
