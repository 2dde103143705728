/// The one-line elements — the order code, the status pill, button labels, the navigation
/// title — shrink to fit rather than wrap at large text sizes, as SwiftUI's
/// `minimumScaleFactor` does; everything else wraps, and nothing is cut with `…`.
enum OneLine {
    /// How far a one-line element may shrink (SwiftUI apps commonly allow half).
    static let least = 0.5
}
