import Foundation
import TokenCheck
@testable import TokenImport
import XCTest

/// A large legitimate file imports in seconds: 10,000 variables in two collections (colours in
/// two modes, sizes aliasing them across collections), read, checked and written. The time is
/// printed, never asserted.
final class FigmaLargeTests: XCTestCase {
    static let count = 10_000

    /// The response: `Palette` (Light, Dark) holds count/2 colours, `Sizes` (one mode) count/2
    /// sizes, every other one an alias of the size before it.
    static func response() -> String {
        var vars: [String] = [], palette: [String] = [], sizes: [String] = []
        func variable(_ id: String, _ name: String, _ coll: String, _ type: String, _ scopes: String, _ values: String) -> String {
            "\"\(id)\": {\"id\": \"\(id)\", \"name\": \"\(name)\", \"variableCollectionId\": \"\(coll)\", \"resolvedType\": \"\(type)\", "
                + "\"valuesByMode\": {\(values)}, \"remote\": false, \"description\": \"\", \"hiddenFromPublishing\": false, "
                + "\"scopes\": [\(scopes)], \"codeSyntax\": {}}"
        }
        for i in 0..<(count / 2) {
            let c = Double(i % 256) / 255
            palette.append("\"VariableID:1:\(i)\"")
            vars.append(variable("VariableID:1:\(i)", "Palette/Group \(i / 100)/Colour \(i)", "C:1", "COLOR", "\"ALL_FILLS\"",
                                 "\"1:0\": {\"r\": \(c), \"g\": 0.5, \"b\": 1, \"a\": 1}, \"1:1\": {\"r\": 1, \"g\": \(c), \"b\": 0, \"a\": 0.75}"))
            sizes.append("\"VariableID:2:\(i)\"")
            let value = i % 2 == 1 ? "{\"type\": \"VARIABLE_ALIAS\", \"id\": \"VariableID:2:\(i - 1)\"}" : "\(i)"
            vars.append(variable("VariableID:2:\(i)", "Size/Step \(i / 100)/\(i)", "C:2", "FLOAT", "\"GAP\"", "\"2:0\": \(value)"))
        }
        let collections = """
            "C:1": {"id": "C:1", "name": "Palette", "modes": [{"modeId": "1:0", "name": "Light"}, {"modeId": "1:1", "name": "Dark"}],
                    "defaultModeId": "1:0", "remote": false, "hiddenFromPublishing": false, "variableIds": [\(palette.joined(separator: ", "))]},
            "C:2": {"id": "C:2", "name": "Sizes", "modes": [{"modeId": "2:0", "name": "Value"}],
                    "defaultModeId": "2:0", "remote": false, "hiddenFromPublishing": false, "variableIds": [\(sizes.joined(separator: ", "))]}
            """
        return "{\"status\": 200, \"error\": false, \"meta\": {\"variableCollections\": {\(collections)},\n\"variables\": {\n"
            + vars.joined(separator: ",\n") + "}}}\n"
    }

    func testTenThousandVariablesImportInSeconds() throws {
        let dir = FigmaFixtures.folder(self)
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let file = dir + "/large.json"
        try Self.response().write(toFile: file, atomically: true, encoding: .utf8)
        let start = Date()
        let project = try FigmaImport.read(file: file)
        let read = Date().timeIntervalSince(start)
        let written = try ProjectWriter.write(project, to: dir + "/out")
        let total = Date().timeIntervalSince(start)
        print(String(format: "FigmaLargeTests: %d variables read in %.2f s, checked and written in %.2f s more (%.2f s in all)",
                     Self.count, read, total - read, total))
        XCTAssertEqual(written.count, 4)
        let light = try String(contentsOfFile: dir + "/out/Palette.Light.tokens.json", encoding: .utf8)
        XCTAssertEqual(light.components(separatedBy: "\"$type\": \"color\"").count - 1, Self.count / 2)
        let sizes = try String(contentsOfFile: dir + "/out/Sizes.tokens.json", encoding: .utf8)
        XCTAssertTrue(sizes.contains("\"$value\": \"{Size.Step 49.4998}\""), String(sizes.suffix(2000)))
    }
}
