import Copy
import Deliverables
import Export
import IconBudget
import JSONReader
import PathNames
import ProjectInputs
import Screens
import TokenCheck
import TokenExport
import Tokens

/// `pickup help limits`: every bound Pickup keeps on what a user hands it, each read from the
/// constant the code checks (so this table, and the docs' copy of it, cannot drift), with what
/// happens past it. Each command's numeric options have their ranges in its own help.
enum Limits {
    struct Row { var what: String; var bound: String; var past: String }

    static func number(_ n: Int) -> String {
        let s = String(n)
        guard n >= 1_000 else { return s }
        var out = "", count = 0
        for c in s.reversed() { if count > 0, count % 3 == 0 { out.append(",") }; out.append(c); count += 1 }
        return String(out.reversed())
    }

    static var rows: [Row] {
        let width = Tok.size.canvas.width.domain, height = Tok.size.canvas.height.domain, scale = Tok.size.canvas.scale.domain
        return [
            Row(what: "a JSON file a user hands over (tokens, resolver and its sources, copy, check's files)",
                bound: "\(JSONScanner.maxBytes >> 20) MiB, judged before reading", past: "65 (check: file-read)"),
            Row(what: "JSON nesting", bound: "\(JSONScanner.maxDepth) levels", past: "65 (json-syntax)"),
            Row(what: "aliases from a token to its value; $ref and $extends hops; nested resolver sets",
                bound: "\(TokenCheck.maxChain)", past: "65 (reference-limit, extends-cycle, resolver-limit)"),
            Row(what: "what a token document expands to through $extends, group $ref and value $ref (each group's members, again for each copy; each copied value's size)",
                bound: number(TokenCheck.maxExpandedNodes), past: "65 (size-limit)"),
            Row(what: "what a token document's values come to with every alias followed and every $extends copy counted (what the loader and every output hold)",
                bound: number(TokenCheck.maxResolvedValues), past: "65 (size-limit)"),
            Row(what: "one output of pickup tokens: a Swift or CSS file; an asset catalog's colour sets",
                bound: "\(OutputBound.maxFileBytes >> 20) MiB; \(number(OutputBound.maxColorSets)) sets, judged before writing", past: "65, nothing written"),
            Row(what: "pickup check --format sarif: results in the log (GitHub code scanning refuses a run of more)",
                bound: "\(number(SARIF.maxResults)), the first problems; the log and standard error say how many there were", past: "65, as any problem"),
            Row(what: "pickup tokens --diff: token changes listed (two resolvers: in all their contexts); a value as shown",
                bound: "\(number(OutputBound.maxDiffLines)), the rest counted; \(OutputBound.maxShownValue) characters, cut with its length", past: "0 (listed in part)"),
            Row(what: "pickup tokens --diff on two resolvers: contexts compared (default, each other context of each modifier, dark with increased contrast)",
                bound: "\(OutputBound.maxDiffContexts), the rest named and counted", past: "0 (compared in part)"),
            Row(what: "a list value once the aliases in it are spliced in (gradient stops, shadow layers)",
                bound: "\(number(TokenCheck.maxListItems)) items", past: "65 (size-limit)"),
            Row(what: "a colour component the spec leaves unbounded (lab/oklab a, b; lch/oklch chroma)",
                bound: "±\(number(Int(TokenCheck.maxColorComponent)))", past: "65 (color-components)"),
            Row(what: "sources one resolution reads", bound: number(TokenCheck.maxSourceReads), past: "65 (resolver-limit)"),
            Row(what: "resolutions check tries in a resolver (the defaults, then each other context alone)",
                bound: number(TokenCheck.maxResolutions), past: "65 (resolver-limit)"),
            Row(what: "a resolver's file sources", bound: "its folder and below (real paths), or --allow-root DIR",
                past: "65 (resolver-source-outside), the file not read"),
            Row(what: "a name that becomes a folder (a set, modifier, context, locale)",
                bound: "\(FolderName.maxBytes) bytes, one folder name, no two equal ignoring case and normalisation", past: "65"),
            Row(what: "a dropped-in icon file", bound: "\(Inputs.maxIconBytes >> 20) MiB", past: "65"),
            Row(what: "an icon's elements once every <use>, clip path, mask and filter reference is expanded, and again with every marker (at each vertex) and pattern (under each element); what draws only by reference (<defs>, <symbol>, <filter>, …) counts there, not where it stands",
                bound: number(SVGBudget.maxElements), past: "65"),
            Row(what: "markers an icon draws: every vertex of every path, line, polyline and polygon, once for each marker it names",
                bound: number(SVGBudget.maxMarkers), past: "65"),
            Row(what: "an icon's filter primitives run (each once per reference to its filter; a merge's inputs and a transfer's functions are parts of one); widest blur; noise octaves",
                bound: "\(SVGBudget.maxFilterRuns); \(Int(SVGBudget.maxBlur)) units; \(SVGBudget.maxOctaves)", past: "65"),
            Row(what: "an icon's dashes: its outlines' length (after expansion, in each element's own units) ÷ the shortest stroke-dasharray period anywhere in it; a dasharray in %, em or ex is refused",
                bound: number(SVGBudget.maxDashes), past: "65"),
            Row(what: "the line pieces an icon's outlines flatten into at \(Int(SVGBudget.drawnSize)) px: segments, plus curves and, where a stroke is drawn, possible round joins and caps at its width, each at the scale its transforms and viewBoxes give it",
                bound: number(SVGBudget.maxPathPieces), past: "65"),
            Row(what: "an icon's text characters once every <use> is expanded (<textPath> included)", bound: number(SVGBudget.maxTextCharacters), past: "65"),
            Row(what: "an image embedded in an icon: PNG, JPEG, GIF (every frame counted) or WebP, its size read from its header",
                bound: "\(Int(Double(SVGBudget.maxImagePixels).squareRoot()))² pixels; no file references", past: "65"),
            Row(what: "pixels of embedded images an icon draws: each draw counts its image's own pixels and \(number(Int(SVGBudget.imageDrawSetUp))) for setting it up, once each <use>, reference, marker and pattern is expanded",
                bound: "\(number(SVGBudget.maxDrawnImagePixels)) (\(SVGBudget.maxDrawnImagePixels / (SVGBudget.maxImagePixels + SVGBudget.imageDrawSetUp)) draws of the largest image)", past: "65"),
            Row(what: "one string of copy (--content, content/*.json), and a format once each {name} is filled; the QR payload has its own row",
                bound: "\(number(Content.maxFieldLength)) characters", past: "65, naming the key"),
            Row(what: "the canvas (size.canvas.width, height)", bound: "\(width) × \(height) pt", past: "65"),
            Row(what: "a device's native scale (size.canvas.scale)", bound: "\(scale)", past: "65"),
            Row(what: "a type style's size; its letter spacing", bound: "\(TokenSet.fontSizes) pt; within ± half the size", past: "65"),
            Row(what: "the QR code's module", bound: "at least \(Int(QRPlacement.minimumModule)) pt (a longer payload is refused naming the longest that fits)", past: "65"),
            Row(what: "a touch target", bound: "at least \(Int(LayoutChecks.minimumTouchTarget)) × \(Int(LayoutChecks.minimumTouchTarget)) pt", past: "65, nothing written"),
            Row(what: "pictures one command asks for: devices × locales × contexts × comps × scales × formats (export, --matrix, --snapshots); frames × formats (frames); every frame (video, prototype)",
                bound: number(PictureCount.max), past: "64, before anything is drawn"),
            Row(what: "one part of the matrix's overview (matrix.png, matrix-<modifier>.png): a larger one is cut into -1, -2, … in row order",
                bound: "\(number(MatrixOverview.maxSide)) px a side, \(number(MatrixOverview.maxPixels)) px", past: "0 (cut into parts)"),
            Row(what: "--shard K/N", bound: "1 ≤ K ≤ N ≤ \(number(Shard.maxCount))", past: "64"),
            Row(what: "ffmpeg taking no frame data (video)", bound: "\(Int(VideoJob.defaultStallSeconds)) s (PICKUP_STALL_SECONDS, 1–3600)", past: "1, naming ffmpeg"),
        ]
    }

    static var help: String {
        var out = """
            Every bound Pickup keeps on what it is handed, read from the constants it checks.
            Each command's numeric options have their ranges in its own help (pickup help <command>).

            """
        for r in rows { out += "\n  \(r.what)\n      \(r.bound) — past it: exit \(r.past)" }
        return out
    }

    /// The same rows as a Markdown table (the docs' reference embeds it).
    static var markdown: String {
        (["| what | bound | past it (exit) |", "|---|---|---|"] + rows.map { "| \($0.what) | \($0.bound) | \($0.past) |" })
            .joined(separator: "\n")
    }
}
