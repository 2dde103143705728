import Export
import Foundation
import Render
import Screens

enum ExportCommand: Command {
    static let name = "export"
    static let summary = "Write every comp as PNG (@1x/@2x/@3x), SVG and PDF."
    static let usage = "pickup export [--out <dir>] [--tokens <file>] [--content <file>] [--scales 1,2,3] [--formats png,svg,pdf] [--quiet]"
    static let options: [Options.Spec] = [
        Shared.out, Shared.tokens, Shared.content,
        .init(name: "scales", valueName: "list", help: "PNG scales, comma-separated, each 1–4 (default: 1,2,3)."),
        .init(name: "formats", valueName: "list", help: "Any of png, svg, pdf (default: all)."),
        Shared.quiet,
    ]
    static var discussion: String {
        """
        WRITES:
          <dir>/comps/<comp>@<s>x.png   one per scale
          <dir>/comps/<comp>.svg
          <dir>/comps/<comp>.pdf        text stays text
          <dir>/comps.pdf               every comp, one page each
          <dir>/contact-sheet.png       the key moments side by side (with png)
          <dir>/manifest.json           each file's input digest, the tokens' digests

        COMPS:
        \(Comps.all.map { "  \($0.name.padding(toLength: 22, withPad: " ", startingAt: 0))\($0.summary)" }.joined(separator: "\n"))

        INCREMENTAL: each output's inputs — its display list, format and settings, the tool's
        build — are digested (SHA-256) and recorded in <dir>/manifest.json. A file whose digest
        is unchanged and which exists is skipped (not rewritten, its mtime kept); comp files of
        comps that no longer exist are removed. The last line says how many files were rendered,
        skipped and removed, and why (the tokens changed since the last export, by path).

        Every file is written to a temporary name and renamed into place, so a failed run
        leaves the previous exports as they were.
        """
    }

    static func run(_ o: Options) throws {
        let scales = try o.ints("scales", default: [1, 2, 3], valid: 1...4)
        let formats = try parseFormats(o.value("formats"))
        let out = o.value("out") ?? "exports"
        let start = Date()
        let project = try Project(tokensPath: o.value("tokens") ?? "design-tokens.json", contentPath: o.value("content"))
        let quiet = o.flag("quiet")
        let progress = Progress(total: ExportJob.fileCount(comps: Comps.all.count, scales: scales.count, formats: formats),
                                label: "export", quiet: quiet)
        let report = try ExportJob(outDir: out, scales: scales, formats: formats).run(project) { path in progress.step(path) }
        progress.finish()
        if !quiet {
            print(String(format: "Export: %@ (%d comps, %@/, %.1f s)", report.summary, Comps.all.count, out,
                         Date().timeIntervalSince(start)))
        }
    }

    static func parseFormats(_ v: String?) throws -> [Format] {
        guard let v else { return Format.allCases }
        var out: [Format] = []
        for p in v.split(separator: ",") {
            guard let f = Format(rawValue: p.trimmingCharacters(in: .whitespaces).lowercased()) else {
                throw UsageError(message: "--formats: unknown format '\(FilePath.clip(String(p)))'; expected png, svg or pdf")
            }
            if !out.contains(f) { out.append(f) }
        }
        guard !out.isEmpty else { throw UsageError(message: "--formats is empty") }
        return out
    }
}
