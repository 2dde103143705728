import Foundation
import TestSupport
import XCTest

/// The docs hold together: README is a front page, every link leads somewhere, and every figure
/// and block made from Pickup's own output (help texts, the device table, the limits, error
/// messages, file counts, sizes) is what `scripts/docs.py` makes from this build.
final class DocsTests: XCTestCase {
    static var pages: [String] {
        ["README.md"] + FileManager.default.enumerator(atPath: Repo.root + "/docs")!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }.sorted()
    }

    func testREADMEIsAFrontPage() throws {
        let lines = try String(contentsOfFile: Repo.root + "/README.md", encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertLessThanOrEqual(lines.count, 300, "README is a front page: at most 300 lines")
        for page in ["docs/README.md", "docs/reference.md", "docs/changes.md"] {
            XCTAssertTrue(lines.contains { $0.contains("(" + page + ")") || $0.contains("(" + page + "#") }, "README links \(page)")
        }
    }

    /// Every relative link in README and docs/ names a file that exists.
    func testEveryLinkLeadsToAFile() throws {
        let link = try NSRegularExpression(pattern: #"\]\(([^)#\s]+)(#[^)\s]*)?\)"#)
        var checked = 0
        for page in Self.pages {
            let text = try String(contentsOfFile: Repo.root + "/" + page, encoding: .utf8)
            let dir = (page as NSString).deletingLastPathComponent
            for m in link.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let target = String(text[Range(m.range(at: 1), in: text)!])
                if target.contains("://") || target.hasPrefix("mailto:") { continue }
                let path = ((Repo.root + "/" + dir) as NSString).appendingPathComponent(target)
                XCTAssertTrue(FileManager.default.fileExists(atPath: path), "\(page): the link \(target) leads nowhere")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 40)
    }

    /// `scripts/docs.py --check` runs this build (export, frames, prototype, previews) and
    /// compares every generated figure and block with what the docs say.
    func testGeneratedFiguresAreUpToDate() throws {
        let r = try Tool.run("/usr/bin/env", ["python3", Repo.root + "/scripts/docs.py", "--check", "--pickup", CLITests.binary])
        XCTAssertEqual(r.status, 0, "run scripts/docs.py to bring the docs up to date:\n\(r.stdout)\(r.stderr)")
        for page in Self.pages {
            let text = try String(contentsOfFile: Repo.root + "/" + page, encoding: .utf8)
            XCTAssertFalse(text.contains("-->\nX\n<!-- end generated"), "\(page): a block scripts/docs.py has not filled")
        }
    }
}
