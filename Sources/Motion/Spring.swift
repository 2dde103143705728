import Foundation

/// SwiftUI's `Spring(duration:bounce:)`: a damped harmonic oscillator with mass 1,
/// stiffness (2π / duration)² and damping 4π(1 − bounce) / duration, so its damping ratio is
/// ζ = 1 − bounce (bounce 0: critically damped; > 0: overshoots; < 0: overdamped).
/// Apple's example: duration 0.5, bounce 0.3 → stiffness 157.9, damping 17.6.
public struct Spring: Hashable, Sendable {
    public let duration: Double
    public let bounce: Double

    /// - Precondition: duration > 0, bounce in -1…1.
    public init(duration: Double, bounce: Double) {
        precondition(duration > 0, "spring duration must be positive")
        precondition((-1...1).contains(bounce), "spring bounce must be in -1…1")
        self.duration = duration; self.bounce = bounce
    }

    public var mass: Double { 1 }
    public var stiffness: Double { pow(2 * .pi / duration, 2) }
    public var damping: Double { 4 * .pi * (1 - bounce) / duration }
    public var dampingRatio: Double { 1 - bounce }

    /// How close to 1 counts as settled: from then on the value is exactly 1, so the frames of a
    /// settled screen are identical (a 330 pt card is then within 1/3 pt, one @3x pixel).
    public static let settledWithin = 1e-3

    /// When the motion stays within `settledWithin` of 1 for good.
    public var settlingTime: Double {
        let w0 = 2 * .pi / duration, z = dampingRatio
        if z < 1 {
            // |x − 1| ≤ e^(−ζω₀t) / √(1 − ζ²), the envelope of the oscillation.
            return log(1 / (Self.settledWithin * (1 - z * z).squareRoot())) / (z * w0)
        }
        // Critically and over-damped springs approach 1 monotonically: bisect 1 − x(t) = ε.
        var lo = 0.0, hi = 100 * duration
        for _ in 0..<80 {
            let mid = (lo + hi) / 2
            if 1 - raw(mid) > Self.settledWithin { lo = mid } else { hi = mid }
        }
        return hi
    }

    /// Progress from 0 towards 1, starting at rest, `t` seconds after the change (0 before).
    /// May pass 1 when bouncy; exactly 1 once settled.
    public func value(_ t: Double) -> Double {
        guard t > 0 else { return 0 }
        return t >= settlingTime ? 1 : raw(t)
    }

    /// Progress `t` seconds after the change for a spring that must be at rest, exactly 1,
    /// `by` seconds after it (a screen still from a set time): the spring's own motion, with
    /// the distance it has left eased to nothing over the last `restShare` of the time
    /// (smootherstep, so neither the value nor its speed jumps). 1 from `by` on.
    public func value(_ t: Double, restingBy by: Double) -> Double {
        guard t > 0 else { return 0 }
        guard t < by else { return 1 }
        let fadeFrom = (1 - Self.restShare) * by
        let u = max(0, (t - fadeFrom) / (by - fadeFrom))
        let keep = 1 - u * u * u * (u * (u * 6 - 15) + 10)
        return 1 + (raw(t) - 1) * keep
    }
    /// The share of a resting spring's time over which its remaining distance is eased away.
    public static let restShare = 0.4

    /// The closed-form solution of m·x'' + c·x' + k·(x − 1) = 0 with x(0) = 0, x'(0) = 0.
    func raw(_ t: Double) -> Double {
        let w0 = 2 * .pi / duration, z = dampingRatio
        if abs(z - 1) < 1e-9 {
            return 1 - exp(-w0 * t) * (1 + w0 * t)
        } else if z < 1 {
            let wd = w0 * (1 - z * z).squareRoot()
            return 1 - exp(-z * w0 * t) * (cos(wd * t) + z * w0 / wd * sin(wd * t))
        } else {
            let wd = w0 * (z * z - 1).squareRoot()
            return 1 - exp(-z * w0 * t) * (cosh(wd * t) + z * w0 / wd * sinh(wd * t))
        }
    }
}
