import Deliverables
import Export
import FileIO
import Foundation
import Geometry
import PathNames
import Platform
import ProjectInputs

enum WatchCommand: Command {
    static let name = "watch"
    static let summary = "Re-export what changed each time the tokens or content file is saved."
    typealias Values = WatchOptions
    static let discussion = """
        Exports once (incrementally, as `pickup export`), then waits. Each save of the tokens or
        content file — editors that save by writing a temporary file and renaming it included —
        re-exports only what changed and prints one line:

          14:02:11 design-tokens.json saved — export: rendered N, skipped M, removed 0 — tokens changed: color.facade.road (… s)

        A save that does not load (bad JSON, an unknown alias, a malformed colour…) prints the
        error with the token's path and leaves the last good exports exactly as they were; the
        next good save resumes. A watched file that vanishes (a checkout, an editor that deletes
        then writes) is reported once and the exports stay as they are — the built-in files
        stand in only for files that did not exist when watch started; its return is exported.
        Folders are followed by their path: one moved away and made again (a branch switch)
        is watched anew and its files exported, saves in the moved-away copy are not; an icon
        added to or removed from icons/ (or the folder made or removed) is exported at once. A save that arrives while an export is under way abandons it
        (the files written so far are whole and recorded) for the new one. Ctrl-C (SIGINT) or
        SIGTERM ends it, after any export under way, with exit status 0.

        Uses inotify on the files' folders (close-after-write, moved-in and created events for
        the watched names), and looks at each folder's identity every 100 ms; saves within
        100 ms of each other make one export.
        """

    /// Saves closer together than this make one export (an editor's write-then-rename, or a
    /// created-then-written file, arrives as two or three events); also how often the loop
    /// looks for Ctrl-C.
    static let settle: Int32 = 100   // ms

    static func run(_ o: WatchOptions) throws {
        var inputs = try o.inputs.inputs()
        // The default token file, if it is there now, is the one watched: were it to vanish
        // (a checkout, an editor that deletes then writes), the built-in tokens must not stand
        // in for it and overwrite the exports with the stock design.
        if inputs.tokens == nil, !inputs.usesBuiltIn { inputs.tokens = Inputs.defaultTokens }
        // Every file the project is read from: tokens, resolver, locale copy, content.
        let sources = inputs.sourceFiles
        // An icon may be removed (the built-in glyph is drawn again); the other files may not.
        let present = sources.filter { !$0.hasPrefix(inputs.iconsFolder + "/") && FileManager.default.fileExists(atPath: $0) }
        let out = o.out, scales = o.scales, formats = o.formats
        let fps = o.fps, scale = o.scale
        let frames: FramesJob? = o.frames ? FramesJob(outDir: out, fps: fps, scale: scale, formats: Format.frames) : nil
        setvbuf(stdout, nil, _IOLBF, 0)   // one line per export, even into a pipe

        // SIGINT and SIGTERM are held pending before any worker thread exists (threads inherit
        // the mask); the loop takes them between polls.
        let stop = StopSignals()
        let watcher = try watch(sources, iconsFolder: inputs.iconsFolder, out: out)

        let export = ExportJob(outDir: out, scales: scales, formats: formats, pictures: [.contactSheet])
        let builtIn = inputs.usesBuiltIn ? " (not there yet: the built-in tokens are drawn until it is saved)" : ""
        // Every icon is a source: a folder of a thousand is summarised, not listed.
        let watched = sources.count > NameList.shown + 1 ? NameList.summary(sources) : sources.joined(separator: " and ")
        // icons/ is watched as a folder (an icon added or removed is seen), whether or not it holds icons yet.
        let icons = sources.contains { $0.hasPrefix(inputs.iconsFolder + "/") } ? "" : " and \(inputs.iconsFolder)/"
        print("Watching \(watched)\(icons)\(builtIn) → \(out)/\(frames == nil ? "" : " (and frames)"); Ctrl-C to stop")
        // Exports run on another thread, so a save that arrives while one is under way is seen
        // at once: that export is abandoned (it stops after the files being written) and the
        // new one starts.
        let runner = Runner { [inputs] why in Self.export(why, inputs, export, frames) }
        runner.start("start")
        var saved: Set<String> = []
        var gone: Set<String> = []
        var knownIcons = Self.iconFiles(inputs.iconsFolder)
        while !stop.requested() {
            // Wake every `settle` ms to look for a signal; export once a burst of saves has
            // settled (a wait with no event after at least one).
            if let names = watcher.wait(milliseconds: settle) {
                saved.formUnion(names)
            } else if !saved.isEmpty {
                // A file watch started with that has vanished: said once, exports kept as they are.
                let missing = Set(present.filter { !FileManager.default.fileExists(atPath: $0) })
                for file in missing.subtracting(gone).sorted() {
                    print("\(clock()) \(file) was removed — the exports in \(out)/ are kept as they are; waiting for it to come back")
                }
                gone = missing
                if missing.isEmpty { runner.start(Self.what(saved, icons: inputs.iconsFolder, known: &knownIcons)) }
                saved = []
            }
        }
        runner.wait()   // an export under way ends first
        print("\(clock()) Stopped watching.")
    }

    /// The `.svg` files in the icons folder now.
    static func iconFiles(_ folder: String) -> Set<String> {
        Set(((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter(IconFolder.isIcon))
    }

    /// What a burst of saves did, for the report: "design-tokens.json saved", "icons/clock.svg
    /// added", "icons/bag.svg removed" (an icon is told by what the folder held before).
    static func what(_ names: Set<String>, icons folder: String, known: inout Set<String>) -> String {
        let now = iconFiles(folder)
        var events: [(name: String, verb: String)] = []
        for name in names.sorted() {
            if name == "icons" {
                events.append(("\(folder)/", FileManager.default.fileExists(atPath: folder) ? "created" : "removed"))
            } else if IconFolder.isIcon(name), now.contains(name) || known.contains(name) {
                events.append(("\(folder)/\(name)", !now.contains(name) ? "removed" : known.contains(name) ? "saved" : "added"))
            } else {
                events.append((name, "saved"))
            }
        }
        known = now
        return told(events)
    }

    /// "design-tokens.json saved and icons/clock.svg added"; past a few, each verb's names
    /// summarised (`NameList`): "icons/a.svg, icons/b.svg, icons/c.svg and 997 more removed" —
    /// a thousand icons removed at once made one 27 KB line.
    static func told(_ events: [(name: String, verb: String)]) -> String {
        guard events.count > NameList.shown + 1 else { return events.map { "\($0.name) \($0.verb)" }.joined(separator: " and ") }
        var verbs: [String] = [], names: [String: [String]] = [:]
        for e in events {
            if names[e.verb] == nil { verbs.append(e.verb) }
            names[e.verb, default: []].append(e.name)
        }
        return verbs.map { NameList.summary(names[$0]!) + " " + $0 }.joined(separator: "; ")
    }

    /// One export (and the frames, with --frames), reported on one line; a failure is reported
    /// and leaves the exports as they were.
    static func export(_ why: String, _ inputs: Inputs, _ export: ExportJob, _ frames: FramesJob?) {
        let start = Date()
        var line = "\(clock()) \(why) — "
        do {
            let project = try Project(inputs)
            line += "export: " + (try export.run(project).summary)
            if let frames { line += "; frames: " + (try frames.run(project).report.summary) }
            print(line + String(format: " (%.1f s)", Date().timeIntervalSince(start)))
        } catch is Parallel.Abandoned {
            print("\(clock()) \(why) — abandoned for a newer save (the files drawn so far are kept and recorded)")
        } catch {
            fputs("pickup: error: \(clock()) \(escapingControls(reported(error).userMessage))\n  (the exports in \(export.outDir)/ are as they were; save a fixed file to resume)\n", stderr)
        }
    }

    /// A watch on the folders of `sources` (their names only) and on the icons folder (any icon
    /// saved, added or removed; the folder made, replaced or removed), each followed by its path.
    static func watch(_ sources: [String], iconsFolder: String, out: String) throws -> FileWatcher {
        do {
            return try FileWatcher(sources.filter { !$0.hasPrefix(iconsFolder + "/") }.map { file in
                let dir = FilePath.dirname(file)
                return (dir.isEmpty ? "." : dir, FilePath.basename(file))
            } + [(iconsFolder, "*.svg")])
        } catch {
            throw error.folder.map { OutputError(path: $0, message: "cannot watch the folder (\(error.error.reason))") }
                ?? OutputError(path: out, message: "cannot watch (\(error.error.reason))")
        }
    }

    /// One export at a time on a background thread; starting one abandons the one under way.
    final class Runner: @unchecked Sendable {
        let body: (String) -> Void
        let group = DispatchGroup()
        init(_ body: @escaping (String) -> Void) { self.body = body }

        func start(_ why: String) {
            if group.wait(timeout: .now()) == .timedOut {
                Parallel.abandon.set()
                group.wait()
            }
            Parallel.abandon.reset()
            group.enter()
            DispatchQueue.global().async { [self] in
                body(why)
                group.leave()
            }
        }

        func wait() { group.wait() }
    }

    static func clock() -> String {
        let f = DateFormatter()
        f.dateFormat = "HH:mm:ss"
        return f.string(from: Date())
    }
}

/// `pickup watch`'s options, in the order `--help` lists them.
struct WatchOptions: ParsableOptions {
    @OptionGroup var inputs: InputOptions
    @Option(Shared.out) var out: String
    @Flag("frames", "Also keep <dir>/frames up to date (PNG and SVG)") var frames: Bool
    @Option(Shared.scales.with(help: "Comp PNG scales")) var scales: [Int]
    @Option(Shared.formats.with(help: "Comp formats")) var formats: [Format]
    @Option(Shared.fps.with(help: "With --frames: frames per second")) var fps: Double
    @Option(Shared.scale.with(help: "With --frames: PNG pixels per point")) var scale: Double

    static let rules: [OptionRule<Self>] = [.requires([\.$fps, \.$scale], \.$frames)]
}
