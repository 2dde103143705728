import Geometry
import Typeface

/// A token the screens read: its path, its DTCG type (in the key's Swift type, so a colour
/// cannot be read as a dimension) and the range it may take. The keys are generated from
/// design-tokens.json (`Tok`, made at build time by the TokenKeysPlugin); a set reads one by
/// subscript, with the errors of the string look-ups (file, path, value, range):
///
///     sheetRadius = try t[Tok.size.sheet.radius]                    // 0…400 pt
///     road = try t[Tok.size.illustration.road.atMost(streetHeight - 3)]
public protocol TokenKey: Sendable {
    associatedtype Value
    /// The dotted path: `size.sheet.radius`.
    var path: String { get }
    /// The DTCG type the token must have.
    static var type: TokenType { get }
    func read(from t: TokenSet) throws -> Value
}

extension TokenSet {
    /// The token `key` names, of its type and in its range, or a `TokenError` naming the file and path.
    public subscript<K: TokenKey>(key: K) -> K.Value {
        get throws { try key.read(from: self) }
    }
}

/// A number-like token (dimension, number, duration) with its range.
public protocol RangedTokenKey: TokenKey where Value == Double {
    var domain: Domain { get set }
}

extension RangedTokenKey {
    /// This key with its range narrowed to `d` as well (a bound another token's value sets at
    /// the read). The result lies inside the declared range whatever `d` is.
    public func within(_ d: Domain) -> Self { var k = self; k.domain = domain.intersection(d); return k }
    /// At most `x` (and in the declared range).
    public func atMost(_ x: Double) -> Self { within(Domain(-.infinity, x)) }
    /// At least `x` (and in the declared range).
    public func atLeast(_ x: Double) -> Self { within(Domain(x, .infinity)) }
    /// More than `x` (and in the declared range): a time that must come after another.
    public func after(_ x: Double) -> Self { within(Domain(x, .infinity, lowerOpen: true)) }
}

/// A `dimension` token, in points.
public struct DimensionKey: RangedTokenKey {
    public static let type = TokenType.dimension
    public let path: String
    public var domain: Domain
    public init(_ path: String, _ domain: Domain) { self.path = path; self.domain = domain }
    public func read(from t: TokenSet) throws -> Double { try t.dimension(path, in: domain) }
}

/// A `number` token.
public struct NumberKey: RangedTokenKey {
    public static let type = TokenType.number
    public let path: String
    public var domain: Domain
    public init(_ path: String, _ domain: Domain) { self.path = path; self.domain = domain }
    public func read(from t: TokenSet) throws -> Double { try t.number(path, in: domain) }
}

/// A `duration` token, in seconds.
public struct DurationKey: RangedTokenKey {
    public static let type = TokenType.duration
    public let path: String
    public var domain: Domain
    public init(_ path: String, _ domain: Domain) { self.path = path; self.domain = domain }
    public func read(from t: TokenSet) throws -> Double { try t.duration(path, in: domain) }
}

/// A `color` token (sRGB), with the range of its alpha if the screens rely on one.
public struct ColorKey: TokenKey {
    public static let type = TokenType.color
    public let path: String
    public let alpha: Domain?
    public init(_ path: String, alpha: Domain? = nil) { self.path = path; self.alpha = alpha }
    public func read(from t: TokenSet) throws -> Color {
        if let alpha { return try t.color(path, alpha: alpha) }
        return try t.color(path)
    }
}

/// A `typography` token: its size 1–200 pt, its letter spacing within ± half the size.
public struct TypographyKey: TokenKey {
    public static let type = TokenType.typography
    public let path: String
    public init(_ path: String) { self.path = path }
    public func read(from t: TokenSet) throws -> Font { try t.font(path) }
}

/// A `cubicBezier` token whose y overshoot at most to -2…3.
public struct CubicBezierKey: TokenKey {
    public static let type = TokenType.cubicBezier
    public let path: String
    public init(_ path: String) { self.path = path }
    public func read(from t: TokenSet) throws -> [Double] { try t.curve(path) }
}

/// A `transition` token with the ranges of its delay and duration (seconds).
public struct TransitionKey: TokenKey {
    public static let type = TokenType.transition
    public let path: String
    public let delay: Domain, duration: Domain
    public init(_ path: String, delay: Domain, duration: Domain) { self.path = path; self.delay = delay; self.duration = duration }
    public func read(from t: TokenSet) throws -> Transition { try t.transition(path, delay: delay, duration: duration) }
}

/// A spring: a group of a `duration` token in (0, 10] s and a `bounce` number in [-1, 1).
public struct SpringKey: TokenKey {
    /// The type of the group's `duration` token (DTCG has no spring type).
    public static let type = TokenType.duration
    public let path: String
    public init(_ path: String) { self.path = path }
    public func read(from t: TokenSet) throws -> SpringToken { try t.spring(path) }
}
