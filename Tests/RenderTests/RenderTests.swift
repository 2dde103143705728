@testable import FileIO
import Foundation
import Typeface
import XCTest
import Geometry
import Nodes
@testable import Render
import TestSupport

final class RenderTests: XCTestCase {
    let renderer = Renderer()
    let layout = Layout(measurer: PangoMeasurer())
    let red = Color(hex: "#FF0000")!, blue = Color(hex: "#0000FF")!

    func list(_ n: NodeConvertible, _ w: Double = 40, _ h: Double = 20) -> DisplayList {
        layout.resolve(n.node, size: Size(w, h))
    }

    func testPNGRoundTripsThroughLibpng() throws {
        let img = renderer.image(list(Rectangle().fill(red.opacity(0.5))), scale: 2)
        let dir = Repo.tempDir()
        try img.writePNG(to: .single(dir + "/a.png"))
        let back = try XCTUnwrap(RasterImage.load(png: dir + "/a.png"))
        XCTAssertEqual(back.width, 80); XCTAssertEqual(back.height, 40)
        XCTAssertEqual(back.pixel(10, 10), img.pixel(10, 10))
        XCTAssertEqual(back.pixel(10, 10).r, 255)
        XCTAssertEqual(Int(back.pixel(10, 10).a), 128, accuracy: 1)
    }

    func testHairlineIsOneDevicePixelAtEveryScale() {
        for scale in [1.0, 2.0, 3.0] {
            // A vertical line through the middle of device column 10.
            let x = 10.5 / scale
            let n = Canvas(width: 40, height: 20) {
                PathShape(Path { $0.move(to: Point(x, 0)); $0.line(to: Point(x, 20)) }).stroke(.hairline(.black))
            }
            let img = renderer.image(list(n), scale: scale)
            let covered = (0..<img.width).filter { img.pixel($0, img.height / 2).a > 0 }
            XCTAssertEqual(covered, [10], "scale \(scale)")
        }
    }

    /// A separator laid out anywhere (here 7.3 pt down, a zero-height frame stroked as a
    /// hairline) covers exactly one row of device pixels, fully, at every scale — as iOS draws it.
    func testHairlineSeparatorAtAnyPositionIsOneFullDeviceRow() {
        for scale in [1.0, 2.0, 3.0] {
            let n = Canvas(width: 40, height: 20) {
                Rectangle().stroke(.hairline(.black)).frame(width: 30, height: 0).offset(x: 5, y: 7.3)
            }
            let img = renderer.image(list(n), scale: scale)
            let rows = (0..<img.height).filter { img.pixel(img.width / 2, $0).a > 0 }
            XCTAssertEqual(rows.count, 1, "scale \(scale): rows \(rows)")
            if let r = rows.first { XCTAssertEqual(img.pixel(img.width / 2, r).a, 255, "scale \(scale)") }
        }
    }

    func testCrispShapesSnapToDevicePixelsWithoutAntialiasing() {
        let n = Canvas(width: 40, height: 20) {
            PathShape(.rect(Rect(x: 3.3, y: 2.2, width: 10.45, height: 7.1))).fill(.black).crisp()
        }
        for scale in [1.0, 2.0, 3.0] {
            let img = renderer.image(list(n), scale: scale)
            var alphas = Set<UInt8>()
            for y in 0..<img.height { for x in 0..<img.width { alphas.insert(img.pixel(x, y).a) } }
            XCTAssertEqual(alphas, [0, 255], "scale \(scale)")
        }
    }

    func testSVGRendersTheSameThroughLibrsvg() throws {
        let n = Canvas(width: 120, height: 60) {
            Rectangle().fill(.white)
            Circle().fill(red).frame(width: 30, height: 30).offset(x: 10, y: 10)
            Rectangle(cornerRadius: 6).fill(blue).stroke(.black, width: 2).frame(width: 50, height: 30).offset(x: 55, y: 15)
            Text("Hello", font: Font(family: "Inter", size: 14, weight: 600), color: .black).offset(x: 10, y: 40)
        }
        let l = list(n, 120, 60)
        let dir = Repo.tempDir()
        try OutputFile.single(dir + "/a.svg").write(renderer.svg(l))
        try Tool.rsvg(dir + "/a.svg", to: dir + "/a.png", zoom: 2)
        let theirs = try XCTUnwrap(RasterImage.load(png: dir + "/a.png"))
        ImageComparison(tolerance: 40, allowedShare: 0.01).assertMatches(theirs, renderer.image(l, scale: 2), "svg-vs-cairo")
    }

    func testPDFKeepsTextAsTextWithStyledRuns() throws {
        let f = Font(family: "Inter", size: 17)
        let n = Text([TextRun("Ready in about ", font: f, color: .black), TextRun("2", font: f.weight(700), color: red),
                      TextRun(" min", font: f, color: .black)])
        let dir = Repo.tempDir()
        try OutputFile.single(dir + "/a.pdf").write(renderer.pdf([list(n, 300, 40)], title: "t"))
        XCTAssertTrue(try Tool.pdfText(dir + "/a.pdf").contains("Ready in about 2 min"))
    }

    func testOutputsAreByteIdenticalRunToRun() {
        let l = list(Canvas(width: 40, height: 20) {
            Rectangle().fill(red)
            Circle().material(Material(blurRadius: 3, tint: Color.white.opacity(0.5))).frame(width: 20, height: 20)
            Text("A42", font: Font(family: "Inter", size: 10, weight: 800), color: .black)
        })
        XCTAssertEqual(renderer.svg(l), renderer.svg(l), "SVG (surface ids renumbered)")
        XCTAssertEqual(renderer.pdf([l], title: "x"), renderer.pdf([l], title: "x"), "PDF (date pinned)")
        XCTAssertEqual(Renderer().pdf([l], title: "x"), renderer.pdf([l], title: "x"), "PDF from another renderer")
    }

    func testMaterialBlursTheBackdropThenTints() {
        // Red and blue halves; a material across the seam mixes them, then a 50 % white tint.
        let n = Canvas(width: 40, height: 20) {
            PathShape(.rect(Rect(x: 0, y: 0, width: 20, height: 20))).fill(red)
            PathShape(.rect(Rect(x: 20, y: 0, width: 20, height: 20))).fill(blue)
            Rectangle().material(Material(blurRadius: 6, tint: Color.white.opacity(0.5))).frame(width: 20, height: 20)
                .offset(x: 10)
        }
        let img = renderer.image(list(n), scale: 1)
        let seam = img.pixel(20, 10)
        XCTAssertGreaterThan(seam.r, 150); XCTAssertGreaterThan(seam.b, 150)   // both colours, lightened
        XCTAssertEqual(img.pixel(2, 10), RasterImage.Pixel(r: 255, g: 0, b: 0, a: 255), "outside: untouched")
    }

    func testBlurGroupSoftensEdges() {
        let sharp = renderer.image(list(Rectangle().fill(.black).frame(width: 10, height: 10)), scale: 1)
        let soft = renderer.image(list(Rectangle().fill(.black).frame(width: 10, height: 10).blur(radius: 2)), scale: 1)
        // The square spans x 15…25 on the 40 × 20 page.
        XCTAssertEqual(sharp.pixel(15, 10).a, 255); XCTAssertEqual(sharp.pixel(14, 10).a, 0)
        XCTAssertLessThan(soft.pixel(15, 10).a, 230); XCTAssertGreaterThan(soft.pixel(14, 10).a, 20)
    }

    func testSVGFilesAreDrawnThroughLibrsvg() {
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#00ff00"/></svg>"##
        let img = renderer.image(list(SVGImage(SVGSource(data: Data(svg.utf8), size: Size(10, 10))).frame(width: 20, height: 20)), scale: 1)
        XCTAssertEqual(img.pixel(20, 10), RasterImage.Pixel(r: 0, g: 255, b: 0, a: 255))
    }

    func testStyledRunsOutlineSeparately() {
        let f = Font(family: "Inter", size: 17)
        let l = layout.outlined(list(Text([TextRun("in ", font: f, color: .black), TextRun("2", font: f.weight(700), color: red)]), 100, 30))
        let fills = l.items.compactMap { item -> (Color, Rect)? in
            if case .fill(let p, let c, _, _) = item, let b = p.controlBounds { return (c, b) } else { return nil }
        }
        XCTAssertEqual(fills.map(\.0), [.black, red])
        XCTAssertLessThan(fills[0].1.maxX, fills[1].1.minX, "the number's outline follows the words'")
    }
}

final class AtomicFileTests: XCTestCase {
    func testAFailedWriteLeavesTheOldFileAndNoTemporaries() throws {
        let dir = Repo.tempDir()
        let path = dir + "/out.svg"
        try OutputFile.single(path).write(Data("old".utf8))
        struct Boom: Error {}
        XCTAssertThrowsError(try AtomicFile.write(to: path) { tmp in
            try Data("half".utf8).write(to: URL(fileURLWithPath: tmp))
            throw Boom()
        })
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "old")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir), ["out.svg"])
    }

    /// A temporary name fits a file name whatever the target's: cut at a character's edge,
    /// still `.NAME.PID.RANDOM.tmp` (so a later run can sweep it), and written at the limit.
    func testATemporaryNameFitsWhateverTheTargetsName() throws {
        for name in [String(repeating: "a", count: 255), String(repeating: "é", count: 127) + "x", "short.png"] {
            let tmp = AtomicFile.temporaryName(for: name)
            XCTAssertLessThanOrEqual(tmp.utf8.count, 255, name)
            XCTAssertEqual(AtomicFile.temporaryPID(tmp), getpid(), tmp)
            XCTAssertTrue(name.hasPrefix(String(tmp.dropFirst().prefix { $0 != "." }.prefix(20))), tmp)
        }
        let dir = Repo.tempDir()
        let path = dir + "/" + String(repeating: "n", count: 251) + ".png"
        try OutputFile.single(path).write(Data("x".utf8))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir), [String(repeating: "n", count: 251) + ".png"])
    }

    /// A folder location refuses a file or a folder that a link leads out of it, before
    /// writing; a link that stays inside is followed; the named file of a single-file location
    /// is written through.
    func testALocationKeepsWritesInside() throws {
        let dir = Repo.tempDir(), fm = FileManager.default
        try fm.createDirectory(atPath: dir + "/out/in", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: dir + "/elsewhere", withIntermediateDirectories: true)
        try fm.createSymbolicLink(atPath: dir + "/out/away", withDestinationPath: dir + "/elsewhere")
        try fm.createSymbolicLink(atPath: dir + "/out/near", withDestinationPath: "in")
        try fm.createSymbolicLink(atPath: dir + "/out/file.png", withDestinationPath: dir + "/elsewhere/file.png")
        let location = OutputLocation(folder: dir + "/out")
        for path in ["away/a.png", "file.png", "away/sub/b.png"] {
            XCTAssertThrowsError(try location.file(dir + "/out/" + path).write(Data("x".utf8)), path) { e in
                XCTAssertTrue("\(e)".contains("leads out of the output folder"), "\(e)")
            }
        }
        XCTAssertThrowsError(try location.makeFolder(dir + "/out/away/sub"))
        XCTAssertThrowsError(try location.preflight([dir + "/out/ok.png", dir + "/out/away/x.png"])) { e in
            XCTAssertTrue((e as? OutputError)?.beforeWriting == true)
        }
        XCTAssertEqual(try fm.contentsOfDirectory(atPath: dir + "/elsewhere"), [], "nothing written outside")
        try location.file(dir + "/out/near/c.png").write(Data("x".utf8))
        XCTAssertTrue(fm.fileExists(atPath: dir + "/out/in/c.png"))
        try OutputLocation(file: dir + "/out/file.png").namedFile.write(Data("through".utf8))
        XCTAssertEqual(try String(contentsOfFile: dir + "/elsewhere/file.png", encoding: .utf8), "through")
    }

    func testWritingUnderAFileIsAClearError() throws {
        let dir = Repo.tempDir()
        try Data().write(to: URL(fileURLWithPath: dir + "/file"))
        XCTAssertThrowsError(try AtomicFile.write(Data("x".utf8), to: dir + "/file/out.png")) { e in
            XCTAssertTrue("\(e)".contains(dir + "/file/out.png"), "\(e)")
        }
    }
}
