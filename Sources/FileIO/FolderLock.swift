import Foundation
import Geometry
import PathNames
import Platform

/// An exclusive (or shared) `flock(2)` on a lock file in an output folder. Two are used:
///
/// - `DIR/.pickup.lock` (Export's `Manifest.lockName`), exclusive, held while the manifest is read,
///   merged and written and stale temporaries are swept. A whole run holds it from reading
///   the manifest to writing it; a shard (`--shard K/N`) only for those two short moments.
/// - `DIR/.pickup.draw.lock` (`Manifest.drawLockName`), held while drawing: exclusive by a
///   whole run, shared by shards — so the shards of one job draw side by side, while a whole
///   run and shards never draw into one folder at once. Always taken before the manifest lock.
///
/// A run that must wait longer than a moment (`quietWait`) says so, then waits; the kernel drops a lock when its run ends,
/// however it ends (so a killed run never leaves the folder locked). The files stay
/// (removing one would let two runs lock two different files).
public final class FolderLock {
    private let fd: Int32
    public let path: String

    public typealias Mode = OS.LockMode

    public init(dir: String, name: String, mode: Mode = .exclusive,
                waiting: ((String) -> Void)? = { fputs("pickup: \($0)\n", stderr) }) throws {
        let path = FilePath.join(dir, name)
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o666)
        guard fd >= 0 else { throw OutputError(path: path, message: "cannot open the lock file (\(systemReason()))") }
        self.fd = fd; self.path = path
        let locked: Bool
        do { locked = try OS.lock(fd, mode, wait: false) } catch {
            throw OutputError(path: path, message: "cannot lock (\(error.reason))")
        }
        if !locked, !(try Self.takes(fd, mode, within: Self.quietWait, path: path)) {
            waiting?("waiting for another pickup run writing into \(dir)/ to finish (lock \(path))…")
            try lock(mode)
        }
    }

    /// How long a wait goes unsaid: the shards of one job take the manifest lock in turn for a
    /// moment each, which is running side by side as intended, not waiting for another run.
    static let quietWait = 1.0

    /// Tries the lock every 20 ms for `seconds`; true once taken.
    static func takes(_ fd: Int32, _ mode: Mode, within seconds: Double, path: String) throws -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            usleep(20_000)
            do { if try OS.lock(fd, mode, wait: false) { return true } } catch {
                throw OutputError(path: path, message: "cannot lock (\(error.reason))")
            }
        }
        return false
    }

    /// Takes the lock exclusively without waiting, if no one else holds it; true if it did.
    /// (On failure the lock held before may have been dropped: call `lock(.shared)` again.)
    public func tryExclusive() -> Bool { (try? OS.lock(fd, .exclusive, wait: false)) == true }

    /// Takes (or converts to) `mode`, waiting as long as it takes.
    public func lock(_ mode: Mode) throws {
        do { _ = try OS.lock(fd, mode, wait: true) } catch {
            throw OutputError(path: path, message: "cannot lock (\(error.reason))")
        }
    }

    deinit { close(fd) }   // releases the lock
}
