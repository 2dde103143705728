/// A QR payload the Pickup screen cannot show: too long for level M, or for this device's room
/// at the smallest module that still scans. Names the content key, the length and the limit.
public struct PayloadError: Error, CustomStringConvertible {
    public var payload: String
    /// The longest payload, in bytes, that fits this device with this copy.
    public var longest: Int
    public var reason: String
    /// When no code fits at all: why — the card's height and the room it leaves for the code.
    public var noRoom: String?
    public var description: String {
        "content 'qrPayload' (\(payload.utf8.count) bytes) cannot be drawn: \(reason); "
            + (longest > 0 ? "the longest payload that fits this device is \(longest) bytes"
                : "no payload fits this device with this copy and these tokens: " + (noRoom ?? "there is no room for a code"))
    }
}
