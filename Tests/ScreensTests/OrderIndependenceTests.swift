import Export
import Foundation
import ProjectInputs
import Screens
import TestSupport
import XCTest

/// A comp is a pure function of its inputs: its display list must not depend on what the same
/// project resolved before it. (Outlining the reveal's facade text once pointed the measuring
/// Pango context at a scaled Cairo surface, and the Pickup card measured 0.0004 pt taller after
/// it: a re-run that skipped the reveal saw other digests.)
final class OrderIndependenceTests: XCTestCase {
    func testEveryCompResolvesTheSameWhateverWasResolvedBefore() throws {
        for device in Repo.devices.names {
            func project() throws -> Project { try Project(Inputs(tokens: Repo.tokensPath, contexts: ["device": device])) }
            let warm = try project()
            let afterAll = try Comps.all.map { StableDigest.of(try warm.displayList($0)) }   // in order: each after the ones before
            for (i, comp) in Comps.all.enumerated() {
                let fresh = try project()
                XCTAssertEqual(StableDigest.of(try fresh.displayList(comp)), afterAll[i], "\(device) \(comp.name)")
            }
        }
    }
}
