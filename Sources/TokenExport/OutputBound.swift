import Foundation
import Tokens

/// What one output of `pickup tokens` may grow to, checked on the whole output before a byte
/// of it is written (a file within every input bound still names its values many times over).
public enum OutputBound {
    /// A Swift or CSS file (or standard output).
    public static let maxFileBytes = 16 << 20
    /// An asset catalog's colour sets.
    public static let maxColorSets = 10_000
    /// The token changes `tokens --diff` lists; the rest are counted.
    public static let maxDiffLines = 1_000
    /// The contexts `tokens --diff` compares between two resolvers (the rest are named and counted).
    public static let maxDiffContexts = 64
    /// A value as `tokens --diff` shows it, in characters; a longer one is cut with its length.
    public static let maxShownValue = 200

    /// Refuses an output of `bytes` (exit 65), naming the bound: `what` is "the Swift file".
    public static func check(bytes: Int, what: String, file: String) throws {
        guard bytes > maxFileBytes else { return }
        throw TokenError(.tooLarge, file: file, path: nil,
                         "\(what) would be \(bytes) bytes; at most \(maxFileBytes) (\(maxFileBytes >> 20) MiB, a Pickup bound on one output); nothing written")
    }

    /// Refuses a catalog of more than `maxColorSets` colour sets (exit 65).
    public static func check(colorSets: Int, file: String) throws {
        guard colorSets > maxColorSets else { return }
        throw TokenError(.tooLarge, file: file, path: nil,
                         "the asset catalog would hold \(colorSets) colour sets; at most \(maxColorSets) (a Pickup bound on one output); nothing written")
    }

    /// `display`, cut to `maxShownValue` characters with how long it was.
    public static func shown(_ display: String) -> String {
        guard display.count > maxShownValue else { return display }
        return display.prefix(maxShownValue - 1) + "… (\(display.count) characters)"
    }
}

extension TokenChange {
    /// `description` with each value cut to `OutputBound.maxShownValue` characters.
    public var shortDescription: String { described { OutputBound.shown($0.display) } }
}
