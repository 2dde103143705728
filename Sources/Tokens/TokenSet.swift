import Foundation
import Geometry
import Typeface
import TokenCheck

/// A spring as SwiftUI's `Spring(duration:bounce:)`. DTCG has no spring type, so the file keeps
/// it as a group of a `duration` token and a `bounce` number token.
public struct SpringToken: Hashable, Sendable {
    public var duration: Double
    public var bounce: Double
}

/// A loaded, resolved, type-checked token file. Look-ups by dotted path throw a `TokenError`
/// naming the file and path when a token is missing or of the wrong type.
public struct TokenSet: Sendable {
    public let file: String
    public let tokens: [String: Token]
    /// When set, every look-up adds its path (copies of the set share it): how the tests find
    /// the tokens nothing reads. Nil in normal use.
    public var reads: TokenReads? = nil

    public init(file: String, tokens: [String: Token]) { self.file = file; self.tokens = tokens }

    /// Loads `path`; the error names the file as given. The file is read once, checked by
    /// `check`'s own code (its first problem stops the load, at the same line and column `pickup
    /// check` reports) and its tokens taken from the one model (`TokenModel`).
    public static func load(path: String) throws -> TokenSet {
        try parse(try TokenFile.contents(path, what: "token file"), file: path)
    }

    /// Refuses a token file that `check` refuses as a document (its first problem), before it
    /// is laid into a resolution as the base set: a value a context overrides is still the
    /// file's own mistake.
    public static func check(path: String) throws {
        let data = try TokenFile.contents(path, what: "token file")
        if let first = TokenCheck.problems(tokenFile: data, file: path).first { throw TokenError(first) }
    }

    /// A token document's bytes, checked and resolved once (`TokenModel`).
    public static func parse(_ data: Data, file: String) throws -> TokenSet {
        let (tokens, problems) = TokenModel.read(data, file: file)
        if let first = problems.first { throw TokenError(first) }
        return TokenSet(file: file, tokens: tokens ?? [:])
    }

    /// The tokens an export for `platform` hands over (`Token.isFor`); nil keeps every token.
    public func exported(to platform: String?) -> TokenSet {
        TokenSet(file: file, tokens: tokens.filter { $0.value.isFor(platform) })
    }

    public func token(_ path: String, _ type: TokenType) throws -> TokenValue {
        reads?.add(path)
        guard let t = tokens[path] else {
            throw TokenError(.missing, file: file, path: path, "missing: the screens need a \(type.rawValue) token here")
        }
        guard t.value.type == type else {
            throw TokenError(.wrongType, file: file, path: path, "is a \(t.value.type.rawValue), the screens need a \(type.rawValue)")
        }
        return t.value
    }

    public func color(_ p: String) throws -> Color {
        guard case .color(let v) = try token(p, .color) else { fatalError() }; return v
    }
    public func dimension(_ p: String) throws -> Double {
        guard case .dimension(let v) = try token(p, .dimension) else { fatalError() }; return v
    }
    public func number(_ p: String) throws -> Double {
        guard case .number(let v) = try token(p, .number) else { fatalError() }; return v
    }
    public func duration(_ p: String) throws -> Double {
        guard case .duration(let v) = try token(p, .duration) else { fatalError() }; return v
    }
    public func cubicBezier(_ p: String) throws -> [Double] {
        guard case .cubicBezier(let v) = try token(p, .cubicBezier) else { fatalError() }; return v
    }
    /// A typography token; its size must be in `fontSizes` (1–200 pt) and its letter spacing
    /// within ±half the size, and the text style it links to (if any) must have a size and a
    /// leading in theirs (`TextStyle`), or it is refused with its path. (Its lineHeight is handed to the
    /// outputs only: the screens lay text out with the font's own line box.)
    public func font(_ p: String) throws -> Font {
        guard case .typography(let f, _) = try token(p, .typography) else { fatalError() }
        _ = try check(p, f.size, Self.fontSizes, unit: "px", what: "fontSize")
        _ = try check(p, f.letterSpacing, Domain(-f.size / 2, f.size / 2), unit: "px", what: "letterSpacing")
        // The text style it scales with has a size and leading in their domains.
        if let style = tokens[p]?.textStyle { _ = try StyleMetrics(style, in: self) }
        return f
    }
    public func transition(_ p: String) throws -> Transition {
        guard case .transition(let v) = try token(p, .transition) else { fatalError() }; return v
    }
    public func spring(_ p: String) throws -> SpringToken {
        // SwiftUI's range is -1…1; bounce 1 is an undamped spring that never settles.
        let d = try duration(p + ".duration", in: .above(0, through: 10))
        let b = try number(p + ".bounce", in: Domain(-1, 1, upperOpen: true))
        return SpringToken(duration: d, bounce: b)
    }

    // MARK: reads with a domain (checked when the styles are built, before anything is drawn)

    /// `value` if it lies in `domain`, else an `.outOfRange` error naming the file, path, value and range.
    public func check(_ p: String, _ value: Double, _ domain: Domain, unit: String = "", what: String = "value") throws -> Double {
        guard domain.contains(value) else {
            throw TokenError(.outOfRange, file: file, path: p,
                             "\(what) \(tokenNumber(value))\(unit) is outside the allowed range \(domain)\(unit.isEmpty ? "" : " " + unit)")
        }
        return value
    }
    public func dimension(_ p: String, in d: Domain) throws -> Double { try check(p, dimension(p), d, unit: "px") }
    func dimension(_ p: String, in r: ClosedRange<Double>) throws -> Double { try dimension(p, in: .closed(r)) }
    public func number(_ p: String, in d: Domain) throws -> Double { try check(p, number(p), d) }
    public func duration(_ p: String, in d: Domain) throws -> Double { try check(p, duration(p), d, unit: "s") }

    /// An sRGB colour with its alpha in `alpha` (an opacity the screens rely on, e.g. a text colour > 0).
    public func color(_ p: String, alpha: Domain) throws -> Color {
        let c = try color(p)
        _ = try check(p, c.a, alpha, what: "alpha")
        return c
    }

    /// The font sizes a screen can lay out: 1–200 pt.
    public static let fontSizes = Domain(1, 200)
    /// A cubic Bézier whose x are in 0…1 (checked at load) and whose y overshoot at most to -2…3.
    public func curve(_ p: String) throws -> [Double] {
        let c = try cubicBezier(p)
        _ = try check(p, c[1], Domain(-2, 3), what: "y1")
        _ = try check(p, c[3], Domain(-2, 3), what: "y2")
        return c
    }

    /// A transition whose delay and duration lie in the given domains (seconds) and whose curve is sane.
    public func transition(_ p: String, delay: Domain, duration: Domain) throws -> Transition {
        let tr = try transition(p)
        _ = try check(p, tr.delay, delay, unit: "s", what: "delay")
        _ = try check(p, tr.duration, duration, unit: "s", what: "duration")
        for (i, y) in [(1, tr.timingFunction[1]), (3, tr.timingFunction[3])] {
            _ = try check(p, y, Domain(-2, 3), what: "timingFunction y\(i == 1 ? 1 : 2)")
        }
        return tr
    }
}

/// The paths a `TokenSet` was asked for (`TokenSet.reads`).
public final class TokenReads: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: Set<String> = []
    public init() {}
    func add(_ path: String) { lock.lock(); seen.insert(path); lock.unlock() }
    public var paths: Set<String> { lock.lock(); defer { lock.unlock() }; return seen }
}
