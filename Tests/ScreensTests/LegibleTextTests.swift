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
