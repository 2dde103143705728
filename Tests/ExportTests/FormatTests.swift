import Export
import XCTest

/// `Format` is the one place a picture file's name, extension and kind are decided.
final class FormatTests: XCTestCase {
    func testFileNamesFollowApplesScaleSuffixForPNGOnly() {
        XCTAssertEqual(Format.png.fileName("pickup", scale: 3), "pickup@3x.png")
        XCTAssertEqual(Format.png.fileName("contact-sheet"), "contact-sheet.png")
        XCTAssertEqual(Format.svg.fileName("pickup", scale: 3), "pickup.svg", "a vector file has no scale in its name")
        XCTAssertEqual(Format.pdf.fileName("pickup"), "pickup.pdf")
    }

    func testExtensionsAreReadInAnyCase() {
        XCTAssertEqual(Format(extension: "SVG"), .svg)
        XCTAssertEqual(Format(extension: "Pdf"), .pdf)
        XCTAssertNil(Format(extension: "gif"))
        XCTAssertNil(Format(extension: ""))
    }

    func testOnlyRasterFormatsDigestTheirScale() {
        let inputs: [Digest] = []
        XCTAssertNotEqual(Format.png.digest(inputs, scale: 1), Format.png.digest(inputs, scale: 2))
        XCTAssertEqual(Format.svg.digest(inputs, scale: 1), Format.svg.digest(inputs, scale: 2))
        XCTAssertNotEqual(Format.svg.digest(inputs), Format.pdf.digest(inputs), "the format is part of the digest")
    }

    func testNamesReadAsAList() {
        XCTAssertEqual(Format.names(Format.allCases), "png, svg or pdf")
        XCTAssertEqual(Format.names(Format.frames, prefix: "."), ".png or .svg")
        XCTAssertEqual(Format.names([.pdf]), "pdf")
    }
}
