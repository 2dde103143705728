import CodeReading
import Copy
import Foundation
import Export
import ProjectInputs
import QR
import Render
import Screens
import TestSupport
import Tokens
import XCTest

/// Seeded fuzzing of the token and content files. Hundreds of mutated files per run,
/// from a fixed seed (`PICKUP_FUZZ_SEED`, `PICKUP_FUZZ_COUNT` and `PICKUP_FUZZ_CLI` change it):
/// numbers pushed to 0, negative, 1e308, tiny, NaN-ish strings, alias chains past the limit,
/// wrong types, deleted tokens; content strings huge, empty, of the wrong type.
///
/// In process, each file goes load → styles → every comp's display list and a few frames →
/// the Pickup comp drawn at @1x → zbar. Each must end one of three ways: refused at load
/// (`TokenError`, `ContentError`, `QRError`, `PayloadError`), refused by the export's layout check
/// (`LayoutViolation`) or scan check (the code drawn does not decode) — exit 65, never written —
/// or accepted with a code that scans. A Swift trap
/// kills the runner: the signal handler below prints the seed and the mutation first.
/// A few files also go through the real `pickup export` as subprocesses, with a time limit and an
/// address-space limit: exit 0 or 65 only, never a signal.
final class TokenFuzzTests: XCTestCase {
    static let seed: UInt64 = ProcessInfo.processInfo.environment["PICKUP_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x5EED_1212
    static let count = ProcessInfo.processInfo.environment["PICKUP_FUZZ_COUNT"].flatMap { Int($0) } ?? 400
    static let cliCount = ProcessInfo.processInfo.environment["PICKUP_FUZZ_CLI"].flatMap { Int($0) } ?? 20

    func testMutatedFilesAreRefusedOrDrawAScannableCode() throws {
        let dir = Repo.tempDir("fuzz")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let base = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Repo.tokensPath))) as! [String: Any]
        var rng = SplitMix64(seed: Self.seed)
        let renderer = Renderer()
        var tally = Tally()
        var failures: [String] = []
        let start = Date()
        for i in 0..<Self.count {
            let c = FuzzCase.make(index: i, base: base, rng: &rng)
            let label = "seed \(Self.seed) case \(i): \(c.summary)"
            CrashReport.set(label)
            let tokens = dir + "/tokens-\(i).json", content = dir + "/content-\(i).json"
            try c.tokens.write(to: URL(fileURLWithPath: tokens))
            if let data = c.content { try data.write(to: URL(fileURLWithPath: content)) }
            let t0 = Date()
            defer { tally.slowest.append((Date().timeIntervalSince(t0), label)); tally.slowest.sort { $0.0 > $1.0 }; tally.slowest = Array(tally.slowest.prefix(5)) }
            do {
                let project = try Project(tokensPath: tokens, contentPath: c.content == nil ? nil : content)
                for comp in Comps.all { _ = try project.displayList(comp) }
                for t in [0.7, 1.6, 3.0, 4.3, 4.9, 5.4, 6.0] { _ = try project.frame(at: t) }
                let image = renderer.image(try project.displayList(Comps.named("pickup")!), scale: 1)
                if QRDecoder.decode(image) == [project.content.qrPayload] {
                    tally.accepted += 1
                } else {
                    do { try project.verifyCode(image, "comp 'pickup' @1x"); failures.append(label + ": the scan check let an unscannable code through") }
                    catch is UnscannableCode { tally.refusedByScan += 1; tally.note("scan: " + c.summary) }
                }
            } catch let e as TokenError {
                tally.refusedAtLoad += 1; tally.kinds["\(e.kind)", default: 0] += 1
                if ProcessInfo.processInfo.environment["PICKUP_FUZZ_VERBOSE"] != nil { print("fuzz: refused: \(label) → \(e)") }
                if e.description.isEmpty || (e.path == nil && e.kind != .invalidJSON && e.line == nil) {
                    failures.append(label + ": a token error without a token path: \(e)")
                }
            } catch let e as ContentError {
                tally.refusedAtLoad += 1; tally.kinds["content", default: 0] += 1
                if e.message.isEmpty { failures.append(label + ": an empty content error") }
            } catch is QRError {
                tally.refusedAtLoad += 1; tally.kinds["qr", default: 0] += 1
            } catch is PayloadError {
                tally.refusedAtLoad += 1; tally.kinds["payload", default: 0] += 1
            } catch let e as LayoutViolation {
                // The export's layout check (code and quiet zone clear, text on the canvas, touch
                // targets) refuses the comp before its file is written: exit 65, not silent.
                tally.refusedByLayout += 1; tally.note("layout: " + c.summary + " → " + String(describing: e).prefix(160))
            } catch {
                failures.append(label + ": unexpected error \(type(of: error)): \(error)")
            }
            try? FileManager.default.removeItem(atPath: tokens); try? FileManager.default.removeItem(atPath: content)
        }
        CrashReport.set("")
        let inProcess = Date().timeIntervalSince(start)
        print(String(format: "fuzz (seed %llu): %d files in process in %.1f s: accepted %d (code scans), refused at load %d, by the layout check %d, by the scan check %d",
                     Self.seed, Self.count, inProcess, tally.accepted, tally.refusedAtLoad, tally.refusedByLayout, tally.refusedByScan))
        print("fuzz: refusals at load by kind: " + tally.kinds.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        for n in tally.notes.prefix(10) { print("fuzz: " + n) }
        for (t, l) in tally.slowest { print(String(format: "fuzz: slowest %.2f s: %@", t, l)) }
        XCTAssertEqual(failures, [], "seed \(Self.seed)")
        XCTAssertGreaterThan(tally.accepted, Self.count / 10, "most mutations should not be refused: is the fuzzer still mutating?")
        XCTAssertGreaterThan(tally.refusedAtLoad, Self.count / 4)
    }

    /// The real binary, as a user runs it: exit 0 or 65 only, within 60 s and 4 GB of address space.
    func testMutatedFilesThroughTheBinary() throws {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path + "/pickup"
        guard FileManager.default.isExecutableFile(atPath: binary) else { throw XCTSkip("\(binary) is not built") }
        let dir = Repo.tempDir("fuzz-cli")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let base = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Repo.tokensPath))) as! [String: Any]
        // Another stream than the in-process test's, so these are other files.
        var rng = SplitMix64(seed: Self.seed ^ 0xC11)
        var statuses: [String: Int] = [:]
        var failures: [String] = []
        let start = Date()
        for i in 0..<Self.cliCount {
            let c = FuzzCase.make(index: i, base: base, rng: &rng)
            let label = "seed \(Self.seed ^ 0xC11) cli case \(i): \(c.summary)"
            let tokens = dir + "/tokens-\(i).json", content = dir + "/content-\(i).json"
            try c.tokens.write(to: URL(fileURLWithPath: tokens))
            var args = ["export", "--out", dir + "/out-\(i)", "--tokens", tokens, "--scales", "1", "--formats", "png", "--quiet"]
            if let data = c.content { try data.write(to: URL(fileURLWithPath: content)); args += ["--content", content] }
            let r = try Limited.run(binary, args, seconds: 60, addressSpaceKiB: 4 << 20)
            switch r {
            case .exited(0, _): statuses["0", default: 0] += 1
            case .exited(65, let err):
                statuses["65", default: 0] += 1
                if !err.hasPrefix("pickup: error: ") { failures.append(label + ": exit 65 without 'pickup: error:': \(err.prefix(300))") }
            case .exited(let s, let err): failures.append(label + ": exit \(s): \(err.prefix(500))")
            case .signalled(let s, let err): failures.append(label + ": killed by signal \(s): \(err.prefix(500))")
            case .timedOut: failures.append(label + ": still running after 60 s (killed)")
            }
            try? FileManager.default.removeItem(atPath: dir + "/out-\(i)")
        }
        print(String(format: "fuzz cli (seed %llu): %d files through `pickup export` in %.1f s: %@", Self.seed ^ 0xC11, Self.cliCount,
                     Date().timeIntervalSince(start), statuses.sorted { $0.key < $1.key }.map { "exit \($0.key): \($0.value)" }.joined(separator: ", ")))
        XCTAssertEqual(failures, [])
    }
}

// MARK: - mutations

/// One mutated token file (and perhaps a content file), with what was done to it.
struct FuzzCase {
    var tokens: Data
    var content: Data?
    var summary: String

    /// Numbers at and past the edges of every type.
    static let edges: [Double] = [0, -0.0, -1, -1e308, 1e308, 1e-300, 5e-324, 1e6, 1e7, -1e6, 0.5, 1, 2.5, 180, 360, -180, 1000, 65536, 0.001, -0.001]
    /// Strings where a number belongs, and literals JSON writers cannot make (spliced in raw).
    static let numberishStrings = ["NaN", "Infinity", "-Infinity", "1e999", "0x10", "", "12px", " 3 "]
    static let rawLiterals = ["1e999", "-1e999", "1e-999", "123456789012345678901234567890"]

    static func make(index: Int, base: [String: Any], rng: inout SplitMix64) -> FuzzCase {
        var root = base
        var notes: [String] = []
        var raw: [String: String] = [:]   // placeholder string → raw JSON literal
        let paths = leafPaths(base)
        // Mostly one change, so most files are near the edge of one domain rather than far past several.
        let mutations = [1, 1, 1, 1, 2, 3].randomElement(using: &rng)!
        for _ in 0..<mutations {
            let path = paths.randomElement(using: &rng)!
            let dotted = path.joined(separator: ".")
            let kind = Int.random(in: 0..<112, using: &rng)
            switch kind {
            case 0..<45:   // a number inside the value pushed to an edge
                let v = edges.randomElement(using: &rng)!
                if let (new, where_) = replaceNumber(get(root, path + ["$value"])!, with: v, rng: &rng) {
                    set(&root, path + ["$value"], new); notes.append("\(dotted)\(where_) = \(v)")
                } else {
                    set(&root, path + ["$value"], v); notes.append("\(dotted) = \(v) (was not a number)")
                }
            case 45..<53:  // a random factor of the value
                let k = [0.01, 0.1, 0.5, 2, 5, 10, 100, -1].randomElement(using: &rng)!
                if let (new, where_) = scaleNumber(get(root, path + ["$value"])!, by: k, rng: &rng) {
                    set(&root, path + ["$value"], new); notes.append("\(dotted)\(where_) × \(k)")
                }
            case 53..<60:  // a NaN-ish string where a number was
                let s = numberishStrings.randomElement(using: &rng)!
                let new = replaceNumber(get(root, path + ["$value"])!, with: 0, rng: &rng).map { _ in
                    replaceFirstNumber(get(root, path + ["$value"])!, with: s)
                } ?? s
                set(&root, path + ["$value"], new); notes.append("\(dotted) number → \"\(s)\"")
            case 60..<65:  // a raw literal no JSON writer makes (1e999 parses to infinity, or fails)
                let lit = rawLiterals.randomElement(using: &rng)!
                let key = "@@RAW\(raw.count)@@"
                raw[key] = lit
                set(&root, path + ["$value"], replaceFirstNumber(get(root, path + ["$value"])!, with: key))
                notes.append("\(dotted) number → \(lit)")
            case 65..<73:  // wrong type
                let choices: [Any] = ["oops", [1, 2], ["value": 1], true, NSNull(), 42, ["value": 1, "unit": "furlong"]]
                let i = Int.random(in: 0..<choices.count, using: &rng)
                if Bool.random(using: &rng) {
                    set(&root, path + ["$value"], choices[i]); notes.append("\(dotted) $value → wrong type #\(i)")
                } else {
                    let types = ["color", "dimension", "number", "duration", "string", "fontFamily", "cubicBezier", "typography"]
                    let t = types.randomElement(using: &rng)!
                    set(&root, path + ["$type"], t); notes.append("\(dotted) $type → \(t)")
                }
            case 73..<81:  // deleted
                remove(&root, path); notes.append("\(dotted) deleted")
            case 81..<89:  // an alias chain of some length ending in the old value
                let n = [2, 63, 64, 65, 100, 1000, 5000].randomElement(using: &rng)!
                var chain: [String: Any] = [:]
                for k in 0..<n { chain["a\(k)"] = ["$value": "{fuzzchain\(index).a\(k + 1)}"] }
                var last = get(root, path) as? [String: Any] ?? [:]
                if last["$type"] == nil, let t = inheritedType(base, path) { last["$type"] = t }
                chain["a\(n)"] = last
                root["fuzzchain\(index)"] = chain
                set(&root, path + ["$value"], "{fuzzchain\(index).a0}")
                notes.append("\(dotted) through an alias chain of \(n)")
            case 89..<94:  // an alias to another token (often of another type), or a cycle
                let other = paths.randomElement(using: &rng)!.joined(separator: ".")
                if Bool.random(using: &rng) {
                    set(&root, path + ["$value"], "{\(other)}"); notes.append("\(dotted) → {\(other)}")
                } else {
                    set(&root, path + ["$value"], "{\(dotted)}"); notes.append("\(dotted) → itself")
                }
            case 94..<97:  // composite fields deleted or added
                if var o = get(root, path + ["$value"]) as? [String: Any], let k = o.keys.sorted().randomElement(using: &rng) {
                    o.removeValue(forKey: k); set(&root, path + ["$value"], o); notes.append("\(dotted).\(k) removed")
                } else if var a = get(root, path + ["$value"]) as? [Any] {
                    a.append(1); set(&root, path + ["$value"], a); notes.append("\(dotted) one more element")
                }
            case 97..<100: // the file itself broken: truncated or deeply nested
                if Bool.random(using: &rng) {
                    notes.append("file truncated")
                    raw["@@TRUNCATE@@"] = ""
                } else {
                    let depth = [100, 400, 2000].randomElement(using: &rng)!
                    var g: [String: Any] = ["x": ["$type": "number", "$value": 1]]
                    for _ in 0..<depth { g = ["g": g] }
                    root["deep"] = g; notes.append("groups nested \(depth) deep")
                }
            default:       // a plausible edit: a number moved by a modest factor (mostly accepted)
                let k = [0.5, 0.8, 0.9, 1.1, 1.25, 1.5, 2].randomElement(using: &rng)!
                if let (new, where_) = scaleNumber(get(root, path + ["$value"])!, by: k, rng: &rng) {
                    set(&root, path + ["$value"], new); notes.append("\(dotted)\(where_) × \(k)")
                } else {
                    notes.append("\(dotted) unchanged")
                }
            }
        }
        var text = String(decoding: try! JSONSerialization.data(withJSONObject: root, options: [.sortedKeys]), as: UTF8.self)
        for (k, v) in raw where k.hasPrefix("@@RAW") { text = text.replacingOccurrences(of: "\"\(k)\"", with: v) }
        if raw["@@TRUNCATE@@"] != nil { text = String(text.prefix(Int.random(in: 1..<max(2, text.count), using: &rng))) }

        var content: Data?
        if Int.random(in: 0..<100, using: &rng) < 30 {
            let (c, note) = contentFile(rng: &rng)
            content = c; notes.append("content: " + note)
        }
        return FuzzCase(tokens: Data(text.utf8), content: content, summary: notes.joined(separator: "; "))
    }

    static func contentFile(rng: inout SplitMix64) -> (Data, String) {
        // Every key the model declares (the formats and readyInSuffix too, which a list by hand missed).
        let key = Content.table.map(\.name).randomElement(using: &rng)!
        let values: [(Any, String)] = [
            (String(repeating: "W", count: 5000), "5000 × W"), (String(repeating: "word ", count: 2000), "2000 words"),
            ("", "empty"), (" ", "a space"), (42, "a number"), (NSNull(), "null"), ([1, 2], "an array"), (["a": 1], "an object"),
            ("Ünïcødé ☕️ مرحبا 漢字", "unicode"), ("line\nbreak\ttab", "control characters"), (-1, "-1"), (1e9, "1e9"),
            (2.5, "2.5"), (["a", "b"], "two strings"), (["a", "b", "c"], "three strings"),
            (String(repeating: "Q", count: 3000), "3000 × Q"), (true, "true"),
        ]
        let (v, what) = values.randomElement(using: &rng)!
        var o: [String: Any] = [key: v]
        var note = "\(key) = \(what)"
        if Int.random(in: 0..<10, using: &rng) == 0 { o["notAKey"] = 1; note += ", an unknown key" }
        return (try! JSONSerialization.data(withJSONObject: o, options: [.sortedKeys]), note)
    }

    // MARK: JSON helpers

    /// Paths of every token (an object with `$value`).
    static func leafPaths(_ o: [String: Any], _ prefix: [String] = []) -> [[String]] {
        if o["$value"] != nil { return [prefix] }
        return o.keys.sorted().filter { !$0.hasPrefix("$") }.flatMap { k -> [[String]] in
            (o[k] as? [String: Any]).map { leafPaths($0, prefix + [k]) } ?? []
        }
    }
    static func inheritedType(_ o: [String: Any], _ path: [String]) -> String? {
        var cur: Any? = o, found: String?
        for k in path {
            if let t = (cur as? [String: Any])?["$type"] as? String { found = t }
            cur = (cur as? [String: Any])?[k]
        }
        return ((cur as? [String: Any])?["$type"] as? String) ?? found
    }
    static func get(_ o: Any, _ path: [String]) -> Any? {
        var cur: Any? = o
        for k in path { cur = (cur as? [String: Any])?[k] }
        return cur
    }
    static func set(_ o: inout [String: Any], _ path: [String], _ v: Any) {
        guard let k = path.first else { return }
        if path.count == 1 { o[k] = v; return }
        var child = o[k] as? [String: Any] ?? [:]
        set(&child, Array(path.dropFirst()), v)
        o[k] = child
    }
    static func remove(_ o: inout [String: Any], _ path: [String]) {
        guard let k = path.first else { return }
        if path.count == 1 { o.removeValue(forKey: k); return }
        guard var child = o[k] as? [String: Any] else { return }
        remove(&child, Array(path.dropFirst()))
        o[k] = child
    }
    static func isNumber(_ v: Any) -> Bool {
        guard let n = v as? NSNumber else { return false }
        return String(cString: n.objCType) != "c"
    }
    /// The numbers inside a value, by their key path (`.value`, `[2]`, `.fontSize.value`).
    static func numberSlots(_ v: Any, _ at: String = "") -> [String] {
        if isNumber(v) { return [at] }
        if let o = v as? [String: Any] { return o.keys.sorted().flatMap { numberSlots(o[$0]!, at + "." + $0) } }
        if let a = v as? [Any] { return a.indices.flatMap { numberSlots(a[$0], at + "[\($0)]") } }
        return []
    }
    static func update(_ v: Any, _ slot: Substring, _ f: (Any) -> Any) -> Any {
        if slot.isEmpty { return f(v) }
        if slot.hasPrefix(".") {
            let rest = slot.dropFirst()
            let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
            let key = String(rest[..<end])
            var o = v as! [String: Any]
            o[key] = update(o[key]!, rest[end...], f)
            return o
        }
        let close = slot.firstIndex(of: "]")!
        let i = Int(slot[slot.index(after: slot.startIndex)..<close])!
        var a = v as! [Any]
        a[i] = update(a[i], slot[slot.index(after: close)...], f)
        return a
    }
    static func replaceNumber(_ v: Any, with x: Double, rng: inout SplitMix64) -> (Any, String)? {
        guard let slot = numberSlots(v).randomElement(using: &rng) else { return nil }
        return (dropHex(update(v, Substring(slot)) { _ in x }, slot), slot)
    }
    static func scaleNumber(_ v: Any, by k: Double, rng: inout SplitMix64) -> (Any, String)? {
        guard let slot = numberSlots(v).randomElement(using: &rng) else { return nil }
        return (dropHex(update(v, Substring(slot)) { (($0 as! NSNumber).doubleValue * k) as Any }, slot), slot)
    }
    /// A colour whose components were edited loses its `hex` (else every edit is a hex mismatch).
    static func dropHex(_ v: Any, _ slot: String) -> Any {
        guard slot.hasPrefix(".components"), var o = v as? [String: Any] else { return v }
        o.removeValue(forKey: "hex")
        return o
    }
    static func replaceFirstNumber(_ v: Any, with s: String) -> Any {
        guard let slot = numberSlots(v).first else { return s }
        return update(v, Substring(slot)) { _ in s }
    }
}

/// What was being tried when a trap kills the test process: printed by a signal handler.
enum CrashReport {
    nonisolated(unsafe) static var buffer: UnsafeMutablePointer<CChar> = {
        let b = UnsafeMutablePointer<CChar>.allocate(capacity: 4096)
        b.initialize(repeating: 0, count: 4096)
        for sig in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE] {
            signal(sig) { s in
                let head = "\nfuzz: the process died (signal) on: "
                _ = head.withCString { write(2, $0, strlen($0)) }
                _ = write(2, CrashReport.buffer, strlen(CrashReport.buffer))
                _ = write(2, "\n", 1)
                signal(s, SIG_DFL); raise(s)
            }
        }
        return b
    }()
    static func set(_ s: String) {
        let b = buffer
        let bytes = Array(s.utf8.prefix(4000))
        for (i, c) in bytes.enumerated() { b[i] = CChar(bitPattern: c) }
        b[bytes.count] = 0
    }
}

/// Runs a process with a wall-clock limit (SIGKILL when it passes) and an address-space limit.
enum Limited {
    enum Result { case exited(Int32, String), signalled(Int32, String), timedOut }

    static func run(_ binary: String, _ args: [String], seconds: Double, addressSpaceKiB: Int) throws -> Result {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        // `ulimit -v` limits the address space of the shell's exec'd child: a runaway allocation fails.
        p.arguments = ["-c", "ulimit -v \(addressSpaceKiB) && exec \"$0\" \"$@\"", binary] + args
        p.standardOutput = FileHandle.nullDevice
        let err = Pipe()
        p.standardError = err
        try p.run()
        let pid = p.processIdentifier
        let killed = Flag()
        let timer = DispatchWorkItem { killed.set(); kill(pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: timer)
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        timer.cancel()
        let stderr = String(decoding: e, as: UTF8.self)
        if killed.value { return .timedOut }
        if p.terminationReason == .uncaughtSignal { return .signalled(p.terminationStatus, stderr) }
        return .exited(p.terminationStatus, stderr)
    }

    final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var v = false
        func set() { lock.lock(); v = true; lock.unlock() }
        var value: Bool { lock.lock(); defer { lock.unlock() }; return v }
    }
}

/// Counts of how files ended.
struct Tally {
    var accepted = 0, refusedAtLoad = 0, refusedByLayout = 0, refusedByScan = 0
    var kinds: [String: Int] = [:]
    var notes: [String] = []
    var slowest: [(Double, String)] = []
    mutating func note(_ s: String) { notes.append(s) }
}
