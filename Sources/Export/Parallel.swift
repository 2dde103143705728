import Dispatch
import Foundation
import Render

/// Runs `count` jobs on all cores, one `Renderer` (one Pango context) per worker thread.
/// The first error wins; the remaining jobs are skipped. Output order never depends on timing:
/// each job writes its own file.
public enum Parallel {
    /// Workers asked for on the command line (`--jobs N`), set once before any run.
    nonisolated(unsafe) public static var requestedWorkers: Int?

    /// `--jobs`, else `PICKUP_JOBS` if set, else one worker per core (the output is the same
    /// either way).
    public static var workers: Int {
        if let n = requestedWorkers, n > 0 { return n }
        if let v = ProcessInfo.processInfo.environment["PICKUP_JOBS"], let n = Int(v), n > 0 { return n }
        return max(1, ProcessInfo.processInfo.activeProcessorCount)
    }

    public static func run(_ count: Int, log: @escaping @Sendable (String) -> Void,
                    _ job: @escaping @Sendable (Int, Renderer) throws -> String) throws {
        let state = State()
        let n = min(workers, max(1, count))
        DispatchQueue.concurrentPerform(iterations: n) { _ in
            let renderer = Renderer()
            while let i = state.next(count) {
                if abandon.isSet { state.fail(Abandoned()); break }
                do {
                    let path = try job(i, renderer)
                    log(path)
                } catch {
                    state.fail(error)
                }
            }
        }
        if let e = state.error { throw e }
    }

    /// Lets a long-running caller (`pickup watch`) abandon the run under way: the workers take
    /// no further job and `run` throws `Abandoned` (each file is whole: a job under way ends
    /// first). Other commands never set it; `watch` resets it before each run.
    public static let abandon = Flag()

    public final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        public var isSet: Bool { lock.lock(); defer { lock.unlock() }; return value }
        public func set() { lock.lock(); value = true; lock.unlock() }
        public func reset() { lock.lock(); value = false; lock.unlock() }
    }

    public struct Abandoned: Error, CustomStringConvertible {
        public var description: String { "abandoned for a newer save" }
    }

    final class State: @unchecked Sendable {
        private let lock = NSLock()
        private var i = 0
        private(set) var error: Error?
        func next(_ count: Int) -> Int? {
            lock.lock(); defer { lock.unlock() }
            guard error == nil, i < count else { return nil }
            defer { i += 1 }
            return i
        }
        func fail(_ e: Error) { lock.lock(); if error == nil { error = e }; lock.unlock() }
    }
}
