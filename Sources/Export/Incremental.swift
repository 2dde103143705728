import FileIO
import Foundation
import Geometry
import Render
import Tokens

/// One output file: its path relative to the job's folder, the digest of everything it is
/// drawn from, and how to draw it (called only when the digest differs from the manifest's,
/// or the file is missing).
struct Output {
    var path: String
    var digest: Digest
    var write: (_ absolutePath: String) throws -> Void
}

/// What an incremental run did, and why.
public struct ExportReport: Sendable {
    /// Relative paths drawn and written; skipped (digest unchanged, file present); deleted
    /// (in the old manifest, but no longer an output of this kind).
    public var rendered: [String] = []
    public var skipped: [String] = []
    public var removed: [String] = []
    /// Tokens whose value changed since the last run of this kind, by dotted path.
    public var changedTokens: [String] = []
    public var addedTokens: [String] = []
    public var removedTokens: [String] = []
    /// Other reasons to draw: no earlier manifest, a new tool build, other content, missing files.
    public var reasons: [String] = []

    /// `rendered 4, skipped 26, removed 0 — tokens changed: color.facade.road`
    public var summary: String {
        var why: [String] = []
        func list(_ xs: [String]) -> String { xs.count <= 6 ? xs.joined(separator: ", ") : xs.prefix(6).joined(separator: ", ") + ", … (\(xs.count))" }
        if !changedTokens.isEmpty { why.append("tokens changed: " + list(changedTokens)) }
        if !addedTokens.isEmpty { why.append("tokens added: " + list(addedTokens)) }
        if !removedTokens.isEmpty { why.append("tokens removed: " + list(removedTokens)) }
        why += reasons
        if why.isEmpty { why.append(rendered.isEmpty && removed.isEmpty ? "nothing changed" : "outputs changed") }
        return "rendered \(rendered.count), skipped \(skipped.count), removed \(removed.count) — " + why.joined(separator: "; ")
    }
}

/// One piece of building (a comp's file, a frame's display list) yielding one or more outputs.
struct Unit: Sendable {
    /// The outputs' relative paths, known before building.
    var paths: [String]
    /// What the unit is, apart from the project: comp or time, format, settings. With the
    /// project's key and the tool it makes the unit's key (see `Incremental`).
    var params: String
    var build: @Sendable (Renderer) throws -> [Output]
}

/// Runs units of work on all cores, drawing only outputs whose inputs changed since the
/// manifest in `dir` was written, and records the new digests under `kind`.
///
/// Two levels of skipping:
/// 1. A unit's *key* digests its inputs before anything is built: every token value, the
///    content, the tool and the unit's parameters. A frame or comp is a pure function of
///    these, so if the key and the files are as recorded, the unit is skipped unbuilt —
///    that is what makes a no-op re-export cheap.
/// 2. Otherwise it is built, and each output's *digest* (of its resolved display list, format
///    and settings) decides: equal to the recorded one and the file present → skipped. This is
///    what confines a token change to the outputs that show it.
///
/// `prepare` runs once, before any unit is built, only if some unit must be (the export
/// resolves every comp there, so a bad comp stops it before a file is written). On failure
/// the manifest still records what was written, so it never claims a digest for a file that
/// holds something else; nothing is removed.
enum Incremental {
    static func run(dir: String, kind: String, project: Project, units: [Unit], shard: Shard? = nil,
                    prepare: () throws -> Void = {},
                    stillExists: @Sendable (String) -> Bool,
                    log: @escaping @Sendable (String) -> Void) throws -> ExportReport {
        var st = stat()
        let created = stat(dir, &st) != 0
        // The folders this run makes on the way (`--out a/b/c` with none of them there): a run
        // refused before writing removes them all again, leaving nothing behind.
        var madeParents: [String] = []
        var up = FilePath.dirname(dir)
        while created, !up.isEmpty, up != "/", up != ".", stat(up, &st) != 0 { madeParents.append(up); up = FilePath.dirname(up) }
        try makeFolder(dir)
        // Drawing: a whole run alone; the shards of a job side by side (a shared lock), never
        // beside a whole run. Taken before the manifest lock, always (no deadlock).
        let drawLock = try FolderLock(dir: dir, name: Manifest.drawLockName, mode: shard == nil ? .exclusive : .shared)
        defer { withExtendedLifetime(drawLock) {} }
        // A shard alone in the folder may sweep temporaries (no other shard, on this machine
        // or another sharing the folder, is writing any); otherwise it leaves them.
        var alone = shard == nil
        if shard != nil { alone = drawLock.tryExclusive(); if !alone { try drawLock.lock(.shared) } }
        // The manifest read here is the one written last. A whole run holds this lock until it
        // writes the manifest again; a shard drops it while drawing and takes it again to merge.
        var manifestLock: FolderLock? = try FolderLock(dir: dir, name: Manifest.lockName)
        defer { withExtendedLifetime(manifestLock) {} }

        let manifest = Manifest.load(dir: dir)
        let old = manifest.sections[kind]
        let oldOutputs = old?.outputs ?? [:], oldKeys = old?.keys ?? [:], oldFiles = old?.files ?? [:]
        // Temporary files of killed runs, in every folder this kind writes to.
        var folders: Set<String> = [""]
        for p in units.flatMap(\.paths) + Array(oldOutputs.keys) { folders.insert(FilePath.dirname(p)) }
        if alone {
            for f in folders where f.isEmpty || isInside(dir, f) { AtomicFile.removeStaleTemporaries(in: FilePath.join(dir, f)) }
        }
        // Every output of the whole selection: never removed, whichever shard runs.
        let selection = Set(units.flatMap(\.paths))
        let mine = shard.map { $0.range(units.count) } ?? 0..<units.count

        let tokens = StableDigest.tokens(project.tokens)
        let content = project.content.stableDigest
        var projectKey = StableDigest()
        projectKey.add(toolIdentity); projectKey.add(content)
        for path in tokens.keys.sorted() { projectKey.add(path); projectKey.add(tokens[path]!) }
        // Icons a designer dropped in are inputs too (an empty set adds nothing: keys as before).
        let icons = project.styles.order.icons.svgs
        for name in icons.keys.sorted(by: { $0.rawValue < $1.rawValue }) { projectKey.add(name.rawValue); projectKey.add(icons[name]!.data) }
        let base = projectKey.digest
        let keys: [String] = units.indices.map { i in
            guard mine.contains(i) else { return "" }   // another shard's unit: never looked at
            var d = StableDigest(); d.add(base); d.add(units[i].params); return d.digest.hex
        }
        /// True if the file at `p` is the one the manifest recorded (same stamp).
        func intact(_ p: String) -> Bool {
            guard let recorded = oldFiles[p] else { return false }
            return FileStamp.of(dir + "/" + p) == recorded
        }

        let results = Results()
        var toBuild: [Int] = []
        for i in mine {
            let u = units[i]
            let unchanged = u.paths.allSatisfy { p in oldKeys[p] == keys[i] && oldOutputs[p] != nil && intact(p) }
            if unchanged {
                for p in u.paths { results.add(p, oldOutputs[p]!, key: keys[i], stamp: oldFiles[p], drawn: false) }
            } else {
                toBuild.append(i)
            }
        }

        var section = Manifest.Section(tool: toolIdentity, content: content, tokens: tokens, outputs: oldOutputs,
                                       keys: oldKeys, files: oldFiles)
        if !toBuild.isEmpty {
            do {
                try prepare()
            } catch {
                // Nothing was written: a folder this run created goes again.
                if created {
                    if alone { unlink(FilePath.join(dir, Manifest.lockName)); unlink(FilePath.join(dir, Manifest.drawLockName)) }
                    for f in folders.sorted(by: >) where !f.isEmpty { rmdir(FilePath.join(dir, f)) }
                    rmdir(dir)
                    for p in madeParents { rmdir(p) }   // innermost first; rmdir leaves a folder someone filled
                }
                throw error
            }
            // Before anything is drawn, the outputs about to be drawn lose their stamps (and
            // their keys): a run killed from here on leaves a manifest that trusts none of them.
            var pending = section
            for i in toBuild { for p in units[i].paths { pending.files[p] = nil; pending.keys[p] = nil } }
            if pending != section { try Manifest.update(dir: dir, kind: kind, pending) }
            section = pending
        }
        if shard != nil {
            // Drawing needs no manifest lock: other shards read and merge the manifest meanwhile.
            manifestLock = nil
            if alone { try drawLock.lock(.shared) }
        }

        let runError: Error?
        do {
            let todo = toBuild
            if !todo.isEmpty { try Parallel.run(todo.count, log: log) { j, renderer in
                let i = todo[j]
                var drawn = 0, names: [String] = []
                for o in try units[i].build(renderer) {
                    let abs = dir + "/" + o.path
                    if oldOutputs[o.path] == o.digest.hex, let stamp = oldFiles[o.path], FileStamp.of(abs) == stamp {
                        results.add(o.path, o.digest.hex, key: keys[i], stamp: stamp, drawn: false)
                    } else {
                        let before = FileStamp.of(abs)
                        try AtomicFile.requireInside(abs, root: dir)
                        try o.write(abs)
                        drawn += 1
                        results.add(o.path, o.digest.hex, key: keys[i], stamp: FileStamp.of(abs), drawn: true,
                                    missing: oldOutputs[o.path] == o.digest.hex ? (before == nil ? .missing : .changed) : nil)
                    }
                    names.append(o.path)
                }
                return names.joined(separator: ", ") + (drawn == 0 ? " (unchanged)" : "")
            } }
            runError = nil
        } catch {
            runError = error
        }
        // The last shard to finish drawing is alone: it sweeps what killed shards left (a
        // retried shard's first attempt, say), so the folder ends as a whole run leaves it.
        if shard != nil, !alone {
            if drawLock.tryExclusive() {
                for f in folders where f.isEmpty || isInside(dir, f) { AtomicFile.removeStaleTemporaries(in: FilePath.join(dir, f)) }
            }
            try? drawLock.lock(.shared)
        }

        if shard != nil { manifestLock = try FolderLock(dir: dir, name: Manifest.lockName, waiting: nil) }
        var report = ExportReport()
        let done = results.value
        for (path, entry) in done.entries {
            section.outputs[path] = entry.digest; section.keys[path] = entry.key; section.files[path] = entry.stamp
            if entry.drawn { report.rendered.append(path) } else { report.skipped.append(path) }
        }
        var gone: [String] = []
        if runError == nil {
            for path in oldOutputs.keys.sorted() where done.entries[path] == nil && !selection.contains(path) && !stillExists(path) {
                // Only ever a file inside the folder: the manifest's paths were checked when it
                // was read, and no folder on the way may be a link that leads elsewhere.
                guard isInside(dir, path) else {
                    section.outputs[path] = nil; section.keys[path] = nil; section.files[path] = nil
                    gone.append(path)
                    continue
                }
                var st = stat()
                let abs = dir + "/" + path
                if lstat(abs, &st) == 0, st.st_mode & S_IFMT != S_IFREG, st.st_mode & S_IFMT != S_IFLNK { continue }
                if unlink(abs) == 0 || errno == ENOENT {
                    section.outputs[path] = nil; section.keys[path] = nil; section.files[path] = nil
                    report.removed.append(path); gone.append(path)
                }
            }
        }
        /// A whole run writes its section; a shard merges its own entries into the section as
        /// other shards left it (re-read now, under the lock).
        func save() throws {
            if shard == nil { return try Manifest.update(dir: dir, kind: kind, section) }
            var m = Manifest.load(dir: dir)
            var s = m.sections[kind] ?? Manifest.Section(tool: section.tool, content: section.content, tokens: section.tokens,
                                                         outputs: [:], keys: [:])
            s.tool = section.tool; s.content = section.content; s.tokens = section.tokens
            for (path, e) in done.entries { s.outputs[path] = e.digest; s.keys[path] = e.key; s.files[path] = e.stamp }
            for path in gone { s.outputs[path] = nil; s.keys[path] = nil; s.files[path] = nil }
            m.sections[kind] = s
            try m.write(dir: dir)
        }
        report.rendered.sort(); report.skipped.sort()

        if let old {
            report.changedTokens = tokens.keys.filter { old.tokens[$0] != nil && old.tokens[$0] != tokens[$0] }.sorted()
            report.addedTokens = tokens.keys.filter { old.tokens[$0] == nil }.sorted()
            report.removedTokens = old.tokens.keys.filter { tokens[$0] == nil }.sorted()
            if old.tool != toolIdentity { report.reasons.append("new tool build (\(toolIdentity))") }
            if old.content != content { report.reasons.append("content changed") }
        } else {
            report.reasons.append("no earlier \(Manifest.fileName) for \(kind)")
        }
        if done.missing > 0 { report.reasons.append("\(done.missing) missing on disk") }
        if done.changed > 0 { report.reasons.append("\(done.changed) changed on disk") }

        if let runError {
            // The files written so far are recorded with their stamps (a failed write left the
            // old file, which has no stamp now, so it is drawn next time); the run's own error
            // is the one reported.
            try? save()
            throw runError
        }
        try save()
        return report
    }

    /// True if `rel` is a safe relative path and no folder on the way from `dir` is a symbolic
    /// link (so `dir/rel` is inside `dir`).
    static func isInside(_ dir: String, _ rel: String) -> Bool {
        guard FilePath.isSafeRelative(rel) else { return false }
        var p = dir
        for c in rel.split(separator: "/").dropLast() {
            p += "/" + c
            var st = stat()
            if lstat(p, &st) == 0, st.st_mode & S_IFMT != S_IFDIR { return false }
        }
        return true
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

extension Digest {
    /// The digest of an output: the tool, the format with its settings, and the inputs' digests.
    static func output(_ format: String, _ settings: [Double] = [], _ inputs: [Digest]) -> Digest {
        var d = StableDigest()
        d.add(toolIdentity); d.add(format)
        d.add(settings.count); settings.forEach { d.add($0) }
        d.add(inputs.count); inputs.forEach { d.add($0) }
        return d.digest
    }
}
