import Foundation
import TestSupport
import XCTest

/// The shape of the code itself: no function, initialiser or subscript in `Sources` runs past
/// 60 lines from its declaration to its closing brace (`scripts/long-functions.py`), and the
/// counter sees one that does.
final class CodeShapeTests: XCTestCase {
    func testNoFunctionIsLongerThanSixtyLines() throws {
        let r = try Tool.run("python3", [Repo.root + "/scripts/long-functions.py", Repo.root + "/Sources"])
        XCTAssertEqual(r.status, 0, "functions over 60 lines:\n" + r.stdout + r.stderr)
    }

    func testTheCounterFindsALongFunctionAndSkipsBracesInStrings() throws {
        let dir = Repo.tempDir("pickup-shape")
        let body = (1...59).map { "        x += \($0)   // {" }.joined(separator: "\n")
        let source = """
            struct S {
                func long() {
                    var x = 0
            \(body)
                    let s = "}}}", t = \"\"\"
                        }
                        \"\"\"
                    _ = (s, t, x)
                }
                func short() { let _ = "{" }
            }
            """
        try source.write(toFile: dir + "/S.swift", atomically: true, encoding: .utf8)
        let r = try Tool.run("python3", [Repo.root + "/scripts/long-functions.py", dir])
        XCTAssertEqual(r.status, 1, r.stdout + r.stderr)
        XCTAssertTrue(r.stdout.contains("S.swift:2: long is 66 lines (at most 60)"), r.stdout)
        XCTAssertFalse(r.stdout.contains("short"), r.stdout)
    }
}
