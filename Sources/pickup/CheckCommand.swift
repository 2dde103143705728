import Copy
import FileIO
import Foundation
import Geometry
import InputFile
import PathNames
import TokenCheck
import Tokens

/// `pickup check [FILE|RESOLVER …]`: a DTCG 2025.10 token file or resolver judged by the spec
/// alone (not by what Pickup's screens need), and copy (`content/<locale>.json`) by the screens'
/// rules, every problem listed in one run.
enum CheckCommand: Command {
    static let name = "check"
    static let summary = "Check DTCG 2025.10 token files and resolvers against the spec and what pickup tokens needs, and copy files; list every problem."
    typealias Values = CheckOptions
    static let discussion = """
        Each FILE is a DTCG token file, or a resolver document (a top-level "resolutionOrder", or a
        name ending in .resolver.json): a resolver is checked in each context of each modifier,
        the other modifiers at their defaults (a modifier without a default at its first context).
        Without FILE: design-tokens.resolver.json and design-tokens.json in the current folder, or
        where neither is, the built-in ones every other command then draws.

        Besides the spec, Pickup's rules about the document: what every pickup tokens format would
        refuse — names that export alike (road x beside roadX) or cannot be written, names equal
        after Unicode normalisation, $extensions com.pickup keys and values, a hex that is not its
        components' colour, set, modifier and context names that cannot be folders, a modifier
        declared but not in resolutionOrder. A file check passes, every tokens format writes; export
        refuses it only for what the screens need (the tokens they read, their ranges).

        A JSON file in a folder named content/ is a locale's copy (content/fr-FR.json), and a
        folder named content/ stands for every *.json in it: judged as export reads copy (unknown
        keys, values of the wrong kind, formats that name no string, strings over the length
        bound), and each key the file lacks is a warning naming the built-in English text that
        shows in its place (the product still draws; content/en-GB.json is judged the same way).

        Every problem is one line on standard output:
          FILE:LINE:COL: error: PATH: MESSAGE [rule-id]
        and a warning the same with 'warning:'. --format json writes one JSON array of
        {file, line, column, path, rule, message, severity} instead. --format sarif writes one
        SARIF 2.1.0 log for GitHub code scanning (github/codeql-action/upload-sarif): every rule
        with its description, help and level, one result a problem (level error or warning), each
        file as a URI relative to the current folder where it lies in it (run check from the
        repository's root), file:// otherwise. With GITHUB_ACTIONS=true, one
        '::error file=…,line=…,col=…::message' line ('::warning' for a warning) per problem
        follows (on standard error with json and sarif, so that standard output stays one JSON
        document). Every rule: pickup help rules; how each is judged: docs/dtcg-rules.md; copy's:
        docs/guide/check.md.

        EXIT STATUS: 0 no problem (warnings may be listed); 65 problems found; 66 a FILE does not
        exist or is not a regular file; 64 usage.
        """

    static func run(_ o: CheckOptions) throws {
        var files = o.files
        if files.isEmpty {
            files = ["design-tokens.resolver.json", "design-tokens.json"].filter { FileManager.default.fileExists(atPath: $0) }
            // Neither here: the built-in files every other command falls back to.
            if files.isEmpty { return try checkBuiltIn(o) }
        }
        if files.contains("") { throw UsageError(message: "an empty FILE names no file") }
        let roots = o.allowRoot.map { [$0] } ?? []
        // A folder named content/ is every locale's copy in it; a JSON file in one is copy.
        files = files.flatMap { CopyCheck.isCopyFolder($0) ? CopyCheck.files(in: $0) : [$0] }
        let copy = files.filter(CopyCheck.isCopy), tokens = files.filter { !CopyCheck.isCopy($0) }
        var problems = tokens.isEmpty ? [] : TokenCheck.check(files: tokens, allowedRoots: roots)
        if !copy.isEmpty { problems = Self.sorted(problems + CopyCheck.check(files: copy)) }
        report(problems, files: files, o)
    }

    /// By file, then place (each checker sorts its own; copy and tokens are merged here).
    static func sorted(_ ps: [Problem]) -> [Problem] {
        ps.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            return (x.file, x.line, x.column, a.offset) < (y.file, y.line, y.column, b.offset)
        }.map(\.element)
    }

    /// The built-in resolver and token file (with the sources the resolver reads), written to a
    /// temporary folder to be read as files, reported under their built-in names.
    static func checkBuiltIn(_ o: CheckOptions) throws {
        let dir = FileManager.default.temporaryDirectory.path + "/pickup-check-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for name in BuiltInFiles.names {
            let path = dir + "/" + name
            let location = OutputLocation(folder: dir)
            try location.makeFolder(FilePath.dirname(path))
            try location.file(path).write(BuiltInFiles.data(name)!)
        }
        let names = ["design-tokens.resolver.json", "design-tokens.json"]
        let problems = TokenCheck.check(files: names.map { dir + "/" + $0 }, allowedRoots: []).map { p -> Problem in
            var p = p
            if p.file.hasPrefix(dir + "/") { p.file = BuiltInFiles.label(String(p.file.dropFirst(dir.count + 1))) }
            return p
        }
        report(problems, files: names.map(BuiltInFiles.label), o)
    }

    static func report(_ problems: [Problem], files: [String], _ o: CheckOptions) {
        // json and sarif: standard output is one JSON document.
        let json = o.format != "text"
        switch o.format {
        case "json": print(CheckOutput.json(problems), terminator: "")
        case "sarif":
            print(SARIF.log(problems, rules: RuleText.check, version: pickupVersion, folder: FileManager.default.currentDirectoryPath), terminator: "")
            if problems.count > SARIF.maxResults {
                fputs("pickup check: the SARIF log holds the first \(SARIF.maxResults) of \(problems.count) problems, as many as GitHub code scanning takes in one run\n", stderr)
            }
        default: print(CheckOutput.text(problems), terminator: "")
        }
        fflush(stdout)
        if ProcessInfo.processInfo.environment["GITHUB_ACTIONS"] == "true" {
            // The runner reads workflow commands from both streams; beside JSON they go to
            // standard error, so standard output stays one JSON document.
            if json { fputs(CheckOutput.github(problems), stderr) } else { print(CheckOutput.github(problems), terminator: "") }
        }
        fflush(stdout)
        // Missing, or not a regular file (a FIFO, a folder): "no input", as every command has it.
        let missing = files.filter { InputFile.isNoInput($0) && !BuiltInFiles.names.map(BuiltInFiles.label).contains($0) }
        // Warnings are said, and do not fail the check.
        let errors = problems.filter { !$0.isWarning }, warnings = problems.filter(\.isWarning)
        func inFiles(_ ps: [Problem]) -> String {
            let n = Set(ps.map(\.file)).count
            return "in \(n) file\(n == 1 ? "" : "s")"
        }
        let warned = warnings.isEmpty ? "" : "; \(warnings.count) warning\(warnings.count == 1 ? "" : "s") \(inFiles(warnings))"
        if errors.isEmpty {
            // (A content/ folder with no *.json in it: no files, not the built-in ones.)
            let builtIn = !files.isEmpty && files.allSatisfy { BuiltInFiles.names.map(BuiltInFiles.label).contains($0) }
            let counted = "\(files.count)\(builtIn ? " built-in" : "") file\(files.count == 1 ? "" : "s")"
            if !json { fputs("pickup check: \(counted)\(builtIn ? " (none here)" : ""), no problems\(warned)\n", stderr) }
            return
        }
        fputs("pickup check: \(errors.count) problem\(errors.count == 1 ? "" : "s") \(inFiles(errors))\(warned)\n", stderr)
        exit(missing.isEmpty && !errors.contains(where: TokenError.isNotAFile) ? ExitCode.dataError : ExitCode.noInput)
    }
}

/// `pickup check`'s options, and the files it takes.
struct CheckOptions: ParsableOptions {
    @Option(.init(name: "format", valueName: "text|json|sarif", help: "How problems are written (sarif: SARIF 2.1.0 for GitHub code scanning)",
                  rule: .choice(["text", "json", "sarif"]), defaultValue: "text"))
    var format: String
    @Option(Shared.allowRoot) var allowRoot: String?
    @Arguments("FILE|RESOLVER") var files: [String]
}
