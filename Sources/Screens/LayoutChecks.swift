import Geometry
import Nodes

/// A comp whose layout breaks one of the design's invariants: never written, always reported
/// with the comp, the element and by how much.
public struct LayoutViolation: Error, CustomStringConvertible {
    /// What was checked: `comp 'pickup'`, `frame at 7.000 s`.
    public var comp: String
    public var element: String
    public var problem: String
    /// What to change in the copy, where text is refused: the keys and their files (`CopyTrace`).
    public var copy: String?
    public var description: String { "\(comp): \(element) \(problem).\(copy.map { " \($0)." } ?? "") Nothing was written." }
}

/// The invariants every comp is checked against on its resolved display list before a file is
/// committed:
/// - the code and its quiet zone lie on the canvas and nothing is drawn over them;
/// - no text is cut by the canvas's edge (text inside its container is Pango's doing: limited lines
///   are cut with `…`, the rest wrap at the container's width);
/// - touch targets are at least 44 × 44 pt (Apple's Human Interface Guidelines);
/// - no text lies under a button but the button's own label.
/// Text in a scrolling sheet (`ScrollView`) that crosses the bottom edge is below the fold, not
/// cut: it is laid out whole and checked like the rest.
public enum LayoutChecks {
    public static let minimumTouchTarget = 44.0
    /// Measurements are in points; overlaps smaller than this are rounding, not design.
    static let tolerance = 0.01

    /// `trace`: how to find the copy that put a refused text where it is (`CopyTrace`); without
    /// it, a text's own copy keys are named.
    public static func check(_ list: DisplayList, comp: String, code: QRPlacement?, touchTargets: [(String, Rect)],
                             measurer: TextMeasurer, trace: CopyTrace? = nil) throws {
        // `text`: the refused text's index among the list's texts, so its copy is named.
        func fail(_ element: String, _ problem: String, text: Int? = nil) -> LayoutViolation {
            LayoutViolation(comp: comp, element: element, problem: problem,
                            copy: text.flatMap { CopyTrace.note(text: $0, of: list, trace: trace, measurer: measurer) })
        }
        let canvas = Rect(origin: .zero, size: list.size)
        for (name, r) in touchTargets where r.width < minimumTouchTarget - tolerance || r.height < minimumTouchTarget - tolerance {
            throw fail(name, "is \(fmt(r.width)) × \(fmt(r.height)) pt, smaller than the \(fmt(minimumTouchTarget)) × \(fmt(minimumTouchTarget)) pt a finger needs")
        }
        let leaves = list.leaves
        let scrolling = ScrollView.rects(in: list)
        var textIndex = -1
        for item in leaves {
            guard case .text(let t) = item else { continue }
            textIndex += 1
            var b = textBounds(t, measurer)
            // Below the fold of a scrolling sheet: judged by its sides and top only.
            let scrolled = scrolling.contains { $0.minX <= b.minX + 0.5 && b.maxX <= $0.maxX + 0.5 && $0.minY <= b.minY && b.maxY <= $0.maxY + 0.5 }
            if scrolled, b.maxY > canvas.maxY { b.size.height = max(0, min(b.maxY, canvas.maxY) - b.minY) }
            // Wholly off the canvas is off screen (a card waiting below it), not cut.
            let onCanvas = b.maxX > canvas.minX && b.minX < canvas.maxX && b.maxY > canvas.minY && b.minY < canvas.maxY
            if onCanvas, b.minX < canvas.minX - 0.5 || b.minY < canvas.minY - 0.5 || b.maxX > canvas.maxX + 0.5 || b.maxY > canvas.maxY + 0.5 {
                throw fail("text '\(cut(t.content.string))'", "runs off the canvas: \(show(b)) on \(fmt(canvas.width)) × \(fmt(canvas.height)) pt", text: textIndex)
            }
            // The glyphs themselves, where the box comes within a font size of an edge: wide
            // letter spacing or an overhang can put ink outside a box that is inside (a 200-pt
            // title's '…' was cut at x = 0).
            let size = t.content.runs.map(\.font.size).max() ?? 0
            if onCanvas, b.minX < size || b.minY < size || b.maxX > canvas.maxX - size || (!scrolled && b.maxY > canvas.maxY - size),
               let ink = inkBounds(t, measurer),
               ink.minX < canvas.minX - 1 || ink.minY < canvas.minY - 1 || ink.maxX > canvas.maxX + 1 || (!scrolled && ink.maxY > canvas.maxY + 1) {
                throw fail("text '\(cut(t.content.string))'", "draws off the canvas: its glyphs reach \(show(ink)) on \(fmt(canvas.width)) × \(fmt(canvas.height)) pt",
                           text: textIndex)
            }
        }
        try checkNothingUnderTheButtons(leaves, touchTargets, measurer: measurer, fail: fail)
        guard let code else { return }
        try checkTheCode(code, leaves, canvas: canvas, measurer: measurer, fail: fail)
    }

    /// The code's quiet zone lies on the canvas, the code is drawn where it was placed, and
    /// nothing drawn after it covers its quiet zone.
    static func checkTheCode(_ code: QRPlacement, _ leaves: [DisplayItem], canvas: Rect, measurer: TextMeasurer,
                             fail: (String, String, Int?) -> LayoutViolation) throws {
        let quiet = code.quietRect
        if quiet.minX < -tolerance || quiet.minY < -tolerance || quiet.maxX > canvas.maxX + tolerance || quiet.maxY > canvas.maxY + tolerance {
            throw fail("the code's quiet zone", "\(show(quiet)) is not on the \(fmt(canvas.width)) × \(fmt(canvas.height)) pt canvas", nil)
        }
        guard let at = leaves.firstIndex(where: { item in
            if case .fill(let p, _, _, crisp: true) = item, let b = p.controlBounds { return close(b, code.rect) }
            return false
        }) else { throw fail("the code", "is not drawn at \(show(code.rect))", nil) }
        var textsBefore = leaves[...at].filter { if case .text = $0 { return true } else { return false } }.count
        for item in leaves[(at + 1)...] {
            var text: Int?
            if case .text = item { text = textsBefore; textsBefore += 1 }
            let (name, bounds): (String, Rect?)
            switch item {
            case .fill(let p, _, _, _): (name, bounds) = ("a shape", p.controlBounds)
            case .stroke(let p, let s): (name, bounds) = ("a line", p.controlBounds.map { $0.insetBy(dx: -s.width / 2, dy: -s.width / 2) })
            case .material(let p, _, _): (name, bounds) = ("a frosted material", p.controlBounds)
            case .svg(_, let r, let m): (name, bounds) = ("an SVG picture", transformed(r, m))
            case .text(let t): (name, bounds) = ("text '\(cut(t.content.string))'", textBounds(t, measurer))
            default: continue
            }
            guard let b = bounds else { continue }
            let x0 = max(b.minX, quiet.minX), x1 = min(b.maxX, quiet.maxX)
            let y0 = max(b.minY, quiet.minY), y1 = min(b.maxY, quiet.maxY)
            if x1 - x0 > tolerance, y1 - y0 > tolerance {
                throw fail(name, "at \(show(b)) is drawn over the code's quiet zone \(show(quiet)) by \(fmt(x1 - x0)) × \(fmt(y1 - y0)) pt", text)
            }
        }
    }

    /// No text lies under a button unless it is the button's own label (wholly inside it): a
    /// sheet grown by a large title slid "Order A42" under the back button.
    static func checkNothingUnderTheButtons(_ leaves: [DisplayItem], _ buttons: [(String, Rect)], measurer: TextMeasurer,
                                            fail: (String, String, Int?) -> LayoutViolation) throws {
        guard !buttons.isEmpty else { return }
        var textIndex = -1
        for item in leaves {
            guard case .text(let t) = item else { continue }
            textIndex += 1
            let b = textBounds(t, measurer)
            for (name, r) in buttons {
                let x0 = max(b.minX, r.minX), x1 = min(b.maxX, r.maxX), y0 = max(b.minY, r.minY), y1 = min(b.maxY, r.maxY)
                guard x1 - x0 > 0.5, y1 - y0 > 0.5 else { continue }
                // The label's box may overhang its capsule by a fraction of a point where it is
                // cut with '…'; its glyphs may not.
                func within(_ b: Rect) -> Bool { b.minX >= r.minX - 0.5 && b.maxX <= r.maxX + 0.5 && b.minY >= r.minY - 0.5 && b.maxY <= r.maxY + 0.5 }
                if !within(b), !(inkBounds(t, measurer).map(within) ?? true) {
                    throw fail("text '\(cut(t.content.string))'", "at \(show(b)) lies under \(name) at \(show(r)) by \(fmt(x1 - x0)) × \(fmt(y1 - y0)) pt",
                               textIndex)
                }
            }
        }
    }

    /// Where a text item's glyphs are on the page (their outlines' control points), or nil if
    /// it draws none.
    static func inkBounds(_ t: TextItem, _ measurer: TextMeasurer) -> Rect? {
        measurer.runOutlines(t).compactMap(\.controlBounds).reduce(nil as Rect?) { acc, r in acc.map { $0.union(r) } ?? r }
    }

    /// A text item's box on the page: its laid-out size through its transform.
    static func textBounds(_ t: TextItem, _ measurer: TextMeasurer) -> Rect {
        transformed(Rect(origin: .zero, size: measurer.measure(t.content, width: t.width)), t.transform)
    }

    static func transformed(_ r: Rect, _ m: Transform) -> Rect {
        let ps = [Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.minX, r.maxY), Point(r.maxX, r.maxY)].map(m.apply)
        let xs = ps.map(\.x), ys = ps.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    static func close(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance && abs(a.maxX - b.maxX) < tolerance && abs(a.maxY - b.maxY) < tolerance
    }
    static func fmt(_ v: Double) -> String {
        v == v.rounded() ? String(Int(v)) : String(format: "%.2f", v)
    }
    static func show(_ r: Rect) -> String { "(\(fmt(r.minX)), \(fmt(r.minY)), \(fmt(r.width)) × \(fmt(r.height)))" }
    static func cut(_ s: String) -> String { s.count <= 40 ? s : String(s.prefix(39)) + "…" }
}
