import Foundation
import Geometry

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

    public init(file: String, tokens: [String: Token]) { self.file = file; self.tokens = tokens }

    /// Loads `path`; the error names the file as given.
    public static func load(path: String) throws -> TokenSet {
        guard let data = FileManager.default.contents(atPath: path) else {
            let why = FileManager.default.fileExists(atPath: path) ? "cannot be read" : "does not exist"
            throw TokenError(.unreadable, file: path, path: nil, "the token file \(why)")
        }
        return try parse(data, file: path)
    }

    public static func parse(_ data: Data, file: String) throws -> TokenSet {
        var loader = TokenLoader(file: file)
        return TokenSet(file: file, tokens: try loader.load(data))
    }

    /// A set from an already parsed DTCG document (what `Resolver` merges).
    public static func parse(object: [String: Any], file: String) throws -> TokenSet {
        var loader = TokenLoader(file: file)
        return TokenSet(file: file, tokens: try loader.load(object: object))
    }

    public func token(_ path: String, _ type: TokenType) throws -> TokenValue {
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
    public func font(_ p: String) throws -> Font {
        guard case .typography(let f, _) = try token(p, .typography) else { fatalError() }; return f
    }
    public func transition(_ p: String) throws -> Transition {
        guard case .transition(let v) = try token(p, .transition) else { fatalError() }; return v
    }
    public func spring(_ p: String) throws -> SpringToken {
        let d = try duration(p + ".duration"), b = try number(p + ".bounce")
        guard (-1...1).contains(b) else {
            throw TokenError(.malformedValue, file: file, path: p + ".bounce", "bounce \(b) is outside -1…1")
        }
        return SpringToken(duration: d, bounce: b)
    }
}
