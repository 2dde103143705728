import FileIO
import Foundation
import Geometry
import Nodes
import PathNames
import ProjectInputs
import Render
import Screens

/// `pickup export --matrix`: every device × locale exported into `<out>/<device>/<locale>/`
/// (each folder incremental on its own, as a plain export), then the overview `<out>/matrix.png`:
/// one key comp per variant, devices across and locales down, at true relative size, captioned —
/// so a designer reviews every device at a glance. With `vary` (`--vary dynamicType`), every
/// context of one more modifier too, into `<out>/<device>/<locale>/<context>/`: the overview,
/// `matrix-<modifier>.png`, then has the contexts across and each device and locale down. An
/// overview too large for one picture is cut into parts (`MatrixOverview`).
public struct MatrixJob: Sendable {
    public var outDir: String
    public var devices: [String]
    public var locales: [String]
    /// A modifier and the contexts of it each device and locale is exported in (nil: none).
    public var vary: (modifier: String, contexts: [String])?
    /// The comp shown in `matrix.png`.
    public var keyComp: String
    public var export: ExportJob

    public init(outDir: String, devices: [String], locales: [String], vary: (modifier: String, contexts: [String])? = nil,
                keyComp: String = "pickup", export: ExportJob) {
        self.outDir = outDir; self.devices = devices; self.locales = locales; self.vary = vary
        self.keyComp = keyComp; self.export = export
    }

    /// One exported variant: a device, a locale and, with `vary`, one of its contexts.
    public struct Variant: Sendable {
        public var device: String, locale: String, context: String?
    }

    /// Every variant, in the picture's order: locales down, devices across; with `vary`,
    /// each device and locale down and the contexts across.
    public var variants: [Variant] {
        if let vary {
            return locales.flatMap { l in devices.flatMap { d in vary.contexts.map { Variant(device: d, locale: l, context: $0) } } }
        }
        return locales.flatMap { l in devices.map { Variant(device: $0, locale: l, context: nil) } }
    }

    /// The variants' folders, relative to `outDir`.
    public func folder(_ device: String, _ locale: String) -> String { "\(device)/\(locale)" }
    public func folder(_ v: Variant) -> String { folder(v.device, v.locale) + (v.context.map { "/" + $0 } ?? "") }

    /// Loads every variant first (a variant whose tokens, copy or code do not fit stops the
    /// job before anything is written), then exports each, then writes the matrix picture.
    /// `base` carries the tokens, resolver, content and any other contexts.
    public func run(base: Inputs, log: @escaping @Sendable (String) -> Void = { _ in })
        throws -> (reports: [(String, ExportReport)], overview: [String]) {
        try checkFolders()
        var projects: [(Variant, Project)] = []
        for v in variants {
            var inputs = base
            inputs.contexts["device"] = v.device
            inputs.locale = v.locale
            if let vary, let c = v.context { inputs.contexts[vary.modifier] = c }
            projects.append((v, try Project(inputs)))
        }
        // The overview's parts and their display lists are made first: a variant that does not
        // fit stops the job before any folder is touched, and the picture's size is known —
        // cut into parts Cairo can draw — before anything is drawn.
        let (overview, lists) = try overview(projects)
        let names = overview.fileNames(base: overviewName)
        // Variants run side by side, as many as there are workers: each export resolves its
        // comps on one thread before drawing on all of them, and another variant's drawing
        // fills the idle cores meanwhile. Each variant writes only its own folder.
        let results = Results(count: projects.count)
        let export = self.export
        DispatchQueue.concurrentPerform(iterations: min(Parallel.workers, projects.count)) { lane in
            var i = lane
            while i < projects.count, !results.failed {
                let (v, project) = projects[i]
                var job = export
                job.outDir = outDir + "/" + folder(v)
                do {
                    results.set(i, (folder(v), try job.run(project) { log(self.folder(v) + "/" + $0) }))
                } catch {
                    results.fail(error)
                }
                i += min(Parallel.workers, projects.count)
            }
        }
        if let error = results.error { throw error }
        var reports = results.reports.compactMap { $0 }
        // The picture is incremental too: each part's key is its variants' display lists.
        let units = zip(names, lists).map { name, list in
            let digest = StableDigest.of(list)
            return Unit(paths: [name], params: "matrix \(keyComp) \(digest.hex)") { r in
                [Output(path: name, digest: Format.png.digest([digest], scale: MatrixOverview.scale)) {
                    try r.image(list, scale: MatrixOverview.scale).writePNG(to: $0)
                }]
            }
        }
        let report = try Incremental.run(dir: outDir, kind: overviewName, project: projects[0].1, units: units,
                                         stillExists: { names.contains($0) }, log: log)
        reports.append((names.joined(separator: ", "), report))
        return (reports, names.map { outDir + "/" + $0 })
    }

    /// The overview's name: `matrix`, or `matrix-<modifier>` for a `--vary` run (so the two
    /// kinds of overview live side by side in one folder), before `.png` or a part's `-N.png`.
    public var overviewName: String { vary.map { "matrix-\($0.modifier)" } ?? "matrix" }

    /// How many overview files the job writes, known before anything is drawn (the canvases'
    /// sizes come from the tokens): for counting a command's pictures.
    public func overviewParts(canvases: [Size]) throws -> Int {
        try MatrixOverview(count: variants.count, columns: columns, thumb: Self.thumb(canvases)).parts.count
    }

    /// Every device and locale usable as one folder name, none sharing a folder, and no variant
    /// folder already there as a link that leads out of `outDir`.
    func checkFolders() throws {
        for (names, what) in [(devices, "device"), (locales, "locale"), (vary?.contexts ?? [], "context")] {
            if let why = FolderName.problem(in: names, what: what) { throw MatrixNameError(message: why) }
        }
        try OutputLocation(folder: outDir).preflight(variants.map { outDir + "/" + folder($0) + "/" + Manifest.fileName })
    }

    /// The variants' reports in order, filled from several threads.
    final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [(String, ExportReport)?]
        private var firstError: Error?
        init(count: Int) { slots = Array(repeating: nil, count: count) }
        func set(_ i: Int, _ r: (String, ExportReport)) { lock.lock(); slots[i] = r; lock.unlock() }
        func fail(_ e: Error) { lock.lock(); if firstError == nil { firstError = e }; lock.unlock() }
        var failed: Bool { lock.lock(); defer { lock.unlock() }; return firstError != nil }
        var error: Error? { lock.lock(); defer { lock.unlock() }; return firstError }
        var reports: [(String, ExportReport)?] { lock.lock(); defer { lock.unlock() }; return slots }
    }

    /// Cells across a row of the matrix: the contexts with `vary`, else the devices.
    var columns: Int { vary?.contexts.count ?? devices.count }

    /// The cell's phone: the widest and tallest canvas at the overview's thumb scale.
    static func thumb(_ canvases: [Size]) -> Size {
        Size((canvases.map(\.width).max() ?? 0) * MatrixOverview.thumbScale, (canvases.map(\.height).max() ?? 0) * MatrixOverview.thumbScale)
    }

    /// The overview laid out, and each part's display list (phones top-aligned in their cells).
    func overview(_ projects: [(Variant, Project)]) throws -> (MatrixOverview, [DisplayList]) {
        guard let comp = Comps.named(keyComp) else { throw OutputError(path: outDir + "/\(overviewName).png", message: "no comp '\(keyComp)'") }
        let lists = try projects.map { try $0.1.displayList(comp) }
        let overview = try MatrixOverview(count: projects.count, columns: columns, thumb: Self.thumb(lists.map(\.size)))
        let k = MatrixOverview.thumbScale, w = overview.thumb.width
        let first = projects[0].1.styles.pickup
        let parts = overview.parts.indices.map { p -> DisplayList in
            let size = overview.size(ofPart: p)
            let node = Canvas(width: size.width, height: size.height) {
                Rectangle().fill(.white)
                for (line, cells) in overview.parts[p].enumerated() {
                    for (column, i) in cells.enumerated() {
                        let (v, list) = (projects[i].0, lists[i])
                        let o = overview.origin(line: line, column: column)
                        Canvas(width: list.size.width * k, height: list.size.height * k) {
                            GeometryNode(list).transformEffect(.scale(k, k))
                        }
                        .clipShape(Rectangle(cornerRadius: 10))
                        .offset(x: o.x, y: o.y)
                        VStack(alignment: .leading, spacing: 1) {
                            Text(caption(v), font: first.fonts.codeLabel, color: first.colors.label).lineLimit(1)
                            Text(detail(v, list.size), font: first.fonts.note, color: first.colors.secondaryLabel)
                                .lineLimit(1)
                        }
                        .frame(width: w, alignment: .leading)
                        .offset(x: o.x, y: o.y + list.size.height * k + 6)
                    }
                }
            }.node
            return Layout(measurer: projects[0].1.measurer).resolve(node, size: size)
        }
        return (overview, parts)
    }

    /// `se · en-GB`, above `375 × 667 pt · pickup`, or with `vary` `dynamicType=accessibility1`.
    func caption(_ v: Variant) -> String { "\(v.device) · \(v.locale)" }
    func detail(_ v: Variant, _ size: Size) -> String {
        if let m = vary, let c = v.context { return "\(m.modifier)=\(c)" }
        return "\(Int(size.width)) × \(Int(size.height)) pt · \(keyComp)"
    }
}

/// A device or locale given to the matrix that cannot be a folder of its own (exit 65).
public struct MatrixNameError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { "export --matrix: " + message }
}
