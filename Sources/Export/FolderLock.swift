import Foundation
import Geometry
import Render

/// An exclusive (or shared) `flock(2)` on a lock file in an output folder. Two are used:
///
/// - `DIR/.pickup.lock` (`Manifest.lockName`), exclusive, held while the manifest is read,
///   merged and written and stale temporaries are swept. A whole run holds it from reading
///   the manifest to writing it; a shard (`--shard K/N`) only for those two short moments.
/// - `DIR/.pickup.draw.lock` (`Manifest.drawLockName`), held while drawing: exclusive by a
///   whole run, shared by shards — so the shards of one job draw side by side, while a whole
///   run and shards never draw into one folder at once. Always taken before the manifest lock.
///
/// A run that must wait says so, then waits; the kernel drops a lock when its run ends,
/// however it ends (so a killed run never leaves the folder locked). The files stay
/// (removing one would let two runs lock two different files).
final class FolderLock {
    private let fd: Int32
    let path: String

    enum Mode { case exclusive, shared }

    init(dir: String, name: String = Manifest.lockName, mode: Mode = .exclusive,
         waiting: ((String) -> Void)? = { fputs("pickup: \($0)\n", stderr) }) throws {
        let path = FilePath.join(dir, name)
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o666)
        guard fd >= 0 else { throw OutputError(path: path, message: "cannot open the lock file (\(systemReason()))") }
        self.fd = fd; self.path = path
        let op = mode == .exclusive ? LOCK_EX : LOCK_SH
        if flock(fd, op | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK else {
                throw OutputError(path: path, message: "cannot lock (\(systemReason()))")
            }
            waiting?("waiting for another pickup run writing into \(dir)/ to finish (lock \(path))…")
            try lock(op)
        }
    }

    /// Takes the lock exclusively without waiting, if no one else holds it; true if it did.
    /// (On failure the lock held before may have been dropped: call `lock(LOCK_SH)` again.)
    func tryExclusive() -> Bool { flock(fd, LOCK_EX | LOCK_NB) == 0 }

    /// Takes (or converts to) `op`, waiting as long as it takes.
    func lock(_ op: Int32) throws {
        while flock(fd, op) != 0 {
            guard errno == EINTR else { throw OutputError(path: path, message: "cannot lock (\(systemReason()))") }
        }
    }

    deinit { close(fd) }   // releases the lock
}

/// `--shard K/N`: the K-th (1…N) of N balanced, contiguous blocks of a job's work units.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    public var index: Int   // K, 1…N
    public var count: Int   // N
    public init(_ index: Int, of count: Int) { self.index = index; self.count = count }

    /// `"K/N"` with 1 ≤ K ≤ N ≤ 100000; nil otherwise.
    public static func parse(_ s: String) -> Shard? {
        let parts = s.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, n <= 100_000, k >= 1, k <= n else { return nil }
        return Shard(k, of: n)
    }

    /// The indices of this shard's block of `total` units: blocks differ in size by at most one.
    public func range(_ total: Int) -> Range<Int> {
        (index - 1) * total / count ..< index * total / count
    }

    public var description: String { "\(index)/\(count)" }
}
