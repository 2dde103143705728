import Foundation
import Nodes
import Render
import Screens

/// `pickup export`: every comp as PNG at each scale, SVG and PDF, plus one PDF of all comps.
public struct ExportJob: Sendable {
    public var outDir: String
    public var scales: [Int]
    public var formats: [Format]
    public var comps: [Comp]
    public init(outDir: String, scales: [Int] = [1, 2, 3], formats: [Format] = Format.allCases, comps: [Comp] = Comps.all) {
        self.outDir = outDir; self.scales = scales; self.formats = formats; self.comps = comps
    }

    /// How many files a job of this shape writes.
    public static func fileCount(comps: Int, scales: Int, formats: [Format]) -> Int {
        var n = 0
        if formats.contains(.png) { n += comps * scales }
        if formats.contains(.svg) { n += comps }
        if formats.contains(.pdf) { n += comps + 1 }
        if formats.contains(.png) { n += 1 }   // the contact sheet
        return n
    }

    /// One file to write.
    struct Task: Sendable {
        var path: String
        var work: @Sendable (Renderer) throws -> Void
    }

    /// Resolves every comp first (so a bad comp stops the job before any file is written),
    /// then renders the files on all cores, each written atomically. Returns the paths written.
    @discardableResult
    public func run(_ project: Project, log: @escaping @Sendable (String) -> Void = { _ in }) throws -> [String] {
        let lists = try comps.map { ($0.name, try project.displayList($0)) }
        let compsDir = outDir + "/comps"
        try makeFolder(compsDir)

        var tasks: [Task] = []
        for (name, list) in lists {
            if formats.contains(.png) {
                for s in scales {
                    let path = "\(compsDir)/\(pngName(name, scale: s))"
                    tasks.append(Task(path: path) { r in try r.image(list, scale: Double(s)).writePNG(to: path) })
                }
            }
            if formats.contains(.svg) {
                let path = "\(compsDir)/\(name).svg"
                tasks.append(Task(path: path) { r in try AtomicFile.write(r.svg(list), to: path) })
            }
            if formats.contains(.pdf) {
                let path = "\(compsDir)/\(name).pdf"
                tasks.append(Task(path: path) { r in try AtomicFile.write(r.pdf([list], title: name), to: path) })
            }
        }
        if formats.contains(.pdf) {
            let path = "\(outDir)/comps.pdf"
            let pages = lists.map(\.1)
            tasks.append(Task(path: path) { r in try AtomicFile.write(r.pdf(pages, title: "Pickup comps"), to: path) })
        }
        if formats.contains(.png) {
            let path = "\(outDir)/contact-sheet.png"
            tasks.append(Task(path: path) { _ in try ContactSheet.write(project, to: path) })
        }
        let all = tasks
        try Parallel.run(all.count, log: log) { i, renderer in
            try all[i].work(renderer)
            return all[i].path
        }
        return tasks.map(\.path)
    }
}

/// Creates `path` and its parents; a clear error if it cannot.
public func makeFolder(_ path: String) throws {
    var isDir: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDir) {
        if !isDir.boolValue { throw OutputError(path: path, message: "exists and is not a folder") }
        guard access(path, W_OK) == 0 else { throw OutputError(path: path, message: "folder is not writable") }
        return
    }
    do {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
        throw OutputError(path: path, message: "cannot create the folder (\((error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription))")
    }
}
