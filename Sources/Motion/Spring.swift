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

    /// Progress from 0 towards 1, starting at rest, `t` seconds after the change (0 before).
    /// May pass 1 when bouncy; settles to 1.
    public func value(_ t: Double) -> Double {
        guard t > 0 else { return 0 }
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
