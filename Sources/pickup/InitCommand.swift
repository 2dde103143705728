import Export
import FileIO
import Foundation
import Geometry
import PathNames
import Tokens

/// `pickup init [DIR]`: the built-in files written out for a team to own and edit.
enum InitCommand: Command {
    static let name = "init"
    static let summary = "Write the built-in token file, resolver, copy and an icons/ README into a folder to own."
    typealias Values = InitOptions
    static let discussion = """
        Writes design-tokens.json, design-tokens.resolver.json, content/<locale>.json for every
        built-in locale and icons/README.md into DIR (the current folder by default), so a team
        edits its own copy: every command run there reads them. A file already there is never
        overwritten: init refuses (exit 73) naming it, before writing anything. Any piece left out
        (a deleted resolver or locale file) is taken from the built-in files again.
        """

    static let iconsReadme = """
        # Icons

        Drop an SVG here named after the SF Symbol it replaces (`clock.svg`, `sun.max.svg`, …):
        every screen that draws that symbol draws your file instead, in the screen's colour where it
        uses `currentColor`. `pickup export` refuses (exit 65) an unknown name or a file librsvg
        cannot draw; an icon is bounded (20,000 elements once each <use> is counted, no file
        references, embedded images up to 4096² pixels, blurs up to 64 units, noise up to 10
        octaves).
        """

    static func run(_ o: InitOptions) throws {
        let dir = o.out
        var files = BuiltInFiles.names.map { ($0, BuiltInFiles.data($0)!) }
        files.append(("icons/README.md", Data((iconsReadme + "\n").utf8)))
        let location = OutputLocation(folder: dir)
        for (name, _) in files {
            let path = FilePath.join(dir, name)
            // Anything at the name — a file, or a link, even one leading nowhere — is refused.
            var st = stat()
            if lstat(path, &st) == 0 {
                throw OutputError(path: path, message: "already exists; pickup init never overwrites a file (nothing was written)")
            }
            // A linked content/ or icons/ folder is not followed out of DIR.
            try location.check(path)
        }
        // All or none: a failure part-way (a full disk) removes what this run wrote and the
        // folders it made, so the next run starts clean rather than refusing the half.
        var written: [String] = [], made: [String] = []
        do {
            for (name, data) in files {
                let path = FilePath.join(dir, name)
                var folder = FilePath.dirname(path).isEmpty ? "." : FilePath.dirname(path)
                var missing: [String] = []
                var st = stat()
                while !folder.isEmpty, folder != ".", folder != "/", stat(folder, &st) != 0 { missing.append(folder); folder = FilePath.dirname(folder) }
                try location.makeFolder(FilePath.dirname(path).isEmpty ? "." : FilePath.dirname(path))
                made += missing
                try location.file(path).write(data)
                written.append(path)
            }
        } catch {
            for path in written { unlink(path) }
            for folder in made.sorted(by: { $0.count > $1.count }) { rmdir(folder) }   // innermost first; only if empty
            throw error
        }
        for path in written { print("Wrote \(path)") }
    }
}

/// `pickup init`'s one option.
struct InitOptions: ParsableOptions {
    @Option(.init(name: "out", valueName: "dir", help: "The folder (also the first argument: pickup init DIR)", rule: .path,
                  defaultValue: "."))
    var out: String
}
