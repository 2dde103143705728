import Geometry
import Nodes

/// Screen 1's illustration, as one node tree of fixed size. The same tree is the 3D
/// building's front face in the reveal, so it must not depend on time.
public enum Facade {
    /// The building front from the top of the screen down to and including the light pavement
    /// strip: `style.width × style.facadeHeight` points.
    public static func building(_ s: FacadeStyle) -> Node {
        Canvas(width: s.width, height: s.facadeHeight) {
            Rectangle().fill(s.sandstone)
        }.node
    }

    /// Road and paving below the facade, `style.width × style.streetHeight`; `fade` 0 shows
    /// them, 1 has them gone into plain cream ground.
    public static func street(_ s: FacadeStyle, fade: Double) -> Node {
        Canvas(width: s.width, height: s.streetHeight) {
            Rectangle().fill(s.ground)
        }.node
    }
}
