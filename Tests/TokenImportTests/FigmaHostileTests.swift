import Foundation
import JSONReader
@testable import TokenImport
import XCTest

/// Figma responses that cannot be imported (Fixtures/figma/): each is refused naming what and
/// where (the line and column counted from the fixture's text here), and nothing is written.
final class FigmaHostileTests: XCTestCase {
    typealias F = FigmaFixtures

    /// Imports `name` into a fresh folder: the error's text, having checked nothing was written.
    func refusal(_ name: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        let dir = F.folder(self)
        do {
            _ = try ProjectWriter.write(try FigmaImport.read(file: F.path(name)), to: dir)
            XCTFail("\(name) was imported", file: file, line: line)
            return ""
        } catch {
            XCTAssertFalse(FileManager.default.fileExists(atPath: dir), "\(name): something was written", file: file, line: line)
            return "\(error)"
        }
    }

    func expect(_ name: String, at place: String, _ parts: [String], file: StaticString = #filePath, line: UInt = #line) {
        let said = refusal(name, file: file, line: line)
        XCTAssertTrue(said.hasPrefix(F.path(name) + ":" + place + ": "), "expected \(place): \(said)", file: file, line: line)
        for p in parts { XCTAssertTrue(said.contains(p), "'\(p)' in: \(said)", file: file, line: line) }
    }

    func testAnAliasLoopNamesEachVariableOnIt() throws {
        expect("alias-loop", at: try F.place("{", in: "alias-loop", after: "\"V:3\": ", "\"m:0\": "),
               ["alias loop 'A' → 'B' → 'C' → 'A'", "variable 'C'"])
    }

    func testAnAliasToAVariableTheFileDoesNotHoldNamesIt() throws {
        expect("alias-missing", at: try F.place("{", in: "alias-missing", after: "\"m:0\": "),
               ["variable 'Brand/Primary' (collection 'Brand', mode 'Value')", "'VariableID:abc123/4:5'", "does not hold"])
    }

    func testModeAndCollectionNamesThatWouldBePathsAreRefused() throws {
        expect("mode-dotdot", at: try F.place("{", in: "mode-dotdot", after: "\"Light\""),
               ["mode '..' of collection 'Theme'", "is '..'"])
        expect("collection-slash", at: try F.place("{", in: "collection-slash", after: "\"variableCollections\"", "\"C:1\": "),
               ["collection 'Brand/Web'", "contains '/'"])
        expect("collection-equals", at: try F.place("{", in: "collection-equals", after: "\"variableCollections\"", "\"C:1\": "),
               ["collection 'Size=Web' has several modes", "--context MODIFIER=CONTEXT"])
        expect("modes-case", at: try F.place("{", in: "modes-case", after: "\"Dark\""),
               ["modes 'Dark' and 'dark' of collection 'Theme'"])
    }

    func testTwoNamesThatCollideAreBothNamed() throws {
        expect("name-clash", at: try F.place("{", in: "name-clash", after: "\"V:1\": "),
               ["variable 'Space/1.5' (collection 'Space')", "variable 'Space/1-5' (collection 'Size')", "both become 'Space.1-5'"])
        expect("token-in-token", at: try F.place("{", in: "token-in-token", after: "\"V:2\": "),
               ["variable 'Brand' (collection 'Brand') is a token", "variable 'Brand/Primary'"])
    }

    func testAnAliasToADeletedVariableAndAMissingModeAreRefused() throws {
        expect("alias-deleted", at: try F.place("{", in: "alias-deleted", after: "\"V:2\": ", "\"m:0\": "),
               ["variable 'Accent' (collection 'Brand', mode 'Value') aliases variable 'Old/Red'", "deleted in Figma"])
        expect("mode-missing", at: try F.place("{", in: "mode-missing", after: "\"V:1\": "),
               ["variable 'Surface' has no value for mode 'Dark' of collection 'Theme'"])
    }

    func testNamesThatExportAlikeAreBothNamed() throws {
        expect("export-clash", at: try F.place("{", in: "export-clash", after: "\"V:2\": "),
               ["variable 'Color/a-b' (collection 'Brand') and variable 'Color/aB' (collection 'Brand')", "export as 'color-a-b'"])
    }

    /// A finite number however large is taken as it is, and judged as `check` judges its type:
    /// 1e308 px is a dimension `check` passes.
    func testAHugeFiniteNumberIsJudgedAsCheckJudgesIt() throws {
        let dir = F.folder(self)
        _ = try ProjectWriter.write(try FigmaImport.read(file: F.path("large-number")), to: dir)
        let text = try String(contentsOfFile: dir + "/Sizes.tokens.json", encoding: .utf8)
        XCTAssertTrue(text.contains("\"value\": 1e+308"), text)
    }

    func testAnAliasOfAnotherTypeIsRefusedNamingBoth() throws {
        expect("type-mismatch", at: try F.place("{", in: "type-mismatch", after: "\"V:2\": ", "\"m:0\": "),
               ["variable 'Gap' (collection 'Sizes', mode 'S') is a dimension", "aliases variable 'Step', a number", "ALL_SCOPES"])
    }

    func testNumbersOutOfRange() throws {
        expect("huge-number", at: try F.place("\n", in: "huge-number", after: "1e309"), ["too large for a double"])
        // JSON has no NaN: the reader refuses the word where it stands.
        let dir = F.folder(self)
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let text = try String(contentsOfFile: F.path("huge-number"), encoding: .utf8)
        try text.replacingOccurrences(of: "1e309", with: "NaN").write(toFile: dir + "/nan.json", atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try FigmaImport.read(file: dir + "/nan.json")) {
            XCTAssertTrue("\($0)".hasPrefix(dir + "/nan.json:" + (try! F.place("1e309", in: "huge-number")) + ": unexpected 'N'"), "\($0)")
        }
        expect("font-weight-range", at: try F.place("1200", in: "font-weight-range"), ["variable 'Weight/Heavy', mode 'Value'", "outside [1, 1000]"])
    }

    func testFigmasErrorResponseIsSaidToBeOne() {
        expect("error-response", at: "1:1", ["status 403", "Invalid token"])
    }

    func testAFilePastTheJSONBoundIsRefusedUnread() throws {
        let dir = F.folder(self)
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let big = dir + "/big.json"
        FileManager.default.createFile(atPath: big, contents: nil)
        let h = try FileHandle(forWritingTo: URL(fileURLWithPath: big))
        try h.truncate(atOffset: UInt64(JSONScanner.maxBytes) + 1)   // sparse: nothing to read
        try h.close()
        XCTAssertThrowsError(try FigmaImport.read(file: big)) { XCTAssertTrue("\($0)".contains("MiB"), "\($0)") }
        var missing: ImportError?
        XCTAssertThrowsError(try FigmaImport.read(file: dir + "/none.json")) { missing = $0 as? ImportError }
        XCTAssertEqual(missing?.notFound, true)
    }
}
