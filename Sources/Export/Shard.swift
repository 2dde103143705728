import Foundation

/// `--shard K/N`: the K-th (1…N) of N balanced, contiguous blocks of a job's work units.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    public var index: Int   // K, 1…N
    public var count: Int   // N
    public init(_ index: Int, of count: Int) { self.index = index; self.count = count }

    /// The most shards a job may be cut into.
    public static let maxCount = 100_000

    /// `"K/N"` with 1 ≤ K ≤ N ≤ `maxCount`; nil otherwise.
    public static func parse(_ s: String) -> Shard? {
        // Spaces around either number are ignored (" 1/2" and "1 / 2" alike).
        let parts = s.split(separator: "/", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, n <= maxCount, k >= 1, k <= n else { return nil }
        return Shard(k, of: n)
    }

    /// The indices of this shard's block of `total` units: blocks differ in size by at most one.
    public func range(_ total: Int) -> Range<Int> {
        (index - 1) * total / count ..< index * total / count
    }

    public var description: String { "\(index)/\(count)" }
}
