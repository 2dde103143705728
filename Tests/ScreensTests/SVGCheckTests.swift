import Foundation
import Nodes
import Render
import Screens
@testable import Export
import XCTest

/// The SVG round trip: every SVG an export writes is drawn back by librsvg (in process) and
/// compared with Cairo's picture of the same display list. The comps pass; an SVG missing any
/// one piece of text or any one shape of a comp is caught.
final class SVGCheckTests: XCTestCase {
    let project = Fixture.project
    let renderer = Renderer()

    func testEveryCompPasses() throws {
        for comp in Comps.all {
            let list = try project.displayList(comp)
            XCTAssertNoThrow(try project.verifySVG(renderer.svg(list), of: list, renderer: renderer, comp.name))
        }
    }

    /// Each text item of the Pickup and order comps left out of the SVG in turn: every one is
    /// noticed — from the 34-pt code to the 12-pt grey note.
    func testASVGMissingAnyTextIsRefused() throws {
        for name in ["pickup", "order-being-made"] {
            let list = try project.displayList(Comps.all.first { $0.name == name }!)
            var checked = 0
            for (i, item) in list.items.enumerated() {
                guard case .text(let t) = item else { continue }
                var lacking = list
                lacking.items.remove(at: i)
                XCTAssertThrowsError(try project.verifySVG(renderer.svg(lacking), of: list, renderer: renderer, name),
                                     "\(name): an SVG without '\(t.content.string)' passed") { error in
                    XCTAssertTrue("\(error)".contains("does not match"), "\(error)")
                }
                checked += 1
            }
            XCTAssertGreaterThan(checked, 5)
        }
    }

    func testASVGMissingAShapeOrTheCodeIsRefused() throws {
        let list = try project.displayList(Comps.all.first { $0.name == "pickup" }!)
        var lacking = list
        // The largest fill after the background: the code or the card.
        let fills = list.items.indices.filter { if case .fill = list.items[$0] { return true } else { return false } }
        XCTAssertGreaterThan(fills.count, 3)
        lacking.items.remove(at: fills[1])
        XCTAssertThrowsError(try project.verifySVG(renderer.svg(lacking), of: list, renderer: renderer, "pickup"))
        XCTAssertThrowsError(try project.verifySVG(Data("<svg".utf8), of: list, renderer: renderer, "pickup")) { error in
            XCTAssertTrue("\(error)".contains("librsvg could not draw it"), "\(error)")
        }
    }
}
