import Nodes
import ProjectInputs

/// A picture of the whole project that an export writes beside the comps when PNG is among its
/// formats — the contact sheet (`Deliverables`' `ProjectPicture.contactSheet`) — after `comps.pdf`,
/// so it falls to the last shard. Incremental like every output: keyed on its display list.
public struct ProjectPicture: Sendable {
    /// The file name without `.png`; also the unit's name in the manifest.
    public var name: String
    /// Pixels per point of the written PNG.
    public var scale: Double
    public var displayList: @Sendable (Project) throws -> DisplayList

    public init(name: String, scale: Double, displayList: @escaping @Sendable (Project) throws -> DisplayList) {
        self.name = name; self.scale = scale; self.displayList = displayList
    }

    public var path: String { Format.png.fileName(name) }
}
