import Foundation
import Platform

/// Progress on long work: a bar redrawn in place on a terminal, plain lines otherwise.
final class Progress: @unchecked Sendable {
    let total: Int
    let label: String
    let quiet: Bool
    private let tty = OS.isTerminal(STDERR_FILENO)
    private let lock = NSLock()
    private var done = 0
    private let start = Date()

    init(total: Int, label: String, quiet: Bool) { self.total = total; self.label = label; self.quiet = quiet }

    func step(_ item: String) {
        lock.lock(); defer { lock.unlock() }
        done += 1
        guard !quiet else { return }
        let elapsed = Date().timeIntervalSince(start)
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        let left = rate > 0 ? Double(total - done) / rate : 0
        if tty {
            let width = 28
            let filled = total > 0 ? width * done / total : width
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            let line = String(format: "\r%@ %@ %d/%d  %.1f/s  %.0f s left ", label, bar, done, total, rate, left)
            fputs(line, stderr)
        } else {
            fputs("\(label): [\(done)/\(total)] \(item)\n", stderr)
        }
    }

    func finish() {
        if tty && !quiet { fputs("\n", stderr) }
    }
}
