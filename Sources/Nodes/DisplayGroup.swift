import Geometry

/// Items composited together: drawn, clipped to `clip`, blurred by `effect.blur`, then laid
/// over what is below at `effect.opacity`. Blur radius in page units.
///
///     .group(DisplayGroup(GroupEffect(opacity: 0.5), clip: nil, [.fill(path, .black, .nonZero, crisp: false)]))
public struct DisplayGroup: Hashable, Sendable {
    public let effect: GroupEffect
    public let clip: Path?
    public let items: [DisplayItem]
    /// A conservative box around what `items` draw (nil: nothing), made once when the group is
    /// built: what a backend culls by and sizes its offscreen surfaces to. Not cut by `clip`.
    public let bounds: Rect?

    /// - Complexity: O(n) in the direct children (a nested group brings its own bounds).
    public init(_ effect: GroupEffect, clip: Path?, _ items: [DisplayItem]) {
        self.effect = effect; self.clip = clip; self.items = items
        // Min and max are exact, so the box does not depend on the order of the items.
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for item in items {
            guard let r = item.bounds else { continue }
            x0 = min(x0, r.minX); y0 = min(y0, r.minY); x1 = max(x1, r.maxX); y1 = max(y1, r.maxY)
        }
        bounds = x0 <= x1 && y0 <= y1 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
    }
}
