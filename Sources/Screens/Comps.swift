import Geometry
import Nodes
import Tokens

/// A named still of the app: what `pickup export` writes as PNG, SVG and PDF. Every comp but
/// the wallet state is a named moment of the timeline, so it equals that frame byte for byte.
public struct Comp: Sendable {
    public var name: String
    /// What it shows, for listings and the contact sheet.
    public var summary: String
    /// The token holding its time on the timeline (for a variant, the moment it varies).
    public var timeToken: DurationKey
    /// Whether the whole QR code is in view, so it must read back as the payload.
    public var showsWholeCode = false
    /// The invariants it is checked against before it is written, beyond every comp's.
    public var checks: Checks = []
    /// Under Reduce Motion, for a comp of the camera flight (which is not there then): the
    /// moment of the reveal's dissolve it shows instead.
    public var reduced: ReducedMoment?
    /// A state the timeline never reaches by itself (the wallet button after a tap).
    var variant: (@Sendable (Film) -> Node)?

    public struct Checks: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The Pickup screen's flat code is drawn where it was placed, its quiet zone clear.
        public static let flatCode = Checks(rawValue: 1)
    }

    /// The reveal's dissolve at its middle (half of each picture) or at its end (the code
    /// alone, as the Pickup screen draws it before its title and card).
    public enum ReducedMoment: Sendable { case middle, end }

    /// Its time on the timeline, from the tokens.
    public func time(_ tokens: TokenSet) throws -> Double { try tokens[timeToken] }

    /// Its time on a sequence with these dissolves (Reduce Motion), where it is moved.
    public func time(_ tokens: TokenSet, reduced dissolves: Dissolves?) throws -> Double {
        guard let dissolves, let reduced else { return try time(tokens) }
        let w = dissolves.reveal
        return reduced == .middle ? (w.start + w.end) / 2 : w.end
    }

    /// Its picture: the film's frame at its time, or its variant.
    public func build(_ film: Film, tokens: TokenSet) throws -> Node {
        if let variant { return variant(film) }
        return film.node(at: try film.time(self, tokens))
    }
}

public enum Comps {
    public static let all: [Comp] = [
        Comp(name: "order-being-made", summary: "Being made, ready in about 2 min", timeToken: Tok.comp.orderBeingMade),
        Comp(name: "order-1-min", summary: "The countdown at 1 min", timeToken: Tok.comp.order1Min),
        Comp(name: "order-ready", summary: "Ready: show your code to the barista", timeToken: Tok.comp.orderReady),
        Comp(name: "order-street", summary: "Sheet dismissed: the street, close and share", timeToken: Tok.comp.orderStreet),
        Comp(name: "order-ground", summary: "Road and paving faded into cream ground", timeToken: Tok.comp.orderGround),
        Comp(name: "reveal-top-down", summary: "3D: straight down on the finder roof", timeToken: Tok.comp.revealTopDown,
             reduced: .middle),
        Comp(name: "reveal-whole-code", summary: "3D: pulled back over the whole code", timeToken: Tok.comp.revealWholeCode,
             showsWholeCode: true, reduced: .end),
        Comp(name: "pickup", summary: "The Pickup screen with the code", timeToken: Tok.comp.pickup,
             showsWholeCode: true, checks: .flatCode),
        Comp(name: "pickup-wallet-added", summary: "Wallet button showing Added", timeToken: Tok.comp.pickup,
             showsWholeCode: true, checks: .flatCode) { f in
            PickupScreen.node(f.styles.pickup, f.content, PickupState(walletAdded: 1), code: f.placement)
        },
    ]

    public static func named(_ name: String) -> Comp? { all.first { $0.name == name } }
}
