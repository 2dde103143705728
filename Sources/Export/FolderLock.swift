import Foundation
import Render

/// One run at a time per output folder: an exclusive `flock(2)` on `DIR/.pickup.lock`, held
/// from before the manifest is read until after it is written. A second run into the same
/// folder says that it waits, then waits; the kernel drops the lock when a run ends, however it
/// ends (so a killed run never leaves the folder locked). The file itself stays (removing it
/// would let two runs lock two different files).
final class FolderLock {
    private let fd: Int32

    init(dir: String, waiting: (String) -> Void = { fputs("pickup: \($0)\n", stderr) }) throws {
        let path = FilePath.join(dir, Manifest.lockName)
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o666)
        guard fd >= 0 else { throw OutputError(path: path, message: "cannot open the lock file (\(systemReason()))") }
        if flock(fd, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK else {
                let why = systemReason(); close(fd)
                throw OutputError(path: path, message: "cannot lock (\(why))")
            }
            waiting("waiting for another pickup run writing into \(dir)/ to finish (lock \(path))…")
            while flock(fd, LOCK_EX) != 0 {
                guard errno == EINTR else {
                    let why = systemReason(); close(fd)
                    throw OutputError(path: path, message: "cannot lock (\(why))")
                }
            }
        }
        self.fd = fd
    }

    deinit { close(fd) }   // releases the lock
}
