import Geometry
import Nodes

/// A named still of the app: what `pickup export` writes as PNG, SVG and PDF.
public struct Comp: Sendable {
    public var name: String
    /// What it shows, for listings and the contact sheet.
    public var summary: String
    public var build: @Sendable (Styles, Content) throws -> Node
}

public enum Comps {
    public static let all: [Comp] = [
        Comp(name: "order-being-made", summary: "Being made, ready in about 2 min") { s, c in
            OrderScreen.node(s.order, c, OrderState(minutes: c.minutesBefore, makingFill: s.order.making))
        },
        Comp(name: "order-1-min", summary: "The countdown at 1 min") { s, c in
            OrderScreen.node(s.order, c, OrderState(minutes: c.minutesAfter, makingFill: s.order.making))
        },
        Comp(name: "order-ready", summary: "Ready: show your code to the barista") { s, c in
            OrderScreen.node(s.order, c, OrderState(minutes: c.minutesAfter, ready: 1, makingFill: 1))
        },
        Comp(name: "order-street", summary: "Sheet dismissed: the street, close and share") { s, c in
            OrderScreen.node(s.order, c, OrderState(minutes: c.minutesAfter, ready: 1, makingFill: 1, sheetDown: 1, buttonMorph: 1))
        },
        Comp(name: "order-ground", summary: "Road and paving faded into cream ground") { s, c in
            OrderScreen.node(s.order, c, OrderState(minutes: c.minutesAfter, ready: 1, makingFill: 1, sheetDown: 1,
                                                    buttonMorph: 1, groundFade: 1))
        },
        Comp(name: "pickup", summary: "The Pickup screen with the code") { s, c in
            try PickupScreen.node(s.pickup, c, PickupState())
        },
        Comp(name: "pickup-wallet-added", summary: "Wallet button showing Added") { s, c in
            try PickupScreen.node(s.pickup, c, PickupState(walletAdded: 1))
        },
    ]

    public static func named(_ name: String) -> Comp? { all.first { $0.name == name } }
}
