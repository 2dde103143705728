import Foundation
import Geometry
import Nodes
import Render
import Tokens
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
    public static var resolverPath: String { root + "/design-tokens.resolver.json" }
    /// The devices the repository's resolver declares (`DeviceRegistry`): every test that covers
    /// "every device" loops over these, so a device added to the resolver is tested at once.
    public static let devices: DeviceRegistry = {
        do { return DeviceRegistry(try Resolver.load(path: resolverPath)) } catch { fatalError("\(resolverPath): \(error)") }
    }()
    /// The smallest and the largest of those devices by canvas area (as their contexts resolve
    /// `size.canvas.width` and `height`), smallest first: for a test that covers the two ends.
    public static let smallestAndLargestDevices: [String] = {
        do {
            let r = try Resolver.load(path: resolverPath)
            let areas = try devices.names.map { d -> (String, Double) in
                let t = try r.resolve([DeviceRegistry.modifier: d])
                return (d, try t.dimension("size.canvas.width") * t.dimension("size.canvas.height"))
            }.sorted { $0.1 < $1.1 }
            guard let small = areas.first?.0, let large = areas.last?.0 else { return [] }
            return small == large ? [small] : [small, large]
        } catch { fatalError("\(resolverPath): \(error)") }
    }()

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
    /// Pixel-equal: no tolerance, no share.
    public static let exact = ImageComparison(tolerance: 0, allowedShare: 0)

    /// Whether `actual` matches `expected` (same size, within the tolerance and share).
    public func matches(_ actual: RasterImage, _ expected: RasterImage) -> Bool {
        actual.width == expected.width && actual.height == expected.height
            && Self.diff(actual, expected, tolerance: tolerance).share <= allowedShare
    }

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
            try? actual.writePNG(to: .single(dir + "/\(label)-actual.png"))
            try? expected.writePNG(to: .single(dir + "/\(label)-expected.png"))
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

/// CIEDE2000 colour difference (Sharma, Wu and Dalal's formulation) between two sRGB colours,
/// D65, alpha ignored: the measure a golden must be sensitive to (a label moved by ΔE2000 ≥ 2).
public enum DeltaE2000 {
    /// CIELAB of an sRGB colour (components 0…1).
    public static func lab(_ c: Color) -> (l: Double, a: Double, b: Double) {
        let (r, g, b) = (SRGB.linear(c.r), SRGB.linear(c.g), SRGB.linear(c.b))
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }

    public static func difference(_ c1: Color, _ c2: Color) -> Double {
        let (l1, a1, b1) = lab(c1), (l2, a2, b2) = lab(c2)
        let cBar = (hypot(a1, b1) + hypot(a2, b2)) / 2
        let g = 0.5 * (1 - sqrt(pow(cBar, 7) / (pow(cBar, 7) + pow(25, 7))))
        let (ap1, ap2) = ((1 + g) * a1, (1 + g) * a2)
        let (cp1, cp2) = (hypot(ap1, b1), hypot(ap2, b2))
        func hue(_ b: Double, _ a: Double) -> Double { b == 0 && a == 0 ? 0 : (atan2(b, a) * 180 / .pi + 360).truncatingRemainder(dividingBy: 360) }
        let (hp1, hp2) = (hue(b1, ap1), hue(b2, ap2))
        var dh = 0.0
        if cp1 * cp2 != 0 { dh = hp2 - hp1; if dh > 180 { dh -= 360 } else if dh < -180 { dh += 360 } }
        let dL = l2 - l1, dC = cp2 - cp1, dH = 2 * sqrt(cp1 * cp2) * sin(dh / 2 * .pi / 180)
        let lBar = (l1 + l2) / 2, cpBar = (cp1 + cp2) / 2
        var hBar = hp1 + hp2
        if cp1 * cp2 != 0 { hBar = abs(hp1 - hp2) > 180 ? (hp1 + hp2 + (hp1 + hp2 < 360 ? 360 : -360)) / 2 : (hp1 + hp2) / 2 }
        let t = 1 - 0.17 * cos((hBar - 30) * .pi / 180) + 0.24 * cos(2 * hBar * .pi / 180)
            + 0.32 * cos((3 * hBar + 6) * .pi / 180) - 0.20 * cos((4 * hBar - 63) * .pi / 180)
        let sl = 1 + 0.015 * pow(lBar - 50, 2) / sqrt(20 + pow(lBar - 50, 2))
        let sc = 1 + 0.045 * cpBar, sh = 1 + 0.015 * cpBar * t
        let rt = -2 * sqrt(pow(cpBar, 7) / (pow(cpBar, 7) + pow(25, 7))) * sin(60 * exp(-pow((hBar - 275) / 25, 2)) * .pi / 180)
        return sqrt(pow(dL / sl, 2) + pow(dC / sc, 2) + pow(dH / sh, 2) + rt * (dC / sc) * (dH / sh))
    }

    /// `c` made lighter (or darker, when `lighter` is false) until it is `target` ΔE2000 from itself.
    public static func shifted(_ c: Color, by target: Double, lighter: Bool = true) -> Color {
        var lo = 0.0, hi = 1.0
        func at(_ k: Double) -> Color {
            lighter ? Color(r: c.r + (1 - c.r) * k, g: c.g + (1 - c.g) * k, b: c.b + (1 - c.b) * k, a: c.a)
                    : Color(r: c.r * (1 - k), g: c.g * (1 - k), b: c.b * (1 - k), a: c.a)
        }
        for _ in 0..<60 { let mid = (lo + hi) / 2; if difference(c, at(mid)) < target { lo = mid } else { hi = mid } }
        return at(hi)
    }
}

extension DisplayList {
    /// The same list with every text run whose item reads `string` drawn in `color` (groups too).
    public func recolouringText(_ string: String, to color: Color) -> DisplayList {
        func walk(_ items: [DisplayItem]) -> [DisplayItem] {
            items.map { item in
                switch item {
                case .text(var t) where t.content.string == string:
                    for i in t.content.runs.indices { t.content.runs[i].color = color }
                    return .text(t)
                case .group(let g): return .group(DisplayGroup(g.effect, clip: g.clip, walk(g.items)))
                default: return item
                }
            }
        }
        var copy = self
        copy.items = walk(items)
        return copy
    }
}

/// A seeded random source (SplitMix64): the same seed gives the same mutated files on every
/// machine (the fuzz tests').
public struct SplitMix64: RandomNumberGenerator {
    public var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
