import Foundation
import Geometry

/// The sizes one layout pass has worked out, by node and proposal. A stack asks each child
/// for its size at several offers (least and most, then its share) and placing asks again, so
/// without it nested stacks measure their text many times per frame. Keys are the identities
/// of nodes' storage, valid while the tree being laid out is alive: a memo lives for one pass.
final class SizeMemo: @unchecked Sendable {
    private struct Key: Hashable {
        var node: ObjectIdentifier
        var proposal: Proposal
    }
    private var sizes: [Key: Size] = [:]
    init() { sizes.reserveCapacity(512) }

    func size(of n: Node, _ p: Proposal, _ compute: () -> Size) -> Size {
        let key = Key(node: ObjectIdentifier(n.storage), proposal: p)
        if let s = sizes[key] { return s }
        let s = compute()
        sizes[key] = s
        return s
    }
}
