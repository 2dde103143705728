import FileIO
import Foundation
import Geometry
import InputFile
import PathNames
import ProjectInputs
import Render
import Screens

/// `pickup export --snapshots DIR`: each comp of a device as the reference image
/// swift-snapshot-testing compares the app's view with — where that library looks for it:
///
///     DIR/__Snapshots__/<suite>/test<Comp>.<device>.png
///
/// `<suite>` is the test file's name without `.swift` (`PickupSnapshotTests`), `test<Comp>` the
/// test function (`order-being-made` → `testOrderBeingMade`), `<device>` the `named:` argument
/// of `assertSnapshot` (`"pro"`), sanitised as the library sanitises it. Each picture is at the
/// device's native scale (`size.canvas.scale` in the resolver's device context), as the
/// simulator renders it.
///
/// A step after the export: the PNGs the export has just written (or found unchanged) are
/// copied; only where it wrote none at that scale (`--formats svg`, `--scales 1`) is the comp
/// drawn again. Every file is written atomically (a temporary name, then a rename), inside DIR:
/// a link on the way that leads out of DIR is refused, as everywhere in an export.
public struct SnapshotReferences: Sendable {
    public static let defaultSuite = "PickupSnapshotTests"
    public var dir: String
    public var suite: String

    /// Refuses a suite name that cannot be one folder name (`FolderName.problem`); the library
    /// names the folder after the test file (`#filePath` without `.swift`), unsanitised.
    public init(dir: String, suite: String = Self.defaultSuite) throws {
        if let why = FolderName.problem(suite) {
            throw SnapshotNameError(message: "--snapshot-suite '\(FolderName.shown(suite))' \(why)")
        }
        self.dir = dir; self.suite = suite
    }

    /// Where the references are written: DIR, no link below it followed out.
    public var location: OutputLocation { OutputLocation(folder: dir) }

    /// The folder swift-snapshot-testing reads: `DIR/__Snapshots__/<suite>`.
    public var folder: String { FilePath.join(FilePath.join(dir, "__Snapshots__"), suite) }

    /// The test function for a comp: `order-being-made` → `testOrderBeingMade`, `order-1-min` → `testOrder1Min`.
    public static func testName(_ comp: String) -> String {
        "test" + comp.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// swift-snapshot-testing's `sanitizePathComponent`: runs of non-word characters become `-`,
    /// none at either end.
    public static func sanitized(_ s: String) -> String {
        s.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
            .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
    }

    public func fileName(comp: String, device: String) -> String {
        "\(Self.testName(comp)).\(Self.sanitized(device)).png"
    }

    /// The files for `devices`, checked before anything is written (the export's own files
    /// included): names that cannot be file names, a link leading out of DIR.
    public func check(devices: [String]) throws {
        for device in devices {
            for comp in Comps.all.map(\.name) {
                let f = FilePath.join(folder, fileName(comp: comp, device: device))
                if let why = FolderName.problem(FilePath.basename(f)) {
                    throw SnapshotNameError(message: "device '\(FolderName.shown(device))': the snapshot file name \(why)")
                }
                try location.check(f)
            }
        }
    }

    /// Writes every comp of one device at its native `scale`. `written`: the export's comps
    /// folder when it wrote PNGs at that scale (they are copied); otherwise `project` draws them.
    /// Returns the paths written.
    @discardableResult
    public func write(device: String, scale: Int, written: String?, project: () throws -> Project,
                      log: @escaping @Sendable (String) -> Void = { _ in }) throws -> [String] {
        let names = Comps.all.map(\.name)
        let files = names.map { FilePath.join(folder, fileName(comp: $0, device: device)) }
        // Before any folder is made: a link at __Snapshots__ or the suite's folder leading out is refused.
        try check(devices: [device])
        try location.makeFolder(folder)
        location.removeStaleTemporaries(in: folder)
        if let written {
            for (name, dest) in zip(names, files) {
                let src = FilePath.join(written, Format.png.fileName(name, scale: scale))
                let data: Data
                do { data = try InputFile.read(src, limit: Format.maxPictureBytes) } catch let r as InputFile.Refusal {
                    throw OutputError(path: src, message: "cannot be read to copy it to \(dest) (\(r.reason))")
                }
                try location.file(dest).write(data)
                log(dest)
            }
            return files
        }
        let p = try project()
        let lists = try Comps.all.map { try p.displayList($0) }
        let location = self.location
        try Parallel.run(lists.count, log: log) { i, renderer in
            try renderer.image(lists[i], scale: Double(scale)).writePNG(to: location.file(files[i]))
            return files[i]
        }
        return files
    }
}

/// A `--snapshot-suite` or device name that cannot name a snapshot file (exit 64).
public struct SnapshotNameError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
