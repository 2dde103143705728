/// A QR payload the Pickup screen cannot show: too long for level M, or for this device's room
/// at the smallest module that still scans. Names the content key, the length and the limit.
public struct PayloadError: Error, CustomStringConvertible {
    public var payload: String
    /// The longest payload, in bytes, that fits this device with this copy.
    public var longest: Int
    public var reason: String
    public var description: String {
        "content 'qrPayload' (\(payload.utf8.count) bytes) cannot be drawn: \(reason); the longest payload that fits this device is \(longest) bytes"
    }
}
