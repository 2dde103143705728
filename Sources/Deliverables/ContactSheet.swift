import Export
import FileIO
import Foundation
import Geometry
import Nodes
import ProjectInputs
import Render
import Screens

/// `DIR/contact-sheet.png`: the key moments side by side, each captioned with its time and
/// what happens — the picture a reviewer opens first.
public enum ContactSheet {
    /// Thumbnails per row, their scale, the gaps between them (a documentation layout, not a
    /// screen of the app, so its numbers live here).
    static let columns = 7, thumbScale = 0.42, gap = 16.0
    /// Space between a picture and its caption.
    static let captionGap = 6.0

    public static func node(_ project: Project) throws -> (Node, Size) {
        let moments = try KeyMoments.all(project.styles, project.tokens)
        let frames = try moments.map { try project.frame(at: $0.time) }
        let canvas = project.canvas
        let w = canvas.width * thumbScale, h = canvas.height * thumbScale
        let rows = (moments.count + columns - 1) / columns
        let p = project.styles.pickup
        let timeFont = p.fonts.codeLabel, captionFont = p.fonts.note
        func caption(_ m: KeyMoments.Moment) -> Node {
            VStack(alignment: .leading, spacing: 2) {
                Text(String(format: "%.2f s", m.time), font: timeFont, color: p.colors.label)
                Text(m.caption, font: captionFont, color: p.colors.secondaryLabel)
            }.node
        }
        // As tall as the tallest caption (a two-line one, or more in a longer language), so
        // none runs into the next row or off the sheet's bottom.
        let layout = Layout(measurer: project.measurer)
        let captionHeight = captionGap + (moments.map { layout.size(caption($0), Proposal(width: w, height: nil)).height }.max() ?? 0)
        let size = Size(gap + Double(columns) * (w + gap), gap + Double(rows) * (h + captionHeight + gap))
        let node = Canvas(width: size.width, height: size.height) {
            Rectangle().fill(p.colors.background)
            for (i, (m, list)) in zip(moments, frames).enumerated() {
                let x = gap + Double(i % columns) * (w + gap), y = gap + Double(i / columns) * (h + captionHeight + gap)
                Canvas(width: w, height: h) {
                    GeometryNode(list).transformEffect(.scale(thumbScale, thumbScale))
                }
                .clipShape(Rectangle(cornerRadius: 12))
                .offset(x: x, y: y)
                caption(m)
                .frame(width: w, alignment: .leading)
                .offset(x: x, y: y + h + captionGap)
            }
        }.node
        return (node, size)
    }

    /// Pixels per point of the written picture (a 2x picture: sharp on a laptop screen).
    public static let scale = 2.0

    /// The sheet resolved: what `export` digests and draws.
    public static func displayList(_ project: Project) throws -> DisplayList {
        let (node, size) = try node(project)
        return Layout(measurer: project.measurer).resolve(node, size: size)
    }

    /// Writes the sheet at `scale` pixels per point, atomically.
    public static func write(_ project: Project, to path: OutputFile, scale: Double = scale) throws {
        try Renderer().image(displayList(project), scale: scale).writePNG(to: path)
    }
}

extension ProjectPicture {
    /// `contact-sheet.png`, written by every `pickup export` with PNG among its formats.
    public static let contactSheet = ProjectPicture(name: "contact-sheet", scale: ContactSheet.scale) { try ContactSheet.displayList($0) }
}
