import XCTest
import Geometry
import Nodes
import Render
import Tokens
@testable import Screens

/// Throwaway preview: renders the facade and street to /tmp for visual review.
final class FacadePreviewTests: XCTestCase {
    func testPreview() throws {
        let tokens = try TokenSet.load(path: "/work/facade-wt/design-tokens.json")
        let s = try FacadeStyle(tokens)
        for fade in [0.0, 1.0] {
            let root = Canvas(width: 393, height: 852) {
                Facade.building(s)
                Facade.street(s, fade: fade).offset(y: s.facadeHeight)
            }
            let list = Layout(measurer: PangoMeasurer()).resolve(root.node, size: Size(393, 852))
            let name = fade == 0 ? "/tmp/facade@3x.png" : "/tmp/facade-fade1@3x.png"
            try Renderer().image(list, scale: 3).writePNG(to: name)
        }
    }
}
