import FileIO
import Geometry

/// The matrix's overview picture, laid out before anything is drawn: cells of one size (the
/// widest and tallest variant's key comp at `thumbScale`, a caption under each) in rows of
/// `across` — devices, or with `--vary` the contexts — and cut into parts that Cairo can draw
/// and memory can hold: `matrix.png`, or `matrix-1.png`, `matrix-2.png`, … in row order. A row
/// wider than a part wraps onto the next line of cells, in order.
public struct MatrixOverview: Sendable, Equatable {
    /// Pixels per point of the picture; with `thumbScale` 0.5 each phone is drawn at @1x.
    public static let scale = 2.0, thumbScale = 0.5, gap = 24.0, captionHeight = 40.0
    /// The longest side of one part, in pixels (Cairo draws at most 32,767).
    public static let maxSide = 16_384
    /// The most pixels one part holds (4 bytes each: 512 MiB).
    public static let maxPixels = 1 << 27

    /// The cell's phone, in points at `thumbScale`.
    public var thumb: Size
    /// Cells across in a part's row.
    public var across: Int
    /// Each part's lines of cells, each line the variants' indices (at most `across`), in order.
    public var parts: [[[Int]]]

    /// `count` variants, `columns` to a row of the matrix, each phone `thumb` (points at `thumbScale`).
    public init(count: Int, columns: Int, thumb: Size) throws {
        self.thumb = thumb
        let cellWidth = thumb.width + Self.gap, cellHeight = thumb.height + Self.captionHeight + Self.gap
        let maxPoints = Double(Self.maxSide) / Self.scale
        let fit = Int(((maxPoints - Self.gap) / cellWidth).rounded(.down))
        guard fit >= 1, ((maxPoints - Self.gap) / cellHeight) >= 1 else {
            throw OutputError(path: "matrix.png", message: "a phone of \(Int(thumb.width / Self.thumbScale)) × \(Int(thumb.height / Self.thumbScale)) pt "
                              + "does not fit the overview's \(Self.maxSide) px side")
        }
        across = max(1, min(columns, fit))
        // Each row of the matrix on lines of at most `across` cells.
        var lines: [[Int]] = []
        for start in stride(from: 0, to: count, by: max(1, columns)) {
            let row = Array(start..<min(count, start + columns))
            for s in stride(from: 0, to: row.count, by: across) { lines.append(Array(row[s..<min(row.count, s + across)])) }
        }
        let widthPx = (Self.gap + Double(across) * cellWidth) * Self.scale
        let bySide = Int(((maxPoints - Self.gap) / cellHeight).rounded(.down))
        let byPixels = Int(((Double(Self.maxPixels) / widthPx / Self.scale - Self.gap) / cellHeight).rounded(.down))
        let linesPerPart = max(1, min(bySide, byPixels))
        parts = stride(from: 0, to: lines.count, by: linesPerPart).map { Array(lines[$0..<min(lines.count, $0 + linesPerPart)]) }
    }

    /// Part `p`'s size in points.
    public func size(ofPart p: Int) -> Size {
        Size(Self.gap + Double(across) * (thumb.width + Self.gap),
             Self.gap + Double(parts[p].count) * (thumb.height + Self.captionHeight + Self.gap))
    }

    /// Where the cell in `column` of a part's `line` sits, in points.
    public func origin(line: Int, column: Int) -> Point {
        Point(Self.gap + Double(column) * (thumb.width + Self.gap),
              Self.gap + Double(line) * (thumb.height + Self.captionHeight + Self.gap))
    }

    /// The part's size in pixels (at `scale`).
    public func pixels(ofPart p: Int) -> (width: Int, height: Int) {
        let s = size(ofPart: p)
        return (Int((s.width * Self.scale).rounded(.up)), Int((s.height * Self.scale).rounded(.up)))
    }

    /// The parts' file names: `base.png` when one part holds all, else `base-1.png`, `base-2.png`, ….
    public func fileNames(base: String) -> [String] {
        parts.count == 1 ? ["\(base).png"] : parts.indices.map { "\(base)-\($0 + 1).png" }
    }
}
