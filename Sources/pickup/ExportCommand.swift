import Copy
import Deliverables
import Export
import Foundation
import Geometry
import PathNames
import ProjectInputs
import Render
import Screens
import Tokens

enum ExportCommand: Command {
    typealias Values = ExportOptions
    static let name = "export"
    static let summary = "Write every comp as PNG (@1x/@2x/@3x), SVG and PDF."
    static var discussion: String {
        """
        WRITES:
          <dir>/comps/<comp>@<s>x.png   one per scale
          <dir>/comps/<comp>.svg
          <dir>/comps/<comp>.pdf        text stays text
          <dir>/comps.pdf               every comp, one page each
          <dir>/contact-sheet.png       the key moments side by side (with png)
          <dir>/manifest.json           each file's input digest, the tokens' digests

        CONTENT (--content FILE: a JSON object with any of these keys; the rest keep their defaults):
        \(wrap(Content.keys.joined(separator: ", "), indent: "  ", width: 92))

        COMPS:
        \(Comps.all.map { "  \($0.name.padding(toLength: 22, withPad: " ", startingAt: 0))\($0.summary)" }.joined(separator: "\n"))

        INCREMENTAL: each output's inputs — its display list, format and settings, the tool's
        build — are digested (SHA-256) and recorded in <dir>/manifest.json. A file whose digest
        is unchanged and which exists is skipped (not rewritten, its mtime kept); comp files of
        comps that no longer exist are removed. The last line says how many files were rendered,
        skipped and removed, and why (the tokens changed since the last export, by path).

        Every file is written to a temporary name and renamed into place, so a failed run
        leaves the previous exports as they were.

        CHECKS: before a comp is written its display list is checked: the code and its 4-module
        quiet zone on the canvas with nothing drawn over them, no text cut by the canvas, touch
        targets of at least 44 × 44 pt, no text under a button but its own label. A violation
        stops the export (exit 65) naming the comp, the element and the overlap.

        SHARDS: --shard K/N writes only the K-th of N balanced, contiguous blocks of the files
        above, taken comp by comp (its PNGs, SVG, PDF), then comps.pdf and the contact sheet, so
        those two belong to the last shard (K in 1…N; anything else exits 64). N shards may run
        at once into one folder: together they leave exactly one whole run's files and manifest.
        Not with --matrix (export each variant with --device/--locale instead).

        DEVICES AND LOCALES: --device \(Shared.devices.names.joined(separator: "|")) (design-tokens.resolver.json) and
        --locale \(Inputs().locales.joined(separator: "|")) (content/<locale>.json). --matrix writes every device ×
        locale into <dir>/<device>/<locale>/ (each incremental on its own) and <dir>/matrix.png,
        one key comp per variant, devices across, locales down. --vary MODIFIER[=LIST] adds
        every context of one more modifier (text size, contrast, theme, motion…), into
        <dir>/<device>/<locale>/<context>/, and the overview <dir>/matrix-<modifier>.png has
        the contexts across and each device and locale down:
        `export --matrix --devices se --locales en-GB --vary dynamicType`. An overview over
        \(Limits.number(MatrixOverview.maxSide)) px a side is cut into matrix-1.png, matrix-2.png, … in row order.
        One command asks for at most \(Limits.number(PictureCount.max)) pictures (pickup help limits).

        SNAPSHOTS: --snapshots DIR also writes each device's comps where swift-snapshot-testing
        looks for reference images, DIR/__Snapshots__/<suite>/test<Comp>.<device>.png (suite:
        --snapshot-suite, default PickupSnapshotTests, the test file's name), at the device's
        native scale (size.canvas.scale in each device's context; pickup help devices lists
        them), copied from the PNGs just exported. With --matrix: every device, from the
        first locale. In the app's test:
          func testOrderBeingMade() { assertSnapshot(of: view, as: .image(precision: 0.9,
              perceptualPrecision: 0.98, layout: .fixed(width: 393, height: 852),
              traits: .init(displayScale: 3)), named: "pro") }
        precision 0.9 where the comp has copy (the app draws SF Pro, Pickup Inter: another sans
        changes 7-10 % of those pixels), 0.98 for the others (docs/guide/snapshots.md).

        FROM ANYWHERE: with no --tokens or --resolver and no design-tokens.json in the current
        folder, the tokens, resolver and content/*.json built into pickup are used.
        """
    }

    /// Words wrapped to `width` columns, each line indented.
    static func wrap(_ text: String, indent: String, width: Int) -> String {
        var lines: [String] = [], line = indent
        for word in text.split(separator: " ") {
            if line.count + word.count + 1 > width, line != indent { lines.append(line); line = indent }
            line += (line == indent ? "" : " ") + word
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    static func run(_ o: ExportOptions) throws {
        let scales = o.scales, formats = o.formats, out = o.out, shard = o.shard
        let start = Date()
        let snapshots = try SnapshotsStep.references(dir: o.snapshots, suite: o.snapshotSuite)
        if o.matrix { return try runMatrix(o, start: start, snapshots: snapshots) }
        let project = try o.inputs.project()
        try SnapshotsStep.check(snapshots, devices: [project.inputs.device])
        let quiet = o.quiet
        var job = ExportJob(outDir: out, scales: scales, formats: formats, pictures: [.contactSheet])
        job.shard = shard
        let files = job.fileCount
        try PictureCount.check(files + (snapshots == nil ? 0 : Comps.all.count), command: "export",
                               counted: "\(Comps.all.count) comps in \(formats.count) formats at \(scales.count) scales, with the PDF and contact sheet",
                               narrow: "Choose fewer with --scales or --formats.")
        let progress = Progress(total: shard.map { $0.range(files).count } ?? files, label: "export", quiet: quiet)
        let report = try job.run(project) { path in progress.step(path) }
        progress.finish()
        if !quiet {
            print(String(format: "Export: %@ (%d comps%@, %@/, %.1f s)", report.summary, Comps.all.count,
                         shard.map { ", shard \($0)" } ?? "", out,
                         Date().timeIntervalSince(start)))
        }
        if let snapshots {
            let n = try SnapshotsStep.write(snapshots, device: project.inputs.device, scale: project.styles.chrome.nativeScale,
                                            exportDir: out, scales: scales, formats: formats,
                                            project: { project })
            if !quiet { print("Snapshots: \(n) reference images (\(project.inputs.device)) in \(snapshots.folder)/") }
        }
    }

    /// `--matrix`: every device × locale, each an incremental export of its own, then the picture.
    static func runMatrix(_ o: ExportOptions, start: Date, snapshots: SnapshotReferences? = nil) throws {
        let scales = o.scales, formats = o.formats, out = o.out
        var base = try o.inputs.inputs()
        if base.contexts["device"] != nil || base.locale != nil {
            throw UsageError(message: "--matrix exports every device and locale; choose some with --devices and --locales")
        }
        let resolver = try base.loadResolver()
        let allDevices = DeviceRegistry(resolver).names
        let devices = try list(o.devices, allDevices, o.$devices.spec.name)
        let locales = try list(o.locales, try base.checkedLocales(), o.$locales.spec.name)
        let key = o.keyComp
        let vary = try varied(o.vary, resolver: resolver, chosen: base.contexts)
        try SnapshotsStep.check(snapshots, devices: devices)
        base.contexts["device"] = nil
        let quiet = o.quiet
        let export = ExportJob(outDir: out, scales: scales, formats: formats, pictures: [.contactSheet])
        let job = MatrixJob(outDir: out, devices: devices, locales: locales, vary: vary, keyComp: key, export: export)
        let total = job.variants.count * export.fileCount + 1
        let axis = vary.map { " × " + counted($0.contexts.count, "\($0.modifier) context") } ?? ""
        let grid = counted(devices.count, "device") + " × " + counted(locales.count, "locale") + axis
        try PictureCount.check(total + (snapshots == nil ? 0 : devices.count * Comps.all.count), command: "export --matrix",
                               counted: "\(grid) × \(export.fileCount) files each, and the overview",
                               narrow: "Choose fewer with --devices, --locales, --vary MODIFIER=LIST, --scales or --formats.")
        let progress = Progress(total: total, label: "matrix", quiet: quiet)
        let result = try job.run(base: base) { progress.step($0) }
        progress.finish()
        if !quiet {
            for (folder, r) in result.reports { print("  \(folder): \(r.summary)") }
            print(String(format: "Matrix: %@ into %@/, overview %@ (%.1f s)", grid, out,
                         result.overview.joined(separator: ", "), Date().timeIntervalSince(start)))
        }
        // Every device's references, from the first locale's export (en-GB unless --locales leaves it out).
        if let snapshots, let locale = locales.first {
            var n = 0
            for device in devices {
                n += try SnapshotsStep.write(snapshots, device: device, scale: try base.nativeScale(of: device),
                                             exportDir: out + "/" + job.folder(device, locale),
                                             scales: scales, formats: formats, project: {
                    var inputs = base
                    inputs.contexts["device"] = device
                    inputs.locale = locale
                    return try Project(inputs)
                })
            }
            if !quiet { print("Snapshots: \(n) reference images (\(devices.joined(separator: ", ")); \(locale)) in \(snapshots.folder)/") }
        }
    }

    /// `--vary MODIFIER[=LIST]`: a modifier the resolver declares (not `device`, not one chosen
    /// with --context) and its contexts, all of them or those listed.
    static func varied(_ v: String?, resolver: Resolver, chosen: [String: String]) throws -> (modifier: String, contexts: [String])? {
        guard let v else { return nil }
        let parts = v.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let name = parts.first ?? ""
        let others = resolver.modifiers.map(\.name).filter { $0 != DeviceRegistry.modifier }
        guard let m = resolver.modifier(name), name != DeviceRegistry.modifier else {
            throw UsageError(message: "--vary: '\(FilePath.clip(name))' is not a modifier to vary; choose one of \(others.joined(separator: ", ")) (devices are --devices)")
        }
        if chosen[name] != nil { throw UsageError(message: "--vary \(name) and --context \(name)=… do not go together") }
        let contexts = try list(parts.count == 2 ? parts[1] : nil, m.contexts, "vary \(name)")
        return (name, contexts)
    }

    /// A comma-separated choice from `all` (all of them if not given), in `all`'s order.
    static func list(_ v: String?, _ all: [String], _ name: String) throws -> [String] {
        guard let v else {
            guard !all.isEmpty else { throw UsageError(message: "--matrix: no \(name) to export") }
            return all
        }
        let chosen = v.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !chosen.isEmpty else {
            throw UsageError(message: "--\(name): an empty list; name one or more of \(all.joined(separator: ", "))")
        }
        for c in chosen where !all.contains(c) {
            throw UsageError(message: "--\(name): unknown '\(FilePath.clip(c))'; choose from \(all.joined(separator: ", "))")
        }
        return all.filter(chosen.contains)
    }
}
