import Foundation
import ProjectInputs
import TestSupport
import TokenCheck
import TokenExport
import Tokens
import XCTest

/// `pickup check FILE` passes exactly when every `pickup tokens` format passes (issue 43, point
/// 3): the stock token file and resolver mutated in the ways an output refuses — names that
/// export alike (`road x` beside `roadX`), names too long for the asset catalog, names equal after
/// Unicode normalisation, `$extensions.com.pickup` keys and values, text styles that are not
/// Apple's, a `hex` that is not its components' colour; context, set and modifier names that
/// cannot be folders, a modifier left out of `resolutionOrder`, tokens that meet only in dark
/// with Increase Contrast — each judged by `check` and by `tokens --format css` (its platform and
/// all), `swift` and `xcassets` (all platforms, the widest: a file that passes them passes every
/// platform), and the two verdicts compared. Seeded (`PICKUP_MUTATION_SEED`).
///
/// In process, through the code the commands run (`TokenCheck.check`, `TokenFiles`); with
/// `PICKUP_MUTATION_BINARY=path/to/pickup` through that binary instead (how the figures before
/// the change were taken: the `pickup` of main before issue 43.3 disagreed on 161 of 430 files made by this seed with 320 and 110). A few files also go
/// through the built binary either way, so the command's own wiring is held to the same verdict.
final class CheckPassesWhatTokensPassesTests: XCTestCase {
    static let seed: UInt64 = ProcessInfo.processInfo.environment["PICKUP_MUTATION_SEED"].flatMap { UInt64($0) } ?? 0x43_0003
    static let tokenFiles = 300
    static let resolvers = 100
    static let binary = ProcessInfo.processInfo.environment["PICKUP_MUTATION_BINARY"]

    /// What one verdict was, for the report.
    struct Verdict {
        var label: String
        var checkPasses: Bool
        var refusedBy: [String]
        var first: String
        var rules: [String] = []
    }

    func testCheckPassesExactlyWhatEveryTokensFormatPasses() throws {
        let dir = Repo.tempDir("check-refuses")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let stockTokens = try String(contentsOfFile: Repo.tokensPath, encoding: .utf8)
        let stockResolver = try String(contentsOfFile: Repo.root + "/design-tokens.resolver.json", encoding: .utf8)
        try stockTokens.write(toFile: dir + "/design-tokens.json", atomically: true, encoding: .utf8)
        var rng = SplitMix64(seed: Self.seed)
        let tokenCases = (0..<Self.tokenFiles).map { TokenMutation.make($0, stock: stockTokens, rng: &rng) }
        let resolverCases = (0..<Self.resolvers).map { ResolverMutation.make($0, stock: stockResolver, rng: &rng) }

        let start = Date()
        // Two at a time (the machine's cores), each case in a folder of its own.
        let cases = tokenCases.enumerated().map { (i: $0.offset, resolver: false, text: $0.element.text, label: "tokens \($0.offset): \($0.element.label)") }
            + resolverCases.enumerated().map { (i: $0.offset, resolver: true, text: $0.element.text, label: "resolver \($0.offset): \($0.element.label)") }
        let results = Results(count: cases.count)
        DispatchQueue.concurrentPerform(iterations: Self.binary == nil ? 2 : 1) { worker in
            for k in stride(from: worker, to: cases.count, by: Self.binary == nil ? 2 : 1) {
                let c = cases[k]
                let file = dir + "/\(c.resolver ? "r" : "t")\(c.i)\(c.resolver ? ".resolver.json" : ".tokens.json")"
                do {
                    try c.text.write(toFile: file, atomically: true, encoding: .utf8)
                    results.set(k, try judge(file, resolver: c.resolver, label: c.label, dir: dir + "/w\(worker)"))
                } catch {
                    results.set(k, Verdict(label: c.label + ": the test could not run it: \(error)", checkPasses: true, refusedBy: ["(test)"], first: ""))
                }
                try? FileManager.default.removeItem(atPath: file)
            }
        }
        let verdicts = results.all
        let seconds = Date().timeIntervalSince(start)

        let disagree = verdicts.filter { $0.checkPasses != $0.refusedBy.isEmpty }
        let refused = verdicts.filter { !$0.checkPasses }.count
        print("check-refuses: seed \(Self.seed): \(tokenCases.count) token files and \(resolverCases.count) resolvers, "
              + "\(refused) refused by check, \(disagree.count) verdicts differ from the tokens formats' (\(String(format: "%.1f", seconds)) s"
              + "\(Self.binary.map { ", through \($0)" } ?? ", in process"))")
        for v in disagree.prefix(40) {
            print("  \(v.label): check \(v.checkPasses ? "passes" : "refuses"); refused by \(v.refusedBy.isEmpty ? "none" : v.refusedBy.joined(separator: ", ")): \(v.first.prefix(300))")
        }
        XCTAssertEqual(disagree.count, 0, "check and the tokens formats disagree on \(disagree.count) files (listed above)")
        // The mutations reach both verdicts, for token files and resolvers alike.
        XCTAssertGreaterThan(verdicts.prefix(tokenCases.count).filter { !$0.checkPasses }.count, 120)
        XCTAssertGreaterThan(verdicts.prefix(tokenCases.count).filter { $0.checkPasses }.count, 60)
        XCTAssertGreaterThan(verdicts.suffix(resolverCases.count).filter { !$0.checkPasses }.count, 40)
        XCTAssertGreaterThan(verdicts.suffix(resolverCases.count).filter { $0.checkPasses }.count, 20)
        // Every rule of Pickup's about the document is broken by some mutation.
        if Self.binary == nil {
            let reached = Set(verdicts.flatMap(\.rules))
            for r in [Rule.nameUnicode, .exportNameEmpty, .exportNameLength, .exportNameClash, .pickupExtension, .colorHexMismatch,
                      .resolverFolderName, .resolverModifierUnused] {
                XCTAssertTrue(reached.contains(r.rawValue), "no mutation breaks \(r.rawValue)")
            }
        }
    }

    /// The same verdicts through the built binary, for a handful of files: the command's own
    /// wiring (options, the loader's first problem) agrees with the code called in process.
    func testTheBinaryGivesTheSameVerdicts() throws {
        let dir = Repo.tempDir("check-refuses-cli")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try String(contentsOfFile: Repo.tokensPath, encoding: .utf8).write(toFile: dir + "/design-tokens.json", atomically: true, encoding: .utf8)
        let stockTokens = try String(contentsOfFile: Repo.tokensPath, encoding: .utf8)
        let stockResolver = try String(contentsOfFile: Repo.root + "/design-tokens.resolver.json", encoding: .utf8)
        var rng = SplitMix64(seed: Self.seed &+ 1)
        for i in 0..<3 {
            let t = TokenMutation.make(i * 3, stock: stockTokens, rng: &rng), r = ResolverMutation.make(i * 3, stock: stockResolver, rng: &rng)
            for (file, text, isResolver) in [(dir + "/c\(i).tokens.json", t.text, false), (dir + "/c\(i).resolver.json", r.text, true)] {
                try text.write(toFile: file, atomically: true, encoding: .utf8)
                let inProcess = try inProcessVerdict(file, resolver: isResolver, label: file, dir: dir)
                let cli = try cliVerdict(file, resolver: isResolver, label: file, dir: dir, binary: Repo.pickupBinary)
                XCTAssertEqual(inProcess.checkPasses, cli.checkPasses, "\(file): check")
                XCTAssertEqual(inProcess.refusedBy.isEmpty, cli.refusedBy.isEmpty, "\(file): the formats: \(inProcess.refusedBy) in process, \(cli.refusedBy) by the binary")
                XCTAssertEqual(cli.checkPasses, cli.refusedBy.isEmpty, "\(file): check and the binary's formats: \(cli.first)")
                // Where check refuses, the command's message is check's first problem.
                if !cli.checkPasses, let f = cli.refusedBy.first {
                    XCTAssertTrue(cli.first.contains("(pickup check lists every problem)"), "\(file) \(f): \(cli.first)")
                }
            }
        }
    }

    func judge(_ file: String, resolver: Bool, label: String, dir: String) throws -> Verdict {
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        if let binary = Self.binary { return try cliVerdict(file, resolver: resolver, label: label, dir: dir, binary: binary) }
        return try inProcessVerdict(file, resolver: resolver, label: label, dir: dir)
    }

    /// The formats the binary is asked for: each with every platform (the widest: a file that
    /// passes it passes each platform's subset) and with its own default platform.
    static let formats: [(format: String, platform: String?)] = [("css", nil), ("swift", nil), ("xcassets", nil), ("css", "web"), ("swift", "ios"), ("xcassets", "ios")]

    /// In process: the tokens every platform is handed, prepared once as each format prepares
    /// them (`TokenFiles.prepare`: loaded, exported names, the settings' resolutions), then each
    /// format made from them — CSS and Swift text, the catalog written — as the command does.
    func inProcessVerdict(_ file: String, resolver: Bool, label: String, dir: String) throws -> Verdict {
        let problems = TokenCheck.check(files: [file])
        let inputs = resolver ? Inputs(resolver: file) : Inputs(tokens: file)
        var refusedBy: [String] = [], first = problems.first?.text ?? ""
        func refused(_ what: String, _ error: Error) {
            refusedBy.append(what)
            if problems.isEmpty, refusedBy.count == 1 { first = "\(error)" }
        }
        do {
            let prepared = try TokenFiles.prepare(inputs, platform: nil, reference: .all)
            for format in ["css", "swift"] {
                do { _ = try TokenFiles.text(format: format, prepared, sourceName: URL(fileURLWithPath: file).lastPathComponent) } catch { refused(format, error) }
            }
            do {
                try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
                defer { try? FileManager.default.removeItem(atPath: dir + "/catalog") }
                try TokenFiles.catalog(prepared, to: dir + "/catalog")
            } catch { refused("xcassets", error) }
        } catch { refused("css, swift, xcassets (prepared for every platform)", error) }
        return Verdict(label: label, checkPasses: problems.isEmpty, refusedBy: refusedBy, first: first, rules: problems.map(\.rule))
    }

    func cliVerdict(_ file: String, resolver: Bool, label: String, dir: String, binary: String) throws -> Verdict {
        let checked = try Tool.run(binary, ["check", file])
        var refusedBy: [String] = [], first = checked.stdout.split(separator: "\n").first.map(String.init) ?? ""
        for (format, platform) in Self.formats {
            let out = format == "xcassets" ? dir + "/catalog" : "-"
            defer { try? FileManager.default.removeItem(atPath: dir + "/catalog") }
            let r = try Tool.run(binary, ["tokens", "--format", format, resolver ? "--resolver" : "--tokens", file, "--out", out,
                                          "--platform", platform ?? "all"])
            if r.status != 0 {
                refusedBy.append("\(format) --platform \(platform ?? "all")")
                if refusedBy.count == 1 { first = checked.status == 0 ? r.stderr : first + " | " + r.stderr }
            }
        }
        return Verdict(label: label, checkPasses: checked.status == 0, refusedBy: refusedBy, first: first)
    }
}

/// The verdicts, filled in by two threads.
final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [CheckPassesWhatTokensPassesTests.Verdict?]
    init(count: Int) { items = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ v: CheckPassesWhatTokensPassesTests.Verdict) { lock.lock(); items[i] = v; lock.unlock() }
    var all: [CheckPassesWhatTokensPassesTests.Verdict] { lock.lock(); defer { lock.unlock() }; return items.map { $0! } }
}

/// JSON written with names Swift's dictionaries cannot hold apart (`café` and `cafe\u{301}`):
/// placeholders in the object, replaced in the text.
struct JSONText {
    var names: [String] = []
    mutating func placeholder(_ name: String) -> String { names.append(name); return "@@N\(names.count - 1)@@" }
    func text(_ object: Any) throws -> String {
        var s = String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .prettyPrinted]), as: UTF8.self)
        for (i, n) in names.enumerated() {
            let quoted = String(decoding: try JSONSerialization.data(withJSONObject: [n], options: []), as: UTF8.self)
            s = s.replacingOccurrences(of: "\"@@N\(i)@@\"", with: String(quoted.dropFirst().dropLast()))
        }
        return s
    }
}

/// A place in a JSON object: its keys from the top.
typealias Path = [String]

func jsonGet(_ root: Any, _ path: Path) -> Any? {
    var node: Any? = root
    for k in path { node = (node as? [String: Any])?[k] }
    return node
}

func jsonSet(_ root: inout [String: Any], _ path: Path, _ value: Any?) {
    guard let k = path.first else { return }
    if path.count == 1 { root[k] = value; return }
    var child = root[k] as? [String: Any] ?? [:]
    jsonSet(&child, Array(path.dropFirst()), value)
    root[k] = child
}

/// Every token's path (objects with `$value`) and every group's, under `root`.
func jsonMembers(_ root: [String: Any], prefix: Path = []) -> (tokens: [Path], groups: [Path]) {
    var tokens: [Path] = [], groups: [Path] = []
    for (k, v) in root where !k.hasPrefix("$") {
        guard let o = v as? [String: Any] else { continue }
        if o["$value"] != nil { tokens.append(prefix + [k]) } else {
            groups.append(prefix + [k])
            let sub = jsonMembers(o, prefix: prefix + [k])
            tokens += sub.tokens; groups += sub.groups
        }
    }
    return (tokens.sorted { $0.joined(separator: ".") < $1.joined(separator: ".") }, groups.sorted { $0.joined(separator: ".") < $1.joined(separator: ".") })
}

/// Names that export alike, or almost: `roadX` → `road x`, `road-x`, `road_x`, `RoadX`, `roadx`
/// (meet) or `roadX2`, `road-y` (do not).
func nameVariant(_ key: String, rng: inout SplitMix64) -> String {
    var spaced = ""
    for ch in key {
        if ch.isUppercase, !spaced.isEmpty { spaced += " " + ch.lowercased() } else { spaced.append(ch) }
    }
    let options = [spaced, spaced.replacingOccurrences(of: " ", with: "-"), spaced.replacingOccurrences(of: " ", with: "_"),
                   key.prefix(1).uppercased() + key.dropFirst(), key.uppercased(), key + "2", key + "-b", "\(key) ", "_" + key, key + "\u{301}"]
    return options.randomElement(using: &rng)!
}

/// One mutated token file.
enum TokenMutation {
    static func make(_ i: Int, stock: String, rng: inout SplitMix64) -> (text: String, label: String) {
        var root = try! JSONSerialization.jsonObject(with: Data(stock.utf8)) as! [String: Any]
        var json = JSONText()
        var labels: [String] = []
        let rounds = i % 11 == 10 ? 2 : 1
        for _ in 0..<rounds { labels.append(mutate(&root, &json, kind: Int.random(in: 0..<10, using: &rng), rng: &rng)) }
        return (try! json.text(root), labels.joined(separator: " + "))
    }

    static func mutate(_ root: inout [String: Any], _ json: inout JSONText, kind: Int, rng: inout SplitMix64) -> String {
        let (tokens, groups) = jsonMembers(root)
        let t = tokens.randomElement(using: &rng)!
        let key = t.last!, parent = Array(t.dropLast())
        let value = jsonGet(root, t)!
        switch kind {
        case 0:   // a sibling whose name exports alike, or nearly
            let v = nameVariant(key, rng: &rng)
            jsonSet(&root, parent + [json.placeholder(v)], value)
            return "\(t.joined(separator: ".")) beside '\(v)'"
        case 1:   // one name in two Unicode forms, or one alone
            let nfc = key + "\u{E9}", nfd = key + "e\u{301}"
            jsonSet(&root, t, nil)
            jsonSet(&root, parent + [json.placeholder(nfc)], value)
            if Bool.random(using: &rng) { jsonSet(&root, parent + [json.placeholder(nfd)], value); return "\(key) as NFC and NFD" }
            return "\(key) renamed with an accent"
        case 2:   // a name near the asset catalog's 255-byte bound
            let prefix = Names.kebab(parent.joined(separator: "."))
            let target = 255 - ".colorset".count - prefix.utf8.count - 1 + Int.random(in: -4...4, using: &rng)
            let wide = Bool.random(using: &rng)
            let name = wide ? String(repeating: "\u{E9}", count: max(1, target / 2)) : String(repeating: "a", count: max(1, target))
            jsonSet(&root, t, nil)
            jsonSet(&root, parent + [json.placeholder(name)], value)
            return "\(t.joined(separator: ".")) renamed to \(name.utf8.count) bytes"
        case 3:   // a name with no letter or digit
            let name = ["_", "  ", "-", "\u{1F600}", "x_"].randomElement(using: &rng)!
            if Bool.random(using: &rng) {
                // At the top, where nothing else is left of its exported name.
                jsonSet(&root, [json.placeholder(name)], ["$type": "number", "$value": 1])
                return "a top-level token '\(name)'"
            }
            jsonSet(&root, t, nil)
            jsonSet(&root, parent + [json.placeholder(name)], value)
            return "\(t.joined(separator: ".")) renamed '\(name)'"
        case 4:   // com.pickup: a key
            let k = ["platform", "Domain", "textstyle", "note", "platforms", "domain"].randomElement(using: &rng)!
            let v: Any = k == "platforms" ? ["ios"] : k == "domain" ? ["minimum": 0] : "x"
            let at = Bool.random(using: &rng) ? t : (groups.randomElement(using: &rng) ?? parent)
            jsonSet(&root, at + ["$extensions", "com.pickup", k], v)
            return "\(at.joined(separator: ".")): com.pickup.\(k)"
        case 5:   // com.pickup: platforms
            let v: Any = [[], [""], "ios", ["ios"], [1], ["web", "ios"], ["pipeline"]].randomElement(using: &rng)!
            let at = Bool.random(using: &rng) ? t : (groups.randomElement(using: &rng) ?? parent)
            jsonSet(&root, at + ["$extensions", "com.pickup", "platforms"], v)
            return "\(at.joined(separator: ".")): platforms \(v)"
        case 6:   // com.pickup: domain
            let v: Any = [["minimum": 0], ["minimum": 0, "maximum": 1000], ["alpha": ["minimum": 0.5]], ["minimum": 5, "maximum": 1],
                          [:] as [String: Any], ["minimum": "0"], ["delay": ["minimum": 0]], ["maximum": 10, "exclusiveMaximum": 9],
                          ["exclusiveMinimum": 0]].randomElement(using: &rng)!
            jsonSet(&root, t + ["$extensions", "com.pickup", "domain"], v)
            return "\(t.joined(separator: ".")): domain \(v)"
        case 7:   // com.pickup: textStyle, on a token or a group
            let v: Any = ["body", "headline", "caption2", "Body", "title1", "caption1", 3, ""].randomElement(using: &rng)!
            let at = Int.random(in: 0..<3, using: &rng) == 0 ? (groups.randomElement(using: &rng) ?? parent) : t
            jsonSet(&root, at + ["$extensions", "com.pickup", "textStyle"], v)
            return "\(at.joined(separator: ".")): textStyle \(v)"
        case 8:   // a colour's hex
            let colours = tokens.filter { (jsonGet(root, $0 + ["$value"]) as? [String: Any])?["colorSpace"] != nil }
            guard let c = colours.randomElement(using: &rng), var v = jsonGet(root, c + ["$value"]) as? [String: Any] else { return "no colour" }
            let comps = (v["components"] as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue } ?? []
            let bytes = comps.map { Int(($0 * 255).rounded()) }
            func hex(_ b: [Int]) -> String { "#" + b.map { String(format: "%02x", min(255, max(0, $0))) }.joined() }
            let what: String
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: v["hex"] = hex(bytes).uppercased(); what = "its own hex"
            case 1: var b = bytes; b[0] += b[0] < 255 ? 1 : -1; v["hex"] = hex(b); what = "hex one step off"
            case 2: var b = bytes; b[1] += b[1] < 250 ? 5 : -5; v["hex"] = hex(b); what = "hex five steps off"
            case 3: v["hex"] = hex((0..<3).map { _ in Int.random(in: 0...255, using: &rng) }); what = "a random hex"
            case 4: v.removeValue(forKey: "hex"); what = "no hex"
            default: v["components"] = comps.map { min(1, $0 + 0.1) }; what = "components edited, hex kept"
            }
            jsonSet(&root, c + ["$value"], v)
            return "\(c.joined(separator: ".")): \(what)"
        default:   // harmless: a description
            jsonSet(&root, t + ["$description"], "Mutated \(Int.random(in: 0..<1000, using: &rng))")
            return "\(t.joined(separator: ".")): a description"
        }
    }
}

/// One mutated resolver (beside the stock token file).
enum ResolverMutation {
    static let folderNames = ["..", "a/b", "tab\there", ".hidden", String(repeating: "x", count: 256), "a\\b", "Dark Mode", "\u{65E5}\u{672C}", "x\u{1B}[1m"]

    static func make(_ i: Int, stock: String, rng: inout SplitMix64) -> (text: String, label: String) {
        var root = try! JSONSerialization.jsonObject(with: Data(stock.utf8)) as! [String: Any]
        var json = JSONText()
        let label = mutate(&root, &json, kind: Int.random(in: 0..<9, using: &rng), rng: &rng)
        return (try! json.text(root), label)
    }

    static func mutate(_ root: inout [String: Any], _ json: inout JSONText, kind: Int, rng: inout SplitMix64) -> String {
        var mods = root["modifiers"] as! [String: Any]
        let names = mods.keys.sorted()
        let m = names.randomElement(using: &rng)!
        var mod = mods[m] as! [String: Any]
        var contexts = mod["contexts"] as! [String: Any]
        let c = contexts.keys.sorted().randomElement(using: &rng)!
        defer { }
        func save() { mod["contexts"] = contexts; mods[m] = mod; root["modifiers"] = mods }
        switch kind {
        case 0:   // a context renamed: a name that is not one folder, or a fine one
            let name = folderNames.randomElement(using: &rng)!
            let v = contexts.removeValue(forKey: c)!
            contexts[json.placeholder(name)] = v
            if mod["default"] as? String == c { mod["default"] = name }
            save()
            return "\(m).\(c) renamed '\(name)'"
        case 1:   // a context beside one equal but for case or normalisation
            let twin = [c.prefix(1).uppercased() + c.dropFirst(), c.uppercased(), c + "\u{301}", c + "2"].randomElement(using: &rng)!
            contexts[json.placeholder(twin)] = contexts[c]
            save()
            return "\(m).\(c) beside '\(twin)'"
        case 2:   // a modifier left out of resolutionOrder (or removed altogether)
            let order = (root["resolutionOrder"] as! [[String: Any]]).filter { ($0["$ref"] as? String) != "#/modifiers/\(m)" }
            root["resolutionOrder"] = order
            if Bool.random(using: &rng) { mods.removeValue(forKey: m); root["modifiers"] = mods; return "\(m) removed" }
            return "\(m) not in resolutionOrder"
        case 3:   // a set renamed
            var sets = root["sets"] as! [String: Any]
            let name = ["../up", ".", "a\\b", "Base set", "base2", "\u{1F600}"].randomElement(using: &rng)!
            sets[json.placeholder(name)] = sets.removeValue(forKey: "base")
            root["sets"] = sets
            root["resolutionOrder"] = (root["resolutionOrder"] as! [[String: Any]]).map {
                ($0["$ref"] as? String) == "#/sets/base" ? ["$ref": "#/sets/" + name.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")] : $0
            }
            return "set 'base' renamed '\(name)'"
        case 4, 5:   // tokens a context adds whose names meet (in one context, or only in dark with Increase Contrast)
            let stock = try! JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Repo.tokensPath))) as! [String: Any]
            let t = jsonMembers(stock).tokens.filter { $0.first == "color" }.randomElement(using: &rng)!
            let value = jsonGet(stock, t)!
            let v = nameVariant(t.last!, rng: &rng)
            var source: [String: Any] = [:]
            jsonSet(&source, Array(t.dropLast()) + [json.placeholder(v)], value)
            var setting = kind == 4 ? ["theme", "contrast"].randomElement(using: &rng)! : "theme"
            var ctx = setting == "theme" ? "dark" : "increased"
            if kind == 5 {
                // The name in dark, its twin in Increase Contrast: the two meet only together.
                var dark: [String: Any] = [:], contrast: [String: Any] = [:]
                jsonSet(&dark, t, value)
                jsonSet(&contrast, Array(t.dropLast()) + [json.placeholder(v)], value)
                var theme = mods["theme"] as! [String: Any], tc = theme["contexts"] as! [String: Any]
                tc["dark"] = (tc["dark"] as! [Any]) + [dark]; theme["contexts"] = tc; mods["theme"] = theme
                var con = mods["contrast"] as! [String: Any], cc = con["contexts"] as! [String: Any]
                cc["increased"] = (cc["increased"] as! [Any]) + [contrast]; con["contexts"] = cc; mods["contrast"] = con
                root["modifiers"] = mods
                return "\(t.joined(separator: ".")) in dark, '\(v)' in increased contrast"
            }
            if Bool.random(using: &rng) { setting = "device"; ctx = "se" }
            var target = mods[setting] as! [String: Any], tc = target["contexts"] as! [String: Any]
            tc[ctx] = (tc[ctx] as! [Any]) + [source]
            target["contexts"] = tc; mods[setting] = target; root["modifiers"] = mods
            return "'\(v)' beside \(t.joined(separator: ".")) in \(setting)=\(ctx)"
        case 6:   // a colour of the dark context: its hex
            var theme = mods["theme"] as! [String: Any], tc = theme["contexts"] as! [String: Any]
            var doc = (tc["dark"] as! [Any])[0] as! [String: Any]
            let colours = jsonMembers(doc).tokens.filter { (jsonGet(doc, $0 + ["$value"]) as? [String: Any])?["hex"] != nil }
            guard let t = colours.randomElement(using: &rng) else { return "no colour" }
            let hex = ["#000000", "#FFFFFF", "#123456"].randomElement(using: &rng)!
            jsonSet(&doc, t + ["$value", "hex"], hex)
            tc["dark"] = [doc]; theme["contexts"] = tc; mods["theme"] = theme; root["modifiers"] = mods
            return "dark \(t.joined(separator: ".")): hex \(hex)"
        case 7:   // com.pickup in a context's token
            var theme = mods["theme"] as! [String: Any], tc = theme["contexts"] as! [String: Any]
            var doc = (tc["dark"] as! [Any])[0] as! [String: Any]
            let t = jsonMembers(doc).tokens.randomElement(using: &rng)!
            let (k, v): (String, Any) = [("textStyle", "body"), ("textStyle", "Body"), ("note", "x"), ("platforms", ["ios"]), ("domain", ["minimum": 0])]
                .randomElement(using: &rng)!
            jsonSet(&doc, t + ["$extensions", "com.pickup", k], v)
            tc["dark"] = [doc]; theme["contexts"] = tc; mods["theme"] = theme; root["modifiers"] = mods
            return "dark \(t.joined(separator: ".")): com.pickup.\(k) \(v)"
        default:
            root["description"] = "Mutated"
            return "a description"
        }
    }
}
