import Tokens

/// The moments a reviewer looks at first, for the contact sheet: each time is read from the
/// tokens (a comp's time, or the middle of a transition), each caption says what happens.
public enum KeyMoments {
    public struct Moment: Sendable {
        public var time: Double
        public var caption: String
    }

    public static func all(_ s: Styles, _ t: TokenSet) throws -> [Moment] {
        let tl = s.timeline
        func mid(_ a: TimelineStyle.Animated) -> Double {
            if case .curve(_, let d) = a.animation { return a.start + d / 2 }
            return a.start
        }
        return [
            Moment(time: try t.duration("comp.orderBeingMade", in: Domains.time), caption: "Being made, about 2 min"),
            Moment(time: mid(tl.countdown), caption: "The countdown ticks"),
            Moment(time: mid(tl.status), caption: "Soft blur crossfade to Ready"),
            Moment(time: try t.duration("comp.orderReady", in: Domains.time), caption: "Ready, bars filled"),
            Moment(time: mid(tl.sheetDismiss), caption: "Sheet slides away, buttons morph"),
            Moment(time: try t.duration("comp.orderStreet", in: Domains.time), caption: "The street"),
            Moment(time: mid(tl.groundFade), caption: "Road and paving fade"),
            Moment(time: try t.duration("comp.orderGround", in: Domains.time), caption: "Plain cream ground"),
            Moment(time: tl.revealStart + 0.2, caption: "The facade leans back"),
            Moment(time: try t.duration("comp.revealTopDown", in: Domains.time), caption: "Straight down on the finder roof"),
            Moment(time: try t.duration("comp.revealWholeCode", in: Domains.time), caption: "The whole code in view"),
            Moment(time: tl.revealEnd, caption: "Flat code, as screen 2 draws it"),
            Moment(time: mid(tl.titleFade), caption: "Title fades in, card springs up"),
            Moment(time: try t.duration("comp.pickup", in: Domains.time), caption: "The Pickup screen"),
        ]
    }
}
