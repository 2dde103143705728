import Copy
import XCTest
import Screens
import TestSupport

/// Text is real text in the PDFs: pdftotext gives back every string exactly.
final class PDFTextTests: XCTestCase {
    let c = Content()

    func text(_ comp: String) throws -> String { try Tool.pdfText("\(Fixture.exportDir)/comps/\(comp).pdf") }

    func assertContains(_ comp: String, _ strings: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let t = try text(comp)
        for s in strings { XCTAssertTrue(t.contains(s), "\(comp).pdf lacks '\(s)'; it reads:\n\(t)", file: file, line: line) }
    }

    func testBeingMade() throws {
        try assertContains("order-being-made", ["Order A42", "Being made", "Ready in about 2 min", "Ordered", "Making", "Ready",
                                                "Blondie Matcha", "Regular, iced, oat milk", "£4.45", "42 Gordon Street",
                                                "Collect from the pickup counter", "BLANK ▪ STREET"])
    }

    func testOneMinute() throws {
        try assertContains("order-1-min", ["Ready in about 1 min"])
        XCTAssertFalse(try text("order-1-min").contains("about 2 min"))
    }

    func testReady() throws {
        try assertContains("order-ready", ["Ready", "Show your code to the barista", "£4.45"])
        XCTAssertFalse(try text("order-ready").contains("Being made"))
    }

    func testStreetHasNoSheet() throws {
        let t = try text("order-street")
        XCTAssertFalse(t.contains("Order A42"))
        XCTAssertTrue(t.contains("BLANK ▪ STREET"))
    }

    func testPickup() throws {
        try assertContains("pickup", ["Pickup", "A42", "Pickup code", "Ready", "Show this to your barista",
                                      "Blondie Matcha, Regular · 42 Gordon", "Brightness is turned up while this is open",
                                      "Add to Apple Wallet"])
    }

    func testWalletAdded() throws {
        try assertContains("pickup-wallet-added", ["Added"])
        XCTAssertFalse(try text("pickup-wallet-added").contains("Add to Apple Wallet"))
    }

    func testAllCompsPDFHasOnePagePerComp() throws {
        let r = try Tool.run("pdfinfo", [Fixture.exportDir + "/comps.pdf"])
        let pages = r.stdout.split(separator: "\n").first { $0.hasPrefix("Pages:") }?.split(separator: " ").last
        XCTAssertEqual(pages.map(String.init), "\(Comps.all.count)", r.stdout)
        XCTAssertTrue(r.stdout.contains("2026"), "pinned creation date: \(r.stdout)")
    }
}
