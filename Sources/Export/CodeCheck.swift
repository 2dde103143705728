import Foundation
import Render
import Screens
import Tokens

/// Nothing silently wrong: every picture that is meant to show the QR code is read back with
/// zbar before its file is written, and must decode to the content's `qrPayload`.
extension Project {
    /// When the whole code is in view: the timeline's `comp.revealWholeCode` (which must not
    /// come before the reveal's keyframe (c), where the camera has pulled back over the whole code).
    public func codeShownFrom() throws -> Double {
        let c = styles.reveal.keyTimes[2]
        let earliest = (c * 1e6).rounded(.down) / 1e6   // 4.0 + 0.6 + 0.6 is 5.199999999999999
        return try tokens[Tok.comp.revealWholeCode.atLeast(earliest)]
    }

    /// Throws (exit 65) unless `image` decodes to exactly the content's payload.
    /// - Parameter what: the picture, for the message (`comp 'pickup' @2x`, `frame 0312 (t = 5.200 s)`).
    /// - Parameter downsample: read the picture sampled at 1/k of its size (cheaper; frames).
    public func verifyCode(_ image: RasterImage, _ what: String, downsample: Int = 1) throws {
        let found = QRDecoder.decode(image, downsample: downsample)
        guard found != [content.qrPayload] else { return }
        func quote(_ s: String) -> String { "\"" + (s.count > 60 ? s.prefix(60) + "…" : s) + "\"" }
        let read = found.isEmpty ? "nothing" : found.map(quote).joined(separator: ", ")
        throw TokenError(.unscannable, file: tokens.file, path: nil,
                         "\(what): the drawn QR code does not scan as the content's qrPayload \(quote(content.qrPayload)) (zbar read \(read)); "
                         + "check the code's size, position and colours (size.pickup.*, color.pickup.*, color.reveal.*, reveal.*)")
    }
}
