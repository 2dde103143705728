import Tokens

/// Domains shared by several styles' token reads (each token's own range is declared where it
/// is read; these are the ones more than one style reads, kept in one place).
public enum Domains {
    /// The canvas, in points: from a small watch-like screen to a 13" iPad. With the largest
    /// export scale (4) a picture is at most 5600 × 5600 px (31 Mpx, 125 MB as ARGB).
    public static let canvasWidth = Domain(200, 1400)
    public static let canvasHeight = Domain(200, 1400)
    /// Blur radii (points): 0 is no blur; wider ones only cost time and look like a flat tint.
    public static let blur = Domain(0, 100)
    /// Gaps, paddings and insets (points).
    public static let gap = Domain(0, 200)
    /// Corner radii (points): never negative.
    public static let radius = Domain(0, 400)
    /// Icon and glyph sizes (points): never zero.
    public static let icon = Domain(1, 200)
    /// An opacity.
    public static let opacity = Domain(0, 1)
    /// The alpha of a colour text is drawn in: text that is (nearly) transparent has vanished.
    public static let textAlpha = Domain(0.3, 1)
    /// Points on the timeline and delays (seconds).
    public static let time = Domain(0, 60)
    /// Durations of curve animations (seconds): 0 is an instant change.
    public static let animation = Domain(0, 10)
    /// Contrast (WCAG) a QR code's dark modules need against their light ground to scan.
    public static let qrContrast = 3.0
}
