import Copy
import FileIO
import Foundation
import Geometry
import InputFile
import PathNames
import Platform
import Render
import Screens
import Tokens

/// `DIR/manifest.json`: for each kind of output (`comps` from `export`, `frames` from `frames`),
/// what the last run drew — each output file's input digest — and what it drew from: the
/// tool, the content, and every token value's digest by dotted path (so the next run can name
/// the tokens that changed). Keys sorted, two-space indent, written atomically and only when
/// it changes, so a no-op run leaves it untouched too.
///
///     {"format": 2,
///      "comps": {"tool": "pickup 0.1.0 …", "content": "9f2c…",
///                "tokens": {"color.facade.road": "51b0…", …},
///                "outputs": {"comps/pickup@1x.png": "c4e1…", "comps.pdf": "…", …},
///                "keys": {"comps/pickup@1x.png": "07aa…", …},
///                "files": {"comps/pickup@1x.png": "48213 1764432010.123456789 …", …}},
///      "frames": {…}}
///
/// `files` records what is on disk: each written file's size, mtime and ctime (ns) and inode
/// right after it was written. A file whose stamp differs (an interrupted run replaced it, a
/// person edited it) is drawn again. An output about to be drawn loses its stamp first (the
/// manifest is written before drawing starts), so a run killed at any moment leaves a
/// manifest that claims nothing it did not finish.
public struct Manifest: Equatable {
    public struct Section: Equatable {
        public var tool: String
        public var content: String
        public var tokens: [String: String]
        /// Output path relative to the folder → the SHA-256 of its inputs (display list digest,
        /// format and its settings, tool).
        public var outputs: [String: String]
        /// Output path → the key of the unit that made it (see `Incremental`): when it and the
        /// file are unchanged, the output is skipped without building its display list.
        public var keys: [String: String]
        /// Output path → its file's stamp when written (see `FileStamp`); an output without
        /// one is not trusted to hold what `outputs` says.
        public var files: [String: String] = [:]
        /// Icon name (`clock`) → the SHA-256 of the SVG a designer dropped in; nil in a manifest
        /// written before icons were recorded (their changes then go unnamed).
        public var icons: [String: String]? = nil
        public init(tool: String, content: String, tokens: [String: String], outputs: [String: String],
                    keys: [String: String], files: [String: String] = [:], icons: [String: String]? = nil) {
            self.tool = tool; self.content = content; self.tokens = tokens; self.outputs = outputs; self.keys = keys
            self.files = files; self.icons = icons
        }
    }
    public static let fileName = "manifest.json"
    /// The lock file each run holds while it works in the folder (see `FolderLock`).
    public static let lockName = ".pickup.lock"
    /// The lock file held while drawing: exclusively by a whole run, shared by shards.
    public static let drawLockName = ".pickup.draw.lock"
    /// Names in the folder that are never outputs.
    static let reserved: Set<String> = [fileName, lockName, drawLockName]
    /// Bumped if the layout of this file changes; an unknown format is treated as no manifest.
    /// Format 1 (before `files`) is still read: its outputs have no stamps, so every one is
    /// drawn once more, but the outputs it lists that no longer exist are still removed.
    static let format = 2

    public var sections: [String: Section] = [:]

    /// The largest manifest read back (one of a 10,000-frame job is about 3 MB); a larger file,
    /// or anything not a regular file, is read as none.
    static let maxBytes = 256 << 20

    /// The manifest in `dir`, or an empty one if there is none or it cannot be read (everything
    /// is then rendered again — the safe direction).
    public static func load(dir: String) -> Manifest {
        guard let data = InputFile.readIfPresent(dir + "/" + fileName, limit: maxBytes),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let f = root["format"] as? Int, f == 1 || f == format else { return Manifest() }
        var m = Manifest()
        for (name, v) in root where name != "format" {
            guard let o = v as? [String: Any], let tool = o["tool"] as? String, let content = o["content"] as? String,
                  let tokens = o["tokens"] as? [String: String], let outputs = o["outputs"] as? [String: String],
                  let keys = o["keys"] as? [String: String]
            else { continue }
            // A path that leaves the folder (`../x`, `/etc/x`, `a//b`) is never an output: dropped,
            // so nothing is ever skipped, kept or deleted because of it.
            let safe = { (d: [String: String]) in d.filter { FilePath.isSafeRelative($0.key) && !reserved.contains($0.key) } }
            m.sections[name] = Section(tool: tool, content: content, tokens: tokens, outputs: safe(outputs), keys: safe(keys),
                                       files: safe(o["files"] as? [String: String] ?? [:]), icons: o["icons"] as? [String: String])
        }
        return m
    }

    public func data() throws -> Data {
        var root: [String: Any] = ["format": Self.format]
        for (name, s) in sections {
            var o: [String: Any] = ["tool": s.tool, "content": s.content, "tokens": s.tokens, "outputs": s.outputs, "keys": s.keys,
                                    "files": s.files]
            if let icons = s.icons { o["icons"] = icons }
            root[name] = o
        }
        var d = try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        d.append(0x0A)
        return d
    }

    /// Writes the manifest into `dir` atomically, unless the file already holds these bytes.
    public func write(dir: String) throws {
        let path = dir + "/" + Self.fileName
        let bytes = try data()
        if InputFile.readIfPresent(path, limit: Self.maxBytes) == bytes { return }
        try OutputLocation(folder: dir).file(path).write(bytes)
    }
}

extension Manifest {
    /// Re-reads the manifest in `dir` and replaces only the `kind` section (other kinds' runs
    /// wrote theirs), then writes it. Call with the folder's lock held.
    static func update(dir: String, kind: String, _ section: Section) throws {
        var m = load(dir: dir)
        m.sections[kind] = section
        try m.write(dir: dir)
    }
}

/// What is on disk at a path: size, mtime and ctime to the nanosecond, inode and device —
/// changed by any rewrite or rename over it (a new file has a new inode while the old one
/// still exists). nil if there is no file.
enum FileStamp {
    static func of(_ path: String) -> String? {
        guard let st = FileStatus.of(path), st.isRegularFile else { return nil }
        return "\(st.size) \(st.modified.seconds).\(st.modified.nanoseconds) \(st.changed.seconds).\(st.changed.nanoseconds) \(st.inode) \(st.device)"
    }
}

/// What identifies the drawing code: the version, and the executable's size and modification
/// time — so a rebuilt `pickup` (whose drawing may differ at the same version) re-renders
/// everything once, while re-running the same build skips. Cheap: one `stat`, no read.
public let toolIdentity: String = {
    guard let st = FileStatus.of(OS.executablePath) else { return "pickup \(pickupVersion)" }
    return "pickup \(pickupVersion) (build \(st.size)-\(st.modified.seconds).\(st.modified.nanoseconds))"
}()

extension Content {
    /// A stable digest of every string and number the screens show.
    var stableDigest: String {
        let e = JSONEncoder()
        e.outputFormatting = [.sortedKeys]
        return SHA256.hash(Array((try? e.encode(self)) ?? Data())).hex
    }
}
