import Foundation
import Geometry

/// The SF Symbols the screens use, redrawn as paths on a 24-unit grid (no icon fonts, no
/// bitmaps). Proportions follow the symbols at their regular weight.
enum Symbols {
    private static func P(_ x: Double, _ y: Double) -> Point { Point(x, y) }

    /// `chevron.left`: two strokes meeting at the left, 14 units tall.
    static var chevronLeft: Glyph {
        Glyph(strokes: Path { p in p.move(to: P(15, 4.5)); p.line(to: P(7.5, 12)); p.move(to: P(7.5, 12)); p.line(to: P(15, 19.5)) },
              weight: 2.3)
    }
    /// `xmark`: the same two strokes as the chevron (so one can morph into the other).
    static var xmark: Glyph {
        Glyph(strokes: Path { p in p.move(to: P(18, 6)); p.line(to: P(6, 18)); p.move(to: P(6, 6)); p.line(to: P(18, 18)) },
              weight: 2.3)
    }
    /// `chevron.right`, as in a list row's disclosure indicator. Set towards the right of its
    /// box so its ink ends where the trailing price's ink ends in the row above (measured @3x).
    static var chevronRight: Glyph {
        Glyph(strokes: Path { p in p.move(to: P(12.9, 4.5)); p.line(to: P(20.4, 12)); p.line(to: P(12.9, 19.5)) }, weight: 2.6)
    }
    /// `ellipsis`: three dots.
    static var ellipsis: Glyph {
        var f = Path()
        for x in [4.5, 12, 19.5] { f.append(.circle(center: P(x, 12), radius: 1.9)) }
        return Glyph(fills: f)
    }
    /// `square.and.arrow.up`: an open-topped box with an arrow rising out of it.
    static var share: Glyph {
        Glyph(strokes: Path { p in
            // box, open at the top where the arrow leaves it
            p.move(to: P(8.5, 9.5)); p.line(to: P(6.5, 9.5))
            p.arc(center: P(6.5, 11.5), radius: 2, startAngle: -.pi / 2, endAngle: -.pi)
            p.line(to: P(4.5, 19)); p.arc(center: P(6.5, 19), radius: 2, startAngle: .pi, endAngle: .pi / 2)
            p.line(to: P(17.5, 21)); p.arc(center: P(17.5, 19), radius: 2, startAngle: .pi / 2, endAngle: 0)
            p.line(to: P(19.5, 11.5)); p.arc(center: P(17.5, 11.5), radius: 2, startAngle: 0, endAngle: -.pi / 2)
            p.line(to: P(15.5, 9.5))
            // arrow
            p.move(to: P(12, 14.5)); p.line(to: P(12, 2.5))
            p.move(to: P(8, 6.3)); p.line(to: P(12, 2.5)); p.line(to: P(16, 6.3))
        }, weight: 1.9)
    }
    /// `clock`: a circle with hands at about ten past twelve.
    static var clock: Glyph {
        Glyph(strokes: Path { p in
            p.append(.circle(center: P(12, 12), radius: 9.5))
            p.move(to: P(12, 6.5)); p.line(to: P(12, 12)); p.line(to: P(15.5, 14))
        }, weight: 1.9)
    }
    /// `checkmark.circle.fill`: a filled disc with the tick cut out.
    static var checkmarkCircleFill: Glyph {
        var f = Path.circle(center: P(12, 12), radius: 10.5)
        // The tick as a closed outline (≈2.2 units thick), cut out by the even-odd rule.
        f.move(to: P(7.0, 12.3)); f.line(to: P(8.5, 10.9)); f.line(to: P(10.7, 13.2)); f.line(to: P(15.6, 8.0))
        f.line(to: P(17.1, 9.4)); f.line(to: P(10.7, 16.1)); f.close()
        return Glyph(fills: f)
    }
    /// `checkmark`: a plain tick.
    static var checkmark: Glyph {
        Glyph(strokes: Path { p in p.move(to: P(5, 12.5)); p.line(to: P(9.8, 17.2)); p.line(to: P(19, 6.8)) }, weight: 2.6)
    }
    /// An iced cup: tapered clear cup, lid with a dome line, straw, ice cubes.
    static var icedCup: Glyph {
        var s = Path()
        s.move(to: P(6.5, 8.5)); s.line(to: P(8.2, 21)); s.line(to: P(15.8, 21)); s.line(to: P(17.5, 8.5))   // cup
        s.move(to: P(5.5, 8.5)); s.line(to: P(18.5, 8.5))                                                   // lid rim
        s.move(to: P(7, 8.5)); s.quad(to: P(17, 8.5), control: P(12, 3.8))                                  // dome
        s.move(to: P(13, 5.4)); s.line(to: P(15, 1.5)); s.line(to: P(17.5, 1.5))                            // straw
        var f = Path()
        f.append(.roundedRect(Rect(x: 9.3, y: 12, width: 3, height: 3), radius: 0.6))
        f.append(.roundedRect(Rect(x: 12.2, y: 15.2, width: 3, height: 3), radius: 0.6))
        return Glyph(strokes: s, fills: f, weight: 1.7)
    }
    /// `storefront`: an awning with scallops over a shop with a door.
    static var storefront: Glyph {
        var s = Path()
        s.move(to: P(4, 10.5)); s.line(to: P(4, 20)); s.line(to: P(20, 20)); s.line(to: P(20, 10.5))  // walls
        s.move(to: P(10, 20)); s.line(to: P(10, 14.5)); s.line(to: P(14, 14.5)); s.line(to: P(14, 20)) // door
        s.move(to: P(2.8, 8)); s.line(to: P(4.5, 3.5)); s.line(to: P(19.5, 3.5)); s.line(to: P(21.2, 8)) // awning
        // scalloped valance: four arcs
        s.move(to: P(2.8, 8))
        for i in 0..<4 {
            let x0 = 2.8 + Double(i) * 4.6
            s.quad(to: P(x0 + 4.6, 8), control: P(x0 + 2.3, 12.4))
        }
        return Glyph(strokes: s, weight: 1.7)
    }
    /// `sun.max`: a disc with eight rays.
    static var sun: Glyph {
        var s = Path.circle(center: P(12, 12), radius: 4.2)
        for i in 0..<8 {
            let a = Double(i) * .pi / 4
            s.move(to: P(12 + 7 * cos(a), 12 + 7 * sin(a))); s.line(to: P(12 + 9.8 * cos(a), 12 + 9.8 * sin(a)))
        }
        return Glyph(strokes: s, weight: 1.9)
    }
    /// A wallet (`wallet.pass`): a rounded card with a pass peeking out and a clasp line.
    static var wallet: Glyph {
        var s = Path.roundedRect(Rect(x: 2.5, y: 6.5, width: 19, height: 14), radius: 3)
        s.move(to: P(5.5, 6.5)); s.line(to: P(5.5, 4.5)); s.line(to: P(18.5, 4.5)); s.line(to: P(18.5, 6.5))
        s.move(to: P(2.5, 11)); s.line(to: P(9, 11)); s.quad(to: P(15, 11), control: P(12, 14.6)); s.line(to: P(21.5, 11))
        return Glyph(strokes: s, weight: 1.8)
    }
}
