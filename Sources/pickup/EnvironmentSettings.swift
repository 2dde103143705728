import Deliverables
import Foundation
import PathNames

/// A setting read from the environment, held to the same rule as the option it stands for: a
/// value set but outside its range is a usage error (64) naming it, never ignored.
struct EnvironmentSetting {
    let name: String
    let range: ClosedRange<Int>
    /// What to do instead, after "unset it".
    let instead: String

    /// Pictures drawn at once (`--jobs`).
    static let jobs = EnvironmentSetting(name: "PICKUP_JOBS", range: 1...256, instead: ", or give --jobs")
    /// Seconds `video` waits for an ffmpeg that takes no frame data (`VideoJob.stallSeconds`, default `VideoJob.defaultStallSeconds`).
    static let stallSeconds = EnvironmentSetting(name: "PICKUP_STALL_SECONDS", range: VideoJob.stallRange, instead: "")

    /// The value set, checked; nil when unset.
    func value() throws -> Int? {
        guard let v = ProcessInfo.processInfo.environment[name] else { return nil }
        guard let n = Int(v.trimmingCharacters(in: .whitespaces)), range.contains(n) else {
            throw UsageError(message: "\(name): '\(FilePath.clip(v))' is not a whole number in \(range.lowerBound)…\(range.upperBound) (unset it\(instead))")
        }
        return n
    }
}
