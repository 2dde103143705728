import JSONReader

/// Why a design tool's export cannot be imported: what (the variable, token, mode or set, as
/// the tool names it) and where (the file, and the line and column when the reader knows them).
/// Nothing is written when one is thrown (exit 65).
public struct ImportError: Error, CustomStringConvertible, Sendable {
    public var position: Position?
    public var file: String
    public var message: String
    /// The file named does not exist (exit 66, as every command says it).
    public var notFound = false

    public init(_ message: String, at position: Position) {
        self.position = position; self.file = position.file; self.message = message
    }
    public init(_ message: String, file: String) {
        self.position = nil; self.file = file; self.message = message
    }

    /// `figma.json:12:7: variable 'Brand/Primary' …`
    public var description: String {
        if let p = position { return "\(p.file):\(p.line):\(p.column): \(message)" }
        return "\(file): \(message)"
    }
}
