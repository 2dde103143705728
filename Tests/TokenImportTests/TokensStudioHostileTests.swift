import Foundation
import TestSupport
@testable import TokenImport
import XCTest

/// Hostile Tokens Studio exports: each refused with exit 65 through the binary, naming the token
/// (or set, or theme) and its place, and nothing written.
final class TokensStudioHostileTests: XCTestCase {
    static let hostile = TokensStudioImportTests.fixtures + "/hostile"

    func refused(_ name: String, _ expected: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let out = Repo.tempDir("pickup-ts-hostile") + "/out"
        let r = try Tool.run(Repo.pickupBinary, ["import", "--from", "tokens-studio", Self.hostile + "/" + name, "--out", out])
        XCTAssertEqual(r.status, 65, "\(name): \(r.stderr)", file: file, line: line)
        for e in expected { XCTAssertTrue(r.stderr.contains(e), "\(name): expected '\(e)' in \(r.stderr)", file: file, line: line) }
        XCTAssertFalse(FileManager.default.fileExists(atPath: out), "\(name): something was written", file: file, line: line)
    }

    func testAnAliasLoopIsRefused() throws { try refused("loop.json", ["loop.json:3:5", "token 'a'", "loop"]) }
    func testAReferenceToAMissingTokenIsRefused() throws { try refused("missing.json", ["missing.json:4:5", "token 'text'", "{colors.nope}"]) }
    func testASetNameThatIsAPathIsRefused() throws { try refused("set-dotdot.json", ["set '../../escape'", "set-dotdot.json:2:3"]) }
    func testAThemeNameThatIsAPathIsRefused() throws { try refused("theme-path.json", ["theme '../../x'", "theme-path.json:3:37"]) }
    func testTwoSetsThatWouldShareAFileAreRefused() throws { try refused("set-clash.json", ["set-clash.json:3:3", "sets 'core/colors' and 'core.colors'", "share the file"]) }
    func testAReferenceToATokenLeftOutIsRefused() throws {
        try refused("alias-to-dropped.json", ["alias-to-dropped.json:4:5", "token 'copy'", "token 'flag'", "'boolean'"])
    }
    func testThemesDifferingOnlyByCaseAreRefused() throws { try refused("theme-case.json", ["theme-case.json:4:5", "theme group 'Mode': themes 'Dark' and 'dark'"]) }
    func testNamesThatExportAlikeAreRefusedNamingBoth() throws { try refused("clash.json", ["token 'Primary'", "token 'primary'", "export as"]) }
    func testAHugeNumberIsRefused() throws { try refused("huge.json", ["huge.json:2:32", "token 'wide'", "too large"]) }
    func testNaNIsRefused() throws { try refused("nan.json", ["nan.json:2:13", "token 'odd'", "'NaN'"]) }
    func testDivisionByZeroIsRefused() throws { try refused("divzero.json", ["divzero.json:5:5", "token 'bad'", "division by zero"]) }
    func testADeepExpressionIsRefused() throws { try refused("math-deep.json", ["token 'deep'", "nested more than"]) }
    func testALongExpressionIsRefused() throws { try refused("math-long.json", ["token 'long'", "longer than"]) }
    func testAValueThatDiffersBetweenThemesIsRefused() throws {
        try refused("differs.json", ["token 'gap' in set 'semantic'", "Size=Small", "Size=Large"])
    }
    func testAnLCHModifierIsRefused() throws { try refused("modifier-lch.json", ["token 'soft'", "space 'lch'"]) }
    func testALineHeightInPixelsIsRefused() throws { try refused("lineheight-px.json", ["token 'text'", "'24px'"]) }

    func testAFilePastTheJSONBoundIsRefused() throws {
        let dir = Repo.tempDir("pickup-ts-big")
        let big = dir + "/big.json"
        XCTAssertTrue(FileManager.default.createFile(atPath: big, contents: nil))
        let h = try FileHandle(forWritingTo: URL(fileURLWithPath: big))
        try h.truncate(atOffset: UInt64(65 << 20))
        try h.close()
        let r = try Tool.run(Repo.pickupBinary, ["import", "--from", "tokens-studio", big, "--out", dir + "/out"])
        XCTAssertEqual(r.status, 65, r.stderr)
        XCTAssertTrue(r.stderr.contains("big.json"), r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out"))
    }

    func testALinkLeadingOutOfTheFolderIsRefused() throws {
        let dir = Repo.tempDir("pickup-ts-link")
        try FileManager.default.createDirectory(atPath: dir + "/tokens", withIntermediateDirectories: true)
        try ##"{"secret": {"value": "#000000", "type": "color"}}"##.write(toFile: dir + "/outside.json", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: dir + "/tokens/core.json", withDestinationPath: dir + "/outside.json")
        let r = try Tool.run(Repo.pickupBinary, ["import", "--from", "tokens-studio", dir + "/tokens", "--out", dir + "/out"])
        XCTAssertEqual(r.status, 65, r.stderr)
        XCTAssertTrue(r.stderr.contains("core.json") && r.stderr.contains("link"), r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out"))
    }

    func testAMissingFileIsNoInput() throws {
        let r = try Tool.run(Repo.pickupBinary, ["import", "--from", "tokens-studio", Self.hostile + "/absent.json", "--out", Repo.tempDir("pickup-ts") + "/out"])
        XCTAssertEqual(r.status, 66, r.stderr)
    }
}
