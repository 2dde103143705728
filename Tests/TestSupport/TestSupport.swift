import Foundation
import Geometry
import Nodes
import Render
import XCTest

/// Shared helpers for the test targets: where the repository is, how to load its tokens,
/// how to compare pictures and run the independent checkers (zbarimg, pdftotext, rsvg).
public enum Repo {
    /// The package root (found from this file's path, so tests run from any directory).
    public static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.path }
        }
        fatalError("Package.swift not found above \(#filePath)")
    }()
    public static var tokensPath: String { root + "/design-tokens.json" }

    /// A fresh empty folder under the system temp dir.
    public static func tempDir(_ label: String = "pickup-test") -> String {
        let path = NSTemporaryDirectory() + "\(label)-\(getpid())-\(UUID().uuidString.prefix(8))"
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}

/// Every file under `dir` (by relative path) with its bytes and modification time: what a
/// test compares to show that a run rewrote nothing.
public func snapshot(_ dir: String) throws -> [String: (data: Data, mtime: Date)] {
    var out: [String: (data: Data, mtime: Date)] = [:]
    guard let e = FileManager.default.enumerator(atPath: dir) else { return out }
    for case let f as String in e {
        let p = dir + "/" + f
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: p, isDirectory: &isDir), !isDir.boolValue else { continue }
        let attrs = try FileManager.default.attributesOfItem(atPath: p)
        out[f] = (try Data(contentsOf: URL(fileURLWithPath: p)), attrs[.modificationDate] as! Date)
    }
    return out
}

/// A process run to completion: its exit status and what it printed.
public struct ToolRun {
    public var status: Int32
    public var stdout: String
    public var stderr: String
}

extension Repo {
    /// The built `pickup` beside the test bundle (the runner is `<build dir>/PickupPackageTests.xctest`;
    /// pickup is its sibling, debug or release, whichever is running).
    public static let pickupBinary: String = {
        let candidate = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path + "/pickup"
        guard FileManager.default.isExecutableFile(atPath: candidate) else {
            fatalError("\(candidate) is not built: run `swift build` before `swift test --skip-build` (scripts/test.sh does)")
        }
        return candidate
    }()
}

public enum Tool {
    /// Runs `executable` (looked up on PATH) with `args`.
    public static func run(_ executable: String, _ args: [String], cwd: String? = nil,
                           environment: [String: String] = [:]) throws -> ToolRun {
        let p = Process()
        if !environment.isEmpty {
            p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = [executable] + args
        if let cwd { p.currentDirectoryURL = URL(fileURLWithPath: cwd) }
        let out = Pipe(), err = Pipe()
        p.standardOutput = out; p.standardError = err
        try p.run()
        // Both pipes read at once, before waiting: a tool that fills one pipe while we wait on
        // the other would block for ever.
        final class Box: @unchecked Sendable { var data = Data() }
        let e = Box(), done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { e.data = err.fileHandleForReading.readDataToEndOfFile(); done.signal() }
        let o = out.fileHandleForReading.readDataToEndOfFile()
        done.wait()
        p.waitUntilExit()
        return ToolRun(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
                       stderr: String(decoding: e.data, as: UTF8.self))
    }

    /// What zbarimg decodes from a picture (nil if nothing).
    public static func zbar(_ png: String) throws -> String? {
        let r = try run("zbarimg", ["-q", "--raw", png])
        guard r.status == 0 else { return nil }
        var s = r.stdout
        if s.hasSuffix("\n") { s.removeLast() }
        return s
    }

    /// The text pdftotext reads back from a PDF, whitespace-normalised per line.
    public static func pdfText(_ pdf: String) throws -> String {
        try run("pdftotext", ["-layout", pdf, "-"]).stdout
    }

    /// Renders an SVG file to PNG through librsvg's own converter.
    public static func rsvg(_ svg: String, to png: String, zoom: Double = 1) throws {
        // 72 dpi: the SVG is in points, so 1 pt = 1 px at zoom 1, as in our own @1x.
        let r = try run("rsvg-convert", ["-d", "72", "-p", "72", "-z", String(zoom), "-o", png, svg])
        guard r.status == 0 else { throw NSError(domain: "rsvg-convert", code: Int(r.status), userInfo: [NSLocalizedDescriptionKey: r.stderr]) }
    }
}

/// How two pictures differ: a snapshot strategy as a value (tolerance per channel and the
/// share of pixels allowed past it), with a diff image written on failure.
public struct ImageComparison {
    public var tolerance: Int          // per channel, 0…255
    public var allowedShare: Double    // of all pixels
    public init(tolerance: Int, allowedShare: Double) { self.tolerance = tolerance; self.allowedShare = allowedShare }

    public struct Result {
        public var differing: Int
        public var total: Int
        public var maxDelta: Int
        public var share: Double { total == 0 ? 0 : Double(differing) / Double(total) }
    }

    public static func diff(_ a: RasterImage, _ b: RasterImage, tolerance: Int) -> Result {
        precondition(a.width == b.width && a.height == b.height, "sizes differ: \(a.width)×\(a.height) vs \(b.width)×\(b.height)")
        var differing = 0, maxDelta = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.pixel(x, y), q = b.pixel(x, y)
                // Compare as composited over white, so fully transparent pixels of any colour agree.
                func over(_ c: UInt8, _ al: UInt8) -> Int { (Int(c) * Int(al) + 255 * (255 - Int(al)) + 127) / 255 }
                let d = max(abs(over(p.r, p.a) - over(q.r, q.a)), abs(over(p.g, p.a) - over(q.g, q.a)),
                            abs(over(p.b, p.a) - over(q.b, q.a)), abs(Int(p.a) - Int(q.a)))
                maxDelta = max(maxDelta, d)
                if d > tolerance { differing += 1 }
            }
        }
        return Result(differing: differing, total: a.width * a.height, maxDelta: maxDelta)
    }

    /// Asserts `actual` matches `expected`; on failure writes both and a diff mask to a temp folder.
    public func assertMatches(_ actual: RasterImage, _ expected: RasterImage, _ label: String,
                              file: StaticString = #filePath, line: UInt = #line) {
        guard actual.width == expected.width, actual.height == expected.height else {
            XCTFail("\(label): size \(actual.width)×\(actual.height), expected \(expected.width)×\(expected.height)", file: file, line: line)
            return
        }
        let r = Self.diff(actual, expected, tolerance: tolerance)
        if r.share > allowedShare {
            let dir = Repo.tempDir("pickup-diff")
            try? actual.writePNG(to: dir + "/\(label)-actual.png")
            try? expected.writePNG(to: dir + "/\(label)-expected.png")
            XCTFail(String(format: "%@: %.4f %% of pixels differ by more than %d/255 (allowed %.4f %%), max delta %d; images in %@",
                           label, r.share * 100, tolerance, allowedShare * 100, r.maxDelta, dir), file: file, line: line)
        }
    }
}

/// The repository's token file with `color.facade.road` set to another grey-pink, written to `dir`.
public func roadTokens(in dir: String, hex: String = "#B39999", components: [Double] = [0.702, 0.6, 0.6]) throws -> String {
    var root = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Repo.tokensPath))) as! [String: Any]
    var color = root["color"] as! [String: Any], facade = color["facade"] as! [String: Any], road = facade["road"] as! [String: Any]
    road["$value"] = ["colorSpace": "srgb", "components": components, "hex": hex]
    facade["road"] = road; color["facade"] = facade; root["color"] = color
    let path = dir + "/road-tokens.json"
    try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys]).write(to: URL(fileURLWithPath: path))
    return path
}

/// What a running process writes to a pipe, collected as it arrives (from any thread).
public final class LineCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    public init() {}
    public func append(_ d: Data) { lock.lock(); data.append(d); lock.unlock() }
    public var value: String { lock.lock(); defer { lock.unlock() }; return String(decoding: data, as: UTF8.self) }
}

/// `pickup` running in the background (`watch`): its standard output and error collected as
/// they arrive, waited on by what they say, stopped with SIGINT.
public final class BackgroundPickup {
    public let process = Process()
    private let pipe = Pipe()
    private let text = LineCollector()

    public init(_ args: [String], cwd: String? = nil) throws {
        process.executableURL = URL(fileURLWithPath: Repo.pickupBinary)
        process.arguments = args
        if let cwd { process.currentDirectoryURL = URL(fileURLWithPath: cwd) }
        process.standardOutput = pipe; process.standardError = pipe
        let text = self.text
        pipe.fileHandleForReading.readabilityHandler = { h in text.append(h.availableData) }
        try process.run()
    }
    deinit { if process.isRunning { process.terminate() } }

    /// Everything written so far.
    public var output: String { text.value }

    /// Waits (up to a minute) until `what` has been written `count` times; a test failure if not.
    public func waitFor(_ what: String, count: Int, file: StaticString = #filePath, line: UInt = #line) {
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            if output.components(separatedBy: what).count - 1 >= count { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        XCTFail("no '\(what)' (×\(count)) in: \(output)", file: file, line: line)
    }

    /// SIGINT, then waits for the process to end.
    public func interrupt() {
        process.interrupt()
        process.waitUntilExit()
        pipe.fileHandleForReading.readabilityHandler = nil
    }
}
