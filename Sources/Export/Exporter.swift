import FileIO
import Foundation
import Geometry
import Nodes
import ProjectInputs
import Render
import Screens

/// `pickup export`: every comp as PNG at each scale, SVG and PDF, plus one PDF of all comps.
public struct ExportJob: Sendable {
    public var outDir: String
    public var scales: [Int]
    public var formats: [Format]
    public var comps: [Comp]
    /// Only this block of the job's files (`--shard K/N`); nil for all of them. The files are
    /// in a fixed order — each comp's PNGs, SVG and PDF, then `comps.pdf` and the contact
    /// sheet — so the shared files always fall to the last shard.
    public var shard: Shard?
    /// Pictures of the whole project written after the comps when PNG is among the formats
    /// (`pickup export` passes the contact sheet).
    public var pictures: [ProjectPicture]
    public init(outDir: String, scales: [Int] = [1, 2, 3], formats: [Format] = Format.allCases, comps: [Comp] = Comps.all,
                pictures: [ProjectPicture] = []) {
        self.outDir = outDir; self.scales = scales; self.formats = formats; self.comps = comps; self.pictures = pictures
    }

    /// How many files a job of this shape writes.
    public static func fileCount(comps: Int, scales: Int, formats: [Format], pictures: Int) -> Int {
        var n = Set(formats).reduce(0) { $0 + ($1.isRaster ? comps * scales : comps) }
        if formats.contains(.pdf) { n += 1 }         // comps.pdf
        if formats.contains(.png) { n += pictures }    // the contact sheet
        return n
    }

    /// How many files this job writes.
    public var fileCount: Int { Self.fileCount(comps: comps.count, scales: scales.count, formats: formats, pictures: pictures.count) }

    /// Every output this kind of job could write for `comps` (any scale, any format), relative
    /// to the folder: an old output outside this set is removed, one inside it is kept. (The
    /// contact sheet's name is always kept, so an export without it never removes one.)
    func possibleOutputs(_ comps: [Comp]) -> Set<String> {
        var all: Set<String> = Set(["comps.pdf", "contact-sheet.png"] + pictures.map(\.path))
        for c in comps {
            for f in Format.allCases {
                for s in f.isRaster ? Format.scales.map(Optional.some) : [nil] { all.insert("comps/" + f.fileName(c.name, scale: s)) }
            }
        }
        return all
    }

    /// Resolves every comp first (so a bad comp stops the job before any file is written),
    /// then renders, on all cores, only the files whose inputs changed since `manifest.json`
    /// (see `Incremental`), each written atomically. `comps.pdf` and the contact sheet have
    /// their own combined digests.
    @discardableResult
    public func run(_ project: Project, log: @escaping @Sendable (String) -> Void = { _ in }) throws -> ExportReport {
        let resolved = Resolved()
        let comps = self.comps
        var units: [Unit] = []
        for (c, comp) in comps.enumerated() {
            let name = comp.name
            let list = { resolved.lists[c] }, digest = { resolved.digests[c] }
            let showsCode = comp.showsWholeCode
            // Always in this order (PNGs, SVG, PDF), whatever order the formats were given in.
            for format in Format.allCases where formats.contains(format) {
                for s in format.isRaster ? scales : [1] {
                    let path = "comps/" + format.fileName(name, scale: format.isRaster ? s : nil)
                    // A PDF carries the comp's name as its title.
                    let inputs = { (format.carriesTitle ? [SHA256.hash(name)] : []) + [digest()] }
                    let params = "comp \(name) \(format.ext)" + (format.isRaster ? " scale \(s)" : "")
                    units.append(Unit(paths: [path], params: params) { r in
                        [Output(path: path, digest: format.digest(inputs(), scale: Double(s))) {
                            try format.write(list(), scale: Double(s), title: name, to: $0, renderer: r) { drawn in
                                switch drawn {
                                case .pixels(let image):
                                    // A comp that shows the code must scan before its file is written.
                                    // (Read at 1 px per point: an @1x read's cost at every scale.)
                                    if showsCode { try project.verifyCode(image, "comp '\(name)' @\(s)x", downsample: s, whileWriting: true) }
                                case .file(let bytes):
                                    // An SVG is drawn back by librsvg and compared with the picture first.
                                    if format.readsBack { try project.verifySVG(bytes, of: list(), renderer: r, path) }
                                }
                            }
                        }]
                    })
                }
            }
        }
        if formats.contains(.pdf) {
            units.append(Unit(paths: ["comps.pdf"], params: "comps.pdf " + comps.map(\.name).joined(separator: ",")) { r in
                [Output(path: "comps.pdf", digest: .output("comps.pdf", [], resolved.digests)) {
                    try $0.write(r.pdf(resolved.lists, title: "Pickup comps"))
                }]
            })
        }
        if formats.contains(.png) {
            for picture in pictures {
                units.append(Unit(paths: [picture.path], params: picture.name) { r in
                    let list = try picture.displayList(project)
                    return [Output(path: picture.path, digest: Format.png.digest([StableDigest.of(list)], scale: picture.scale)) {
                        try Format.png.write(list, scale: picture.scale, title: picture.name, to: $0, renderer: r)
                    }]
                })
            }
        }
        let possible = possibleOutputs(Comps.all)
        let outDir = self.outDir
        return try Incremental.run(dir: outDir, kind: "comps", project: project, units: units, shard: shard, prepare: {
            // Every comp resolved before the first file is written.
            resolved.lists = try comps.map { try project.displayList($0) }
            resolved.digests = resolved.lists.map(StableDigest.of)
            // The comps that show the code are read back at every scale they are written at,
            // as the PNGs will be, before the first file is written: a payload that reads at @1x
            // but not at @2x is refused up front (and each PNG is read again as it is drawn).
            let renderer = Renderer()
            let readScales = formats.contains(.png) ? scales : [1]
            for (c, comp) in comps.enumerated() where comp.showsWholeCode {
                for s in readScales {
                    try project.verifyCode(renderer.image(resolved.lists[c], scale: Double(s)), "comp '\(comp.name)' @\(s)x", downsample: s)
                }
            }
            try OutputLocation(folder: outDir).makeFolder(outDir + "/comps")
        }, stillExists: { possible.contains($0) }, log: log)
    }

    /// The comps' display lists and digests, filled once by `prepare` before any unit runs
    /// (and only read after), so sharing it across workers needs no lock.
    final class Resolved: @unchecked Sendable {
        var lists: [DisplayList] = []
        var digests: [Digest] = []
    }
}
