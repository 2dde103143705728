import Export
import FileIO
import Foundation
import Geometry
import PathNames
import ProjectInputs
import Render
import Screens
import TokenCheck
import TokenExport
import Tokens
import Typeface

enum TokensCommand: Command {
    static let name = "tokens"
    static let summary = "Hand the tokens to the app (Swift, CSS, asset catalog), or diff two token files or resolvers."
    typealias Values = TokensOptions
    /// Hand the tokens over, or diff two files.
    static let forms: [[PartialKeyPath<TokensOptions>]] = [
        [\.$format, \.$out, \.$comps, \.$tokens, \.$resolver, \.$allowRoot, \.$device, \.$context, \.$platform, \.$colors, \.$bundle, \.$jobs],
        [\.$diff, \.$fps, \.$content, \.$tokens, \.$allowRoot, \.$jobs],
    ]
    static let discussion = """
        WRITES (--format):
          swift     one file: nested enums mirroring the token groups (DesignTokens.Color.Facade.sandstone);
                    colours as Color("color-facade-sandstone", bundle: DesignTokens.bundle), the
                    catalog's colour sets (--colors literal: Color(red:green:blue:opacity:)); type
                    styles by the text style each token links to ($extensions com.pickup
                    textStyle): SF Pro as the system font, .system(.headline, weight: .semibold)
                    where the size is the style's, else .system(size:weight:) with a note; other
                    families as Font.custom(…, relativeTo: .headline); <name>TextStyle, the link;
                    no link: a fixed size, said so. SF Pro's own tracking (<name>Tracking) and
                    <name>LineHeight beside them; dimensions as CGFloat (one linked to a text
                    style also <name>TextStyle and, in UIKit, <name>Scaled), durations as
                    TimeInterval, curves as Animation.timingCurve(…, duration:), transitions as
                    timing curves with their delay, springs as Animation.spring(duration:bounce:).
                    Where UIKit is: <name>UIFont (scaled by UIFontMetrics(forTextStyle:)) and
                    <name>UIColor beside the SwiftUI members. Keys become valid identifiers
                    (camelCase, '_' before a leading digit, keywords in backticks, Type → Type_).
          css       :root { --color-facade-sandstone: #D8C29E; … }: rgba() for alpha, px (rem
                    where the file wrote rem) for dimensions, ms/s for durations, cubic-bezier()
                    for curves; an alias of an exported token as var(--…). Then what each
                    setting's context changes: theme=dark under @media (prefers-color-scheme:
                    dark) and :root[data-theme="dark"], contrast=increased under
                    (prefers-contrast: more) and [data-contrast="increased"], the two together,
                    motion=reduced under (prefers-reduced-motion: reduce) and
                    [data-motion="reduced"]; an attribute set on <html> overrides its feature.
          xcassets  a <token-path>.colorset per colour token (sRGB, or Display P3 for a colour
                    outside sRGB, gamut-mapped as CSS Color 4 maps it), with dark, high-contrast
                    and dark high-contrast appearances where theme=dark and contrast=increased
                    change it; no font needed but with
                    --comps, which draws; with --comps a <comp>.imageset per
                    comp. The sets pickup owns are listed in <path>/.pickup-sets; only those are
                    written, replaced or removed (colours of deleted tokens vanish). The app's
                    own sets and files in the catalog are never touched; a name clash with one
                    of them is refused.
        PLATFORMS: a group or token with "$extensions": {"com.pickup": {"platforms": ["pipeline"]}}
        goes only to those platforms' exports (the timeline's times, the reveal's camera and the
        example spring are the pipeline's, not the app's). --platform all exports everything.

        Same tokens, same bytes; each file is written to a temporary name and renamed into place.

        DIFF (--diff OLD NEW):
          Lists every token whose resolved value differs (path, before → after; added; removed),
          then the comps and frames whose pictures differ: each comp and each frame at --fps is
          resolved under both files and the display lists' digests compared. Frames print as
          ranges: frames 0000–0174. Icons dropped in beside each file (icons/<name>.svg) are
          listed on their own, with the comps and frames they touch; the tokens' lines count
          only what the tokens change (the new tokens drawn with the old icons).
          Two resolvers (a name ending in .resolver.json, or a top-level "resolutionOrder"):
          the tokens of each context compared, each context as --context names it: default
          (every modifier at its default), each other context of each modifier alone
          (theme=dark), dark with increased contrast (theme=dark,contrast=increased). Each side
          resolves a context at its own defaults; a context only one side has is named, not
          compared. Compared: the first \(OutputBound.maxDiffContexts) contexts; listed: the first \(Limits.number(OutputBound.maxDiffLines)) changes
          in all; the rest are counted. No comps or frames (a design system need not hold the
          screens' tokens): --fps and --content go with token files only. A resolver and a
          token file: refused (exit 64).

        EXAMPLES:
          pickup tokens --format swift --out App/DesignTokens.swift
          pickup tokens --format xcassets --out App/Tokens.xcassets --comps
          pickup tokens --diff design-tokens.json new-tokens.json
          pickup tokens --diff old/design-tokens.resolver.json new/design-tokens.resolver.json
        """

    /// `--colors`, `--bundle` and the inputs named in the Swift file's header (which go with
    /// which: the rules between the options).
    static func swiftOptions(_ o: TokensOptions, inputs: Inputs) -> SwiftTokens.Options {
        var swiftOptions = SwiftTokens.Options()
        if o.tokens == nil, let resolver = o.resolver {
            swiftOptions.inputArguments = (["--resolver " + FilePath.basename(resolver)]
                + inputs.contexts.sorted { $0.key < $1.key }.map { "--context \($0.key)=\($0.value)" }).joined(separator: " ")
        }
        swiftOptions.colors = o.colors
        swiftOptions.bundle = o.bundle == "module" ? "module" : nil
        return swiftOptions
    }

    static func run(_ o: TokensOptions) throws {
        if let pair = o.diff { return try diff(pair, o) }
        guard let format = o.format, let out = o.out else { preconditionFailure("the rules require --format and --out without --diff") }
        // The same inputs as export: a resolver's contexts (`--device se`, `--context theme=dark`)
        // give that context's values.
        let inputs = try o.inputs()
        let sourceName = FilePath.basename(o.tokens ?? o.resolver ?? Inputs.defaultTokens)
        let platformName = o.platform ?? (format == "css" ? "web" : "ios")
        let platform: String? = platformName == "all" ? nil : platformName
        let swiftOptions = swiftOptions(o, inputs: inputs)
        switch format {
        case "swift", "css":
            let prepared = try TokenFiles.prepare(inputs, platform: platform)
            let (text, count, renamed) = try TokenFiles.text(format: format, prepared, sourceName: sourceName, swiftOptions: swiftOptions)
            // A name the file needs for itself took an underscore: say so, once each.
            for r in renamed {
                FileHandle.standardError.write(Data("pickup: note: '\(r.path)' is \(r.name) in Swift (its own name would hide a module or name the file uses)\n".utf8))
            }
            if out == "-" { return try writeStandardOutput(Data(text.utf8)) }
            let location = OutputLocation(file: out)
            try location.makeFolder(location.root)
            try location.namedFile.write(Data(text.utf8))
            print("Wrote \(out) (\(count) tokens)")
        case "xcassets":
            if out == "-" { throw UsageError(message: "--out: an asset catalog is a folder; standard output (-) takes swift or css") }
            let written = o.comps ? try TokenFiles.catalogWithComps(inputs, to: out, platform: platform)
                : try TokenFiles.catalog(try TokenFiles.prepare(inputs, platform: platform, reference: .all), to: out)
            print("Wrote \(out) (\(written.summary))")
        default:
            throw UsageError(message: "--format: unknown format '\(FilePath.clip(format))'; expected swift, css or xcassets")
        }
    }

    /// Two token files (tokens, comps, frames and icons), or two resolvers (the tokens of each
    /// context, `ResolverDiff`); one of each is a usage error.
    static func diff(_ pair: [String], _ o: TokensOptions) throws {
        let resolvers = pair.map(TokenCheck.isResolver(path:))
        guard resolvers[0] == resolvers[1] else {
            let (r, t) = resolvers[0] ? (pair[0], pair[1]) : (pair[1], pair[0])
            throw UsageError(message: "--diff: \(FilePath.clip(r)) is a resolver and \(FilePath.clip(t)) a token file; compare two resolvers or two token files")
        }
        guard resolvers[0] else { return try diff(pair[0], pair[1], content: o.content, fps: o.fps) }
        for given in [o.$fps, o.$content] as [any OptionDeclaration] where given.isGiven {
            throw UsageError(message: "--\(given.spec.name) goes with two token files; two resolvers are compared token by token in each context")
        }
        try ResolverDiff.run(pair[0], pair[1], allowedRoots: o.allowRoot.map { [$0] } ?? [])
    }

    /// Tokens first, then icons: the icons beside each file (`icons/`) may differ too. The
    /// tokens' effects are the old project against the new tokens drawn with the old icons; the
    /// icons' effects are that against the new project — so an icon changed beside the new
    /// file is never reported as a token's effect.
    static func diff(_ oldPath: String, _ newPath: String, content: String?, fps: Double) throws {
        let a = try Project(tokensPath: oldPath, contentPath: content)
        let b = try Project(tokensPath: newPath, contentPath: content)
        let changes = a.tokens.changes(to: b.tokens)
        let count = { (k: TokenChange.Kind) in changes.filter { $0.kind == k }.count }
        print("Tokens: \(count(.changed)) changed, \(count(.added)) added, \(count(.removed)) removed")
        for c in changes.prefix(OutputBound.maxDiffLines) { print("  " + c.shortDescription) }
        if changes.count > OutputBound.maxDiffLines {
            print("  … and \(changes.count - OutputBound.maxDiffLines) more (the first \(OutputBound.maxDiffLines) are listed)")
        }
        let oldIcons = a.styles.chrome.icons.svgs, newIcons = b.styles.chrome.icons.svgs
        let iconChanges = Icons.Name.allCases.compactMap { name -> (Icons.Name, String)? in
            switch (oldIcons[name], newIcons[name]) {
            case (nil, nil): return nil
            case (nil, _?): return (name, "added (icons/\(name.rawValue).svg replaces the built-in glyph)")
            case (_?, nil): return (name, "removed (the built-in glyph is drawn)")
            case (let x?, let y?): return x.data == y.data ? nil : (name, "changed")
            }
        }
        // The new tokens with the old icons: what the tokens alone change.
        let tokensOnly = iconChanges.isEmpty ? b : try Project(b.inputs, icons: a.styles.chrome.icons)
        let touched = try ChangedPictures.compare(a, tokensOnly, fps: fps)
        print("Comps touched (\(touched.comps.count) of \(Comps.all.count)): \(touched.comps.isEmpty ? "none" : touched.comps.joined(separator: ", "))")
        print(String(format: "Frames touched at %g fps (%d of %d): %@", fps, touched.frames.count, touched.frameCount,
                     ChangedPictures.ranges(touched.frames)))
        let added = iconChanges.filter { $0.1.hasPrefix("added") }.count, removed = iconChanges.filter { $0.1.hasPrefix("removed") }.count
        print("Icons: \(iconChanges.count - added - removed) changed, \(added) added, \(removed) removed")
        guard !iconChanges.isEmpty else { return }
        for (name, what) in iconChanges { print("  \(name.rawValue).svg: \(what)") }
        let byIcons = try ChangedPictures.compare(tokensOnly, b, fps: fps)
        print("Comps touched by icons (\(byIcons.comps.count) of \(Comps.all.count)): \(byIcons.comps.isEmpty ? "none" : byIcons.comps.joined(separator: ", "))")
        print(String(format: "Frames touched by icons at %g fps (%d of %d): %@", fps, byIcons.frames.count, byIcons.frameCount,
                     ChangedPictures.ranges(byIcons.frames)))
    }
}
