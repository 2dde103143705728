import Tokens

/// The moments a reviewer looks at first, for the contact sheet: each time is read from the
/// tokens (a comp's time, or the middle of a transition), each caption says what happens.
public enum KeyMoments {
    public struct Moment: Sendable {
        public var time: Double
        public var caption: String
    }

    public static func all(_ style: Styles, _ t: TokenSet) throws -> [Moment] {
        let tl = style.timeline
        if tl.reducedMotion { return try reduced(tl, t) }
        let mid = middle
        return [
            Moment(time: try t[Tok.comp.orderBeingMade], caption: "Being made, about 2 min"),
            Moment(time: mid(tl.countdown), caption: "The countdown ticks"),
            Moment(time: mid(tl.status), caption: "Soft blur crossfade to Ready"),
            Moment(time: try t[Tok.comp.orderReady], caption: "Ready, bars filled"),
            Moment(time: mid(tl.sheetDismiss), caption: "Sheet slides away, buttons morph"),
            Moment(time: try t[Tok.comp.orderStreet], caption: "The street"),
            Moment(time: mid(tl.groundFade), caption: "Road and paving fade"),
            Moment(time: try t[Tok.comp.orderGround], caption: "Plain cream ground"),
            Moment(time: tl.revealStart + 0.2, caption: "The facade leans back"),
            Moment(time: try t[Tok.comp.revealTopDown], caption: "Straight down on the finder roof"),
            Moment(time: try t[Tok.comp.revealWholeCode], caption: "The whole code in view"),
            Moment(time: tl.revealEnd, caption: "Flat code, as screen 2 draws it"),
            Moment(time: mid(tl.titleFade), caption: "Title fades in, card springs up"),
            Moment(time: try t[Tok.comp.pickup], caption: "The Pickup screen"),
        ]
    }

    static func middle(_ a: TimelineStyle.Animated) -> Double {
        if case .curve(_, let d) = a.animation { return a.start + d / 2 }
        return a.start
    }

    /// Under Reduce Motion: the same stills, and each dissolve at its middle.
    static func reduced(_ tl: TimelineStyle, _ t: TokenSet) throws -> [Moment] {
        let d = Dissolves(tl).windows.map { ($0.start + $0.end) / 2 }
        let mid = { (i: Int) in i < d.count ? d[i] : tl.end }
        return [
            Moment(time: try t[Tok.comp.orderBeingMade], caption: "Being made, about 2 min"),
            Moment(time: mid(0), caption: "The countdown dissolves to 1 min"),
            Moment(time: middle(tl.status), caption: "Soft blur crossfade to Ready"),
            Moment(time: try t[Tok.comp.orderReady], caption: "Ready, bars filled"),
            Moment(time: mid(1), caption: "The sheet dissolves away, close and share"),
            Moment(time: try t[Tok.comp.orderStreet], caption: "The street"),
            Moment(time: middle(tl.groundFade), caption: "Road and paving fade"),
            Moment(time: try t[Tok.comp.orderGround], caption: "Plain cream ground"),
            Moment(time: mid(2), caption: "The street dissolves into the code"),
            Moment(time: tl.revealEnd, caption: "The code, as screen 2 draws it"),
            Moment(time: mid(3), caption: "Title and card fade in"),
            Moment(time: try t[Tok.comp.pickup], caption: "The Pickup screen"),
        ]
    }
}
