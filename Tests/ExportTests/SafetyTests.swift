import Export
import Foundation
import ProjectInputs
import Screens
import TestSupport
import XCTest

/// Nothing lost after an interruption, nothing written or deleted outside the
/// output folder, concurrent runs serialised.
final class SafetyTests: XCTestCase {
    static var binary: String { Repo.pickupBinary }

    /// A small deterministic generator, so a failing delay can be replayed (the seed is printed).
    struct SeededRandom {
        var state: UInt64
        mutating func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
    }

    /// Every file under `dir` but the manifest and the lock, by relative path, with its bytes.
    func outputs(_ dir: String) throws -> [String: Data] {
        var out: [String: Data] = [:]
        for (k, v) in try snapshot(dir) where k != Manifest.fileName && k != Manifest.lockName && k != Manifest.drawLockName { out[k] = v.data }
        return out
    }

    func temporaries(_ dir: String) -> [String] {
        (FileManager.default.enumerator(atPath: dir)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".tmp") }
    }

    func assertSame(_ dir: String, as clean: String, _ label: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let a = try outputs(dir), b = try outputs(clean)
        XCTAssertEqual(Set(a.keys), Set(b.keys), "\(label): the same files", file: file, line: line)
        for (k, v) in b where a[k] != v { XCTFail("\(label): \(k) differs from a clean run", file: file, line: line) }
        XCTAssertEqual(temporaries(dir), [], "\(label): no temporary file left", file: file, line: line)
        // The manifests agree on every output's digest (their stamps differ, being of other files).
        for kind in ["comps", "frames"] {
            XCTAssertEqual(Manifest.load(dir: dir).sections[kind]?.outputs, Manifest.load(dir: clean).sections[kind]?.outputs,
                           "\(label): \(kind) digests", file: file, line: line)
        }
    }

    func run(_ args: [String]) throws -> ToolRun {
        let r = try Tool.run(Self.binary, args)
        XCTAssertEqual(r.status, 0, "\(args.joined(separator: " ")): \(r.stderr)")
        return r
    }

    /// Starts `pickup args`, sends `signal` after `delay` seconds, waits for it to end.
    func interrupted(_ args: [String], after delay: Double, signal: Int32) throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: Self.binary)
        p.arguments = args
        p.standardOutput = FileHandle.nullDevice; p.standardError = FileHandle.nullDevice
        try p.run()
        Thread.sleep(forTimeInterval: delay)
        kill(p.processIdentifier, signal)
        p.waitUntilExit()   // reaped, so its temporary files belong to no running process
    }

    /// The issue's report: a run with other tokens is killed at a random moment; exporting the
    /// earlier tokens again must give exactly a clean run's files — not "nothing changed" over
    /// the interrupted run's pictures — and leave no temporary file.
    func killedRunsThenReRunMatchAClean(_ command: [String], label: String) throws {
        let dir = Repo.tempDir("pickup-kill")
        let road = try roadTokens(in: dir)
        let clean = dir + "/clean"
        _ = try run(command + ["--out", clean, "--tokens", Repo.tokensPath, "--quiet"])
        // How long a full run with the other tokens takes, to spread the kills over it.
        let start = Date()
        _ = try run(command + ["--out", dir + "/timing", "--tokens", road, "--quiet"])
        let full = Date().timeIntervalSince(start)

        let seed = UInt64(ProcessInfo.processInfo.environment["PICKUP_KILL_SEED"] ?? "") ?? 12
        var random = SeededRandom(state: seed)
        for (i, signal) in [SIGKILL, SIGINT, SIGPIPE, SIGKILL].enumerated() {
            let out = dir + "/out\(i)"
            _ = try run(command + ["--out", out, "--tokens", Repo.tokensPath, "--quiet"])
            // Anywhere in the run, but mostly where files are being written (the second half).
            let delay = (i == 0 ? random.next() : 0.4 + 0.6 * random.next()) * full
            try interrupted(command + ["--out", out, "--tokens", road, "--quiet"], after: delay, signal: signal)
            _ = try run(command + ["--out", out, "--tokens", Repo.tokensPath, "--quiet"])
            try assertSame(out, as: clean, "\(label), signal \(signal) after \(String(format: "%.3f", delay)) s (seed \(seed))")
            // And a no-op after that writes nothing and still matches.
            let noop = try run(command + ["--out", out, "--tokens", Repo.tokensPath])
            XCTAssertTrue(noop.stdout.contains("rendered 0,"), noop.stdout)
        }
    }

    /// A write that fails mid-run (here: a file-size limit with SIGXFSZ ignored, so write(2)
    /// returns EFBIG as it returns ENOSPC on a full disk) stops the run with the path and the
    /// system's reason; the next run gives a clean run's bytes.
    func testWriteErrorMidRunThenReRunMatchesACleanRun() throws {
        let dir = Repo.tempDir("pickup-full")
        let road = try roadTokens(in: dir)
        let args = ["export", "--scales", "1", "--formats", "png,svg", "--quiet"]
        let clean = dir + "/clean", out = dir + "/out"
        _ = try run(args + ["--out", clean, "--tokens", Repo.tokensPath])
        _ = try run(args + ["--out", out, "--tokens", Repo.tokensPath])
        let quoted = ([Self.binary] + args + ["--out", out, "--tokens", road]).map { "'\($0)'" }.joined(separator: " ")
        // 150 blocks of 512 bytes: the manifest fits, the larger pictures do not.
        let r = try Tool.run("sh", ["-c", "trap '' XFSZ; ulimit -f 150; exec \(quoted)"])
        XCTAssertEqual(r.status, 73, r.stderr)
        XCTAssertTrue(r.stderr.hasPrefix("pickup: error: \(out)/"), r.stderr)
        XCTAssertTrue(r.stderr.contains("(File too large"), r.stderr)
        XCTAssertFalse(r.stderr.contains("NSCocoaErrorDomain") || r.stderr.contains("libpng: Write Error\n"), r.stderr)
        _ = try run(args + ["--out", out, "--tokens", Repo.tokensPath])
        try assertSame(out, as: clean, "after a failed write")
    }

    func testKilledExportThenReRunMatchesACleanRun() throws {
        try killedRunsThenReRunMatchAClean(["export", "--scales", "1", "--formats", "png,svg"], label: "export")
    }

    func testKilledFramesThenReRunMatchesACleanRun() throws {
        try killedRunsThenReRunMatchAClean(["frames", "--fps", "4", "--scale", "1", "--formats", "png,svg"], label: "frames")
    }

    /// A file replaced behind the manifest's back (same name, other picture) is drawn again.
    func testFileChangedOnDiskIsRedrawn() throws {
        let out = Repo.tempDir("pickup-safe") + "/exports"
        let project = try Project(tokensPath: Repo.tokensPath)
        let job = ExportJob(outDir: out, scales: [1], formats: [.svg])
        try job.run(project)
        let good = try Data(contentsOf: URL(fileURLWithPath: out + "/comps/pickup.svg"))
        try Data(contentsOf: URL(fileURLWithPath: out + "/comps/order-ready.svg")).write(to: URL(fileURLWithPath: out + "/comps/pickup.svg"))
        let r = try job.run(project)
        XCTAssertEqual(r.rendered, ["comps/pickup.svg"])
        XCTAssertTrue(r.summary.contains("1 changed on disk"), r.summary)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: out + "/comps/pickup.svg")), good)
    }

    /// Temporary files of dead runs are removed at the start of a run; a running process's are kept.
    func testStaleTemporariesAreRemoved() throws {
        let out = Repo.tempDir("pickup-safe") + "/exports"
        let project = try Project(tokensPath: Repo.tokensPath)
        let job = ExportJob(outDir: out, scales: [1], formats: [.svg])
        try job.run(project)
        // A PID that runs nothing: the highest one below pid_max that is free.
        var dead: pid_t = 4_194_300
        while kill(dead, 0) == 0 || errno == EPERM { dead -= 1 }
        let stale = out + "/comps/.pickup.svg.\(dead).12345.tmp", live = out + "/comps/.pickup.svg.\(getppid()).6789.tmp"
        let top = out + "/.manifest.json.\(dead).1.tmp"
        for f in [stale, live, top] { try Data("half".utf8).write(to: URL(fileURLWithPath: f)) }
        try job.run(project)
        XCTAssertFalse(FileManager.default.fileExists(atPath: stale))
        XCTAssertFalse(FileManager.default.fileExists(atPath: top))
        XCTAssertTrue(FileManager.default.fileExists(atPath: live), "a running process's temporary file is its own")
    }

    /// A symbolic link at an output path that stays inside the output folder: the file it points
    /// to is updated, the link kept. (One leading out of the folder is refused: UntrustedNamesTests.)
    func testSymlinkAtOutputIsWrittenThrough() throws {
        let dir = Repo.tempDir("pickup-safe")
        let out = dir + "/exports", app = out + "/App"
        try FileManager.default.createDirectory(atPath: out + "/comps", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: app, withIntermediateDirectories: true)
        try Data("old".utf8).write(to: URL(fileURLWithPath: app + "/pickup.svg"))
        try FileManager.default.createSymbolicLink(atPath: out + "/comps/pickup.svg", withDestinationPath: "../App/pickup.svg")
        let clean = dir + "/clean"
        let project = try Project(tokensPath: Repo.tokensPath)
        try ExportJob(outDir: clean, scales: [1], formats: [.svg]).run(project)
        try ExportJob(outDir: out, scales: [1], formats: [.svg]).run(project)

        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: out + "/comps/pickup.svg"), "../App/pickup.svg")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: app + "/pickup.svg")),
                       try Data(contentsOf: URL(fileURLWithPath: clean + "/comps/pickup.svg")))
        XCTAssertEqual(temporaries(app), [])
        // Unchanged next time (the manifest stamps the file behind the link).
        XCTAssertEqual(try ExportJob(outDir: out, scales: [1], formats: [.svg]).run(project).rendered, [])
    }

    /// A device node (through a link), a FIFO or a folder at an output path is refused with a
    /// clear error and left as it was.
    func testDeviceFIFOAndFolderAtOutputAreRefused() throws {
        let dir = Repo.tempDir("pickup-safe")
        let out = dir + "/exports", path = out + "/comps/pickup.svg"
        let make: [(String, () throws -> Void, String)] = [
            ("device", { try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/full") }, "character device"),
            ("FIFO", { XCTAssertEqual(mkfifo(path, 0o644), 0) }, "FIFO"),
            ("folder", { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false) }, "folder"),
        ]
        for (label, create, what) in make {
            try? FileManager.default.removeItem(atPath: out)
            try FileManager.default.createDirectory(atPath: out + "/comps", withIntermediateDirectories: true)
            try create()
            let r = try Tool.run(Self.binary, ["export", "--out", out, "--scales", "1", "--formats", "svg", "--tokens", Repo.tokensPath, "--quiet"])
            XCTAssertEqual(r.status, 73, "\(label): \(r.stderr)")
            XCTAssertTrue(r.stderr.hasPrefix("pickup: error: \(path): "), "\(label): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains(what) && r.stderr.contains("not a regular file"), "\(label): \(r.stderr)")
            XCTAssertEqual(temporaries(out), [], label)
        }
        var st = stat()
        XCTAssertEqual(stat("/dev/full", &st), 0)
        XCTAssertEqual(st.st_mode & S_IFMT, S_IFCHR, "/dev/full is still a device")
    }

    /// A manifest entry leading out of the folder (`../x`, an absolute path, through a linked
    /// folder) never makes a run delete anything outside it.
    func testManifestTraversalNeverDeletesOutside() throws {
        let dir = Repo.tempDir("pickup-safe")
        let out = dir + "/exports", outside = dir + "/outside"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        let victims = [dir + "/victim.png", outside + "/victim.png"]
        for v in victims { try Data("keep me".utf8).write(to: URL(fileURLWithPath: v)) }
        let project = try Project(tokensPath: Repo.tokensPath)
        let job = ExportJob(outDir: out, scales: [1], formats: [.svg])
        try job.run(project)
        try FileManager.default.createSymbolicLink(atPath: out + "/linked", withDestinationPath: outside)

        let url = URL(fileURLWithPath: out + "/" + Manifest.fileName)
        var root = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
        var comps = root["comps"] as! [String: Any]
        for key in ["outputs", "keys", "files"] {
            var d = comps[key] as! [String: String]
            for bad in ["../victim.png", dir + "/victim.png", "linked/victim.png", "comps/../../victim.png"] { d[bad] = "0" }
            comps[key] = d
        }
        root["comps"] = comps
        try JSONSerialization.data(withJSONObject: root).write(to: url)

        let r = try job.run(project)
        XCTAssertEqual(r.removed, [])
        for v in victims { XCTAssertTrue(FileManager.default.fileExists(atPath: v), "\(v) kept") }
        XCTAssertFalse(Manifest.load(dir: out).sections["comps"]!.outputs.keys.contains { $0.contains("victim") })
    }

    /// Two runs with different tokens into one folder at once: they take turns (the lock), and
    /// the manifest they leave is true — the next runs give a clean run's files.
    func testConcurrentRunsLeaveATruthfulManifest() throws {
        let dir = Repo.tempDir("pickup-safe")
        let road = try roadTokens(in: dir)
        let args = ["export", "--scales", "1", "--formats", "png,svg", "--quiet"]
        let cleanA = dir + "/cleanA", cleanB = dir + "/cleanB", out = dir + "/out"
        _ = try run(args + ["--out", cleanA, "--tokens", Repo.tokensPath])
        _ = try run(args + ["--out", cleanB, "--tokens", road])

        let runs = [Repo.tokensPath, road].map { tokens -> Process in
            let p = Process()
            p.executableURL = URL(fileURLWithPath: Self.binary)
            p.arguments = args + ["--out", out, "--tokens", tokens]
            p.standardOutput = FileHandle.nullDevice; p.standardError = FileHandle.nullDevice
            return p
        }
        for p in runs { try p.run() }
        for p in runs { p.waitUntilExit(); XCTAssertEqual(p.terminationStatus, 0) }

        _ = try run(args + ["--out", out, "--tokens", Repo.tokensPath])
        try assertSame(out, as: cleanA, "after two concurrent runs, tokens A")
        _ = try run(args + ["--out", out, "--tokens", road])
        try assertSame(out, as: cleanB, "then tokens B")
    }

    /// `export` and `frames` into one folder at the same time keep both manifest sections.
    func testExportAndFramesIntoOneFolderKeepBothSections() throws {
        let out = Repo.tempDir("pickup-safe") + "/exports"
        let commands = [["export", "--scales", "1", "--formats", "svg"], ["frames", "--fps", "2", "--scale", "1", "--formats", "svg"]]
        let runs = commands.map { c -> Process in
            let p = Process()
            p.executableURL = URL(fileURLWithPath: Self.binary)
            p.arguments = c + ["--out", out, "--tokens", Repo.tokensPath, "--quiet"]
            p.standardOutput = FileHandle.nullDevice; p.standardError = FileHandle.nullDevice
            return p
        }
        for p in runs { try p.run() }
        for p in runs { p.waitUntilExit(); XCTAssertEqual(p.terminationStatus, 0) }
        let m = Manifest.load(dir: out)
        XCTAssertEqual(m.sections["comps"]?.outputs.count, Comps.all.count)
        XCTAssertEqual(m.sections["frames"]?.outputs.count, 17)
        for c in commands {
            let again = try run(c + ["--out", out, "--tokens", Repo.tokensPath])
            XCTAssertTrue(again.stdout.contains("rendered 0,") && again.stdout.contains("nothing changed"), again.stdout)
        }
    }

    /// While another run holds the folder's lock, a run says that it waits, writes nothing,
    /// and goes on once the lock is released.
    func testASecondRunWaitsForTheLock() throws {
        let out = Repo.tempDir("pickup-safe") + "/exports"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let fd = open(out + "/" + Manifest.lockName, O_RDWR | O_CREAT | O_CLOEXEC, 0o666)
        XCTAssertEqual(flock(fd, LOCK_EX), 0)
        var held = true
        defer { if held { close(fd) } }

        let p = Process()
        p.executableURL = URL(fileURLWithPath: Self.binary)
        p.arguments = ["export", "--scales", "1", "--formats", "svg", "--out", out, "--tokens", Repo.tokensPath, "--quiet"]
        let pipe = Pipe(), text = LineCollector()
        p.standardError = pipe; p.standardOutput = FileHandle.nullDevice
        pipe.fileHandleForReading.readabilityHandler = { h in text.append(h.availableData) }
        try p.run()
        let deadline = Date().addingTimeInterval(60)
        while !text.value.contains("waiting for another pickup run"), Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        XCTAssertTrue(text.value.hasPrefix("pickup: waiting for another pickup run writing into \(out)/"), text.value)
        XCTAssertTrue(p.isRunning)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out + "/" + Manifest.fileName), "nothing written while waiting")

        close(fd); held = false
        p.waitUntilExit()
        pipe.fileHandleForReading.readabilityHandler = nil
        XCTAssertEqual(p.terminationStatus, 0, text.value)
        XCTAssertEqual(Manifest.load(dir: out).sections["comps"]?.outputs.count, Comps.all.count)
    }

    /// `watch`: a save that arrives while an export is under way abandons it for the new one;
    /// what is left matches a clean run of the last tokens.
    func testWatchAbandonsARunForANewerSave() throws {
        let dir = Repo.tempDir("pickup-watch")
        let tokens = dir + "/tokens.json", out = dir + "/out", clean = dir + "/clean"
        try Data(contentsOf: URL(fileURLWithPath: Repo.tokensPath)).write(to: URL(fileURLWithPath: tokens))
        let road = try roadTokens(in: dir)
        let args = ["--scales", "1", "--formats", "png", "--frames", "--fps", "20", "--scale", "1"]

        let p = Process()
        p.executableURL = URL(fileURLWithPath: Self.binary)
        p.arguments = ["watch", "--tokens", tokens, "--out", out] + args
        let pipe = Pipe(), text = LineCollector()
        p.standardOutput = pipe; p.standardError = pipe
        pipe.fileHandleForReading.readabilityHandler = { h in text.append(h.availableData) }
        try p.run()
        defer { if p.isRunning { p.terminate() } }
        func waitFor(_ what: String, file: StaticString = #filePath, line: UInt = #line) {
            let deadline = Date().addingTimeInterval(120)
            while !text.value.contains(what), Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
            XCTAssertTrue(text.value.contains(what), "no '\(what)' in: \(text.value)", file: file, line: line)
        }
        waitFor("Watching")
        // Saved while the first export (comps and 165 frames) is under way, atomically as an
        // editor saves (a plain write can be seen half-done: an empty file, refused).
        try Data(contentsOf: URL(fileURLWithPath: road)).write(to: URL(fileURLWithPath: tokens), options: .atomic)
        waitFor("tokens.json saved — export:")
        XCTAssertTrue(text.value.contains("start — abandoned for a newer save"), text.value)
        p.interrupt()
        p.waitUntilExit()
        pipe.fileHandleForReading.readabilityHandler = nil
        XCTAssertEqual(p.terminationStatus, 0, text.value)

        _ = try run(["export", "--out", clean, "--tokens", road, "--scales", "1", "--formats", "png", "--quiet"])
        _ = try run(["frames", "--out", clean, "--tokens", road, "--fps", "20", "--scale", "1", "--formats", "png,svg", "--quiet"])
        try assertSame(out, as: clean, "after an abandoned watch export")
    }

    /// A manifest of format 1 (no stamps) is trusted for nothing: every output is drawn again,
    /// and its stale outputs are still removed.
    func testFormatOneManifestRedrawsEverything() throws {
        let out = Repo.tempDir("pickup-safe") + "/exports"
        let project = try Project(tokensPath: Repo.tokensPath)
        let job = ExportJob(outDir: out, scales: [1], formats: [.svg])
        try job.run(project)
        let url = URL(fileURLWithPath: out + "/" + Manifest.fileName)
        var root = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
        var comps = root["comps"] as! [String: Any]
        comps["files"] = nil
        var outputs = comps["outputs"] as! [String: String]
        outputs["comps/gone.svg"] = "0"
        comps["outputs"] = outputs
        root["comps"] = comps; root["format"] = 1
        try JSONSerialization.data(withJSONObject: root).write(to: url)
        try Data("old".utf8).write(to: URL(fileURLWithPath: out + "/comps/gone.svg"))
        let r = try job.run(project)
        XCTAssertEqual(r.rendered.count, Comps.all.count)
        XCTAssertEqual(r.removed, ["comps/gone.svg"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: out + "/comps/gone.svg"))
        XCTAssertEqual(try job.run(project).rendered, [])
    }
}
