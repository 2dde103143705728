import Foundation
import Geometry
import Nodes
import Render
import Screens

/// `pickup export --matrix`: every device × locale exported into `<out>/<device>/<locale>/`
/// (each folder incremental on its own, as a plain export), then `<out>/matrix.png`: one key
/// comp per variant, devices across and locales down, at true relative size, captioned — so a
/// designer reviews every device at a glance.
public struct MatrixJob: Sendable {
    public var outDir: String
    public var devices: [String]
    public var locales: [String]
    /// The comp shown in `matrix.png`.
    public var keyComp: String
    public var export: ExportJob

    public init(outDir: String, devices: [String], locales: [String], keyComp: String = "pickup", export: ExportJob) {
        self.outDir = outDir; self.devices = devices; self.locales = locales; self.keyComp = keyComp; self.export = export
    }

    /// The variants' folders, relative to `outDir`.
    public func folder(_ device: String, _ locale: String) -> String { "\(device)/\(locale)" }

    /// Loads every variant first (a variant whose tokens, copy or code do not fit stops the
    /// job before anything is written), then exports each, then writes the matrix picture.
    /// `base` carries the tokens, resolver, content and any other contexts.
    public func run(base: Inputs, log: @escaping @Sendable (String) -> Void = { _ in })
        throws -> (reports: [(String, ExportReport)], matrix: String) {
        var projects: [(String, String, Project)] = []
        for locale in locales {
            for device in devices {
                var inputs = base
                inputs.contexts["device"] = device
                inputs.locale = locale
                projects.append((device, locale, try Project(inputs)))
            }
        }
        // The picture's display list is built before the exports, with each variant's text
        // measurer as fresh as in a run whose exports are all skipped: Pango's measurements can
        // differ in the last bit with what a measurer measured before, and the picture's digest
        // must not depend on whether the variants were redrawn.
        let list = try displayList(projects)
        var reports: [(String, ExportReport)] = []
        for (device, locale, project) in projects {
            var job = export
            job.outDir = outDir + "/" + folder(device, locale)
            reports.append((folder(device, locale), try job.run(project) { log(self.folder(device, locale) + "/" + $0) }))
        }
        // The picture is incremental too: its key is every variant's display list.
        let digest = StableDigest.of(list)
        let unit = Unit(paths: ["matrix.png"], params: "matrix \(keyComp) \(digest.hex)") { r in
            [Output(path: "matrix.png", digest: .output("png", [Self.scale], [digest])) {
                try r.image(list, scale: Self.scale).writePNG(to: $0)
            }]
        }
        let report = try Incremental.run(dir: outDir, kind: "matrix", project: projects[0].2, units: [unit],
                                         stillExists: { $0 == "matrix.png" }, log: log)
        reports.append(("matrix.png", report))
        return (reports, outDir + "/matrix.png")
    }

    /// Pixels per point of `matrix.png`; with `thumbScale` 0.5 each phone is drawn at @1x.
    static let scale = 2.0, thumbScale = 0.5, gap = 24.0, captionHeight = 40.0

    func displayList(_ projects: [(String, String, Project)]) throws -> DisplayList {
        guard let comp = Comps.named(keyComp) else { throw OutputError(path: outDir + "/matrix.png", message: "no comp '\(keyComp)'") }
        let lists = try projects.map { try $0.2.displayList(comp) }
        let k = Self.thumbScale, gap = Self.gap
        // Columns as wide as the widest device, rows as tall as the tallest: phones top-aligned.
        let w = (lists.map(\.size.width).max() ?? 0) * k, h = (lists.map(\.size.height).max() ?? 0) * k
        let columns = devices.count, rows = locales.count
        let size = Size(gap + Double(columns) * (w + gap), gap + Double(rows) * (h + Self.captionHeight + gap))
        let first = projects[0].2.styles.pickup
        let node = Canvas(width: size.width, height: size.height) {
            Rectangle().fill(.white)
            for (i, ((device, locale, _), list)) in zip(projects, lists).enumerated() {
                let x = gap + Double(i % columns) * (w + gap), y = gap + Double(i / columns) * (h + Self.captionHeight + gap)
                Canvas(width: list.size.width * k, height: list.size.height * k) {
                    GeometryNode(list).transformEffect(.scale(k, k))
                }
                .clipShape(Rectangle(cornerRadius: 10))
                .offset(x: x, y: y)
                VStack(alignment: .leading, spacing: 1) {
                    Text("\(device) · \(locale)", font: first.codeLabel, color: first.primary).lineLimit(1)
                    Text("\(Int(list.size.width)) × \(Int(list.size.height)) pt · \(keyComp)", font: first.note, color: first.secondary)
                        .lineLimit(1)
                }
                .frame(width: w, alignment: .leading)
                .offset(x: x, y: y + list.size.height * k + 6)
            }
        }.node
        return Layout(measurer: projects[0].2.measurer).resolve(node, size: size)
    }
}
