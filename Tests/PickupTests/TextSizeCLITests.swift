import Foundation
import TestSupport
import XCTest

/// Dynamic Type and Bold Text through `--context` (issue 33, point 1), read back from the PDFs
/// by poppler: a word's box height is proportional to its size, so its height against the
/// same word's at `large` is the style's ratio, compared with Apple's table (the research
/// file, not the resolver).
final class TextSizeCLITests: XCTestCase {
    func pickup(_ args: [String]) throws -> ToolRun { try Tool.run(CLITests.binary, args, cwd: Repo.root) }

    /// Word → height of its box in the PDF, for the first box of each word.
    func heights(_ pdf: String) throws -> [String: Double] {
        let xml = try Tool.run("pdftotext", ["-bbox", pdf, "-"]).stdout
        var out: [String: Double] = [:]
        let re = try NSRegularExpression(pattern: #"yMin="([0-9.]+)" xMax="[0-9.]+" yMax="([0-9.]+)">([^<]+)</word>"#)
        for m in re.matches(in: xml, range: NSRange(xml.startIndex..., in: xml)) {
            let g = { (i: Int) in String(xml[Range(m.range(at: i), in: xml)!]) }
            if out[g(3)] == nil { out[g(3)] = Double(g(2))! - Double(g(1))! }
        }
        return out
    }

    func testTextSizesInThePDFFollowApplesTable() throws {
        let table = DynamicTypeResearch.load()
        let large = table.categories.firstIndex(of: "large")!
        let dir = Repo.tempDir("text-size")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // "Order" is the label (Subheadline, 15 pt at large); "Being" the title (Large Title, 34).
        let words = [("Order", "subheadline", 15.0), ("Being", "largeTitle", 34.0)]
        var atLarge: [String: Double] = [:]
        for c in ["large", "xSmall", "medium", "xxxLarge", "accessibility2"] {
            let out = dir + "/" + c
            let r = try pickup(["export", "--out", out, "--context", "dynamicType=\(c)", "--formats", "pdf", "--quiet"])
            XCTAssertEqual(r.status, 0, "\(c): \(r.stderr)")
            let h = try heights(out + "/comps/order-being-made.pdf")
            let i = table.categories.firstIndex(of: c)!
            for (word, style, spec) in words {
                let s = table.styles[style]!.size
                let drawn = try XCTUnwrap(h[word], "\(c): no '\(word)' in the PDF")
                if c == "large" {
                    // poppler's word box is 1.208 × the size for Inter: the spec size at large.
                    XCTAssertEqual(drawn / 1.208, spec, accuracy: 0.02 * spec / 15, "\(word) (\(style)) at large")
                    atLarge[word] = drawn
                } else {
                    XCTAssertEqual(drawn / atLarge[word]!, s[i] / s[large], accuracy: 0.001, "\(word) (\(style)) at \(c)")
                }
            }
        }
    }

    /// Bold Text draws the next weight: pdffonts names Inter's faces one step up.
    func testBoldTextDrawsTheNextWeight() throws {
        let dir = Repo.tempDir("bold-text")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var faces: [String: Set<String>] = [:]
        for w in ["regular", "bold"] {
            let r = try pickup(["export", "--out", dir + "/" + w, "--context", "legibilityWeight=\(w)", "--formats", "pdf", "--quiet"])
            XCTAssertEqual(r.status, 0, r.stderr)
            let fonts = try Tool.run("pdffonts", [dir + "/\(w)/comps/order-being-made.pdf"]).stdout
            faces[w] = Set(fonts.split(separator: "\n").compactMap { line in
                line.split(separator: " ").first.flatMap { $0.contains("Inter-") ? String($0.split(separator: "+").last!) : nil }
            })
        }
        // Regular 400, Semibold 600, Bold 700 → Medium, Bold, ExtraBold.
        XCTAssertEqual(faces["regular"], ["Inter-Regular", "Inter-SemiBold", "Inter-Bold"])
        XCTAssertEqual(faces["bold"], ["Inter-Medium", "Inter-Bold", "Inter-ExtraBold"])
    }
}

extension TextSizeCLITests {
    /// `export --matrix --vary MODIFIER`: each context of the modifier a folder of its own and a
    /// column of matrix.png; an unknown or device modifier, or an empty list, is a usage error
    /// naming the choices. The SVGs pass the check against the PNGs (se en-GB at
    /// accessibility3 once failed it: text cut by the bottom edge, judged on a 3-pt strip).
    func testTheMatrixVariesAnyModifier() throws {
        let dir = Repo.tempDir("vary")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try pickup(["export", "--matrix", "--devices", "se", "--locales", "en-GB,ja-JP", "--vary", "dynamicType=large,accessibility3",
                            "--out", dir, "--scales", "1", "--formats", "png,svg", "--quiet"])
        XCTAssertEqual(r.status, 0, r.stderr)
        for locale in ["en-GB", "ja-JP"] {
            for size in ["large", "accessibility3"] {
                for file in ["pickup@1x.png", "pickup.svg"] {
                    XCTAssertTrue(FileManager.default.fileExists(atPath: "\(dir)/se/\(locale)/\(size)/comps/\(file)"), "\(locale) \(size) \(file)")
                }
            }
        }
        // Two contexts across, two locales down, each phone at @1x (375 × 667) at 2 px per point,
        // in an overview named after what it varies.
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/matrix.png"))
        let png = try Data(contentsOf: URL(fileURLWithPath: dir + "/matrix-dynamicType.png"))
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        XCTAssertEqual(width, Int(2 * (24 + 2 * (375.0 / 2 + 24))))
        let bad = try pickup(["export", "--matrix", "--vary", "season", "--out", dir])
        XCTAssertEqual(bad.status, 64)
        XCTAssertTrue(bad.stderr.contains("dynamicType") && bad.stderr.contains("contrast"), bad.stderr)
        let device = try pickup(["export", "--matrix", "--vary", "device", "--out", dir])
        XCTAssertEqual(device.status, 64, device.stderr)
        let empty = try pickup(["export", "--matrix", "--vary", "dynamicType=", "--out", dir])
        XCTAssertEqual(empty.status, 64, "an empty list is not every context")
        XCTAssertTrue(empty.stderr.contains("accessibility5"), empty.stderr)
        let plain = try pickup(["export", "--vary", "dynamicType", "--out", dir])
        XCTAssertEqual(plain.status, 64, "--vary goes with --matrix")
    }
}

/// Apple's Dynamic Type table as researched (docs/maintainers/dynamic-type/dynamic-type.json).
struct DynamicTypeResearch: Decodable {
    struct Style: Decodable { var size: [Double]; var leading: [Double] }
    var categories: [String]
    var styles: [String: Style]
    static func load() -> DynamicTypeResearch {
        let url = URL(fileURLWithPath: Repo.root + "/docs/maintainers/dynamic-type/dynamic-type.json")
        return try! JSONDecoder().decode(DynamicTypeResearch.self, from: Data(contentsOf: url))
    }
}
