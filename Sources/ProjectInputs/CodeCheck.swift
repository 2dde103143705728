import CodeReading
import Foundation
import Geometry
import PathNames
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

    /// Throws `UnscannableCode` (exit 65) unless `image` decodes to exactly the content's payload.
    /// - Parameter what: the picture, for the message (`comp 'pickup' @2x`, `frame 0312 (t = 5.200 s)`).
    /// - Parameter downsample: read the picture sampled at 1/k of its size (cheaper; frames).
    /// - Parameter whileWriting: files of this run may already be written (they are whole).
    public func verifyCode(_ image: RasterImage, _ what: String, downsample: Int = 1, whileWriting: Bool = false) throws {
        let found = QRDecoder.decode(image, downsample: downsample)
        guard found != [content.qrPayload] else { return }
        // The file at fault: the content file that holds the payload, if one was given.
        let file = inputs.content ?? tokens.file
        throw UnscannableCode(file: file, picture: what, payload: content.qrPayload, read: found, whileWriting: whileWriting)
    }
}

/// A picture meant to show the code that does not decode to the payload.
public struct UnscannableCode: Error, CustomStringConvertible {
    public var file: String, picture: String, payload: String
    /// What zbar read (nothing, or other text).
    public var read: [String]
    /// Whether files of this run were already written when it was found.
    public var whileWriting: Bool

    public var description: String {
        func quote(_ s: String) -> String { "\"" + FolderName.shown(s, limit: 60) + "\"" }
        var m = "\(file): \(picture): the drawn QR code does not scan as the content's qrPayload \(quote(payload))"
        if read.isEmpty {
            m += " (zbar read nothing); check the code's size, position and colours (size.pickup.*, color.pickup.*, color.reveal.*, reveal.*)"
                + ", or use a shorter payload"
        } else {
            m += "; zbar read \(read.map(quote).joined(separator: ", ")) instead — a reader would not give the payload back as written"
                + " (its bytes are encoded as UTF-8, marked so when beyond ASCII)"
        }
        if whileWriting { m += ". Files written before it are whole and recorded in manifest.json; earlier exports are intact" }
        return m
    }
}
