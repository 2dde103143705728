import Typeface

/// The one-line elements — the order code, the status pill, button labels, the navigation
/// title — shrink to fit rather than wrap at large text sizes, as SwiftUI's
/// `minimumScaleFactor` does; everything else wraps, and nothing is cut with `…`.
enum OneLine {
    /// How far a one-line element may shrink (SwiftUI apps commonly allow half).
    static let least = 0.5

    /// How far a line set in `font` may shrink: to `least`, `floor` (a compact card's), and
    /// never below `smaller`'s size — the same text's size at the next smaller text size — so
    /// no text is drawn smaller than at a smaller setting (issue 46.5; it wraps instead).
    static func least(_ font: Font, smaller: Font?, floor: Double = least) -> Double {
        min(1, max(floor, (smaller?.size ?? 0) / font.size))
    }
}
