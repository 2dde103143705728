import Foundation
import JSONReader
import TestSupport
import XCTest

/// `pickup import --from figma` as a user runs it, then what the issue asks of its output:
/// `pickup check` passes it, and every context of every modifier of its resolver exports
/// through `pickup tokens` as CSS, Swift and an asset catalog; a refused file exits 65 (a
/// missing one 66) and writes nothing.
final class FigmaCLITests: XCTestCase {
    typealias F = FigmaFixtures

    func pickup(_ args: [String], in dir: String) throws -> ToolRun {
        try Tool.run(Repo.pickupBinary, args, cwd: dir)
    }

    func imported() throws -> String {
        let dir = F.folder(self)
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let r = try pickup(["import", "--from", "figma", F.path("variables"), "--out", "tokens"], in: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout.split(separator: "\n").filter { $0.hasPrefix("Wrote tokens/") }.count, 6, r.stdout)
        XCTAssertEqual(r.stderr.split(separator: "\n").filter { $0.hasPrefix("pickup import: warning: left out") }.count, 3, r.stderr)
        return dir
    }

    func testTheImportPassesCheckAndEveryContextExports() throws {
        let dir = try imported()
        let check = try pickup(["check", "tokens/design-tokens.resolver.json"], in: dir)
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
        // The modifiers and contexts as the written resolver declares them.
        let resolver = try JSONScanner.document(try Data(contentsOf: URL(fileURLWithPath: dir + "/tokens/design-tokens.resolver.json")), file: "r")
        var contexts: [String] = []
        for m in resolver["modifiers"]?.members ?? [] { contexts += (m.value["contexts"]?.keys ?? []).map { m.key + "=" + $0 } }
        XCTAssertEqual(contexts, ["Brand=Dark", "Brand=Light", "Density=Compact", "Density=Regular"])
        for context in contexts {
            for format in ["css", "swift", "xcassets"] {
                let out = "\(context).\(format)"
                let r = try pickup(["tokens", "--resolver", "tokens/design-tokens.resolver.json", "--context", context, "--format", format, "--out", out], in: dir)
                XCTAssertEqual(r.status, 0, "\(context) \(format): \(r.stderr)")
                XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/" + out), out)
            }
        }
        let css = { (c: String) in (try? String(contentsOfFile: dir + "/\(c).css", encoding: .utf8)) ?? "" }
        XCTAssertTrue(css("Brand=Dark").contains("--color-primary: #99CCFF;"), css("Brand=Dark"))
        XCTAssertTrue(css("Brand=Light").contains("--color-primary: var(--blue-500);"), css("Brand=Light"))
        XCTAssertTrue(css("Density=Compact").contains("--padding-screen: var(--padding-card);"), css("Density=Compact"))
        XCTAssertTrue(css("Density=Regular").contains("--padding-screen: 24px;"), css("Density=Regular"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/Brand=Dark.xcassets/color-primary.colorset/Contents.json"))
    }

    func testARefusedFileExits65AndWritesNothing() throws {
        let dir = F.folder(self)
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let r = try pickup(["import", "--from", "figma", F.path("alias-loop"), "--out", "tokens"], in: dir)
        XCTAssertEqual(r.status, 65, r.stderr)
        XCTAssertTrue(r.stderr.contains("alias-loop.json:\(try F.place("{", in: "alias-loop", after: "\"V:3\": ", "\"m:0\": ")): variable 'C'"), r.stderr)
        XCTAssertTrue(r.stderr.contains("Nothing was written."), r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/tokens"))
        let missing = try pickup(["import", "--from", "figma", "none.json", "--out", "tokens"], in: dir)
        XCTAssertEqual(missing.status, 66, missing.stderr)
    }
}
