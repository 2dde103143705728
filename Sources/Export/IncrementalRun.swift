import FileIO
import Foundation
import Geometry
import PathNames
import ProjectInputs
import Render

/// One incremental run's state, step by step (`Incremental.run`): lock → plan → prepare →
/// draw → merge → sweep → report, then save the manifest.
final class IncrementalRun {
    let dir: String, kind: String, units: [Unit], shard: Shard?
    /// True if this run made `dir`; `madeParents` are the folders it made on the way there
    /// (`--out a/b/c` with none of them present), innermost first.
    private var created = false, madeParents: [String] = []
    private let drawLock: FolderLock
    private var manifestLock: FolderLock?
    /// A whole run, or a shard with the folder to itself: it may sweep temporaries.
    private var alone: Bool
    private let old: Manifest.Section?
    private var oldOutputs: [String: String] { old?.outputs ?? [:] }
    private var oldFiles: [String: String] { old?.files ?? [:] }
    /// Every folder this kind writes to, relative to `dir`.
    private let folders: Set<String>
    /// The units this run builds (a shard's block, or all).
    private let mine: Range<Int>
    private var tokens: [String: String] = [:], content = ""
    private var keys: [String] = []
    private var toBuild: [Int] = []
    private let results = Results()
    private var section: Manifest.Section
    private var gone: [String] = [], removed: [String] = []

    /// Lock: make the folder, take the locks, read the manifest written last and remove the
    /// temporaries of killed runs.
    init(lock dir: String, kind: String, units: [Unit], shard: Shard?) throws {
        self.dir = dir; self.kind = kind; self.units = units; self.shard = shard
        var st = stat()
        created = stat(dir, &st) != 0
        var up = FilePath.dirname(dir)
        while created, !up.isEmpty, up != "/", up != ".", stat(up, &st) != 0 { madeParents.append(up); up = FilePath.dirname(up) }
        try makeFolder(dir)
        // Drawing: a whole run alone; the shards of a job side by side (a shared lock), never
        // beside a whole run. Taken before the manifest lock, always (no deadlock).
        drawLock = try FolderLock(dir: dir, name: Manifest.drawLockName, mode: shard == nil ? .exclusive : .shared)
        alone = shard == nil
        if shard != nil { alone = drawLock.tryExclusive(); if !alone { try drawLock.lock(.shared) } }
        // A whole run holds this lock until it writes the manifest again; a shard drops it
        // while drawing and takes it again to merge.
        manifestLock = try FolderLock(dir: dir, name: Manifest.lockName)
        old = Manifest.load(dir: dir).sections[kind]
        var folders: Set<String> = [""]
        for p in units.flatMap(\.paths) + Array((old?.outputs ?? [:]).keys) { folders.insert(FilePath.dirname(p)) }
        self.folders = folders
        mine = shard.map { $0.range(units.count) } ?? 0..<units.count
        section = Manifest.Section(tool: toolIdentity, content: "", tokens: [:], outputs: old?.outputs ?? [:],
                                   keys: old?.keys ?? [:], files: old?.files ?? [:])
        if alone { removeStaleTemporaries() }
    }

    private func removeStaleTemporaries() {
        for f in folders where f.isEmpty || Incremental.isInside(dir, f) { AtomicFile.removeStaleTemporaries(in: FilePath.join(dir, f)) }
    }

    /// Plan: each unit's key (the project's inputs and the unit's parameters); a unit whose
    /// key and files are as recorded is skipped unbuilt, the others are to build.
    func plan(_ project: Project) {
        tokens = StableDigest.tokens(project.tokens)
        content = project.content.stableDigest
        section.content = content; section.tokens = tokens
        var projectKey = StableDigest()
        projectKey.add(toolIdentity); projectKey.add(content)
        for path in tokens.keys.sorted() { projectKey.add(path); projectKey.add(tokens[path]!) }
        // Icons a designer dropped in are inputs too (an empty set adds nothing: keys as before).
        let icons = project.styles.chrome.icons.svgs
        for name in icons.keys.sorted(by: { $0.rawValue < $1.rawValue }) { projectKey.add(name.rawValue); projectKey.add(icons[name]!.data) }
        section.icons = Dictionary(uniqueKeysWithValues: icons.map { ($0.key.rawValue, SHA256.hash(Array($0.value.data)).hex) })
        let base = projectKey.digest
        keys = units.indices.map { i in
            guard mine.contains(i) else { return "" }   // another shard's unit: never looked at
            var d = StableDigest(); d.add(base); d.add(units[i].params); return d.digest.hex
        }
        let oldKeys = old?.keys ?? [:]
        for i in mine {
            let unchanged = units[i].paths.allSatisfy { p in oldKeys[p] == keys[i] && oldOutputs[p] != nil && intact(p) }
            if unchanged {
                for p in units[i].paths { results.add(p, oldOutputs[p]!, key: keys[i], stamp: oldFiles[p], drawn: false) }
            } else {
                toBuild.append(i)
            }
        }
    }

    /// True if the file at `p` is the one the manifest recorded (same stamp).
    private func intact(_ p: String) -> Bool {
        guard let recorded = oldFiles[p] else { return false }
        return FileStamp.of(dir + "/" + p) == recorded
    }

    /// Prepare: only if something is to be built. A refusal leaves the folder as it was (a
    /// folder this run made goes again); otherwise the outputs about to be drawn lose their
    /// stamps and keys, so a run killed from here on leaves a manifest that trusts none of them.
    func prepare(_ prepare: () throws -> Void) throws {
        guard !toBuild.isEmpty else { return }
        do {
            try prepare()
        } catch {
            if created { removeMadeFolders() }
            throw error
        }
        // The outputs about to be built lose their keys, so a run stopped midway leaves them to
        // be built again. Their files' stamps stay: a file this run replaces has a new inode
        // and mtime, so the next run redraws it, while one it never reached is recognised as
        // the file recorded (not redrawn, nor reported as changed on disk).
        var pending = section
        for i in toBuild { for p in units[i].paths { pending.keys[p] = nil } }
        if pending != section { try Manifest.update(dir: dir, kind: kind, pending) }
        section = pending
    }

    private func removeMadeFolders() {
        if alone { unlink(FilePath.join(dir, Manifest.lockName)); unlink(FilePath.join(dir, Manifest.drawLockName)) }
        for f in folders.sorted(by: >) where !f.isEmpty { rmdir(FilePath.join(dir, f)) }
        rmdir(dir)
        for p in madeParents { rmdir(p) }   // innermost first; rmdir leaves a folder someone filled
    }

    /// Draw: the units to build, on all cores; an output whose digest and file are as
    /// recorded is not written. Returns the first drawing error (what was written stays
    /// recorded); throws if a lock cannot be taken.
    func draw(log: @escaping @Sendable (String) -> Void) throws -> Error? {
        if shard != nil {
            // Drawing needs no manifest lock: other shards read and merge the manifest meanwhile.
            manifestLock = nil
            if alone { try drawLock.lock(.shared) }
        }
        var drawError: Error?
        do {
            let todo = toBuild
            if !todo.isEmpty { try Parallel.run(todo.count, log: log) { j, renderer in try self.build(todo[j], renderer) } }
        } catch {
            drawError = error
        }
        // The last shard to finish drawing is alone: it sweeps what killed shards left (a
        // retried shard's first attempt, say), so the folder ends as a whole run leaves it.
        if shard != nil, !alone {
            if drawLock.tryExclusive() { removeStaleTemporaries() }
            try? drawLock.lock(.shared)
        }
        return drawError
    }

    /// Builds unit `i` and writes each output whose digest or file differs from the record.
    private func build(_ i: Int, _ renderer: Renderer) throws -> String {
        var drawn = 0, names: [String] = []
        for o in try units[i].build(renderer) {
            let abs = dir + "/" + o.path
            if oldOutputs[o.path] == o.digest.hex, let stamp = oldFiles[o.path], FileStamp.of(abs) == stamp {
                results.add(o.path, o.digest.hex, key: keys[i], stamp: stamp, drawn: false)
            } else {
                let before = FileStamp.of(abs)
                try o.write(OutputLocation(folder: dir).file(abs))
                drawn += 1
                results.add(o.path, o.digest.hex, key: keys[i], stamp: FileStamp.of(abs), drawn: true,
                            missing: oldOutputs[o.path] == o.digest.hex ? (before == nil ? .missing : .changed) : nil)
            }
            names.append(o.path)
        }
        return names.joined(separator: ", ") + (drawn == 0 ? " (unchanged)" : "")
    }

    /// Merge: a shard takes the manifest lock again; what was drawn or kept goes into the section.
    func merge() throws {
        if shard != nil { manifestLock = try FolderLock(dir: dir, name: Manifest.lockName, waiting: nil) }
        for (path, entry) in results.value.entries {
            section.outputs[path] = entry.digest; section.keys[path] = entry.key; section.files[path] = entry.stamp
        }
    }

    /// Sweep: outputs of the last run no longer made (not in the whole selection, whichever
    /// shard runs) are deleted — only ever a regular file or link inside the folder.
    func sweep(stillExists: (String) -> Bool) {
        let done = results.value.entries, selection = Set(units.flatMap(\.paths))
        for path in oldOutputs.keys.sorted() where done[path] == nil && !selection.contains(path) && !stillExists(path) {
            // The manifest's paths were checked when it was read, and no folder on the way may
            // be a link that leads elsewhere.
            guard Incremental.isInside(dir, path) else { forget(path); continue }
            var st = stat()
            let abs = dir + "/" + path
            if lstat(abs, &st) == 0, st.st_mode & S_IFMT != S_IFREG, st.st_mode & S_IFMT != S_IFLNK { continue }
            if unlink(abs) == 0 || errno == ENOENT { forget(path); removed.append(path) }
        }
    }

    private func forget(_ path: String) {
        section.outputs[path] = nil; section.keys[path] = nil; section.files[path] = nil
        gone.append(path)
    }

    /// Report: what was drawn, kept and removed, and why (tokens, tool, content, files on disk).
    func report() -> ExportReport {
        var report = ExportReport()
        let done = results.value
        for (path, entry) in done.entries {
            if entry.drawn { report.rendered.append(path) } else { report.skipped.append(path) }
        }
        report.rendered.sort(); report.skipped.sort()
        report.removed = removed
        if let old {
            report.changedTokens = tokens.keys.filter { old.tokens[$0] != nil && old.tokens[$0] != tokens[$0] }.sorted()
            report.addedTokens = tokens.keys.filter { old.tokens[$0] == nil }.sorted()
            report.removedTokens = old.tokens.keys.filter { tokens[$0] == nil }.sorted()
            if old.tool != toolIdentity { report.reasons.append("new tool build (\(toolIdentity))") }
            if old.content != content { report.reasons.append("content changed") }
            if let was = old.icons, let now = section.icons {
                func names(_ xs: [String]) -> String { NameList.summary(xs.sorted().map { $0 + ".svg" }) }
                let changed = now.keys.filter { was[$0] != nil && was[$0] != now[$0] }, added = now.keys.filter { was[$0] == nil }
                let gone = was.keys.filter { now[$0] == nil }
                if !changed.isEmpty { report.reasons.append("icons changed: " + names(changed)) }
                if !added.isEmpty { report.reasons.append("icons added: " + names(added)) }
                if !gone.isEmpty { report.reasons.append("icons removed: " + names(gone)) }
            }
        } else {
            report.reasons.append("no earlier \(Manifest.fileName) for \(kind)")
        }
        if done.missing > 0 { report.reasons.append("\(done.missing) missing on disk") }
        if done.changed > 0 { report.reasons.append("\(done.changed) changed on disk") }
        return report
    }

    /// A whole run writes its section; a shard merges its own entries into the section as
    /// other shards left it (re-read now, under the lock).
    func save() throws {
        if shard == nil { return try Manifest.update(dir: dir, kind: kind, section) }
        var m = Manifest.load(dir: dir)
        var s = m.sections[kind] ?? Manifest.Section(tool: section.tool, content: section.content, tokens: section.tokens,
                                                     outputs: [:], keys: [:])
        s.tool = section.tool; s.content = section.content; s.tokens = section.tokens
        for (path, e) in results.value.entries { s.outputs[path] = e.digest; s.keys[path] = e.key; s.files[path] = e.stamp }
        for path in gone { s.outputs[path] = nil; s.keys[path] = nil; s.files[path] = nil }
        m.sections[kind] = s
        try m.write(dir: dir)
    }

    final class Results: @unchecked Sendable {
        struct Entry { var digest: String; var key: String; var stamp: String?; var drawn: Bool }
        struct Value { var entries: [String: Entry] = [:]; var missing = 0; var changed = 0 }
        enum Redrawn { case missing, changed }
        private let lock = NSLock()
        private var v = Value()
        func add(_ path: String, _ digest: String, key: String, stamp: String?, drawn: Bool, missing: Redrawn? = nil) {
            lock.lock(); defer { lock.unlock() }
            v.entries[path] = Entry(digest: digest, key: key, stamp: stamp, drawn: drawn)
            if missing == .missing { v.missing += 1 }
            if missing == .changed { v.changed += 1 }
        }
        var value: Value { lock.lock(); defer { lock.unlock() }; return v }
    }
}
