import XCTest
import Export
import Geometry
import Nodes
import QR
import Render
import Screens
import TestSupport

/// The code is read back by a real decoder (zbar), never by our own model.
final class QRScanTests: XCTestCase {
    func testPickupCompsScanAtEveryScale() throws {
        for comp in ["pickup", "pickup-wallet-added"] {
            for s in [1, 2, 3] {
                XCTAssertEqual(try Tool.zbar(Fixture.png(comp, scale: s)), "BLANKSTREET-A42", "\(comp)@\(s)x")
            }
        }
    }

    func testExactlyTwoColoursInsideTheCode() {
        for s in [1, 2, 3] {
            let img = Fixture.image("pickup", scale: s)
            let qr = try! PickupScreen.placement(Fixture.project.styles.pickup, Fixture.project.content,
                                                 layout: Layout(measurer: Fixture.project.measurer))
            var colours = Set<String>()
            let x0 = Int(qr.origin.x) * s, y0 = Int(qr.origin.y) * s, side = Int(qr.side) * s
            for y in y0..<(y0 + side) { for x in x0..<(x0 + side) { colours.insert(img.pixel(x, y).color.hex) } }
            XCTAssertEqual(colours, ["#000000", "#EFEFEF"], "@\(s)x")
        }
    }

    /// Random payloads of many lengths at all four levels, drawn by QRNode, decoded by zbar.
    func testRandomPayloadsDecodeAtEveryLevel() throws {
        var rng = SplitMix(seed: 42)
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.:/ ")
        let dir = Repo.tempDir()
        for (i, length) in [1, 2, 7, 15, 33, 64, 120, 250].enumerated() {
            for level in ECLevel.allCases {
                let payload = String((0..<length).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] })
                let code = try QRCode(payload: payload, level: level)
                XCTAssertEqual(try scanned(code, "\(dir)/\(i)-\(level).png"), payload,
                               "length \(length), level \(level.rawValue), version \(code.version)")
            }
        }
    }

    /// What zbar reads from `code` drawn by QRNode (4-pt modules, black on white, quiet zone
    /// round it) into the PNG at `path`.
    func scanned(_ code: QRCode, _ path: String) throws -> String? {
        let module = 4.0, quiet = Double(QRCode.quietZone) * module
        let side = Double(code.size) * module + 2 * quiet
        let node = Canvas(width: side, height: side) {
            Rectangle().fill(.white)
            QRNode.node(code, module: module, dark: .black).offset(x: quiet, y: quiet)
        }
        try Renderer().image(Layout(measurer: PangoMeasurer()).resolve(node.node, size: Size(side, side)), scale: 1).writePNG(to: .single(path))
        return try Tool.zbar(path)
    }

    /// Payloads beyond ASCII carry an ECI header naming UTF-8, so a reader does not guess their
    /// encoding: without it zbar read "Café-A42" as Shift-JIS ("Caf矇-A42"). ASCII ones carry
    /// none (the default code is unchanged).
    func testPayloadsBeyondASCIIReadBackExactly() throws {
        let dir = Repo.tempDir()
        for (i, payload) in ["Café-A42", "Müller-A42", "ÄBC-42", "https://bs.co/café", "CAFÉ-A42", "héllo wörld ✓ 日本", "Ω"].enumerated() {
            XCTAssertEqual(try scanned(try QRCode(payload: payload), "\(dir)/utf8-\(i).png"), payload)
        }
        XCTAssertEqual(try QRCode(payload: "BLANKSTREET-A42").version, 2)
    }

    func testOutlineHasNoInteriorEdges() throws {
        // Two dark neighbours merge: the outline of a solid 7 × 7 finder's outer ring is one
        // rectangle outline plus its hole, not 24 squares.
        let code = try QRCode(payload: "BLANKSTREET-A42")
        let path = QRNode.outline(code, module: 1)
        let moves = path.elements.filter { if case .move = $0 { return true } else { return false } }.count
        let darkCells = (0..<code.size).flatMap { y in (0..<code.size).filter { code.isDark($0, y) } }.count
        XCTAssertLessThan(moves, darkCells / 2, "subpaths are merged regions, not cells")
    }
}

/// A small deterministic generator, so the property test always draws the same payloads.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E3779B97F4A7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        return z ^ (z >> 31)
    }
}
