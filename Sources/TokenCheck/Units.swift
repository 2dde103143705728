/// The format's units and named weights, written once: `check` judges a value by these lists
/// and the model (`TokenModel`) reads it by them.
public enum Units {
    /// A dimension's units (Format 8.2).
    public static let dimension = ["px", "rem"]
    /// A duration's units (Format 8.5).
    public static let duration = ["ms", "s"]
    /// Points to the rem: the web's root font size (16 px), by which a `rem` dimension is read
    /// into points and the CSS export writes it back in rem. The one place the 16 is written.
    public static let pointsPerRem = 16.0

    /// A dimension in points (`px` is read as a point, as iOS does).
    static func points(_ value: Double, _ unit: String) -> Double { unit == "rem" ? value * pointsPerRem : value }
    /// A duration in seconds.
    static func seconds(_ value: Double, _ unit: String) -> Double { unit == "ms" ? value / 1000 : value }
}

/// DTCG's named font weights (Format 8.4), in the spec's order.
public enum FontWeightNames {
    public static let all: KeyValuePairs<String, Int> = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600,
        "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]
    public static let names = all.map(\.key)
    static func weight(_ name: String) -> Int? { all.first { $0.key == name }?.value }
}
