import Foundation
import Geometry
import ProjectInputs
import Screens
import Space
import TestSupport
import XCTest

/// `pickup scene` (issue 34): the reveal as an OpenUSD stage, checked by OpenUSD itself — the
/// pinned usd-core in `.build/usd-venv` (scripts/usd-venv.sh; scripts/test.sh installs it) runs
/// every validator it registers on the .usda and the .usdz, reads the stage's metadata and kinds,
/// projects the blocks' tops and the facade's corners through the file's camera at every time
/// code of the move and compares with Pickup's own projection, and checks the package's layout.
final class SceneTests: XCTestCase {
    func pickup(_ args: [String], cwd: String? = nil) throws -> ToolRun { try Tool.run(CLITests.binary, args, cwd: cwd) }

    /// The OpenUSD Python; a missing install is a failure that says how to install it.
    static var python: String? {
        let p = Repo.root + "/.build/usd-venv/bin/python3"
        return FileManager.default.isExecutableFile(atPath: p) ? p : nil
    }

    /// On the design device and on `se` (the short screen, whose first frames shift the lens):
    /// both files pass every validator, their blocks and facade land where the frames draw them.
    func testTheSceneIsCheckedByOpenUSD() throws {
        guard let python = Self.python else {
            return XCTFail("OpenUSD is not installed in .build/usd-venv: run scripts/usd-venv.sh (scripts/test.sh does)")
        }
        for device in [nil, "se"] {
            let dir = Repo.tempDir("pickup-scene")
            let inputs = ["--tokens", Repo.tokensPath] + (device.map { ["--device", $0] } ?? [])
            for file in ["reveal.usda", "reveal.usdz"] {
                let r = try pickup(["scene", "--out", dir + "/" + file] + inputs)
                XCTAssertEqual(r.status, 0, r.stderr)
                XCTAssertTrue(r.stdout.hasPrefix("Scene: \(dir)/\(file) ("), r.stdout)
            }
            let project = try Project(Inputs(tokens: Repo.tokensPath, contexts: device.map { ["device": $0] } ?? [:]))
            let expected = dir + "/expected.json"
            try JSONSerialization.data(withJSONObject: Self.expected(project)).write(to: URL(fileURLWithPath: expected))
            let check = try Tool.run(python, [Repo.root + "/scripts/usd_check.py", expected, dir + "/reveal.usda", dir + "/reveal.usdz"])
            print("usd_check (\(device ?? "default device")):\n" + check.stdout + check.stderr)
            XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
            XCTAssertTrue(check.stdout.contains(" 0 failed"), check.stdout)
            // The package is small enough to ship in the app.
            let size = try FileManager.default.attributesOfItem(atPath: dir + "/reveal.usdz")[.size] as? Int ?? 0
            XCTAssertLessThan(size, 5_000_000)
        }
    }

    /// Where Pickup draws each block's top and the facade's corners at every time code of the
    /// window: through its own camera, and at the landing where screen 2 draws the flat code.
    static func expected(_ project: Project) -> [String: Any] {
        let m = project.film.revealModel, k = m.keyTimes
        let first = Int((k[0] * 60 - 1e-9).rounded(.up)), last = Int((k[3] * 60 + 1e-9).rounded(.down))
        func name(_ prefix: String, _ c: Footprint) -> String {
            func n(_ v: Int) -> String { v < 0 ? "m\(-v)" : "\(v)" }
            return "\(prefix)_\(n(c.x0))_\(n(c.z0))"
        }
        let q = project.film.placement
        var codes: [[String: Any]] = []
        for code in first...last {
            let t = Double(code) / 60, pr = Projector(m.camera(at: t))
            func screen(_ corners: [Vec3]) -> [Any] {
                corners.map { c -> Any in
                    // The last frame is screen 2's flat code, drawn where the code is placed.
                    if code == last, m.flatten(at: t) >= 1 { return [q.origin.x + q.module * c.x, q.origin.y + q.module * c.z] }
                    return pr.project(c).map { [$0.x, $0.y] } ?? NSNull()
                }
            }
            var blocks: [[Any]] = [], street: [[Any]] = []
            for (i, c) in m.blocks.enumerated() {
                let box = m.blockBox(i, at: t)
                if m.draws(box, at: t) || code == last { blocks.append([name("Block", c), screen(box.corners(.top))]) }
            }
            for (j, c) in m.street.enumerated() {
                if let box = m.streetBox(j, at: t), m.draws(box, at: t) { street.append([name("Street", c), screen(box.corners(.top))]) }
            }
            let b = m.building
            let tower = Box(min: Vec3(Double(b.x0), 0, Double(b.z0)), max: Vec3(Double(b.x1), m.buildingHeight(at: t), Double(b.z1)))
            codes.append(["code": code, "blocks": blocks, "street": street, "facade": screen(tower.corners(.south))])
        }
        return ["canvas": [m.canvas.width, m.canvas.height], "near": m.near, "codes": codes]
    }

    /// The same inputs give the same bytes: the package, and the layer with its textures.
    func testTheSameInputsGiveTheSameBytes() throws {
        let dir = Repo.tempDir("pickup-scene-same")
        var runs: [[String: Data]] = []
        for run in ["a", "b"] {
            var files: [String: Data] = [:]
            for file in ["reveal.usdz", "reveal.usda"] {
                let r = try pickup(["scene", "--out", "\(dir)/\(run)/\(file)", "--tokens", Repo.tokensPath, "--quiet"])
                XCTAssertEqual(r.status, 0, r.stderr)
                XCTAssertEqual(r.stdout, "")
            }
            for p in try FileManager.default.subpathsOfDirectory(atPath: "\(dir)/\(run)") {
                var isDir: ObjCBool = false
                if FileManager.default.fileExists(atPath: "\(dir)/\(run)/\(p)", isDirectory: &isDir), !isDir.boolValue {
                    files[p] = try Data(contentsOf: URL(fileURLWithPath: "\(dir)/\(run)/\(p)"))
                }
            }
            runs.append(files)
        }
        XCTAssertEqual(runs[0].keys.sorted(), ["reveal-textures/facade.png", "reveal-textures/finder-flat.png",
                                               "reveal-textures/finder.png", "reveal.usda", "reveal.usdz"])
        for (p, data) in runs[0] { XCTAssertEqual(data, runs[1][p], "\(p) differs between two runs") }
    }

    /// Usage errors exit 64 and write nothing; an output in the way exits 73; help lists every
    /// input option and the texture scale.
    func testOptionsAndExitCodes() throws {
        let dir = Repo.tempDir("pickup-scene-options")
        for (args, why) in [([String](), "--out is required"), (["--out", dir + "/reveal.obj"], "--out must end in .usdz or .usda"),
                            (["--out", dir + "/r.usdz", "--texture-scale", "0"], "--texture-scale"),
                            (["--out", dir + "/r.usdz", "--device", "nosuch"], "nosuch")] {
            let r = try pickup(["scene"] + args + ["--tokens", Repo.tokensPath])
            XCTAssertEqual(r.status, 64, "\(args): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains(why), "\(args): \(r.stderr)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir), [])
        try FileManager.default.createDirectory(atPath: dir + "/taken.usdz", withIntermediateDirectories: true)
        let taken = try pickup(["scene", "--out", dir + "/taken.usdz", "--tokens", Repo.tokensPath])
        XCTAssertEqual(taken.status, 73, taken.stderr)
        XCTAssertTrue(taken.stderr.contains("taken.usdz: is a folder"), taken.stderr)
        let help = try pickup(["help", "scene"])
        XCTAssertEqual(help.status, 0)
        for option in ["--out", "--texture-scale", "--device", "--context", "--locale", "--content", "--tokens", "--resolver", "--allow-root"] {
            XCTAssertTrue(help.stdout.contains(option), "help scene lacks \(option)")
        }
        XCTAssertTrue(try pickup(["--help"]).stdout.contains("  scene "))
    }
}
