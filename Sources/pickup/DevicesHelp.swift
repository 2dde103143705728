import Geometry
import ProjectInputs
import Screens
import TextEscape
import Tokens

/// `pickup help devices`: the devices the resolver declares, each as its context resolves —
/// canvas, safe area, native scale and display corners, read by the code the screens draw with
/// (`ChromeStyle`, the sheet's bottom radius). The resolver is the one `--device` reads here:
/// the folder's, else the built-in one. `--markdown` gives the table the docs embed.
enum DevicesHelp {
    struct Row {
        var name: String
        var isDefault: Bool
        var canvas: Size
        var safeTop, safeBottom: Double
        var scale: Int
        /// The display's corners are square: the device's sheet has no bottom radius.
        var square: Bool
    }

    static func rows(_ inputs: Inputs = Inputs()) throws -> [Row] {
        let devices = try inputs.devices()
        return try devices.names.map { name in
            var each = inputs
            each.contexts[DeviceRegistry.modifier] = name
            let tokens = try each.resolvedTokens()
            let chrome = try ChromeStyle(tokens)
            return Row(name: name, isDefault: name == devices.defaultName, canvas: chrome.canvas,
                       safeTop: chrome.safeTop, safeBottom: chrome.safeBottom, scale: chrome.nativeScale,
                       square: try tokens[Tok.size.sheet.bottomRadius] == 0)
        }
    }

    static func text(markdown: Bool) throws -> String {
        let rows = try rows()
        func n(_ x: Double) -> String { tokenNumber(x) }
        if markdown {
            return (["| device | canvas (pt) | safe area top / bottom (pt) | native scale | display corners |", "|---|---|---|---|---|"]
                + rows.map { r in
                    "| `\(Escape.terminal(r.name).replacingOccurrences(of: "|", with: "\\|"))`\(r.isDefault ? " (the default)" : "") "
                        + "| \(n(r.canvas.width)) × \(n(r.canvas.height)) | \(n(r.safeTop)) / \(n(r.safeBottom)) | @\(r.scale)x "
                        + "| \(r.square ? "square (sheet radius 0)" : "rounded") |"
                }).joined(separator: "\n")
        }
        let names = rows.map { Escape.terminal($0.name) + ($0.isDefault ? " (the default)" : "") }
        let width = (names.map(\.count).max() ?? 0) + 2
        var out = """
            The devices the resolver declares (the folder's design-tokens.resolver.json, else the
            built-in one): each a context of its 'device' modifier, as its tokens resolve. Canvas
            and safe area (top / bottom) in points, native scale, display corners. Choose one with
            --device NAME; a device is added by adding a context to the resolver.

            """
        for (r, name) in zip(rows, names) {
            out += "\n  " + name.padding(toLength: width, withPad: " ", startingAt: 0)
                + "\(n(r.canvas.width)) × \(n(r.canvas.height)) pt, safe area \(n(r.safeTop)) / \(n(r.safeBottom)) pt, "
                + "@\(r.scale)x, \(r.square ? "square corners (sheet radius 0)" : "rounded corners")"
        }
        return out
    }
}
