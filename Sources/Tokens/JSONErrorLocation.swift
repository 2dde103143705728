import Foundation

/// "invalid JSON at line 12, column 5: invalid value" for an error from `JSONSerialization`,
/// which reports only a byte offset ("around character 7988") or nothing (end of file).
public func invalidJSONMessage(_ error: Error, in data: Data) -> String {
    let e = error as NSError
    var detail = (e.userInfo["NSDebugDescription"] as? String) ?? e.localizedDescription
    var offset = data.count   // end of file unless the message names a place
    if let index = e.userInfo["NSJSONSerializationErrorIndex"] as? Int {
        offset = index
    } else if let r = detail.range(of: #" around character (\d+)\.?"#, options: .regularExpression) {
        offset = Int(detail[r].filter(\.isNumber)) ?? offset
        detail.removeSubrange(r)
    }
    if detail.hasSuffix(".") { detail.removeLast() }
    let (line, column) = lineAndColumn(of: min(max(0, offset), data.count), in: data)
    return "invalid JSON at line \(line), column \(column): \(detail.prefix(1).lowercased() + detail.dropFirst())"
}

/// The 1-based line and column (in characters) of a byte offset into UTF-8 text.
public func lineAndColumn(of offset: Int, in data: Data) -> (line: Int, column: Int) {
    let bytes = [UInt8](data.prefix(offset))
    let line = bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
    let start = (bytes.lastIndex(of: 0x0A).map { $0 + 1 }) ?? 0
    // Count characters, not bytes: a UTF-8 continuation byte (10xxxxxx) starts none.
    let column = bytes[start...].filter { $0 & 0xC0 != 0x80 }.count + 1
    return (line, column)
}
