import Deliverables
import Foundation
import Export
import Geometry
import Nodes
import ProjectInputs
import Render
import Screens
import TestSupport
import XCTest

/// One project (tokens + content + measurer) and one export of every comp, shared by the
/// screen tests so the comps are drawn once per test run.
enum Fixture {
    static let project: Project = try! Project(tokensPath: Repo.tokensPath)

    /// `exports/comps` of a fresh export of every comp in every format.
    static let exportDir: String = {
        let dir = Repo.tempDir("pickup-comps")
        try! ExportJob(outDir: dir, pictures: [.contactSheet]).run(project)
        return dir
    }()

    static func png(_ comp: String, scale: Int) -> String { "\(exportDir)/comps/\(comp)@\(scale)x.png" }
    static func image(_ comp: String, scale: Int) -> RasterImage { RasterImage.load(png: png(comp, scale: scale))! }
}
