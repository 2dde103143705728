/// Values that animations can interpolate between.
public protocol Interpolatable: Sendable {
    /// `a` at t = 0, `b` at t = 1 (t may leave 0…1 when a spring overshoots).
    static func interpolate(_ a: Self, _ b: Self, _ t: Double) -> Self
}

extension Double: Interpolatable {
    /// Exactly `a` at t = 0 and exactly `b` at t = 1 (so settled values compare equal).
    public static func interpolate(_ a: Double, _ b: Double, _ t: Double) -> Double { (1 - t) * a + t * b }
}

/// How a change animates, as SwiftUI's `Animation`.
public enum Animation: Sendable {
    /// A timing curve over `duration` seconds.
    case curve(CubicBezier, duration: Double)
    /// A spring, which runs (and may overshoot) until it settles.
    case spring(Spring)
    /// A spring that is at rest, exactly at its target, `restingBy` seconds after the change.
    case restingSpring(Spring, restingBy: Double)
    /// No animation: the new value holds from the change on.
    case none

    /// Progress `elapsed` seconds after the change.
    public func progress(_ elapsed: Double) -> Double {
        switch self {
        // Within a nanosecond of the end counts as the end: 3.9 − 3.2 is not exactly 0.7 in binary.
        case .curve(let c, let d): elapsed >= d - 1e-9 ? 1 : c(elapsed / d)
        case .spring(let s): s.value(elapsed)
        case .restingSpring(let s, let by): s.value(elapsed, restingBy: by)
        case .none: elapsed >= 0 ? 1 : 0
        }
    }
}

/// A value over time: a start value and the changes made to it, each animated. Like SwiftUI, a
/// change that comes while an earlier one is still running starts from where the value is then.
/// A pure function of time: `value(at:)` depends on nothing else.
public struct Track<Value: Interpolatable>: Sendable {
    public struct Change: Sendable {
        public var time: Double
        public var value: Value
        public var animation: Animation
        public init(at time: Double, to value: Value, _ animation: Animation) {
            self.time = time; self.value = value; self.animation = animation
        }
    }
    public let initial: Value
    public let changes: [Change]

    /// - Precondition: change times do not decrease.
    public init(_ initial: Value, _ changes: [Change] = []) {
        precondition(zip(changes, changes.dropFirst()).allSatisfy { $0.time <= $1.time }, "change times must not decrease")
        self.initial = initial; self.changes = changes
    }

    public func value(at t: Double) -> Value { value(at: t, using: changes.count) }

    /// The value at `t` counting only the first `n` changes.
    private func value(at t: Double, using n: Int) -> Value {
        guard let last = changes[..<n].lastIndex(where: { $0.time <= t }) else { return initial }
        let c = changes[last]
        let from = value(at: c.time, using: last)
        return Value.interpolate(from, c.value, c.animation.progress(t - c.time))
    }
}
