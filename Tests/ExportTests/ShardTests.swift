import Export
import Foundation
import Screens
import TestSupport
import XCTest

/// `--shard K/N`, shards running at once into one folder, and the Dask driver
/// (`scripts/cluster.py`) running them as tasks of a local cluster.
final class ShardTests: XCTestCase {
    static var binary: String { Repo.pickupBinary }
    let window = ["--fps", "10", "--scale", "1", "--from", "3.5", "--to", "5.5"]
    let safety = Helpers()

    /// What SafetyTests compares, for these tests.
    struct Helpers {
        func outputs(_ dir: String) throws -> [String: Data] {
            var out: [String: Data] = [:]
            for (k, v) in try snapshot(dir) where ![Manifest.fileName, Manifest.lockName, Manifest.drawLockName].contains(k) { out[k] = v.data }
            return out
        }
        func assertSame(_ dir: String, as clean: String, _ label: String, file: StaticString, line: UInt) throws {
            let a = try outputs(dir), b = try outputs(clean)
            XCTAssertEqual(Set(a.keys), Set(b.keys), "\(label): the same files", file: file, line: line)
            for (k, v) in b where a[k] != v { XCTFail("\(label): \(k) differs from a whole run", file: file, line: line) }
            let tmp = (FileManager.default.enumerator(atPath: dir)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".tmp") }
            XCTAssertEqual(tmp, [], "\(label): no temporary file left", file: file, line: line)
            for kind in ["comps", "frames"] {
                XCTAssertEqual(Manifest.load(dir: dir).sections[kind]?.outputs, Manifest.load(dir: clean).sections[kind]?.outputs,
                               "\(label): \(kind) digests", file: file, line: line)
            }
        }
        func run(_ args: [String], file: StaticString = #filePath, line: UInt = #line) throws -> ToolRun {
            let r = try Tool.run(ShardTests.binary, args)
            XCTAssertEqual(r.status, 0, "\(args.joined(separator: " ")): \(r.stderr)", file: file, line: line)
            return r
        }
    }

    func start(_ args: [String]) throws -> Process {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: Self.binary)
        p.arguments = args
        p.standardOutput = FileHandle.nullDevice; p.standardError = FileHandle.nullDevice
        try p.run()
        return p
    }

    /// The files and manifest of `dir` equal those of a whole run into `clean` (stamps aside),
    /// every output has a stamp, and a whole run into `dir` afterwards draws nothing.
    func assertWhole(_ dir: String, as clean: String, _ command: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        try safety.assertSame(dir, as: clean, "shards", file: file, line: line)
        let a = Manifest.load(dir: dir), b = Manifest.load(dir: clean)
        XCTAssertEqual(Set(a.sections.keys), Set(b.sections.keys), file: file, line: line)
        for (kind, s) in b.sections {
            XCTAssertEqual(a.sections[kind]?.keys, s.keys, "\(kind) keys", file: file, line: line)
            XCTAssertEqual(a.sections[kind]?.tokens, s.tokens, file: file, line: line)
            XCTAssertEqual(Set(a.sections[kind]?.files.keys ?? [:].keys), Set(s.outputs.keys), "\(kind): every output stamped", file: file, line: line)
        }
        let again = try safety.run(Array(command.dropLast()) + ["--out", dir])
        XCTAssertTrue(again.stdout.contains("rendered 0,") && again.stdout.contains("removed 0"), again.stdout, file: file, line: line)
    }

    /// Shards 1/3, 2/3, 3/3 at once into one folder leave a whole run's bytes and manifest.
    func testConcurrentFrameShardsEqualAWholeRun() throws {
        let dir = Repo.tempDir("pickup-shard")
        let command = ["frames"] + window + ["--tokens", Repo.tokensPath, "--quiet"]
        _ = try safety.run(command + ["--out", dir + "/whole"])
        let shards = try (1...3).map { try start(command + ["--out", dir + "/shards", "--shard", "\($0)/3"]) }
        for p in shards { p.waitUntilExit(); XCTAssertEqual(p.terminationStatus, 0) }
        try assertWhole(dir + "/shards", as: dir + "/whole", command)

        // A shard removes nothing of the whole selection, only what can no longer exist.
        let stray = try safety.run(["frames", "--fps", "20", "--scale", "1", "--from", "8.1", "--to", "8.2", "--formats", "svg",
                                    "--tokens", Repo.tokensPath, "--out", dir + "/shards"])
        XCTAssertTrue(stray.stdout.contains("rendered 3,"), stray.stdout)   // 0162–0164: past the end at 10 fps
        let one = try safety.run(["frames"] + window + ["--tokens", Repo.tokensPath, "--out", dir + "/shards", "--shard", "1/2"])
        XCTAssertTrue(one.stdout.contains("rendered 0, skipped 20, removed 3"), one.stdout)
        try assertWhole(dir + "/shards", as: dir + "/whole", command)
    }

    /// Export shards: the shared files (comps.pdf, the contact sheet) fall to the last shard;
    /// together the shards equal a whole export.
    func testConcurrentExportShardsEqualAWholeRun() throws {
        let dir = Repo.tempDir("pickup-shard")
        let command = ["export", "--scales", "1", "--formats", "png,pdf", "--tokens", Repo.tokensPath, "--quiet"]
        _ = try safety.run(command + ["--out", dir + "/whole"])
        let last = try safety.run(Array(command.dropLast()) + ["--out", dir + "/last", "--shard", "3/3"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/last/comps.pdf"), last.stdout)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/last/contact-sheet.png"))
        let shards = try (1...3).map { try start(command + ["--out", dir + "/shards", "--shard", "\($0)/3"]) }
        for p in shards { p.waitUntilExit(); XCTAssertEqual(p.terminationStatus, 0) }
        try assertWhole(dir + "/shards", as: dir + "/whole", command)
    }

    /// Shards do not wait for each other while drawing (the draw lock is shared), a whole run
    /// does: with `.pickup.draw.lock` held shared, as a drawing shard holds it, a shard runs to
    /// the end and a whole run waits until it is released.
    func testShardsDrawSideBySideAWholeRunWaits() throws {
        let out = Repo.tempDir("pickup-shard") + "/out"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let fd = open(out + "/" + Manifest.drawLockName, O_RDWR | O_CREAT | O_CLOEXEC, 0o666)
        XCTAssertEqual(flock(fd, LOCK_SH), 0)
        var held = true
        defer { if held { close(fd) } }
        let command = ["frames"] + window + ["--tokens", Repo.tokensPath, "--out", out]

        let shard = try start(command + ["--shard", "1/1", "--quiet"])
        let deadline = Date().addingTimeInterval(60)
        while shard.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        XCTAssertFalse(shard.isRunning, "a shard draws while another holds the draw lock shared")
        shard.waitUntilExit()
        XCTAssertEqual(shard.terminationStatus, 0)

        let whole = try start(command + ["--quiet"])
        Thread.sleep(forTimeInterval: 1)
        XCTAssertTrue(whole.isRunning, "a whole run waits for the shards")
        close(fd); held = false
        whole.waitUntilExit()
        XCTAssertEqual(whole.terminationStatus, 0)
        XCTAssertEqual(Manifest.load(dir: out).sections["frames"]?.outputs.count, 42)
    }

    func testBadShardsExit64() throws {
        let out = Repo.tempDir("pickup-shard") + "/out"
        for bad in ["0/3", "4/3", "3", "a/b", "1/0", "1/2/3", "-1/2", ""] {
            for command in [["frames"] + window, ["export", "--scales", "1"]] {
                let r = try Tool.run(Self.binary, command + ["--shard", bad, "--out", out])
                XCTAssertEqual(r.status, 64, "--shard '\(bad)': \(r.stderr)")
                XCTAssertTrue(r.stderr.contains("--shard"), r.stderr)
            }
        }
        let m = try Tool.run(Self.binary, ["export", "--matrix", "--shard", "1/2", "--out", out])
        XCTAssertEqual(m.status, 64, m.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out), "nothing written")
        for c in ["frames", "export"] {
            let help = try Tool.run(Self.binary, ["help", c])
            XCTAssertTrue(help.stdout.contains("--shard <K/N>") && help.stdout.contains("exit 64"), help.stdout)
        }
    }

    // MARK: Dask

    /// A Python 3 that imports Dask's `distributed` (Debian's python3-distributed lives in
    /// /usr/bin/python3's path, which may not be the first python3 on PATH).
    static let python: String? = {
        for py in ["python3", "/usr/bin/python3"] {
            if let r = try? Tool.run(py, ["-c", "import distributed"]), r.status == 0 { return py }
        }
        return nil
    }()

    func cluster(_ args: [String], environment: [String: String] = [:]) throws -> ToolRun {
        guard let py = Self.python else { throw XCTSkip("python3 cannot import Dask's distributed (apt-get install python3-distributed)") }
        // The driver's own options before `--`, pickup's after it.
        return try Tool.run(py, [Repo.root + "/scripts/cluster.py", "--pickup", Self.binary] + args,
                            environment: environment)
    }

    /// A local cluster of 2 workers draws a window byte-identical to `pickup frames`.
    func testDaskClusterMatchesPickupFrames() throws {
        let dir = Repo.tempDir("pickup-dask")
        let command = ["frames"] + window + ["--tokens", Repo.tokensPath, "--quiet"]
        _ = try safety.run(command + ["--out", dir + "/whole"])
        let r = try cluster(["frames", "--workers", "2", "--out", dir + "/dask", "--"] + window + ["--tokens", Repo.tokensPath])
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        XCTAssertTrue(r.stdout.contains("LocalCluster(n_workers=2, processes=True, threads_per_worker=1)"), r.stdout)
        XCTAssertTrue(r.stdout.contains("dashboard"), r.stdout)
        XCTAssertTrue(r.stdout.contains("[2/2] shard"), r.stdout)
        try assertWhole(dir + "/dask", as: dir + "/whole", command)

        // A shard that fails for good: non-zero, with the shard's stderr.
        let bad = try cluster(["frames", "--workers", "2", "--out", dir + "/bad", "--", "--fps", "999"])
        XCTAssertNotEqual(bad.status, 0)
        XCTAssertTrue(bad.stderr.contains("pickup: error: --fps"), bad.stderr)
    }

    /// The worker running shard 1 is killed mid-run on its first attempt (a test-only hook in
    /// the driver); the task is run again and the result still equals a whole run.
    func testDaskRecoversFromAKilledWorker() throws {
        let dir = Repo.tempDir("pickup-dask")
        let mark = dir + "/mark"
        try FileManager.default.createDirectory(atPath: mark, withIntermediateDirectories: true)
        let command = ["frames"] + window + ["--tokens", Repo.tokensPath, "--quiet"]
        _ = try safety.run(command + ["--out", dir + "/whole"])
        let r = try cluster(["frames", "--workers", "2", "--shards", "3", "--out", dir + "/dask", "--"] + window + ["--tokens", Repo.tokensPath],
                            environment: ["PICKUP_CLUSTER_TESTING": "1", "PICKUP_CLUSTER_KILL_SHARD": "1",
                                          "PICKUP_CLUSTER_KILL_MARK": mark, "PICKUP_CLUSTER_KILL_AFTER": "0.2"])
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: mark + "/killed-1"), "the worker was killed")
        XCTAssertTrue(r.stdout.contains("3 shards done"), r.stdout)
        // The killed run's temporary file (if it had one) goes at the next run's start — once
        // its process has gone: the killed worker's pickup is killed after it, asynchronously.
        let tmps = (try? FileManager.default.contentsOfDirectory(atPath: dir + "/dask/frames")) ?? []
        for name in tmps where name.hasSuffix(".tmp") {
            let parts = name.split(separator: ".")
            guard parts.count >= 4, let pid = Int32(parts[parts.count - 3]) else { continue }
            let deadline = Date().addingTimeInterval(20)
            while kill(pid, 0) == 0, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        }
        let next = try safety.run(Array(command.dropLast()) + ["--out", dir + "/dask"])
        XCTAssertTrue(next.stdout.contains("rendered 0,"), next.stdout)
        try assertWhole(dir + "/dask", as: dir + "/whole", command)
    }
}
