import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Why libxml2 (through Foundation's XMLParser) stopped reading an icon, in the product's words
/// and with the place: Foundation gives only "NSXMLParserErrorDomain error 89." The codes are
/// `XMLParser.ErrorCode`'s (libxml2's `xmlParserErrors`: `documentStartError` 4,
/// `prematureDocumentEndError` 5, … `entityRefLoopError` 89).
enum XMLFailure {
    static let reasons: [Int: String] = [
        4: "it does not begin with an XML element (is it an SVG file?)",
        5: "it ends before its elements are closed",
        9: "a character XML does not allow",
        26: "an entity that is not declared (&name; with no <!ENTITY name …>)",
        76: "a closing tag that does not match its opening tag",
        77: "a tag that is not finished",
        89: "entities that expand into entities, too far to read (an XML entity bomb); write the text itself, not entities",
    ]

    static func described(_ parser: XMLParser) -> String {
        let code = (parser.parserError as NSError?)?.code ?? 0
        let why = reasons[code] ?? "libxml2 error \(code)"
        return "not well-formed XML at line \(parser.lineNumber), column \(parser.columnNumber): \(why)"
    }
}
