import Export
import Foundation
import Geometry
import ImageEncoding
import Nodes
import ProjectInputs
import Render
import TestSupport
import XCTest

/// The frames' PNG encoder (`PNGBands`): every file decodes (by libpng, through Cairo) to the
/// pixels the comps' libpng writer's file decodes to, and a file's bytes never depend on what
/// the encoder saw before it.
final class PNGBandsTests: XCTestCase {
    let renderer = Renderer()

    /// Frames of each kind: the order screen at rest and ticking, the sheet leaving, the reveal,
    /// the Pickup screen.
    func frames(scale: Double) throws -> [(t: Double, image: RasterImage)] {
        let project = try Project(tokensPath: Repo.tokensPath)
        return try [0.5, 1.3, 2.6, 3.4, 4.3, 4.9, 6.5].map { t in (t, renderer.image(try project.frame(at: t), scale: scale)) }
    }

    func decoded(_ png: Data) throws -> RasterImage {
        let path = Repo.tempDir() + "/f.png"
        try png.write(to: URL(fileURLWithPath: path))
        return try XCTUnwrap(RasterImage.load(png: path), "the PNG does not decode")
    }

    func assertSamePixels(_ a: RasterImage, _ b: RasterImage, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual([a.width, a.height], [b.width, b.height], what, file: file, line: line)
        var differing = 0
        for y in 0..<min(a.height, b.height) { for x in 0..<min(a.width, b.width) where a.pixel(x, y) != b.pixel(x, y) { differing += 1 } }
        XCTAssertEqual(differing, 0, "\(what): pixels differ", file: file, line: line)
    }

    func testBandedAndWholeFilesHoldTheLibpngFilesPixels() throws {
        for (t, image) in try frames(scale: 2) {
            let reference = try decoded(try image.pngData(for: "reference"))
            assertSamePixels(try decoded(try PNGBands(rows: 48).encode(image, for: "f")), reference, "t = \(t)")
        }
    }

    func testABandsBytesDoNotDependOnWhatCameBefore() throws {
        let images = try frames(scale: 1).map(\.image)
        let alone = try images.map { try PNGBands(rows: 32).encode($0, for: "f") }
        let shared = PNGBands(rows: 32)
        let forward = try images.map { try shared.encode($0, for: "f") }
        let backward = try images.reversed().map { try shared.encode($0, for: "f") }.reversed()
        XCTAssertEqual(forward, alone)
        XCTAssertEqual(Array(backward), alone)
        XCTAssertGreaterThan(shared.reused, 0, "equal bands (the facade above the sheet) are found again")
        // A cache too small to hold one frame evicts as it goes: the bytes are the same.
        let tiny = PNGBands(rows: 32, budget: 1 << 16)
        XCTAssertEqual(try images.map { try tiny.encode($0, for: "f") }, alone)
    }

    func testOddSizesAndTranslucentPictures() throws {
        // RGBA (not every pixel opaque), a height that is not a whole number of bands, one row, one pixel.
        for (w, h) in [(37.0, 23.0), (5, 1), (1, 1)] {
            let list = DisplayList(size: Size(w, h), items: [
                .fill(.rect(Rect(x: 0, y: 0, width: w / 2, height: h)), Color(r: 0.9, g: 0.2, b: 0.1, a: 0.5), .nonZero, crisp: false),
                .fill(.rect(Rect(x: w / 3, y: h / 3, width: w / 2, height: h / 2)), Color(r: 0.1, g: 0.3, b: 0.9), .nonZero, crisp: false),
            ])
            let image = renderer.image(list, scale: 1)
            let reference = try decoded(try image.pngData(for: "reference"))
            for rows in [1, 4, 64] {
                assertSamePixels(try decoded(try PNGBands(rows: rows).encode(image, for: "f")), reference,
                                 "\(Int(w))×\(Int(h)), \(rows) rows")
            }
        }
    }

    /// zlib itself (Python's, a decoder that checks the Adler-32 and every block) reads the
    /// banded stream; and the file passes `pngcheck`-like structure checks: chunk CRCs.
    func testStreamAndChunksAreWellFormed() throws {
        let image = try frames(scale: 1)[1].image
        let png = try PNGBands(rows: 16).encode(image, for: "f")
        let path = Repo.tempDir() + "/f.png"
        try png.write(to: URL(fileURLWithPath: path))
        let script = """
        import struct, sys, zlib
        b = open(sys.argv[1], 'rb').read()
        assert b[:8] == bytes([137, 80, 78, 71, 13, 10, 26, 10])
        i, idat = 8, b''
        while i < len(b):
            n, = struct.unpack('>I', b[i:i+4]); kind = b[i+4:i+8]; data = b[i+8:i+8+n]
            assert struct.unpack('>I', b[i+8+n:i+12+n])[0] == zlib.crc32(kind + data), kind
            if kind == b'IDAT': idat += data
            i += 12 + n
        w, h = struct.unpack('>II', b[16:24])
        raw = zlib.decompress(idat)
        assert len(raw) == h * (1 + 3 * w), len(raw)
        print('ok')
        """
        let r = try Tool.run("python3", ["-c", script, path])
        XCTAssertEqual(r.stdout.trimmingCharacters(in: .whitespacesAndNewlines), "ok", r.stderr)
    }
}
